// The end-of-content rule, by hand: once per item count, again after the
// count changes (a page appended wherever it lands, an item deleted), not
// for a length that changes under the same items, an
// empty content reached at once, the end at 0 on a mirrored flow, bad
// spans and lengths never reached, a reset. Then seeded random calls
// against a brute-force log of what was reported.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class EndOfContentTests: XCTestCase {
  func testTheEndIsReportedOncePerItemCount() {
    var end = EndOfContent()
    XCTAssertNil(end.reportedItemCount)
    // 1,000 long, 10 items: a span ending at 999 falls short; one
    // ending at 1,000 touches the end.
    XCTAssertFalse(
      end.reached(start: 0, end: 500, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 499, end: 999, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertNil(end.reportedItemCount)
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 10)
    // Still at the end, or past it, with the same items: not again.
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 700, end: 1_200, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 0, end: 500, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
  }

  /// The cells at the end measure themselves, or the gaps close at a
  /// rest: the content's length changes, its items do not, and a
  /// page still loading is not asked for again.
  func testALengthChangedUnderTheSameItemsIsNotANewEnd() {
    var end = EndOfContent()
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 500, end: 1_040, contentLength: 1_040, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 960, itemCount: 10, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 10)
  }

  func testTheEndIsReportedAgainAfterTheItemCountChanges() {
    var end = EndOfContent()
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    // A page: 2,000 long, 20 items. The old end is no longer the end.
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 2_000, itemCount: 20, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 1_400, end: 1_999, contentLength: 2_000, itemCount: 20, mirrored: false))
    XCTAssertTrue(
      end.reached(start: 1_500, end: 2_000, contentLength: 2_000, itemCount: 20, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 1_500, end: 2_000, contentLength: 2_000, itemCount: 20, mirrored: false))
    // An item deleted: 1,900 long, 19 items, reached once.
    XCTAssertTrue(
      end.reached(start: 1_500, end: 2_000, contentLength: 1_900, itemCount: 19, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 1_400, end: 1_900, contentLength: 1_900, itemCount: 19, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 19)
    // Back to 10 items (reported before, but not last): reported again.
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 10)
  }

  /// Only an end reported counts: an item count the host passed through
  /// without reaching the end does not make the reported one new again.
  func testAnItemCountNotReachedDoesNotRenewTheLastReported() {
    var end = EndOfContent()
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 0, end: 500, contentLength: 3_000, itemCount: 30, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 10)
  }

  func testAnEmptyContentIsReachedAtOnce() {
    var end = EndOfContent()
    XCTAssertTrue(end.reached(start: 0, end: 812, contentLength: 0, itemCount: 0, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 0)
    XCTAssertFalse(
      end.reached(start: 0, end: 812, contentLength: 0, itemCount: 0, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 0, end: 812, contentLength: -0.0, itemCount: 0, mirrored: false))
    // Then the first page: its end is new.
    XCTAssertFalse(
      end.reached(start: 0, end: 812, contentLength: 2_000, itemCount: 20, mirrored: false))
    XCTAssertTrue(
      end.reached(start: 1_188, end: 2_000, contentLength: 2_000, itemCount: 20, mirrored: false))

    var mirrored = EndOfContent()
    XCTAssertTrue(
      mirrored.reached(start: 0, end: 375, contentLength: 0, itemCount: 0, mirrored: true))
    XCTAssertFalse(
      mirrored.reached(start: 0, end: 375, contentLength: 0, itemCount: 0, mirrored: true))
  }

  /// The end is reached by either edge of the span: a span given end
  /// first reads the same.
  func testASpanGivenBackwardsReadsTheSame() {
    var end = EndOfContent()
    XCTAssertFalse(
      end.reached(start: 999, end: 499, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertTrue(
      end.reached(start: 1_000, end: 500, contentLength: 1_000, itemCount: 10, mirrored: false))
    var mirrored = EndOfContent()
    XCTAssertFalse(
      mirrored.reached(start: 501, end: 1, contentLength: 1_000, itemCount: 10, mirrored: true))
    XCTAssertTrue(
      mirrored.reached(start: 500, end: 0, contentLength: 1_000, itemCount: 10, mirrored: true))
  }

  /// A right-to-left shelf runs toward x = 0: its end is there, and its
  /// far right edge (the content's length) is its start.
  func testAMirroredFlowEndsAtZero() {
    var end = EndOfContent()
    XCTAssertFalse(
      end.reached(start: 1_500, end: 2_000, contentLength: 2_000, itemCount: 20, mirrored: true))
    XCTAssertFalse(
      end.reached(start: 1_500, end: 2_500, contentLength: 2_000, itemCount: 20, mirrored: true))
    XCTAssertFalse(
      end.reached(start: 1, end: 501, contentLength: 2_000, itemCount: 20, mirrored: true))
    XCTAssertNil(end.reportedItemCount)
    XCTAssertTrue(
      end.reached(start: 0, end: 500, contentLength: 2_000, itemCount: 20, mirrored: true))
    XCTAssertEqual(end.reportedItemCount, 20)
    XCTAssertFalse(
      end.reached(start: -50, end: 450, contentLength: 2_000, itemCount: 20, mirrored: true))
    // A page, 3,000 long: the shelf grows to the right, and the end at 0
    // is new.
    XCTAssertTrue(
      end.reached(start: -10, end: 490, contentLength: 3_000, itemCount: 30, mirrored: true))
    XCTAssertFalse(
      end.reached(start: 0, end: 500, contentLength: 3_000, itemCount: 30, mirrored: true))
  }

  func testNaNOrInfiniteEdgesAndANaNLengthNeverReachTheEnd() {
    let bad: [Double] = [.nan, .infinity, -.infinity]
    var end = EndOfContent()
    for mirrored in [false, true] {
      for edge in bad {
        // Each pairs a bad edge with one that reaches the end on its own.
        let good = mirrored ? 0.0 : 1_000.0
        XCTAssertFalse(
          end.reached(
            start: edge, end: good, contentLength: 1_000, itemCount: 10, mirrored: mirrored),
          "start \(edge), mirrored \(mirrored)")
        XCTAssertFalse(
          end.reached(
            start: good, end: edge, contentLength: 1_000, itemCount: 10, mirrored: mirrored),
          "end \(edge), mirrored \(mirrored)")
      }
      XCTAssertFalse(
        end.reached(start: .nan, end: .nan, contentLength: 0, itemCount: 0, mirrored: mirrored))
      XCTAssertFalse(
        end.reached(
          start: -.infinity, end: .infinity, contentLength: 0, itemCount: 0, mirrored: mirrored))
      // A NaN length: never, whatever the span.
      XCTAssertFalse(
        end.reached(start: -10, end: 10, contentLength: .nan, itemCount: 10, mirrored: mirrored))
    }
    // Nothing bad was recorded: the first good span at the end reports.
    XCTAssertNil(end.reportedItemCount)
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    // Nor does bad input forget the reported end.
    XCTAssertFalse(
      end.reached(start: .nan, end: 1_000, contentLength: .nan, itemCount: 20, mirrored: false))
    XCTAssertEqual(end.reportedItemCount, 10)
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    // An infinite content has no far end a finite span reaches.
    XCTAssertFalse(
      end.reached(
        start: 0, end: .greatestFiniteMagnitude, contentLength: .infinity, itemCount: 20,
        mirrored: false))
  }

  func testResetReportsTheSameEndAgain() {
    var end = EndOfContent()
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    end.reset()
    XCTAssertNil(end.reportedItemCount)
    XCTAssertFalse(
      end.reached(start: 0, end: 500, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertTrue(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    XCTAssertFalse(
      end.reached(start: 500, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: false))
    // Two rules are equal when they reported the same end.
    var other = EndOfContent()
    XCTAssertNotEqual(end, other)
    XCTAssertTrue(
      other.reached(start: 0, end: 1_000, contentLength: 1_000, itemCount: 10, mirrored: true))
    XCTAssertEqual(end, other)
    // An empty content reported is not "never reported".
    var empty = EndOfContent()
    XCTAssertTrue(empty.reached(start: 0, end: 1, contentLength: 0, itemCount: 0, mirrored: false))
    XCTAssertNotEqual(empty, EndOfContent())
  }
}

/// The end rule by brute force: every call is logged, and a call reaches
/// the end when its span is finite, one of its edges is at or past the
/// end, the length is a number, and the last call that reached the end
/// since the last reset had another item count (or there is none).
struct ReferenceEnd {
  private var log: [(itemCount: Int, reached: Bool)] = []

  mutating func reached(
    start: Double, end: Double, length: Double, itemCount: Int, mirrored: Bool
  ) -> Bool {
    let finite = !start.isNaN && !end.isNaN && !start.isInfinite && !end.isInfinite
    let atEnd = mirrored ? (start <= 0 || end <= 0) : (start >= length || end >= length)
    var fresh = true
    for entry in log.reversed() where entry.reached {
      fresh = entry.itemCount != itemCount
      break
    }
    let reached = finite && !length.isNaN && atEnd && fresh
    log.append((itemCount, reached))
    return reached
  }

  mutating func reset() { log.removeAll() }
}

extension EndOfContentTests {
  func testRandomCallsAgainstTheLog() {
    // Edges, lengths and item counts from small sets, so that spans often
    // touch the end exactly and counts repeat; a few bad values.
    let edges: [Double] = [
      -100, -1, 0, -0.0, 1, 50, 99, 100, 101, 150, 200, .nan, .infinity, -.infinity,
    ]
    let lengths: [Double] = [0, -0.0, 100, 100, 150, 200, .nan, .infinity]
    let itemCounts = [0, 1, 2, 2, 3]
    var steps = 0
    RandomSweep.forEachCase(2, seed: 0xE0D_0C0A) { seed, random in
      var end = EndOfContent()
      var reference = ReferenceEnd()
      var reports = 0
      for step in 0..<1_000 {
        steps += 1
        if random.chance(2) {
          end.reset()
          reference.reset()
          continue
        }
        let start = edges.randomElement(using: &random)!
        let stop = edges.randomElement(using: &random)!
        let length = lengths.randomElement(using: &random)!
        let itemCount = itemCounts.randomElement(using: &random)!
        let mirrored = random.chance(30)
        let expected = reference.reached(
          start: start, end: stop, length: length, itemCount: itemCount, mirrored: mirrored)
        let reached = end.reached(
          start: start, end: stop, contentLength: length, itemCount: itemCount, mirrored: mirrored)
        XCTAssertEqual(
          reached, expected,
          "seed \(seed), step \(step): \(start) to \(stop) of \(length), \(itemCount) items, mirrored \(mirrored)"
        )
        if reached {
          reports += 1
          XCTAssertEqual(end.reportedItemCount, itemCount, "seed \(seed), step \(step)")
        }
      }
      // The sets make the end reachable, and often.
      XCTAssertGreaterThan(reports, 20, "seed \(seed)")
    }
    RandomSweep.tally("EndOfContent calls against a log", steps)
  }
}
