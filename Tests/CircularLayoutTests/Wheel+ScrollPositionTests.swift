import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The scroll position and every sanitising rule for data values.
final class WheelScrollPositionTests: XCTestCase {
  private func position(_ x: Double, count: Int = 10, wheel: Wheel = tutorialWheel) -> Double {
    wheel.scrollPosition(in: tutorialViewport(x: x), itemCount: count)
  }

  func testPositionFollowsTheTutorialFormula() {
    XCTAssertEqual(position(0), 0)
    XCTAssertEqual(position(477.5), 4.5)
    XCTAssertEqual(position(955), 9)
    XCTAssertEqual(position(100), 0.942_408, accuracy: 1e-6)
  }

  /// Rubber-banding extrapolates linearly: 95.5 points before the start is
  /// -0.9 items, so item 0 leans 0.9 · 0.26 to the right.
  func testRubberBandingExtrapolatesLinearly() throws {
    XCTAssertEqual(position(-95.5), -0.9, accuracy: 1e-12)
    XCTAssertEqual(position(955 + 95.5), 9.9, accuracy: 1e-12)
    let item = try XCTUnwrap(
      tutorialWheel.item(0, in: tutorialViewport(x: -95.5), itemCount: 10))
    XCTAssertEqual(item.angle, 0.9 * tutorialWheel.anglePerItem, accuracy: 1e-12)
  }

  /// Once every item is more than half a turn away, the wheel holds still:
  /// at -(π / 0.26 + 1) = -13.08 items.
  func testFarOverscrollHoldsStillOnceNothingCanBeSeen() throws {
    let reach = Double.pi / tutorialWheel.anglePerItem + 1
    XCTAssertEqual(reach, 13.084, accuracy: 1e-3)
    for x in [-1e6, -1e15, -.infinity, -.greatestFiniteMagnitude] {
      XCTAssertEqual(position(x), -reach, accuracy: 1e-9, "\(x)")
      let item = try XCTUnwrap(tutorialWheel.item(0, in: tutorialViewport(x: x), itemCount: 10))
      XCTAssertTrue(item.isHidden)
      assertSane(item)
      XCTAssertEqual(tutorialWheel.items(in: tutorialViewport(x: x), itemCount: 10), [])
    }
    XCTAssertEqual(position(.infinity), 9 + reach, accuracy: 1e-9)
    XCTAssertEqual(position(.greatestFiniteMagnitude), 9 + reach, accuracy: 1e-9)
  }

  func testNaNOriginReadsAsZero() {
    XCTAssertEqual(position(.nan), 0)
    let clean = tutorialWheel.items(in: tutorialViewport(x: 0), itemCount: 10)
    XCTAssertEqual(
      tutorialWheel.items(in: Rect(x: .nan, y: .nan, width: 375, height: 667), itemCount: 10), clean
    )
  }

  /// Coordinates beyond 2^53 are clamped to it, on either axis.
  func testHugeCoordinatesAreClamped() {
    let limit = Wheel.maximumLength
    let far = Rect(x: 100, y: 1e300, width: 375, height: 667)
    let clamped = Rect(x: 100, y: limit, width: 375, height: 667)
    XCTAssertEqual(
      tutorialWheel.items(in: far, itemCount: 10), tutorialWheel.items(in: clamped, itemCount: 10))
    XCTAssertEqual(tutorialWheel.pivot(in: far), Point(x: 287.5, y: limit + 333.5 + 500))
    XCTAssertEqual(
      tutorialWheel.pivot(in: Rect(x: 0, y: -.infinity, width: 1, height: 1)).y, -limit + 500.5,
      accuracy: 2)
    let wide = Rect(x: 0, y: 0, width: 1e300, height: 667)
    XCTAssertEqual(
      tutorialWheel.items(in: wide, itemCount: 10),
      tutorialWheel.items(in: Rect(x: 0, y: 0, width: limit, height: 667), itemCount: 10))
    for item in tutorialWheel.items(in: wide, itemCount: 10) { assertSane(item) }
    XCTAssertEqual(
      tutorialWheel.contentSize(
        in: Rect(x: 0, y: 0, width: 1e300, height: .nan), itemCount: .max),
      Size(width: limit, height: 0))
  }

