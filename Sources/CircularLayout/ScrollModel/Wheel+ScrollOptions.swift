// The wheel's scroll model: how far one item scrolls. The layout direction
// and the snapping modes are the module's, shared with the carousel
// (ScrollLayoutDirection.swift, ScrollSnapping.swift); the wheel names them
// as it always has. Every value of each is valid, so the wheel takes them
// as plain properties; `_ScrollTrack` reads them, and knows nothing else
// of the wheel.

extension Wheel {
  /// How the content offset maps to the wheel's turn: the length of
  /// content that scrolls one item past the top.
  ///
  /// With `n` items, a viewport `L` long along the scroll axis and `d` the
  /// distance per item:
  ///
  /// | Model | Content length (with ends) | One item's scroll distance |
  /// | --- | --- | --- |
  /// | ``fixedDistancePerItem`` | `max(0, n - 1) · d + L` | `d` |
  /// | ``tutorial`` | `n · itemLength` | `(n · itemLength - L) / (n - 1)` |
  ///
  /// A wrapping wheel's content is ``Wheel/wrappingCopyCount`` turns of
  /// `n · d` in either model, where `d` is the item's length under
  /// ``tutorial``.
  public enum ScrollModel: String, Hashable, Sendable, Codable, CaseIterable {
    /// One item per ``Wheel/scrollDistancePerItem(itemCount:viewport:)-(_,Rect)``,
    /// a length that does not depend on the viewport or the count: the
    /// default.
    ///
    /// The distance is ``Wheel/customScrollDistancePerItem`` when one is
    /// set, otherwise the item's length along the scroll axis. The content
    /// is `max(0, n - 1) · d + L` long, so offset 0 stands item 0 at the
    /// top and `maxOffset = (n - 1) · d` item `n - 1`, on a phone and on a
    /// tablet alike, and a short menu that fits on the screen still turns.
    /// Where that length passes ``Wheel/maximumLength`` the content is
    /// clamped to it and the distance kept: then the items up to
    /// `floor((maximumLength - L) / d)` can be brought to the top, and the
    /// later ones only lean into view from past it.
    case fixedDistancePerItem

    /// The tutorial's model: the content is `n · itemLength` long, and
    /// scrolling its whole range turns the wheel from the first item to
    /// the last, so one item's scroll distance is
    /// `(n · itemLength - L) / (n - 1)`.
    ///
    /// The distance then depends on the viewport (a phone and a tablet
    /// turn the same wheel at different speeds) and on the count
    /// (appending items moves the centred item), and a wheel whose items
    /// fit in the viewport cannot turn at all. Kept for code written
    /// against the tutorial.
    case tutorial
  }

  /// The direction items are laid out in: ``ScrollLayoutDirection``, the
  /// module's type, shared with the carousel.
  ///
  /// Right to left mirrors the wheel about the viewport's vertical centre
  /// line, the way UIKit flips a collection view for right-to-left
  /// languages:
  ///
  /// - A horizontal wheel puts item 0 at the right end of its content and
  ///   reverses scrolling: at offset `x` it shows the left-to-right wheel
  ///   at `maxOffset - x`, mirrored. Snapping and stepping read velocities
  ///   and steps in the direction of motion.
  /// - A vertical wheel shows the left-to-right wheel at the same offset,
  ///   mirrored: its centre moves to the other side, and its scrolling is
  ///   unchanged.
  ///
  /// Mirroring negates every ``Item/angle`` and reflects every x
  /// coordinate (``Item/center``, ``Item/pivot``, ``Item/frame``) about the
  /// viewport's vertical centre line; ``Item/anchorPoint`` and
  /// ``Wheel/anchorPoint`` reflect about the cell's vertical centre line.
  /// Indices, z-indices, alpha and scale are those of the item's mirror
  /// image.
  ///
  /// Until the carousel shared it, this was an enumeration nested in
  /// `Wheel`; the name, its cases and their coding are unchanged.
  public typealias LayoutDirection = ScrollLayoutDirection

  /// Which item a scroll comes to rest on when a drag ends:
  /// ``ScrollSnapping``, the module's type, shared with the carousel.
  ///
  /// On a wheel the item a scroll lands on stands upright at the top. See
  /// ``ScrollSnapping`` for the rule of each mode.
  ///
  /// Until the carousel shared it, this was an enumeration nested in
  /// `Wheel`; the name, its cases and their coding are unchanged.
  public typealias Snapping = ScrollSnapping
}
