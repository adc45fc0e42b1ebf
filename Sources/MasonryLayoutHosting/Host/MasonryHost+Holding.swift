// Holding: the element a re-layout restored, or the item a jump landed,
// stays where it was put while the cells around it measure themselves,
// until the user scrolls (_Hold.swift: what a hold keeps). A scroll is
// told from the scroll view stopping the held offset at an end of the
// content, which the hold follows.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Follows the held item to where the scroll view stopped it: the
  /// content shrank under the held viewport (cells measured shorter, gaps
  /// closed at rest) until the held offset lay past an end of the content,
  /// and the scroll view clamped it there. The item moved with the stop,
  /// which nothing could prevent; but the stop is no scroll of the user's,
  /// so the hold stays, its item where the stop left it (a jump's, at rest,
  /// is kept there rather than moved by the gaps' closing). Anything else
  /// that leaves the held viewport is a scroll, and ends the hold where it
  /// is read.
  internal mutating func _followHold(stoppedAt viewport: Rect) {
    if _holdStopped(at: viewport) { _holdFollowed(to: viewport) }
  }

  /// Whether `viewport` is the held one clamped to where the scroll view
  /// can rest over the content as it is (see ``_followHold(stoppedAt:)``).
  internal func _holdStopped(at viewport: Rect) -> Bool {
    guard let hold = _hold, !hold.landing, let insets = hold.insets,
      let held = hold.viewport ?? hold.restoredAt, viewport.isFinite, held.isFinite,
      !hold.holds(viewport)
    else { return false }
    // A restore's place is its origin only (`_Hold.restoredAt`): the scroll
    // view stops it by the bounds it shows.
    let size = hold.viewport == nil ? viewport.size : held.size
    let stop = RestingOffsets(contentSize: contentSize, boundsSize: size, insets: insets)
      .clamped(held.origin)
    var stopped = hold
    if hold.viewport == nil {
      stopped.restoredAt = Rect(origin: stop, size: size)
    } else {
      stopped.viewport = Rect(origin: stop, size: size)
    }
    return stop != held.origin && stopped.holds(viewport)
  }

  /// Moves the hold to `viewport`, its item where it stands there.
  internal mutating func _holdFollowed(to viewport: Rect) {
    guard var hold = _hold else { return }
    hold.viewport = viewport
    hold.restoredAt = nil
    if hold.putsBack { hold.anchor.distance = _top(of: hold.anchor) - _flow(viewport.origin) }
    _hold = hold
  }

  /// Tells the host that the user touched the scroll view: the scroll is
  /// the user's from then on, and nothing stays held: an animated jump
  /// still on its way (the rest that follows puts nothing back), a landed
  /// jump, a re-layout's restored anchor. So a drag that ends at an end of
  /// the content is never taken for the scroll view stopping a held
  /// offset there.
  ///
  /// Call it when a touch begins, or at any bounds change while the user
  /// is touching: the package's collection view layout calls it when it
  /// sees `isTracking` in a bounds change; in AppKit,
  /// `NSScrollView.willStartLiveScrollNotification` says the same.
  /// Calling it with nothing held does nothing.
  ///
  /// - Complexity: O(1).
  public mutating func userTookTheScroll() {
    _hold = nil
  }

  /// How far the viewport is from where the hold puts its item (an
  /// animated jump's item lands off by what the cells on the way missed);
  /// `nil` when nothing is held in `viewport`.
  internal func _heldOffPlace(in viewport: Rect) -> Double? {
    guard let hold = _hold, hold.putsBack, !hold.landing, hold.holds(viewport) else { return nil }
    return hold.offPlace(viewport, elementStart: _top(of: hold.anchor), axis: configuration.axis)
  }

  /// Tells the hold a restore just set where the scroll view rests
  /// (`viewport`), so that a scroll before the first measurement ends it:
  /// without it the first measurement is taken as the restore's, wherever
  /// the user scrolled since, and the feed jumps back to the restored
  /// place.
  internal mutating func _holdFrom(_ viewport: Rect, insets: EdgeInsets) {
    guard _hold != nil, _hold?.viewport == nil, viewport.isFinite else { return }
    _hold?.restoredAt = viewport
    _hold?.insets = AdjustedViewport(bounds: viewport, insets: insets).insets
  }
}
