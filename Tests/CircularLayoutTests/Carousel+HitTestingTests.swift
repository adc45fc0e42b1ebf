// Hit testing on the projected outlines, against the reference and on the
// cases iCarousel's trackers report: few items on an inverted cylinder
// (#161, #451), taps near an item's edge (#378), vertical carousels that
// return the centre item for every tap (#802), wide items in a vertical
// carousel (#272).

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselHitTestingTests: XCTestCase {
  /// A point inside the item's outline that no item above it covers: its
  /// centroid, or a point between the centroid and a vertex or an edge's
  /// middle; `nil` when all those are covered.
  private func uncoveredPoint(of item: Carousel.Item, among items: [Carousel.Item]) -> Point? {
    let vertices = item.outline.vertices
    guard !vertices.isEmpty else { return nil }
    let centroid = Point(
      x: vertices.map(\.x).reduce(0, +) / Double(vertices.count),
      y: vertices.map(\.y).reduce(0, +) / Double(vertices.count))
    var targets = vertices
    for (start, end) in zip(vertices, vertices.dropFirst() + vertices.prefix(1)) {
      targets.append(Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2))
    }
    var points = [centroid]
    for target in targets {
      for weight in [0.5, 0.8, 0.95] {
        points.append(
          Point(
            x: centroid.x + weight * (target.x - centroid.x),
            y: centroid.y + weight * (target.y - centroid.y)))
      }
    }
    let above = items.filter { $0.zIndex > item.zIndex }
    return points.first { point in
      item.outline.contains(point) && !above.contains { $0.outline.contains(point) }
    }
  }

  /// Random carousels and points (at the viewport's corners and centre,
  /// at each item's vertices and centroid, and anywhere): the engine
  /// agrees with its own answer exactly, and with the reference wherever
  /// the reference can tell.
  func testRandomTapsAgreeWithTheAnswerAndTheReference() throws {
    var decided = 0
    var hits = 0
    try forEachRandomCarousel(40, seed: 0x7A95_1234, tally: "Carousel") { random in
      let (test, carousel, drawn) = (random.test, random.carousel, random)
      // Described only for a failure, not once per case.
      func context() -> String { drawn.context }
      let items = carousel.items(
        in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
      let referenceItems = test.reference.items(
        viewport: test.viewport, count: test.count, toggle: test.toggle,
        tolerance: test.tolerance)
      var points = [
        Point(x: test.viewport.midX, y: test.viewport.midY),
        Point(x: test.viewport.minX, y: test.viewport.minY),
      ]
      for item in items {
        let vertices = item.outline.vertices
        points += vertices
        let centroid = Point(
          x: vertices.map(\.x).reduce(0, +) / Double(vertices.count),
          y: vertices.map(\.y).reduce(0, +) / Double(vertices.count))
        points.append(centroid)
      }
      for _ in 0..<10 {
        points.append(
          Point(
            x: test.viewport.minX + Double.random(in: -0.2...1.2, using: &random.generator)
              * test.viewport.width,
            y: test.viewport.minY + Double.random(in: -0.2...1.2, using: &random.generator)
              * test.viewport.height))
      }
      for point in points {
        let index = carousel.itemIndex(
          at: point, in: test.viewport, itemCount: test.count, coverFlowToggle: test.toggle)
        XCTAssertNoThrow(
          try checkHitTest(
            carousel, at: point, in: test.viewport, itemCount: test.count,
            coverFlowToggle: test.toggle, items: items), context())
        let reference = test.reference.hit(
          point, among: referenceItems, tolerance: test.tolerance)
        guard reference.decided else { continue }
        decided += 1
        if index != nil { hits += 1 }
        XCTAssertEqual(index, reference.index, "\(point); \(context())")
      }
    }
    XCTAssertGreaterThan(decided, RandomSweep.count(500))
    XCTAssertGreaterThan(hits, RandomSweep.count(200))
  }

  /// #161 and #451: an inverted cylinder with few items. Every visible
  /// item is hit at the middle of what shows of it, and nothing else.
  func testAnInvertedCylinderWithFewItems() throws {
    for count in 2...5 {
      let carousel = try Carousel(
        itemSize: Size(width: 200, height: 200), style: .invertedCylinder)
      for step in 0..<(count * 4) {
        let viewport = Rect(x: Double(step) * 50, y: 0, width: 375, height: 667)
        let items = carousel.items(in: viewport, itemCount: count)
        // Standing on an item, that item at least faces the viewer.
        if step % 4 == 0 { XCTAssertFalse(items.isEmpty, "\(count) items, step \(step)") }
        for item in items {
          XCTAssertTrue(item.isFrontFacing, "back faces are hidden by default")
          guard let point = uncoveredPoint(of: item, among: items) else { continue }
          XCTAssertEqual(
            carousel.itemIndex(at: point, in: viewport, itemCount: count), item.index,
            "\(count) items, step \(step)")
        }
      }
    }
  }

  /// #378: taps near an item's edge. Linear items touching edge to edge:
  /// a point on the shared edge belongs to exactly one (the one whose left
  /// edge it is), a hair to either side to the item on that side.
  func testTapsAtTheEdgeBetweenNeighbours() throws {
    let carousel = try Carousel(itemSize: Size(width: 100, height: 100), style: .linear)
    // Item 2 centred at x 387.5 (the viewport's centre: one item per 100
    // points), spanning 337.5 ..< 437.5, and so on; y 150 ..< 250.
    let viewport = Rect(x: 200, y: 0, width: 375, height: 400)
    let edge = 437.5
    XCTAssertEqual(carousel.itemIndex(at: Point(x: edge, y: 200), in: viewport, itemCount: 5), 3)
    XCTAssertEqual(
      carousel.itemIndex(at: Point(x: edge.nextDown, y: 200), in: viewport, itemCount: 5), 2)
    XCTAssertEqual(
      carousel.itemIndex(at: Point(x: edge - 0.001, y: 200), in: viewport, itemCount: 5), 2)
    XCTAssertEqual(
      carousel.itemIndex(at: Point(x: edge + 0.001, y: 200), in: viewport, itemCount: 5), 3)
    // The top edge belongs to the item, the bottom edge does not.
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 387.5, y: 150), in: viewport, itemCount: 5), 2)
    XCTAssertNil(carousel.itemIndex(at: Point(x: 387.5, y: 250), in: viewport, itemCount: 5))
    XCTAssertEqual(
      carousel.itemIndex(at: Point(x: 387.5, y: 250.nextDown), in: viewport, itemCount: 5), 2)
  }

  /// #802: a vertical carousel hits the item under the tap, not the
  /// centred one.
  func testAVerticalCarouselHitsTheItemUnderTheTap() throws {
    for style in [Carousel.Style.linear, .coverFlow, .rotary, .timeMachine, .invertedTimeMachine] {
      var carousel = try Carousel(itemSize: Size(width: 300, height: 120), style: style)
      carousel.axis = .vertical
      carousel._checkInvariants()
      let viewport = Rect(x: 0, y: 4 * carousel.distance, width: 375, height: 667)
      let items = carousel.items(in: viewport, itemCount: 12)
      var distinct = Set<Int>()
      for item in items {
        guard let point = uncoveredPoint(of: item, among: items) else { continue }
        let hit = carousel.itemIndex(at: point, in: viewport, itemCount: 12)
        XCTAssertEqual(hit, item.index, "\(style)")
        if let hit { distinct.insert(hit) }
      }
      XCTAssertGreaterThan(distinct.count, 1, "\(style): more than the centre item is hit")
    }
  }

  /// #272: wide items in a vertical carousel get their whole width: a tap
  /// near the left or right end of an item 600 wide hits it.
  func testWideItemsInAVerticalCarousel() throws {
    var carousel = try Carousel(itemSize: Size(width: 600, height: 100), style: .linear)
    carousel.axis = .vertical
    carousel._checkInvariants()
    let viewport = Rect(x: 0, y: 300, width: 700, height: 500)  // item 3 centred at y 550
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 55, y: 550), in: viewport, itemCount: 8), 3)
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 645, y: 550), in: viewport, itemCount: 8), 3)
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 645, y: 651), in: viewport, itemCount: 8), 4)
    XCTAssertNil(carousel.itemIndex(at: Point(x: 651, y: 550), in: viewport, itemCount: 8))
  }

  /// A fully transparent item is never hit: the time machine's item in
  /// front of the current one has faded out.
  func testTransparentItemsAreNeverHit() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .timeMachine)
    let viewport = Rect(x: 600, y: 0, width: 375, height: 667)  // item 3 at the centre
    let centre = Point(x: 787.5, y: 333.5)
    XCTAssertEqual(carousel.itemIndex(at: centre, in: viewport, itemCount: 10), 3)
    let four = try XCTUnwrap(carousel.item(4, in: viewport, itemCount: 10))
    XCTAssertEqual(four.alpha, 0)
    XCTAssertTrue(four.outline.contains(centre), "item 4 lies over the centre, invisible")
    XCTAssertFalse(carousel.items(in: viewport, itemCount: 10).contains { $0.index == 4 })
  }

  /// Points that are not finite hit nothing, and an empty viewport shows
  /// nothing to hit.
  func testBadPointsAndEmptyViewports() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    for point in [
      Point(x: .nan, y: 300), Point(x: 100, y: .nan), Point(x: .infinity, y: 0),
      Point(x: 0, y: -.infinity),
    ] {
      XCTAssertNil(carousel.itemIndex(at: point, in: phoneViewport, itemCount: 20))
    }
    XCTAssertNil(
      carousel.itemIndex(
        at: Point(x: 0, y: 0), in: Rect(x: 0, y: 0, width: 0, height: 667), itemCount: 20))
    XCTAssertNil(carousel.itemIndex(at: Point(x: 187.5, y: 333.5), in: phoneViewport, itemCount: 0))
  }
}
