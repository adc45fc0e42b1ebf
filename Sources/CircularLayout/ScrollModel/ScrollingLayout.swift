// The scroll API, declared and documented once: every engine of the module
// reads a viewport and an item count into a `ScrollTrack` (internal; the
// protocol reaches each engine's through a cast, so that no requirement
// shows it) and asks it, so
// the content size, snapping, paging, scroll-to-item, the centred item,
// keeping the selection and stepping are written here for `Wheel` and
// `Carousel` alike, and the two sanitise and answer alike. The protocol
// also names what a host reads of an engine besides (wrap-around, layout
// direction), so that `ScrollingLayoutHost` is generic over it.

import LayoutGeometry

/// A layout whose items stand one after another along a scroll axis, one
/// item at a time at its *reference point*: the scroll API that ``Wheel``
/// and ``Carousel`` share.
///
/// The reference point is where the item a scroll lands on stands: the top
/// of a wheel, where the item stands upright, and the centre of a carousel.
/// A *scroll position* `p` is the fractional index of the item there, read
/// from the content offset (the viewport's origin along the ``axis``) by
/// the engine's scroll model; a *stop* is a whole position.
///
/// Every member takes the scroll view's bounds as a viewport, labelled
/// `in:`, and the item count, and sanitises both the same way:
///
/// - The viewport is read in its standardised form (a negative width or
///   height is the same area with a positive one). An origin coordinate
///   that is NaN reads as 0, others are clamped to 2^53 in magnitude
///   (infinities included), and a size component that is NaN or infinite
///   reads as 0.
/// - A negative item count reads as 0, and a count above 2^53 (the
///   engine's `maximumItemCount`) as that.
/// - Offsets and velocities are data too: a NaN offset reads as 0, an
///   offset beyond 2^53 is clamped to it, a NaN velocity reads as 0 and an
///   infinite one as its sign.
///
/// Nothing traps, and every answer is finite.
///
/// Right to left (the engine's `layoutDirection`), a horizontal engine
/// reverses its offsets: at offset `x` it shows the left-to-right picture
/// at `maxOffset - x`, mirrored, and every rule below reads velocities and
/// steps in the direction of motion. Wrapping around (`wrapsAround`), the
/// content holds 1,001 turns of the items, positions repeat every `n`
/// items, and every rule reads positions along the content, so a landing
/// or a step crosses the seam between the last item and the first.
///
/// Do not declare new conformances to `ScrollingLayout`: only ``Wheel``
/// and ``Carousel`` are valid conforming types, as only `String` and
/// `Substring` are `StringProtocol`'s. The protocol exists so that one
/// generic host writes the rules both engines share (the cells, the hit
/// test and the reading order are each engine's own); the scroll model
/// each engine is read through is the module's own. Another conforming
/// type scrolls as an engine with no items.
///
/// A host (`ScrollingLayoutHost`, in `CircularLayoutHosting`) reads an
/// engine through this protocol for the rules both engines share: besides
/// the scroll API, the engine's wrap-around, to re-centre a long content,
/// and its layout direction, to mirror offsets.
public protocol ScrollingLayout: Hashable, Sendable {
  /// The axis along which the content scrolls.
  var axis: Axis { get }

  /// Which item a scroll comes to rest on when a drag ends.
  var snapping: ScrollSnapping { get }

  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions, over a content of ``Wheel/wrappingCopyCount`` turns.
  var wrapsAround: Bool { get }

  /// The direction the items are laid out in; right to left mirrors the
  /// engine's picture, and reverses a horizontal engine's offsets.
  var layoutDirection: LayoutDirection { get }
}

extension ScrollingLayout {
  /// The engine's scroll model for a sanitised item count and viewport
  /// length along the scroll axis: the wheel's or the carousel's, and for
  /// a type the module does not know, a track with no items.
  ///
  /// - Parameters:
  ///   - itemCount: The item count, in `0 ... 2^53`.
  ///   - viewportLength: The viewport's length along the scroll axis,
  ///     finite and not negative.
  /// - Complexity: O(1); the casts fold away where the engine's type is
  ///   known.
  func scrollTrack(itemCount: Int, viewportLength: Double) -> ScrollTrack {
    // The metatype comparisons spare the runtime a failed cast.
    if Self.self == Wheel.self, let wheel = self as? Wheel {
      return wheel.track(count: itemCount, viewportLength: viewportLength)
    }
    if Self.self == Carousel.self, let carousel = self as? Carousel {
      return carousel.track(count: itemCount, viewportLength: viewportLength)
    }
    return ScrollTrack(
      count: 0, distancePerItem: 0, viewportLength: viewportLength, model: .fixedDistancePerItem,
      wraps: false, reversed: false, reach: 0)
  }
}

