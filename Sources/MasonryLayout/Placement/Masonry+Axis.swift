// The horizontal axis, by transposition: the engine always computes a
// vertical layout, and every public member maps its arguments into that
// layout and its answers back out. One mapping, used by every member, so
// the two axes cannot disagree.

import LayoutGeometry

extension Masonry {
  /// The insets, direction and stamps of the vertical layout that a
  /// configuration's layout is, or is the transpose of (see
  /// ``Configuration/axis``).
  ///
  /// A shelf's insets are transposed (its left inset is the vertical
  /// layout's top, its top the vertical layout's left); a right-to-left
  /// shelf is the left-to-right one with left and right exchanged,
  /// mirrored, so its vertical layout counts lanes from the left too.
  internal static func _verticalFrame(
    of configuration: Configuration
  ) -> (insets: EdgeInsets, rightToLeft: Bool, stamps: [Rect]) {
    let insets = configuration.contentInsets
    let rightToLeft = configuration.layoutDirection == .rightToLeft
    switch configuration.axis {
    case .vertical:
      return (insets, rightToLeft, configuration.stamps)
    case .horizontal:
      let (start, end) = rightToLeft ? (insets.right, insets.left) : (insets.left, insets.right)
      return (
        EdgeInsets(top: start, left: insets.top, bottom: end, right: insets.bottom), false,
        configuration.stamps.map(_AxisMapping.transposed)
      )
    }
  }

  /// The mapping between the vertical layout and the content, for the
  /// current content length.
  @inlinable
  internal var _axis: _AxisMapping {
    _AxisMapping(
      transposes: configuration.axis == .horizontal,
      mirrors: configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft,
      extent: _contentHeight)
  }
}

/// How the vertical layout the engine computes maps to the content: the
/// identity on the vertical axis; x and y swapped on the horizontal one;
/// and, for a right-to-left shelf, mirrored across the content's centre
/// line as well.
@usableFromInline
internal struct _AxisMapping {
  /// Whether x and y swap (the horizontal axis).
  @usableFromInline internal let transposes: Bool
  /// Whether the flow runs from the right (a right-to-left shelf).
  @usableFromInline internal let mirrors: Bool
  /// The content's length along the flow, which a mirror turns about.
  @usableFromInline internal let extent: Double

  @inlinable
  internal init(transposes: Bool, mirrors: Bool, extent: Double) {
    self.transposes = transposes
    self.mirrors = mirrors
    self.extent = extent
  }

  /// Whether the mapping is the identity (the vertical axis).
  @inlinable
  internal var isIdentity: Bool { !transposes }

  /// A rect with x and y swapped.
  @inlinable
  internal static func transposed(_ rect: Rect) -> Rect {
    Rect(
      x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
  }

  /// A frame of the vertical layout as a frame in the content.
  ///
  /// Mirrored, the frame ends where its mirror image ends or at most a
  /// unit in the last place short of it, as every frame does, so mirrored
  /// neighbours never overlap.
  @inlinable
  internal func content(_ frame: Rect) -> Rect {
    guard transposes else { return frame }
    let swapped = Self.transposed(frame)
    guard mirrors else { return swapped }
    let x = extent - swapped.maxX
    let width = EdgeLength.length(from: x, to: extent - swapped.minX, roundingOutward: false)
    return Rect(x: x, y: swapped.minY, width: width, height: swapped.height)
  }

  /// A rect in the content (a query, a viewport) in the vertical layout's
  /// coordinates.
  @inlinable
  internal func layout(_ rect: Rect) -> Rect {
    guard transposes else { return rect }
    guard mirrors else { return Self.transposed(rect) }
    let unmirrored = Rect(
      minX: extent - rect.maxX, minY: rect.minY, maxX: extent - rect.minX, maxY: rect.maxY)
    return Self.transposed(unmirrored)
  }

  /// A rect in the content (a query) as bounds in the vertical layout's
  /// coordinates.
  ///
  /// Bounds rather than a rect: rebuilding an origin and a size from
  /// mirrored edges rounds the size, and for a rect spanning huge
  /// magnitudes (from -1e308 to 39, say) that loses the near edge
  /// altogether. Transposing swaps the edges exactly; mirroring subtracts
  /// each from the extent once.
  @inlinable
  internal func layoutBounds(of rect: Rect) -> _Bounds {
    guard transposes else {
      return _Bounds(minX: rect.minX, maxX: rect.maxX, minY: rect.minY, maxY: rect.maxY)
    }
    guard mirrors else {
      return _Bounds(minX: rect.minY, maxX: rect.maxY, minY: rect.minX, maxY: rect.maxX)
    }
    return _Bounds(
      minX: rect.minY, maxX: rect.maxY, minY: extent - rect.maxX, maxY: extent - rect.minX)
  }

  /// A point in the content in the vertical layout's coordinates.
  @inlinable
  internal func layout(_ point: Point) -> Point {
    guard transposes else { return point }
    let x = mirrors ? extent - point.x : point.x
    return Point(x: point.y, y: x)
  }

  /// A size of the vertical layout as a size in the content.
  @inlinable
  internal func content(_ size: Size) -> Size {
    transposes ? Size(width: size.height, height: size.width) : size
  }

  /// The content offset at which a viewport of the given physical extent
  /// shows the vertical layout from `flow` on: along the flow, the
  /// offset itself, mirrored for a right-to-left shelf; across it, the
  /// viewport's own.
  @inlinable
  internal func contentOffset(flow: Double, viewport: Rect) -> Point {
    guard transposes else { return Point(x: viewport.minX, y: flow) }
    let x = mirrors ? extent - (flow + viewport.width) : flow
    return Point(x: Swift.max(x, 0), y: viewport.minY)
  }
}

/// The edges of a query in the vertical layout's coordinates.
@usableFromInline
internal struct _Bounds {
  @usableFromInline internal var minX: Double
  @usableFromInline internal var maxX: Double
  @usableFromInline internal var minY: Double
  @usableFromInline internal var maxY: Double

  @inlinable
  internal init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
    self.minX = minX
    self.maxX = maxX
    self.minY = minY
    self.maxY = maxY
  }
}
