import LayoutGeometry
import LayoutTestSupport
import XCTest

final class Transform3DProjectionTests: XCTestCase {
  private let epsilon = Transform3D.eyePlaneEpsilon

  /// iCarousel's default perspective: the eye 500 points in front.
  private var perspective: Transform3D {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    return p
  }

  /// A perspective whose w is `1 - (x + y) / 512` for points in the plane:
  /// every product exact, so cut outlines can be worked by hand.
  private var tilted: Transform3D {
    var t = Transform3D.identity
    (t.m14, t.m24) = (-1.0 / 512, -1.0 / 512)
    return t
  }

  func testEyePlaneEpsilonIsTwoToTheMinusTwenty() {
    XCTAssertEqual(epsilon, 1.0 / 1_048_576)
  }

  // MARK: - Points, by hand

  func testPointsThroughTheIdentityDropTheirDepth() {
    XCTAssertEqual(Transform3D.identity.projecting(Point3D(x: 3, y: -4, z: 7)), Point(x: 3, y: -4))
  }

  func testPerspectiveMagnifiesWhatComesNearer() {
    // Lifted 100 towards the eye at 500: w = 1 - 100/500 = 0.8, so
    // (100, 50) lands at (125, 62.5).
    let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
    assertEqual(lifted.projecting(Point3D(x: 100, y: 50, z: 0)), Point(x: 125, y: 62.5))
    // Pushed 500 away: w = 2, half size.
    assertEqual(perspective.projecting(Point3D(x: 100, y: 50, z: -500)), Point(x: 50, y: 25))
    // At the eye (w = 0) and behind it (w < 0): nothing.
    XCTAssertNil(lifted.projecting(Point3D(x: 100, y: 50, z: 400)))
    XCTAssertNil(lifted.projecting(Point3D(x: 100, y: 50, z: 600)))
    XCTAssertNil(perspective.projecting(Point3D(x: 0, y: 0, z: 1e6)))
  }

  func testTheEyePlaneIsExcludedForPoints() {
    // w = 1 - z exactly for these z.
    var t = Transform3D.identity
    t.m34 = -1
    XCTAssertNil(t.projecting(Point3D(x: 1, y: 1, z: 1 - epsilon)), "w = ε")
    XCTAssertEqual(
      t.projecting(Point3D(x: 1, y: -3, z: 1 - 2 * epsilon)), Point(x: 524_288, y: -1_572_864),
      "w = 2ε: magnified 2^19 times")
  }

  func testNonFiniteOrOverflowingPointsProjectToNil() {
    for value in [Double.nan, .infinity, -.infinity] {
      XCTAssertNil(perspective.projecting(Point3D(x: value, y: 0, z: 0)))
      XCTAssertNil(perspective.projecting(Point3D(x: 0, y: 0, z: value)))
      var bad = perspective
      bad.m31 = value
      XCTAssertNil(bad.projecting(Point3D(x: 1, y: 1, z: 0)), "any non-finite entry")
    }
    // X overflows.
    XCTAssertNil(Transform3D(scaleX: 10, y: 1, z: 1).projecting(Point3D(x: 1e308, y: 0, z: 0)))
    // W overflows: X / W would be a false 0.
    var steep = Transform3D.identity
    steep.m14 = 10
    XCTAssertNil(steep.projecting(Point3D(x: 1e308, y: 0, z: 0)))
    // The divide overflows: huge X over a small w.
    var near = Transform3D.identity
    near.m34 = -1
    XCTAssertNil(near.projecting(Point3D(x: 1e308, y: 0, z: 1 - 2 * epsilon)))
  }

  // MARK: - Rects in front of the eye, by hand

