// What an engine's scroll members have in common, written once: every
// engine of the module reads a viewport and an item count into a
// `_ScrollTrack` and asks it. The public members of `Wheel` and
// `Carousel` (content size, snapping, scroll-to-item, the centred item,
// keeping the selection, stepping) are one-line calls of these, so the two
// engines sanitise and answer alike.

import LayoutGeometry

/// An engine whose items stand along a `_ScrollTrack`.
protocol _ScrollingLayout {
  /// Whether the content scrolls horizontally.
  var _scrollsHorizontally: Bool { get }

  /// The snapping mode.
  var snapping: ScrollSnapping { get }

  /// The engine's track for a sanitised item count and viewport length
  /// along the scroll axis.
  func track(count: Int, viewportLength: Double) -> _ScrollTrack
}

extension _ScrollingLayout {
  /// `count` clamped to `0 ... 2^53`.
  static func _sanitizedCount(_ count: Int) -> Int {
    Sanitizing.count(count, maximum: _ScrollTrack.maximumItemCount)
  }

  /// A coordinate with NaN read as 0 and everything clamped to `±2^53`.
  static func _sanitizedCoordinate(_ value: Double) -> Double {
    Sanitizing.coordinate(value, limit: _ScrollTrack.maximumLength)
  }

  /// The track for an item count and a viewport, of which only the size is
  /// read, both sanitised.
  func track(itemCount: Int, viewport: Rect) -> _ScrollTrack {
    track(count: Self._sanitizedCount(itemCount), viewportLength: _viewportLength(viewport))
  }

  /// The viewport's extent along the scroll axis, standardised (a
  /// negative width reads as its magnitude) and sanitised (NaN or
  /// infinite reads as 0).
  func _viewportLength(_ viewport: Rect) -> Double {
    Sanitizing.length(
      _scrollsHorizontally ? viewport.width : viewport.height, limit: _ScrollTrack.maximumLength)
  }

  /// The viewport's origin along the scroll axis, sanitised: the content
  /// offset.
  func contentOffset(of viewport: Rect) -> Double {
    let bounds = Sanitizing.viewport(viewport, limit: _ScrollTrack.maximumLength)
    return _scrollsHorizontally ? bounds.origin.x : bounds.origin.y
  }

  /// The content's size: the track's length along the scroll axis, the
  /// viewport's sanitised extent across it.
  func _contentSize(itemCount: Int, viewport: Rect) -> Size {
    let length = track(itemCount: itemCount, viewport: viewport).contentLength
    let limit = _ScrollTrack.maximumLength
    let across = Sanitizing.length(
      _scrollsHorizontally ? viewport.height : viewport.width, limit: limit)
    return _scrollsHorizontally
      ? Size(width: length, height: across) : Size(width: across, height: length)
  }

  /// The landing of the track for the engine's snapping, with every
  /// argument sanitised.
  func _landing(
    _ offset: Double, _ velocity: Double, _ dragStart: Double?, _ viewport: Rect,
    _ itemCount: Int
  ) -> _ScrollTrack.Landing {
    track(itemCount: itemCount, viewport: viewport).landing(
      proposed: Self._sanitizedCoordinate(offset), velocity: velocity,
      dragStart: dragStart.map(Self._sanitizedCoordinate), snapping: snapping)
  }

  /// The offset that stands item `index` at the reference point in the
  /// middle of a wrapping track's content.
  func _initialContentOffset(centering index: Int, viewport: Rect, itemCount: Int) -> Double {
    track(itemCount: itemCount, viewport: viewport).offset(centering: index, near: nil)
  }

  /// The offset that stands item `index` at the reference point, the
  /// shortest way round from the viewport's offset.
  func _contentOffset(centering index: Int, in viewport: Rect, itemCount: Int) -> Double {
    let track = track(itemCount: itemCount, viewport: viewport)
    let here = track.unboundedPosition(atForward: track.forward(contentOffset(of: viewport)))
    return track.offset(centering: index, near: here)
  }

  /// The item nearest the reference point.
  func _centeredItemIndex(in viewport: Rect, itemCount: Int) -> Int? {
    track(itemCount: itemCount, viewport: viewport).centeredIndex(at: contentOffset(of: viewport))
  }

  /// The offset that keeps an item where the centred item stands, through
  /// a count change.
  func _contentOffset(
    keepingCentered index: Int, insertedBefore: Int, removedBefore: Int, in viewport: Rect,
    itemCount: Int, newItemCount: Int?
  ) -> Double {
    let count = Self._sanitizedCount(itemCount)
    let inserted = Self._sanitizedCount(insertedBefore)
    let removed = Self._sanitizedCount(removedBefore)
    // Counts and shifts are at most 2^53 each: no overflow.
    let newCount = Self._sanitizedCount(newItemCount ?? count + inserted - removed)
    let item = Swift.min(Swift.max(index, 0), Swift.max(count - 1, 0))
    let newIndex = Swift.min(Swift.max(item + inserted - removed, 0), Swift.max(newCount - 1, 0))

    let length = _viewportLength(viewport)
    let before = track(count: count, viewportLength: length)
    let after = track(count: newCount, viewportLength: length)
    return before.offset(keeping: newIndex, at: contentOffset(of: viewport), after: after)
  }

  /// The offset that moves the centred item by `steps` items.
  func _contentOffset(steppingBy steps: Int, from viewport: Rect, itemCount: Int) -> Double? {
    track(itemCount: itemCount, viewport: viewport).offset(
      steppingBy: steps, from: contentOffset(of: viewport))
  }
}
