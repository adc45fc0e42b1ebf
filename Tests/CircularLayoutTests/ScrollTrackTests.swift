// The scroll model on plain numbers, as every engine of the module uses it:
// content, positions and stops for both models, reversed offsets, wrapping,
// degenerate tracks and the limits.

import LayoutGeometry
import XCTest

@testable import CircularLayout

final class ScrollTrackTests: XCTestCase {
  private func track(
    count: Int, distance: Double = 100, viewport: Double = 300,
    model: Wheel.ScrollModel = .fixedDistancePerItem, wraps: Bool = false,
    reversed: Bool = false, reach: Double = 4
  ) -> ScrollTrack {
    ScrollTrack(
      count: count, distancePerItem: distance, viewportLength: viewport, model: model,
      wraps: wraps, reversed: reversed, reach: reach)
  }

  /// 5 items 100 apart in a 300-point viewport: 4 · 100 + 300.
  func testFixedDistance() {
    let track = track(count: 5)
    XCTAssertEqual(track.contentLength, 700)
    XCTAssertEqual(track.maximumOffset, 400)
    XCTAssertEqual(track.distance, 100)
    XCTAssertEqual(track.lastStop, 4)
    XCTAssertEqual(track.position(at: 250), 2.5)
    XCTAssertEqual(track.offset(ofStop: 3), 300)
    XCTAssertEqual(track.centeredIndex(at: 250), 3)
    // Past the ends, positions extrapolate by at most `reach` items.
    XCTAssertEqual(track.position(at: -150), -1.5)
    XCTAssertEqual(track.position(at: -10_000), -4)
    XCTAssertEqual(track.position(at: 10_000), 8)
  }

  /// The same track reversed: offsets read from the far end.
  func testReversedOffsets() {
    let track = track(count: 5, reversed: true)
    XCTAssertEqual(track.position(at: 250), 1.5)
    XCTAssertEqual(track.offset(ofStop: 3), 100)
    XCTAssertEqual(track.offset(ofStop: 0), 400)
    for offset in [0.0, 1, 133.25, 400, -50, 1e9] {
      XCTAssertEqual(track.forward(track.forward(offset)), offset)
    }
    // A positive velocity (the offset grows) moves to lower items.
    let landing = track.landing(proposed: 250, velocity: 1, lift: 0, snapping: .free)
    XCTAssertEqual(landing, ScrollTrack.Landing(offset: 300, index: 1))
  }

  /// The tutorial's model: 5 items 100 long, content 500, 200 points for 4
  /// items; the last stop at the largest offset exactly.
  func testTutorialModel() {
    let track = track(count: 5, model: .tutorial)
    XCTAssertEqual(track.contentLength, 500)
    XCTAssertEqual(track.maximumOffset, 200)
    XCTAssertEqual(track.distance, 50)
    XCTAssertEqual(track.offset(ofStop: 4), 200)
    XCTAssertEqual(track.position(at: 75), 1.5)
    // Content that fits: it does not turn, and every landing is 0.
    let fits = self.track(count: 2, model: .tutorial)
    XCTAssertEqual(fits.maximumOffset, -100)
    XCTAssertFalse(fits.turns)
    XCTAssertEqual(fits.position(at: 80), 0)
    XCTAssertEqual(
      fits.landing(proposed: 80, velocity: 1, lift: 0, snapping: .paging),
      ScrollTrack.Landing(offset: 0, index: 0))
  }

  /// A wrapping track: 1,001 turns of 4 items 50 apart; stops reach past
  /// `Int.max` only as `Double`s, and their items are exact.
  func testWrapping() {
    let track = track(count: 4, distance: 50, wraps: true)
    XCTAssertEqual(track.contentLength, 200_200)
    XCTAssertEqual(track.lastStop, 3998)
    XCTAssertEqual(track.index(ofStop: 3998), 2)
    XCTAssertEqual(track.position(at: -25), 3.5)
    let huge = self.track(count: 3, distance: 1, viewport: 0, wraps: true)
    XCTAssertEqual(huge.index(ofStop: 1e19), 1)  // 10^19 ≡ 1 (mod 3)
  }