  /// The calls that need only the viewport's size read only its size: the
  /// origin, finite or not, changes nothing.
  func testSizeOnlyCallsIgnoreTheOrigin() {
    var wheel = tutorialWheel
    for wraps in [false, true] {
      wheel.wrapsAround = wraps
      wheel._checkInvariants()
      let atZero = tutorialViewport(x: 0)
      for origin in [
        Point(x: 400, y: -3), Point(x: 1e15, y: 1e300), Point(x: .nan, y: .infinity),
        Point(x: -.infinity, y: .nan),
      ] {
        let moved = Rect(origin: origin, size: atZero.size)
        XCTAssertEqual(
          wheel.contentSize(in: moved, itemCount: 10),
          wheel.contentSize(in: atZero, itemCount: 10))
        XCTAssertEqual(
          wheel.maximumContentOffset(in: moved, itemCount: 10),
          wheel.maximumContentOffset(in: atZero, itemCount: 10))
        XCTAssertEqual(
          wheel.scrollDistancePerItem(in: moved, itemCount: 10),
          wheel.scrollDistancePerItem(in: atZero, itemCount: 10))
        XCTAssertEqual(
          wheel.targetContentOffset(forProposed: 300, velocity: 1, in: moved, itemCount: 10),
          wheel.targetContentOffset(
            forProposed: 300, velocity: 1, in: atZero, itemCount: 10))
        XCTAssertEqual(
          wheel.initialContentOffset(centering: 4, in: moved, itemCount: 10),
          wheel.initialContentOffset(centering: 4, in: atZero, itemCount: 10))
      }
    }
  }

  func testItemCountsAreSanitised() {
    XCTAssertEqual(
      tutorialWheel.contentSize(in: tutorialViewport(x: 0), itemCount: -3),
      Size(width: 0, height: 667))
    XCTAssertEqual(position(300, count: -3), 0)
    XCTAssertEqual(tutorialWheel.angleAtExtreme(itemCount: -3), 0)
    XCTAssertEqual(tutorialWheel.angleAtExtreme(itemCount: 0), 0)
    XCTAssertEqual(tutorialWheel.angleAtExtreme(itemCount: 1), 0)
    XCTAssertEqual(
      tutorialWheel.angleAtExtreme(itemCount: .max),
      -Double(Wheel.maximumItemCount - 1) * tutorialWheel.anglePerItem)
  }

  func testOneAndTwoItems() throws {
    // One item: the wheel never turns.
    for x in [-500.0, 0, 100, 1e6] {
      XCTAssertEqual(position(x, count: 1), 0)
      let viewport = tutorialViewport(x: x)
      XCTAssertEqual(tutorialWheel.items(in: viewport, itemCount: 1).map(\.index), [0])
      XCTAssertEqual(tutorialWheel.item(0, in: viewport, itemCount: 1)?.angle, 0)
    }
    // Two items 133 wide fit in 375 points: maxOffset = -109, where the
    // tutorial divides by a negative and turns the wheel backwards. Here it
    // rests: item 1 at 0.26 whatever the offset.
    XCTAssertEqual(
      tutorialWheel.maximumContentOffset(in: tutorialViewport(x: 0), itemCount: 2), -109)
    for x in [-50.0, 0, 50, 400] {
      XCTAssertEqual(position(x, count: 2), 0)
      let item = try XCTUnwrap(tutorialWheel.item(1, in: tutorialViewport(x: x), itemCount: 2))
      XCTAssertEqual(item.angle, tutorialWheel.anglePerItem)
    }
    XCTAssertEqual(
      tutorialWheel.scrollDistancePerItem(in: tutorialViewport(x: 0), itemCount: 2), 0)
    XCTAssertEqual(
      tutorialWheel.items(in: tutorialViewport(x: 0), itemCount: 2).map(\.index), [0, 1])
    // In a 100-point viewport two items scroll 166 points: halfway at 83.
    let narrow = Rect(x: 83, y: 0, width: 100, height: 667)
    XCTAssertEqual(tutorialWheel.scrollPosition(in: narrow, itemCount: 2), 0.5)
  }

