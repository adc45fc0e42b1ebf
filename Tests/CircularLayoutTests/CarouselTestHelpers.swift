// Bridges between the carousel and the test support's reference carousel,
// the suite's custom style, and the comparisons the carousel tests share.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The suite's custom style: a turning staircase, from the same
/// parameters as the reference's closures.
struct ParametricTransform: CarouselTransform {
  var parameters: CarouselCustomParameters

  func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
    base.translatedBy(
      x: offset * parameters.step, y: offset * parameters.lift, z: -abs(offset) * 40
    )
    .rotated(by: offset * parameters.turn, aroundX: 0, y: 1, z: 0)
  }

  func alpha(forOffset offset: Double) -> Double { parameters.alpha(offset: offset) }
}

/// A phone screen at the origin.
let phoneViewport = Rect(x: 0, y: 0, width: 375, height: 667)

extension Carousel.Style {
  /// The engine's style for a reference style.
  init(_ style: CarouselReference.Style) {
    self = Carousel.Style(rawValue: style.rawValue)!
  }
}

extension CarouselRandomCase {
  /// The engine's carousel with the same configuration.
  func makeCarousel(file: StaticString = #filePath, line: UInt = #line) -> Carousel {
    let r = reference
    var configuration = Carousel.Configuration(
      style: Carousel.Style(r.style), itemSize: Size(width: r.itemWidth, height: r.itemHeight))
    configuration.perspective = r.perspective
    configuration.viewpointOffset = Size(width: r.viewpoint.x, height: r.viewpoint.y)
    configuration.centerOffset = Size(width: r.centerShift.x, height: r.centerShift.y)
    configuration.axis = r.vertical ? .vertical : .horizontal
    configuration.wrapsAround = r.wraps
    configuration.showsBackfaces = r.showsBackfaces
    configuration.visibleItemLimit = r.limit
    configuration.spacing = r.spacing
    configuration.arc = r.arc
    configuration.radius = r.radius
    configuration.anglePerItem = r.anglePerItem
    configuration.tilt = r.tilt
    configuration.circularItemCount = r.circularCount
    configuration.fade = r.fade?.fade
    configuration.scrollDistancePerItem = r.distancePerItem
    configuration.layoutDirection = r.rightToLeft ? .rightToLeft : .leftToRight
    do {
      let carousel =
        if let custom {
          try Carousel(
            configuration: configuration, custom: ParametricTransform(parameters: custom))
        } else {
          try Carousel(configuration: configuration)
        }
      carousel._checkInvariants()
      return carousel
    } catch {
      XCTFail("the reference's carousel is invalid: \(error); \(self)", file: file, line: line)
      return try! Carousel(itemSize: Size(width: 100, height: 100))
    }
  }

  /// A distance on screen below which the reference will not decide: a
  /// ten-billionth of the scene's scale.
  var tolerance: Double {
    1e-9 * (abs(viewport.minX) + abs(viewport.minY) + viewport.width + viewport.height + 2_000)
  }
}

/// Whether two transforms agree entry by entry, relative to the largest.
func transformsAgree(_ a: Transform3D, _ b: Transform3D, relative: Double = 1e-9) -> Bool {
  let x = ProjectionReference.entries(of: a)
  let y = ProjectionReference.entries(of: b)
  let scale = (x + y).map(abs).max() ?? 0
  return zip(x, y).allSatisfy { abs($0 - $1) <= relative * max(scale, 1) }
}

/// Checks a transform entry by entry against hand-worked values.
func assertTransform(
  _ transform: Transform3D, _ expected: [[Double]], accuracy: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let rows = ProjectionReference.rows(of: transform)
  for row in 0..<4 {
    for column in 0..<4 {
      XCTAssertEqual(
        rows[row][column], expected[row][column], accuracy: accuracy,
        "m\(row + 1)\(column + 1) \(message())", file: file, line: line)
    }
  }
}

extension Carousel {
  /// The content distance per item in effect, which depends on neither the
  /// viewport nor the count once there are items.
  var distance: Double { scrollDistancePerItem(in: phoneViewport, itemCount: 1) }
}