  /// No items: nothing to land on or step to; the content is the
  /// viewport's length with ends, nothing wrapping.
  func testNoItems() {
    for wraps in [false, true] {
      for model in Wheel.ScrollModel.allCases {
        let track = track(count: 0, model: model, wraps: wraps)
        XCTAssertEqual(track.contentLength, wraps || model == .tutorial ? 0 : 300)
        XCTAssertEqual(track.distance, 0)
        XCTAssertEqual(track.position(at: 500), 0)
        XCTAssertNil(track.centeredIndex(at: 0))
        XCTAssertNil(track.offset(steppingBy: 1, from: 0))
        XCTAssertEqual(
          track.landing(proposed: 9, velocity: 1, lift: 0, snapping: .free),
          ScrollTrack.Landing(offset: 0, index: nil))
      }
    }
  }

  /// 2^53 items 1 apart: in an empty viewport the content, 2^53 - 1, fits;
  /// in a 10-point one it is clamped to 2^53 and the last stop within
  /// reach is 2^53 - 10.
  func testClampedContent() {
    let count = 1 << 53
    let fits = track(count: count, distance: 1, viewport: 0)
    XCTAssertEqual(fits.contentLength, 0x1p53 - 1)
    XCTAssertEqual(fits.lastStop, 0x1p53 - 1)
    let clamped = track(count: count, distance: 1, viewport: 10)
    XCTAssertEqual(clamped.contentLength, 0x1p53)
    XCTAssertEqual(clamped.lastStop, 0x1p53 - 10)
    XCTAssertEqual(clamped.offset(centering: .max, near: nil), 0x1p53 - 10)
  }

  // MARK: - Seams and tiny distances

  /// A tiny negative position on a wrapping track reduces to `-1e-300 + 3`,
  /// which rounds to exactly 3: the seam, read as position 0, never as 3.
  func testATinyNegativePositionWrapsToZero() {
    let track = track(count: 3, wraps: true)
    XCTAssertEqual(track.position(at: -1e-300), 0)
  }

  /// 4 items 1e-300 apart, wrapping, in an empty viewport: offset 1e9 lies
  /// ~10^309 items out, a position past Double's reach. Centering and
  /// stepping read such a position (and a non-finite `near`) as 0, so
  /// item 1 stands at its first copy, 1e-300.
  func testPositionsPastDoublesReachReadAsZero() {
    let track = track(count: 4, distance: 1e-300, viewport: 0, wraps: true)
    XCTAssertEqual(track.offset(centering: 1, near: .infinity), 1e-300)
    XCTAssertEqual(track.offset(centering: 1, near: -.infinity), 1e-300)
    XCTAssertEqual(track.offset(steppingBy: 1, from: 1e9), 1e-300)
  }

  /// Keeping an item through a count change from a position past Double's
  /// reach: no fraction to keep, so item 2 stands exactly at its stop.
  func testKeepingFromAPositionPastDoublesReach() {
    let track = track(count: 5, distance: 1e-300, viewport: 0)
    XCTAssertEqual(track.offset(keeping: 2, at: 1e9, after: track), 2e-300)
  }

  /// With ends, the kept position stays within half a step of the stops:
  /// overscrolled 20 points before item 0 (a fifth of a step), an append
  /// keeps the same 20 points of overscroll rather than snapping to 0.
  func testKeepingOverscrollBeforeTheFirstItem() {
    XCTAssertEqual(track(count: 5).offset(keeping: 0, at: -20, after: track(count: 6)), -20)
  }

  /// Wrapping content shorter than a turn: the position is clamped to the
  /// content, and its offset to the largest offset, which the position's
  /// product with the distance can pass by an ulp (found by mutation).
  func testKeptWrappedOffsetsNeverPassTheLargestOffset() {
    let track = track(count: 2, distance: 0.3, viewport: 600.576, wraps: true)
    XCTAssertEqual(track.offset(keeping: 1, at: 0, after: track), track.maximumOffset)
  }
}
