// Drag to reorder: the target path from the hit test and, where nothing
// is hit, the nearest item in the column under the finger; the others
// kept in their columns while dragging; a cancel that restores every frame
// exactly; a position outside the content clamped.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostMovingTests: XCTestCase {
  /// Two columns 100 points wide with 10-point row spacing. Column 0:
  /// item 0 (0-100), item 3 (110-310, the tie at 110 to column 0);
  /// column 1: item 1 (0-40), item 2 (50-100), item 4 (110-140).
  static let feed = HostFeed(heights: [[100, 40, 50, 200, 30]])

  func host() -> MasonryHost {
    var host = try! MasonryHost(
      configuration: Masonry.Configuration(columns: .fixed(2), rowSpacing: 10))
    host.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 400), source: Self.feed)
    return host
  }

  func testTheTargetIsTheHitItemOrTheNearestInTheColumnUnderTheFinger() {
    var host = host()
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    XCTAssertEqual(
      host.layout.frame(ofItemAt: path(4)), Rect(x: 100, y: 110, width: 100, height: 30))
    XCTAssertNil(host.targetPath(forMovingItemTo: Point(x: 10, y: 10)), "no drag yet")
    XCTAssertFalse(host.beginMoving(itemAt: path(9)))
    XCTAssertTrue(host.beginMoving(itemAt: path(1)))
    // A hit.
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: 150, y: 70)), path(2))
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: 50, y: 120)), path(3))
    // The gap between items 0 and 3 in column 0, nearer item 3's top.
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: 50, y: 106)), path(3))
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: 50, y: 103)), path(0))
    // Below the last item of column 1.
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: 150, y: 240)), path(4))
    // Outside the content: clamped into it (bottom right, in column 1
    // below item 4).
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: 900, y: 900)), path(4))
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: -50, y: -50)), path(0))
    XCTAssertEqual(host.targetPath(forMovingItemTo: Point(x: .nan, y: .infinity)), path(0))
  }

  func testDraggingKeepsColumnsAndCancelRestoresEveryFrame() {
    var host = host()
    let origin = host.layout
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    host.beginMoving(itemAt: path(0))
    var lastExpected = origin
    for target in [3, 1, 4, 2, 0, 4] {
      let invalidation = host.moveItem(to: path(target))
      var expected = origin
      expected.moveItem(from: path(0), to: path(target), mode: .keepColumns)
      host.layout._checkInvariants()
      XCTAssertEqual(allElements(host.layout), allElements(expected), "target \(target)")
      XCTAssertEqual(host.movingItem?.target, path(target))
      XCTAssertEqual(
        Set(invalidation.items),
        Set(
          (0..<5).map(path).filter {
            lastExpected.frame(ofItemAt: $0) != expected.frame(ofItemAt: $0)
          }),
        "target \(target)")
      lastExpected = expected
      let drawn = host.appearanceOfMovingItem(at: Point(x: 60, y: 70))
      XCTAssertEqual(drawn?.frame.center, Point(x: 60, y: 70))
      XCTAssertEqual(drawn?.zIndex, 3)
    }
    host.cancelMoving()
    XCTAssertNil(host.movingItem)
    XCTAssertEqual(allElements(host.layout), allElements(origin))
    host.layout._checkInvariants()

    // Ending commits the move.
    host.beginMoving(itemAt: path(0))
    host.moveItem(to: path(3))
    let committed = host.layout
    XCTAssertEqual(host.endMoving()?.target, path(3))
    XCTAssertEqual(allElements(host.layout), allElements(committed))
    // The data source moved the item; prepare keeps the layout.
    XCTAssertEqual(
      host.prepare(viewport: Rect(x: 0, y: 0, width: 200, height: 400), source: Self.feed),
      .unchanged)
  }

  func testRandomDragsAcrossSectionsRestoreOnCancel() {
    RandomSweep.forEachCase(10, seed: 0x4057_0006) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 3, items: 30, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      if random.chance(25) { configuration.axis = .horizontal }
      var host = try! MasonryHost(configuration: configuration)
      let viewport = Rect(
        x: 0, y: 0, width: Double.random(in: 150...700, using: &random), height: 600)
      host.prepare(viewport: viewport, source: feed)
      let paths = feed.sections.indices.flatMap { section in
        feed.sections[section].items.indices.map { ItemPath(section: section, item: $0) }
      }
      guard let source = paths.randomElement(using: &random) else { return }
      let origin = host.layout
      XCTAssertTrue(host.beginMoving(itemAt: source))
      let size = host.contentSize
      for _ in 0..<10 {
        let point = Point(
          x: Double.random(in: -50...(size.width + 50), using: &random),
          y: Double.random(in: -50...(size.height + 50), using: &random))
        guard let target = host.targetPath(forMovingItemTo: point) else {
          XCTFail("seed \(seed): no target")
          return
        }
        // Vertical, inside the content and inside a column (in the gap
        // between two columns the nearest column is taken, whose item
        // need not cover the finger): the target lies in the column under
        // the finger whenever an item of its section covers the finger's
        // x.
        let columns = host.layout.masonry(inSection: target.section)?.columnFrames ?? []
        if configuration.axis == .vertical, point.x >= 0, point.x < size.width, point.y >= 0,
          point.y < size.height, host.layout.itemPath(at: point) == nil,
          columns.contains(where: { $0.minX <= point.x && point.x < $0.maxX })
        {
          let count = host.layout.itemCount(inSection: target.section) ?? 0
          let covered = (0..<count).contains { item in
            let frame = host.layout.frame(ofItemAt: ItemPath(section: target.section, item: item))!
            return frame.minX <= point.x && point.x < frame.maxX
          }
          if covered, let frame = host.layout.frame(ofItemAt: target) {
            XCTAssert(frame.minX <= point.x && point.x < frame.maxX, "seed \(seed) \(point)")
          }
        }
        host.moveItem(to: target)
        host.layout._checkInvariants()
        var expected = origin
        expected.moveItem(from: source, to: target, mode: .keepColumns)
        XCTAssertEqual(allElements(host.layout), allElements(expected), "seed \(seed)")
      }
      host.cancelMoving()
      XCTAssertEqual(allElements(host.layout), allElements(origin), "seed \(seed)")
    }
  }
}
