// The one place that imports the platform's C math library (libm): every
// module of the package calls these, so no other file needs the
// platform-import block. The import also links libm for the `rounded()`
// calls elsewhere, which lower to libm's `round` and `floor` on Linux.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The elementary functions the engines use, in double precision, from the
/// platform's C library.
///
/// Spelled as static members (`Math.sin(angle)`), as swift-numerics spells
/// its `ElementaryFunctions`, so that no call site depends on which C
/// library the platform has.
@usableFromInline
package enum Math {
  /// The sine of `x` radians.
  @inlinable package static func sin(_ x: Double) -> Double { _sin(x) }

  /// The cosine of `x` radians.
  @inlinable package static func cos(_ x: Double) -> Double { _cos(x) }

  /// The tangent of `x` radians.
  @inlinable package static func tan(_ x: Double) -> Double { _tan(x) }

  /// The arc sine of `x`, in `-π/2 ... π/2`; NaN outside `-1 ... 1`.
  @inlinable package static func asin(_ x: Double) -> Double { _asin(x) }

  /// The arc cosine of `x`, in `0 ... π`; NaN outside `-1 ... 1`.
  @inlinable package static func acos(_ x: Double) -> Double { _acos(x) }

  /// The arc tangent of `x`, in `-π/2 ... π/2`.
  @inlinable package static func atan(_ x: Double) -> Double { _atan(x) }

  /// The angle of the point `(x, y)` from the positive x axis, in
  /// `-π ... π`.
  @inlinable package static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }

  /// 2 raised to the power `x`.
  @inlinable package static func exp2(_ x: Double) -> Double { _exp2(x) }

  /// e raised to the power `x`.
  @inlinable package static func exp(_ x: Double) -> Double { _exp(x) }

  /// `e^x - 1`, exact near `x = 0` where `exp(x) - 1` cancels.
  @inlinable package static func expm1(_ x: Double) -> Double { _expm1(x) }

  /// The natural logarithm of `x`; NaN below 0, -infinity at 0.
  @inlinable package static func log(_ x: Double) -> Double { _log(x) }

  /// `ln(1 + x)`, exact near `x = 0`; -infinity at -1.
  @inlinable package static func log1p(_ x: Double) -> Double { _log1p(x) }

  /// `sqrt(x² + y²)` without undue overflow or underflow.
  @inlinable package static func hypot(_ x: Double, _ y: Double) -> Double { _hypot(x, y) }
}

// File-scope wrappers: inside `Math`, an unqualified `sin` would name the
// member itself, and the C library's module name differs by platform.
@inlinable internal func _sin(_ x: Double) -> Double { sin(x) }
@inlinable internal func _cos(_ x: Double) -> Double { cos(x) }
@inlinable internal func _tan(_ x: Double) -> Double { tan(x) }
@inlinable internal func _asin(_ x: Double) -> Double { asin(x) }
@inlinable internal func _acos(_ x: Double) -> Double { acos(x) }
@inlinable internal func _atan(_ x: Double) -> Double { atan(x) }
@inlinable internal func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable internal func _exp2(_ x: Double) -> Double { exp2(x) }
@inlinable internal func _exp(_ x: Double) -> Double { exp(x) }
@inlinable internal func _expm1(_ x: Double) -> Double { expm1(x) }
@inlinable internal func _log(_ x: Double) -> Double { log(x) }
@inlinable internal func _log1p(_ x: Double) -> Double { log1p(x) }
@inlinable internal func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
