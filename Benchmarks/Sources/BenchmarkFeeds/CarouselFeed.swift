// The carousel's benchmark inputs and its floor: every style on a phone
// screen, 1000 screens at the same positions at 100 items and at 10M, and
// the least work a query could do for the items it returns, building each
// one's transform and projecting its four corners.

import CircularLayout
import LayoutGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The custom style the benchmarks measure: a turning staircase.
public struct BenchmarkStaircase: CarouselTransform {
  /// Creates the staircase.
  public init() {}

  /// The transform at `offset`: 120 points along, 20 down, 40 back per
  /// item, turned a fifth of a radian per item about the y axis.
  public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
    base.translatedBy(x: offset * 120, y: offset * 20, z: -abs(offset) * 40)
      .rotated(by: offset * 0.2, aroundX: 0, y: 1, z: 0)
  }
}

/// One style's carousel at an item count, and the 1000 phone screens a
/// benchmark queries.
public struct CarouselFeed: Sendable {
  /// The styles measured: all twelve.
  public static let styles = Carousel.Style.allCases

  /// The carousel: 160 x 200 items, every option at its default.
  public let carousel: Carousel

  /// The item count.
  public let count: Int

  /// 1000 screens 375 x 812 at scroll positions from 30 to 70 items past
  /// `first` (30 items from any end, so at 100 items and at 10M the same
  /// items stand round each screen): `first` is 0 below 1000 items and
  /// half the count above.
  public let screens: [Rect]

  /// Creates the feed of a style at an item count.
  public init(style: Carousel.Style, count: Int) {
    let size = Size(width: 160, height: 200)
    do {
      carousel =
        style == .custom
        ? try Carousel(itemSize: size, custom: BenchmarkStaircase())
        : try Carousel(itemSize: size, style: style)
    } catch {
      fatalError("benchmark carousel rejected: \(error)")
    }
    self.count = count
    let first = count >= 1_000 ? Double(count / 2) : 0
    let distance = carousel.scrollDistancePerItem(
      in: Rect(x: 0, y: 0, width: 375, height: 812), itemCount: count)
    screens = (0..<1_000).map { step in
      let position = first + 30 + 40 * Double(step) / 999
      return Rect(x: (position * distance).rounded(), y: 0, width: 375, height: 812)
    }
  }

  /// The benchmark label of a style, such as `coverFlow2`.
  public static func label(_ style: Carousel.Style) -> String { style.rawValue }
}

/// What the floor needs of one screen: the offsets of the items the
/// engine returns there and of every item it considers.
public struct CarouselFloorScreen: Sendable {
  /// The offsets of the returned items.
  public var returned: [Double]
  /// The offsets of the candidates (every item the engine computes).
  public var candidates: [Double]
}

/// The floor of a carousel query: for each item, the style's transform
/// built from iCarousel's formula and its four corners projected, nothing
/// else (no candidates found, no visibility test, no depth order, no item
/// written).
public struct CarouselFloor: Sendable {
  /// The screens, worked out beforehand (untimed) from the engine's own
  /// answers.
  public let screens: [CarouselFloorScreen]
  let style: Carousel.Style
  let length: Double
  let size: Size
  let spacing: Double
  let tilt: Double
  let count: Double
  let radius: Double
  let base: Transform3D

  /// Works out a feed's screens.
  public init(feed: CarouselFeed) {
    let carousel = feed.carousel
    style = carousel.style
    size = carousel.itemSize
    length = carousel.itemSize.width
    spacing = carousel.spacing
    tilt = carousel.tilt
    let first = feed.screens[0]
    count = Double(carousel.circularItemCount(in: first, itemCount: feed.count))
    radius = carousel.radius(in: first, itemCount: feed.count)
    var base = Transform3D.identity
    base.m34 = carousel.perspective
    self.base = base
    screens = feed.screens.map { screen in
      let returned = carousel.items(in: screen, itemCount: feed.count).map(\.offset)
      let candidates = (0..<feed.count).lazy.compactMap {
        index -> Double? in
        let position = carousel.scrollPosition(in: screen, itemCount: feed.count)
        guard abs(Double(index) - position) < 40 || carousel.wrapsAround else { return nil }
        return carousel.item(index, in: screen, itemCount: feed.count)?.offset
      }
      return CarouselFloorScreen(
        returned: returned, candidates: feed.count <= 1_000 ? Array(candidates) : [])
    }
  }

  /// The transform of offset `o`, iCarousel's formula, horizontal.
  @inline(__always)
  func transform(_ o: Double) -> Transform3D {
    let w = length
    switch style {
    case .linear:
      return base.translatedBy(x: o * w * spacing, y: 0, z: 0)
    case .rotary, .invertedRotary:
      var (r, a) = (radius, o / count * 2 * Double.pi)
      if style == .invertedRotary { (r, a) = (-r, -a) }
      return base.translatedBy(x: r * sin(a), y: 0, z: r * cos(a) - r)
    case .cylinder, .invertedCylinder:
      var (r, a) = (radius, o / count * 2 * Double.pi)
      if style == .invertedCylinder { (r, a) = (-r, -a) }
      return base.translatedBy(x: 0, y: 0, z: -r).rotated(by: a, aroundX: 0, y: 1, z: 0)
        .translatedBy(x: 0, y: 0, z: r + 0.01)
    case .wheel, .invertedWheel:
      var (r, a) = (radius, 2 * Double.pi / count)
      if style == .invertedWheel { (r, a) = (-r, -a) }
      return base.translatedBy(x: 0, y: r, z: 0).rotated(by: a * o, aroundX: 0, y: 0, z: 1)
        .translatedBy(x: 0, y: -r, z: o * 0.01)
    case .coverFlow, .coverFlow2:
      let c = style == .coverFlow2 ? (o > 0.5 ? 1 : o > -0.5 ? 0 : -1) : max(-1, min(1, o))
      return base.translatedBy(x: (c * 0.5 * tilt + o * spacing) * w, y: 0, z: abs(c) * -w * 0.5)
        .rotated(by: -c * (Double.pi / 2) * tilt, aroundX: 0, y: 1, z: 0)
    case .timeMachine, .invertedTimeMachine:
      let (t, d) = style == .timeMachine ? (tilt, o) : (-tilt, -o)
      return base.translatedBy(x: d * w * t, y: 0, z: d * w * spacing)
    case .custom:
      return BenchmarkStaircase().transform(forOffset: o, base: base)
    }
  }

  /// Builds each offset's transform and projects its four corners; the sum
  /// of the projected coordinates, so that nothing is optimised away.
  @inline(never)
  public func work(_ offsets: [Double]) -> Double {
    let (halfWidth, halfHeight) = (size.width / 2, size.height / 2)
    var sum = 0.0
    for offset in offsets {
      let t = transform(offset)
      func corner(_ x: Double, _ y: Double) -> Double {
        let w = x * t.m14 + y * t.m24 + t.m44
        return (x * t.m11 + y * t.m21 + t.m41) / w + (x * t.m12 + y * t.m22 + t.m42) / w
      }
      sum += corner(-halfWidth, -halfHeight) + corner(halfWidth, -halfHeight)
      sum += corner(halfWidth, halfHeight) + corner(-halfWidth, halfHeight)
    }
    return sum
  }
}
