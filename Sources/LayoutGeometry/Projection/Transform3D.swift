// A 4x4 homogeneous transform with Core Animation's layout and semantics,
// so that transform code written against CATransform3D (iCarousel's, for
// one) reads the same here and gives the same numbers.

/// A three-dimensional transform: a 4x4 matrix in Core Animation's layout.
///
/// The sixteen entries `m11` ... `m44` are those of `CATransform3D`, in the
/// same order and with the same meaning. A point is a row vector multiplied
/// on the left, `[x y z 1] · M`, so the translation lives in the fourth row
/// (``m41``, ``m42``, ``m43``) and the perspective in the fourth column
/// (``m34``: `-1 / d` puts the eye at distance `d` in front of the plane
/// z = 0, as in Core Animation):
///
///     let t = Transform3D.identity
///       .translatedBy(x: 10, y: 0, z: -40)
///       .rotated(by: .pi / 4, aroundX: 0, y: 1, z: 0)
///     var perspective = Transform3D.identity
///     perspective.m34 = -1.0 / 500
///     let outline = t.concatenating(perspective)
///       .projecting(Rect(x: -50, y: -60, width: 100, height: 120))
///
/// Composition follows Core Animation exactly:
///
/// - `a.concatenating(b)` applies `a` first, then `b`: it is
///   `CATransform3DConcat(a, b)`, the matrix product `a · b`.
/// - ``translatedBy(x:y:z:)``, ``scaledBy(x:y:z:)`` and
///   ``rotated(by:aroundX:y:z:)`` are `CATransform3DTranslate`,
///   `CATransform3DScale` and `CATransform3DRotate`: the new step is applied
///   *before* the existing transform, so
///   `t.translatedBy(x: 1, y: 0, z: 0) == Transform3D(translationX: 1, y: 0, z: 0).concatenating(t)`.
///
/// Angles follow ``RotatedRect`` and `CGAffineTransform`: a positive
/// rotation about the z axis turns +x towards +y, clockwise on a y-down
/// screen. About the y axis it turns +z (towards the viewer) towards +x, and
/// about the x axis +y towards +z.
///
/// Entries may hold any value. A transform with a NaN or infinite entry is
/// not ``isFinite``; it projects every point to `nil` and every rect to an
/// empty ``ConvexPolygon``, and it does not decode.
@frozen
public struct Transform3D: Hashable, Sendable {
  /// The entry in row 1, column 1: how x contributes to x (scale).
  public var m11: Double
  /// The entry in row 1, column 2: how x contributes to y.
  public var m12: Double
  /// The entry in row 1, column 3: how x contributes to z.
  public var m13: Double
  /// The entry in row 1, column 4: how x contributes to w (perspective).
  public var m14: Double
  /// The entry in row 2, column 1: how y contributes to x.
  public var m21: Double
  /// The entry in row 2, column 2: how y contributes to y (scale).
  public var m22: Double
  /// The entry in row 2, column 3: how y contributes to z.
  public var m23: Double
  /// The entry in row 2, column 4: how y contributes to w (perspective).
  public var m24: Double
  /// The entry in row 3, column 1: how z contributes to x.
  public var m31: Double
  /// The entry in row 3, column 2: how z contributes to y.
  public var m32: Double
  /// The entry in row 3, column 3: how z contributes to z (scale).
  public var m33: Double
  /// The entry in row 3, column 4: how z contributes to w; `-1 / d` is a
  /// perspective with the eye at distance `d`, as in Core Animation.
  public var m34: Double
  /// The entry in row 4, column 1: the translation along x.
  public var m41: Double
  /// The entry in row 4, column 2: the translation along y.
  public var m42: Double
  /// The entry in row 4, column 3: the translation along z.
  public var m43: Double
  /// The entry in row 4, column 4: the w of the origin, 1 in Core
  /// Animation's transforms.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row, as
  /// `CATransform3D`'s initializer does.
  ///
  /// - Parameters:
  ///   - m11: Row 1, column 1.
  ///   - m12: Row 1, column 2.
  ///   - m13: Row 1, column 3.
  ///   - m14: Row 1, column 4.
  ///   - m21: Row 2, column 1.
  ///   - m22: Row 2, column 2.
  ///   - m23: Row 2, column 3.
  ///   - m24: Row 2, column 4.
  ///   - m31: Row 3, column 1.
  ///   - m32: Row 3, column 2.
  ///   - m33: Row 3, column 3.
  ///   - m34: Row 3, column 4.
  ///   - m41: Row 4, column 1.
  ///   - m42: Row 4, column 2.
  ///   - m43: Row 4, column 3.
  ///   - m44: Row 4, column 4.
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The transform that leaves every point where it is, as
  /// `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// A Boolean value indicating whether all sixteen entries are finite
  /// (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
      && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }

  /// A Boolean value indicating whether the transform is the identity, as
  /// `CATransform3DIsIdentity`.
  ///
  /// The comparison is exact: a rotation by a whole turn, whose entries
  /// differ from 0 and 1 by rounding, is not the identity.
  public var isIdentity: Bool { self == .identity }

  /// A Boolean value indicating whether the transform is a two-dimensional
  /// affine transform, one a `CGAffineTransform` represents exactly, as
  /// `CATransform3DIsAffine`.
  ///
  /// True when the transform maps the plane z = 0 to itself without
  /// perspective and leaves depth alone: ``m13``, ``m14``, ``m23``, ``m24``,
  /// ``m31``, ``m32``, ``m34`` and ``m43`` are 0, and ``m33`` and ``m44`` are
  /// 1. Its 2D part is then `a = m11`, `b = m12`, `c = m21`, `d = m22`,
  /// `tx = m41`, `ty = m42`.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
      && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
  }
}

