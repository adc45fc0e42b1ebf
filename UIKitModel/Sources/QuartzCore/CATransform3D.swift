// CATransform3D and the Core Animation functions that make and combine it,
// with QuartzCore's names and argument order.

/// The standard transform matrix used throughout Core Animation: a 4x4
/// matrix applied to row vectors, as QuartzCore declares it.
///
/// Follows "CATransform3D" (Apple Developer Documentation, QuartzCore):
/// "The transform matrix is used to rotate, scale, translate, skew, and
/// project the layer content." `init()` gives the zero matrix, as the
/// initializer Swift imports for a C structure does; start from
/// ``CATransform3DIdentity`` for the identity.
///
/// Not `Equatable`, as on Apple platforms: compare with
/// ``CATransform3DEqualToTransform(_:_:)``.
public struct CATransform3D: Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4 (the perspective entry, -1/d for an eye at distance d).
  public var m34: CGFloat
  /// Row 4, column 1 (the x translation).
  public var m41: CGFloat
  /// Row 4, column 2 (the y translation).
  public var m42: CGFloat
  /// Row 4, column 3 (the z translation).
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// The zero matrix, as Swift's initializer for an imported C structure.
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// A matrix with the sixteen entries given, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
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

  fileprivate subscript(row: Int, column: Int) -> CGFloat {
    get {
      switch (row, column) {
      case (0, 0): m11
      case (0, 1): m12
      case (0, 2): m13
      case (0, 3): m14
      case (1, 0): m21
      case (1, 1): m22
      case (1, 2): m23
      case (1, 3): m24
      case (2, 0): m31
      case (2, 1): m32
      case (2, 2): m33
      case (2, 3): m34
      case (3, 0): m41
      case (3, 1): m42
      case (3, 2): m43
      default: m44
      }
    }
    set {
      switch (row, column) {
      case (0, 0): m11 = newValue
      case (0, 1): m12 = newValue
      case (0, 2): m13 = newValue
      case (0, 3): m14 = newValue
      case (1, 0): m21 = newValue
      case (1, 1): m22 = newValue
      case (1, 2): m23 = newValue
      case (1, 3): m24 = newValue
      case (2, 0): m31 = newValue
      case (2, 1): m32 = newValue
      case (2, 2): m33 = newValue
      case (2, 3): m34 = newValue
      case (3, 0): m41 = newValue
      case (3, 1): m42 = newValue
      case (3, 2): m43 = newValue
      default: m44 = newValue
      }
    }
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform: [1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1].
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether two transforms are exactly equal, entry for entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  for row in 0..<4 {
    for column in 0..<4 where a[row, column] != b[row, column] { return false }
  }
  return true
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns a transform that translates by `(tx, ty, tz)`:
/// [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
public func CATransform3DMakeTranslation(
  _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns a transform that scales by `(sx, sy, sz)`:
/// [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
public func CATransform3DMakeScale(
  _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns a transform that rotates by `angle` radians about the vector
/// `(x, y, z)`; a zero vector gives the identity, as Core Animation
/// documents ("If the vector has zero length the behavior is undefined"
/// is its caveat; the model returns the identity there).
///
/// The matrix is the right-handed rotation of the row-vector convention
/// (Rodrigues' formula, transposed for row vectors): a positive angle about
/// z turns +x towards +y, as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
    m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
    m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns `a · b`: `a` applied first, then `b`, in the row-vector
/// convention Core Animation uses.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  var result = CATransform3D()
  for row in 0..<4 {
    for column in 0..<4 {
      var sum: CGFloat = 0
      for k in 0..<4 { sum += a[row, k] * b[k, column] }
      result[row, column] = sum
    }
  }
  return result
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns `t` with a translation by `(tx, ty, tz)` applied first:
/// `MakeTranslation(tx, ty, tz) · t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns `t` with a scale by `(sx, sy, sz)` applied first:
/// `MakeScale(sx, sy, sz) · t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns `t` with a rotation applied first: `MakeRotation(...) · t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the 3D transform with the same effect as an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns whether `t` can be represented exactly by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the affine transform of `t`'s x-y entries (meaningful when
/// ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
