// One item's attributes: its transform to give the cell's layer, and what
// that transform does on screen.

import LayoutGeometry

extension Carousel {
  /// The attributes of one item of a carousel.
  ///
  /// To place a cell as iCarousel places its item views: set its bounds
  /// size to the carousel's ``Carousel/itemSize``, its centre to
  /// ``center`` (the viewport's centre, plus ``Carousel/centerOffset``),
  /// its `layer.transform` to ``transform`` (perspective included, about
  /// the cell's centre), its `zPosition` or z-index to ``zIndex`` and its
  /// alpha to ``alpha``. ``outline`` is then exactly where the cell is drawn.
  ///
  /// The carousel's queries compute items; the properties are settable and
  /// ``init(index:offset:transform:center:outline:frame:alpha:zIndex:isFrontFacing:)``
  /// builds one from scratch, so that a test or a preview can make the
  /// value it needs. The ranges each property documents are those of the
  /// items the carousel computes; a value you build or change is not
  /// checked.
  public struct Item: Hashable, Sendable, Codable {
    /// The item's index, in `0 ..< itemCount`.
    public var index: Int

    /// The item's position relative to the centre, in items: `index - p`
    /// for the scroll position `p`, negative before the centre; wrapping
    /// around, brought into `-n/2 ... n/2` (iCarousel's
    /// `offsetForItemAtIndex:`).
    public var offset: Double

    /// The transform to give the cell's layer, about its centre: the
    /// style's, perspective included (``/LayoutGeometry/Transform3D/m34`` is the
    /// carousel's ``Carousel/perspective``), after the scale of the
    /// carousel's ``Carousel/fade`` (when it is not 1), mirrored when the
    /// carousel lays out right to left. Every entry is finite.
    public var transform: Transform3D

    /// Where the cell's centre stands, in content coordinates: the
    /// viewport's centre plus ``Carousel/centerOffset`` (mirrored right to
    /// left), the same for every item of a query.
    public var center: Point

    /// The item's outline on screen, in content coordinates: its rect,
    /// centred on ``center``, through ``transform`` and the perspective
    /// divide, cut at the eye plane (where the homogeneous w falls to
    /// ``/LayoutGeometry/Transform3D/eyePlaneEpsilon``).
    ///
    /// Four vertices, or three to five for an item partly behind the eye;
    /// every one finite. An item wholly behind the eye has none, and is
    /// never returned; so has one whose outline spans more than the
    /// largest `Double` across (a custom transform scaling by 10^306),
    /// which no view could be given as its frame.
    public var outline: ConvexPolygon

    /// The outline's bounding box, like a transformed view's `frame`: for
    /// an outline without vertices, the null rect
    /// (``/LayoutGeometry/ConvexPolygon/boundingBox``'s).
    public var frame: Rect

    /// The item's opacity, in `0 ... 1`: the carousel's
    /// ``Carousel/fade``, times a custom style's own alpha. A returned
    /// item's alpha is above 0.
    public var alpha: Double

    /// The item's place in the depth order; a larger value lies in front.
    ///
    /// The rank of the item among the carousel's candidates (the
    /// ``Carousel/visibleItemLimit`` items nearest the centre) by the depth
    /// of their centres, nearer the viewer on top (``transform``'s
    /// ``/LayoutGeometry/Transform3D/m43``, the z before the perspective divide), then by
    /// `|offset|`, nearer the centre on top, then by index, lower on top.
    /// Distinct within a query, and the same in
    /// ``Carousel/items(in:itemCount:coverFlowToggle:)`` and
    /// ``Carousel/item(_:in:itemCount:coverFlowToggle:)``.
    public var zIndex: Int

    /// A Boolean value indicating whether the item shows its front: its
    /// outline keeps the winding of its rect (``/LayoutGeometry/ConvexPolygon/isFrontFacing``).
    ///
    /// Exact under perspective, where iCarousel's test, the sign of
    /// ``/LayoutGeometry/Transform3D/m33``, is wrong for items turned nearly edge-on to one
    /// side of the eye. An item with no area on screen does not face the
    /// viewer.
    public var isFrontFacing: Bool

    /// Creates an item from every one of its attributes, unchecked.
    ///
    /// The carousel's queries make the items a layout uses; this
    /// initializer is for tests and previews. No value is checked, and
    /// ``frame`` and ``isFrontFacing`` are taken as given rather than read
    /// from ``outline``.
    ///
    /// - Parameters:
    ///   - index: The item's index.
    ///   - offset: Its position relative to the centre, in items.
    ///   - transform: The cell's layer transform, about its centre.
    ///   - center: Where the cell's centre stands.
    ///   - outline: The outline on screen.
    ///   - frame: The outline's bounding box.
    ///   - alpha: The opacity.
    ///   - zIndex: The place in the depth order; larger lies in front.
    ///   - isFrontFacing: Whether the item shows its front.
    public init(
      index: Int, offset: Double, transform: Transform3D, center: Point, outline: ConvexPolygon,
      frame: Rect, alpha: Double, zIndex: Int, isFrontFacing: Bool
    ) {
      self.index = index
      self.offset = offset
      self.transform = transform
      self.center = center
      self.outline = outline
      self.frame = frame
      self.alpha = alpha
      self.zIndex = zIndex
      self.isFrontFacing = isFrontFacing
    }
  }
}
