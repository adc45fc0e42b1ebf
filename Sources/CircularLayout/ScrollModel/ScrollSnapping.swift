// The snapping modes, one type for every engine of the module: the rule of
// each lives in the scroll model (`_ScrollTrack.landing`), which both
// engines call.

/// Which item a scroll comes to rest on when a drag ends: shared by
/// the wheel and the carousel (as `Wheel.Snapping` and
/// `Carousel.Snapping`).
///
/// A landing puts an item at the engine's reference point (the top of a
/// wheel, the centre of a carousel); the modes differ in which one. With
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
/// along its content offset: positive means the offset grows. Scrolling
/// right to left horizontally, where a growing offset moves to lower
/// items, each rule is read in the direction of motion, so a landing never
/// goes against the fling. A position exactly halfway between two items
/// goes to the higher item, in every mode and both directions.
///
/// The raw values, `"free"`, `"nearest"` and `"paging"`, are the coding.
public enum ScrollSnapping: String, Hashable, Sendable, Codable, CaseIterable {
  /// The next item in the velocity's direction, the nearest without
  /// velocity: the default.
  ///
  /// A hard fling lands where UIKit's deceleration would have stopped,
  /// rounded on to the next item.
  case free

  /// The item nearest the proposed stopping point, whatever the velocity,
  /// as `UIPickerView` and Flutter's `FixedExtentScrollPhysics` do: a weak
  /// fling that does not carry the scroll past halfway springs back.
  case nearest

  /// At most one item from the item nearest the drag's start, on the side
  /// the fling went: a picker that moves one item per swipe or per notch.
  ///
  /// A fling or a slow drag across several items moves one, and a drag
  /// released short of halfway with no velocity springs back. Wrapping
  /// around, the clamp applies to the positions along the content, not to
  /// indices, so the landing is always next to the drag start. Calls that
  /// know no drag start answer as ``free`` does.
  case paging
}
