// The tutorial's quantities beyond the scroll API (`ScrollingLayout`,
// which gives the content size, the largest offset and the distance per
// item): the angle at the far end, the anchor point and the pivot.

import LayoutGeometry

extension Wheel {
  /// The first item's wheel angle at the largest content offset, the
  /// tutorial's `angleAtExtreme = -(n - 1) · anglePerItem`.
  ///
  /// - Parameter itemCount: The number of items; a negative count reads as
  ///   0, and a count above ``maximumItemCount`` as that.
  /// - Returns: 0 for fewer than two items, otherwise a finite negative
  ///   angle (it saturates at `-Double.greatestFiniteMagnitude`).
  public func angleAtExtreme(itemCount: Int) -> Double {
    let count = ScrollTrack.sanitizedCount(itemCount)
    guard count >= 2 else { return 0 }
    return Wheel.saturated(-Double(count - 1) * anglePerItem)
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
  /// It describes the unscaled cell: with a ``fade`` that scales, position
  /// cells by ``Item/center`` and a transform instead.
  ///
  /// Always finite: for a valid but extreme shape whose quotient
  /// overflows (a radius of 2^53 over an item a billionth of a point
  /// deep), the component saturates at `±Double.greatestFiniteMagnitude`.
  public var anchorPoint: Point { _derived.anchorPoint }

  /// The centre of the wheel for a viewport: `radius` from the viewport's
  /// centre, below it by default, on the side ``axis`` and ``isInverted``
  /// name (and on the other side of a vertical wheel laid out right to
  /// left).
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