  func testTheIdentityOutlineIsTheCornersClockwise() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    let outline = Transform3D.identity.projecting(rect)
    XCTAssertEqual(
      outline.vertices,
      [Point(x: 10, y: 20), Point(x: 40, y: 20), Point(x: 40, y: 60), Point(x: 10, y: 60)])
    XCTAssertTrue(outline.isFrontFacing)
    XCTAssertEqual(outline.area, 1_200)
    XCTAssertEqual(outline.boundingBox, rect)
    // A negative size is the same area, with the same corners.
    XCTAssertEqual(
      Transform3D.identity.projecting(Rect(x: 40, y: 60, width: -30, height: -40)), outline)
  }

  func testAnItemLiftedTowardsTheEyeGrowsByOneOverW() {
    // w = 0.8 at every corner: the corners scale by 1.25 about the centre.
    let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
    let outline = lifted.projecting(Rect(x: -50, y: -60, width: 100, height: 120))
    assertVertices(
      outline,
      [
        Point(x: -62.5, y: -75), Point(x: 62.5, y: -75), Point(x: 62.5, y: 75),
        Point(x: -62.5, y: 75),
      ])
    XCTAssertTrue(outline.isFrontFacing)
  }

  func testAnItemTurnedAboutYShowsItsNearSideLarger() {
    // Turned π/3 about y: (x, y) goes to (x/2, y, -x·√3/2), so under the
    // perspective w = 1 + x·√3/1000, and the left side (x = -50) comes
    // nearer: w = 1 - √3/20 there, 1 + √3/20 on the right.
    let turned = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
    let outline = turned.projecting(Rect(x: -50, y: -60, width: 100, height: 120))
    let (near, far) = (1 - 3.0.squareRoot() / 20, 1 + 3.0.squareRoot() / 20)
    assertVertices(
      outline,
      [
        Point(x: -25 / near, y: -60 / near), Point(x: 25 / far, y: -60 / far),
        Point(x: 25 / far, y: 60 / far), Point(x: -25 / near, y: 60 / near),
      ])
    XCTAssertTrue(outline.isFrontFacing)
    // The vertices are the corners' own projections.
    for (vertex, corner) in zip(
      outline.vertices, GeometryPolygon.corners(of: Rect(x: -50, y: -60, width: 100, height: 120)))
    {
      XCTAssertEqual(turned.projecting(Point3D(x: corner.x, y: corner.y, z: 0)), vertex)
    }
  }

  func testTheIssuesExample() {
    let t = Transform3D.identity.translatedBy(x: 10, y: 0, z: -40)
      .rotated(by: .pi / 4, aroundX: 0, y: 1, z: 0)
    let outline = t.concatenating(perspective).projecting(
      Rect(x: -50, y: -60, width: 100, height: 120))
    // The corner (-50, -60) turns to (-50r, -60, 50r) and moves to
    // (10 - 50r, -60, 50r - 40), where w = 1 - (50r - 40)/500.
    let r = 2.0.squareRoot() / 2
    let (leftW, rightW) = (1 - (50 * r - 40) / 500, 1 - (-50 * r - 40) / 500)
    assertVertices(
      outline,
      [
        Point(x: (10 - 50 * r) / leftW, y: -60 / leftW),
        Point(x: (10 + 50 * r) / rightW, y: -60 / rightW),
        Point(x: (10 + 50 * r) / rightW, y: 60 / rightW),
        Point(x: (10 - 50 * r) / leftW, y: 60 / leftW),
      ])
    XCTAssertTrue(outline.isFrontFacing)
    XCTAssertTrue(outline.contains(Point(x: 0, y: 0)))
    // The point (1, 2, 0) turns to (r, 2, -r), moves to (10 + r, 2, -40 - r)
    // and is seen through w = 1 + (40 + r)/500.
    let w = 1 + (40 + r) / 500
    assertEqual(
      t.concatenating(perspective).projecting(Point3D(x: 1, y: 2, z: 0)),
      Point(x: (10 + r) / w, y: 2 / w))
  }

  // MARK: - Rects cut at the eye, by hand

  func testOneCornerBehindTheEyeGivesFiveVertices() {
    // Rect 0...384 square: w is 1, 1/4, -1/2 and 1/4 at the corners. The
    // two edges into the bottom-right corner cross w = ε at
    // t = (1/4 - ε) / (3/4) from their ends in front.
    let outline = tilted.projecting(Rect(x: 0, y: 0, width: 384, height: 384))
    let far = 384 * 1_048_576 * (0.25 - epsilon) / 0.75  // 134_217_216
    assertVertices(
      outline,
      [
        Point(x: 0, y: 0), Point(x: 1_536, y: 0), Point(x: 402_653_184, y: far),
        Point(x: far, y: 402_653_184), Point(x: 0, y: 1_536),
      ])
    XCTAssertEqual(far, 134_217_216, accuracy: 1e-6)
    XCTAssertTrue(outline.isFrontFacing)
    XCTAssertTrue(outline.contains(Point(x: 1e6, y: 1e6)))
    XCTAssertFalse(outline.contains(Point(x: 3e8, y: 3e8)))
  }

  func testThreeCornersBehindTheEyeGiveATriangle() {
    // Rect 0...1024 square: w is 1, -1, -3, -1. Both edges from the
    // top-left corner cross at t = (1 - ε)/2: exactly 512 - 2^-11 points
    // along, magnified 2^20 times.
    let outline = tilted.projecting(Rect(x: 0, y: 0, width: 1_024, height: 1_024))
    XCTAssertEqual(
      outline.vertices,
      [Point(x: 0, y: 536_870_400), Point(x: 0, y: 0), Point(x: 536_870_400, y: 0)])
    XCTAssertTrue(outline.isFrontFacing)
  }

  func testAFloorRunningPastTheEyeIsCutWhereItMeetsIt() {
    // y also becomes depth: w = 1 - y/512, so the rect from y = 0 to 1024
    // is cut at y = 512(1 - ε), with both sides interpolated exactly.
    var floor = Transform3D.identity
    floor.m24 = -1.0 / 512
    let outline = floor.projecting(Rect(x: -64, y: 0, width: 128, height: 1_024))
    XCTAssertEqual(
      outline.vertices,
      [
        Point(x: -67_108_864, y: 536_870_400), Point(x: -64, y: 0), Point(x: 64, y: 0),
        Point(x: 67_108_864, y: 536_870_400),
      ])
    XCTAssertTrue(outline.isFrontFacing)
    XCTAssertTrue(outline.intersects(Rect(x: -187.5, y: 0, width: 375, height: 812)))
  }

  func testOutlinesWhollyBehindOrTouchingTheCutAreEmpty() {
    // w < 0 everywhere.
    XCTAssertEqual(
      tilted.projecting(Rect(x: 2_048, y: 2_048, width: 100, height: 100)).vertices, [])
    XCTAssertEqual(
      Transform3D(translationX: 0, y: 0, z: 600).concatenating(perspective)
        .projecting(Rect(x: -50, y: -50, width: 100, height: 100)).vertices, [])
    // Only the top-left corner reaches the plane w = ε: w there is
    // 1 - (512 - 2^-11)/512 = 2^-20 exactly.
    let touching = tilted.projecting(Rect(x: 256 - 1.0 / 2_048, y: 256, width: 10, height: 10))
    XCTAssertEqual(touching.vertices, [])
    XCTAssertTrue(touching.isEmpty)
    // Two corners on it, two behind: a segment, also empty.
    var edge = Transform3D.identity
    edge.m24 = -1
    let alongEdge = edge.projecting(Rect(x: 0, y: 1 - epsilon, width: 5, height: 3))
    XCTAssertEqual(alongEdge.vertices, [])
  }

  func testACornerExactlyOnTheCutIsKept() {
    // The bottom-right corner's w is exactly ε; the others are in front.
    let rect = Rect(x: 0, y: 0, width: 256 - 1.0 / 2_048, height: 256)
    let outline = tilted.projecting(rect)
    XCTAssertEqual(outline.vertices.count, 4)
    XCTAssertEqual(outline.vertices[2], Point(x: (256 - 1.0 / 2_048) * 1_048_576, y: 268_435_456))
    XCTAssertNil(tilted.projecting(Point3D(x: rect.maxX, y: rect.maxY, z: 0)), "w = ε itself")
    XCTAssertTrue(outline.isFrontFacing)
  }

  func testACornerOnTheCutBesideOneBehindIsKeptOnce() {
    // w = 1 - (x + y)/512 at the corners of a rect 512 - 2^-11 wide and
    // 256 high: 1 (top-left), exactly ε (top-right), -0.5 + ε (bottom-
    // right, behind) and 0.5 (bottom-left). The outline is cut, and the
    // corner on the cut is kept once: no crossing is added on either of
    // its edges, as its own vertex is the crossing.
    let width = 512 - 1.0 / 2_048
    let outline = tilted.projecting(Rect(x: 0, y: 0, width: width, height: 256))
    XCTAssertEqual(outline.vertices.count, 4)
    guard outline.vertices.count == 4 else { return }
    XCTAssertEqual(outline.vertices[0], Point(x: 0, y: 0))
    XCTAssertEqual(outline.vertices[1], Point(x: width * 1_048_576, y: 0), "X / ε")
    // The bottom edge crosses where w = ε: t = (0.5 - ε) / (1 - ε) of the
    // way from the bottom-left corner, X = t·width, Y = 256, over ε.
    let t = (0.5 - epsilon) / (1 - epsilon)
    XCTAssertEqual(outline.vertices[2].x, t * width * 1_048_576, accuracy: 1e-6)
    XCTAssertEqual(outline.vertices[2].y, 256 * 1_048_576, accuracy: 1e-6)
    XCTAssertEqual(outline.vertices[3], Point(x: 0, y: 512), "Y / w = 256 / 0.5")
    XCTAssertTrue(outline.isFrontFacing)
  }

  // MARK: - Facing

  func testFacingFollowsTheTurn() {
    let rect = Rect(x: -50, y: -60, width: 100, height: 120)
    func outline(_ t: Transform3D) -> ConvexPolygon {
      t.concatenating(perspective).projecting(rect)
    }
    XCTAssertTrue(outline(.identity).isFrontFacing)
    XCTAssertFalse(outline(Transform3D(scaleX: -1, y: 1, z: 1)).isFrontFacing, "mirrored")
    XCTAssertFalse(outline(Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)).isFrontFacing)
    XCTAssertTrue(outline(Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)).isFrontFacing)
    XCTAssertFalse(outline(Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0)).isFrontFacing)
    // A hair either side of edge-on, facing the eye squarely.
    let hair = 1e-9
    let cases: [(angle: Double, front: Bool)] = [
      (Double.pi / 2 - hair, true), (Double.pi / 2 + hair, false), (-Double.pi / 2 + hair, true),
    ]
    for (angle, front) in cases {
      let turned = outline(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
      XCTAssertFalse(turned.isEmpty, "\(angle)")
      XCTAssertEqual(turned.isFrontFacing, front, "\(angle)")
    }
  }

  func testFacingIsExactWhereTheSignOfM33IsWrong() {
    // Turned 80° about y and moved 400 to the right: the front normal,
    // (sin 80°, 0, cos 80°), still has z > 0 (m33 > 0, iCarousel's test
    // says front), but from the eye at (0, 0, 500) the item is seen from
    // behind: normal · (eye - centre) = -400 sin 80° + 500 cos 80° < 0.
    let angle = 80 * Double.pi / 180
    let rect = Rect(x: -50, y: -60, width: 100, height: 120)
    for (dx, front) in [(400.0, false), (-400, true), (0, true)] {
      let t = Transform3D(translationX: dx, y: 0, z: 0)
        .rotated(by: angle, aroundX: 0, y: 1, z: 0).concatenating(perspective)
      XCTAssertGreaterThan(t.m33, 0)
      let normalTowardsEye = -dx * Math.sin(angle) + 500 * Math.cos(angle)
      XCTAssertEqual(normalTowardsEye > 0, front, "\(dx)")
      let outline = t.projecting(rect)
      XCTAssertEqual(outline.vertices.count, 4, "\(dx)")
      XCTAssertEqual(outline.isFrontFacing, front, "\(dx)")
    }
  }

  func testAnItemExactlyEdgeOnShowsNothing() {
    // A quarter turn about y with exact entries: every corner lands on
    // x = 0, so the outline is a segment.
    let edgeOn = Transform3D(
      m11: 0, m12: 0, m13: -1, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 1, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1
    ).concatenating(perspective)
    let outline = edgeOn.projecting(Rect(x: -50, y: -60, width: 100, height: 120))
    XCTAssertEqual(outline.vertices.count, 4)
    XCTAssertTrue(outline.vertices.allSatisfy { $0.x == 0 })
    XCTAssertTrue(outline.isEmpty)
    XCTAssertFalse(outline.isFrontFacing)
    XCTAssertEqual(outline.area, 0)
    XCTAssertFalse(outline.contains(Point(x: 0, y: 0)))
    XCTAssertFalse(outline.intersects(Rect(x: -1_000, y: -1_000, width: 2_000, height: 2_000)))
  }

  func testDegenerateRectsGiveEmptyOutlines() {
    for rect in [
      Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 0, y: 0, width: 50, height: 0),
      Rect(x: 3, y: 3, width: 0, height: 0),
    ] {
      for t in [perspective, tilted, Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3)] {
        let outline = t.projecting(rect)
        XCTAssertEqual(outline.vertices.count, 4, "\(rect)")
        XCTAssertTrue(outline.isEmpty, "\(rect)")
        XCTAssertFalse(outline.isFrontFacing, "\(rect)")
        XCTAssertFalse(outline.contains(outline.vertices[0]), "\(rect)")
        XCTAssertFalse(
          outline.intersects(Rect(x: -100, y: -100, width: 200, height: 200)), "\(rect)")
      }
    }
    // Cut at the eye, a line still has no area.
    let cut = tilted.projecting(Rect(x: 0, y: 0, width: 0, height: 1_024))
    XCTAssertTrue(cut.isEmpty)
  }

  // MARK: - Bad input

  func testNonFiniteInputGivesNoOutline() {
    let rect = Rect(x: -50, y: -60, width: 100, height: 120)
    for value in [Double.nan, .infinity, -.infinity] {
      XCTAssertEqual(perspective.projecting(Rect(x: value, y: 0, width: 1, height: 1)).vertices, [])
      XCTAssertEqual(perspective.projecting(Rect(x: 0, y: 0, width: 1, height: value)).vertices, [])
      for index in 0..<16 {
        var entries = ProjectionReference.entries(of: perspective)
        entries[index] = value
        let t = ProjectionReference.transform(
          rows: [
            Array(entries[0..<4]), Array(entries[4..<8]), Array(entries[8..<12]),
            Array(entries[12..<16]),
          ])
        XCTAssertEqual(t.projecting(rect).vertices, [], "entry \(index) = \(value)")
      }
    }
  }

  func testOverflowGivesNoOutlineAndHugeFiniteValuesDoNotTrap() {
    // The far edge of the rect overflows.
    XCTAssertEqual(
      Transform3D.identity.projecting(Rect(x: 1e308, y: 0, width: 1e308, height: 1)).vertices, [])
    // A corner's image overflows.
    XCTAssertEqual(
      Transform3D(scaleX: 1e300, y: 1, z: 1).projecting(Rect(x: 0, y: 0, width: 1e10, height: 1))
        .vertices, [])
    // The divide on the cut overflows: X near 1e304 over ε.
    var cut = Transform3D(scaleX: 1e300, y: 1, z: 1)
    cut.m24 = -1
    XCTAssertEqual(cut.projecting(Rect(x: 0, y: 0, width: 1e4, height: 2)).vertices, [])
    // Large but representable: finite vertices, the right winding.
    let large = Transform3D(scaleX: 1e150, y: 1e150, z: 1).projecting(
      Rect(x: -1e150, y: -1e150, width: 2e150, height: 2e150))
    XCTAssertEqual(large.vertices.count, 4)
    XCTAssertTrue(large.isFrontFacing)
    XCTAssertTrue(large.contains(.zero))
    // Tiny: a rect of 1e-300 points stays a rect.
    let tiny = perspective.projecting(Rect(x: 0, y: 0, width: 1e-300, height: 1e-300))
    XCTAssertFalse(tiny.isEmpty)
    XCTAssertTrue(tiny.isFrontFacing)
    XCTAssertTrue(tiny.intersects(Rect(x: 0, y: 0, width: 1, height: 1)))
  }

  func testAnEdgeBetweenHugeOppositeWsIsCutHalfway() {
    // w = -3e306·x: 1.5e308 on the left edge, -1.5e308 on the right. The
    // difference of the two overflows, so the cut halves both before it
    // subtracts: t = 0.75e308 / 1.5e308 = 1/2 exactly, and each edge that
    // crosses is cut at x = 0, keeping its y, over ε.
    var t = Transform3D.identity
    (t.m14, t.m44) = (-3e306, 0)
    let outline = t.projecting(Rect(x: -50, y: -10, width: 100, height: 20))
    XCTAssertEqual(outline.vertices.count, 4)
    guard outline.vertices.count == 4 else { return }
    XCTAssertEqual(outline.vertices[1], Point(x: 0, y: -10 * 1_048_576))
    XCTAssertEqual(outline.vertices[2], Point(x: 0, y: 10 * 1_048_576))
    XCTAssertTrue(outline.vertices.allSatisfy(\.isFinite))
  }

  // MARK: - Random transforms against the reference

  func testOutlinesAgreeWithTheReferenceClipper() {
    let seed: UInt64 = 0x5EED_0003_0401
    var fuzzer = GeometryFuzzer(seed: seed)
    var seen = (
      unclipped: 0, threeVertices: 0, fourCut: 0, fiveVertices: 0, behind: 0, nonFinite: 0,
      compared: 0, slivers: 0, front: 0, back: 0
    )
    var points = (inside: 0, outside: 0, skipped: 0)
    var rects = (overlapping: 0, separate: 0, skipped: 0)
    for index in 0..<RandomSweep.count(400) {
      let t = fuzzer.transform3D()
      let rect = fuzzer.itemRect()
      let outline = t.projecting(rect)
      func context() -> String { "seed \(seed), case \(index): \(t) and \(rect)" }

      // Invariants for every input.
      XCTAssertTrue([0, 3, 4, 5].contains(outline.vertices.count), context())
      XCTAssertTrue(outline.vertices.allSatisfy(\.isFinite), context())
      guard t.isFinite, rect.isFinite else {
        XCTAssertEqual(outline.vertices, [], context())
        seen.nonFinite += 1
        continue
      }
      let ws = ProjectionReference.cornerW(of: rect, through: t)
      let corners = ProjectionReference.corners(of: rect)
      if ws.allSatisfy({ $0 >= epsilon }) {
        if !outline.vertices.isEmpty {
          XCTAssertEqual(outline.vertices.count, 4, context())
          seen.unclipped += 1
        }
        for (vertex, corner) in zip(outline.vertices, corners) {
          if let point = t.projecting(Point3D(x: corner.x, y: corner.y, z: 0)) {
            XCTAssertEqual(vertex, point, context())
          }
        }
      } else if ws.allSatisfy({ $0 < epsilon }) {
        XCTAssertEqual(outline.vertices, [], context())
        seen.behind += 1
      } else {
        switch outline.vertices.count {
        case 3: seen.threeVertices += 1
        case 4: seen.fourCut += 1
        case 5: seen.fiveVertices += 1
        default: break
        }
      }

      // The reference outline, when the case is clear: area, no corner
      // within rounding of the cut, and magnitudes the reference's plain
      // products can take.
      let homogeneous = corners.map {
        ProjectionReference.homogeneous(Point3D(x: $0.x, y: $0.y, z: 0), t)
      }
      let homogeneousSize = homogeneous.flatMap { $0 }.reduce(0) { max($0, abs($1)) }
      let nearCut = ws.contains { abs($0 - epsilon) <= 1e-12 * (1 + homogeneousSize) }
      guard rect.width > 0, rect.height > 0, !nearCut, homogeneousSize < 1e100 else { continue }
      let reference = ProjectionReference.outline(of: rect, through: t, epsilon: epsilon)
      let size = max(
        ProjectionReference.magnitude(reference), ProjectionReference.magnitude(outline.vertices))
      guard size < 1e100 else { continue }
      let clipped = !ws.allSatisfy { $0 >= epsilon }
      let tolerance = 1e-9 * (1 + size) + (clipped ? 1e-12 * homogeneousSize / epsilon : 0)
      // A sliver (an item seen edge-on, or flattened by a zero scale) has
      // vertices whose count and order rounding decides: only its lack of
      // area is compared.
      if ProjectionReference.isSliver(reference, tolerance: tolerance) {
        let perimeter = GeometryPolygon.perimeter(reference)
        let area = abs(ProjectionReference.signedArea(reference))
        XCTAssertLessThanOrEqual(
          outline.area, area + 4 * tolerance * perimeter + 1e-6 * perimeter * perimeter,
          context())
        seen.slivers += 1
        continue
      }
      XCTAssertTrue(
        ProjectionReference.sameCycle(outline.vertices, reference, tolerance: tolerance),
        context() + ": \(outline.vertices) vs \(reference)")
      seen.compared += 1
      guard !outline.isEmpty else { continue }

      // Facing: the sign of the plane's determinant, where it is clear.
      let determinant = ProjectionReference.planeDeterminant(of: t)
      if abs(determinant.value) > 1e-9 * determinant.scale {
        XCTAssertEqual(outline.isFrontFacing, determinant.value > 0, context())
        XCTAssertEqual(
          ProjectionReference.signedArea(reference) > 0, determinant.value > 0, context())
        if determinant.value > 0 { seen.front += 1 } else { seen.back += 1 }
      }

      // Hit testing and intersection, against the reference outline.
      let mirrored = ConvexPolygon(vertices: outline.vertices.reversed())
      for point in samplePoints(in: reference, tolerance: tolerance, using: &fuzzer) {
        func pointContext() -> String { context() + " at \(point)" }
        let contains = outline.contains(point)
        XCTAssertEqual(mirrored.contains(point), contains, pointContext())
        guard let expected = ProjectionReference.contains(reference, point, tolerance: tolerance)
        else {
          points.skipped += 1
          continue
        }
        XCTAssertEqual(contains, expected, pointContext())
        if expected { points.inside += 1 } else { points.outside += 1 }
      }
      for other in sampleRects(near: reference, using: &fuzzer) {
        func rectContext() -> String { context() + " against \(other)" }
        let intersects = outline.intersects(other)
        XCTAssertEqual(mirrored.intersects(other), intersects, rectContext())
        guard let expected = ProjectionReference.overlaps(reference, other, tolerance: tolerance)
        else {
          rects.skipped += 1
          continue
        }
        XCTAssertEqual(intersects, expected, rectContext())
        if expected { rects.overlapping += 1 } else { rects.separate += 1 }
      }
    }
    let context = "seed \(seed): \(seen), points \(points), rects \(rects)"
    let n = RandomSweep.factor
    XCTAssertGreaterThan(seen.unclipped, 150 * n, context)
    XCTAssertGreaterThan(seen.threeVertices, 3 * n, context)
    XCTAssertGreaterThan(seen.fourCut, 4 * n, context)
    XCTAssertGreaterThan(seen.fiveVertices, 4 * n, context)
    XCTAssertGreaterThan(seen.behind, 20 * n, context)
    XCTAssertGreaterThan(seen.nonFinite, n, context)
    XCTAssertGreaterThan(seen.compared, 200 * n, context)
    XCTAssertGreaterThan(seen.slivers, 2 * n, context)
    XCTAssertGreaterThan(seen.front, 100 * n, context)
    XCTAssertGreaterThan(seen.back, 50 * n, context)
    XCTAssertGreaterThan(points.inside, 500 * n, context)
    XCTAssertGreaterThan(points.outside, 500 * n, context)
    XCTAssertLessThan(points.skipped, (points.inside + points.outside) / 20, context)
    XCTAssertGreaterThan(rects.overlapping, 300 * n, context)
    XCTAssertGreaterThan(rects.separate, 150 * n, context)
    XCTAssertLessThan(rects.skipped, (rects.overlapping + rects.separate) / 10, context)
  }

  func testNeighbouringItemsShareEdgesWithoutGapsOrOverlaps() {
    // Two rects side by side and one below, through one transform: the
    // points near their shared edges belong to exactly one outline,
    // whatever the rounding, also where the edges are cut at the eye.
    let seed: UInt64 = 0x5EED_0003_0402
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var checked = (points: 0, cut: 0)
    for index in 0..<RandomSweep.count(750) {
      let t: Transform3D
      switch fuzzer.integer(in: 0...9) {
      case 0...3: t = fuzzer.carouselTransform()
      case 4...5: t = fuzzer.rawTransform()
      default: t = fuzzer.nearEyeTransform()
      }
      let item = Rect(
        x: fuzzer.double(in: -300..<100), y: fuzzer.double(in: -300..<100),
        width: fuzzer.double(in: 1..<300), height: fuzzer.double(in: 1..<300))
      let right = Rect(
        x: item.maxX, y: item.minY, width: fuzzer.double(in: 1..<300), height: item.height)
      let below = Rect(
        x: item.minX, y: item.maxY, width: item.width, height: fuzzer.double(in: 1..<300))
      let outline = t.projecting(item)
      func context() -> String { "seed \(seed), case \(index): \(t) and \(item)" }
      for (neighbour, sharedEdge) in [
        (right, (Point(x: item.maxX, y: item.minY), Point(x: item.maxX, y: item.maxY))),
        (below, (Point(x: item.minX, y: item.maxY), Point(x: item.maxX, y: item.maxY))),
      ] {
        let other = t.projecting(neighbour)
        guard isRound(outline), isRound(other) else { continue }
        if outline.vertices.count != 4 || other.vertices.count != 4 { checked.cut += 1 }
        for _ in 0..<8 {
          let s = fuzzer.double(in: 0.2..<0.8)
          let onEdge = Point3D(
            x: sharedEdge.0.x + s * (sharedEdge.1.x - sharedEdge.0.x),
            y: sharedEdge.0.y + s * (sharedEdge.1.y - sharedEdge.0.y), z: 0)
          guard var point = t.projecting(onEdge) else { continue }
          if fuzzer.chance(0.5) {
            // A few units in the last place either way.
            for _ in 0..<fuzzer.integer(in: 1...3) {
              point.x = fuzzer.chance(0.5) ? point.x.nextUp : point.x.nextDown
              point.y = fuzzer.chance(0.5) ? point.y.nextUp : point.y.nextDown
            }
          }
          let owners = [outline, other].filter { $0.contains(point) }.count
          XCTAssertEqual(owners, 1, context() + " near the edge to \(neighbour), at \(point)")
          checked.points += 1
        }
      }
    }
    XCTAssertGreaterThan(checked.points, 5_000, "seed \(seed): \(checked)")
    XCTAssertGreaterThan(checked.cut, 50, "seed \(seed): \(checked)")
  }

  // MARK: - Helpers

  /// Whether the outline has area and is no sliver, so that points near one
  /// edge are far from the others.
  private func isRound(_ outline: ConvexPolygon) -> Bool {
    let perimeter = GeometryPolygon.perimeter(outline.vertices)
    return !outline.isEmpty && outline.area > 1e-3 * perimeter * perimeter
  }

  /// Points inside, near and outside a polygon: blends of its vertices,
  /// points just off its edges, its vertices and points in its box.
  private func samplePoints(
    in polygon: [Point], tolerance: Double, using fuzzer: inout GeometryFuzzer
  ) -> [Point] {
    var points: [Point] = []
    let count = polygon.count
    let first = fuzzer.integer(in: 0...(count - 1))
    let (a, b, c) = (polygon[first], polygon[(first + 1) % count], polygon[(first + 2) % count])
    let (u, v) = (fuzzer.unit(), fuzzer.unit())
    let (wa, wb) = (min(u, v), abs(u - v))
    points.append(
      Point(
        x: wa * a.x + wb * b.x + (1 - wa - wb) * c.x, y: wa * a.y + wb * b.y + (1 - wa - wb) * c.y))
    for fraction in [fuzzer.element(of: [-1e-3, 1e-3]), fuzzer.element(of: [-1e-6, 1e-6])] {
      // The middle of an edge, moved along its normal by a fraction of its
      // length, but never by less than a hundred times the tolerance.
      let edge = fuzzer.integer(in: 0...(count - 1))
      let (p, q) = (polygon[edge], polygon[(edge + 1) % count])
      let length = GeometryPolygon.distance(p, q)
      guard length > 0 else { continue }
      let shift = (fraction < 0 ? -1 : 1) * max(abs(fraction) * length, 100 * tolerance) / length
      points.append(
        Point(x: (p.x + q.x) / 2 - (q.y - p.y) * shift, y: (p.y + q.y) / 2 + (q.x - p.x) * shift))
    }
    // A vertex pulled a thousandth of the way towards the middle.
    let vertex = polygon[fuzzer.integer(in: 0...(count - 1))]
    let middle = Point(
      x: polygon.map(\.x).reduce(0, +) / Double(count),
      y: polygon.map(\.y).reduce(0, +) / Double(count))
    points.append(
      Point(
        x: vertex.x + (middle.x - vertex.x) / 1_000, y: vertex.y + (middle.y - vertex.y) / 1_000))
    let (minX, maxX) = (polygon.map(\.x).min()!, polygon.map(\.x).max()!)
    let (minY, maxY) = (polygon.map(\.y).min()!, polygon.map(\.y).max()!)
    for _ in 0..<2 {
      points.append(
        Point(
          x: minX + fuzzer.double(in: -0.2..<1.2) * (maxX - minX),
          y: minY + fuzzer.double(in: -0.2..<1.2) * (maxY - minY)))
    }
    return points
  }

  /// Rects across, near and away from a polygon: spans of random points in
  /// its box, small rects just off an edge, lines and a phone's viewport.
  private func sampleRects(near polygon: [Point], using fuzzer: inout GeometryFuzzer) -> [Rect] {
    let (minX, maxX) = (polygon.map(\.x).min()!, polygon.map(\.x).max()!)
    let (minY, maxY) = (polygon.map(\.y).min()!, polygon.map(\.y).max()!)
    func anywhere() -> Point {
      Point(
        x: minX + fuzzer.double(in: -0.3..<1.3) * (maxX - minX),
        y: minY + fuzzer.double(in: -0.3..<1.3) * (maxY - minY))
    }
    let (p, q) = (anywhere(), anywhere())
    var rects = [Rect(minX: p.x, minY: p.y, maxX: q.x, maxY: q.y)]
    let edge = fuzzer.integer(in: 0...(polygon.count - 1))
    let (a, b) = (polygon[edge], polygon[(edge + 1) % polygon.count])
    let shift = fuzzer.element(of: [-1e-3, 1e-3])
    let middle = Point(
      x: (a.x + b.x) / 2 - (b.y - a.y) * shift, y: (a.y + b.y) / 2 + (b.x - a.x) * shift)
    let side = 1e-3 * max(maxX - minX, maxY - minY)
    rects.append(Rect(x: middle.x - side / 2, y: middle.y - side / 2, width: side, height: side))
    let r = anywhere()
    rects.append(
      fuzzer.chance(0.5)
        ? Rect(x: r.x, y: minY - 1, width: 0, height: maxY - minY + 2)
        : Rect(x: minX - 1, y: r.y, width: maxX - minX + 2, height: 0))
    rects.append(Rect(x: -187.5, y: -406, width: 375, height: 812))
    return rects
  }

  private func assertEqual(
    _ a: Point?, _ b: Point, accuracy: Double = 1e-12,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let a else { return XCTFail("nil instead of \(b)", file: file, line: line) }
    XCTAssertEqual(
      a.x, b.x, accuracy: accuracy * (1 + abs(b.x)), "x of \(a)", file: file, line: line)
    XCTAssertEqual(
      a.y, b.y, accuracy: accuracy * (1 + abs(b.y)), "y of \(a)", file: file, line: line)
  }

  private func assertVertices(
    _ outline: ConvexPolygon, _ expected: [Point],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      outline.vertices.count, expected.count, "\(outline.vertices)", file: file, line: line)
    for (vertex, want) in zip(outline.vertices, expected) {
      assertEqual(vertex, want, file: file, line: line)
    }
  }
}
