import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingLayoutHostCarouselTests: XCTestCase {
  // MARK: - By hand

  func testALinearCarouselsCentredItem() throws {
    let host = carouselHost(.linear)
    let cells = host.attributes(forElementsIn: phone(), in: phone(), itemCount: 10)
    // 375 wide: item 0 in the middle, item 1 200 to its right, the rest
    // off screen.
    XCTAssertEqual(cells.map(\.index), [0, 1])
    let first = try XCTUnwrap(cells.first)
    XCTAssertEqual(first.center, Point(x: 187.5, y: 333.5))
    XCTAssertEqual(first.size, Size(width: 200, height: 100))
    XCTAssertEqual(first.frame, Rect(x: 87.5, y: 283.5, width: 200, height: 100))
    XCTAssertEqual(first.alpha, 1)
    XCTAssertFalse(first.isHidden)
    XCTAssert(first.isFrontFacing)
    XCTAssertEqual(cells[1].transform.m41, 200)
    // Item 2 lies past the right edge: placed, hidden.
    let third = try XCTUnwrap(host.attributes(forItemAt: 2, in: phone(), itemCount: 10))
    XCTAssert(third.isHidden)
    XCTAssertEqual(third.transform.m41, 400)
  }

  func testItemsBeyondTheCandidatesAreHiddenPlaceholders() throws {
    let host = carouselHost(.linear) {
      $0.layoutDirection = .rightToLeft
      try! $0.update {
        $0.visibleItemLimit = 3
        $0.centerOffset = Size(width: 10, height: 20)
      }
    }
    let far = try XCTUnwrap(host.attributes(forItemAt: 50, in: phone(), itemCount: 100))
    XCTAssert(far.isHidden)
    XCTAssertEqual(far.alpha, 0)
    // The centre offset, mirrored right to left.
    XCTAssertEqual(far.center, Point(x: 177.5, y: 353.5))
    XCTAssertEqual(far.anchoredPosition, far.center)
    XCTAssertEqual(far.transform, .identity)
    XCTAssertEqual(far.zIndex, -1)
    XCTAssertNil(host.attributes(forItemAt: 100, in: phone(), itemCount: 100))
    XCTAssertNil(host.attributes(forItemAt: -1, in: phone(), itemCount: 100))
    XCTAssertNil(host.attributes(forItemAt: 0, in: phone(), itemCount: .min))
  }

  func testAnInvertedCylinderHidesItsBackFaces() {
    // iCarousel's inverted cylinder turns its side items' backs to the
    // viewer, and hides back faces by default.
    let host = carouselHost(.invertedCylinder)
    XCTAssertFalse(host.layout.showsBackfaces)
    let count = 8
    let shown = Set(
      host.attributes(forElementsIn: phone(), in: phone(), itemCount: count).map(\.index))
    var hiddenBacks = 0
    for index in 0..<count {
      guard let cell = host.attributes(forItemAt: index, in: phone(), itemCount: count) else {
        return XCTFail("item \(index)")
      }
      XCTAssertEqual(cell.isHidden, !shown.contains(index), "item \(index)")
      if !cell.isFrontFacing {
        XCTAssert(cell.isHidden, "item \(index)")
        hiddenBacks += 1
      }
    }
    XCTAssertGreaterThan(hiddenBacks, 0)
  }

  func testTapsAndTheCoverFlowToggle() {
    let host = carouselHost(.coverFlow2)
    XCTAssertEqual(host.itemIndex(at: Point(x: 187.5, y: 333.5), in: phone(), itemCount: 10), 0)
    XCTAssertNil(host.itemIndex(at: Point(x: 187.5, y: 10), in: phone(), itemCount: 10))
    XCTAssertNil(host.itemIndex(at: Point(x: .nan, y: .nan), in: phone(), itemCount: 10))
    // While tracking the toggle is kept; otherwise it follows the
    // position: 130 of 100-point steps (cover flow halves the item) is
    // 1.3 items, 0.3 past item 1.
    XCTAssertEqual(
      host.coverFlowToggle(after: 0.25, isTracking: true, in: phone(x: 130), itemCount: 10), 0.25)
    XCTAssertEqual(
      host.coverFlowToggle(after: .nan, isTracking: true, in: phone(x: 130), itemCount: 10), 0)
    // A previous value out of range is clamped to -1 ... 1.
    XCTAssertEqual(
      host.coverFlowToggle(after: .infinity, isTracking: true, in: phone(x: 130), itemCount: 10),
      1)
    XCTAssertEqual(
      host.coverFlowToggle(after: -7, isTracking: true, in: phone(x: 130), itemCount: 10), -1)
    XCTAssertEqual(
      host.coverFlowToggle(after: 0.25, isTracking: false, in: phone(x: 130), itemCount: 10), 0.3,
      accuracy: 1e-12)
  }

  // MARK: - Random, against the engine's own queries

  func testAttributesAreTheEnginesItems() throws {
    var checked = 0
    defer { XCTAssertGreaterThan(checked, 500) }
    try forEachRandomCarouselHost(200, seed: 0xC1_0030) { host, test, generator, context in
      let bounds = test.viewport
      let count = test.count
      let toggle = test.toggle
      let items = host.layout.items(in: bounds, itemCount: count, coverFlowToggle: toggle)
      let size = host.layout.itemSize
      let cells = host.attributes(
        forElementsIn: bounds, in: bounds, itemCount: count, coverFlowToggle: toggle)
      XCTAssertEqual(
        cells, items.map { CircularCellAttributes($0, size: size, isHidden: false) }, context)
      // A carousel's cell turns about its own centre: the anchor is the
      // centre, and so is the layer's position.
      for (cell, item) in zip(cells, items) {
        XCTAssertEqual(cell.transform, item.transform, context)
        XCTAssertEqual(cell.isFrontFacing, item.isFrontFacing, context)
        XCTAssertEqual(cell.anchorPoint, Point(x: 0.5, y: 0.5), context)
        XCTAssertEqual(cell.anchoredPosition, cell.center, context)
      }
      let rect = Rect(
        x: bounds.minX + Double.random(in: -100...bounds.width, using: &generator),
        y: bounds.minY + Double.random(in: -100...bounds.height, using: &generator),
        width: Double.random(in: 0...400, using: &generator),
        height: Double.random(in: 0...400, using: &generator))
      XCTAssertEqual(
        host.attributes(
          forElementsIn: rect, in: bounds, itemCount: count, coverFlowToggle: toggle
        ).map(\.index),
        items.filter { $0.outline.intersects(rect) }.map(\.index), context)
      // Every item the collection view may ask about: hidden exactly when
      // the engine does not show it, with the engine's values.
      let shown = Dictionary(uniqueKeysWithValues: items.map { ($0.index, $0) })
      let probe = Swift.min(count, 40)
      for index in 0..<probe {
        guard
          let cell = host.attributes(
            forItemAt: index, in: bounds, itemCount: count, coverFlowToggle: toggle)
        else { return XCTFail("\(context): item \(index) has no attributes") }
        XCTAssertEqual(cell.isHidden, shown[index] == nil, "\(context): item \(index)")
        if let item = shown[index] {
          XCTAssertEqual(cell, CircularCellAttributes(item, size: size, isHidden: false), context)
        }
        XCTAssert(cell.transform.isFinite && cell.center.isFinite, context)
        checked += 1
      }
      for item in items {
        let point = item.outline.vertices.reduce(Point.zero) {
          Point(
            x: $0.x + $1.x / Double(item.outline.vertices.count),
            y: $0.y + $1.y / Double(item.outline.vertices.count))
        }
        XCTAssertEqual(
          host.itemIndex(at: point, in: bounds, itemCount: count, coverFlowToggle: toggle),
          host.layout.itemIndex(at: point, in: bounds, itemCount: count, coverFlowToggle: toggle),
          context)
      }
      XCTAssertEqual(
        host.readingOrder(in: bounds, itemCount: count, coverFlowToggle: toggle),
        host.layout.readingOrder(in: bounds, itemCount: count, coverFlowToggle: toggle), context)
    }
  }
}
