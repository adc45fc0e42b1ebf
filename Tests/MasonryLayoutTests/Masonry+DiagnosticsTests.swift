// Diagnostics for cleaned data: every call that reads heights, lengths or
// spans reports what it had to clean, worked by hand for each heading and
// checked against the brute-force count on random feeds, through every
// placement path.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// A provider that hands out a feed's values as heights and records every
/// value and span it handed out, by index.
private final class RecordedProvider: MasonryHeightProvider {
  let values: [Double]
  let spans: [Int]
  let covered: Int?
  var heights: [Int: Double] = [:]
  var askedSpans: [Int: Int] = [:]
  var order: [Int] = []

  init(_ values: [Double], spans: [Int] = [], covered: Int? = nil) {
    self.values = values
    self.spans = spans
    self.covered = covered
  }

  var coveredItemCount: Int? { covered }

  func height(forItemAt index: Int, width: Double) -> Double {
    let value = values.indices.contains(index) ? values[index] : 0
    if heights[index] == nil { order.append(index) }
    heights[index] = value
    return value
  }

  func columnSpan(forItemAt index: Int) -> Int {
    let span = spans.indices.contains(index) ? spans[index] : 1
    askedSpans[index] = span
    return span
  }

  /// The brute-force count of what this provider handed out, in the order
  /// it was asked.
  func cleaned(spansAsked: Bool) -> MasonryReference.Cleaned {
    MasonryReference.cleaned(
      order, height: { self.heights[$0]! }, span: spansAsked ? { self.askedSpans[$0]! } : nil,
      covered: covered)
  }
}

/// The engine's diagnostics in the reference's terms.
private func cleaned(_ diagnostics: Masonry.Diagnostics) -> MasonryReference.Cleaned {
  var result = MasonryReference.Cleaned()
  result.nan = diagnostics.nanCount
  result.infinite = diagnostics.infiniteCount
  result.negative = diagnostics.negativeCount
  result.tooLarge = diagnostics.tooLargeCount
  result.pastEnd = diagnostics.pastEndCount
  result.invalidSpan = diagnostics.invalidSpanCount
  result.first = diagnostics.firstIndex
  return result
}

final class MasonryDiagnosticsTests: XCTestCase {
  private let configuration = Masonry.Configuration(columns: .fixed(2))

  // MARK: - The issue's misuse

  func testAProviderForTheNewPageOnlyIsCaught() throws {
    // A feed of 20 photos, then a page of 20 more appended with a provider
    // that holds the new page's ratios alone: it is asked for items 20 ..<
    // 40, all past its end, and answers 0 for each (no caption).
    let firstPage = (0..<20).map { (index: Int) -> Double in 1 + Double(index % 3) / 4 }
    let newPage = (0..<20).map { (index: Int) -> Double in 1.5 - Double(index % 4) / 8 }
    var masonry = try Masonry(configuration: configuration)
    let prepared = masonry.prepare(
      width: 300, itemCount: 20, heights: AspectRatioHeights(firstPage))
    masonry._checkInvariants()
    XCTAssertTrue(prepared.diagnostics.isClean)
    var clean = masonry

    let misuse = masonry.appendItems(count: 20, heights: AspectRatioHeights(newPage))
    masonry._checkInvariants()
    XCTAssertEqual(misuse.diagnostics, Masonry.Diagnostics(pastEndCount: 20, firstIndex: 20))
    XCTAssertFalse(misuse.diagnostics.isClean)
    XCTAssertEqual(misuse.diagnostics.description, "Diagnostics(pastEnd: 20, firstIndex: 20)")
    // The layout is what the issue describes: 20 items 0 points tall, and
    // a change set that is otherwise a clean insert.
    XCTAssertEqual(misuse.insertedItems, Masonry.IndexRanges(20..<40))
    XCTAssertTrue((20..<40).allSatisfy { masonry.frame(ofItemAt: $0)!.height == 0 })

    // The same append with a provider for the whole feed is clean.
    let whole = clean.appendItems(count: 20, heights: AspectRatioHeights(firstPage + newPage))
    clean._checkInvariants()
    XCTAssertTrue(whole.diagnostics.isClean)
    XCTAssertEqual(whole.diagnostics, Masonry.Diagnostics())
    XCTAssertEqual(whole.diagnostics.description, "Diagnostics(clean)")
    XCTAssertEqual(clean.frame(ofItemAt: 20)!.height, 150 * newPage[0])
  }

  // MARK: - Each heading, by hand

