// The host written once for both engines: what a collection view layout
// (or any scroll-view host) decides that does not depend on which engine
// draws the items. Every rule reads the engine through the scroll API, so
// the wheel and the carousel snap, page, re-centre, step and invalidate
// alike; the cells' attributes are apart, in ScrollingLayoutHost+Wheel.swift
// and ScrollingLayoutHost+Carousel.swift.

import CircularLayout
import LayoutGeometry

/// What a scroll-view host decides for a wheel or a carousel, in
/// platform-free terms: content size, invalidation, snapping and paging,
/// wrap-around re-centring, scrolling to an item, accessibility stepping,
/// and, for each engine, the cells' attributes and hit testing.
///
/// The host holds the engine and nothing else: every method takes the
/// scroll view's bounds (`in:`, whose origin is the content offset) and the
/// item count, as the engines' own queries do, so its answers depend on
/// its arguments alone. `CircularLayoutUIKit`'s collection view layouts
/// forward every UIKit call to one of these.
///
///     let host = ScrollingLayoutHost(try Wheel(itemSize: Size(width: 133, height: 173), radius: 500))
///     let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
///     host.contentSize(in: bounds, itemCount: 10)          // 1572 x 667
///     host.attributes(forElementsIn: bounds, in: bounds, itemCount: 10)   // the cells
///
/// ## Bad input
///
/// Bounds, offsets, velocities, points and counts are data and never
/// trap. Each is read as ``/CircularLayout/ScrollingLayout`` documents: a
/// NaN coordinate reads as 0, coordinates are clamped to 2^53 in
/// magnitude, a NaN or infinite size component reads as 0, a negative
/// count as 0, a NaN velocity as 0. Every offset the host answers is
/// finite; a point with a NaN or infinite coordinate hits no item.
public struct ScrollingLayoutHost<Layout: ScrollingLayout>: Hashable, Sendable {
  /// The engine the host drives; change its settings through it.
  public var layout: Layout

  /// Creates a host for an engine.
  ///
  /// - Parameter layout: The wheel or carousel to drive.
  /// - Complexity: O(1)
  public init(_ layout: Layout) {
    self.layout = layout
  }

  /// The largest magnitude of a coordinate, 2^53, as the engines read it.
  static var limit: Double { 0x1p53 }

  /// The bounds as the engines read them: standardised, NaN origin
  /// coordinates read as 0, NaN or infinite sizes as 0, everything
  /// clamped to 2^53.
  static func sanitized(_ bounds: Rect) -> Rect {
    Sanitizing.viewport(bounds, limit: limit)
  }

  /// A coordinate as the engines read it: NaN as 0, clamped to 2^53.
  static func sanitized(_ coordinate: Double) -> Double {
    Sanitizing.coordinate(coordinate, limit: limit)
  }

  /// A Boolean value indicating whether the engine scrolls horizontally.
  var isHorizontal: Bool { layout.axis == .horizontal }

  /// The component of a point along the scroll axis.
  func along(_ point: Point) -> Double { isHorizontal ? point.x : point.y }

  /// `point` with its component along the scroll axis replaced by
  /// `value`.
  func replacing(_ point: Point, along value: Double) -> Point {
    isHorizontal ? Point(x: value, y: point.y) : Point(x: point.x, y: value)
  }

  /// The content offset standing at `value` along the scroll axis, the
  /// bounds' own (sanitised) origin across it.
  func offset(_ value: Double, in bounds: Rect) -> Point {
    replacing(Self.sanitized(bounds).origin, along: value)
  }
}

// MARK: - Content and invalidation

extension ScrollingLayoutHost {
  /// The size of the scrollable content: the engine's
  /// ``/CircularLayout/ScrollingLayout/contentSize(in:itemCount:)``, a
  /// collection view layout's `collectionViewContentSize`.
  ///
  /// - Parameters:
  ///   - bounds: The scroll view's bounds; only its size is read.
  ///   - itemCount: The number of items.
  /// - Returns: A finite, non-negative size.
  /// - Complexity: O(1)
  public func contentSize(in bounds: Rect, itemCount: Int) -> Size {
    layout.contentSize(in: bounds, itemCount: itemCount)
  }

