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

    /// A sentence naming the field, its value and the rule it breaks.
    public var description: String {
      let limit = Masonry.maximumLength
      switch self {
      case .columnCount(let count):
        return "columns: .fixed(\(count)) must have from 1 to \(Masonry.maximumColumnCount) columns"
      case .minimumColumnWidth(let width):
        return "columns: .adaptive minimumWidth \(width) must be finite and positive"
      case .maximumColumnCount(let count):
        return "columns: .adaptive maximumCount \(count) must be at least 1"
      case .fixedColumnWidth(let width):
        return "columns: .fixedWidth \(width) must be finite and positive"
      case .columnSpacing(let value):
        return "columnSpacing \(value) must be finite, from 0 to \(limit)"
      case .rowSpacing(let value):
        return "rowSpacing \(value) must be finite, from 0 to \(limit)"
      case .contentInsets(let insets):
        return
          "contentInsets (top \(insets.top), left \(insets.left), bottom \(insets.bottom), "
          + "right \(insets.right)) must each be finite, from 0 to \(limit)"
      case .tolerance(let value):
        return "tolerance \(value) must be finite and not negative"
      case .displayScale(let value):
        return
          "displayScale \(value) must be from \(Masonry.minimumDisplayScale) "
          + "to \(Masonry.maximumDisplayScale)"
      }
    }
  }
}
