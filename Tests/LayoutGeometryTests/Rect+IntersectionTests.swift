import LayoutGeometry
import LayoutTestSupport
import XCTest

final class RectIntersectionTests: XCTestCase {
  private let square = Rect(x: 0, y: 0, width: 10, height: 10)
  /// The same area as `square`, stored from its bottom-right corner.
  private let flippedSquare = Rect(x: 10, y: 10, width: -10, height: -10)

  private let nonFiniteRects: [Rect] = [Double.nan, .infinity, -.infinity].flatMap { bad in
    [
      Rect(x: bad, y: 0, width: 10, height: 10), Rect(x: 0, y: bad, width: 10, height: 10),
      Rect(x: 0, y: 0, width: bad, height: 10), Rect(x: 0, y: 0, width: 10, height: bad),
    ]
  }

  // MARK: - intersects and intersection, hand-worked

  func testOverlappingRectsIntersectInTheirOverlap() {
    assertIntersection(
      square, Rect(x: 5, y: 5, width: 10, height: 10), is: Rect(x: 5, y: 5, width: 5, height: 5))
    assertIntersection(
      square, Rect(x: 9, y: -3, width: 5, height: 4), is: Rect(x: 9, y: 0, width: 1, height: 1))
    assertIntersection(
      flippedSquare, Rect(x: 15, y: 15, width: -10, height: -10),
      is: Rect(x: 5, y: 5, width: 5, height: 5))
  }

  func testRectsSharingOnlyAnEdgeDoNotIntersect() {
    for neighbour in [
      Rect(x: 10, y: 0, width: 5, height: 5), Rect(x: -5, y: 2, width: 5, height: 5),
      Rect(x: 0, y: 10, width: 10, height: 3), Rect(x: 3, y: -4, width: 2, height: 4),
      Rect(x: 15, y: 0, width: -5, height: 10),
    ] {
      assertNoIntersection(square, neighbour)
      assertNoIntersection(flippedSquare, neighbour)
    }
  }

  func testRectsSharingOnlyACornerDoNotIntersect() {
    for neighbour in [
      Rect(x: 10, y: 10, width: 5, height: 5), Rect(x: -5, y: -5, width: 5, height: 5),
      Rect(x: 10, y: -5, width: 5, height: 5), Rect(x: -5, y: 10, width: 5, height: 5),
    ] {
      assertNoIntersection(square, neighbour)
    }
  }

  func testDegenerateRectStrictlyInsideIntersects() {
    // A horizontal line, a vertical line, a line right across, and a point.
    assertIntersection(
      square, Rect(x: 2, y: 5, width: 6, height: 0), is: Rect(x: 2, y: 5, width: 6, height: 0))
    assertIntersection(
      square, Rect(x: 5, y: 2, width: 0, height: 6), is: Rect(x: 5, y: 2, width: 0, height: 6))
    assertIntersection(
      square, Rect(x: -5, y: 5, width: 20, height: 0), is: Rect(x: 0, y: 5, width: 10, height: 0))
    assertIntersection(
      square, Rect(x: 5, y: 5, width: 0, height: 0), is: Rect(x: 5, y: 5, width: 0, height: 0))
    assertIntersection(
      flippedSquare, Rect(x: 8, y: 5, width: -6, height: 0),
      is: Rect(x: 2, y: 5, width: 6, height: 0))
  }

