// The snapping modes, one type for every engine of the module: the rule of
// each lives in the scroll model (`ScrollTrack.landing`), which both
// engines call through `ScrollingLayout`.

/// Which item a scroll comes to rest on when a drag ends: shared by
/// ``Wheel`` and ``Carousel``.
///
/// A landing puts an item at the engine's reference point (the top of a
/// wheel, the centre of a carousel); the modes differ in which one. With
/// `p` the scroll position (in items) of the offset UIKit proposes, its
/// natural stopping point, and `l` the position where the finger lifted
/// (the viewport's origin in
/// ``ScrollingLayout/targetContentOffset(forProposed:velocity:in:itemCount:)``):
///
/// | Mode | Landing item |
/// | --- | --- |
/// | ``free`` | `ceil p` for a positive velocity, `floor p` for a negative one, the nearest for zero |
/// | ``nearest`` | the nearest to `p`, whatever the velocity |
/// | ``paging`` | the nearest to `p`, clamped between `k` and `m` |
///
/// where, for ``paging``, `k` is the item nearest `l` and `m` the next
/// item past `l` in the fling's direction: `floor l + 1` for a positive
/// velocity, `ceil l - 1` for a negative one, `k` for zero.
///
/// Each is then clamped to the items. Velocities are the scroll view's,
/// along its content offset: positive means the offset grows. Scrolling
/// right to left horizontally, where a growing offset moves to lower
/// items, each rule is read in the direction of motion, so a landing never
/// goes against the fling. A position within a billionth of an item of a
/// whole one counts as on it, and a position exactly halfway between two
/// items goes to the higher item, in every mode and both directions.
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

  /// At most one item from where the finger lifted: one page per swipe,
  /// as `UIScrollView`'s paging, Flutter's `PageScrollPhysics` and
  /// Compose's pager settle.
  ///
  /// The landing is the item nearest the proposed stopping point `p`, kept
  /// between the item nearest the lift and the next item past the lift in
  /// the fling's direction (with no velocity, the item nearest the lift).
  /// So a drag released slowly lands on the item nearest where the finger
  /// lifted only while `p` stays short of halfway to that next item.
  /// Lifted at 4.3 items moving forward, it lands on 4 while `p` is below
  /// 4.5 (dragged from item 0 to 4.3 and released gently, UIKit carrying
  /// it on to 4.36, it lands on 4), and on 5 from 4.5 on, however hard the
  /// fling. Lifted at 4.6, where 5 is already the nearest, it lands on 5
  /// moving forward; moving back, on 5 while `p` is at least 4.5 and on 4
  /// below. The landing is never more than one item from the lift, and
  /// never on the far side of the lift against the fling unless it is the
  /// item nearest the lift. Wrapping around, the rule reads positions
  /// along the content, not indices, so a page crosses the seam between
  /// the last item and the first.
  case paging
}
