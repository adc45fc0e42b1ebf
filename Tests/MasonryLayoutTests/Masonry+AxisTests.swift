// The horizontal axis by transposition: a shelf is the vertical layout of
// the same feed with x and y swapped (insets transposed), a right-to-left
// shelf its mirror image, and every query answers on the frames as
// reported.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryAxisTests: XCTestCase {
  private func randomShelf(_ random: inout SplitMix64) -> Masonry.Configuration {
    var configuration = random.masonryConfiguration()
    configuration.axis = .horizontal
    if Bool.random(using: &random) {
      configuration.stamps = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Rect(
          x: Double.random(in: -20...400, using: &random),
          y: Double.random(in: -20...300, using: &random),
          width: Double.random(in: 0...200, using: &random),
          height: Double.random(in: 0...150, using: &random))
      }
    }
    return configuration
  }

  func testAShelfIsTheTransposedVerticalLayout() throws {
    let seeds = RandomSweep.caseSeeds(150, seed: 0x5E1F_0A15)
    defer { RandomSweep.tally("Masonry horizontal axis", seeds.count) }
    for seed in seeds {
      var random = SplitMix64(seed: seed)
      var shelf = randomShelf(&random)
      shelf.layoutDirection = .leftToRight
      let breadth = random.masonryWidth()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...80, using: &random), using: &random,
        badValues: Bool.random(using: &random))
      let horizontal = prepared(shelf, width: breadth, feed: feed)
      let upright = prepared(shelf.verticalTwin, width: breadth, feed: feed)
      XCTAssertNoThrow(try checkShelf(horizontal, transposes: upright), "seed \(seed)")
    }
  }

  func testARightToLeftShelfIsTheMirroredLeftToRightShelf() throws {
    let seeds = RandomSweep.caseSeeds(150, seed: 0x5E1F_0A16)
    defer { RandomSweep.tally("Masonry horizontal axis", seeds.count) }
    for seed in seeds {
      var random = SplitMix64(seed: seed)
      var shelf = randomShelf(&random)
      shelf.layoutDirection = .rightToLeft
      let breadth = random.masonryWidth()
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...80, using: &random), using: &random)
      let mirrored = prepared(shelf, width: breadth, feed: feed)
      // The left-to-right shelf with left and right exchanged.
      var plain = shelf
      plain.layoutDirection = .leftToRight
      let insets = shelf.contentInsets
      plain.contentInsets = EdgeInsets(
        top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
      let reference = prepared(plain, width: breadth, feed: feed)
      let context = "seed \(seed)"
      let width = mirrored.contentSize.width
      XCTAssertNoThrow(try checkMirror(mirrored, of: reference), context)
      var previousMinX = [Int: Double]()
      for index in 0..<feed.count {
        let frame = mirrored.frame(ofItemAt: index)!
        // Mirrored neighbours in a lane never overlap: each item ends at or
        // before the one placed before it starts.
        for lane in mirrored.columns(ofItemAt: index)! {
          if let earlier = previousMinX[lane] {
            XCTAssertLessThanOrEqual(frame.maxX, earlier, "\(context) item \(index)")
          }
          previousMinX[lane] = frame.minX
        }
      }
      if feed.count > 0, shelf.stamps.isEmpty {
        // Item 0 starts at the right end (below the inset rounded up to a
        // pixel, with a display scale).
        let pixel = shelf.displayScale.map { 1 / $0 } ?? 0
        let end = mirrored.frame(ofItemAt: 0)!.maxX
        XCTAssertLessThanOrEqual(end, width - shelf.contentInsets.right + 1e-9 * max(1, width))
        XCTAssertGreaterThanOrEqual(
          end, width - shelf.contentInsets.right - pixel - 1e-9 * max(1, width), context)
      }
    }
  }

  func testShelvesAnswerEveryQueryOnTheirOwnFrames() throws {
    // Each case: a rect query and a tap against brute force.
    var cases = 0
    defer { RandomSweep.tally("Masonry horizontal axis", cases) }
    for seed in RandomSweep.caseSeeds(40, seed: 0x5E1F_0A17) {
      var random = SplitMix64(seed: seed)
      var shelf = randomShelf(&random)
      shelf.layoutDirection = LayoutDirection.allCases.randomElement(using: &random)!
      let feed = MasonryFeed.random(count: Int.random(in: 0...120, using: &random), using: &random)
      var masonry = prepared(shelf, width: random.masonryWidth(), feed: feed)
      let size = masonry.contentSize
      let frames = Array(masonry.frames)
      for _ in 0..<20 {
        let rect = Rect(
          x: Double.random(in: -20...(size.width + 20), using: &random),
          y: Double.random(in: -20...(size.height + 20), using: &random),
          width: Double.random(in: 0...(size.width / 2 + 1), using: &random),
          height: Double.random(in: 0...size.height + 1, using: &random))
        XCTAssertNoThrow(try checkQueries(masonry, in: rect, frames: frames), "seed \(seed)")
        var point = Point(x: rect.minX, y: rect.minY)
        if !frames.isEmpty, Bool.random(using: &random) {
          let frame = frames.randomElement(using: &random)!
          point = Point(
            x: [frame.minX, frame.maxX, frame.midX].randomElement(using: &random)!,
            y: [frame.minY, frame.maxY, frame.midY].randomElement(using: &random)!)
        }
        XCTAssertNoThrow(try checkHitTest(masonry, at: point, frames: frames), "seed \(seed)")
        cases += 2
        // Reading order: top edge, then the leading edge, then index.
        let order = masonry.readingOrder(in: rect)
        XCTAssertEqual(Set(order), Set(masonry.items(in: rect).map(\.index)))
        for (a, b) in zip(order, order.dropFirst()) {
          let (first, second) = (frames[a], frames[b])
          XCTAssertLessThanOrEqual(first.minY, second.minY, "seed \(seed)")
          if first.minY == second.minY {
            if shelf.layoutDirection == .leftToRight {
              XCTAssertLessThanOrEqual(first.minX, second.minX)
            } else {
              XCTAssertGreaterThanOrEqual(first.maxX, second.maxX)
            }
          }
        }
      }
      // Anchors along the flow, through an update.
      guard feed.count > 2 else { continue }
      let viewport = Rect(
        x: Double.random(in: 0...size.width, using: &random), y: 0,
        width: Double.random(in: 50...900, using: &random), height: size.height)
      let anchor = masonry.anchor(in: viewport)
      let changes = masonry.setHeight(
        Double.random(in: 0...300, using: &random), ofItemAt: 0, mode: .keepColumns)
      masonry._checkInvariants()
      let updated = anchor.updated(by: changes)
      let offset = masonry.contentOffset(restoring: updated, in: viewport)
      XCTAssertEqual(offset.y, viewport.minY, "the offset across the flow is kept")
      XCTAssertGreaterThanOrEqual(offset.x, 0)
      XCTAssertLessThanOrEqual(offset.x, max(0, masonry.contentSize.width - viewport.width) + 1e-9)
      if let index = updated.index {
        let frame = masonry.frame(ofItemAt: index)!
        let maximum = max(0, masonry.contentSize.width - viewport.width)
        let distance =
          shelf.layoutDirection == .leftToRight
          ? frame.minX - offset.x : (offset.x + viewport.width) - frame.maxX
        if offset.x > 0, offset.x < maximum {
          XCTAssertEqual(distance, updated.distance, accuracy: 1e-6, "seed \(seed)")
        }
      }
    }
  }

  func testShelfChangeSetsListEveryItemWhoseFrameMoved() throws {
    // On a right-to-left shelf every frame moves when the content's width
    // changes; the change set must say so.
    var cases = 0
    defer {
      RandomSweep.tally("Masonry updates with Changes", cases)
      RandomSweep.tally("Masonry horizontal axis", cases)
    }
    for seed in RandomSweep.caseSeeds(30, seed: 0x5E1F_0A18) {
      var random = SplitMix64(seed: seed)
      var shelf = randomShelf(&random)
      shelf.layoutDirection = LayoutDirection.allCases.randomElement(using: &random)!
      var feed = MasonryFeed.random(
        count: Int.random(in: 0...40, using: &random), using: &random,
        explicitColumns: Bool.random(using: &random))
      var masonry = prepared(shelf, width: random.masonryWidth(), feed: feed)
      for step in 0..<8 {
        let before = Array(masonry.frames)
        let mode = Masonry.UpdateMode.allCases.randomElement(using: &random)!
        let count = masonry.itemCount
        let changes: Masonry.Changes
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          let more = MasonryFeed.random(
            count: Int.random(in: 1...6, using: &random), using: &random)
          feed.values += more.values
          feed.spans += more.spans
          if !feed.columns.isEmpty { feed.columns += more.values.map { _ in nil } }
          changes = masonry.appendItems(count: more.count, heights: FeedHeights(feed: feed))
        case 1:
          changes = masonry.setHeight(
            Double.random(in: 0...400, using: &random),
            ofItemAt: Int.random(in: -1...count, using: &random), mode: mode)
        case 2:
          let at = Int.random(in: 0...count, using: &random)
          feed.values.insert(Double.random(in: 10...200, using: &random), at: at)
          feed.spans.insert(1, at: at)
          if !feed.columns.isEmpty { feed.columns.insert(nil, at: at) }
          changes = masonry.insertItems(
            in: at..<at + 1, heights: FeedHeights(feed: feed), mode: mode)
        case 3:
          guard count > 0 else { continue }
          let at = Int.random(in: 0..<count, using: &random)
          feed.values.remove(at: at)
          feed.spans.remove(at: at)
          if !feed.columns.isEmpty { feed.columns.remove(at: at) }
          changes = masonry.removeItems(in: at..<(at + 1), mode: mode)
        default:
          guard count > 1 else { continue }
          changes = masonry.moveItem(
            from: Int.random(in: 0..<count, using: &random),
            to: Int.random(in: 0..<count, using: &random), mode: mode)
        }
        masonry._checkInvariants()
        XCTAssertNoThrow(
          try checkChanges(changes, before: before, after: Array(masonry.frames)),
          "seed \(seed) step \(step) \(shelf.layoutDirection)")
        cases += 1
      }
    }
  }

  func testAQueryFromNearMinusTheLargestDoubleKeepsItsNearEdgeOnAMirroredShelf() throws {
    // Found by fuzzing: a rect whose height is -1.8e308 spans lanes from
    // -1.8e308 to 39; rebuilt as an origin and a size in the vertical
    // layout, the size rounded away its 39 points and the query missed
    // item 1 (lane 19.7 to 26).
    var shelf = try Masonry(
      configuration: .init(columns: .fixed(6), layoutDirection: .rightToLeft, axis: .horizontal))
    shelf.prepare(width: 39, itemCount: 3, heights: FixedHeights([10, 300, 20]))
    shelf._checkInvariants()
    let rect = Rect(x: 148.5, y: 39, width: 0, height: -.greatestFiniteMagnitude)
    let frames = Array(shelf.frames)
    let expected = MasonryReference.items(in: rect, frames: frames).map(\.index)
    XCTAssertFalse(expected.isEmpty)
    XCTAssertEqual(shelf.items(in: rect).map(\.index), expected)
  }

  func testAHandWorkedShelf() throws {
    // Three lanes 100 tall with 10 between them and 10 of spacing along
    // them, left inset 4: items 50, 30, 20 and 40 wide; the fourth goes to
    // the shortest lane, the third (ends at 4 + 20 = 24).
    var configuration = Masonry.Configuration(
      columns: .fixed(3), columnSpacing: 10, rowSpacing: 10,
      contentInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 6), axis: .horizontal)
    var shelf = try Masonry(configuration: configuration)
    shelf.prepare(width: 320, itemCount: 4, heights: FixedHeights([50, 30, 20, 40]))
    shelf._checkInvariants()
    XCTAssertEqual(
      Array(shelf.frames),
      [
        Rect(x: 4, y: 0, width: 50, height: 100), Rect(x: 4, y: 110, width: 30, height: 100),
        Rect(x: 4, y: 220, width: 20, height: 100), Rect(x: 34, y: 220, width: 40, height: 100),
      ])
    XCTAssertEqual(shelf.contentSize, Size(width: 80, height: 320))
    XCTAssertEqual(shelf.columnBottoms, [54, 34, 74])
    XCTAssertEqual(shelf.itemIndex(at: Point(x: 34, y: 300)), 3)
    XCTAssertEqual(shelf.readingOrder(in: Rect(x: 0, y: 0, width: 80, height: 320)), [0, 1, 2, 3])
    // Right to left: the mirror image, item 0 at the right end.
    configuration.layoutDirection = .rightToLeft
    shelf = try Masonry(configuration: configuration)
    shelf.prepare(width: 320, itemCount: 4, heights: FixedHeights([50, 30, 20, 40]))
    shelf._checkInvariants()
    // The right inset (6) is now the start and the left (4) the end: lanes
    // end at 56, 36 and 76, the content at 76 + 4.
    XCTAssertEqual(shelf.contentSize, Size(width: 80, height: 320))
    XCTAssertEqual(shelf.frame(ofItemAt: 0), Rect(x: 24, y: 0, width: 50, height: 100))
    XCTAssertEqual(shelf.frame(ofItemAt: 3), Rect(x: 4, y: 220, width: 40, height: 100))
    XCTAssertEqual(shelf.readingOrder(in: Rect(x: 0, y: 0, width: 80, height: 320)), [0, 1, 2, 3])
    // Scroll-to-item along the flow: the trailing end of item 3 (flow 76)
    // at the viewport's trailing (left) end, 80 - 76 = 4; the leading end
    // of item 0 (flow 6) at its leading (right) end, 80 - (6 + 30) = 44.
    let viewport = Rect(x: 40, y: 0, width: 30, height: 320)
    XCTAssertEqual(
      shelf.contentOffset(showing: 3, alignment: .bottom, in: viewport), Point(x: 4, y: 0))
    XCTAssertEqual(
      shelf.contentOffset(showing: 0, alignment: .top, in: viewport), Point(x: 44, y: 0))
  }

  func testAspectRatiosKeepTheirShapeOnBothAxes() throws {
    // A 2:1 landscape photo (ratio 0.5) in a lane 100 tall is 200 wide.
    let heights = AspectRatioHeights([0.5, .nan, 0], additionalHeight: 8)
    XCTAssertEqual(heights.height(forItemAt: 0, width: 100, axis: .horizontal), 208)
    XCTAssertEqual(heights.height(forItemAt: 0, width: 100, axis: .vertical), 58)
    XCTAssertEqual(heights.height(forItemAt: 1, width: 100, axis: .horizontal), 8)
    XCTAssertEqual(heights.height(forItemAt: 2, width: 100, axis: .horizontal), 8)
    XCTAssertEqual(heights.height(forItemAt: 9, width: 100, axis: .horizontal), 8)
    XCTAssertEqual(FixedHeights([30]).height(forItemAt: 0, width: 100, axis: .horizontal), 30)
    var shelf = try Masonry(configuration: .init(columns: .fixed(1), axis: .horizontal))
    shelf.prepare(width: 100, itemCount: 1, heights: heights)
    shelf._checkInvariants()
    XCTAssertEqual(shelf.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 208, height: 100))
  }
}