  /// A viewport with no area sees nothing, but positions still compute:
  /// its size reads as 0, so maxOffset is the content length.
  func testEmptyViewports() throws {
    for size in [
      Size(width: 0, height: 667), Size(width: -0.0, height: 667), Size(width: .nan, height: .nan),
      Size(width: 375, height: -.infinity),
    ] {
      let viewport = Rect(origin: Point(x: 133, y: 0), size: size)
      XCTAssertEqual(tutorialWheel.items(in: viewport, itemCount: 10), [], "\(size)")
      var visits = 0
      tutorialWheel.forEachItem(in: viewport, itemCount: 10) { _ in visits += 1 }
      XCTAssertEqual(visits, 0)
      let item = try XCTUnwrap(tutorialWheel.item(1, in: viewport, itemCount: 10))
      assertSane(item)
    }
    // Width 0: 133 / 1330 · 9 = 0.9 items.
    XCTAssertEqual(
      tutorialWheel.scrollPosition(in: Rect(x: 133, y: 0, width: 0, height: 667), itemCount: 10),
      0.9,
      accuracy: 1e-12)
  }

  /// A stored negative width or height is the standardised rect, the same
  /// area with a positive size, as `Rect` defines it: every query reads
  /// the flipped viewport exactly as its positive form.
  func testNegativeSizesReadAsTheStandardisedViewport() throws {
    let upright = tutorialViewport(x: 100)
    for flipped in [
      Rect(x: 475, y: 0, width: -375, height: 667), Rect(x: 100, y: 667, width: 375, height: -667),
      Rect(x: 475, y: 667, width: -375, height: -667),
    ] {
      XCTAssertEqual(flipped.standardized, upright)
      let items = tutorialWheel.items(in: flipped, itemCount: 10)
      XCTAssertEqual(items.map(\.index), [0, 1, 2, 3], "\(flipped)")
      XCTAssertEqual(items, tutorialWheel.items(in: upright, itemCount: 10), "\(flipped)")
      XCTAssertEqual(tutorialWheel.candidateCount(in: flipped, itemCount: 10), 7)
      XCTAssertEqual(tutorialWheel.candidateCount(in: upright, itemCount: 10), 7)
      XCTAssertEqual(
        tutorialWheel.scrollPosition(in: flipped, itemCount: 10), 100.0 / 955 * 9,
        accuracy: 1e-12)
      XCTAssertEqual(tutorialWheel.pivot(in: flipped), Point(x: 287.5, y: 833.5))
      XCTAssertEqual(tutorialWheel.centeredItemIndex(in: flipped, itemCount: 10), 1)
      XCTAssertEqual(
        tutorialWheel.item(7, in: flipped, itemCount: 10),
        tutorialWheel.item(7, in: upright, itemCount: 10))
      XCTAssertEqual(
        tutorialWheel.itemIndex(at: Point(x: 300, y: 250), in: flipped, itemCount: 10),
        tutorialWheel.itemIndex(at: Point(x: 300, y: 250), in: upright, itemCount: 10))
      XCTAssertEqual(
        tutorialWheel.contentSize(in: flipped, itemCount: 10), Size(width: 1330, height: 667))
      XCTAssertEqual(tutorialWheel.maximumContentOffset(in: flipped, itemCount: 10), 955)
      XCTAssertEqual(
        tutorialWheel.scrollDistancePerItem(in: flipped, itemCount: 10), 955.0 / 9)
      XCTAssertEqual(
        tutorialWheel.targetContentOffset(
          forProposed: 300, velocity: 0, in: flipped, itemCount: 10), 955.0 / 3,
        accuracy: 1e-9)
      XCTAssertEqual(
        tutorialWheel.initialContentOffset(centering: 4, in: flipped, itemCount: 10),
        4 * 955.0 / 9, accuracy: 1e-9)
      XCTAssertEqual(
        tutorialWheel.contentOffset(centering: 4, in: flipped, itemCount: 10), 4 * 955.0 / 9,
        accuracy: 1e-9)
    }
    // Standardising comes before sanitising: a width of -infinity moves
    // the origin to -infinity, read as -2^53, and reads as 0 itself.
    let infinite = Rect(x: 100, y: 0, width: -.infinity, height: 667)
    XCTAssertEqual(tutorialWheel.items(in: infinite, itemCount: 10), [])
    XCTAssertEqual(tutorialWheel.pivot(in: infinite), Point(x: -Wheel.maximumLength, y: 833.5))
    XCTAssertEqual(tutorialWheel.centeredItemIndex(in: infinite, itemCount: 10), 0)
  }