  func testEachHeadingIsCountedWithTheFirstIndex() throws {
    // Index: 0 fine, 1 NaN, 2 +inf, 3 -inf, 4 -5, 5 2e12, 6 -0, 7 1e12 (the
    // limit itself, fine), 8 span 0, 9 span -3 and NaN; 10 and 11 past the
    // end of the 10 heights (FixedHeights answers 0).
    let heights = FixedHeights(
      [10, .nan, .infinity, -.infinity, -5, 2e12, -0.0, 1e12, 10, .nan],
      columnSpans: [1, 1, 1, 1, 1, 1, 1, 1, 0, -3])
    var masonry = try Masonry(configuration: configuration)
    let changes = masonry.prepare(width: 300, itemCount: 12, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(
      changes.diagnostics,
      Masonry.Diagnostics(
        nanCount: 2, infiniteCount: 2, negativeCount: 1, tooLargeCount: 1, pastEndCount: 2,
        invalidSpanCount: 2, firstIndex: 1))
    XCTAssertEqual(
      changes.diagnostics.description,
      "Diagnostics(nan: 2, infinite: 2, negative: 1, tooLarge: 1, pastEnd: 2, invalidSpan: 2, "
        + "firstIndex: 1)")
    // What was cleaned is laid out by the sanitising rules.
    XCTAssertEqual(masonry.frame(ofItemAt: 1)!.height, 0)
    XCTAssertEqual(masonry.frame(ofItemAt: 5)!.height, Masonry.maximumLength)
    XCTAssertEqual(masonry.columns(ofItemAt: 8)?.count, 1)

    // A clean feed, zeros, the length limit and spans past the column
    // count (full width, as documented) included, is clean.
    var plain = try Masonry(configuration: configuration)
    let fine = plain.prepare(
      width: 300, itemCount: 4, heights: FixedHeights([0, -0.0, 1e12, 3], columnSpans: [1, 9]))
    XCTAssertEqual(fine.diagnostics, Masonry.Diagnostics())
  }

  func testSettingOneHeightReportsItAtItsIndex() throws {
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: 300, itemCount: 6, heights: FixedHeights([10, 20, 30, 40, 50, 60]))
    var changes = masonry.setHeight(.nan, ofItemAt: 3, mode: .reflow)
    masonry._checkInvariants()
    XCTAssertEqual(changes.diagnostics, Masonry.Diagnostics(nanCount: 1, firstIndex: 3))
    XCTAssertEqual(masonry.frame(ofItemAt: 3)!.height, 0)
    // The same again changes no frame, and still reports the NaN.
    changes = masonry.setHeight(-.nan, ofItemAt: 3, mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertTrue(changes.isEmpty)
    XCTAssertEqual(changes.diagnostics, Masonry.Diagnostics(nanCount: 1, firstIndex: 3))
    changes = masonry.setHeight(-1, ofItemAt: 0, mode: .keepColumns)
    XCTAssertEqual(changes.diagnostics, Masonry.Diagnostics(negativeCount: 1, firstIndex: 0))
    changes = masonry.setHeight(5e12, ofItemAt: 5, mode: .reflow)
    XCTAssertEqual(changes.diagnostics, Masonry.Diagnostics(tooLargeCount: 1, firstIndex: 5))
    // A clean value, and an index that does not exist, report nothing.
    XCTAssertTrue(masonry.setHeight(7, ofItemAt: 2, mode: .reflow).diagnostics.isClean)
    XCTAssertTrue(masonry.setHeight(.nan, ofItemAt: 6, mode: .reflow).diagnostics.isClean)
    masonry._checkInvariants()
  }

  func testHeightsAskedAgainAndInsertedItemsReportTheirOwnIndices() throws {
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: 300, itemCount: 6, heights: FixedHeights([10, 20, 30, 40, 50, 60]))
    // Asked again for 2 ..< 6 from a provider of 4 heights: items 4 and 5
    // lie past its end; item 3 is infinite. Spans are kept, not asked.
    let asked = masonry.setHeights(
      ofItemsIn: 2..<6, heights: FixedHeights([0, 0, 8, .infinity], columnSpans: [0, 0, 0, 0]),
      mode: .keepColumns)
    masonry._checkInvariants()
    XCTAssertEqual(
      asked.diagnostics, Masonry.Diagnostics(infiniteCount: 1, pastEndCount: 2, firstIndex: 3))
    // Two items inserted at 1: by their final indices 1 and 2, the second
    // negative with a span of 0.
    let inserted = masonry.insertItems(
      in: 1..<3, heights: FixedHeights([0, 9, -4], columnSpans: [1, 1, 0]))
    masonry._checkInvariants()
    XCTAssertEqual(
      inserted.diagnostics,
      Masonry.Diagnostics(negativeCount: 1, invalidSpanCount: 1, firstIndex: 2))
    // Updates that read nothing are clean.
    XCTAssertTrue(masonry.removeItems(in: 0..<1).diagnostics.isClean)
    XCTAssertTrue(masonry.moveItem(from: 0, to: 3, mode: .reflow).diagnostics.isClean)
    masonry._checkInvariants()
  }

  func testAShelfCountsLengthsAlongTheFlow() throws {
    // On the horizontal axis a photo's length is breadth / ratio: a ratio
    // of 1e-12 in a lane 150 high is 1.5e14 long, clamped.
    var shelf = try Masonry(configuration: .init(columns: .fixed(2), axis: .horizontal))
    let changes = shelf.prepare(
      width: 300, itemCount: 3, heights: AspectRatioHeights([1, 1e-12, 1]))
    shelf._checkInvariants()
    XCTAssertEqual(changes.diagnostics, Masonry.Diagnostics(tooLargeCount: 1, firstIndex: 1))
    XCTAssertEqual(shelf.frame(ofItemAt: 1)!.width, Masonry.maximumLength)
  }

