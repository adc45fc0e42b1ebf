// The carousel's scroll members are the wheel's scroll model: for random
// carousels, a wheel with the same distance per item, wrap, direction,
// axis and snapping answers every scroll question identically. And the
// carousel's own numbers by hand.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselScrollingTests: XCTestCase {
  /// The wheel that scrolls as the carousel does.
  private func wheel(like carousel: Carousel) throws -> Wheel {
    var wheel = try Wheel(itemSize: carousel.itemSize, radius: 500)
    wheel.axis = carousel.axis
    wheel._checkInvariants()
    wheel.wrapsAround = carousel.wrapsAround
    wheel._checkInvariants()
    wheel.layoutDirection = carousel.layoutDirection
    wheel._checkInvariants()
    wheel.snapping = carousel.snapping
    wheel._checkInvariants()
    try wheel.update { $0.scrollDistancePerItem = carousel.distance }
    wheel._checkInvariants()
    return wheel
  }

  /// The scroll API is written once, for both engines: a carousel and a
  /// wheel with the same distance per item, axis, wrap, direction and
  /// snapping answer every member alike (the wheel's tutorial model and
  /// overscroll hold aside, which no carousel has).
  func testEveryScrollMemberIsTheWheelsScrollModel() throws {
    try forEachRandomCarousel(300, seed: 0x5C20_11ED, hugeCounts: true) { random in
      let test = random.test
      var carousel = random.carousel
      let snappings = ScrollSnapping.allCases
      carousel.snapping = snappings[Int.random(in: 0..<3, using: &random.generator)]
      carousel._checkInvariants()
      let wheel = try self.wheel(like: carousel)
      let viewport = test.viewport
      let n = test.count
      let context = random.context
      XCTAssertEqual(
        carousel.contentSize(in: viewport, itemCount: n),
        wheel.contentSize(in: viewport, itemCount: n), context)
      XCTAssertEqual(
        carousel.maximumContentOffset(in: viewport, itemCount: n),
        wheel.maximumContentOffset(in: viewport, itemCount: n), context)
      XCTAssertEqual(
        carousel.scrollDistancePerItem(in: viewport, itemCount: n),
        wheel.scrollDistancePerItem(in: viewport, itemCount: n), context)
      XCTAssertEqual(
        carousel.centeredItemIndex(in: viewport, itemCount: n),
        wheel.centeredItemIndex(in: viewport, itemCount: n), context)
      for _ in 0..<4 {
        let proposed = Double.random(in: -500...5_000, using: &random.generator)
        let velocity = [-2.0, 0, 0.5, .nan][Int.random(in: 0..<4, using: &random.generator)]
        XCTAssertEqual(
          carousel.targetContentOffset(
            forProposed: proposed, velocity: velocity, in: viewport, itemCount: n),
          wheel.targetContentOffset(
            forProposed: proposed, velocity: velocity, in: viewport, itemCount: n), context)
        XCTAssertEqual(
          carousel.landingItemIndex(
            forProposed: proposed, velocity: velocity, in: viewport, itemCount: n),
          wheel.landingItemIndex(
            forProposed: proposed, velocity: velocity, in: viewport, itemCount: n), context)
        let index = Int.random(in: -2...(n + 2), using: &random.generator)
        XCTAssertEqual(
          carousel.initialContentOffset(centering: index, in: viewport, itemCount: n),
          wheel.initialContentOffset(centering: index, in: viewport, itemCount: n), context)
        XCTAssertEqual(
          carousel.contentOffset(centering: index, in: viewport, itemCount: n),
          wheel.contentOffset(centering: index, in: viewport, itemCount: n), context)
        let steps = [Int.min, -3, -1, 1, 2, Int.max][
          Int.random(in: 0..<6, using: &random.generator)]
        XCTAssertEqual(
          carousel.contentOffset(steppingBy: steps, in: viewport, itemCount: n),
          wheel.contentOffset(steppingBy: steps, in: viewport, itemCount: n), context)
        let inserted = Int.random(in: -1...5, using: &random.generator)
        let removed = Int.random(in: -1...3, using: &random.generator)
        XCTAssertEqual(
          carousel.contentOffset(
            keepingCentered: index, insertedBefore: inserted, removedBefore: removed, in: viewport,
            itemCount: n),
          wheel.contentOffset(
            keepingCentered: index, insertedBefore: inserted, removedBefore: removed, in: viewport,
            itemCount: n), context)
      }
    }
  }

  /// 10 items 200 wide in a 375-point viewport, by hand.
  func testTheNumbersByHand() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 150))
    let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      carousel.contentSize(in: bounds, itemCount: 10), Size(width: 2_175, height: 667))
    XCTAssertEqual(carousel.maximumContentOffset(in: bounds, itemCount: 10), 1_800)
    // With ends, one item or none does not scroll; wrapping, one item
    // still scrolls round its copies (found in review: the documentation
    // said it did not), and no item leaves an empty content, shorter than
    // the viewport.
    XCTAssertEqual(carousel.maximumContentOffset(in: bounds, itemCount: 1), 0)
    XCTAssertEqual(carousel.maximumContentOffset(in: bounds, itemCount: 0), 0)
    let wrapping = try Carousel(itemSize: Size(width: 200, height: 150), style: .cylinder)
    XCTAssertEqual(
      wrapping.maximumContentOffset(in: bounds, itemCount: 1),
      Double(Carousel.wrappingCopyCount) * 200 - 375)
    XCTAssertEqual(wrapping.maximumContentOffset(in: bounds, itemCount: 0), -375)
    XCTAssertEqual(
      carousel.targetContentOffset(forProposed: 300, velocity: 0, in: bounds, itemCount: 10),
      400)
    XCTAssertEqual(
      carousel.contentOffset(
        steppingBy: 1, in: Rect(x: 400, y: 0, width: 375, height: 667), itemCount: 10),
      600)
    XCTAssertEqual(
      carousel.scrollPosition(in: Rect(x: 250, y: 0, width: 375, height: 667), itemCount: 10), 1.25)
    // Past the ends, the position keeps going (no hold): a rubber band.
    XCTAssertEqual(
      carousel.scrollPosition(in: Rect(x: -1_000, y: 0, width: 375, height: 667), itemCount: 10), -5
    )
    // A cover flow scrolls one item per half an item's width.
    let coverFlow = try Carousel(itemSize: Size(width: 200, height: 150), style: .coverFlow)
    XCTAssertEqual(
      coverFlow.contentSize(in: bounds, itemCount: 10), Size(width: 1_275, height: 667))
    XCTAssertEqual(
      coverFlow.scrollPosition(in: Rect(x: 250, y: 0, width: 375, height: 667), itemCount: 10), 2.5)
    // A wrapping cylinder of 12 items starts in the middle copy:
    // 500 · 12 · 200 = 1,200,000.
    let cylinder = try Carousel(itemSize: Size(width: 200, height: 150), style: .cylinder)
    XCTAssertEqual(
      cylinder.initialContentOffset(centering: 0, in: bounds, itemCount: 12), 1_200_000)
    XCTAssertEqual(
      cylinder.scrollPosition(
        in: Rect(x: 1_200_000 - 100, y: 0, width: 375, height: 667), itemCount: 12), 11.5)
    XCTAssertEqual(cylinder.contentSize(in: bounds, itemCount: 12).width, 1001 * 12 * 200)
  }

  /// Cover flow 2's toggle while moving by itself: p - round(p).
  func testTheCoverFlowToggle() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: .coverFlow2)
    for (offset, toggle) in [(230.0, 0.3), (270, -0.3), (250, -0.5), (200, 0), (0, 0)] {
      XCTAssertEqual(
        carousel.coverFlowToggle(in: Rect(x: offset, y: 0, width: 375, height: 667), itemCount: 10),
        toggle, accuracy: 1e-12, "\(offset)")
    }
    // With that toggle, cover flow 2 is cover flow for the items within 1.5
    // of the centre; at rest (0) its items flip at the midpoints.
    let flow = try Carousel(itemSize: Size(width: 200, height: 150), style: .coverFlow)
    let viewport = Rect(x: 230, y: 0, width: 375, height: 667)
    let toggle = carousel.coverFlowToggle(in: viewport, itemCount: 10)
    for index in 1...3 {
      let moving = try XCTUnwrap(
        carousel.item(index, in: viewport, itemCount: 10, coverFlowToggle: toggle))
      let reference = try XCTUnwrap(flow.item(index, in: viewport, itemCount: 10))
      XCTAssertTrue(transformsAgree(moving.transform, reference.transform, relative: 1e-12))
    }
    let resting = try XCTUnwrap(carousel.item(2, in: viewport, itemCount: 10))
    XCTAssertEqual(resting.transform.m11, 1, "offset -0.3 at rest: unturned")
    // A toggle out of range is clamped; NaN reads as 0.
    XCTAssertEqual(
      carousel.item(2, in: viewport, itemCount: 10, coverFlowToggle: .nan), resting)
    XCTAssertEqual(
      carousel.item(3, in: viewport, itemCount: 10, coverFlowToggle: 7),
      carousel.item(3, in: viewport, itemCount: 10, coverFlowToggle: 1))
  }

  /// The toggle's rounding is the scroll model's, halves up: at -1.5 items
  /// (overscrolled) the nearest stop is -1 and the toggle -0.5, where
  /// rounding halves away from zero would give +0.5.
  func testTheCoverFlowToggleRoundsHalvesUp() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: .coverFlow2)
    let viewport = Rect(x: -150, y: 0, width: 375, height: 667)
    XCTAssertEqual(carousel.coverFlowToggle(in: viewport, itemCount: 10), -0.5, accuracy: 1e-12)
  }
}
