import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import XCTest

final class ScrollingLayoutHostTests: XCTestCase {
  func testContentSizeIsTheEngines() {
    // 9 · 133 + 375 = 1572 along the axis, the bounds' height across it.
    XCTAssertEqual(
      tutorialHost().contentSize(in: phone(), itemCount: 10), Size(width: 1572, height: 667))
    let vertical = carouselHost(.linear) { $0.axis = .vertical }
    // Linear: one item length per item, 9 · 100 + 667.
    XCTAssertEqual(
      vertical.contentSize(in: phone(), itemCount: 10), Size(width: 375, height: 1567))
  }

  func testEveryBoundsChangeInvalidates() {
    let host = tutorialHost()
    XCTAssertFalse(host.shouldInvalidateLayout(forBoundsChange: phone(), from: phone()))
    // A scroll turns the wheel.
    XCTAssert(host.shouldInvalidateLayout(forBoundsChange: phone(x: 1), from: phone()))
    // Across the axis the items follow the bounds' centre.
    XCTAssert(host.shouldInvalidateLayout(forBoundsChange: phone(y: 1), from: phone()))
    // A size change.
    XCTAssert(
      host.shouldInvalidateLayout(
        forBoundsChange: Rect(x: 0, y: 0, width: 667, height: 375), from: phone()))
    XCTAssertFalse(host.changesSize(forBoundsChange: phone(x: 50), from: phone()))
    XCTAssert(
      host.changesSize(forBoundsChange: Rect(x: 0, y: 0, width: 667, height: 375), from: phone()))
  }

  func testBoundsThatReadTheSameDoNotInvalidate() {
    let host = carouselHost()
    // A NaN origin reads as 0; a negative size is the same area.
    XCTAssertFalse(
      host.shouldInvalidateLayout(
        forBoundsChange: Rect(x: .nan, y: 0, width: 375, height: 667), from: phone()))
    XCTAssertFalse(
      host.shouldInvalidateLayout(
        forBoundsChange: Rect(x: 375, y: 667, width: -375, height: -667), from: phone()))
    // Infinite sizes read as 0, as do NaN ones.
    XCTAssertFalse(
      host.shouldInvalidateLayout(
        forBoundsChange: Rect(x: 0, y: 0, width: .infinity, height: .nan),
        from: Rect(x: 0, y: 0, width: 0, height: 0)))
    XCTAssertFalse(
      host.changesSize(
        forBoundsChange: Rect(x: 0, y: 0, width: .nan, height: 0), from: .zero))
  }

  func testTheHostForwardsSettingChanges() throws {
    var host = tutorialHost()
    host.layout.wrapsAround = true
    host.layout._checkInvariants()
    try host.layout.update { $0.radius = 400 }
    host.layout._checkInvariants()
    XCTAssertEqual(host.layout.radius, 400)
    XCTAssertThrowsError(try host.layout.update { $0.radius = .nan })
    host.layout._checkInvariants()
    XCTAssertEqual(host.layout.radius, 400)
  }
}

final class ScrollingLayoutHostBoundsAdjustmentTests: XCTestCase {
  func testASizeChangeKeepsTheCentredItemAndAScrollRecentres() {
    // Right to left, item 3 centred at 798 in a 375-wide bounds. UIKit
    // proposes new bounds 667 wide at offset 500: the adjustment brings
    // it back to 798, where item 3 still stands.
    let host = tutorialHost { $0.layoutDirection = .rightToLeft }
    let adjustment = host.contentOffsetAdjustment(
      forBoundsChange: Rect(x: 500, y: 0, width: 667, height: 375), from: phone(x: 798),
      itemCount: 10)
    XCTAssertEqual(adjustment, Point(x: 298, y: 0))
    // A scroll with ends: nothing.
    XCTAssertEqual(
      host.contentOffsetAdjustment(
        forBoundsChange: phone(x: 700), from: phone(x: 798), itemCount: 10), .zero)
    // A wrapping wheel scrolled near its start: whole turns.
    let wrapping = tutorialHost { $0.wrapsAround = true }
    XCTAssertEqual(
      wrapping.contentOffsetAdjustment(
        forBoundsChange: phone(x: 100), from: phone(x: 110), itemCount: 10),
      Point(x: 665_000, y: 0))
    // NaN bounds never give a NaN adjustment.
    let nan = Rect(x: .nan, y: .nan, width: .nan, height: 3)
    XCTAssert(
      host.contentOffsetAdjustment(forBoundsChange: nan, from: phone(), itemCount: 10).isFinite)
    XCTAssert(
      host.contentOffsetAdjustment(forBoundsChange: phone(), from: nan, itemCount: 10).isFinite)
  }
}
