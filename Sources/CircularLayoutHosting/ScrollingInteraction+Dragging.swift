// The finger: a drag follows it one to one (stretching past an end as
// UIScrollView rubber-bands), and its release hands the fling's natural
// rest to the engine's snapping, which knows where the finger lifted.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction {
  /// UIScrollView's rubber-band constant: a pull of `x` past an end moves
  /// the content `(1 - 1 / (0.55 x / L + 1)) · L` for a viewport `L`
  /// long, never a whole viewport.
  static var rubberBandConstant: Double { 0.55 }

  /// A finger touches down: a deceleration stops where it stands, and a
  /// drag starts from there.
  ///
  /// A frame at `time` is taken first, so a deceleration that would have
  /// settled by then settles (and may change the selection), and a
  /// carousel's ``coverFlowToggle`` follows it there; from then on the
  /// toggle is held until the drag ends. A wrapping engine far from the
  /// middle of its content is re-centred by whole turns, which cannot be
  /// seen.
  ///
  /// - Parameter time: The time of the touch.
  /// - Returns: Whether ``selection`` changed.
  /// - Complexity: O(1)
  @discardableResult
  public mutating func beginDrag(at time: Double) -> Bool {
    let changed = advance(to: time)
    recenter()
    // The toggle stays the one advance(to:) left: the finger holds it.
    phase = .dragging(startOffset: contentOffset)
    return changed
  }

  /// The finger moves: the content follows it.
  ///
  /// The offset is the drag's start minus the translation (a finger moving
  /// right or down pulls the content with it, right to left included: the
  /// engine mirrors the offsets). With ends, the part past `0` or the
  /// largest offset is rubber-banded. Without a ``beginDrag(at:)`` first,
  /// the drag begins here.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since the drag began, along
  ///     the scroll axis, in points (SwiftUI's `DragGesture.Value.translation`).
  ///   - time: The time of the move.
  /// - Returns: Whether ``selection`` changed (only when the drag begins
  ///   here and a deceleration settles first).
  /// - Complexity: O(1)
  @discardableResult
  public mutating func drag(by translation: Double, at time: Double) -> Bool {
    var changed = false
    if case .dragging = phase {
      _ = clock(time)
    } else {
      changed = beginDrag(at: time)
    }
    guard case .dragging(let start) = phase else { return changed }
    contentOffset = rubberBanded(start - Sanitizing.coordinate(translation, limit: 0x1p53))
    return changed
  }

  /// The finger lifts: the fling lands where the engine snaps it.
  ///
  /// The content's velocity is minus the finger's. Its natural rest under
  /// ``decelerationRate`` (``Deceleration/restingPosition``, the
  /// continuous model's, 0.1% farther than UIKit's per-millisecond
  /// projection at `.normal` and 0.5% at `.fast`) stands for the offset
  /// UIKit would propose; the host snaps it by the engine's
  /// ``/CircularLayout/ScrollSnapping`` mode, reading where the finger
  /// lifted for paging
  /// (``ScrollingLayoutHost/targetContentOffset(forProposed:velocity:in:itemCount:)``),
  /// and a ``Deceleration/init(from:velocity:landingAt:)`` carries the
  /// content there from the finger's velocity. A release already on its
  /// landing settles at once. With no items, the interaction rests at 0.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since the drag began.
  ///   - velocity: The finger's velocity along the scroll axis, in points
  ///     per second (SwiftUI's `DragGesture.Value.velocity`).
  ///   - time: The time of the release.
  /// - Returns: Whether ``selection`` changed (when the release settles
  ///   at once on another item).
  /// - Complexity: O(1)
  @discardableResult
  public mutating func endDrag(by translation: Double, velocity: Double, at time: Double) -> Bool {
    let before = selection
    drag(by: translation, at: time)
    guard itemCount > 0 else {
      rest(on: 0)
      return selection != before
    }
    let lift = bounds
    let content = -Deceleration(from: 0, velocity: velocity).velocity
    let natural = Deceleration(from: contentOffset, velocity: content, rate: decelerationRate)
    let proposed = point(natural.restingPosition)
    let landing = along(
      host.targetContentOffset(
        forProposed: proposed, velocity: point(content), in: lift, itemCount: itemCount))
    let index =
      host.landingItemIndex(
        forProposed: proposed, velocity: point(content), in: lift, itemCount: itemCount) ?? 0
    spin(to: landing, index: index, velocity: content)
    return selection != before
  }

  /// The offset a drag reaching `offset` shows: itself within the
  /// content, rubber-banded past an end (clamped to the content wrapping
  /// around).
  func rubberBanded(_ offset: Double) -> Double {
    let maximum = Swift.max(0, host.layout.maximumContentOffset(in: bounds, itemCount: itemCount))
    // Wrapping around, 500 turns lie either way: only a drag of bad input
    // meets an end, and stops there.
    guard !host.layout.wrapsAround else { return Swift.min(Swift.max(offset, 0), maximum) }
    let length = viewportLength
    func band(_ excess: Double) -> Double {
      guard length > 0 else { return 0 }
      return (1 - 1 / (excess * Self.rubberBandConstant / length + 1)) * length
    }
    if offset < 0 { return -band(-offset) }
    if offset > maximum { return maximum + band(offset - maximum) }
    return offset
  }

  /// Re-centres a wrapping engine by whole turns when its offset has left
  /// the middle half of the content; every item stands where it stood.
  mutating func recenter() {
    guard let shift = host.recenteringAdjustment(in: bounds, itemCount: itemCount) else { return }
    contentOffset += along(shift)
  }
}
