// How fast a fling slows down, as UIScrollView.DecelerationRate spells
// it: a factor per millisecond, with UIKit's two named values. WheelView
// and CarouselView take one and hand it to their collection view.

import LayoutGeometry

/// The factor a fling's velocity is multiplied by every millisecond:
/// `UIScrollView.DecelerationRate`.
///
/// ``normal`` (0.998) and ``fast`` (0.99) are UIKit's two values. Any other
/// factor in `0.001 ... 0.9999` works the same way; one outside is clamped
/// into it (a factor of 1 or more would never stop, one of 0 or less has no
/// logarithm), and NaN reads as ``normal``.
///
/// Coded as its factor, a single number.
public struct DecelerationRate: Hashable, Sendable, Codable {
  /// The factor per millisecond, in `0.001 ... 0.9999`.
  public let perMillisecond: Double

  /// The smallest factor kept, 0.001.
  public static let minimum: Double = 0.001

  /// The largest factor kept, 0.9999: a time constant of ten seconds.
  public static let maximum: Double = 0.9999

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond, the
  /// default, which a 1,000 pt/s fling carries 499.5 points.
  public static let normal = DecelerationRate(perMillisecond: 0.998)

  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond, which a
  /// 1,000 pt/s fling carries 99.5 points; a paging scroll view's.
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// Creates a rate from its factor per millisecond.
  ///
  /// - Parameter perMillisecond: The factor; clamped into
  ///   `0.001 ... 0.9999`, NaN reads as ``normal``'s 0.998.
  /// - Complexity: O(1)
  public init(perMillisecond: Double) {
    self.perMillisecond =
      perMillisecond.isNaN
      ? 0.998 : Swift.min(Swift.max(perMillisecond, Self.minimum), Self.maximum)
  }

  /// Decodes a rate from its factor, clamped as ``init(perMillisecond:)``
  /// clamps it.
  ///
  /// - Parameter decoder: The decoder holding a single number.
  /// - Throws: `DecodingError` when the value is not a number.
  public init(from decoder: any Decoder) throws {
    self.init(perMillisecond: try decoder.singleValueContainer().decode(Double.self))
  }

  /// Encodes the rate as its factor, a single number.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(perMillisecond)
  }
}

extension DecelerationRate: CustomStringConvertible {
  /// A textual representation, such as `0.998 per ms`.
  public var description: String { "\(DescriptionFormat.number(perMillisecond)) per ms" }
}
