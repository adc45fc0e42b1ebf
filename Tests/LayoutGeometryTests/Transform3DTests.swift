import LayoutGeometry
import LayoutTestSupport
import XCTest

final class Transform3DTests: XCTestCase {
  // MARK: - Layout

  func testIdentity() {
    let identity = Transform3D.identity
    XCTAssertEqual(
      ProjectionReference.entries(of: identity), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    XCTAssertTrue(identity.isIdentity)
    XCTAssertTrue(identity.isAffine)
    XCTAssertTrue(identity.isFinite)
    var changed = identity
    changed.m43 = 1e-300
    XCTAssertFalse(changed.isIdentity)
  }

  func testMemberwiseInitialiserKeepsCoreAnimationsOrder() {
    let t = Transform3D(
      m11: 11, m12: 12, m13: 13, m14: 14, m21: 21, m22: 22, m23: 23, m24: 24,
      m31: 31, m32: 32, m33: 33, m34: 34, m41: 41, m42: 42, m43: 43, m44: 44)
    XCTAssertEqual(
      ProjectionReference.entries(of: t),
      [11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44])
    XCTAssertEqual([t.m14, t.m34, t.m41, t.m43], [14, 34, 41, 43])
    XCTAssertEqual(
      t.description,
      "[11 12 13 14; 21 22 23 24; 31 32 33 34; 41 42 43 44]")
  }

  // MARK: - Translation and scale, by hand

  func testTranslationLivesInTheFourthRow() {
    let t = Transform3D(translationX: 10, y: -20, z: 30)
    XCTAssertEqual(
      ProjectionReference.entries(of: t), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, -20, 30, 1])
    XCTAssertEqual(
      ProjectionReference.homogeneous(Point3D(x: 1, y: 2, z: 3), t), [11, -18, 33, 1])
    XCTAssertFalse(t.isAffine, "a translation in z sets m43")
  }

  func testScaleLivesOnTheDiagonal() {
    let t = Transform3D(scaleX: 2, y: -3, z: 0.5)
    XCTAssertEqual(
      ProjectionReference.entries(of: t), [2, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1])
    XCTAssertEqual(ProjectionReference.homogeneous(Point3D(x: 1, y: 2, z: 4), t), [2, -6, 2, 1])
  }

  func testStepsApplyBeforeTheExistingTransform() {
    // Scale, then translate: (0, 0, 0) -> (1, 1, 1) -> (2, 3, 4).
    let scaled = Transform3D(scaleX: 2, y: 3, z: 4)
    let t = scaled.translatedBy(x: 1, y: 1, z: 1)
    XCTAssertEqual([t.m41, t.m42, t.m43, t.m44], [2, 3, 4, 1])
    XCTAssertEqual([t.m11, t.m22, t.m33], [2, 3, 4])
    // Translate, then scale: the translation is scaled too.
    let u = Transform3D(translationX: 1, y: 1, z: 1).scaledBy(x: 2, y: 3, z: 4)
    XCTAssertEqual([u.m41, u.m42, u.m43], [1, 1, 1])
    XCTAssertEqual(
      ProjectionReference.homogeneous(Point3D(x: 1, y: 1, z: 1), u), [3, 4, 5, 1],
      "scale (1, 1, 1) to (2, 3, 4), then move by (1, 1, 1)")
  }

  // MARK: - Rotation, by hand

