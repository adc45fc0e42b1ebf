import LayoutGeometry
import LayoutTestSupport
import XCTest

final class RotatedRectTests: XCTestCase {
  /// √2 / 2, the cosine of π/4.
  private let r = 2.0.squareRoot() / 2
  private let tall = Rect(x: 0, y: 0, width: 10, height: 20)
  private let centre = Point(x: 0.5, y: 0.5)
  /// A wheel item: the anchor lies far below the frame, at the wheel's hub.
  private let wheelItem = Rect(x: 100, y: 0, width: 40, height: 60)
  private let hub = Point(x: 0.5, y: 3.39)

  // MARK: - Pivot

  func testInitialiserDefaultsToTheCentreAnchor() {
    let rotated = RotatedRect(frame: tall, angle: 1)
    XCTAssertEqual(rotated.anchorPoint, centre)
    XCTAssertEqual(rotated.frame, tall)
    XCTAssertEqual(rotated.angle, 1)
  }

  func testPivotIsTheAnchorInTheStandardisedFrame() {
    XCTAssertEqual(RotatedRect(frame: tall, angle: 0).pivot, Point(x: 5, y: 10))
    XCTAssertEqual(RotatedRect(frame: tall, angle: 0, anchorPoint: .zero).pivot, .zero)
    let flipped = Rect(x: 10, y: 20, width: -10, height: -20)
    XCTAssertEqual(
      RotatedRect(frame: flipped, angle: 2, anchorPoint: Point(x: 1, y: 0)).pivot,
      Point(x: 10, y: 0))
    let wheel = RotatedRect(frame: wheelItem, angle: 0.3, anchorPoint: hub)
    assertEqual(wheel.pivot, Point(x: 120, y: 203.4))
  }

  // MARK: - Corners and bounding boxes, hand-worked

  func testAngleZeroIsTheFrameExactlyWhateverTheAnchor() {
    let frame = Rect(x: 10.1, y: 20.3, width: -3.7, height: 0.9)
    for anchor in [centre, .zero, hub, Point(x: -7, y: 1e6)] {
      let rotated = RotatedRect(frame: frame, angle: 0, anchorPoint: anchor)
      XCTAssertEqual(rotated.corners, GeometryPolygon.corners(of: frame))
      XCTAssertEqual(rotated.boundingBox, frame.standardized)
      XCTAssertEqual(rotated.center, frame.center)
      XCTAssertEqual(rotated.rotated(Point(x: 3, y: 4)), Point(x: 3, y: 4))
    }
  }

  func testQuarterTurnAboutTheCentre() {
    // Clockwise on a y-down screen: the top-left corner goes to the top right.
    let rotated = RotatedRect(frame: tall, angle: .pi / 2)
    assertCorners(
      of: rotated,
      [Point(x: 15, y: 5), Point(x: 15, y: 15), Point(x: -5, y: 15), Point(x: -5, y: 5)])
    assertEqual(rotated.boundingBox, Rect(x: -5, y: 5, width: 20, height: 10))
    assertEqual(rotated.center, Point(x: 5, y: 10))
  }

  func testHalfTurnAboutTheCentre() {
    let rotated = RotatedRect(frame: tall, angle: .pi)
    assertCorners(
      of: rotated,
      [Point(x: 10, y: 20), Point(x: 0, y: 20), Point(x: 0, y: 0), Point(x: 10, y: 0)])
    assertEqual(rotated.boundingBox, tall)
  }

  func testMinusEighthTurnAboutTheCentre() {
    // Counter-clockwise on screen by 45°: (dx, dy) -> (r(dx + dy), r(dy - dx))
    // about the pivot (5, 10).
    let rotated = RotatedRect(frame: tall, angle: -.pi / 4)
    assertCorners(
      of: rotated,
      [
        Point(x: 5 - 15 * r, y: 10 - 5 * r), Point(x: 5 - 5 * r, y: 10 - 15 * r),
        Point(x: 5 + 15 * r, y: 10 + 5 * r), Point(x: 5 + 5 * r, y: 10 + 15 * r),
      ])
    assertEqual(
      rotated.boundingBox, Rect(x: 5 - 15 * r, y: 10 - 15 * r, width: 30 * r, height: 30 * r))
  }