  func testDegenerateRectAlongAnEdgeDoesNotIntersect() {
    for line in [
      Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 0, y: 10, width: 10, height: 0),
      Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 10, y: 0, width: 0, height: 10),
      Rect(x: 2, y: 10, width: 3, height: 0), Rect(x: -5, y: 0, width: 20, height: 0),
      Rect(x: 10, y: 5, width: 0, height: 0), Rect(x: 0, y: 0, width: 0, height: 0),
      Rect(x: 10, y: 10, width: 0, height: 0),
    ] {
      assertNoIntersection(square, line)
      assertNoIntersection(flippedSquare, line)
    }
  }

  func testDegenerateRectsWithEachOther() {
    // Two zero-size rects at the same point: no interior to share.
    assertNoIntersection(
      Rect(x: 5, y: 5, width: 0, height: 0), Rect(x: 5, y: 5, width: 0, height: 0))
    // Collinear overlapping lines: single points on the shared axis.
    assertNoIntersection(
      Rect(x: 0, y: 5, width: 10, height: 0), Rect(x: 2, y: 5, width: 3, height: 0))
    // A point in the middle of a line: a single point on both axes of the line's.
    assertNoIntersection(
      Rect(x: 0, y: 5, width: 10, height: 0), Rect(x: 5, y: 5, width: 0, height: 0))
    // Crossing lines: each is strictly inside the other on its degenerate
    // axis, so by the documented per-axis rule they intersect, at a point.
    assertIntersection(
      Rect(x: 5, y: 0, width: 0, height: 10), Rect(x: 0, y: 5, width: 10, height: 0),
      is: Rect(x: 5, y: 5, width: 0, height: 0))
    // Lines crossing at an end do not.
    assertNoIntersection(
      Rect(x: 5, y: 0, width: 0, height: 10), Rect(x: 5, y: 5, width: 10, height: 0))
  }

  func testContainedRectsIntersectInTheSmallerOne() {
    let inner = Rect(x: 2, y: 3, width: 4, height: 5)
    assertIntersection(square, inner, is: inner)
    assertIntersection(square, square, is: square)
    assertIntersection(flippedSquare, flippedSquare, is: square)
    assertIntersection(square, Rect(x: -1, y: -1, width: 12, height: 12), is: square)
    assertIntersection(
      square, Rect(x: 0, y: 0, width: 10, height: 4), is: Rect(x: 0, y: 0, width: 10, height: 4))
    assertIntersection(
      Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), square, is: square)
  }

  func testDisjointRectsDoNotIntersect() {
    assertNoIntersection(square, Rect(x: 11, y: 0, width: 5, height: 5))
    assertNoIntersection(square, Rect(x: 0, y: -20, width: 10, height: 5))
    // Overlapping on one axis only is not enough.
    assertNoIntersection(square, Rect(x: 2, y: 12, width: 3, height: 3))
  }

  func testNonFiniteRectsIntersectNothingAndDoNotTrap() {
    let infinite = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
    for bad in nonFiniteRects + [infinite] {
      assertNoIntersection(square, bad)
      assertNoIntersection(bad, bad)
      assertNoIntersection(Rect(x: 5, y: 5, width: 0, height: 0), bad)
    }
  }

  func testIntersectionStaysInsideBothRectsWhenTheDifferenceRounds() {
    // x overlap -5...-1.8: -5 + (-1.8 - -5) rounds to -1.7999999999999998,
    // past -1.8, so the width is rounded down by one ulp instead.
    let a = Rect(x: -5, y: 0, width: 10, height: 1)
    let b = Rect(x: -1.8, y: 0, width: -4, height: 1)
    XCTAssertGreaterThan(-5 + (-1.8 - -5.0), -1.8)
    let overlap = a.intersection(b)
    XCTAssertEqual(overlap, Rect(x: -5, y: 0, width: 3.2.nextDown, height: 1))
    XCTAssertTrue(overlap.map { a.contains($0) && b.contains($0) } ?? false)
    XCTAssertEqual(overlap?.maxX ?? 0, -1.8, accuracy: 1.8.ulp)
  }

  // MARK: - union, hand-worked

  func testUnionSpansBothRects() {
    XCTAssertEqual(
      square.union(Rect(x: 20, y: 5, width: 5, height: 10)), Rect(x: 0, y: 0, width: 25, height: 15)
    )
    XCTAssertEqual(square.union(Rect(x: 2, y: 2, width: 2, height: 2)), square)
    XCTAssertEqual(square.union(square), square)
    XCTAssertEqual(
      Rect(x: -3, y: 4, width: 1, height: 1).union(Rect(x: 2, y: -6, width: 1, height: 2)),
      Rect(x: -3, y: -6, width: 6, height: 11))
  }

  func testUnionContainsBothRectsWhenTheDifferenceRounds() {
    // y span -2.5...2.6: -2.5 + (2.6 - -2.5) rounds to 2.5999999999999996,
    // short of 2.6, so the height is rounded up by one ulp instead.
    let a = Rect(x: 5, y: -2.5, width: 6, height: 0)
    let b = Rect(x: 2.5, y: 0.1, width: 4.5, height: 2.5)
    XCTAssertLessThan(-2.5 + (b.maxY - -2.5), b.maxY)
    let union = a.union(b)
    XCTAssertEqual(union, Rect(x: 2.5, y: -2.5, width: 8.5, height: (b.maxY + 2.5).nextUp))
    XCTAssertTrue(union.contains(a) && union.contains(b))
    XCTAssertEqual(union.maxY, b.maxY, accuracy: b.maxY.ulp)
  }

  func testUnionIsStandardised() {
    XCTAssertEqual(
      flippedSquare.union(Rect(x: 25, y: 15, width: -5, height: -10)),
      Rect(x: 0, y: 0, width: 25, height: 15))
    XCTAssertEqual(flippedSquare.union(flippedSquare), square)
  }

  func testUnionCountsZeroSizeRects() {
    XCTAssertEqual(
      square.union(Rect(x: 20, y: 30, width: 0, height: 0)), Rect(x: 0, y: 0, width: 20, height: 30)
    )
    XCTAssertEqual(
      Rect.zero.union(Rect(x: 5, y: 5, width: 1, height: 1)), Rect(x: 0, y: 0, width: 6, height: 6))
    XCTAssertEqual(
      Rect(x: 1, y: 1, width: 0, height: 0).union(Rect(x: 3, y: 4, width: 0, height: 0)),
      Rect(x: 1, y: 1, width: 2, height: 3))
    XCTAssertEqual(
      Rect(x: 1, y: 1, width: 0, height: 0).union(Rect(x: 1, y: 1, width: 0, height: 0)),
      Rect(x: 1, y: 1, width: 0, height: 0))
  }

  func testUnionIgnoresNonFiniteRects() {
    let finite = Rect(x: 4, y: 6, width: -3, height: 2)
    for bad in nonFiniteRects {
      XCTAssertEqual(finite.union(bad), Rect(x: 1, y: 6, width: 3, height: 2), "\(bad)")
      XCTAssertEqual(bad.union(finite), Rect(x: 1, y: 6, width: 3, height: 2), "\(bad)")
      XCTAssertEqual(bad.union(bad), .zero, "\(bad)")
      XCTAssertEqual(bad.union(nonFiniteRects[0]), .zero, "\(bad)")
    }
  }

  func testUnionAndIntersectionOfHugeFiniteRectsAreNeverNaN() {
    // Edges past the largest Double overflow to infinity: the result can be
    // infinite, but never NaN.
    let huge = Rect(x: 1e308, y: -1e308, width: 1e308, height: -1e308)
    let other = Rect(x: -1e308, y: 1e308, width: -1e308, height: 1e308)
    let union = huge.union(other)
    XCTAssertEqual(union.minX, -.infinity)
    for component in [union.origin.x, union.origin.y, union.size.width, union.size.height] {
      XCTAssertFalse(component.isNaN, "\(union)")
    }
    let overlap = huge.intersection(Rect(x: 1.5e308, y: -1.5e308, width: 1e308, height: 1))
    XCTAssertNotNil(overlap)
    XCTAssertFalse(overlap.map { $0.size.width.isNaN || $0.size.height.isNaN } ?? true)
  }

  // MARK: - contains(Point), hand-worked

  func testContainsPointIsHalfOpenOnAllFourEdges() {
    // minX 2, maxX 8, minY 4, maxY 12, stored both ways round.
    for rect in [Rect(x: 2, y: 4, width: 6, height: 8), Rect(x: 8, y: 12, width: -6, height: -8)] {
      let inside: [Point] = [
        Point(x: 2, y: 4), Point(x: 5, y: 4), Point(x: 2, y: 9), Point(x: 5, y: 8),
        Point(x: 8.nextDown, y: 12.nextDown), Point(x: 8.nextDown, y: 4),
        Point(x: 2, y: 12.nextDown),
      ]
      let outside: [Point] = [
        Point(x: 8, y: 4), Point(x: 8, y: 9), Point(x: 2, y: 12), Point(x: 5, y: 12),
        Point(x: 8, y: 12), Point(x: 2.nextDown, y: 9), Point(x: 5, y: 4.nextDown),
        Point(x: 0, y: 0), Point(x: 20, y: 9),
      ]
      for point in inside { XCTAssertTrue(rect.contains(point), "\(rect) should contain \(point)") }
      for point in outside {
        XCTAssertFalse(rect.contains(point), "\(rect) should not contain \(point)")
      }
    }
  }

  func testZeroSizeRectContainsNoPoint() {
    for rect in [
      Rect(x: 5, y: 5, width: 0, height: 0), Rect(x: 5, y: 0, width: 0, height: 10),
      Rect(x: 0, y: 5, width: 10, height: 0),
    ] {
      for point in [Point(x: 5, y: 5), rect.origin, Point(x: 5, y: 0), Point(x: 0, y: 5)] {
        XCTAssertFalse(rect.contains(point), "\(rect) contains \(point)")
      }
    }
  }

  func testNonFinitePointsAndRectsContainNothing() {
    for bad in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(square.contains(Point(x: bad, y: 5)))
      XCTAssertFalse(square.contains(Point(x: 5, y: bad)))
    }
    for bad in nonFiniteRects {
      XCTAssertFalse(bad.contains(Point(x: 5, y: 5)), "\(bad)")
      XCTAssertFalse(bad.contains(Point(x: 0, y: 0)), "\(bad)")
    }
    let infinite = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
    XCTAssertFalse(infinite.contains(Point(x: 0, y: 0)))
  }

  func testTouchingRectsShareEveryPointExactlyOnce() {
    // A 3 x 3 grid of touching cells with uneven edges: each point of the
    // covered area, edges included, belongs to exactly one cell.
    let xs: [Double] = [-1.5, 0, 2.5, 3]
    let ys: [Double] = [1, 1.25, 4, 6.5]
    var cells: [Rect] = []
    for column in 0..<3 {
      for row in 0..<3 {
        cells.append(Rect(minX: xs[column], minY: ys[row], maxX: xs[column + 1], maxY: ys[row + 1]))
      }
    }
    for x in stride(from: -1.5, to: 3, by: 0.25) {
      for y in stride(from: 1, to: 6.5, by: 0.25) {
        let point = Point(x: x, y: y)
        XCTAssertEqual(cells.filter { $0.contains(point) }.count, 1, "\(point)")
      }
    }
  }

  // MARK: - contains(Rect), hand-worked

  func testContainsRectIsClosed() {
    let rect = Rect(x: 2, y: 4, width: 6, height: 8)
    let flipped = Rect(x: 8, y: 12, width: -6, height: -8)
    let inside: [Rect] = [
      rect, flipped, Rect(x: 3, y: 5, width: 1, height: 1), Rect(x: 2, y: 4, width: 3, height: 8),
      Rect(x: 5, y: 4, width: 3, height: 8), Rect(x: 8, y: 12, width: 0, height: 0),
      Rect(x: 2, y: 4, width: 0, height: 0), Rect(x: 2, y: 12, width: 6, height: 0),
      Rect(x: 8, y: 12, width: -2, height: -3),
    ]
    let outside: [Rect] = [
      Rect(minX: 2, minY: 4, maxX: 8.0.nextUp, maxY: 12),
      Rect(x: 2.0.nextDown, y: 4, width: 1, height: 1),
      Rect(x: 1, y: 3, width: 8, height: 10), Rect(x: 20, y: 20, width: 1, height: 1),
      Rect(x: 8, y: 12, width: 1, height: 1), Rect(x: 8.5, y: 8, width: 0, height: 0),
    ]
    for container in [rect, flipped] {
      for other in inside { XCTAssertTrue(container.contains(other), "\(container) ⊇ \(other)") }
      for other in outside { XCTAssertFalse(container.contains(other), "\(container) ⊉ \(other)") }
    }
    // A zero-size rect contains itself, though it contains no point.
    let dot = Rect(x: 5, y: 5, width: 0, height: 0)
    XCTAssertTrue(dot.contains(dot))
    XCTAssertFalse(dot.contains(dot.origin))
  }

  func testContainsRectIsFalseForNonFiniteRectsOnEitherSide() {
    let infinite = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
    for bad in nonFiniteRects + [infinite] {
      XCTAssertFalse(square.contains(bad), "\(bad)")
      XCTAssertFalse(bad.contains(square), "\(bad)")
      XCTAssertFalse(bad.contains(bad), "\(bad)")
    }
  }

  // MARK: - Randomized comparison with the brute-force reference

  func testAgreesWithBruteForceReferenceOnRandomGridPairs() {
    let seed: UInt64 = 0x5EED_0002_0001
    var fuzzer = GeometryFuzzer(seed: seed)
    var counts = (intersecting: 0, touching: 0, degenerate: 0, negative: 0, nonFinite: 0, huge: 0)
    for index in 0..<RandomSweep.count(2_000) {
      let (a, b) = fuzzer.rectPair()
      func context() -> String { "seed \(seed), case \(index): \(a) and \(b)" }
      let intersects = a.intersects(b)
      XCTAssertEqual(intersects, GeometryReference.intersects(a, b), context())
      XCTAssertEqual(b.intersects(a), intersects, "symmetry, " + context())
      let intersection = a.intersection(b)
      XCTAssertEqual(intersection, GeometryReference.intersection(a, b), context())
      XCTAssertEqual(intersection != nil, intersects, context())
      XCTAssertEqual(b.intersection(a), intersection, "symmetry, " + context())
      let union = a.union(b)
      XCTAssertEqual(union, GeometryReference.union(a, b), context())
      XCTAssertEqual(b.union(a), union, "symmetry, " + context())
      XCTAssertFalse(union.origin.x.isNaN || union.size.width.isNaN, context())
      XCTAssertFalse(union.origin.y.isNaN || union.size.height.isNaN, context())
      XCTAssertEqual(a.contains(b), GeometryReference.contains(a, b), context())
      for _ in 0..<3 {
        let point = fuzzer.point(near: a)
        XCTAssertEqual(
          a.contains(point), GeometryReference.contains(a, point), "\(point), " + context())
      }

      // Invariants that hold exactly while no edge overflows.
      let edges = [a.minX, a.maxX, a.minY, a.maxY, b.minX, b.maxX, b.minY, b.maxY]
      let moderate = edges.allSatisfy { abs($0) < 1e100 }
      if moderate, let overlap = intersection {
        XCTAssertTrue(a.contains(overlap) && b.contains(overlap), context())
        XCTAssertEqual(overlap, overlap.standardized, context())
      }
      if moderate {
        XCTAssertTrue(union.contains(a) && union.contains(b), context())
        // A rect with area inside another shares its interior. (Not
        // `!isEmpty`: a subnormal height vanishes from `origin + size`.)
        if a.contains(b), b.maxX > b.minX, b.maxY > b.minY { XCTAssertTrue(intersects, context()) }
      }

      if intersects { counts.intersecting += 1 }
      if !intersects, a.isFinite, b.isFinite, a.minX <= b.maxX, b.minX <= a.maxX,
        a.minY <= b.maxY, b.minY <= a.maxY
      {
        counts.touching += 1
      }
      if a.isFinite, a.isEmpty { counts.degenerate += 1 }
      if a.size.width < 0 || a.size.height < 0 { counts.negative += 1 }
      if !a.isFinite || !b.isFinite { counts.nonFinite += 1 }
      if !moderate, a.isFinite, b.isFinite { counts.huge += 1 }
    }
    // The generator must actually reach every kind of case.
    let context = "seed \(seed): \(counts)"
    XCTAssertGreaterThan(counts.intersecting, RandomSweep.count(150), context)
    XCTAssertGreaterThan(counts.touching, RandomSweep.count(200), context)
    XCTAssertGreaterThan(counts.degenerate, RandomSweep.count(200), context)
    XCTAssertGreaterThan(counts.negative, RandomSweep.count(500), context)
    XCTAssertGreaterThan(counts.nonFinite, RandomSweep.count(100), context)
    XCTAssertGreaterThan(counts.huge, RandomSweep.count(100), context)
  }

  func testAgreesWithBruteForceReferenceOffTheGrid() {
    // Arbitrary doubles: rounding in `origin + size` must be handled alike.
    let seed: UInt64 = 0x5EED_0002_0002
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(2_500) {
      let scale = fuzzer.element(of: [1e-300, 1e-3, 1, 1e3, 1e150])
      func value() -> Double { fuzzer.double(in: -10..<10) * scale }
      let a = Rect(x: value(), y: value(), width: value(), height: value())
      let b = Rect(x: value(), y: value(), width: value(), height: value())
      func context() -> String { "seed \(seed), case \(index): \(a) and \(b)" }
      XCTAssertEqual(a.intersects(b), GeometryReference.intersects(a, b), context())
      XCTAssertEqual(a.intersection(b), GeometryReference.intersection(a, b), context())
      XCTAssertEqual(a.union(b), GeometryReference.union(a, b), context())
      XCTAssertEqual(a.contains(b), GeometryReference.contains(a, b), context())
      let point = Point(x: value(), y: value())
      XCTAssertEqual(a.contains(point), GeometryReference.contains(a, point), context())
      XCTAssertEqual(a.contains(a.origin), GeometryReference.contains(a, a.origin), context())
    }
  }

  // MARK: - Helpers

  private func assertIntersection(
    _ a: Rect, _ b: Rect, is expected: Rect, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(a.intersects(b), "\(a) ∩ \(b)", file: file, line: line)
    XCTAssertTrue(b.intersects(a), "\(b) ∩ \(a)", file: file, line: line)
    XCTAssertEqual(a.intersection(b), expected, "\(a) ∩ \(b)", file: file, line: line)
    XCTAssertEqual(b.intersection(a), expected, "\(b) ∩ \(a)", file: file, line: line)
    XCTAssertTrue(GeometryReference.intersects(a, b), "reference", file: file, line: line)
  }

  private func assertNoIntersection(
    _ a: Rect, _ b: Rect, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertFalse(a.intersects(b), "\(a) ∩ \(b)", file: file, line: line)
    XCTAssertFalse(b.intersects(a), "\(b) ∩ \(a)", file: file, line: line)
    XCTAssertNil(a.intersection(b), "\(a) ∩ \(b)", file: file, line: line)
    XCTAssertNil(b.intersection(a), "\(b) ∩ \(a)", file: file, line: line)
    XCTAssertFalse(GeometryReference.intersects(a, b), "reference", file: file, line: line)
  }
}