  /// A Boolean value indicating whether a change of the scroll view's
  /// bounds moves any item: a collection view layout's
  /// `shouldInvalidateLayout(forBoundsChange:)`.
  ///
  /// Every item of a wheel or a carousel stands relative to the bounds:
  /// the scroll position comes from the origin along the scroll axis, the
  /// items' centres from the bounds' centre, and the content's length
  /// from the bounds' length. So any change of the bounds as the engines
  /// read them (sanitised) invalidates the whole layout, and bounds that
  /// read the same (a NaN origin and a zero one, say) invalidate nothing.
  ///
  /// - Parameters:
  ///   - newBounds: The bounds after the change.
  ///   - oldBounds: The bounds the layout was last computed for.
  /// - Returns: `true` when the sanitised bounds differ.
  /// - Complexity: O(1)
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, from oldBounds: Rect)
    -> Bool
  {
    Self.sanitized(newBounds) != Self.sanitized(oldBounds)
  }

  /// A Boolean value indicating whether a change of the scroll view's
  /// bounds changes the content's size, so that a host recomputes what it
  /// caches per size (the content size) and keeps the centred item
  /// (``contentOffset(keepingPositionFrom:to:itemCount:)``).
  ///
  /// - Parameters:
  ///   - newBounds: The bounds after the change.
  ///   - oldBounds: The bounds before it.
  /// - Returns: `true` when the sanitised sizes differ.
  /// - Complexity: O(1)
  package func changesSize(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
    Self.sanitized(newBounds).size != Self.sanitized(oldBounds).size
  }
}

// MARK: - Adjusting the offset on a bounds change

extension ScrollingLayoutHost {
  /// The change of content offset a bounds change calls for: a collection
  /// view layout's `contentOffsetAdjustment` in
  /// `invalidationContext(forBoundsChange:)`, which UIKit adds to the
  /// content offset.
  ///
  /// - **A size change** (rotation, split view) keeps the scroll
  ///   position: the adjustment moves the new bounds' offset to
  ///   ``contentOffset(keepingPositionFrom:to:itemCount:)`` from the old
  ///   bounds, so the centred item stays centred, turned by the same
  ///   fraction of a step.
  /// - **A scroll** of a wrapping engine that leaves the middle half of
  ///   its content re-centres it by whole turns of the items, so every
  ///   item stands where it stood: no visible jump.
  /// - Otherwise zero.
  ///
  /// - Parameters:
  ///   - newBounds: The bounds after the change.
  ///   - oldBounds: The bounds before it (the scroll view's current
  ///     bounds when UIKit asks).
  ///   - itemCount: The number of items.
  /// - Returns: A finite change, zero across the scroll axis.
  /// - Complexity: O(1)
  public func contentOffsetAdjustment(
    forBoundsChange newBounds: Rect, from oldBounds: Rect, itemCount: Int
  ) -> Point {
    if changesSize(forBoundsChange: newBounds, from: oldBounds) {
      let kept = contentOffset(keepingPositionFrom: oldBounds, to: newBounds, itemCount: itemCount)
      let change = along(kept) - along(Self.sanitized(newBounds).origin)
      return replacing(.zero, along: change.isFinite ? change : 0)
    }
    return recenteringAdjustment(in: newBounds, itemCount: itemCount) ?? .zero
  }
}

extension ScrollingLayoutHost {
  /// The change of content offset that keeps the scroll position when the
  /// engine's settings change (``contentOffset(keepingPositionOf:in:itemCount:)``),
  /// as a collection view layout applies it: its invalidation context's
  /// `contentOffsetAdjustment` when the engine is replaced.
  ///
  /// Zero when the engine's geometry did not change (a new snapping mode,
  /// say): a change under a millionth of a point is none, so rounding
  /// never nudges the content.
  ///
  /// - Parameters:
  ///   - oldLayout: The engine before the change.
  ///   - bounds: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite change along the scroll axis; zero across it.
  /// - Complexity: O(1)
  public func contentOffsetAdjustment(
    keepingPositionOf oldLayout: Layout, in bounds: Rect, itemCount: Int
  ) -> Point {
    let kept = contentOffset(keepingPositionOf: oldLayout, in: bounds, itemCount: itemCount)
    let change = along(kept) - along(Self.sanitized(bounds).origin)
    return replacing(.zero, along: change.isFinite && abs(change) >= 1e-6 ? change : 0)
  }
}
