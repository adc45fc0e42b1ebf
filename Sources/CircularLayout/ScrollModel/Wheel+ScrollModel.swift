// The wheel's scroll model: how far one item scrolls. The layout direction
// (LayoutGeometry's `LayoutDirection`) and the snapping modes
// (ScrollSnapping.swift) are shared with the carousel; every value of each
// is valid, so the engines' hosts in this package set them directly.
// `ScrollTrack` reads them, and knows nothing else of the engine.

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
    /// One item per ``ScrollingLayout/scrollDistancePerItem(in:itemCount:)``,
    /// a length that does not depend on the viewport or the count: the
    /// default.
    ///
    /// The distance is the configuration's `scrollDistancePerItem` when
    /// one is set, otherwise the item's length along the scroll axis. The content
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
}