  func testWrappingPositionsReduceModuloTheCount() {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    XCTAssertEqual(position(0, wheel: wheel), 0)
    XCTAssertEqual(position(-0.4 * 133, wheel: wheel), 9.6, accuracy: 1e-12)
    XCTAssertEqual(position(5 * 1330 + 2.5 * 133, wheel: wheel), 2.5, accuracy: 1e-9)
    XCTAssertEqual(position(-7 * 1330 - 2.5 * 133, wheel: wheel), 7.5, accuracy: 1e-9)
    XCTAssertEqual(position(.nan, wheel: wheel), 0)
    for x in [Double.infinity, -.infinity, 1e300] {
      let p = position(x, wheel: wheel)
      XCTAssert(p >= 0 && p < 10, "\(x): \(p)")
      for item in wheel.items(in: tutorialViewport(x: x), itemCount: 10) { assertSane(item) }
    }
    XCTAssertEqual(position(300, count: 0, wheel: wheel), 0)
    // One item still turns with the wheel: 300 / 133 = 2.26, so 0.26.
    XCTAssertEqual(position(300, count: 1, wheel: wheel), 300.0 / 133 - 2, accuracy: 1e-12)
  }

  /// Angles per item from a hair to far more than a full turn.
  func testExtremeAnglesPerItem() throws {
    var wheel = tutorialWheel
    // Past a full turn: at offset 0 only item 0 is within half a turn.
    try wheel.update { $0.anglePerItem = 2 * .pi + 0.1 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.items(in: tutorialViewport(x: 0), itemCount: 10).map(\.index), [0])
    XCTAssertTrue(
      try XCTUnwrap(wheel.item(1, in: tutorialViewport(x: 0), itemCount: 10)).isHidden)
    // So large that the angles overflow: they saturate and stay finite. At
    // 2.83 items every item is a multiple of 1e307 radians from the top.
    try wheel.update { $0.anglePerItem = 1e308 }
    wheel._checkInvariants()
    for index in 0..<10 {
      let item = try XCTUnwrap(wheel.item(index, in: tutorialViewport(x: 300), itemCount: 10))
      assertSane(item)
      XCTAssertTrue(item.isHidden)
    }
    XCTAssertEqual(
      wheel.item(9, in: tutorialViewport(x: 0), itemCount: 10)?.angle, .greatestFiniteMagnitude)
    XCTAssertEqual(wheel.items(in: tutorialViewport(x: 0), itemCount: 1000).map(\.index), [0])
    // A hair: every item within half a turn, piled up at the top.
    try wheel.update { $0.anglePerItem = 1e-12 }
    wheel._checkInvariants()
    let items = wheel.items(in: tutorialViewport(x: 0), itemCount: 1000)
    XCTAssertEqual(items.map(\.index), Array(0..<1000))
    for item in items { assertSane(item) }
    try wheel.update { $0.anglePerItem = .leastNonzeroMagnitude }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.items(in: tutorialViewport(x: 0), itemCount: 50).count, 50)
  }

  /// A radius smaller than the item: every item covers the pivot, the
  /// window is the whole half turn either way, and the answer still
  /// matches the brute force.
  func testRadiusSmallerThanTheItem() throws {
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 10)
    for x in stride(from: -200.0, through: 3000, by: 97) {
      let viewport = tutorialViewport(x: x)
      let items = wheel.items(in: viewport, itemCount: 30)
      XCTAssertEqual(
        items.map(\.index),
        bruteForceVisibleIndices(wheel, in: viewport, itemCount: 30, among: 0..<30),
        "\(x)")
      XCTAssertLessThanOrEqual(
        wheel.candidateCount(in: viewport, itemCount: 30),
        Int(2 * Double.pi / wheel.anglePerItem) + 5)
    }
  }

  /// A hair before the start of a wrapping wheel: the position reduces to
  /// 3 - 10^-302, which rounds to exactly 3, the seam, and reads as item 0.
  func testATinyNegativeOffsetWrapsToTheFirstItem() {
    var wheel = defaultWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    let viewport = Rect(x: -1e-300, y: 0, width: 375, height: 667)
    XCTAssertEqual(wheel.scrollPosition(in: viewport, itemCount: 3), 0)
    XCTAssertEqual(wheel.centeredItemIndex(in: viewport, itemCount: 3), 0)
  }
}
