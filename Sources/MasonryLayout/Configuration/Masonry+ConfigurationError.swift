// The error thrown for a configuration that cannot lay anything out.

import LayoutGeometry

extension Masonry {
  /// The reason a ``Configuration`` was rejected: each case names the
  /// field at fault and carries its value.
  public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `columns` is `.fixed` with a count below 1 or above
    /// ``Masonry/maximumColumnCount``.
    case columnCount(Int)

    /// `columns` is `.adaptive` with a minimum width that is not finite and
    /// positive.
    case minimumColumnWidth(Double)

    /// `columns` is `.adaptive` with a maximum count below 1.
    case maximumColumnCount(Int)

    /// `columns` is `.fixedWidth` with a width that is not finite and
    /// positive.
    case fixedColumnWidth(Double)

    /// `columnSpacing` is negative, NaN, infinite or above
    /// ``Masonry/maximumLength``.
    case columnSpacing(Double)

    /// `rowSpacing` is negative, NaN, infinite or above
    /// ``Masonry/maximumLength``.
    case rowSpacing(Double)

    /// One of `contentInsets` is negative, NaN, infinite or above
    /// ``Masonry/maximumLength``.
    case contentInsets(EdgeInsets)

    /// `tolerance` is negative, NaN or infinite.
    case tolerance(Double)

    /// `displayScale` is set but outside ``Masonry/minimumDisplayScale``
    /// ... ``Masonry/maximumDisplayScale`` (or NaN).
    case displayScale(Double)

    /// The name of the configuration field at fault, such as
    /// `"columnSpacing"`.
    public var field: String {
      switch self {
      case .columnCount, .minimumColumnWidth, .maximumColumnCount, .fixedColumnWidth:
        return "columns"
      case .columnSpacing: return "columnSpacing"
      case .rowSpacing: return "rowSpacing"
      case .contentInsets: return "contentInsets"
      case .tolerance: return "tolerance"
      case .displayScale: return "displayScale"
      }
    }

    /// A sentence naming the field, the rule it breaks and its value, in
    /// the one form of the package's errors, `"<Engine> <field> must
    /// <rule>; got <value>"`:
    ///
    ///     print(Masonry.ConfigurationError.columnSpacing(-1))
    ///     // Masonry columnSpacing must be finite, from 0 to 1,000,000,000,000; got -1
    public var description: String {
      "Masonry \(field) must \(_rule); got \(_value)"
    }

    /// The rule the field breaks, to follow "must".
    private var _rule: String {
      let length = "be finite, from 0 to \(DescriptionFormat.number(Masonry.maximumLength))"
      return switch self {
      case .columnCount:
        "have from 1 to \(DescriptionFormat.number(Double(Masonry.maximumColumnCount))) columns"
      case .minimumColumnWidth: "have an adaptive minimumWidth that is finite and positive"
      case .maximumColumnCount: "have an adaptive maximumCount of at least 1"
      case .fixedColumnWidth: "have a fixedWidth that is finite and positive"
      case .columnSpacing, .rowSpacing: length
      case .contentInsets: "each \(length)"
      case .tolerance: "be finite and not negative"
      case .displayScale:
        "be nil or from \(DescriptionFormat.number(Masonry.minimumDisplayScale)) "
          + "to \(DescriptionFormat.number(Masonry.maximumDisplayScale))"
      }
    }

    /// The rejected value, as every result prints it.
    private var _value: String {
      switch self {
      case .columnCount(let count): "fixed(\(count))"
      case .minimumColumnWidth(let width): DescriptionFormat.number(width)
      case .maximumColumnCount(let count): "\(count)"
      case .fixedColumnWidth(let width): DescriptionFormat.number(width)
      case .columnSpacing(let value), .rowSpacing(let value), .tolerance(let value),
        .displayScale(let value):
        DescriptionFormat.number(value)
      case .contentInsets(let insets): "\(insets)"
      }
    }
  }
}
