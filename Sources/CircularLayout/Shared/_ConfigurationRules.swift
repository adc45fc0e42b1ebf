// The rules the engines' configurations share, written once: a length the
// scroll model can hold, and an offset within its reach.

import LayoutGeometry

/// The validation rules that ``Wheel`` and ``Carousel`` configurations
/// share.
enum _ConfigurationRules {
  /// Whether `length` is finite, positive and at most 2^53 (the engines'
  /// `maximumLength`).
  static func isValidLength(_ length: Double) -> Bool {
    length.isFinite && length > 0 && length <= ScrollTrack.maximumLength
  }

  /// Whether both components of `size` are valid lengths.
  static func isValidSize(_ size: Size) -> Bool {
    isValidLength(size.width) && isValidLength(size.height)
  }

  /// Whether both components of `offset` are finite and at most 2^53 in
  /// magnitude.
  static func isValidOffset(_ offset: Size) -> Bool {
    let limit = ScrollTrack.maximumLength
    return offset.width.isFinite && offset.height.isFinite && abs(offset.width) <= limit
      && abs(offset.height) <= limit
  }

  /// The largest length, 2^53, as the errors print it.
  static var maximumLengthText: String { DescriptionFormat.number(ScrollTrack.maximumLength) }
}

extension _ConfigurationRules {
  /// `configuration` after `change`: the copy an engine's `update(_:)`
  /// hands to its `setConfiguration(_:)`.
  static func edited<Configuration>(
    _ configuration: Configuration, by change: (inout Configuration) -> Void
  ) -> Configuration {
    var configuration = configuration
    change(&configuration)
    return configuration
  }
}
