// Alpha and scale that fall off away from the top of the wheel, as
// iCarousel's fade and UPCarousel's side scale do.

extension Wheel {
  /// How an item's alpha and scale fall off with its distance from the
  /// top of the wheel.
  ///
  /// With `θ` the absolute value of the item's angle, both stay 1 up to
  /// ``startAngle``, move linearly to ``minimumAlpha`` and
  /// ``minimumScale`` at ``endAngle``, and stay there beyond:
  ///
  ///     t = clamp((θ - startAngle) / (endAngle - startAngle), 0, 1)
  ///     alpha = 1 + (minimumAlpha - 1) · t
  ///     scale = 1 + (minimumScale - 1) · t
  ///
  /// The scale shrinks the item about its own centre, which stays on the
  /// circle, and the wheel's visibility and hit tests use the scaled
  /// shape, so they stay exact. Every value of this type is valid: the
  /// initializer and decoding reject the rest.
  ///
  ///     wheel.falloff = try Wheel.Falloff(
  ///       startAngle: 0.1, endAngle: 0.8, minimumAlpha: 0.3, minimumScale: 0.7)
  public struct Falloff: Hashable, Sendable {
    /// The angle, in radians from the top, where the falloff begins.
    ///
    /// Finite and at least 0.
    public let startAngle: Double

    /// The angle, in radians from the top, where the falloff reaches its
    /// minimum values.
    ///
    /// Finite and greater than ``startAngle``.
    public let endAngle: Double

    /// The alpha at and beyond ``endAngle``, in `0...1`.
    public let minimumAlpha: Double

    /// The scale at and beyond ``endAngle``, in `0 < scale <= 1`.
    ///
    /// Never 0, so that an item keeps an area; never above 1, so that
    /// every item stays within its unscaled shape, which the wheel's
    /// visible-range bound relies on.
    public let minimumScale: Double

    /// Creates a falloff between two angles from the top of the wheel.
    ///
    /// - Parameters:
    ///   - startAngle: Where the falloff begins, in radians; finite and at
    ///     least 0. The default is 0, the top.
    ///   - endAngle: Where it reaches its minimum values; finite and
    ///     greater than `startAngle`.
    ///   - minimumAlpha: The alpha from `endAngle` on, in `0...1`. The
    ///     default, 1, leaves alpha alone.
    ///   - minimumScale: The scale from `endAngle` on, greater than 0 and
    ///     at most 1. The default, 1, leaves the scale alone.
    /// - Throws: ``ConfigurationError/falloffAngles(start:end:)``,
    ///   ``ConfigurationError/falloffMinimumAlpha(_:)`` or
    ///   ``ConfigurationError/falloffMinimumScale(_:)``, checked in that
    ///   order.
    public init(
      startAngle: Double = 0, endAngle: Double, minimumAlpha: Double = 1,
      minimumScale: Double = 1
    ) throws(ConfigurationError) {
      guard startAngle.isFinite, endAngle.isFinite, startAngle >= 0, endAngle > startAngle else {
        throw .falloffAngles(start: startAngle, end: endAngle)
      }
      guard minimumAlpha >= 0, minimumAlpha <= 1 else {
        throw .falloffMinimumAlpha(minimumAlpha)
      }
      guard minimumScale > 0, minimumScale <= 1 else {
        throw .falloffMinimumScale(minimumScale)
      }
      self.startAngle = startAngle
      self.endAngle = endAngle
      self.minimumAlpha = minimumAlpha
      self.minimumScale = minimumScale
    }

    /// The alpha of an item at `angle` radians from the top.
    ///
    /// - Parameter angle: The item's angle; its sign does not matter. NaN
    ///   reads as 0 and gives 1.
    /// - Returns: A value in `minimumAlpha...1`.
    public func alpha(atAngle angle: Double) -> Double {
      Swift.max(1 + (minimumAlpha - 1) * progress(atAngle: angle), minimumAlpha)
    }

    /// The scale of an item at `angle` radians from the top.
    ///
    /// - Parameter angle: The item's angle; its sign does not matter. NaN
    ///   reads as 0 and gives 1.
    /// - Returns: A value in `minimumScale...1`.
    public func scale(atAngle angle: Double) -> Double {
      // `1 + (m - 1)` rounds to 0 for a minimum below half an ulp of 1
      // (a valid 5e-324, say): the clamp keeps the promised range.
      Swift.max(1 + (minimumScale - 1) * progress(atAngle: angle), minimumScale)
    }

    /// How far `angle` lies from the start to the end, in `0...1`.
    func progress(atAngle angle: Double) -> Double {
      let distance = abs(angle)
      guard distance > startAngle else { return 0 }  // also NaN
      guard distance < endAngle else { return 1 }
      // Rounding is monotonic, so with start < distance < end the quotient
      // already lies in 0...1; `endAngle - startAngle` cannot overflow
      // because both are finite and `startAngle >= 0`.
      return (distance - startAngle) / (endAngle - startAngle)
    }
  }
}
