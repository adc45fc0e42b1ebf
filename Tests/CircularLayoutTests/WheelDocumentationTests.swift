// The numbers the CircularLayout DocC articles show, checked, so that the
// documentation cannot drift from the code. The scroll, rotation and drags
// of the tutorial's wheel are in WheelCollectionViewSequenceTests.

import CircularLayout
import LayoutGeometry
import XCTest

final class WheelDocumentationTests: XCTestCase {
  /// A configuration example (the README's before 1.0), in the viewport
  /// of the README's wheel.
  func testAConfigurationExample() throws {
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
    try looping.update { $0.radius = 400 }
    looping._checkInvariants()
    let start = looping.initialContentOffset(centering: 0, in: viewport, itemCount: 10)
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
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 1572, height: 667))
    XCTAssertEqual(wheel.contentSize(in: iPad, itemCount: 10), Size(width: 2221, height: 768))
    XCTAssertEqual(wheel.scrollDistancePerItem(in: iPad, itemCount: 10), 133)
    var tutorial = wheel
    tutorial.scrollModel = .tutorial
    tutorial._checkInvariants()
    XCTAssertEqual(
      tutorial.contentSize(in: phone, itemCount: 10), Size(width: 1330, height: 667))
    XCTAssertEqual(tutorial.scrollDistancePerItem(in: phone, itemCount: 10), 955.0 / 9)
    XCTAssertEqual(tutorial.scrollDistancePerItem(in: iPad, itemCount: 10), 34)
    var picker = wheel
    picker.snapping = .paging
    picker._checkInvariants()
    // The finger lifted at 300 (2.26 items): a fling to 1000 lands on the
    // next item, 3, at 399.
    let lifted = Rect(x: 300, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      picker.targetContentOffset(forProposed: 1000, velocity: 2.5, in: lifted, itemCount: 10),
      399)
    XCTAssertEqual(
      picker.landingItemIndex(forProposed: 1000, velocity: 2.5, in: lifted, itemCount: 10), 3)
    // A slow drag from item 0 lifted at 572 (4.3 items), carried on to
    // 580: item 4, at 532.
    XCTAssertEqual(
      picker.targetContentOffset(
        forProposed: 580, velocity: 0.2, in: Rect(x: 572, y: 0, width: 375, height: 667),
        itemCount: 10), 532)
    XCTAssertEqual(
      wheel.contentOffset(
        keepingCentered: 7, insertedBefore: 3, removedBefore: 0,
        in: Rect(x: 971, y: 0, width: 375, height: 667), itemCount: 20), 1370, accuracy: 1e-9)
    // The limit the article gives: items up to floor((2^53 - 375) / 133).
    XCTAssertEqual(
      wheel.initialContentOffset(centering: .max, in: phone, itemCount: .max),
      ((Wheel.maximumLength - 375) / 133).rounded(.down) * 133)
  }

  /// "Getting Started with Wheel" and "Wheel Geometry".
  func testTutorialWheelNumbers() throws {
    var wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    XCTAssertEqual(wheel.anglePerItem, 0.2600, accuracy: 5e-5)
    let viewport = Rect(x: 100, y: 0, width: 375, height: 667)
    // The default scroll model: one item per 133 points.
    XCTAssertEqual(
      wheel.contentSize(in: viewport, itemCount: 10), Size(width: 1572, height: 667))
    XCTAssertEqual(wheel.maximumContentOffset(in: viewport, itemCount: 10), 1197)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: viewport, itemCount: 10), 133)

    let visible = wheel.items(in: viewport, itemCount: 10)
    XCTAssertEqual(visible.map(\.index), [0, 1, 2, 3])
    XCTAssertEqual(visible[0].angle, -0.1955, accuracy: 5e-5)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 0, in: viewport, itemCount: 10),
      266)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 1, in: viewport, itemCount: 10),
      399)

    // The tutorial's model: 955 points for 9 items on this phone, 306 on a
    // 1024-point iPad.
    var tutorial = wheel
    tutorial.scrollModel = .tutorial
    tutorial._checkInvariants()
    XCTAssertEqual(
      tutorial.contentSize(in: viewport, itemCount: 10), Size(width: 1330, height: 667))
    XCTAssertEqual(tutorial.maximumContentOffset(in: viewport, itemCount: 10), 955)
    XCTAssertEqual(tutorial.items(in: viewport, itemCount: 10)[0].angle, -0.2450, accuracy: 5e-5)
    XCTAssertEqual(
      tutorial.targetContentOffset(
        forProposed: 300, velocity: 0, in: viewport, itemCount: 10),
      318.3, accuracy: 0.05)
    XCTAssertEqual(
      tutorial.targetContentOffset(
        forProposed: 300, velocity: -1, in: viewport, itemCount: 10),
      212.2, accuracy: 0.05)
    let iPad = Rect(x: 0, y: 0, width: 1024, height: 768)
    XCTAssertEqual(tutorial.scrollDistancePerItem(in: iPad, itemCount: 10), 34)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: iPad, itemCount: 10), 133)

    XCTAssertEqual(wheel.anchorPoint.x, 0.5)
    XCTAssertEqual(wheel.anchorPoint.y, 3.39, accuracy: 0.005)
    XCTAssertEqual(wheel.pivot(in: viewport), Point(x: 287.5, y: 833.5))
    // About 24 items to a full turn at the tutorial's spacing.
    XCTAssertEqual(2 * Double.pi / wheel.anglePerItem, 24, accuracy: 0.5)

    // The options the article sets are all valid.
    wheel.axis = .horizontal
    wheel._checkInvariants()
    wheel.isInverted = true
    wheel._checkInvariants()
    wheel.wrapsAround = true
    wheel._checkInvariants()
    wheel.zOrder = .centerOnTop
    wheel._checkInvariants()
    try wheel.setFalloff(endAngle: 0.8, minimumAlpha: 0.3, minimumScale: 0.7)
    wheel._checkInvariants()
    wheel.snapping = .paging
    wheel._checkInvariants()
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    try wheel.update { $0.radius = 400 }
    wheel._checkInvariants()
    try wheel.update { $0.scrollDistancePerItem = 120 }
    wheel._checkInvariants()
    XCTAssertFalse(wheel.items(in: viewport, itemCount: 10).isEmpty)
  }
}
