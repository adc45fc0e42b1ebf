// The change recorder of keep-columns placements, against a brute-force
// reading of its rule: the runs of changed items, the first 64 exactly,
// then one range from the 65th run to the last changed item.

import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class ChangeRecorderTests: XCTestCase {
  /// What the recorder gives for `indices`, recorded in order.
  private func recorded(_ indices: [Int]) -> [Range<Int>] {
    var recorder = _ChangeRecorder()
    for index in indices { recorder.record(index) }
    return recorder.finish().ranges
  }

  func testTheEdgesOfTheRule() {
    XCTAssertEqual(recorded([]), [])
    XCTAssertEqual(recorded([0]), [0..<1])
    XCTAssertEqual(recorded([0, 1, 2, 5]), [0..<3, 5..<6])
    // Runs of one item two apart: 64 runs exactly; a 65th, however long,
    // is the one range to the last item, and so is everything after it.
    let sixtyFour = (0..<64).map { $0 * 2 }
    XCTAssertEqual(recorded(sixtyFour), sixtyFour.map { $0..<($0 + 1) })
    XCTAssertEqual(
      recorded(sixtyFour + Array(128..<140)), sixtyFour.map { $0..<($0 + 1) } + [128..<140])
    XCTAssertEqual(
      recorded(sixtyFour + [128, 129, 131, 140]), sixtyFour.map { $0..<($0 + 1) } + [128..<141])
  }

  func testTheFirstSixtyFourRunsAreExactAndTheRestOneRange() {
    for seed in RandomSweep.caseSeeds(250, seed: 0xC4A9_6E) {
      var random = SplitMix64(seed: seed)
      // Ascending indices in runs of random lengths, apart by random holes.
      var indices: [Int] = []
      var next = Int.random(in: 0...3, using: &random)
      for _ in 0..<Int.random(in: 0...90, using: &random) {
        let length = Int.random(in: 1...4, using: &random)
        indices.append(contentsOf: next..<(next + length))
        next += length + Int.random(in: 1...3, using: &random)
      }
      var recorder = _ChangeRecorder()
      for index in indices { recorder.record(index) }

      var runs = consecutiveRuns(indices)
      if runs.count > _ChangeRecorder.exactRuns, let last = runs.last {
        runs =
          runs.prefix(_ChangeRecorder.exactRuns) + [
            runs[_ChangeRecorder.exactRuns].lowerBound..<last.upperBound
          ]
      }
      XCTAssertEqual(recorder.finish().ranges, runs, "seed \(seed)")
    }
  }
}