// MARK: - Content and scroll position

extension ScrollingLayout {
  /// The size of the scrollable content.
  ///
  /// Along the scroll axis, with `n` items, `d` the distance per item
  /// (``scrollDistancePerItem(in:itemCount:)``) and `L` the viewport's
  /// length: `max(0, n - 1) · d + L` with ends, so item 0 stands at the
  /// reference point at offset 0 and item `n - 1` at the largest offset;
  /// wrapping around, 1,001 turns of `n · d`. (A wheel under its
  /// tutorial's scroll model, ``Wheel/ScrollModel-swift.enum/tutorial``,
  /// has `n` item lengths instead.) Across the axis, the viewport's extent.
  /// Lengths are clamped to 2^53.
  ///
  ///     // 10 items 133 wide, a 375 x 667 viewport: 9 · 133 + 375 = 1572 x 667.
  ///     wheel.contentSize(in: Rect(x: 0, y: 0, width: 375, height: 667), itemCount: 10)
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; only its size is read,
  ///     sanitised as the ``ScrollingLayout`` overview says.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite, non-negative size.
  public func contentSize(in viewport: Rect, itemCount: Int) -> Size {
    let length = _track(viewport, itemCount).contentLength
    let across = Sanitizing.length(
      axis == .horizontal ? viewport.height : viewport.width, limit: ScrollTrack.maximumLength)
    return axis == .horizontal
      ? Size(width: length, height: across) : Size(width: across, height: length)
  }

  /// The largest content offset along the scroll axis:
  /// `contentLength - viewportLength`.
  ///
  /// `(n - 1) · d` with ends (unless the content was clamped to 2^53).
  /// Zero or negative when the content fits in the viewport: with no
  /// items, and on a wheel under its tutorial's scroll model whose items
  /// fit, which then does not turn.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite length.
  public func maximumContentOffset(in viewport: Rect, itemCount: Int) -> Double {
    _track(viewport, itemCount).maximumOffset
  }

  /// The content distance that moves the next item to the reference
  /// point: the distance per item in force.
  ///
  /// The configuration's `scrollDistancePerItem` when it is set, otherwise
  /// the engine's default: a wheel's item length along the scroll axis; a
  /// carousel's item length divided by iCarousel's offset multiplier (2
  /// for the cover flows, 1 otherwise). Neither depends on the viewport or
  /// the count, except on a wheel with ends under its tutorial's scroll
  /// model, where it is `maxOffset / (n - 1)`.
  ///
  ///     // 10 items 133 wide in a 375-point viewport: 133.
  ///     wheel.scrollDistancePerItem(in: bounds, itemCount: 10)
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A positive distance, or 0 when the items cannot move (no
  ///   items; or, under a wheel's tutorial model with ends, one item or
  ///   content that fits the viewport).
  public func scrollDistancePerItem(in viewport: Rect, itemCount: Int) -> Double {
    _track(viewport, itemCount).distance
  }

  /// The scroll position for a viewport, in items: the fractional index
  /// of the position at the reference point.
  ///
  /// With `x` the content offset (the viewport's origin along the scroll
  /// axis) and `d` the distance per item, `p = x / d`: item `k` stands at
  /// the reference point at offset `k · d`.
  ///
  /// - **With ends**, past either end (rubber-banding) the position
  ///   extrapolates; a wheel holds it still once no item is within half a
  ///   turn of the top (`π / anglePerItem + 1` items beyond the end). A
  ///   wheel under its tutorial's model reads
  ///   `p = x / maxOffset · (n - 1)`, and does not turn (`p = 0`) with one
  ///   item or content that fits.
  /// - **Wrapping around**, `p` is reduced modulo `n` into `0 ..< n`; an
  ///   offset whose quotient overflows reads as 0.
  /// - **Right to left**, a horizontal engine reads `x` as `maxOffset - x`
  ///   first.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds in content coordinates (its
  ///     origin is the content offset).
  ///   - itemCount: The number of items.
  /// - Returns: A finite position; 0 when there are no items.
  public func scrollPosition(in viewport: Rect, itemCount: Int) -> Double {
    _track(viewport, itemCount).position(at: _contentOffset(of: viewport))
  }

  /// The index of the item nearest the reference point: a carousel's
  /// current item (iCarousel's `currentItemIndex`), the item a wheel's
  /// ``Wheel/ZOrder-swift.enum/centerOnTop`` puts in front.
  ///
  /// ``scrollPosition(in:itemCount:)`` rounded, halves going to the later
  /// item, then clamped to the items with ends (so past the end it is the
  /// last item) or taken modulo `n` wrapping around.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds; its size matters only for
  ///     the largest offset, so an empty viewport still has a centred item.
  ///   - itemCount: The number of items.
  /// - Returns: The index, or `nil` when there are no items.
  public func centeredItemIndex(in viewport: Rect, itemCount: Int) -> Int? {
    _track(viewport, itemCount).centeredIndex(at: _contentOffset(of: viewport))
  }
}

// MARK: - Reading the arguments

extension ScrollingLayout {
  /// The track for a viewport, of which only the size is read, and an
  /// item count, both sanitised.
  @inline(__always)
  func _track(_ viewport: Rect, _ itemCount: Int) -> ScrollTrack {
    scrollTrack(
      itemCount: ScrollTrack.sanitizedCount(itemCount), viewportLength: _viewportLength(viewport))
  }

