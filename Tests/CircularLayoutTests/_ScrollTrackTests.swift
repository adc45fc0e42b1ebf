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
  ) -> _ScrollTrack {
    _ScrollTrack(
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
    let landing = track.landing(proposed: 250, velocity: 1, dragStart: nil, snapping: .free)
    XCTAssertEqual(landing, _ScrollTrack.Landing(offset: 300, index: 1))
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
      fits.landing(proposed: 80, velocity: 1, dragStart: 0, snapping: .paging),
      _ScrollTrack.Landing(offset: 0, index: 0))
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
          track.landing(proposed: 9, velocity: 1, dragStart: nil, snapping: .free),
          _ScrollTrack.Landing(offset: 0, index: nil))
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
}
