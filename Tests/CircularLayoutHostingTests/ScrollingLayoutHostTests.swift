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