// MARK: - Building transforms
//
// The builders a style calls once per item (`translatedBy`, `rotated`,
// `scaledBy`, and the rotation they build) are `@inlinable`: the default
// cross-module optimisation left them as calls that copy the matrix in and
// out, so a loop in another module that builds each item's transform, as an
// app's custom style does, ran several times slower than the work it
// stands for, most where a translation is all a style does. The floor of
// `swift run -c release carousel-ratios` is such a loop; Benchmarks/README.md
// at b8d69fc has the figures before and after.

extension Transform3D {
  /// Creates a transform that moves every point by `(x, y, z)`, as
  /// `CATransform3DMakeTranslation`.
  ///
  /// - Parameters:
  ///   - x: The distance along x.
  ///   - y: The distance along y (downwards).
  ///   - z: The distance along z (towards the viewer).
  public init(translationX x: Double, y: Double, z: Double) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// Creates a transform that scales by `x`, `y` and `z` along the three
  /// axes about the origin, as `CATransform3DMakeScale`.
  ///
  /// - Parameters:
  ///   - x: The factor along x; negative mirrors.
  ///   - y: The factor along y.
  ///   - z: The factor along z.
  public init(scaleX x: Double, y: Double, z: Double) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// Creates a transform that rotates by `angle` radians about the axis
  /// through the origin in the direction `(x, y, z)`, as
  /// `CATransform3DMakeRotation`.
  ///
  /// The axis need not be a unit vector: it is normalised first (without
  /// overflow for huge components). A positive angle turns
  /// counter-clockwise when seen from the tip of the axis looking at the
  /// origin in a right-handed frame; in screen terms, about `(0, 0, 1)` it
  /// turns +x towards +y, clockwise on a y-down screen, as
  /// `CGAffineTransform(rotationAngle:)`. The matrix is the transpose of
  /// Rodrigues' rotation matrix (the transpose because points are row
  /// vectors here); about a coordinate axis it is built from the angle's
  /// cosine and sine directly, so the other entries are exactly 0 and 1.
  ///
  /// A zero vector gives the identity whatever the angle, as in Core
  /// Animation. Otherwise a NaN or infinite angle or axis component gives
  /// NaN entries in the upper-left 3x3 block; such a transform is not
  /// ``isFinite`` and projects nothing.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: The axis's x component.
  ///   - y: The axis's y component.
  ///   - z: The axis's z component.
  @inlinable
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    self = .identity
    // A zero axis is the identity whatever the angle, as in Core Animation
    // (and as `rotated(by:aroundX:y:z:)` returns its transform unchanged).
    if x == 0, y == 0, z == 0 { return }
    guard angle.isFinite, x.isFinite, y.isFinite, z.isFinite else {
      (m11, m12, m13) = (.nan, .nan, .nan)
      (m21, m22, m23) = (.nan, .nan, .nan)
      (m31, m32, m33) = (.nan, .nan, .nan)
      return
    }
    // Normalise through the largest component, so that squaring cannot
    // overflow or underflow.
    let largest = Swift.max(abs(x), abs(y), abs(z))
    let (sx, sy, sz) = (x / largest, y / largest, z / largest)
    let length = (sx * sx + sy * sy + sz * sz).squareRoot()
    let (ux, uy, uz) = (sx / length, sy / length, sz / length)
    let (cosine, sine) = (Math.cos(angle), Math.sin(angle))