  func testTurnsAboutTheTopLeftCorner() {
    let quarter = RotatedRect(frame: tall, angle: .pi / 2, anchorPoint: .zero)
    assertCorners(
      of: quarter,
      [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: -20, y: 10), Point(x: -20, y: 0)])
    assertEqual(quarter.boundingBox, Rect(x: -20, y: 0, width: 20, height: 10))
    assertEqual(quarter.center, Point(x: -10, y: 5))

    let half = RotatedRect(frame: tall, angle: .pi, anchorPoint: .zero)
    assertCorners(
      of: half,
      [Point(x: 0, y: 0), Point(x: -10, y: 0), Point(x: -10, y: -20), Point(x: 0, y: -20)])
    assertEqual(half.boundingBox, Rect(x: -10, y: -20, width: 10, height: 20))

    let eighth = RotatedRect(frame: tall, angle: -.pi / 4, anchorPoint: .zero)
    assertCorners(
      of: eighth,
      [
        Point(x: 0, y: 0), Point(x: 10 * r, y: -10 * r), Point(x: 30 * r, y: 10 * r),
        Point(x: 20 * r, y: 20 * r),
      ])
    assertEqual(eighth.boundingBox, Rect(x: 0, y: -10 * r, width: 30 * r, height: 30 * r))
  }

  func testTurnsAboutAnAnchorOutsideTheFrameAsOnAWheel() {
    // Pivot (120, 203.4); the item is 40 x 60 and sits 143.4 above it.
    let quarter = RotatedRect(frame: wheelItem, angle: .pi / 2, anchorPoint: hub)
    assertCorners(
      of: quarter,
      [
        Point(x: 323.4, y: 183.4), Point(x: 323.4, y: 223.4),
        Point(x: 263.4, y: 223.4), Point(x: 263.4, y: 183.4),
      ])
    assertEqual(quarter.boundingBox, Rect(x: 263.4, y: 183.4, width: 60, height: 40))

    let half = RotatedRect(frame: wheelItem, angle: .pi, anchorPoint: hub)
    assertCorners(
      of: half,
      [
        Point(x: 140, y: 406.8), Point(x: 100, y: 406.8),
        Point(x: 100, y: 346.8), Point(x: 140, y: 346.8),
      ])
    assertEqual(half.boundingBox, Rect(x: 100, y: 346.8, width: 40, height: 60))

    // Counter-clockwise by 45°: the item swings up the left side of the hub.
    let eighth = RotatedRect(frame: wheelItem, angle: -.pi / 4, anchorPoint: hub)
    assertCorners(
      of: eighth,
      [
        Point(x: 120 - 223.4 * r, y: 203.4 - 183.4 * r),
        Point(x: 120 - 183.4 * r, y: 203.4 - 223.4 * r),
        Point(x: 120 - 123.4 * r, y: 203.4 - 163.4 * r),
        Point(x: 120 - 163.4 * r, y: 203.4 - 123.4 * r),
      ])
    assertEqual(
      eighth.boundingBox,
      Rect(x: 120 - 223.4 * r, y: 203.4 - 223.4 * r, width: 100 * r, height: 100 * r))
  }

  func testPositiveAnglesTurnClockwiseOnScreen() {
    // A point to the right of the pivot moves down for a small positive turn.
    let rotated = RotatedRect(frame: Rect(x: 0, y: 0, width: 2, height: 2), angle: 0.1)
    let moved = rotated.rotated(Point(x: 2, y: 1))
    XCTAssertLessThan(moved.x, 2)
    XCTAssertGreaterThan(moved.y, 1)
  }

  func testNegativeSizedFramesTurnLikeTheirStandardisedForm() {
    let flipped = Rect(x: 10, y: 20, width: -10, height: -20)
    for angle in [0.7, -2, .pi / 2] {
      for anchor in [centre, hub, .zero] {
        let a = RotatedRect(frame: flipped, angle: angle, anchorPoint: anchor)
        let b = RotatedRect(frame: tall, angle: angle, anchorPoint: anchor)
        XCTAssertEqual(a.corners, b.corners)
        XCTAssertEqual(a.boundingBox, b.boundingBox)
      }
    }
  }

  // MARK: - Invariants on random rotated rects

  func testPivotStaysFixedAndCornersMatchTheBruteForceRotation() {
    let seed: UInt64 = 0x5EED_0002_0006
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    for index in 0..<RandomSweep.count(1_500) {
      let rotated = fuzzer.rotatedRect()
      func context() -> String { "seed \(seed), case \(index): \(rotated)" }
      // The pivot depends only on the frame and anchor, and is a fixed point.
      XCTAssertEqual(rotated.rotated(rotated.pivot), rotated.pivot, context())
      var unturned = rotated
      unturned.angle = 0
      XCTAssertEqual(unturned.pivot, rotated.pivot, context())

      let expected = GeometryPolygon.rotatedCorners(
        frame: rotated.frame, angle: rotated.angle, anchor: rotated.anchorPoint)
      let tolerance = 1e-12 * (1 + scaleOf(rotated))
      XCTAssertEqual(rotated.corners.count, 4)
      for (corner, want) in zip(rotated.corners, expected) {
        assertEqual(corner, want, accuracy: tolerance, context())
      }
      XCTAssertEqual(
        rotated.corners,
        [rotated.topLeft, rotated.topRight, rotated.bottomRight, rotated.bottomLeft], context())
      // Rotation keeps every corner's distance to the pivot.
      for (corner, original) in zip(rotated.corners, GeometryPolygon.corners(of: rotated.frame)) {
        XCTAssertEqual(
          GeometryPolygon.distance(corner, rotated.pivot),
          GeometryPolygon.distance(original, rotated.pivot), accuracy: tolerance, context())
      }
      assertEqual(
        rotated.center, rotated.rotated(rotated.frame.center), accuracy: tolerance, context())
      // The bounding box is the span of the corners.
      let xs = rotated.corners.map(\.x)
      let ys = rotated.corners.map(\.y)
      assertEqual(
        rotated.boundingBox,
        Rect(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!),
        accuracy: tolerance, context())
    }
  }

  // MARK: - contains(Point)

  func testContainsPointAfterAQuarterTurn() {
    // The 10 x 20 frame turned about its centre covers x -5...15, y 5...15.
    let rotated = RotatedRect(frame: tall, angle: .pi / 2)
    for point in [
      Point(x: 0, y: 10), Point(x: 14, y: 6), Point(x: -4.9, y: 14.9), Point(x: 5, y: 10),
    ] {
      XCTAssertTrue(rotated.contains(point), "\(point)")
    }
    for point in [Point(x: 5, y: 2), Point(x: 5, y: 18), Point(x: -6, y: 10), Point(x: 16, y: 10)] {
      XCTAssertFalse(rotated.contains(point), "\(point)")
    }
  }

  func testContainsPointAfterAQuarterTurnAboutTheTopLeftCorner() {
    // Covers x -20...0, y 0...10: the frame's bottom edge is now on the left.
    let rotated = RotatedRect(frame: tall, angle: .pi / 2, anchorPoint: .zero)
    XCTAssertTrue(rotated.contains(Point(x: -15, y: 2)))
    XCTAssertTrue(rotated.contains(Point(x: -1, y: 9)))
    XCTAssertFalse(rotated.contains(Point(x: 15, y: 2)))
    XCTAssertFalse(rotated.contains(Point(x: 2, y: 15)))
    XCTAssertFalse(rotated.contains(Point(x: -15, y: -2)))
  }

  func testContainsPointAboutAWheelHub() {
    let rotated = RotatedRect(frame: wheelItem, angle: .pi / 2, anchorPoint: hub)
    XCTAssertTrue(rotated.contains(Point(x: 290, y: 200)))
    XCTAssertFalse(rotated.contains(Point(x: 120, y: 30)))
    XCTAssertFalse(rotated.contains(Point(x: 290, y: 230)))
  }

  func testContainsPointAtAngleZeroIsExactlyRectContains() {
    let seed: UInt64 = 0x5EED_0002_0007
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(2_500) {
      let frame = fuzzer.rect()
      let anchor = fuzzer.chance(0.5) ? centre : Point(x: fuzzer.gridValue(), y: fuzzer.gridValue())
      let rotated = RotatedRect(frame: frame, angle: 0, anchorPoint: anchor)
      for _ in 0..<3 {
        let point = fuzzer.point(near: frame)
        XCTAssertEqual(
          rotated.contains(point), frame.contains(point),
          "seed \(seed), case \(index): \(rotated) and \(point)")
      }
    }
  }

  func testContainsPointAgreesWithTheBruteForcePolygon() {
    let seed: UInt64 = 0x5EED_0002_0008
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var decided = (inside: 0, outside: 0, skipped: 0)
    for index in 0..<RandomSweep.count(1_500) {
      let rotated = fuzzer.rotatedRect()
      let corners = GeometryPolygon.rotatedCorners(
        frame: rotated.frame, angle: rotated.angle, anchor: rotated.anchorPoint)
      let box = rotated.boundingBox
      if rotated.frame.isEmpty {
        // Half-open on a zero extent: a degenerate rotated rect holds no point.
        XCTAssertFalse(rotated.contains(rotated.center), "seed \(seed), case \(index): \(rotated)")
        XCTAssertFalse(rotated.contains(corners[0]), "seed \(seed), case \(index): \(rotated)")
        continue
      }
      for _ in 0..<4 {
        let point = Point(
          x: box.minX + fuzzer.double(in: -0.2..<1.2) * box.width,
          y: box.minY + fuzzer.double(in: -0.2..<1.2) * box.height)
        func context() -> String { "seed \(seed), case \(index): \(rotated) and \(point)" }
        let contains = rotated.contains(point)
        guard
          let expected = GeometryPolygon.convexPolygon(
            corners, contains: point, tolerance: 1e-9 * (1 + scaleOf(rotated)))
        else {
          decided.skipped += 1
          continue
        }
        XCTAssertEqual(contains, expected, context())
        if expected { decided.inside += 1 } else { decided.outside += 1 }
        // Turning by whole turns does not change a clear-cut answer.
        for turns in [-2.0, 1, 3] {
          var turned = rotated
          turned.angle += turns * 2 * .pi
          XCTAssertEqual(turned.contains(point), expected, "\(turns) turns, " + context())
        }
      }
    }
    XCTAssertGreaterThan(decided.inside, 1_000, "seed \(seed): \(decided)")
    XCTAssertGreaterThan(decided.outside, 1_000, "seed \(seed): \(decided)")
    XCTAssertLessThan(decided.skipped, 600, "seed \(seed): \(decided)")
  }

  // MARK: - intersects(Rect)

  func testIntersectsADiamondNeedsTheRotatedAxes() {
    // The 10 x 10 square turned 45° about (5, 5): a diamond whose lower-right
    // edge is the line x + y = 10 + 5√2 ≈ 17.07. Each rect below overlaps the
    // diamond's bounding box; only the rotated axes can tell them apart.
    let diamond = RotatedRect(frame: Rect(x: 0, y: 0, width: 10, height: 10), angle: .pi / 4)
    XCTAssertTrue(diamond.intersects(Rect(x: 8, y: 8, width: 5, height: 5)))
    XCTAssertFalse(diamond.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    XCTAssertFalse(diamond.intersects(Rect(x: 12, y: 12, width: 5, height: 5)))
    XCTAssertFalse(diamond.intersects(Rect(x: -7, y: -7, width: 5, height: 5)))
    XCTAssertTrue(diamond.intersects(Rect(x: -7, y: 4, width: 5, height: 2)))
    XCTAssertFalse(diamond.intersects(Rect(x: 12.2, y: 0, width: 5, height: 10)))
    // Containment either way.
    XCTAssertTrue(diamond.intersects(Rect(x: 4, y: 4, width: 2, height: 2)))
    XCTAssertTrue(diamond.intersects(Rect(x: -100, y: -100, width: 200, height: 200)))
  }

  func testIntersectsOnAWheel() {
    // The item turned a quarter about the hub covers x 263.4...323.4, y 183.4...223.4.
    let item = RotatedRect(frame: wheelItem, angle: .pi / 2, anchorPoint: hub)
    XCTAssertTrue(item.intersects(Rect(x: 300, y: 150, width: 100, height: 40)))
    XCTAssertFalse(item.intersects(Rect(x: 100, y: 0, width: 40, height: 60)))
    XCTAssertFalse(item.intersects(Rect(x: 0, y: 0, width: 263, height: 1000)))
  }

  func testIntersectsWithDegenerateShapes() {
    let diamond = RotatedRect(frame: Rect(x: 0, y: 0, width: 10, height: 10), angle: .pi / 4)
    // A point or a line strictly inside the diamond.
    XCTAssertTrue(diamond.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
    XCTAssertTrue(diamond.intersects(Rect(x: 3, y: 5, width: 4, height: 0)))
    XCTAssertTrue(diamond.intersects(Rect(x: -20, y: 5, width: 40, height: 0)))
    // A line that misses it, and a point outside near a corner.
    XCTAssertFalse(diamond.intersects(Rect(x: 0, y: 0, width: 1, height: 0)))
    XCTAssertFalse(diamond.intersects(Rect(x: 13, y: 5, width: 0, height: 0)))
    // A turned segment across a square, and one beside it.
    let segment = RotatedRect(frame: Rect(x: 0, y: 5, width: 10, height: 0), angle: .pi / 3)
    XCTAssertTrue(segment.intersects(Rect(x: 0, y: 0, width: 10, height: 10)))
    XCTAssertFalse(segment.intersects(Rect(x: 20, y: 0, width: 10, height: 10)))
    // A turned segment crossing an axis-aligned line at (5, 5): like two
    // crossing zero-width rects, they intersect under the per-axis rule.
    XCTAssertTrue(segment.intersects(Rect(x: 5, y: 0, width: 0, height: 10)))
  }

  func testIntersectsAtAngleZeroIsExactlyRectIntersects() {
    let seed: UInt64 = 0x5EED_0002_0009
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(5_000) {
      let (frame, rect) = fuzzer.rectPair()
      let anchor = fuzzer.chance(0.5) ? centre : Point(x: fuzzer.gridValue(), y: fuzzer.gridValue())
      XCTAssertEqual(
        RotatedRect(frame: frame, angle: 0, anchorPoint: anchor).intersects(rect),
        frame.intersects(rect), "seed \(seed), case \(index): \(frame), \(anchor) and \(rect)")
    }
  }

  func testIntersectsAgreesWithPolygonClipping() {
    let seed: UInt64 = 0x5EED_0002_000A
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var decided = (overlapping: 0, separate: 0, skipped: 0, degenerate: 0)
    for index in 0..<RandomSweep.count(3_000) {
      var rotated = fuzzer.rotatedRect()
      var rect = fuzzer.rect()
      if fuzzer.chance(2.0 / 3.0) {
        // Most rects start near the rotated one, on the half-point grid, so
        // that they overlap, touch and miss in similar numbers.
        let box = rotated.boundingBox
        rect.origin = Point(
          x: ((box.minX + fuzzer.double(in: -0.5..<1.5) * box.width) * 2).rounded() / 2,
          y: ((box.minY + fuzzer.double(in: -0.5..<1.5) * box.height) * 2).rounded() / 2)
      }
      // Degenerate shapes only where a turned segment cannot lie along an
      // edge, which would make the clipped measure itself ambiguous.
      let degenerate = rotated.frame.isEmpty || rect.isEmpty
      if degenerate {
        rotated.angle = fuzzer.element(of: [-1, 1]) * fuzzer.double(in: 0.05..<(.pi / 2 - 0.05))
        if rotated.frame.isEmpty, rect.isEmpty { rect.size = Size(width: 3, height: -2.5) }
      }
      let corners = GeometryPolygon.rotatedCorners(
        frame: rotated.frame, angle: rotated.angle, anchor: rotated.anchorPoint)
      func context() -> String { "seed \(seed), case \(index): \(rotated) and \(rect)" }
      let intersects = rotated.intersects(rect)
      guard
        let expected = GeometryPolygon.rotatedFrame(
          corners: corners, frameSize: rotated.frame.size, overlaps: rect, tolerance: 1e-9)
      else {
        decided.skipped += 1
        continue
      }
      XCTAssertEqual(intersects, expected, context())
      if expected { decided.overlapping += 1 } else { decided.separate += 1 }
      if degenerate { decided.degenerate += 1 }
      // Whole turns give the same clear-cut answer.
      for turns in [-1.0, 1, 4] {
        var turned = rotated
        turned.angle += turns * 2 * .pi
        XCTAssertEqual(turned.intersects(rect), expected, "\(turns) turns, " + context())
      }
    }
    let context = "seed \(seed): \(decided)"
    XCTAssertGreaterThan(decided.overlapping, 500, context)
    XCTAssertGreaterThan(decided.separate, 750, context)
    XCTAssertGreaterThan(decided.degenerate, 250, context)
    XCTAssertLessThan(decided.skipped, 450 * RandomSweep.factor, context)
  }

  // MARK: - Non-finite input

  func testNonFiniteRotatedRectsContainAndIntersectNothing() {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)
    var bad: [RotatedRect] = []
    for value in [Double.nan, .infinity, -.infinity] {
      bad.append(RotatedRect(frame: square, angle: value))
      bad.append(RotatedRect(frame: Rect(x: value, y: 0, width: 10, height: 10), angle: 1))
      bad.append(RotatedRect(frame: Rect(x: 0, y: 0, width: 10, height: value), angle: 0))
      bad.append(RotatedRect(frame: square, angle: 0.5, anchorPoint: Point(x: value, y: 0.5)))
      bad.append(RotatedRect(frame: square, angle: 0, anchorPoint: Point(x: 0.5, y: value)))
    }
    for rotated in bad {
      XCTAssertFalse(rotated.isFinite, "\(rotated)")
      XCTAssertFalse(rotated.contains(Point(x: 5, y: 5)), "\(rotated)")
      XCTAssertFalse(rotated.intersects(square), "\(rotated)")
      XCTAssertFalse(
        rotated.intersects(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)), "\(rotated)")
      // Documented: corners and bounding box are then not finite.
      XCTAssertFalse(rotated.boundingBox.isFinite, "\(rotated)")
      XCTAssertFalse(rotated.corners.allSatisfy(\.isFinite), "\(rotated)")
    }
    let good = RotatedRect(frame: square, angle: 0.5)
    for value in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(good.contains(Point(x: value, y: 5)))
      XCTAssertFalse(good.intersects(Rect(x: 0, y: 0, width: value, height: 1)))
      XCTAssertFalse(good.intersects(Rect(x: value, y: 0, width: 1, height: 1)))
    }
  }

  func testHugeFiniteInputDoesNotTrap() {
    for rotated in [
      RotatedRect(frame: Rect(x: 1e308, y: -1e308, width: 1e308, height: 1e308), angle: 1),
      RotatedRect(frame: Rect(x: 0, y: 0, width: 1, height: 1), angle: 1e300),
      RotatedRect(
        frame: Rect(x: 0, y: 0, width: 1, height: 1), angle: 1,
        anchorPoint: Point(x: 1e308, y: -1e308)),
    ] {
      _ = rotated.boundingBox
      _ = rotated.corners
      _ = rotated.contains(Point(x: 0, y: 0))
      _ = rotated.intersects(Rect(x: -1e308, y: -1e308, width: 1e308, height: 1e308))
    }
  }

  // MARK: - Codable, Hashable

  func testCodableRoundTripAndWireFormat() throws {
    let rotated = RotatedRect(
      frame: Rect(x: 1, y: 2, width: -3, height: 4), angle: -0.5, anchorPoint: hub)
    XCTAssertEqual(try GeometryCoding.roundTrip(rotated), rotated)
    XCTAssertEqual(
      try GeometryCoding.json(RotatedRect(frame: .zero, angle: 1.5)),
      #"{"anchorPoint":{"x":0.5,"y":0.5},"angle":1.5,"frame":{"origin":{"x":0,"y":0},"size":{"height":0,"width":0}}}"#
    )
    XCTAssertThrowsError(
      try GeometryCoding.decode(
        RotatedRect.self,
        from:
          #"{"angle": 1, "frame": {"origin": {"x": 0, "y": 0}, "size": {"width": 1, "height": 1}}}"#
      ))
  }

  func testHashableComparesFrameAngleAndAnchor() {
    let base = RotatedRect(frame: tall, angle: 1)
    let set: Set = [
      base, RotatedRect(frame: tall, angle: 1), RotatedRect(frame: tall, angle: 1 + 2 * .pi),
      RotatedRect(frame: tall, angle: 1, anchorPoint: .zero),
      RotatedRect(frame: tall.offsetBy(dx: 1, dy: 0), angle: 1),
    ]
    XCTAssertEqual(set.count, 4)
    XCTAssertEqual(base.hashValue, RotatedRect(frame: tall, angle: 1).hashValue)
    requireSendable(RotatedRect.self)
  }

  // MARK: - Helpers

  private func requireSendable<T: Sendable>(_: T.Type) {}

  private func scaleOf(_ rotated: RotatedRect) -> Double {
    let frame = rotated.frame
    return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      .map { abs($0) }.max()! * (1 + abs(rotated.anchorPoint.x) + abs(rotated.anchorPoint.y))
  }

  private func assertEqual(
    _ a: Point, _ b: Point, accuracy: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b) " + message(), file: file, line: line)
    XCTAssertEqual(
      a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b) " + message(), file: file, line: line)
  }

  private func assertEqual(
    _ a: Rect, _ b: Rect, accuracy: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let pairs = [(a.minX, b.minX), (a.maxX, b.maxX), (a.minY, b.minY), (a.maxY, b.maxY)]
    for (x, y) in pairs {
      XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b) " + message(), file: file, line: line)
    }
  }

  private func assertCorners(
    of rotated: RotatedRect, _ expected: [Point], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(rotated.corners.count, 4, file: file, line: line)
    let names = ["topLeft", "topRight", "bottomRight", "bottomLeft"]
    for (index, (corner, want)) in zip(rotated.corners, expected).enumerated() {
      assertEqual(corner, want, names[index], file: file, line: line)
    }
    XCTAssertEqual(
      rotated.corners,
      [rotated.topLeft, rotated.topRight, rotated.bottomRight, rotated.bottomLeft],
      file: file, line: line)
  }
}
