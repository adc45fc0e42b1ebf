// The comparisons the carousel tests share. The engine's carousel for a
// random case, the suite's custom style and the loop over random carousels
// are in LayoutContractSupport.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// A phone screen at the origin.
let phoneViewport = Rect(x: 0, y: 0, width: 375, height: 667)

/// Whether two transforms agree entry by entry, relative to the largest.
func transformsAgree(_ a: Transform3D, _ b: Transform3D, relative: Double = 1e-9) -> Bool {
  let x = ProjectionReference.entries(of: a)
  let y = ProjectionReference.entries(of: b)
  let scale = (x + y).map(abs).max() ?? 0
  return zip(x, y).allSatisfy { abs($0 - $1) <= relative * max(scale, 1) }
}

/// Checks a transform entry by entry against hand-worked values.
func assertTransform(
  _ transform: Transform3D, _ expected: [[Double]], accuracy: Double = 1e-9,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let rows = ProjectionReference.rows(of: transform)
  for row in 0..<4 {
    for column in 0..<4 {
      XCTAssertEqual(
        rows[row][column], expected[row][column], accuracy: accuracy,
        "m\(row + 1)\(column + 1) \(message())", file: file, line: line)
    }
  }
}

extension Carousel {
  /// The content distance per item in effect, which depends on neither the
  /// viewport nor the count once there are items.
  var distance: Double { scrollDistancePerItem(in: phoneViewport, itemCount: 1) }
}
