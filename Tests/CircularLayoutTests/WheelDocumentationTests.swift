// The numbers the CircularLayout DocC articles show, checked, so that the
// documentation cannot drift from the code. The scroll, rotation and drags
// of the tutorial's wheel are in WheelCollectionViewSequenceTests.

import CircularLayout
import LayoutGeometry
import XCTest

final class WheelDocumentationTests: XCTestCase {
  /// The README's configuration example, in the viewport of its first
  /// example.
  func testReadmeConfigurationExample() throws {
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)
    var configuration = Wheel.Configuration()
    XCTAssertEqual(configuration.itemSize, Size(width: 133, height: 173))
    XCTAssertEqual(configuration.radius, 500)
    configuration.wrapsAround = true
    var looping = try Wheel(configuration: configuration)
    looping._checkInvariants()
    looping.zOrder = .centerOnTop
    looping._checkInvariants()
    looping.snapping = .nearest
    looping._checkInvariants()
    try looping.setRadius(400)
    looping._checkInvariants()
    let start = looping.initialContentOffset(centering: 0, viewport: viewport, itemCount: 10)
    XCTAssertEqual(start, 665_000)
    XCTAssertEqual(looping.centeredItemIndex(in: tutorialViewport(x: start), itemCount: 10), 0)
  }

  /// "Scrolling a Wheel": the models on a phone and an iPad, paging, and
  /// keeping the selection.
  func testScrollingAWheelNumbers() throws {
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let phone = Rect(x: 0, y: 0, width: 375, height: 667)
    let iPad = Rect(x: 0, y: 0, width: 1024, height: 768)
    XCTAssertEqual(
      wheel.contentSize(itemCount: 10, viewport: phone), Size(width: 1572, height: 667))
    XCTAssertEqual(wheel.contentSize(itemCount: 10, viewport: iPad), Size(width: 2221, height: 768))
    XCTAssertEqual(wheel.scrollDistancePerItem(itemCount: 10, viewport: iPad), 133)
    var tutorial = wheel
    tutorial.scrollModel = .tutorial
    tutorial._checkInvariants()
    XCTAssertEqual(
      tutorial.contentSize(itemCount: 10, viewport: phone), Size(width: 1330, height: 667))
    XCTAssertEqual(tutorial.scrollDistancePerItem(itemCount: 10, viewport: phone), 955.0 / 9)
    XCTAssertEqual(tutorial.scrollDistancePerItem(itemCount: 10, viewport: iPad), 34)
    var picker = wheel
    picker.snapping = .paging
    picker._checkInvariants()
    XCTAssertEqual(
      picker.targetContentOffset(
        forProposed: 1000, velocity: 2.5, dragStartOffset: 266, viewport: phone, itemCount: 10),
      399)
    XCTAssertEqual(
      picker.landingItemIndex(
        forProposed: 1000, velocity: 2.5, dragStartOffset: 266, viewport: phone, itemCount: 10),
      3)
    XCTAssertEqual(
      wheel.contentOffset(
        keepingCentered: 7, insertedBefore: 3, removedBefore: 0,
        in: Rect(x: 971, y: 0, width: 375, height: 667), itemCount: 20), 1370, accuracy: 1e-9)
    // The limit the article gives: items up to floor((2^53 - 375) / 133).
    XCTAssertEqual(
      wheel.initialContentOffset(centering: .max, viewport: phone, itemCount: .max),
      ((Wheel.maximumLength - 375) / 133).rounded(.down) * 133)
  }

  /// "Getting Started with Wheel" and "Wheel Geometry".
  func testTutorialWheelNumbers() throws {
    var wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    XCTAssertEqual(wheel.anglePerItem, 0.2600, accuracy: 5e-5)
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)
    // The default scroll model: one item per 133 points.
    XCTAssertEqual(
      wheel.contentSize(itemCount: 10, viewport: viewport), Size(width: 1572, height: 667))
    XCTAssertEqual(wheel.maximumContentOffset(itemCount: 10, viewport: viewport), 1197)
    XCTAssertEqual(wheel.scrollDistancePerItem(itemCount: 10, viewport: viewport), 133)

    let visible = wheel.items(in: viewport, itemCount: 10)
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(visible[0].angle, -0.1955, accuracy: 5e-5)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 0, viewport: viewport, itemCount: 10),
      266)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 1, viewport: viewport, itemCount: 10),
      399)

    // The tutorial's model: 955 points for 9 items on this phone, 306 on a
    // 1024-point iPad.
    var tutorial = wheel
    tutorial.scrollModel = .tutorial
    tutorial._checkInvariants()
    XCTAssertEqual(
      tutorial.contentSize(itemCount: 10, viewport: viewport), Size(width: 1330, height: 667))
    XCTAssertEqual(tutorial.maximumContentOffset(itemCount: 10, viewport: viewport), 955)
    XCTAssertEqual(tutorial.items(in: viewport, itemCount: 10)[0].angle, -0.2450, accuracy: 5e-5)
    XCTAssertEqual(
      tutorial.targetContentOffset(
        forProposed: 300, velocity: 0, viewport: viewport, itemCount: 10),
      318.3, accuracy: 0.05)
    XCTAssertEqual(
      tutorial.targetContentOffset(
        forProposed: 300, velocity: -1, viewport: viewport, itemCount: 10),
      212.2, accuracy: 0.05)
    let iPad = Rect(x: 0, y: 0, width: 1024, height: 768)
    XCTAssertEqual(tutorial.scrollDistancePerItem(itemCount: 10, viewport: iPad), 34)
    XCTAssertEqual(wheel.scrollDistancePerItem(itemCount: 10, viewport: iPad), 133)

    XCTAssertEqual(wheel.anchorPoint.x, 0.5)
    XCTAssertEqual(wheel.anchorPoint.y, 3.39, accuracy: 0.005)
    XCTAssertEqual(wheel.pivot(in: viewport), Point(x: 287.5, y: 833.5))
    // About 24 items to a full turn at the tutorial's spacing.
    XCTAssertEqual(2 * Double.pi / wheel.anglePerItem, 24, accuracy: 0.5)

    // The options the article sets are all valid.
    wheel.orientation = .horizontalCenterAbove
    wheel._checkInvariants()
    wheel.wrapsAround = true
    wheel._checkInvariants()
    wheel.zOrder = .centerOnTop
    wheel._checkInvariants()
    wheel.falloff = try Wheel.Falloff(endAngle: 0.8, minimumAlpha: 0.3, minimumScale: 0.7)
    wheel._checkInvariants()
    wheel.snapping = .paging
    wheel._checkInvariants()
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    try wheel.setRadius(400)
    wheel._checkInvariants()
    try wheel.setScrollDistancePerItem(120)
    wheel._checkInvariants()
    XCTAssertFalse(wheel.items(in: viewport, itemCount: 10).isEmpty)
  }
}
