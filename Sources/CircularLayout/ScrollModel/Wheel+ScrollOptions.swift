// The scroll model's options: how far one item scrolls, which way offsets
// run, and where a scroll comes to rest. Every value of each is valid, so
// the wheel takes them as plain properties; `_ScrollTrack` reads them,
// and knows nothing else of the wheel.

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

  /// The direction items are laid out in, as UIKit's
  /// `UIUserInterfaceLayoutDirection`.
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
  public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Item 0 on the left (at the top for a vertical wheel), the centre
    /// on the side the ``Wheel/orientation`` names: the default.
    case leftToRight

    /// The left-to-right wheel mirrored about the viewport's vertical
    /// centre line.
    case rightToLeft
  }

  /// Which item a scroll comes to rest on when a drag ends.
  ///
  /// ``Wheel/targetContentOffset(forProposed:velocity:dragStartOffset:viewport:itemCount:)``
  /// lands on an item in every mode; the modes differ in which one. With
  /// `p` the scroll position (in items) of the offset UIKit proposes, its
  /// natural stopping point, and `k0` the item nearest the drag's start:
  ///
  /// | Mode | Landing item |
  /// | --- | --- |
  /// | ``free`` | `ceil p` for a positive velocity, `floor p` for a negative one, the nearest for zero |
  /// | ``nearest`` | the nearest to `p`, whatever the velocity |
  /// | ``paging`` | the ``free`` answer clamped to `k0 - 1 ... k0 + 1` |
  ///
  /// Each is then clamped to the items. Velocities are the scroll view's,
  /// along its content offset: positive means the offset grows. On a
  /// right-to-left horizontal wheel, where a growing offset moves to
  /// lower items, each rule is read in the direction of motion, so a
  /// landing never goes against the fling. A position exactly halfway
  /// between two items goes to the higher item, in every mode and both
  /// directions.
  public enum Snapping: String, Hashable, Sendable, Codable, CaseIterable {
    /// The next item in the velocity's direction, the nearest without
    /// velocity: the default, as the wheel has always snapped.
    ///
    /// A hard fling lands where UIKit's deceleration would have stopped,
    /// rounded on to the next item.
    case free

    /// The item nearest the proposed stopping point, whatever the
    /// velocity, as `UIPickerView` and Flutter's
    /// `FixedExtentScrollPhysics` do: a weak fling that does not carry
    /// the wheel past halfway springs back.
    case nearest

    /// At most one item from the item nearest the drag's start, on the
    /// side the fling went: a picker that moves one item per swipe or
    /// per notch.
    ///
    /// A fling or a slow drag across several items moves one, and a drag
    /// released short of halfway with no velocity springs back. On a
    /// wrapping wheel the clamp applies to the positions along its
    /// content, not to indices, so the landing is always next to the drag
    /// start. Calls that know no drag start answer as ``free`` does.
    case paging
  }
}
