// The layout direction, one type for every engine of the module: each
// reads it through the scroll model (`_ScrollTrack` reverses a horizontal
// track's offsets) and mirrors its own picture.

/// The direction items are laid out in, as UIKit's
/// `UIUserInterfaceLayoutDirection`: shared by ``Wheel`` and the carousel
/// (as `Wheel.LayoutDirection` and `Carousel.LayoutDirection`).
///
/// Right to left mirrors the engine's picture about the viewport's
/// vertical centre line, the way UIKit flips a collection view for
/// right-to-left languages:
///
/// - Scrolling horizontally, item 0 sits at the right end of the content
///   and scrolling is reversed: at offset `x` the engine shows its
///   left-to-right picture at `maxOffset - x`, mirrored. Snapping and
///   stepping read velocities and steps in the direction of motion.
/// - Scrolling vertically, the engine shows its left-to-right picture at
///   the same offset, mirrored; scrolling is unchanged.
///
/// Indices, z-indices and alpha are those of each item's mirror image;
/// what each engine's geometry does under the mirror is documented with
/// the engine (``Wheel/layoutDirection``).
///
/// The raw values, `"leftToRight"` and `"rightToLeft"`, are the coding.
public enum ScrollLayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Item 0 on the left (at the top, scrolling vertically): the default.
  case leftToRight

  /// The left-to-right picture mirrored about the viewport's vertical
  /// centre line.
  case rightToLeft
}