    // About a coordinate axis (in either direction), only four entries
    // change, and the others keep their exact 0 and 1.
    if uy == 0, uz == 0 {
      let s = ux > 0 ? sine : -sine
      (m22, m23, m32, m33) = (cosine, s, -s, cosine)
      return
    }
    if ux == 0, uz == 0 {
      let s = uy > 0 ? sine : -sine
      (m11, m13, m31, m33) = (cosine, -s, s, cosine)
      return
    }
    if ux == 0, uy == 0 {
      let s = uz > 0 ? sine : -sine
      (m11, m12, m21, m22) = (cosine, s, -s, cosine)
      return
    }

    // Rodrigues: R = c·I + s·[u]× + (1 − c)·u uᵀ for column vectors; rows
    // here, so the transpose.
    let t = 1 - cosine
    m11 = cosine + ux * ux * t
    m12 = ux * uy * t + uz * sine
    m13 = ux * uz * t - uy * sine
    m21 = ux * uy * t - uz * sine
    m22 = cosine + uy * uy * t
    m23 = uy * uz * t + ux * sine
    m31 = ux * uz * t + uy * sine
    m32 = uy * uz * t - ux * sine
    m33 = cosine + uz * uz * t
  }

  /// Returns the transform that first moves points by `(x, y, z)` and then
  /// applies this transform, as `CATransform3DTranslate`.
  ///
  /// Equal to `Transform3D(translationX: x, y: y, z: z).concatenating(self)`.
  ///
  /// - Parameters:
  ///   - x: The distance along x.
  ///   - y: The distance along y.
  ///   - z: The distance along z.
  /// - Returns: The translated transform.
  @inlinable
  public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
    // [x y z 1] · self: only the fourth row changes.
    var result = self
    result.m41 = x * m11 + y * m21 + z * m31 + m41
    result.m42 = x * m12 + y * m22 + z * m32 + m42
    result.m43 = x * m13 + y * m23 + z * m33 + m43
    result.m44 = x * m14 + y * m24 + z * m34 + m44
    return result
  }

  /// Returns the transform that first scales points by `x`, `y` and `z`
  /// about the origin and then applies this transform, as
  /// `CATransform3DScale`.
  ///
  /// Equal to `Transform3D(scaleX: x, y: y, z: z).concatenating(self)`.
  ///
  /// - Parameters:
  ///   - x: The factor along x.
  ///   - y: The factor along y.
  ///   - z: The factor along z.
  /// - Returns: The scaled transform.
  @inlinable
  public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
    var result = self
    (result.m11, result.m12, result.m13, result.m14) = (x * m11, x * m12, x * m13, x * m14)
    (result.m21, result.m22, result.m23, result.m24) = (y * m21, y * m22, y * m23, y * m24)
    (result.m31, result.m32, result.m33, result.m34) = (z * m31, z * m32, z * m33, z * m34)
    return result
  }

  /// Returns the transform that first rotates points by `angle` radians
  /// about the axis `(x, y, z)` through the origin and then applies this
  /// transform, as `CATransform3DRotate`.
  ///
  /// Equal to
  /// `Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)`;
  /// see ``init(rotationAngle:x:y:z:)`` for the direction of the turn.
  ///
  /// A zero axis vector returns this transform unchanged. Apple documents
  /// that case of `CATransform3DRotate` as undefined, but
  /// `CATransform3DMakeRotation` returns the identity for it, and
  /// `CATransform3DRotate` returns its transform unchanged; so does this
  /// method, exactly.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: The axis's x component.
  ///   - y: The axis's y component.
  ///   - z: The axis's z component.
  /// - Returns: The rotated transform.
  @inlinable
  public func rotated(by angle: Double, aroundX x: Double, y: Double, z: Double) -> Transform3D {
    if x == 0, y == 0, z == 0 { return self }
    return Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Returns the transform that applies this transform first and then
  /// `other`, as `CATransform3DConcat(self, other)`.
  ///
  /// The matrix product `self · other` (points are row vectors multiplied
  /// on the left). Concatenating with ``identity`` on either side gives
  /// back every finite entry exactly.
  ///
  /// - Parameter other: The transform to apply second.
  /// - Returns: The combined transform.
  @inlinable
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let row1 = other._multiplying(m11, m12, m13, m14)
    let row2 = other._multiplying(m21, m22, m23, m24)
    let row3 = other._multiplying(m31, m32, m33, m34)
    let row4 = other._multiplying(m41, m42, m43, m44)
    return Transform3D(
      m11: row1.0, m12: row1.1, m13: row1.2, m14: row1.3,
      m21: row2.0, m22: row2.1, m23: row2.2, m24: row2.3,
      m31: row3.0, m32: row3.1, m33: row3.2, m34: row3.3,
      m41: row4.0, m42: row4.1, m43: row4.2, m44: row4.3)
  }

  /// The row vector `[a b c d]` multiplied by this matrix on the right.
  @inlinable
  internal func _multiplying(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double
  ) -> (Double, Double, Double, Double) {
    (
      a * m11 + b * m21 + c * m31 + d * m41,
      a * m12 + b * m22 + c * m32 + d * m42,
      a * m13 + b * m23 + c * m33 + d * m43,
      a * m14 + b * m24 + c * m34 + d * m44
    )
  }
}

