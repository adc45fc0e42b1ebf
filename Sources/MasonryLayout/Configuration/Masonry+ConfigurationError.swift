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
    ///     // Masonry columnSpacing must be finite, from 0 to 1e+12; got -1
    public var description: String {
      let length = "must be finite, from 0 to 1e+12"
      switch self {
      case .columnCount(let count):
        return "Masonry columns must be .fixed with 1 to 10,000 columns; got .fixed(\(count))"
      case .minimumColumnWidth(let width):
        return
          "Masonry columns must have an .adaptive minimumWidth that is finite and positive; "
          + "got \(DescriptionFormat.number(width))"
      case .maximumColumnCount(let count):
        return "Masonry columns must have an .adaptive maximumCount of at least 1; got \(count)"
      case .fixedColumnWidth(let width):
        return
          "Masonry columns must have a .fixedWidth that is finite and positive; "
          + "got \(DescriptionFormat.number(width))"
      case .columnSpacing(let value):
        return "Masonry columnSpacing \(length); got \(DescriptionFormat.number(value))"
      case .rowSpacing(let value):
        return "Masonry rowSpacing \(length); got \(DescriptionFormat.number(value))"
      case .contentInsets(let insets):
        return "Masonry contentInsets must each be finite, from 0 to 1e+12; got \(insets)"
      case .tolerance(let value):
        return
          "Masonry tolerance must be finite and not negative; got \(DescriptionFormat.number(value))"
      case .displayScale(let value):
        return
          "Masonry displayScale must be nil or from 1/1024 to 1024; "
          + "got \(DescriptionFormat.number(value))"
      }
    }
  }
}
