// The scroll model, by hand: a fixed distance per item (the default) on a
// phone and an iPad, the tutorial's model beside it, a custom distance,
// content clamped to the maximum length, and every member following the
// model chosen.

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelScrollOptionsTests: XCTestCase {
  private let phone = Rect(x: 0, y: 0, width: 375, height: 667)
  private let iPad = Rect(x: 0, y: 0, width: 1024, height: 768)

  private func at(_ x: Double, _ viewport: Rect) -> Rect {
    Rect(x: x, y: viewport.minY, width: viewport.width, height: viewport.height)
  }

  // MARK: - The default: a fixed distance per item

  /// 10 items 133 wide: one item per 133 points on a phone and on an iPad
  /// alike; the content is 9 · 133 plus the viewport.
  func testTheDefaultTurnsOneItemPerItemLengthOnEveryScreen() throws {
    let wheel = defaultWheel
    XCTAssertEqual(wheel.scrollModel, .fixedDistancePerItem)
    XCTAssertNil(wheel.configuration.scrollDistancePerItem)
    XCTAssertEqual(
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 1572, height: 667))
    XCTAssertEqual(wheel.contentSize(in: iPad, itemCount: 10), Size(width: 2221, height: 768))
    for viewport in [phone, iPad] {
      XCTAssertEqual(wheel.maximumContentOffset(in: viewport, itemCount: 10), 1197)
      XCTAssertEqual(wheel.scrollDistancePerItem(in: viewport, itemCount: 10), 133)
      XCTAssertEqual(wheel.scrollPosition(in: at(266, viewport), itemCount: 10), 2)
      XCTAssertEqual(wheel.scrollPosition(in: at(100, viewport), itemCount: 10), 100.0 / 133)
      XCTAssertEqual(wheel.centeredItemIndex(in: at(1197, viewport), itemCount: 10), 9)
      let item = try XCTUnwrap(wheel.item(2, in: at(266, viewport), itemCount: 10))
      XCTAssertEqual(item.angle, 0)
      XCTAssertEqual(item.center, at(266, viewport).center)
    }
    // The distance does not depend on the count either.
    for count in [1, 2, 3, 10, 1_000_000] {
      XCTAssertEqual(wheel.scrollDistancePerItem(in: iPad, itemCount: count), 133)
    }
  }

  /// The tutorial's numbers, kept: content 1330, 955 points for 9 items on
  /// a phone (106.1 each), but 306 on an iPad (34 each).
  func testTheTutorialsModelDependsOnTheScreen() {
    let wheel = tutorialWheel
    XCTAssertEqual(
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 1330, height: 667))
    XCTAssertEqual(wheel.maximumContentOffset(in: phone, itemCount: 10), 955)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 10), 955.0 / 9)
    XCTAssertEqual(wheel.contentSize(in: iPad, itemCount: 10), Size(width: 1330, height: 768))
    XCTAssertEqual(wheel.maximumContentOffset(in: iPad, itemCount: 10), 306)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: iPad, itemCount: 10), 34)
    XCTAssertEqual(wheel.scrollPosition(in: at(34, iPad), itemCount: 10), 1)
  }

  /// A short menu in iPad landscape: three items fit on the screen. The
  /// tutorial's wheel cannot turn; the default turns one item per 133.
  func testAShortMenuStillTurns() {
    XCTAssertEqual(defaultWheel.maximumContentOffset(in: iPad, itemCount: 3), 266)
    XCTAssertEqual(defaultWheel.scrollPosition(in: at(133, iPad), itemCount: 3), 1)
    XCTAssertEqual(
      defaultWheel.targetContentOffset(forProposed: 200, velocity: 0, in: iPad, itemCount: 3),
      266)
    XCTAssertEqual(tutorialWheel.maximumContentOffset(in: iPad, itemCount: 3), -625)
    XCTAssertEqual(tutorialWheel.scrollPosition(in: at(133, iPad), itemCount: 3), 0)
    XCTAssertEqual(tutorialWheel.scrollDistancePerItem(in: iPad, itemCount: 3), 0)
  }

  // MARK: - A custom distance

  /// 120 points per item: content 9 · 120 + 375 = 1455, and a drag
  /// proposed at 300, exactly 2.5 items, snaps forward to item 3.
  func testACustomDistance() throws {
    var wheel = defaultWheel
    try wheel.update { $0.scrollDistancePerItem = 120 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.scrollDistancePerItem, 120)
    XCTAssertEqual(
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 1455, height: 667))
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 10), 120)
    XCTAssertEqual(wheel.scrollPosition(in: at(600, phone), itemCount: 10), 5)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 0, in: phone, itemCount: 10), 360)
    XCTAssertEqual(wheel.initialContentOffset(centering: 4, in: phone, itemCount: 10), 480)

    // Setting a distance does not switch the model: under the tutorial's
    // it is kept and not used, and used again once switched back.
    wheel.scrollModel = .tutorial
    wheel._checkInvariants()
    XCTAssertEqual(wheel.configuration.scrollDistancePerItem, 120)
    XCTAssertEqual(
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 1330, height: 667))
    try wheel.update { $0.scrollDistancePerItem = 90 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 10), 955.0 / 9)
    wheel.scrollModel = .fixedDistancePerItem
    wheel._checkInvariants()
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 10), 90)

    // nil restores the item's length along the scroll axis: its height on
    // a vertical wheel, 9 · 173 + 667.
    try wheel.update { $0.scrollDistancePerItem = nil }
    wheel._checkInvariants()
    XCTAssertEqual(
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 1572, height: 667))
    wheel.axis = .vertical
    wheel._checkInvariants()
    wheel.isInverted = false
    wheel._checkInvariants()
    XCTAssertEqual(
      wheel.contentSize(in: phone, itemCount: 10), Size(width: 375, height: 2224))
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 10), 173)
  }

  /// A wrapping wheel holds 1,001 turns of the distance: 1001 · 10 · 120,
  /// and starts item 0 at the copy nearest the middle stop, 5000.
  func testAWrappingWheelHoldsTurnsOfTheDistance() throws {
    var wheel = defaultWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    try wheel.update { $0.scrollDistancePerItem = 120 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.contentSize(in: phone, itemCount: 10).width, 1_201_200)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 10), 120)
    XCTAssertEqual(
      wheel.initialContentOffset(centering: 0, in: phone, itemCount: 10), 600_000)
    XCTAssertEqual(wheel.scrollPosition(in: at(600_000 + 13 * 120, phone), itemCount: 10), 3)
    // The tutorial's wrapping wheel, unchanged: turns of the item length.
    var tutorial = tutorialWheel
    tutorial.wrapsAround = true
    tutorial._checkInvariants()
    XCTAssertEqual(tutorial.contentSize(in: phone, itemCount: 10).width, 1_331_330)
  }

  // MARK: - Limits and bad input

  /// 2^53 items 133 points apart would need 1.2e18 points: the content is
  /// clamped to 2^53 and the distance kept, so items up to
  /// floor((2^53 - 375) / 133) = 67,723,302,667,222 can be brought to the
  /// top; the later ones only lean into view from past it.
  func testClampedContentKeepsTheDistance() throws {
    let wheel = defaultWheel
    let count = Wheel.maximumItemCount
    XCTAssertEqual(wheel.contentSize(in: phone, itemCount: count).width, Wheel.maximumLength)
    XCTAssertEqual(
      wheel.maximumContentOffset(in: phone, itemCount: count), Wheel.maximumLength - 375)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: count), 133)
    let last = 67_723_302_667_222
    let end = 9_007_199_254_740_526.0  // last · 133
    XCTAssertEqual(
      wheel.initialContentOffset(centering: .max, in: phone, itemCount: count), end)
    XCTAssertEqual(
      wheel.initialContentOffset(centering: last + 7, in: phone, itemCount: count), end)
    XCTAssertEqual(
      wheel.targetContentOffset(
        forProposed: .infinity, velocity: 1, in: phone, itemCount: count),
      end)
    XCTAssertEqual(
      wheel.landingItemIndex(
        forProposed: .infinity, velocity: 1, in: phone, itemCount: count),
      last)
    XCTAssertEqual(wheel.centeredItemIndex(in: at(end, phone), itemCount: count), last)
    let beyond = try XCTUnwrap(wheel.item(last + 1, in: at(end, phone), itemCount: count))
    XCTAssertEqual(beyond.angle, wheel.anglePerItem, accuracy: 1e-12)
  }

  /// A distance that is not finite and positive, or beyond 2^53, is a
  /// configuration error naming the field; the wheel is then unchanged.
  func testBadDistancesThrowAndLeaveTheWheelUnchanged() throws {
    var wheel = defaultWheel
    try wheel.update { $0.scrollDistancePerItem = 90 }
    wheel._checkInvariants()
    let before = wheel
    for bad in [0, -0.0, -1, .nan, .infinity, -.infinity, Wheel.maximumLength.nextUp] {
      do {
        try wheel.update { $0.scrollDistancePerItem = bad }
        wheel._checkInvariants()
        XCTFail("accepted \(bad)")
      } catch {
        XCTAssertEqual(error.field, "scrollDistancePerItem")
        guard case .scrollDistancePerItem(let value) = error else { return XCTFail("\(error)") }
        XCTAssertEqual(value.bitPattern, bad.bitPattern)
        XCTAssertTrue(error.description.contains("scrollDistancePerItem"), error.description)
      }
      wheel._checkInvariants()
      XCTAssertEqual(wheel, before)
      XCTAssertThrowsError(
        try Wheel(configuration: Wheel.Configuration(scrollDistancePerItem: bad)))
    }
    for good in [Wheel.maximumLength, .leastNonzeroMagnitude, 0.5] {
      try wheel.update { $0.scrollDistancePerItem = good }
      wheel._checkInvariants()
      XCTAssertEqual(wheel.configuration.scrollDistancePerItem, good)
      let content = wheel.contentSize(in: phone, itemCount: .max)
      XCTAssertTrue(content.width.isFinite && content.width <= Wheel.maximumLength)
      for item in wheel.items(in: at(1e15, phone), itemCount: .max) { assertSane(item) }
    }
    // The rule comes after the other fields' in validation order.
    do {
      try Wheel.Configuration(anglePerItem: -1, scrollDistancePerItem: -1).validate()
      XCTFail("accepted")
    } catch {
      XCTAssertEqual(error, .anglePerItem(-1))
    }
  }

  /// No items, one item, and viewports with no length under the default
  /// model.
  func testFewItemsAndZeroViewports() throws {
    let wheel = defaultWheel
    // No items: the viewport's length, nothing to turn.
    XCTAssertEqual(wheel.contentSize(in: phone, itemCount: 0), Size(width: 375, height: 667))
    XCTAssertEqual(wheel.maximumContentOffset(in: phone, itemCount: 0), 0)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: phone, itemCount: 0), 0)
    XCTAssertEqual(wheel.scrollPosition(in: at(500, phone), itemCount: 0), 0)
    // One item: upright at 0, and leaning as the scroll view rubber-bands.
    XCTAssertEqual(wheel.contentSize(in: phone, itemCount: 1), Size(width: 375, height: 667))
    XCTAssertEqual(wheel.scrollPosition(in: at(-66.5, phone), itemCount: 1), -0.5)
    let leaning = try XCTUnwrap(wheel.item(0, in: at(-66.5, phone), itemCount: 1))
    XCTAssertEqual(leaning.angle, wheel.anglePerItem / 2, accuracy: 1e-15)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: -66.5, velocity: 0, in: phone, itemCount: 1), 0)
    // A viewport with no length: the content is the items' distances.
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    XCTAssertEqual(wheel.contentSize(in: empty, itemCount: 10), Size(width: 1197, height: 0))
    XCTAssertEqual(wheel.maximumContentOffset(in: empty, itemCount: 10), 1197)
    XCTAssertEqual(
      wheel.scrollPosition(in: Rect(x: 266, y: 0, width: 0, height: 0), itemCount: 10), 2)
    XCTAssertEqual(wheel.items(in: Rect(x: 266, y: 0, width: 0, height: 0), itemCount: 10), [])
  }

  // MARK: - Every member follows the model

  /// Content, positions, snapping, scroll-to-item, hit testing and the
  /// visible items all read the same model: at each item's stop, under
  /// either model and either direction, that item stands upright, is
  /// centred, is hit at its centre, is where scroll-to-item and snapping
  /// go, and is visible.
  func testEveryMemberFollowsTheModel() throws {
    for model in Wheel.ScrollModel.allCases {
      for direction in LayoutDirection.allCases {
        var wheel = defaultWheel
        wheel.scrollModel = model
        wheel._checkInvariants()
        wheel.layoutDirection = direction
        wheel._checkInvariants()
        wheel.zOrder = .centerOnTop
        wheel._checkInvariants()
        let context = "\(model), \(direction)"
        for index in 0..<10 {
          let stop = wheel.initialContentOffset(centering: index, in: phone, itemCount: 10)
          let viewport = at(stop, phone)
          XCTAssertEqual(wheel.centeredItemIndex(in: viewport, itemCount: 10), index, context)
          let item = try XCTUnwrap(wheel.item(index, in: viewport, itemCount: 10))
          XCTAssertEqual(item.angle, 0, accuracy: 1e-12, context)
          XCTAssertTrue(wheel.items(in: viewport, itemCount: 10).contains(item), context)
          XCTAssertEqual(wheel.itemIndex(at: item.center, in: viewport, itemCount: 10), index)
          XCTAssertEqual(wheel.contentOffset(centering: index, in: viewport, itemCount: 10), stop)
          for velocity in [-1.0, 0, 1] {
            XCTAssertEqual(
              wheel.targetContentOffset(
                forProposed: stop, velocity: velocity, in: phone, itemCount: 10),
              stop, accuracy: 1e-9, context)
            XCTAssertEqual(
              wheel.landingItemIndex(
                forProposed: stop, velocity: velocity, in: phone, itemCount: 10), index)
          }
        }
      }
    }
  }
}
