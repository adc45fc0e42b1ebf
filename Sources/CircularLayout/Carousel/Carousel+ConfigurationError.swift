// Configuration that cannot work is the caller's to fix: it throws, with a
// message that names the field, the value and the rule it broke, in the
// wheel's shape.

import LayoutGeometry

extension Carousel {
  /// The reason a carousel's configuration was rejected: each case names
  /// the field at fault and carries the rejected value.
  ///
  /// Thrown by the initializers, ``Carousel/setConfiguration(_:)``,
  /// ``Carousel/update(_:)`` and ``Carousel/Configuration/validate()``;
  /// decoding reports the same rules as `DecodingError.dataCorrupted` at the
  /// offending field. A call that throws leaves the carousel unchanged.
  ///
  ///     do {
  ///       try carousel.update { $0.perspective = .nan }
  ///     } catch {
  ///       error.field                  // "perspective"
  ///       error == .perspective(.nan)  // false: NaN is equal to nothing
  ///       error.description
  ///       // "Carousel perspective must be finite (0 is orthographic); got nan"
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

    /// `fade` is set but breaks one of the rules ``Fade`` lists: a bound
    /// that is NaN, a range that is not finite and positive, a minimum
    /// alpha outside `0...1`, or a minimum scale that is not above 0 and
    /// at most 1.
    case fade(Fade)

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
      case .fade: "fade"
      case .scrollDistancePerItem: "scrollDistancePerItem"
      }
    }

    /// A sentence naming the field, the rule it breaks and the rejected
    /// value: `"Carousel <field> must <rule>; got <value>"`.
    public var description: String {
      "Carousel \(field) must \(rule); got \(value)"
    }

    /// The rule the field breaks, to follow "must".
    private var rule: String {
      let limit = _ConfigurationRules.maximumLengthText
      return switch self {
      case .style:
        "be the carousel's own, and custom only with a CarouselTransform "
          + "(init(itemSize:custom:) or init(configuration:custom:))"
      case .itemSize: "have a finite, positive width and height, each at most \(limit)"
      case .perspective: "be finite (0 is orthographic)"
      case .viewpointOffset, .centerOffset: "be finite and at most \(limit) in magnitude"
      case .visibleItemLimit:
        "be from 1 to \(DescriptionFormat.number(Double(Carousel.maximumVisibleItemLimit)))"
      case .spacing: "be finite"
      case .arc: "be a finite, non-zero angle in radians"
      case .radius: "be finite"
      case .anglePerItem: "be a finite angle in radians"
      case .tilt: "be finite (0 turns nothing)"
      case .circularItemCount: "be at least 1"
      case .fade(let fade): fade._brokenRule
      case .scrollDistancePerItem: "be finite, positive and at most \(limit) points"
      }
    }

    /// The rejected value, as every result prints it.
    private var value: String {
      switch self {
      case .style(let style): style.rawValue
      case .itemSize(let size), .viewpointOffset(let size), .centerOffset(let size): "\(size)"
      case .perspective(let value), .spacing(let value), .arc(let value), .radius(let value),
        .anglePerItem(let value), .tilt(let value), .scrollDistancePerItem(let value):
        DescriptionFormat.number(value)
      case .visibleItemLimit(let count), .circularItemCount(let count):
        DescriptionFormat.number(Double(count))
      case .fade(let fade): "\(fade)"
      }
    }
  }
}
