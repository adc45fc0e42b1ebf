import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingLayoutHostWheelTests: XCTestCase {
  // MARK: - By hand

  func testTheTutorialWheelsFirstItems() throws {
    let host = tutorialHost()
    let cells = host.attributes(forElementsIn: phone(), in: phone(), itemCount: 10)
    let first = try XCTUnwrap(cells.first)
    XCTAssertEqual(first.index, 0)
    // Upright, centred in the bounds; its anchor at the wheel's centre,
    // 500 below, and the layer position there.
    XCTAssertEqual(first.center, Point(x: 187.5, y: 333.5))
    XCTAssertEqual(first.size, Size(width: 133, height: 173))
    XCTAssertEqual(first.transform, .identity)
    XCTAssertEqual(first.anchorPoint.x, 0.5)
    XCTAssertEqual(first.anchorPoint.y, 586.5 / 173, accuracy: 1e-15)
    XCTAssert(close(first.anchoredPosition, Point(x: 187.5, y: 833.5), 1e-9))
    XCTAssertEqual(first.alpha, 1)
    XCTAssertFalse(first.isHidden)
    // Item 1 turned by atan(133 / 500) clockwise, about the same pivot.
    let second = try XCTUnwrap(cells.dropFirst().first)
    let angle = atan(133.0 / 500)
    // The turn as CoreGraphics' (a, b, c, d): (cos, sin, -sin, cos).
    XCTAssertEqual(second.transform.m11, cos(angle), accuracy: 1e-15)
    XCTAssertEqual(second.transform.m12, sin(angle), accuracy: 1e-15)
    XCTAssertEqual(second.transform.m21, -sin(angle), accuracy: 1e-15)
    XCTAssertEqual(second.transform.m22, cos(angle), accuracy: 1e-15)
    XCTAssertTrue(second.transform.isAffine)
    XCTAssertTrue(second.isFrontFacing)
    XCTAssert(close(second.anchoredPosition, Point(x: 187.5, y: 833.5), 1e-9))
    XCTAssert(
      close(second.center, Point(x: 187.5 + 500 * sin(angle), y: 833.5 - 500 * cos(angle)), 1e-9))
  }

  func testTheRectNarrowsTheVisibleItems() {
    let host = tutorialHost()
    let all = host.attributes(forElementsIn: phone(), in: phone(), itemCount: 10)
    // Only the right half of the screen: item 0 straddles the middle, the
    // later ones lie right of it.
    let right = Rect(x: 260, y: 0, width: 115, height: 667)
    let some = host.attributes(forElementsIn: right, in: phone(), itemCount: 10)
    XCTAssertEqual(some.map(\.index), all.map(\.index).filter { $0 >= 1 })
    // An infinite rect covers everything; a NaN one nothing; an empty
    // bounds shows nothing.
    let infinite = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
    XCTAssertEqual(host.attributes(forElementsIn: infinite, in: phone(), itemCount: 10), all)
    // CGRect.infinite's numbers.
    let huge = Rect(
      x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    XCTAssertEqual(host.attributes(forElementsIn: huge, in: phone(), itemCount: 10), all)
    // Far away: nothing.
    XCTAssertEqual(
      host.attributes(
        forElementsIn: Rect(x: .infinity, y: 0, width: 10, height: 10), in: phone(),
        itemCount: 10), [])
    XCTAssertEqual(
      host.attributes(
        forElementsIn: Rect(x: .nan, y: 0, width: 10, height: 10), in: phone(), itemCount: 10),
      [])
    XCTAssertEqual(host.attributes(forElementsIn: phone(), in: .zero, itemCount: 10), [])
  }

  func testItemsOutsideTheCountHaveNoAttributes() {
    let host = tutorialHost()
    XCTAssertNil(host.attributes(forItemAt: 10, in: phone(), itemCount: 10))
    XCTAssertNil(host.attributes(forItemAt: -1, in: phone(), itemCount: 10))
    XCTAssertNil(host.attributes(forItemAt: 0, in: phone(), itemCount: -3))
    // An item far round the wheel is there, hidden.
    let hidden = host.attributes(forItemAt: 20, in: phone(), itemCount: 30)
    XCTAssertEqual(hidden?.isHidden, true)
  }

  func testTapsHitTheRotatedShapeInFront() {
    let host = tutorialHost()
    XCTAssertEqual(host.itemIndex(at: Point(x: 187.5, y: 333.5), in: phone(), itemCount: 10), 0)
    // Above the top item, where no item is.
    XCTAssertNil(host.itemIndex(at: Point(x: 187.5, y: 100), in: phone(), itemCount: 10))
    XCTAssertNil(host.itemIndex(at: Point(x: .nan, y: 333.5), in: phone(), itemCount: 10))
    XCTAssertNil(host.itemIndex(at: Point(x: .infinity, y: 0), in: phone(), itemCount: 10))
  }

  func testTheReadingOrderRunsTheLayoutsWay() {
    // At item 4, items either side are visible; right to left, the
    // reading order runs from the right.
    let ltr = tutorialHost().readingOrder(in: phone(x: 532), itemCount: 10)
    XCTAssertEqual(ltr, ltr.sorted())
    let rtl = tutorialHost { $0.layoutDirection = .rightToLeft }
    let mirrored = rtl.readingOrder(in: phone(x: 1197 - 532), itemCount: 10)
    XCTAssertEqual(mirrored, ltr)
    XCTAssertEqual(rtl.centeredItemIndex(in: phone(x: 1197 - 532), itemCount: 10), 4)
  }

  // MARK: - Random, against the engine's own queries

  func testAttributesAreTheEnginesItems() throws {
    var checked = 0
    defer { XCTAssertGreaterThan(checked, 200) }
    try forEachRandomWheelHost(200, seed: 0xC1_0020) { host, test, generator, context in
      let bounds = test.viewport
      let count = test.count
      let items = host.layout.items(in: bounds, itemCount: count)
      let cells = host.attributes(forElementsIn: bounds, in: bounds, itemCount: count)
      // The rect equal to the bounds: the items whose shape meets it,
      // which the engine's visible items all do.
      XCTAssertEqual(cells.map(\.index), items.map(\.index), context)
      XCTAssertEqual(cells, items.map(CircularCellAttributes.init), context)
      // A random rect: those of the items whose shape meets it.
      let rect = Rect(
        x: bounds.minX + Double.random(in: -100...bounds.width, using: &generator),
        y: bounds.minY + Double.random(in: -100...bounds.height, using: &generator),
        width: Double.random(in: 0...400, using: &generator),
        height: Double.random(in: 0...400, using: &generator))
      XCTAssertEqual(
        host.attributes(forElementsIn: rect, in: bounds, itemCount: count).map(\.index),
        items.filter { $0.rotatedRect.intersects(rect) }.map(\.index), context)
      for item in items {
        let one = host.attributes(forItemAt: item.index, in: bounds, itemCount: count)
        XCTAssertEqual(one, CircularCellAttributes(item), context)
        let cell = CircularCellAttributes(item)
        // Turning the cell about its anchor at the anchored position draws
        // the same picture: the centre lands where it stands.
        let t = cell.transform
        XCTAssert(t.isAffine, context)
        let toCentre = Point(
          x: (0.5 - cell.anchorPoint.x) * cell.size.width,
          y: (0.5 - cell.anchorPoint.y) * cell.size.height)
        let back = Point(
          x: t.m11 * toCentre.x + t.m21 * toCentre.y, y: t.m12 * toCentre.x + t.m22 * toCentre.y)
        let tolerance = 1e-9 * (host.layout.radius + abs(cell.center.x) + abs(cell.center.y))
        XCTAssert(
          close(
            Point(x: cell.anchoredPosition.x + back.x, y: cell.anchoredPosition.y + back.y),
            cell.center, tolerance), context)
        if item.scale == 1 {
          XCTAssert(close(cell.anchoredPosition, item.pivot, tolerance), context)
        }
        checked += 1
      }
      // Taps: at each item's centre, the engine's answer.
      for item in items {
        XCTAssertEqual(
          host.itemIndex(at: item.center, in: bounds, itemCount: count),
          host.layout.itemIndex(at: item.center, in: bounds, itemCount: count), context)
      }
      XCTAssertEqual(
        host.readingOrder(in: bounds, itemCount: count),
        host.layout.readingOrder(in: bounds, itemCount: count), context)
    }
  }
}