  // MARK: - Against the brute force

  func testDiagnosticsMatchTheBruteForceOnEveryPath() throws {
    var random = SplitMix64(seed: 0xD1A6_2027)
    for round in 0..<RandomSweep.count(150) {
      var configuration = random.masonryConfiguration()
      // Both the specialised loop (2 to 8 columns, shortest column, no
      // tolerance) and the general one.
      if Bool.random(using: &random) {
        configuration.columns = .fixed(Int.random(in: 2...8, using: &random))
        configuration.packing = .shortestColumn
        configuration.tolerance = 0
        configuration.tieBreaking = .readingOrder
      }
      let feed = MasonryFeed.random(
        count: Int.random(in: 0...70, using: &random), using: &random, badValues: true)
      let count = feed.count + Int.random(in: 0...5, using: &random)
      let covered: Int? = Bool.random(using: &random) ? feed.count : nil
      let context = "round \(round) \(configuration)"
      var masonry = try Masonry(configuration: configuration)

      let provider = RecordedProvider(feed.values, spans: feed.spans, covered: covered)
      let prepared = masonry.prepare(width: 375, itemCount: count, heights: provider)
      masonry._checkInvariants()
      XCTAssertEqual(provider.order, Array(0..<count), context)
      XCTAssertEqual(cleaned(prepared.diagnostics), provider.cleaned(spansAsked: true), context)

      let appending = RecordedProvider(
        Array(feed.values.reversed()), spans: feed.spans, covered: covered)
      let appended = masonry.appendItems(
        count: Int.random(in: 0...20, using: &random), heights: appending)
      masonry._checkInvariants()
      XCTAssertEqual(cleaned(appended.diagnostics), appending.cleaned(spansAsked: true), context)

      let inserting = RecordedProvider(feed.values.shuffled(using: &random), covered: covered)
      let at = Int.random(in: 0...masonry.itemCount, using: &random)
      let inserted = masonry.insertItems(
        in: at..<at + Int.random(in: 0...10, using: &random), heights: inserting,
        mode: Bool.random(using: &random) ? .reflow : .keepColumns)
      masonry._checkInvariants()
      XCTAssertEqual(cleaned(inserted.diagnostics), inserting.cleaned(spansAsked: true), context)

      let low = Int.random(in: 0...masonry.itemCount, using: &random)
      let range = low..<Int.random(in: low...(masonry.itemCount + 3), using: &random)
      let asking = RecordedProvider(feed.values, covered: covered)
      let asked = masonry.setHeights(
        ofItemsIn: range, heights: asking,
        mode: Bool.random(using: &random) ? .reflow : .keepColumns)
      masonry._checkInvariants()
      XCTAssertEqual(asking.order, Array(range.clamped(to: 0..<masonry.itemCount)), context)
      XCTAssertEqual(cleaned(asked.diagnostics), asking.cleaned(spansAsked: false), context)
    }
  }

  // MARK: - Coding and equality

  func testDiagnosticsTakePartInEqualityAndCoding() throws {
    let dirty = Masonry.Changes(
      insertedItems: Masonry.IndexRanges(0..<2), oldItemCount: 0, newItemCount: 2,
      oldContentSize: .zero, newContentSize: Size(width: 10, height: 10),
      diagnostics: Masonry.Diagnostics(nanCount: 1, firstIndex: 1))
    var clean = dirty
    clean.diagnostics = Masonry.Diagnostics()
    XCTAssertNotEqual(dirty, clean)
    XCTAssertNotEqual(dirty.hashValue, clean.hashValue)
    XCTAssertFalse(dirty.isEmpty)

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let decoder = JSONDecoder()
    XCTAssertEqual(try decoder.decode(Masonry.Changes.self, from: encoder.encode(dirty)), dirty)
    XCTAssertEqual(try decoder.decode(Masonry.Changes.self, from: encoder.encode(clean)), clean)
    // Clean diagnostics are left out, and a missing key decodes as clean.
    let cleanJSON = String(decoding: try encoder.encode(clean), as: UTF8.self)
    XCTAssertFalse(cleanJSON.contains("diagnostics"))
    let dirtyJSON = String(decoding: try encoder.encode(dirty), as: UTF8.self)
    XCTAssertTrue(dirtyJSON.contains(#""diagnostics":{"firstIndex":1,"#))
  }

  func testTheProvidersSayHowManyItemsTheyCover() {
    XCTAssertEqual(FixedHeights([1, 2, 3]).coveredItemCount, 3)
    XCTAssertEqual(FixedHeights([1], columnSpans: [1, 1, 1]).coveredItemCount, 1)
    XCTAssertEqual(AspectRatioHeights([1, 2]).coveredItemCount, 2)
    XCTAssertNil(ComputedHeights { _, _ in 1 }.coveredItemCount)
  }
}
