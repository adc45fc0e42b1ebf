// Configuration that cannot work is the caller's to fix: it throws, with a
// message that names the field, the rule it broke and the value.

import LayoutGeometry

extension Wheel {
  /// The reason a wheel's configuration was rejected: each case names the
  /// field at fault and carries the rejected value.
  ///
  /// Thrown by ``Wheel/init(configuration:)``,
  /// ``Wheel/init(itemSize:radius:anglePerItem:)``,
  /// ``Wheel/setConfiguration(_:)``, ``Wheel/update(_:)`` and
  /// ``Wheel/Configuration/validate()``; decoding reports the same rules as
  /// `DecodingError.dataCorrupted` at the offending field.
  ///
  ///     do {
  ///       try wheel.update { $0.radius = -1 }
  ///     } catch {
  ///       error.field          // "radius"
  ///       error == .radius(-1) // true
  ///       error.description
  ///       // "Wheel radius must be finite, positive and at most 9,007,199,254,740,992; got -1"
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

    /// `fade` is set but breaks one of the rules ``Fade`` lists: a bound
    /// that is NaN, a range that is not finite and positive, a minimum
    /// alpha outside `0...1`, or a minimum scale that is not above 0 and
    /// at most 1.
    case fade(Fade)

    /// `scrollDistancePerItem` is set but not finite and positive, or
    /// larger than ``Wheel/maximumLength``.
    case scrollDistancePerItem(Double)

    /// The name of the configuration field at fault: `"itemSize"`,
    /// `"radius"`, `"anglePerItem"`, `"fade"` or `"scrollDistancePerItem"`.
    ///
    /// The same name as the ``Wheel/Configuration`` property and its JSON
    /// key.
    public var field: String {
      switch self {
      case .itemSize: "itemSize"
      case .radius: "radius"
      case .anglePerItem: "anglePerItem"
      case .fade: "fade"
      case .scrollDistancePerItem: "scrollDistancePerItem"
      }
    }

    /// A sentence naming the field, the rule it breaks and the rejected
    /// value: `"Wheel <field> must <rule>; got <value>"`.
    public var description: String {
      "Wheel \(field) must \(rule); got \(value)"
    }

    /// The rule the field breaks, to follow "must".
    private var rule: String {
      let limit = _ConfigurationRules.maximumLengthText
      return switch self {
      case .itemSize: "have a finite, positive width and height, each at most \(limit)"
      case .radius: "be finite, positive and at most \(limit)"
      case .anglePerItem: "be a finite, positive angle in radians"
      case .fade(let fade): fade._brokenRule
      case .scrollDistancePerItem: "be finite, positive and at most \(limit) points"
      }
    }

    /// The rejected value, as every result prints it.
    private var value: String {
      switch self {
      case .itemSize(let size): "\(size)"
      case .radius(let value), .anglePerItem(let value), .scrollDistancePerItem(let value):
        DescriptionFormat.number(value)
      case .fade(let fade): "\(fade)"
      }
    }
  }
}
