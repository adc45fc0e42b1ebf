// The content a wheel scrolls through, and the tutorial's quantities: the
// content size, the largest offset, the distance per item, the angle at
// the far end, the anchor point and the pivot.

import LayoutGeometry

extension Wheel {
  /// The size of the scrollable content.
  ///
  /// Along the scroll axis, by the ``scrollModel``, with `d` the distance
  /// per item and `L` the viewport's length:
  ///
  /// - ``ScrollModel-swift.enum/fixedDistancePerItem`` (the default):
  ///   `max(0, n - 1) · d + L`, so that item 0 stands at the top at offset
  ///   0 and item `n - 1` at the largest offset, `(n - 1) · d`.
  /// - ``ScrollModel-swift.enum/tutorial``: `n · itemLength` (the
  ///   tutorial's `n · itemSize.width`).
  /// - With ``wrapsAround``, in either model, ``wrappingCopyCount`` turns
  ///   of `n · d`, where `d` is the item's length under the tutorial's.
  ///
  /// Across the axis, the viewport's extent. Lengths are clamped to
  /// ``maximumLength`` (see ``ScrollModel-swift.enum/fixedDistancePerItem``
  /// for the items then within reach).
  ///
  ///     // 10 items 133 wide, a 375 x 667 viewport: 9 · 133 + 375 = 1572 x 667,
  ///     // or 1330 x 667 under the tutorial's model.
  ///     wheel.contentSize(itemCount: 10, viewport: Rect(x: 0, y: 0, width: 375, height: 667))
  ///
  /// - Parameters:
  ///   - itemCount: The number of items; negative counts are read as 0
  ///     and counts above ``maximumItemCount`` as that.
  ///   - viewport: The scroll view's bounds. Only its size is read, in its
  ///     standardised form: a negative width or height reads as its
  ///     magnitude, and a component that is NaN or infinite as 0; each is
  ///     clamped to ``maximumLength``.
  /// - Returns: A finite, non-negative size.
  public func contentSize(itemCount: Int, viewport: Rect) -> Size {
    _contentSize(itemCount: itemCount, viewport: viewport)
  }

  /// The size of the scrollable content, for a viewport given by its size.
  ///
  /// The same as ``contentSize(itemCount:viewport:)-(_,Rect)`` for a
  /// viewport of this size, except that a negative component reads as 0,
  /// as it always has here.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A finite, non-negative size.
  @available(
    *, deprecated, renamed: "contentSize(itemCount:viewport:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func contentSize(itemCount: Int, viewport: Size) -> Size {
    contentSize(itemCount: itemCount, viewport: Wheel.viewport(ofSize: viewport))
  }

  /// The largest content offset along the scroll axis, the tutorial's
  /// `maxOffset = contentLength - viewportLength`.
  ///
  /// `(n - 1) · d` under ``ScrollModel-swift.enum/fixedDistancePerItem``
  /// with ends (unless the content is clamped), never negative there; zero
  /// or negative under ``ScrollModel-swift.enum/tutorial`` when the content
  /// fits in the viewport, and the wheel then does not turn (see
  /// ``scrollPosition(in:itemCount:)``).
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - viewport: The scroll view's bounds; only its size is read,
  ///     sanitised likewise.
  /// - Returns: A finite length.
  public func maximumContentOffset(itemCount: Int, viewport: Rect) -> Double {
    track(itemCount: itemCount, viewport: viewport).maximumOffset
  }

  /// The largest content offset along the scroll axis, for a viewport
  /// given by its size.
  ///
  /// The same as ``maximumContentOffset(itemCount:viewport:)-(_,Rect)``
  /// for a viewport of this size, except that a negative component reads
  /// as 0, as it always has here.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A finite length.
  @available(
    *, deprecated, renamed: "maximumContentOffset(itemCount:viewport:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func maximumContentOffset(itemCount: Int, viewport: Size) -> Double {
    maximumContentOffset(itemCount: itemCount, viewport: Wheel.viewport(ofSize: viewport))
  }

  /// The first item's wheel angle at the largest content offset, the
  /// tutorial's `angleAtExtreme = -(n - 1) · anglePerItem`.
  ///
  /// - Parameter itemCount: The number of items, sanitised as in
  ///   ``contentSize(itemCount:viewport:)-(_,Rect)``.
  /// - Returns: 0 for fewer than two items, otherwise a finite negative
  ///   angle (it saturates at `-Double.greatestFiniteMagnitude`).
  public func angleAtExtreme(itemCount: Int) -> Double {
    let count = Wheel.sanitizedCount(itemCount)
    guard count >= 2 else { return 0 }
    return Wheel.saturated(-Double(count - 1) * anglePerItem)
  }

