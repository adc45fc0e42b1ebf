// Configuration that cannot work is the caller's to fix: it throws, with a
// message that names the field, the value and the rule it broke.

import LayoutGeometry

extension Wheel {
  /// The reason a wheel's configuration was rejected: each case names the
  /// field at fault and carries the rejected value.
  ///
  /// Thrown by ``Wheel/init(configuration:)``,
  /// ``Wheel/init(itemSize:radius:anglePerItem:)``,
  /// ``Wheel/setConfiguration(_:)``, the throwing setters,
  /// ``Wheel/Configuration/validate()`` and
  /// ``Falloff/init(startAngle:endAngle:minimumAlpha:minimumScale:)``;
  /// decoding reports the same rules as `DecodingError.dataCorrupted` at
  /// the offending field.
  ///
  ///     do {
  ///       try wheel.setRadius(-1)
  ///     } catch {
  ///       error.field         // "radius"
  ///       error == .radius(-1) // true
  ///     }
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `itemSize` has a component that is not finite and positive, or
    /// larger than ``Wheel/maximumLength``.
    case itemSize(Size)

    /// `radius` is not finite and positive, or larger than
    /// ``Wheel/maximumLength``.
    case radius(Double)

    /// `anglePerItem` is set but not finite and positive.
    case anglePerItem(Double)

    /// `scrollDistancePerItem` is set but not finite and positive, or
    /// larger than ``Wheel/maximumLength``.
    case scrollDistancePerItem(Double)

    /// The `falloff`'s angles are not finite, or its start is below 0, or
    /// its end is not after its start.
    case falloffAngles(start: Double, end: Double)

    /// The `falloff`'s minimum alpha lies outside `0...1`.
    case falloffMinimumAlpha(Double)

    /// The `falloff`'s minimum scale does not satisfy `0 < scale <= 1`.
    case falloffMinimumScale(Double)

    /// The name of the configuration field at fault: `"itemSize"`,
    /// `"radius"`, `"anglePerItem"`, `"scrollDistancePerItem"` or
    /// `"falloff"`.
    ///
    /// The same name as the ``Wheel/Configuration`` property and its JSON
    /// key; the three falloff cases all name `"falloff"`.
    public var field: String {
      switch self {
      case .itemSize: return "itemSize"
      case .radius: return "radius"
      case .anglePerItem: return "anglePerItem"
      case .scrollDistancePerItem: return "scrollDistancePerItem"
      case .falloffAngles, .falloffMinimumAlpha, .falloffMinimumScale: return "falloff"
      }
    }

    /// A sentence naming the field, the rejected value and the rule it
    /// breaks.
    public var description: String {
      switch self {
      case .itemSize(let size):
        return "Wheel itemSize must have a finite, positive width and height of at most "
          + "\(Wheel.maximumLength); got \(size)"
      case .radius(let radius):
        return "Wheel radius must be finite, positive and at most \(Wheel.maximumLength); "
          + "got \(radius)"
      case .anglePerItem(let angle):
        return "Wheel anglePerItem must be a finite, positive angle in radians; got \(angle)"
      case .scrollDistancePerItem(let distance):
        return "Wheel scrollDistancePerItem must be finite, positive and at most "
          + "\(Wheel.maximumLength) points; got \(distance)"
      case .falloffAngles(let start, let end):
        return "Wheel.Falloff angles must be finite with 0 <= startAngle < endAngle; "
          + "got startAngle \(start), endAngle \(end)"
      case .falloffMinimumAlpha(let alpha):
        return "Wheel.Falloff minimumAlpha must lie in 0...1; got \(alpha)"
      case .falloffMinimumScale(let scale):
        return "Wheel.Falloff minimumScale must satisfy 0 < minimumScale <= 1; got \(scale)"
      }
    }
  }
}

// MARK: - Earlier spellings

extension Wheel.ConfigurationError {
  /// The error for an invalid item size, under its earlier name.
  ///
  /// Constructs ``itemSize(_:)``; it cannot be used as a binding pattern.
  ///
  /// - Parameter size: The rejected size.
  /// - Returns: `.itemSize(size)`.
  @available(*, deprecated, renamed: "itemSize(_:)")
  public static func invalidItemSize(_ size: Size) -> Self { .itemSize(size) }

  /// The error for an invalid radius, under its earlier name.
  ///
  /// Constructs ``radius(_:)``; it cannot be used as a binding pattern.
  ///
  /// - Parameter radius: The rejected radius.
  /// - Returns: `.radius(radius)`.
  @available(*, deprecated, renamed: "radius(_:)")
  public static func invalidRadius(_ radius: Double) -> Self { .radius(radius) }

  /// The error for an invalid angle per item, under its earlier name.
  ///
  /// Constructs ``anglePerItem(_:)``; it cannot be used as a binding
  /// pattern.
  ///
  /// - Parameter angle: The rejected angle.
  /// - Returns: `.anglePerItem(angle)`.
  @available(*, deprecated, renamed: "anglePerItem(_:)")
  public static func invalidAnglePerItem(_ angle: Double) -> Self { .anglePerItem(angle) }

  /// The error for invalid falloff angles, under its earlier name.
  ///
  /// Constructs ``falloffAngles(start:end:)``; it cannot be used as a
  /// binding pattern.
  ///
  /// - Parameters:
  ///   - start: The rejected start angle.
  ///   - end: The rejected end angle.
  /// - Returns: `.falloffAngles(start: start, end: end)`.
  @available(*, deprecated, renamed: "falloffAngles(start:end:)")
  public static func invalidFalloffAngles(start: Double, end: Double) -> Self {
    .falloffAngles(start: start, end: end)
  }

  /// The error for an invalid falloff minimum alpha, under its earlier
  /// name.
  ///
  /// Constructs ``falloffMinimumAlpha(_:)``; it cannot be used as a
  /// binding pattern.
  ///
  /// - Parameter alpha: The rejected minimum alpha.
  /// - Returns: `.falloffMinimumAlpha(alpha)`.
  @available(*, deprecated, renamed: "falloffMinimumAlpha(_:)")
  public static func invalidFalloffAlpha(_ alpha: Double) -> Self { .falloffMinimumAlpha(alpha) }

  /// The error for an invalid falloff minimum scale, under its earlier
  /// name.
  ///
  /// Constructs ``falloffMinimumScale(_:)``; it cannot be used as a
  /// binding pattern.
  ///
  /// - Parameter scale: The rejected minimum scale.
  /// - Returns: `.falloffMinimumScale(scale)`.
  @available(*, deprecated, renamed: "falloffMinimumScale(_:)")
  public static func invalidFalloffScale(_ scale: Double) -> Self { .falloffMinimumScale(scale) }
}
