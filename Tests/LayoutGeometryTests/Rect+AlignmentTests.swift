import LayoutGeometry
import LayoutTestSupport
import XCTest

final class RectAlignmentTests: XCTestCase {
  // MARK: - Hand-worked

  func testDocumentedExampleAtScaleTwo() {
    XCTAssertEqual(
      Rect(x: 0.3, y: 0, width: 10.4, height: 1).aligned(toScale: 2),
      Rect(x: 0.5, y: 0, width: 10, height: 1))
  }

  func testScaleOneRoundsEachEdgeToWholePoints() {
    // Edges x 0.4 -> 0 and 2.6 -> 3, y 1.6 -> 2 and 4.9 -> 5.
    XCTAssertEqual(
      Rect(x: 0.4, y: 1.6, width: 2.2, height: 3.3).aligned(toScale: 1),
      Rect(x: 0, y: 2, width: 3, height: 3))
    XCTAssertEqual(
      Rect(x: -7.2, y: 100.49, width: 0.3, height: 0.02).aligned(toScale: 1),
      Rect(x: -7, y: 100, width: 0, height: 1))
  }

  func testScaleTwoRoundsEachEdgeToHalfPoints() {
    // Edges x 1.2 -> 1 and 3.8 -> 4, y -0.3 -> -0.5 and 0.74 -> 0.5.
    XCTAssertEqual(
      Rect(x: 1.2, y: -0.3, width: 2.6, height: 1.04).aligned(toScale: 2),
      Rect(x: 1, y: -0.5, width: 3, height: 1))
  }

  func testScaleThreeRoundsEachEdgeToThirdsOfAPoint() {
    // Edges x 0.4 -> 1/3 and 3.7 -> 11/3, y 0.6 -> 2/3 and 1.7 -> 5/3.
    let aligned = Rect(x: 0.4, y: 0.6, width: 3.3, height: 1.1).aligned(toScale: 3)
    XCTAssertEqual(aligned, Rect(minX: 1.0 / 3, minY: 2.0 / 3, maxX: 11.0 / 3, maxY: 5.0 / 3))
    XCTAssertEqual(aligned.origin, Point(x: 1.0 / 3, y: 2.0 / 3))
    // Read back as origin + size, the far edges are within an ulp of k / 3.
    XCTAssertEqual(aligned.maxX, 11.0 / 3, accuracy: (11.0 / 3).ulp)
    XCTAssertEqual(aligned.maxY, 5.0 / 3, accuracy: (5.0 / 3).ulp)
  }

  func testHalvesRoundAwayFromZero() {
    // At scale 1: 0.5 -> 1, 1.5 -> 2, -0.5 -> -1, -1.5 -> -2.
    XCTAssertEqual(
      Rect(x: 0.5, y: -0.5, width: 1, height: -1).aligned(toScale: 1),
      Rect(x: 1, y: -2, width: 1, height: 1))
    // At scale 2 the halves are quarter points: 0.25 -> 0.5, 0.75 -> 1.
    XCTAssertEqual(
      Rect(x: 0.25, y: -0.75, width: 0.5, height: 0.5).aligned(toScale: 2),
      Rect(x: 0.5, y: -1, width: 0.5, height: 0.5))
    XCTAssertEqual(Rect.align(0.5, scale: 1), 1)
    XCTAssertEqual(Rect.align(-0.5, scale: 1), -1)
    XCTAssertEqual(Rect.align(2.5, scale: 1), 3)
    XCTAssertEqual(Rect.align(-0.25, scale: 2), -0.5)
    XCTAssertEqual(Rect.align(1.0 / 6, scale: 3), 1.0 / 3)
  }

  func testNegativeSizesAreStandardisedThenAligned() {
    XCTAssertEqual(
      Rect(x: 10.7, y: 5.2, width: -10.4, height: -2.1).aligned(toScale: 2),
      Rect(x: 0.5, y: 3, width: 10, height: 2))
  }

