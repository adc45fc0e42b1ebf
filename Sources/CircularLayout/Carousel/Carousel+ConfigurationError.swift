// Configuration that cannot work is the caller's to fix: it throws, with a
// message that names the field, the value and the rule it broke, in the
// wheel's shape.

import LayoutGeometry

extension Carousel {
  /// The reason a carousel's configuration was rejected: each case names
  /// the field at fault and carries the rejected value.
  ///
  /// Thrown by the initializers, ``Carousel/setConfiguration(_:)``, the
  /// throwing setters (``Carousel/setPerspective(_:)`` and the others) and
  /// ``Carousel/Configuration/validate()``; decoding reports the same rules
  /// as `DecodingError.dataCorrupted` at the offending field. A setter
  /// that throws leaves the carousel unchanged.
  ///
  ///     do {
  ///       try carousel.setPerspective(.nan)
  ///     } catch {
  ///       error.field                  // "perspective"
  ///       error == .perspective(.nan)  // false: NaN is equal to nothing
  ///     }
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `style` cannot be used here: ``Style/custom`` without a
    /// ``CarouselTransform``, or a style other than the carousel's own
    /// (a carousel's style is fixed when it is made).
    case style(Style)

    /// `itemSize` has a component that is not finite and positive, or
    /// larger than ``Carousel/maximumLength``.
    case itemSize(Size)

    /// `perspective` is NaN or infinite.
    case perspective(Double)

    /// `viewpointOffset` has a component that is not finite, or larger
    /// than ``Carousel/maximumLength`` in magnitude.
    case viewpointOffset(Size)

    /// `centerOffset` has a component that is not finite, or larger than
    /// ``Carousel/maximumLength`` in magnitude.
    case centerOffset(Size)

    /// `visibleItemLimit` is below 1 or above
    /// ``Carousel/maximumVisibleItemLimit``.
    case visibleItemLimit(Int)

    /// `spacing` is set but NaN or infinite.
    case spacing(Double)

    /// `arc` is NaN, infinite or zero.
    case arc(Double)

    /// `radius` is set but NaN or infinite.
    case radius(Double)

    /// `anglePerItem` is set but NaN or infinite.
    case anglePerItem(Double)

    /// `tilt` is set but NaN or infinite.
    case tilt(Double)

    /// `circularItemCount` is set but below 1.
    case circularItemCount(Int)

    /// `fadeMin` is set but NaN.
    case fadeMin(Double)

    /// `fadeMax` is set but NaN.
    case fadeMax(Double)

    /// `fadeRange` is not finite and positive.
    case fadeRange(Double)

    /// `fadeMinAlpha` lies outside `0 ... 1`.
    case fadeMinAlpha(Double)

    /// `scrollDistancePerItem` is set but not finite and positive, or
    /// larger than ``Carousel/maximumLength``.
    case scrollDistancePerItem(Double)

    /// The name of the configuration field at fault, the same as the
    /// ``Carousel/Configuration`` property and its JSON key: `"style"`,
    /// `"itemSize"`, `"perspective"` and so on.
    public var field: String {
      switch self {
      case .style: "style"
      case .itemSize: "itemSize"
      case .perspective: "perspective"
      case .viewpointOffset: "viewpointOffset"
      case .centerOffset: "centerOffset"
      case .visibleItemLimit: "visibleItemLimit"
      case .spacing: "spacing"
      case .arc: "arc"
      case .radius: "radius"
      case .anglePerItem: "anglePerItem"
      case .tilt: "tilt"
      case .circularItemCount: "circularItemCount"
      case .fadeMin: "fadeMin"
      case .fadeMax: "fadeMax"
      case .fadeRange: "fadeRange"
      case .fadeMinAlpha: "fadeMinAlpha"
      case .scrollDistancePerItem: "scrollDistancePerItem"
      }
    }

    /// A sentence naming the field, the rejected value and the rule it
    /// breaks.
    public var description: String {
      let limit = Carousel.maximumLength
      switch self {
      case .style(let style):
        return "Carousel style \(style) cannot be used here: .custom needs a CarouselTransform "
          + "(init(itemSize:custom:) or init(configuration:custom:)), and a carousel's style "
          + "is fixed when it is made"
      case .itemSize(let size):
        return "Carousel itemSize must have a finite, positive width and height of at most "
          + "\(limit); got \(size)"
      case .perspective(let value):
        return "Carousel perspective must be finite (0 is orthographic); got \(value)"
      case .viewpointOffset(let offset):
        return "Carousel viewpointOffset must be finite and at most \(limit) in magnitude; "
          + "got \(offset)"
      case .centerOffset(let offset):
        return "Carousel centerOffset must be finite and at most \(limit) in magnitude; "
          + "got \(offset)"
      case .visibleItemLimit(let limit):
        return "Carousel visibleItemLimit must lie in 1...\(Carousel.maximumVisibleItemLimit); "
          + "got \(limit)"
      case .spacing(let value):
        return "Carousel spacing must be finite; got \(value)"
      case .arc(let value):
        return "Carousel arc must be a finite, non-zero angle in radians; got \(value)"
      case .radius(let value):
        return "Carousel radius must be finite; got \(value)"
      case .anglePerItem(let value):
        return "Carousel anglePerItem must be a finite angle in radians; got \(value)"
      case .tilt(let value):
        return "Carousel tilt must be finite (0 turns nothing); got \(value)"
      case .circularItemCount(let count):
        return "Carousel circularItemCount must be at least 1; got \(count)"
      case .fadeMin(let value):
        return "Carousel fadeMin must not be NaN (-infinity turns the fade off); got \(value)"
      case .fadeMax(let value):
        return "Carousel fadeMax must not be NaN (infinity turns the fade off); got \(value)"
      case .fadeRange(let value):
        return "Carousel fadeRange must be finite and positive; got \(value)"
      case .fadeMinAlpha(let value):
        return "Carousel fadeMinAlpha must lie in 0...1; got \(value)"
      case .scrollDistancePerItem(let distance):
        return "Carousel scrollDistancePerItem must be finite, positive and at most \(limit) "
          + "points; got \(distance)"
      }
    }
  }
}