  /// The viewport's extent along the scroll axis, standardised (a
  /// negative width reads as its magnitude) and sanitised (NaN or
  /// infinite reads as 0).
  func _viewportLength(_ viewport: Rect) -> Double {
    Sanitizing.length(
      axis == .horizontal ? viewport.width : viewport.height, limit: ScrollTrack.maximumLength)
  }

  /// The viewport's origin along the scroll axis, sanitised: the content
  /// offset.
  func _contentOffset(of viewport: Rect) -> Double {
    let bounds = Sanitizing.viewport(viewport, limit: ScrollTrack.maximumLength)
    return axis == .horizontal ? bounds.origin.x : bounds.origin.y
  }

  /// The landing of the track for the engine's snapping, with every
  /// argument sanitised: the viewport's origin is where the finger lifted.
  func _landing(
    _ offset: Double, _ velocity: Double, _ viewport: Rect, _ itemCount: Int
  ) -> ScrollTrack.Landing {
    _track(viewport, itemCount).landing(
      proposed: ScrollTrack.sanitizedCoordinate(offset), velocity: velocity,
      lift: _contentOffset(of: viewport), snapping: snapping)
  }
}

// MARK: - Invariants

extension ScrollingLayout {
  /// Traps unless the scroll model's reading of one item and of the most
  /// items an engine lays out (2^53), in an empty viewport and in one 2^53
  /// long, has a finite content at most 2^53 long, a finite largest offset,
  /// a finite, non-negative distance per item (positive when the engine
  /// `alwaysTurns`), and a last stop within the items.
  ///
  /// - Parameters:
  ///   - engine: The engine's name, for the message.
  ///   - alwaysTurns: Whether the distance per item must be positive.
  func _checkScrollTracks(_ engine: String, alwaysTurns: Bool) {
    let limit = ScrollTrack.maximumLength
    for count in [1, ScrollTrack.maximumItemCount] {
      for length in [0, limit] {
        let track = scrollTrack(itemCount: count, viewportLength: length)
        precondition(
          track.contentLength.isFinite && track.contentLength >= 0 && track.contentLength <= limit,
          "\(engine) content length \(track.contentLength) is out of range")
        precondition(
          track.maximumOffset.isFinite && track.distance.isFinite && track.distance >= 0,
          "\(engine) scroll track \(track) is not finite")
        precondition(
          !alwaysTurns || track.distance > 0,
          "\(engine) distance per item \(track.distance) is not positive")
        precondition(
          track.lastStop >= 0 && (track.wraps || track.lastStop <= Double(count - 1)),
          "\(engine) last stop \(track.lastStop) is out of range")
      }
    }
  }
}