// MARK: - Inversion

extension Transform3D {
  /// Returns the transform that undoes this one, or `nil` when there is
  /// none.
  ///
  /// `t.concatenating(t.inverted()!)` is the identity up to rounding. The
  /// inverse is computed by cofactors (the Laplace expansion over the 2x2
  /// minors of the top and bottom rows); `nil` when the determinant is 0 or
  /// not finite, or when an entry of the inverse overflows, for example for
  /// a scale by 0 or a transform with a NaN entry. Unlike
  /// `CATransform3DInvert`, which returns a singular transform unchanged, a
  /// missing inverse is visible in the type.
  ///
  /// - Returns: The inverse transform, or `nil`.
  public func inverted() -> Transform3D? {
    // Minors of rows 1-2 (s) and rows 3-4 (c), after Eberly, "The Laplace
    // Expansion Theorem: Computing the Determinants and Inverses of
    // Matrices" (Geometric Tools, 2008).
    let s0 = m11 * m22 - m21 * m12
    let s1 = m11 * m23 - m21 * m13
    let s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13
    let s4 = m12 * m24 - m22 * m14
    let s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34
    let c4 = m32 * m44 - m42 * m34
    let c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34
    let c1 = m31 * m43 - m41 * m33
    let c0 = m31 * m42 - m41 * m32
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return nil }
    let d = determinant
    let inverse = Transform3D(
      m11: (m22 * c5 - m23 * c4 + m24 * c3) / d,
      m12: (-m12 * c5 + m13 * c4 - m14 * c3) / d,
      m13: (m42 * s5 - m43 * s4 + m44 * s3) / d,
      m14: (-m32 * s5 + m33 * s4 - m34 * s3) / d,
      m21: (-m21 * c5 + m23 * c2 - m24 * c1) / d,
      m22: (m11 * c5 - m13 * c2 + m14 * c1) / d,
      m23: (-m41 * s5 + m43 * s2 - m44 * s1) / d,
      m24: (m31 * s5 - m33 * s2 + m34 * s1) / d,
      m31: (m21 * c4 - m22 * c2 + m24 * c0) / d,
      m32: (-m11 * c4 + m12 * c2 - m14 * c0) / d,
      m33: (m41 * s4 - m42 * s2 + m44 * s0) / d,
      m34: (-m31 * s4 + m32 * s2 - m34 * s0) / d,
      m41: (-m21 * c3 + m22 * c1 - m23 * c0) / d,
      m42: (m11 * c3 - m12 * c1 + m13 * c0) / d,
      m43: (-m41 * s3 + m42 * s1 - m43 * s0) / d,
      m44: (m31 * s3 - m32 * s1 + m33 * s0) / d)
    return inverse.isFinite ? inverse : nil
  }
}

extension Transform3D: CustomStringConvertible {
  /// A textual representation of the matrix, row by row, such as
  /// `[1 0 0 0; 0 1 0 0; 0 0 1 -0.002; 0 0 0 1]` for a perspective.
  public var description: String {
    let rows = [
      [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44],
    ]
    return "["
      + rows.map { $0.map(DescriptionFormat.number).joined(separator: " ") }
      .joined(separator: "; ") + "]"
  }
}
