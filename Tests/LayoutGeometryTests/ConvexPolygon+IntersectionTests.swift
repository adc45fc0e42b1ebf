import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ConvexPolygonIntersectionTests: XCTestCase {
  private let square = ConvexPolygon(vertices: [
    Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
  ])
  /// Top, right, bottom, left: clockwise on a y-down screen.
  private let diamond = ConvexPolygon(vertices: [
    Point(x: 0, y: -10), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: -10, y: 0),
  ])

  // MARK: - contains(Point), by hand

  func testSquareIsHalfOpenLikeRect() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    for x in stride(from: -1.0, through: 11, by: 0.5) {
      for y in stride(from: -1.0, through: 11, by: 0.5) {
        let point = Point(x: x, y: y)
        XCTAssertEqual(square.contains(point), rect.contains(point), "\(point)")
      }
    }
    XCTAssertTrue(square.contains(Point(x: 0, y: 0)))
    XCTAssertFalse(square.contains(Point(x: 10, y: 0)))
    XCTAssertFalse(square.contains(Point(x: 0, y: 10)))
    XCTAssertFalse(square.contains(Point(x: 10, y: 10)))
  }

  func testSlantedEdgesFollowTheTopLeftRule() {
    // Inside.
    XCTAssertTrue(diamond.contains(Point(x: 0, y: 0)))
    XCTAssertTrue(diamond.contains(Point(x: 4.9, y: 4.9)))
    // The two left edges belong to it, the two right edges do not.
    XCTAssertTrue(diamond.contains(Point(x: -5, y: -5)))
    XCTAssertTrue(diamond.contains(Point(x: -5, y: 5)))
    XCTAssertFalse(diamond.contains(Point(x: 5, y: -5)))
    XCTAssertFalse(diamond.contains(Point(x: 5, y: 5)))
    // Of the corners, only the leftmost: the points just right of it are inside.
    XCTAssertTrue(diamond.contains(Point(x: -10, y: 0)))
    XCTAssertFalse(diamond.contains(Point(x: 10, y: 0)))
    XCTAssertFalse(diamond.contains(Point(x: 0, y: -10)))
    XCTAssertFalse(diamond.contains(Point(x: 0, y: 10)))
    // Outside.
    XCTAssertFalse(diamond.contains(Point(x: 5.1, y: 5)))
    XCTAssertFalse(diamond.contains(Point(x: -5.1, y: -5)))
  }

  func testWindingDoesNotChangeTheRegion() {
    let reversed = ConvexPolygon(vertices: diamond.vertices.reversed())
    let started = ConvexPolygon(vertices: Array(diamond.vertices[2...] + diamond.vertices[..<2]))
    for x in stride(from: -11.0, through: 11, by: 0.5) {
      for y in stride(from: -11.0, through: 11, by: 0.5) {
        let point = Point(x: x, y: y)
        XCTAssertEqual(reversed.contains(point), diamond.contains(point), "\(point)")
        XCTAssertEqual(started.contains(point), diamond.contains(point), "\(point)")
      }
    }
  }

  func testRepeatedVerticesAndStraightAnglesAreHarmless() {
    let padded = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0),
      Point(x: 10, y: 10), Point(x: 10, y: 10), Point(x: 0, y: 10),
    ])
    for x in stride(from: -1.0, through: 11, by: 0.5) {
      for y in stride(from: -1.0, through: 11, by: 0.5) {
        let point = Point(x: x, y: y)
        XCTAssertEqual(padded.contains(point), square.contains(point), "\(point)")
      }
    }
    XCTAssertTrue(padded.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    XCTAssertFalse(padded.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
  }

  func testNonFinitePointsAreInNoPolygon() {
    for value in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(square.contains(Point(x: value, y: 5)))
      XCTAssertFalse(square.contains(Point(x: 5, y: value)))
    }
  }

  func testPolygonsSharingADiagonalOwnEachPointOnceAsDoesTheSquare() {
    // The square split along its diagonal, both halves clockwise.
    let upper = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
    ])
    let lower = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
    ])
    for x in stride(from: -1.0, through: 11, by: 0.25) {
      for y in stride(from: -1.0, through: 11, by: 0.25) {
        let point = Point(x: x, y: y)
        let owners = [upper, lower].filter { $0.contains(point) }.count
        XCTAssertEqual(owners, square.contains(point) ? 1 : 0, "\(point)")
      }
    }
  }

  func testFansOfRandomPolygonsOwnEachGridPointOnce() {
    // Integer vertices and half-integer points: every cross product is
    // exact, so the rule alone decides points on shared edges and corners.
    let seed: UInt64 = 0x5EED_0003_0301
    var fuzzer = GeometryFuzzer(seed: seed)
    var (inside, onSharedEdges) = (0, 0)
    for index in 0..<RandomSweep.count(15) {
      let hull = ProjectionReference.convexHull(
        (0..<fuzzer.integer(in: 3...9)).map { _ in
          Point(x: Double(fuzzer.integer(in: -8...8)), y: Double(fuzzer.integer(in: -8...8)))
        })
      guard hull.count >= 3 else { continue }
      let vertices = fuzzer.chance(0.5) ? hull : hull.reversed()
      let polygon = ConvexPolygon(vertices: vertices)
      let fan = (1..<(vertices.count - 1)).map {
        ConvexPolygon(vertices: [vertices[0], vertices[$0], vertices[$0 + 1]])
      }
      for x in stride(from: -9.0, through: 9, by: 0.5) {
        for y in stride(from: -9.0, through: 9, by: 0.5) {
          let point = Point(x: x, y: y)
          let owners = fan.filter { $0.contains(point) }.count
          let contained = polygon.contains(point)
          XCTAssertEqual(
            owners, contained ? 1 : 0, "seed \(seed), case \(index): \(vertices) at \(point)")
          if contained { inside += 1 }
          if contained, fan.count > 1,
            fan.filter({ ProjectionReference.contains($0.vertices, point, tolerance: 0) == nil })
              .count > 1
          {
            onSharedEdges += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(inside, RandomSweep.count(1_000), "seed \(seed)")
    XCTAssertGreaterThan(onSharedEdges, RandomSweep.count(50), "seed \(seed)")
  }

  func testContainsAgreesWithTheReferenceOnRandomPolygons() {
    let seed: UInt64 = 0x5EED_0003_0302
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var decided = (inside: 0, outside: 0, skipped: 0)
    for index in 0..<RandomSweep.count(1_000) {
      let scale = fuzzer.element(of: [1, 1e-3, 1e5, 1e-200, 1e200])
      let hull = ProjectionReference.convexHull(
        (0..<fuzzer.integer(in: 3...7)).map { _ in
          Point(x: fuzzer.double(in: -1..<1) * scale, y: fuzzer.double(in: -1..<1) * scale)
        })
      guard hull.count >= 3 else { continue }
      let vertices = fuzzer.chance(0.5) ? hull : hull.reversed()
      let polygon = ConvexPolygon(vertices: vertices)
      for _ in 0..<6 {
        let point: Point
        if fuzzer.chance(0.5) {
          point = Point(
            x: fuzzer.double(in: -1.2..<1.2) * scale, y: fuzzer.double(in: -1.2..<1.2) * scale)
        } else {
          // Near an edge: its midpoint moved a little along the normal.
          let edge = fuzzer.integer(in: 0...(vertices.count - 1))
          let (a, b) = (vertices[edge], vertices[(edge + 1) % vertices.count])
          let shift = fuzzer.element(of: [-1e-3, -1e-7, 1e-7, 1e-3])
          point = Point(
            x: (a.x + b.x) / 2 - (b.y - a.y) * shift, y: (a.y + b.y) / 2 + (b.x - a.x) * shift)
        }
        func context() -> String { "seed \(seed), case \(index): \(vertices) and \(point)" }
        // The reference works at unit scale, where its products neither
        // overflow nor underflow.
        let unit = vertices.map { Point(x: $0.x / scale, y: $0.y / scale) }
        guard
          let expected = ProjectionReference.contains(
            unit, Point(x: point.x / scale, y: point.y / scale), tolerance: 1e-12)
        else {
          decided.skipped += 1
          continue
        }
        XCTAssertEqual(polygon.contains(point), expected, context())
        if expected { decided.inside += 1 } else { decided.outside += 1 }
      }
    }
    let context = "seed \(seed): \(decided)"
    XCTAssertGreaterThan(decided.inside, 750, context)
    XCTAssertGreaterThan(decided.outside, 1_500, context)
    XCTAssertLessThan(decided.skipped, 50 * RandomSweep.factor, context)
  }

  func testAxisAlignedOutlinesAreExactlyRect() {
    // Through the identity a rect's outline is its corners, so it must
    // answer exactly as the rect does, half-open edges and all.
    let seed: UInt64 = 0x5EED_0003_0303
    var fuzzer = GeometryFuzzer(seed: seed)
    var compared = (contains: 0, intersects: 0, overflowed: 0)
    for index in 0..<RandomSweep.count(5_000) {
      let (rect, other) = fuzzer.rectPair()
      let outline = Transform3D.identity.projecting(rect)
      func context() -> String { "seed \(seed), case \(index): \(rect) and \(other)" }
      guard rect.isFinite, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite,
        rect.maxY.isFinite
      else {
        XCTAssertTrue(outline.vertices.isEmpty, context())
        compared.overflowed += 1
        continue
      }
      // The corners at the rect's own edges: for a negative size these can
      // differ by rounding from its standardised form's, whose far edge is
      // recomputed as minX + width.
      XCTAssertEqual(
        outline.vertices,
        [
          Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
          Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ], context())
      let point = fuzzer.point(near: rect)
      XCTAssertEqual(outline.contains(point), rect.contains(point), context() + " at \(point)")
      compared.contains += 1
      if rect.minX < rect.maxX, rect.minY < rect.maxY {
        XCTAssertEqual(outline.intersects(other), rect.intersects(other), context())
        compared.intersects += 1
      } else {
        // Without area (a zero size, or one lost to rounding, such as a
        // height of 5e-324 at y = 0.5) the outline shows nothing, while a
        // rect line still crosses a rect.
        XCTAssertTrue(outline.isEmpty, context())
        XCTAssertFalse(outline.intersects(other), context())
      }
    }
    let context = "seed \(seed): \(compared)"
    XCTAssertGreaterThan(compared.contains, 4_000, context)
    XCTAssertGreaterThan(compared.intersects, 3_000, context)
  }

  // MARK: - intersects(Rect), by hand

  func testIntersectsADiamondNeedsItsSlantedEdges() {
    // The lower-right edge is the line x + y = 10; each rect below overlaps
    // the diamond's bounding box.
    XCTAssertTrue(diamond.intersects(Rect(x: 4, y: 4, width: 5, height: 5)))
    XCTAssertTrue(diamond.intersects(Rect(x: 4.9, y: 5, width: 5, height: 5)))
    XCTAssertFalse(diamond.intersects(Rect(x: 5, y: 5, width: 5, height: 5)), "corner on the edge")
    XCTAssertFalse(diamond.intersects(Rect(x: 6, y: 6, width: 5, height: 5)))
    XCTAssertFalse(diamond.intersects(Rect(x: -11, y: -11, width: 5.5, height: 5.5)))
    XCTAssertTrue(diamond.intersects(Rect(x: -11, y: -11, width: 6.5, height: 6)))
    XCTAssertFalse(diamond.intersects(Rect(x: 6, y: -11, width: 5, height: 5)))
    // Negative sizes read as their standardised form.
    XCTAssertTrue(diamond.intersects(Rect(x: 9, y: 9, width: -5, height: -5)))
    XCTAssertFalse(diamond.intersects(Rect(x: 10, y: 10, width: -5, height: -5)))
    // Containment either way.
    XCTAssertTrue(diamond.intersects(Rect(x: -1, y: -1, width: 2, height: 2)))
    XCTAssertTrue(diamond.intersects(Rect(x: -100, y: -100, width: 200, height: 200)))
  }

  func testTouchingDoesNotIntersect() {
    XCTAssertFalse(square.intersects(Rect(x: 10, y: 0, width: 5, height: 10)))
    XCTAssertFalse(square.intersects(Rect(x: -5, y: 10, width: 5, height: 5)))
    XCTAssertTrue(square.intersects(Rect(x: 10.nextDown, y: 0, width: 5, height: 10)))
    XCTAssertFalse(diamond.intersects(Rect(x: 10, y: -5, width: 3, height: 10)), "at the corner")
    XCTAssertFalse(diamond.intersects(Rect(x: -3, y: 10, width: 6, height: 5)), "at the corner")
    XCTAssertTrue(diamond.intersects(Rect(x: -3, y: 10.nextDown, width: 6, height: 5)))
  }

  func testDegenerateRectsCountWhenTheyCrossTheInterior() {
    // A point strictly inside, and one on the boundary.
    XCTAssertTrue(diamond.intersects(Rect(x: 1, y: 1, width: 0, height: 0)))
    XCTAssertFalse(diamond.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
    XCTAssertFalse(diamond.intersects(Rect(x: -5, y: -5, width: 0, height: 0)))
    // Lines across the interior, along an edge, and outside.
    XCTAssertTrue(diamond.intersects(Rect(x: -20, y: 0, width: 40, height: 0)))
    XCTAssertTrue(diamond.intersects(Rect(x: 3, y: -20, width: 0, height: 40)))
    XCTAssertFalse(square.intersects(Rect(x: -5, y: 0, width: 20, height: 0)), "along the top")
    XCTAssertFalse(square.intersects(Rect(x: 10, y: -5, width: 0, height: 20)), "along the right")
    XCTAssertTrue(square.intersects(Rect(x: 9.5, y: -5, width: 0, height: 20)))
    XCTAssertFalse(diamond.intersects(Rect(x: 11, y: -20, width: 0, height: 40)))
    XCTAssertFalse(diamond.intersects(Rect(x: 6, y: 6, width: 4, height: 0)))
  }

  func testNonFiniteRectsIntersectNothing() {
    for value in [Double.nan, .infinity, -.infinity] {
      XCTAssertFalse(square.intersects(Rect(x: value, y: 0, width: 1, height: 1)))
      XCTAssertFalse(square.intersects(Rect(x: 0, y: 0, width: value, height: 1)))
      XCTAssertFalse(diamond.intersects(Rect(x: -1, y: value, width: 2, height: 2)))
    }
  }

  func testHugeCoordinatesNeedNoOverflow() {
    // Cross products of differences near 2e308 overflow; the side of an
    // edge is then read from coordinates rescaled by a power of two.
    let huge = ConvexPolygon(
      vertices: diamond.vertices.map { Point(x: $0.x * 1e307, y: $0.y * 1e307) })
    XCTAssertTrue(huge.contains(.zero))
    XCTAssertTrue(huge.contains(Point(x: 4e307, y: 4e307)))
    XCTAssertFalse(huge.contains(Point(x: 6e307, y: 6e307)))
    XCTAssertTrue(huge.intersects(Rect(x: 4e307, y: 4e307, width: 1e300, height: 1e300)))
    XCTAssertFalse(huge.intersects(Rect(x: 6e307, y: 6e307, width: 1e307, height: 1e307)))
    XCTAssertFalse(huge.intersects(Rect(x: 5e307, y: 5e307, width: 1e307, height: 1e307)))
    // Subnormal coordinates: every product underflows to 0 unless rescaled.
    let unit = Double.leastNormalMagnitude / 64
    let tiny = ConvexPolygon(
      vertices: diamond.vertices.map { Point(x: $0.x * unit, y: $0.y * unit) })
    XCTAssertTrue(tiny.contains(Point(x: 4 * unit, y: 4 * unit)))
    XCTAssertFalse(tiny.contains(Point(x: 6 * unit, y: 6 * unit)))
    XCTAssertFalse(tiny.contains(Point(x: 5 * unit, y: 5 * unit)), "on the lower-right edge")
    let least = Double.leastNonzeroMagnitude
    XCTAssertTrue(tiny.intersects(Rect(x: 4 * unit, y: 4 * unit, width: least, height: least)))
    XCTAssertFalse(tiny.intersects(Rect(x: 6 * unit, y: 6 * unit, width: 1, height: 1)))
  }

  func testAPointTwoUlpsBesideABottomVertexIsOutsideAsTheBoundingBoxSays() {
    // Found by the carousel fuzz target (Fuzz/Corpus/Carousel/
    // tap-two-ulps-beside-a-bottom-vertex): an inverted wheel's item, a
    // square turned by about 45 degrees, and a tap level with its bottom
    // vertex and two ulps to its left. The cross products, rounded, put the
    // tap on the edge, so it was contained, though the box (which hit
    // testing checks first) is half-open and did not contain it: the
    // carousel's itemIndex(at:) and the item's outline disagreed.
    let outline = ConvexPolygon(vertices: [
      Point(x: -152.0581783619474, y: 4138.81511544788),
      Point(x: 43.10329324553973, y: 4333.976587055367),
      Point(x: -121.65258677092584, y: 4498.7324670718335),
      Point(x: -316.81405837841294, y: 4303.570995464346),
    ])
    let tap = Point(x: -121.65258677092586, y: 4498.7324670718335)
    XCTAssertEqual(tap.x.nextUp.nextUp, outline.vertices[2].x)
    XCTAssertFalse(outline.boundingBox.contains(tap))
    XCTAssertFalse(outline.contains(tap))
    XCTAssertFalse(ConvexPolygon(vertices: outline.vertices.reversed()).contains(tap))
    // Just above the vertex, inside, it is contained.
    XCTAssertTrue(outline.contains(Point(x: tap.x, y: 4498.7)))
    // Every point the outline contains is in its box, near each vertex.
    let box = outline.boundingBox
    for vertex in outline.vertices {
      for dx in [-2.0, -1, 0, 1, 2] {
        for dy in [-2.0, -1, 0, 1, 2] {
          var point = vertex
          for _ in 0..<Int(abs(dx)) { point.x = dx < 0 ? point.x.nextDown : point.x.nextUp }
          for _ in 0..<Int(abs(dy)) { point.y = dy < 0 ? point.y.nextDown : point.y.nextUp }
          if outline.contains(point) {
            XCTAssertTrue(box.contains(point), "\(point) beside \(vertex)")
          }
        }
      }
    }
  }

  func testAPointAtTheLargestDoubleIsOutsideAModerateOutlineThoughPlainCrossProductsCannotTell() {
    // Found by the geometry fuzz target (Fuzz/Corpus/Geometry/
    // probe-at-the-largest-double): an outline clipped at the eye plane,
    // about 10^8 points across, and a tap at the largest Double, where the reference's cross
    // products are infinity minus infinity on every edge but one it ignored.
    let transform = Transform3D(
      m11: -0.8379531911766088, m12: -0.5242535686546425, m13: 0.15163325871921998,
      m14: -0.0007581662935960999,
      m21: -0.15204012157075344, m22: -0.3942657665413561, m23: -2.2033275745881906,
      m24: 0.011016637872940953,
      m31: -0.5934242945796909, m32: 0.9130992253344611, m33: -0.1224418317209586,
      m34: 0.000612209158604793,
      m41: 0, m42: 0, m43: 0, m44: 1)
    let outline = transform.projecting(Rect(x: -100, y: -120, width: 200, height: 240))
    XCTAssertFalse(outline.isEmpty)
    XCTAssertLessThan(outline.vertices.map { max(abs($0.x), abs($0.y)) }.max() ?? .infinity, 1e9)
    let far = Point(x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude)
    XCTAssertFalse(outline.contains(far))
    XCTAssertFalse(ConvexPolygon(vertices: outline.vertices.reversed()).contains(far))
    XCTAssertNil(ProjectionReference.contains(outline.vertices, far, tolerance: 1e-6))
    // Where the products stay finite, the reference still answers.
    XCTAssertEqual(
      ProjectionReference.contains(outline.vertices, Point(x: 1e290, y: 1e290), tolerance: 1e-6),
      outline.contains(Point(x: 1e290, y: 1e290)))
  }

  func testARectHoldingAPointTheOutlineContainsIntersectsItBesideAnEdge10To24Long() {
    // Found by the geometry fuzz target (Fuzz/Corpus/Geometry/
    // rect-holding-a-contained-point-beside-a-long-edge): a sliver whose
    // slanted edges run about 10^24 from a corner near the origin. Rounded
    // cross products of points 60 from that corner are all 0 (on the
    // edge): the tap was contained, by the top-left rule, yet the rect
    // around it was separated, by the corner on the line.
    let huge = 1e16
    let transform = Transform3D(
      m11: 1.2890625, m12: 1.2890625, m13: huge, m14: huge,
      m21: huge, m22: 0.3828125, m23: -0.5, m24: huge,
      m31: huge, m32: huge, m33: huge, m34: huge,
      m41: huge, m42: huge, m43: huge, m44: 0.3333333333333333)
    let outline = transform.projecting(Rect(x: -100, y: -120, width: 200, height: 240))
    XCTAssertEqual(outline.vertices.count, 4)
    XCTAssertGreaterThan(outline.boundingBox.width, 1e24)
    let tap = Point(x: 62.109375, y: 62.109375)
    let rect = Rect(x: 13.25, y: 13.25, width: 62.25, height: 62.25)
    XCTAssertTrue(rect.contains(tap))
    // The edge from the far left vertex to the corner (0.55, 0.0045) runs
    // about 0.01 down for each point to the left, so the tap and the whole
    // rect lie below it: inside.
    XCTAssertTrue(outline.contains(tap))
    XCTAssertTrue(outline.intersects(rect))
    // Just above that edge's line, a point is outside, and a rect there too.
    XCTAssertFalse(outline.contains(Point(x: 60, y: -0.7)))
    XCTAssertFalse(outline.intersects(Rect(x: 60, y: -2, width: 10, height: 1)))
    let mirrored = ConvexPolygon(vertices: outline.vertices.reversed())
    XCTAssertTrue(mirrored.contains(tap))
    XCTAssertTrue(mirrored.intersects(rect))
  }

  func testAPointAt5eMinus324BesideAnEdge10To308LongIsOnItsSideNotOnTheLine() {
    // Found by the geometry fuzz target with a random seed: the first edge
    // runs from (-1.05e308, -1.0e8) through the origin to its mirror
    // image, so at x = 5e-324 its line lies about 5e-624 below y = 0, and
    // the outline reaches from there up to y = -0.1. Scaling coordinates
    // by one power of two lost the products of the tiny point's, which
    // read as on the line: it was contained, by the top-left rule, while
    // a rect round it was separated.
    let transform = Transform3D(
      m11: 1e300, m12: 0.953125, m13: 1.9921875, m14: 0,
      m21: 9.007199254740994e15, m22: -1e15, m23: 0.7890625, m24: 1e16,
      m31: 1e16, m32: 1e16, m33: 1e16, m34: -1e300,
      m41: 1.546875, m42: 1.546875, m43: 1.546875, m44: 1.546875)
    let outline = transform.projecting(Rect(x: -100, y: -120, width: 200, height: 240))
    XCTAssertEqual(outline.vertices.count, 4)
    XCTAssertEqual(outline.vertices[0], Point(x: -1.048576e308, y: -100_663_296))
    XCTAssertEqual(outline.vertices[1], Point(x: 1.048576e308, y: 100_663_296))
    let least = Double.leastNonzeroMagnitude
    // Below the line: outside, and so is a rect there.
    XCTAssertFalse(outline.contains(Point(x: least, y: least)))
    XCTAssertFalse(outline.intersects(Rect(x: least, y: least, width: least, height: least)))
    // On y = 0, just above the line: inside, and a rect there meets it.
    XCTAssertTrue(outline.contains(Point(x: least, y: 0)))
    XCTAssertTrue(outline.intersects(Rect(x: least, y: -least, width: least, height: least)))
    let mirrored = ConvexPolygon(vertices: outline.vertices.reversed())
    XCTAssertFalse(mirrored.contains(Point(x: least, y: least)))
    XCTAssertTrue(mirrored.contains(Point(x: least, y: 0)))
  }

  // MARK: - intersects(Rect), against the reference

  func testIntersectsAgreesWithClippingOnRandomPolygons() {
    let seed: UInt64 = 0x5EED_0003_0304
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var decided = (overlapping: 0, separate: 0, skipped: 0, degenerate: 0)
    for index in 0..<RandomSweep.count(2_000) {
      let hull = ProjectionReference.convexHull(
        (0..<fuzzer.integer(in: 3...7)).map { _ in
          Point(x: fuzzer.double(in: -10..<10), y: fuzzer.double(in: -10..<10))
        })
      guard hull.count >= 3 else { continue }
      let vertices = fuzzer.chance(0.5) ? hull : hull.reversed()
      let polygon = ConvexPolygon(vertices: vertices)
      var rect = Rect(
        x: fuzzer.double(in: -14..<10), y: fuzzer.double(in: -14..<10),
        width: fuzzer.double(in: 0..<8), height: fuzzer.double(in: 0..<8))
      if fuzzer.chance(0.15) { rect.size.width = 0 }
      if fuzzer.chance(0.15) { rect.size.height = 0 }
      if fuzzer.chance(0.2) {
        // Just off an edge, outside or in.
        let edge = fuzzer.integer(in: 0...(hull.count - 1))
        let (a, b) = (hull[edge], hull[(edge + 1) % hull.count])
        let shift = fuzzer.element(of: [-1e-6, 1e-6, -1e-3, 1e-3])
        let middle = Point(
          x: (a.x + b.x) / 2 - (b.y - a.y) * shift, y: (a.y + b.y) / 2 + (b.x - a.x) * shift)
        rect.origin = Point(
          x: b.y > a.y ? middle.x : middle.x - rect.width,
          y: b.x < a.x ? middle.y : middle.y - rect.height)
      }
      func context() -> String { "seed \(seed), case \(index): \(vertices) and \(rect)" }
      guard let expected = ProjectionReference.overlaps(vertices, rect, tolerance: 1e-9) else {
        decided.skipped += 1
        continue
      }
      XCTAssertEqual(polygon.intersects(rect), expected, context())
      if expected { decided.overlapping += 1 } else { decided.separate += 1 }
      if rect.isEmpty { decided.degenerate += 1 }
    }
    let context = "seed \(seed): \(decided)"
    XCTAssertGreaterThan(decided.overlapping, 500, context)
    XCTAssertGreaterThan(decided.separate, 500, context)
    XCTAssertGreaterThan(decided.degenerate, 200, context)
    XCTAssertLessThan(decided.skipped, 50 * RandomSweep.factor, context)
  }

  func testIntersectsAgreesWithRotatedRect() {
    // The same shape two ways: a rotated rect's corners as a polygon.
    let seed: UInt64 = 0x5EED_0003_0305
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var decided = 0
    for index in 0..<RandomSweep.count(1_500) {
      let rotated = fuzzer.rotatedRect()
      guard !rotated.frame.isEmpty else { continue }
      let polygon = ConvexPolygon(vertices: rotated.corners)
      let rect = fuzzer.rect()
      func context() -> String { "seed \(seed), case \(index): \(rotated) and \(rect)" }
      guard
        let expected = ProjectionReference.overlaps(polygon.vertices, rect, tolerance: 1e-9)
      else { continue }
      XCTAssertEqual(polygon.intersects(rect), expected, context())
      XCTAssertEqual(rotated.intersects(rect), expected, context())
      decided += 1
    }
    XCTAssertGreaterThan(decided, 750, "seed \(seed)")
  }
}