  func testAlreadyAlignedRectsAreUnchanged() {
    for scale in [1.0, 2, 3] {
      let rect = Rect(x: 3, y: -4, width: 12, height: 6)
      XCTAssertEqual(rect.aligned(toScale: scale), rect, "scale \(scale)")
      let once = Rect(x: 0.123, y: 9.876, width: 45.67, height: 0.9).aligned(toScale: scale)
      XCTAssertEqual(once.aligned(toScale: scale), once, "scale \(scale)")
    }
  }

  func testInvalidScalesLeaveTheRectUnaligned() {
    let rect = Rect(x: 1.3, y: 2.71, width: -0.6, height: 4.05)
    for scale in [0, -0.0, -1, -2, Double.nan, .infinity, -.infinity] {
      XCTAssertEqual(rect.aligned(toScale: scale), rect.standardized, "scale \(scale)")
      XCTAssertEqual(Rect.align(1.3, scale: scale), 1.3, "scale \(scale)")
    }
  }

  func testNonFiniteRectsComeBackStandardisedButUnaligned() {
    let aligned = Rect(x: 2.3, y: .nan, width: -1, height: 1).aligned(toScale: 2)
    XCTAssertEqual(aligned.origin.x, 2.3 - 1)
    XCTAssertTrue(aligned.origin.y.isNaN)
    XCTAssertEqual(aligned.size, Size(width: 1, height: 1))
    let infinite = Rect(x: 0.3, y: 0, width: .infinity, height: 1).aligned(toScale: 2)
    XCTAssertEqual(infinite.origin.x, 0.3)
    XCTAssertEqual(infinite.size.width, .infinity)
  }

  func testAlignLeavesNonFiniteAndUnscalableValuesAlone() {
    XCTAssertTrue(Rect.align(.nan, scale: 2).isNaN)
    XCTAssertEqual(Rect.align(.infinity, scale: 2), .infinity)
    XCTAssertEqual(Rect.align(-.infinity, scale: 3), -.infinity)
    // 1e308 * 2 overflows: the value has no fraction anyway.
    XCTAssertEqual(Rect.align(1e308, scale: 2), 1e308)
    XCTAssertEqual(Rect.align(.greatestFiniteMagnitude, scale: 1), .greatestFiniteMagnitude)
    XCTAssertEqual(Rect.align(-1e300, scale: 3), -1e300)
    XCTAssertEqual(Rect.align(.leastNonzeroMagnitude, scale: 3), 0)
  }

  func testValuesWithoutAFractionAtTheScaleComeBackUnchanged() {
    // Dividing by 3 again would move about one value in seven by an ulp.
    let seed: UInt64 = 0x5EED_0002_000D
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(1_000) {
      let scale = fuzzer.element(of: [1.0, 2, 3, 1.5, 2.625])
      let value = fuzzer.element(of: [-1.0, 1]) * 0x1p53 * (1 + fuzzer.unit() * 1e10)
      XCTAssertEqual(
        Rect.align(value, scale: scale), value, "seed \(seed), case \(index): \(value) at \(scale)")
    }
  }

  // MARK: - Properties

  func testAlignedEdgesLandOnPixelsWithinHalfAPixel() {
    let seed: UInt64 = 0x5EED_0002_0004
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(1_500) {
      let scale = fuzzer.element(of: [1.0, 2, 3, 1.5])
      let rect = Rect(
        x: fuzzer.double(in: -1_000..<1_000), y: fuzzer.double(in: -1_000..<1_000),
        width: fuzzer.double(in: -100..<100), height: fuzzer.double(in: -100..<100))
      let aligned = rect.aligned(toScale: scale)
      func context() -> String {
        "seed \(seed), case \(index): \(rect) at scale \(scale) -> \(aligned)"
      }
      let pairs = [
        (rect.minX, aligned.minX), (rect.maxX, aligned.maxX),
        (rect.minY, aligned.minY), (rect.maxY, aligned.maxY),
      ]
      for (before, after) in pairs {
        let pixels = after * scale
        XCTAssertEqual(pixels, pixels.rounded(), accuracy: 1e-9, context())
        XCTAssertLessThanOrEqual(abs(after - before), 0.5 / scale + 1e-9, context())
      }
      XCTAssertGreaterThanOrEqual(aligned.size.width, 0, context())
      XCTAssertGreaterThanOrEqual(aligned.size.height, 0, context())
    }
  }