  func testQuarterTurnAboutZTurnsXTowardsYClockwiseOnScreen() {
    let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    // As CGAffineTransform(rotationAngle:): a = cos, b = sin, c = -sin, d = cos.
    assertEntries(
      t, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], accuracy: 1e-16)
    XCTAssertEqual([t.m12, t.m21, t.m33, t.m44], [1, -1, 1, 1], "exact away from the cosine")
    XCTAssertEqual([t.m13, t.m23, t.m31, t.m32, t.m14, t.m41], [0, 0, 0, 0, 0, 0])
    assertMaps(t, Point3D(x: 1, y: 0, z: 0), to: Point3D(x: 0, y: 1, z: 0))
    assertMaps(t, Point3D(x: 0, y: 1, z: 0), to: Point3D(x: -1, y: 0, z: 0))
  }

  func testQuarterTurnAboutYTurnsTheViewerSideTowardsX() {
    let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    assertEntries(t, [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1], accuracy: 1e-16)
    XCTAssertEqual([t.m13, t.m31, t.m22], [-1, 1, 1])
    assertMaps(t, Point3D(x: 0, y: 0, z: 1), to: Point3D(x: 1, y: 0, z: 0))
    assertMaps(t, Point3D(x: 1, y: 0, z: 0), to: Point3D(x: 0, y: 0, z: -1))
  }

  func testQuarterTurnAboutXTurnsYTowardsZ() {
    let t = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    assertEntries(t, [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1], accuracy: 1e-16)
    XCTAssertEqual([t.m23, t.m32, t.m11], [1, -1, 1])
    assertMaps(t, Point3D(x: 0, y: 1, z: 0), to: Point3D(x: 0, y: 0, z: 1))
    assertMaps(t, Point3D(x: 0, y: 0, z: 1), to: Point3D(x: 0, y: -1, z: 0))
  }

  func testAxisLengthAndDirection() {
    for angle in [0.3, -1.2, 2.5] {
      // The axis is normalised: any positive length is the same axis.
      XCTAssertEqual(
        Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5),
        Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
      XCTAssertEqual(
        Transform3D(rotationAngle: angle, x: 0, y: 1e-300, z: 0),
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
      // A reversed axis turns the other way.
      XCTAssertEqual(
        Transform3D(rotationAngle: angle, x: -3, y: 0, z: 0),
        Transform3D(rotationAngle: -angle, x: 1, y: 0, z: 0))
      assertEntries(
        Transform3D(rotationAngle: angle, x: 1e300, y: 1e300, z: 0),
        ProjectionReference.entries(of: Transform3D(rotationAngle: angle, x: 1, y: 1, z: 0)),
        accuracy: 1e-15)
    }
  }

  func testAThirdOfATurnAboutTheDiagonalPermutesTheAxes() {
    let t = Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 1)
    assertMaps(t, Point3D(x: 1, y: 0, z: 0), to: Point3D(x: 0, y: 1, z: 0))
    assertMaps(t, Point3D(x: 0, y: 1, z: 0), to: Point3D(x: 0, y: 0, z: 1))
    assertMaps(t, Point3D(x: 0, y: 0, z: 1), to: Point3D(x: 1, y: 0, z: 0))
  }

  func testRotationsAgreeWithRodriguesVectorFormula() {
    let seed: UInt64 = 0x5EED_0003_0001
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(1_000) {
      let axis = (
        x: fuzzer.double(in: -2..<2), y: fuzzer.double(in: -2..<2), z: fuzzer.double(in: -2..<2)
      )
      let angle = fuzzer.angle()
      let t = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
      func context() -> String { "seed \(seed), case \(index): angle \(angle) about \(axis)" }
      for vector: (x: Double, y: Double, z: Double) in [
        (1, 0, 0), (0, 1, 0), (0, 0, 1), (0.3, -2, 5),
      ] {
        let want = ProjectionReference.rotated(vector, by: angle, about: axis)
        let got = ProjectionReference.homogeneous(Point3D(x: vector.x, y: vector.y, z: vector.z), t)
        XCTAssertEqual(got[0], want.x, accuracy: 1e-13, context())
        XCTAssertEqual(got[1], want.y, accuracy: 1e-13, context())
        XCTAssertEqual(got[2], want.z, accuracy: 1e-13, context())
        XCTAssertEqual(got[3], 1, context())
      }
      XCTAssertTrue(t.isFinite, context())
      XCTAssertEqual([t.m14, t.m24, t.m34, t.m41, t.m42, t.m43, t.m44], [0, 0, 0, 0, 0, 0, 1])
    }
  }

  func testAZeroAxisLeavesTheTransformUnchanged() {
    XCTAssertEqual(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), .identity)
    XCTAssertEqual(Transform3D(rotationAngle: .nan, x: 0, y: -0.0, z: 0), .identity)
    let seed: UInt64 = 0x5EED_0003_0002
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(100) {
      let t = fuzzer.carouselTransform()
      XCTAssertEqual(
        t.rotated(by: fuzzer.angle(), aroundX: 0, y: 0, z: 0), t, "seed \(seed), case \(index)")
    }
  }

  func testNonFiniteAnglesAndAxesGiveNaNRotations() {
    for (angle, axis) in [
      (Double.nan, (0.0, 0.0, 1.0)), (.infinity, (0, 1, 0)), (1, (.nan, 0, 0)),
      (1, (0, .infinity, 1)), (1, (-.infinity, 0, 0)),
    ] {
      let t = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
      XCTAssertFalse(t.isFinite, "\(angle) about \(axis)")
      XCTAssertTrue(t.m11.isNaN && t.m22.isNaN && t.m33.isNaN, "\(angle) about \(axis)")
      XCTAssertEqual([t.m14, t.m24, t.m34, t.m41, t.m42, t.m43, t.m44], [0, 0, 0, 0, 0, 0, 1])
    }
  }

  // MARK: - Composition

  func testConcatenationAppliesTheReceiverFirstAsCATransform3DConcat() {
    // Move 10 along x, then turn a quarter about z: the origin ends at
    // (0, 10). Turned first, the origin stays put and then moves to (10, 0).
    let move = Transform3D(translationX: 10, y: 0, z: 0)
    let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let moveThenTurn = move.concatenating(turn)
    XCTAssertEqual(moveThenTurn.m41, 10 * Math.cos(.pi / 2))
    XCTAssertEqual(moveThenTurn.m42, 10)
    assertMaps(moveThenTurn, .zero, to: Point3D(x: 0, y: 10, z: 0))
    let turnThenMove = turn.concatenating(move)
    XCTAssertEqual([turnThenMove.m41, turnThenMove.m42], [10, 0])
    assertMaps(turnThenMove, Point3D(x: 1, y: 0, z: 0), to: Point3D(x: 10, y: 1, z: 0))
    // The builder methods put their step first: the same as `turn` then `move`.
    XCTAssertEqual(move.rotated(by: .pi / 2, aroundX: 0, y: 0, z: 1), turnThenMove)
  }

  func testTheIssuesExampleTurnsThenMoves() {
    // identity.translatedBy(10, 0, -40).rotated(π/4 about y): the rotation
    // is applied first, so (1, 0, 0) turns to (c, 0, -s) and then moves.
    let t = Transform3D.identity.translatedBy(x: 10, y: 0, z: -40)
      .rotated(by: .pi / 4, aroundX: 0, y: 1, z: 0)
    let r = 2.0.squareRoot() / 2
    assertMaps(t, Point3D(x: 1, y: 0, z: 0), to: Point3D(x: 10 + r, y: 0, z: -40 - r))
    assertMaps(t, Point3D(x: 0, y: 0, z: 1), to: Point3D(x: 10 + r, y: 0, z: -40 + r))
    assertMaps(t, .zero, to: Point3D(x: 10, y: 0, z: -40))
  }

  func testConcatenationIsTheMatrixProduct() {
    let seed: UInt64 = 0x5EED_0003_0003
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(500) {
      let (a, b) = (fuzzer.transform3D(), fuzzer.rawTransform())
      func context() -> String { "seed \(seed), case \(index): \(a) and \(b)" }
      let product = a.concatenating(b)
      if product.isFinite {
        // Same sums in the same order: the same bits.
        XCTAssertEqual(product, ProjectionReference.product(a, b), context())
      }
      // Applying the product is applying a, then b.
      guard a.isFinite, ProjectionReference.entries(of: a).allSatisfy({ abs($0) < 1e6 }) else {
        continue
      }
      let point = Point3D(x: 3, y: -7, z: 11)
      let viaBoth = ProjectionReference.apply(b, to: ProjectionReference.homogeneous(point, a))
      let viaProduct = ProjectionReference.homogeneous(point, product)
      for (got, want) in zip(viaProduct, viaBoth) {
        XCTAssertEqual(got, want, accuracy: 1e-9 * (1 + abs(want)), context())
      }
    }
  }

  func testBuilderMethodsEqualConcatenatingTheStepFirst() {
    let seed: UInt64 = 0x5EED_0003_0004
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(500) {
      let t = fuzzer.chance(0.5) ? fuzzer.carouselTransform() : fuzzer.rawTransform()
      let (x, y, z) = (fuzzer.double(in: -500..<500), fuzzer.double(in: -500..<500), fuzzer.angle())
      func context() -> String { "seed \(seed), case \(index): \(t)" }
      XCTAssertEqual(
        t.translatedBy(x: x, y: y, z: z),
        Transform3D(translationX: x, y: y, z: z).concatenating(t), context())
      XCTAssertEqual(
        t.scaledBy(x: x, y: y, z: z), Transform3D(scaleX: x, y: y, z: z).concatenating(t), context()
      )
      XCTAssertEqual(
        t.rotated(by: z, aroundX: x, y: y, z: 1),
        Transform3D(rotationAngle: z, x: x, y: y, z: 1).concatenating(t), context())
    }
  }

  func testIdentityIsNeutralExactly() {
    let seed: UInt64 = 0x5EED_0003_0005
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(250) {
      let t = fuzzer.chance(0.5) ? fuzzer.carouselTransform() : fuzzer.rawTransform()
      XCTAssertEqual(t.concatenating(.identity), t, "seed \(seed), case \(index)")
      XCTAssertEqual(Transform3D.identity.concatenating(t), t, "seed \(seed), case \(index)")
    }
  }

  // MARK: - Inversion

  func testInversesByHand() {
    XCTAssertEqual(
      Transform3D(translationX: 10, y: -20, z: 30).inverted(),
      Transform3D(translationX: -10, y: 20, z: -30))
    XCTAssertEqual(
      Transform3D(scaleX: 2, y: 4, z: -0.5).inverted(), Transform3D(scaleX: 0.5, y: 0.25, z: -2))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 512
    var undone = Transform3D.identity
    undone.m34 = 1.0 / 512
    XCTAssertEqual(perspective.inverted(), undone)
    XCTAssertEqual(Transform3D.identity.inverted(), .identity)
  }

  func testInverseUndoesTheTransform() {
    let seed: UInt64 = 0x5EED_0003_0006
    var fuzzer = GeometryFuzzer(seed: seed)
    var inverted = 0
    for index in 0..<RandomSweep.count(500) {
      let t = fuzzer.chance(0.5) ? fuzzer.carouselTransform() : fuzzer.rawTransform()
      func context() -> String { "seed \(seed), case \(index): \(t)" }
      guard let inverse = t.inverted() else { continue }
      XCTAssertTrue(inverse.isFinite, context())
      // Judge by the condition: a nearly singular matrix loses digits.
      let norm = ProjectionReference.entries(of: t).map { abs($0) }.max()!
      let inverseNorm = ProjectionReference.entries(of: inverse).map { abs($0) }.max()!
      guard norm * inverseNorm < 1e6 else { continue }
      inverted += 1
      let tolerance = 1e-12 * norm * inverseNorm
      assertEntries(
        t.concatenating(inverse), ProjectionReference.entries(of: .identity),
        accuracy: tolerance, context())
      assertEntries(
        inverse.concatenating(t), ProjectionReference.entries(of: .identity),
        accuracy: tolerance, context())
    }
    XCTAssertGreaterThan(inverted, RandomSweep.count(500) / 2, "seed \(seed)")
  }

  func testSingularAndNonFiniteTransformsHaveNoInverse() {
    XCTAssertNil(Transform3D(scaleX: 1, y: 1, z: 0).inverted())
    XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).inverted())
    var flat = Transform3D.identity
    flat.m44 = 0
    XCTAssertNil(flat.inverted(), "no w for the origin")
    var copiedRow = Transform3D.identity
    (copiedRow.m21, copiedRow.m22, copiedRow.m23) = (1, 0, 0)
    XCTAssertNil(copiedRow.inverted())
    XCTAssertNil(Transform3D(rotationAngle: .nan, x: 1, y: 0, z: 0).inverted())
    var infinite = Transform3D.identity
    infinite.m41 = .infinity
    XCTAssertNil(infinite.inverted())
    // A determinant that underflows: each factor 1e-120 cubes to 0.
    XCTAssertNil(Transform3D(scaleX: 1e-120, y: 1e-120, z: 1e-120).inverted())
    // One whose inverse overflows.
    XCTAssertNil(Transform3D(scaleX: Double.leastNormalMagnitude / 4, y: 1, z: 1).inverted())
  }

  // MARK: - Predicates

  func testIsAffineAsCATransform3DIsAffine() {
    XCTAssertTrue(Transform3D(translationX: 5, y: -3, z: 0).isAffine)
    XCTAssertTrue(Transform3D(scaleX: 2, y: -1, z: 1).isAffine)
    XCTAssertTrue(Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1).isAffine)
    XCTAssertFalse(Transform3D(translationX: 0, y: 0, z: 1).isAffine, "moves depth")
    XCTAssertFalse(Transform3D(scaleX: 1, y: 1, z: 2).isAffine, "scales depth")
    XCTAssertFalse(Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).isAffine)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    XCTAssertFalse(perspective.isAffine)
    XCTAssertFalse(Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1).isIdentity)
  }

  func testHashableAndSendable() {
    let t = Transform3D(translationX: 1, y: 2, z: 3)
    let set: Set = [
      t, Transform3D(translationX: 1, y: 2, z: 3), .identity,
      Transform3D(translationX: 1, y: 2, z: -3), Transform3D(scaleX: 1, y: 1, z: 1),
    ]
    XCTAssertEqual(set.count, 3)
    XCTAssertEqual(t.hashValue, Transform3D(translationX: 1, y: 2, z: 3).hashValue)
    requireSendable(Transform3D.self)
  }

  // MARK: - Helpers

  private func requireSendable<T: Sendable>(_: T.Type) {}

  private func assertEntries(
    _ t: Transform3D, _ expected: [Double], accuracy: Double,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (index, (got, want)) in zip(ProjectionReference.entries(of: t), expected).enumerated() {
      XCTAssertEqual(
        got, want, accuracy: accuracy, "m\(index / 4 + 1)\(index % 4 + 1) of \(t) " + message(),
        file: file, line: line)
    }
  }

  private func assertMaps(
    _ t: Transform3D, _ point: Point3D, to expected: Point3D,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let image = ProjectionReference.homogeneous(point, t)
    XCTAssertEqual(image[3], 1, file: file, line: line)
    XCTAssertEqual(image[0], expected.x, accuracy: 1e-14, "x of \(point)", file: file, line: line)
    XCTAssertEqual(image[1], expected.y, accuracy: 1e-14, "y of \(point)", file: file, line: line)
    XCTAssertEqual(image[2], expected.z, accuracy: 1e-14, "z of \(point)", file: file, line: line)
  }
}
