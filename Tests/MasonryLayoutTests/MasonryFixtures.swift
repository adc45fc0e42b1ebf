// Shared helpers for the masonry tests that need XCTest: a recording
// provider and frame assertions. The random configurations and feeds, the
// translation to the brute-force reference and the contract checks are in
// LayoutContractSupport, which the fuzz targets share.

import LayoutGeometry
import MasonryLayout
import XCTest

/// A provider that records which indices it was asked for, and at which
/// widths.
final class RecordingHeights: MasonryHeightProvider {
  var heightRequests: [(index: Int, width: Double)] = []
  var spanRequests: [Int] = []
  let height: Double

  init(height: Double = 10) { self.height = height }

  func height(forItemAt index: Int, width: Double) -> Double {
    heightRequests.append((index, width))
    return height
  }

  func columnSpan(forItemAt index: Int) -> Int {
    spanRequests.append(index)
    return 1
  }
}

/// Asserts that two rects are equal within `accuracy` on every edge.
func assertFrame(
  _ actual: Rect?, _ expected: Rect, accuracy: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let actual else {
    XCTFail("no frame, expected \(expected) \(message)", file: file, line: line)
    return
  }
  let close =
    abs(actual.minX - expected.minX) <= accuracy && abs(actual.maxX - expected.maxX) <= accuracy
    && abs(actual.minY - expected.minY) <= accuracy && abs(actual.maxY - expected.maxY) <= accuracy
  XCTAssert(close, "frame \(actual) != expected \(expected) \(message)", file: file, line: line)
}

/// Asserts that the engine's whole layout (frames, columns, content size,
/// column bottoms) is bit-for-bit that of `expected`.
func assertIdentical(
  _ actual: Masonry, _ expected: Masonry, _ message: @autoclosure () -> String,
  file: StaticString = #filePath, line: UInt = #line
) {
  guard actual.itemCount == expected.itemCount else {
    XCTFail(
      "item count \(actual.itemCount) != \(expected.itemCount) \(message())", file: file, line: line
    )
    return
  }
  XCTAssertEqual(actual.contentSize, expected.contentSize, message(), file: file, line: line)
  XCTAssertEqual(actual.columnBottoms, expected.columnBottoms, message(), file: file, line: line)
  for index in 0..<actual.itemCount
  where actual.frame(ofItemAt: index) != expected.frame(ofItemAt: index)
    || actual.columns(ofItemAt: index) != expected.columns(ofItemAt: index)
  {
    XCTFail(
      "item \(index): \(String(describing: actual.frame(ofItemAt: index))) "
        + "!= \(String(describing: expected.frame(ofItemAt: index))) \(message())",
      file: file, line: line)
    return
  }
}

/// Ascending indices as runs of consecutive ones, ascending.
func consecutiveRuns(_ indices: [Int]) -> [Range<Int>] {
  var runs: [Range<Int>] = []
  for index in indices {
    if let last = runs.last, last.upperBound == index {
      runs[runs.count - 1] = last.lowerBound..<(index + 1)
    } else {
      runs.append(index..<(index + 1))
    }
  }
  return runs
}