  func testRowsAndColumnsOfTouchingRectsStayGapFreeAndOverlapFree() {
    let seed: UInt64 = 0x5EED_0002_0005
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(200) {
      let scale = fuzzer.element(of: [1.0, 2, 3, 1.5, 2.625])
      let count = fuzzer.integer(in: 2...30)
      // A row whose rects touch exactly: each starts at the previous maxX.
      // Some are stored with a negative width, some are zero or tiny wide.
      // A column likewise, downwards.
      var row: [Rect] = []
      var column: [Rect] = []
      var x = fuzzer.double(in: -500..<500)
      var y = fuzzer.double(in: -500..<500)
      for _ in 0..<count {
        let width = fuzzer.chance(0.1) ? fuzzer.element(of: [0, 1e-9]) : fuzzer.double(in: 0..<60)
        var cell = Rect(x: x, y: 0, width: width, height: 1)
        let flipped = Rect(x: cell.maxX, y: 0, width: -width, height: 1)
        if fuzzer.chance(0.3), flipped.minX == x { cell = flipped }
        row.append(cell)
        x = cell.maxX
        let tall = Rect(x: 7.3, y: y, width: 10, height: fuzzer.double(in: 0..<60))
        column.append(tall)
        y = tall.maxY
      }
      func context() -> String { "seed \(seed), case \(index), scale \(scale)" }
      let alignedRow = row.map { $0.aligned(toScale: scale) }
      let alignedColumn = column.map { $0.aligned(toScale: scale) }
      // Exact at power-of-two scales; within an ulp of the edge elsewhere.
      let exact = scale == 1 || scale == 2
      for i in 1..<count {
        XCTAssertEqual(row[i - 1].maxX, row[i].minX, "construction, " + context())
        XCTAssertEqual(column[i - 1].maxY, column[i].minY, "construction, " + context())
        let shared = Rect.align(row[i].minX, scale: scale)
        XCTAssertEqual(alignedRow[i].minX, shared, context())
        XCTAssertEqual(alignedColumn[i].minY, Rect.align(column[i].minY, scale: scale), context())
        let rowMiss = alignedRow[i - 1].maxX - alignedRow[i].minX
        let columnMiss = alignedColumn[i - 1].maxY - alignedColumn[i].minY
        // Never an overlap, not even by the last bit: the size is rounded in.
        XCTAssertLessThanOrEqual(rowMiss, 0, "row overlap at \(i); " + context())
        XCTAssertLessThanOrEqual(columnMiss, 0, "column overlap at \(i); " + context())
        XCTAssertFalse(alignedRow[i - 1].intersects(alignedRow[i]), context())
        XCTAssertFalse(alignedColumn[i - 1].intersects(alignedColumn[i]), context())
        // The rounding of `origin + size` is relative to the larger edge.
        let rowMagnitude = max(abs(alignedRow[i - 1].minX), abs(shared), 1)
        let slack = exact ? 0 : 2 * rowMagnitude.ulp
        XCTAssertLessThanOrEqual(
          abs(rowMiss), slack,
          "row gap or overlap at \(i): \(row[i - 1]), \(row[i]) -> \(alignedRow[i - 1]), "
            + "\(alignedRow[i]); " + context())
        XCTAssertLessThanOrEqual(
          abs(columnMiss),
          exact ? 0 : 2 * max(abs(alignedColumn[i - 1].minY), abs(alignedColumn[i].minY), 1).ulp,
          "column gap or overlap at \(i): \(alignedColumn[i - 1]), \(alignedColumn[i]); "
            + context())
      }
      for aligned in alignedRow + alignedColumn {
        XCTAssertGreaterThanOrEqual(aligned.size.width, 0, context())
        XCTAssertGreaterThanOrEqual(aligned.size.height, 0, context())
      }
    }
  }
}
