// The layout direction, one type for every engine: each mirrors its own
// picture and, where it scrolls horizontally, its offsets.

/// The direction items are laid out in, as UIKit's
/// `UIUserInterfaceLayoutDirection` and SwiftUI's `LayoutDirection`: the
/// same type in every engine of the package.
///
/// Right to left mirrors an engine's picture about the viewport's vertical
/// centre line, the way UIKit flips a collection view for right-to-left
/// languages. What that means for each engine's geometry (which column
/// comes first in a masonry feed, where item 0 sits on a wheel or a
/// carousel, which way a horizontal scroll runs) is documented with the
/// engine's `layoutDirection`.
///
/// Set it from the collection view's `effectiveUserInterfaceLayoutDirection`
/// or SwiftUI's `layoutDirection` environment value. The raw values,
/// `"leftToRight"` and `"rightToLeft"`, are the coding.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Item 0 on the left (or at the top): the default.
  case leftToRight

  /// The left-to-right picture mirrored about the viewport's vertical
  /// centre line.
  case rightToLeft
}
