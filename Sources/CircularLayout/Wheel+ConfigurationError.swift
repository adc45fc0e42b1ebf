// Configuration that cannot work is the caller's to fix: it throws, with a
// message that names the value and the rule it broke.

import LayoutGeometry

extension Wheel {
  /// The error thrown for a wheel configuration that cannot work.
  ///
  /// Thrown by ``Wheel/init(itemSize:radius:anglePerItem:)``, the throwing
  /// setters and ``Falloff/init(startAngle:endAngle:minimumAlpha:minimumScale:)``;
  /// decoding reports the same rules as `DecodingError.dataCorrupted` at
  /// the offending field.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An item size with a component that is not finite and positive, or
    /// larger than ``Wheel/coordinateLimit``.
    case invalidItemSize(Size)

    /// A radius that is not finite and positive, or larger than
    /// ``Wheel/coordinateLimit``.
    case invalidRadius(Double)

    /// An angle per item that is not finite and positive.
    case invalidAnglePerItem(Double)

    /// Falloff angles that are not finite, or a start below 0, or an end
    /// not after the start.
    case invalidFalloffAngles(start: Double, end: Double)

    /// A falloff minimum alpha outside `0...1`.
    case invalidFalloffAlpha(Double)

    /// A falloff minimum scale not in `0 < scale <= 1`.
    case invalidFalloffScale(Double)

    /// A message naming the invalid value and the rule it broke.
    public var description: String {
      switch self {
      case .invalidItemSize(let size):
        return "Wheel itemSize must have a finite, positive width and height of at most "
          + "\(Wheel.coordinateLimit); got \(size)"
      case .invalidRadius(let radius):
        return "Wheel radius must be finite, positive and at most \(Wheel.coordinateLimit); "
          + "got \(radius)"
      case .invalidAnglePerItem(let angle):
        return "Wheel anglePerItem must be a finite, positive angle in radians; got \(angle)"
      case .invalidFalloffAngles(let start, let end):
        return "Wheel.Falloff angles must be finite with 0 <= startAngle < endAngle; "
          + "got startAngle \(start), endAngle \(end)"
      case .invalidFalloffAlpha(let alpha):
        return "Wheel.Falloff minimumAlpha must lie in 0...1; got \(alpha)"
      case .invalidFalloffScale(let scale):
        return "Wheel.Falloff minimumScale must satisfy 0 < minimumScale <= 1; got \(scale)"
      }
    }
  }
}
