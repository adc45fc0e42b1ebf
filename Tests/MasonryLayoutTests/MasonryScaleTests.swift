// Scale edges: ten million items (in the release sweep; see RandomSweep.size)
// whose heights would sum past `Double.greatestFiniteMagnitude`, content so
// tall that a Double no longer resolves a point, and thousands of columns.
// Each has a documented outcome, checked here; nothing traps and no frame is NaN.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryScaleTests: XCTestCase {
  /// Ten million items in the release sweep (about 400 MB), a hundredth
  /// of that by default (`RandomSweep.size`).
  private static let itemCount = RandomSweep.size(10_000_000)

  /// Heights of `greatestFiniteMagnitude / n`: their sum would overflow to
  /// infinity. Each is clamped to ``Masonry/maximumLength`` (1e12), so a
  /// column of n items ends at n · 1e12, finite, and every frame, query and
  /// update stays exact (the multiples of 1e12 up to 3.6e19 are exact
  /// Doubles).
  func testHeightsThatWouldOverflowAreClampedAndStayExact() throws {
    let count = Self.itemCount
    let columns = 4
    let hugeHeight = Double.greatestFiniteMagnitude / Double(count)
    var masonry = try Masonry(configuration: .init(columns: .fixed(columns)))
    let provider = ComputedHeights { index, _ in index % 1_000 == 999 ? .infinity : hugeHeight }
    masonry.prepare(width: 400, itemCount: count, heights: provider)
    masonry._checkInvariants()

    // Infinity reads as 0, the rest as 1e12; round-robin by ties: item i
    // goes to column i mod 4 until the zero-height items break the cycle,
    // so check the sums rather than the columns.
    let limit = Masonry.maximumLength
    let zeros = count / 1_000
    let total = Double(count - zeros) * limit
    XCTAssertEqual(masonry.columnBottoms.reduce(0, +), total)
    XCTAssertEqual(masonry.contentSize.height, masonry.columnBottoms.max())
    XCTAssertTrue(masonry.contentSize.height.isFinite)
    XCTAssertLessThanOrEqual(
      masonry.contentSize.height, (Double(count / columns) + 1) * limit)
    for index in [0, 1, 998, 999, count / 2, count - 2, count - 1] {
      let frame = try XCTUnwrap(masonry.frame(ofItemAt: index))
      XCTAssertTrue(frame.isFinite, "item \(index)")
      XCTAssertEqual(frame.height, index % 1_000 == 999 ? 0 : limit, "item \(index)")
      XCTAssertEqual(frame.minY.truncatingRemainder(dividingBy: limit), 0, "item \(index)")
    }
    // A query at the very bottom finds the last items, by brute force over
    // the last few thousand frames. (Down there a Double's spacing is 32
    // points or more, so the probe is a million points tall.)
    let bottom = masonry.contentSize.height
    let probe = Rect(x: 0, y: bottom - 1e6, width: 400, height: 1e6)
    let tail = (count - 4_000)..<count
    let expected = tail.filter { masonry.frame(ofItemAt: $0)!.intersects(probe) }
    XCTAssertEqual(masonry.items(in: probe).map(\.index), expected)
    XCTAssertFalse(expected.isEmpty)

    // Updates at that scale: a height change near the end re-flows only
    // the tail, and appending keeps every value exact.
    masonry.setHeight(5, ofItemAt: count - 3, mode: .reflow)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.frame(ofItemAt: count - 3)?.height, 5)
    masonry.appendItems(count: 3, heights: provider)
    masonry._checkInvariants()
    XCTAssertEqual(masonry.itemCount, count + 3)
    XCTAssertTrue(masonry.contentSize.height.isFinite)
  }

  /// Content below 2^53 points (9e15), where a Double's spacing reaches 2
  /// points: items are where their Doubles are, so an item a point tall
  /// may come out 0 or 2 points tall there, but items still stack without
  /// overlapping, and a query answers exactly for the frames as stored.
  func testContentBeyondWhereADoubleResolvesAPoint() throws {
    var masonry = try Masonry(
      configuration: .init(columns: .fixed(2), rowSpacing: 0.5, displayScale: 3))
    // 9,100 items of 1e12 per column take the columns past 2^53 (about
    // 9.007e15), then small items follow.
    let tall = 18_200
    let heights = ComputedHeights { index, _ in
      index < tall ? 1e12 : [1, 0.5, 3, 0.25, 7][index % 5]
    }
    masonry.prepare(width: 300, itemCount: tall + 2_000, heights: heights)
    masonry._checkInvariants()
    let frames = Array(masonry.frames)
    XCTAssertGreaterThan(masonry.contentSize.height, 0x1p53)
    XCTAssertTrue(masonry.contentSize.height.isFinite)
    for column in 0..<2 {
      let indices = frames.indices.filter { masonry.column(ofItemAt: $0) == column }
      for (above, below) in zip(indices, indices.dropFirst()) {
        XCTAssertTrue(frames[above].isFinite)
        XCTAssertLessThanOrEqual(frames[above].maxY, frames[below].minY, "items \(above), \(below)")
      }
    }
    var heightsSeen = Set<Double>()
    for frame in frames[tall...] { heightsSeen.insert(frame.height) }
    XCTAssertTrue(heightsSeen.isSubset(of: [0, 2, 4, 6, 8]), "\(heightsSeen)")

    var random = SplitMix64(seed: 0x1E15)
    let top = frames[tall].minY
    for _ in 0..<RandomSweep.count(100) {
      let y = top + Double.random(in: -100...4_000, using: &random)
      let rect = Rect(
        x: Double.random(in: -10...300, using: &random), y: y,
        width: Double.random(in: 0...200, using: &random),
        height: Double.random(in: 0...40, using: &random))
      // Only the last tall item of each column reaches this far down.
      let expected = ((tall - 2)..<frames.count).filter { frames[$0].intersects(rect) }
      XCTAssertEqual(masonry.items(in: rect).map(\.index), expected, "\(rect)")
    }
    // Queries near 1e15 and far past the content.
    for y in [1e15, 1e15 + 0.25, 1e16, 1e300] {
      let rect = Rect(x: 0, y: y, width: 300, height: 800)
      XCTAssertEqual(
        masonry.items(in: rect).map(\.index),
        MasonryReference.items(in: rect, frames: frames).map(\.index), "y \(y)")
    }
  }

  /// At 1e15, a Double still resolves an eighth of a point: a feed taken
  /// there by tall items lays out and queries exactly as near 0.
  func testQueriesNearOneQuadrillion() throws {
    var masonry = try Masonry(configuration: .init(columns: .fixed(1)))
    masonry.prepare(
      width: 100, itemCount: 1_100,
      heights: ComputedHeights { index, _ in index < 1_000 ? 1e12 : 10 })
    XCTAssertEqual(masonry.frame(ofItemAt: 1_000), Rect(x: 0, y: 1e15, width: 100, height: 10))
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 1e15 + 15, width: 100, height: 10)).map(\.index),
      [1_001, 1_002])
    XCTAssertEqual(
      masonry.items(in: Rect(x: 0, y: 1e15 - 1, width: 1, height: 1)).map(\.index), [999])
  }

  /// The most columns a layout can have, 10,000, narrower than a pixel at
  /// a phone's width: every frame is finite and inside its columns, none
  /// overlap, full-width items span them all, and a rect reaching every
  /// column (the merge's heap-allocated path) equals the brute force.
  func testTenThousandColumns() throws {
    var random = SplitMix64(seed: 0x10_000)
    let feed = MasonryFeed.random(count: 600, using: &random, badValues: true)
    for configuration in [
      Masonry.Configuration(columns: .fixed(10_000)),
      Masonry.Configuration(columns: .fixed(10_000), columnSpacing: 8, displayScale: 3),
      Masonry.Configuration(
        columns: .adaptive(minimumWidth: 0.01, maximumCount: nil), layoutDirection: .rightToLeft,
        tolerance: 2),
    ] {
      var masonry = try Masonry(configuration: configuration)
      masonry.prepare(width: 390, itemCount: feed.count, heights: FeedHeights(feed: feed))
      masonry._checkInvariants()
      XCTAssertEqual(masonry.columnCount, 10_000)
      let frames = Array(masonry.frames)
      for (index, frame) in frames.enumerated() {
        XCTAssertTrue(frame.isFinite && frame.width >= 0 && frame.height >= 0, "\(index)")
        XCTAssertGreaterThanOrEqual(frame.minX, 0)
        XCTAssertLessThanOrEqual(frame.maxX, 390)
      }
      for i in frames.indices {
        for j in (i + 1)..<frames.count where frames[i].intersects(frames[j]) {
          XCTFail("items \(i) and \(j) overlap: \(configuration)")
        }
      }
      for rect in [
        Rect(x: 0, y: 0, width: 390, height: masonry.contentSize.height),
        Rect(x: 100, y: 10, width: 0.5, height: 200), Rect(x: -5, y: -5, width: 400, height: 30),
      ] {
        XCTAssertEqual(
          masonry.items(in: rect).map(\.index),
          MasonryReference.items(in: rect, frames: frames).map(\.index), "\(rect)")
      }
      // With spacing, 9,999 gaps of 8 points cannot fit in 390: the columns
      // collapse to zero width and the spacing shrinks to share the width.
      if configuration.columnSpacing > 0 {
        XCTAssertEqual(masonry.columnWidth, 0)
        XCTAssertEqual(masonry.columnSpacing, 390.0 / 9_999, accuracy: 1e-12)
      }
    }
  }

  /// Thousands of columns against the brute-force reference, with spans.
  func testThousandsOfColumnsMatchTheReference() throws {
    var random = SplitMix64(seed: 0x3000)
    var feed = MasonryFeed.random(count: 300, using: &random, badValues: true)
    feed.spans = feed.spans.map { $0 == 100 ? 3_000 : $0 }
    let configuration = Masonry.Configuration(
      columns: .fixed(3_000), rowSpacing: 2, tolerance: 5, displayScale: 2)
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: 12_000, itemCount: feed.count, heights: FeedHeights(feed: feed))
    masonry._checkInvariants()
    let expected = configuration.reference.layout(
      width: 12_000, itemCount: feed.count, height: feed.height, span: feed.span)
    for index in 0..<feed.count {
      XCTAssertEqual(masonry.column(ofItemAt: index), expected.firstColumns[index], "\(index)")
      XCTAssertTrue(nearlyEqual(masonry.frame(ofItemAt: index)!, expected.frames[index]))
    }
  }
}