  /// The content distance that turns the wheel by one ``anglePerItem``:
  /// the distance per item in force, under either ``scrollModel``.
  ///
  /// - ``ScrollModel-swift.enum/fixedDistancePerItem`` (the default):
  ///   ``customScrollDistancePerItem``, or the item's length along the
  ///   scroll axis, whatever the viewport and the count (0 only with no
  ///   items).
  /// - ``ScrollModel-swift.enum/tutorial``: `maxOffset / (n - 1)` (not the
  ///   item's length) on a wheel with ends, so it changes with the
  ///   viewport and the count; the item's length when the wheel
  ///   ``wrapsAround``.
  ///
  ///     // 10 items 133 wide in a 375-point viewport: 133, or under the
  ///     // tutorial's model 955 / 9 = 106.1.
  ///     wheel.scrollDistancePerItem(itemCount: 10, viewport: bounds)
  ///
  /// - Parameters:
  ///   - itemCount: The number of items, sanitised as in
  ///     ``contentSize(itemCount:viewport:)-(_,Rect)``.
  ///   - viewport: The scroll view's bounds; only its size is read,
  ///     sanitised likewise.
  /// - Returns: A positive distance, or 0 when the wheel cannot turn (no
  ///   items; or, under the tutorial's model with ends, one item or
  ///   content that fits the viewport).
  public func scrollDistancePerItem(itemCount: Int, viewport: Rect) -> Double {
    track(itemCount: itemCount, viewport: viewport).distance
  }

  /// The content distance that turns the wheel by one ``anglePerItem``,
  /// for a viewport given by its size.
  ///
  /// The same as ``scrollDistancePerItem(itemCount:viewport:)-(_,Rect)``
  /// for a viewport of this size, except that a negative component reads
  /// as 0, as it always has here.
  ///
  /// - Parameters:
  ///   - itemCount: The number of items.
  ///   - viewport: The scroll view's bounds size; a component that is NaN,
  ///     infinite or negative is read as 0.
  /// - Returns: A positive distance, or 0 when the wheel cannot turn.
  @available(
    *, deprecated, renamed: "scrollDistancePerItem(itemCount:viewport:)",
    message: "pass the scroll view's bounds as a Rect"
  )
  public func scrollDistancePerItem(itemCount: Int, viewport: Size) -> Double {
    scrollDistancePerItem(itemCount: itemCount, viewport: Wheel.viewport(ofSize: viewport))
  }

  /// The unit anchor point about which a cell of size ``itemSize`` turns
  /// when its layer's position is the pivot (the tutorial's technique).
  ///
  /// `(0.5, (itemHeight / 2 + radius) / itemHeight)` with the pivot below,
  /// `(0.5, (itemHeight / 2 - radius) / itemHeight)` above,
  /// `((itemWidth / 2 - radius) / itemWidth, 0.5)` to the left and
  /// `((itemWidth / 2 + radius) / itemWidth, 0.5)` to the right, where
  /// the pivot lies after the ``layoutDirection`` (right to left puts a
  /// vertical wheel's pivot on the other side). The same for every item.
  /// It describes the unscaled cell: with a ``falloff`` scale, position
  /// cells by ``Item/center`` and a transform instead.
  ///
  /// Always finite: for a valid but extreme shape whose quotient
  /// overflows (a radius of 2^53 over an item a billionth of a point
  /// deep), the component saturates at `±Double.greatestFiniteMagnitude`.
  public var anchorPoint: Point { _derived.anchorPoint }

  /// The centre of the wheel for a viewport: `radius` from the viewport's
  /// centre, below it in the tutorial's orientation (and on the other side
  /// of a vertical wheel laid out right to left).
  ///
  /// - Parameter viewport: The scroll view's bounds in content
  ///   coordinates, sanitised as in ``items(in:itemCount:)``.
  /// - Returns: A finite point.
  public func pivot(in viewport: Rect) -> Point {
    let center = Wheel.sanitizedViewport(viewport).center
    let outward = axes.outward
    return Point(x: center.x - radius * outward.x, y: center.y - radius * outward.y)
  }
}
