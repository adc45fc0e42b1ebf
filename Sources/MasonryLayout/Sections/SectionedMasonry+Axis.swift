// Sections on both axes, by transposition: the layout always stacks its
// sections top to bottom in a vertical frame (the "layout" coordinates,
// where y runs along the flow), and every public member maps its
// arguments into that frame and its answers back out through the one
// mapping `Masonry` uses, `_AxisMapping`. A right-to-left shelf is the
// left-to-right one mirrored across the whole content, so each section's
// engine lays out the left-to-right shelf and the layout mirrors.

import LayoutGeometry

extension SectionedMasonry {
  /// The configuration a section's engine is made with: the section's own
  /// (or the layout's), with the layout's axis; on the horizontal axis,
  /// where the direction is the direction of the flow, the layout's
  /// direction too, given as the left-to-right shelf that the layout
  /// mirrors (left and right insets exchanged, as
  /// ``Masonry/Configuration/layoutDirection`` defines a right-to-left
  /// shelf).
  @inlinable
  internal func _engineConfiguration(
    _ sectionConfiguration: Masonry.Configuration
  ) -> Masonry.Configuration {
    var engine = sectionConfiguration
    engine.axis = configuration.axis
    guard configuration.axis == .horizontal else { return engine }
    if configuration.layoutDirection == .rightToLeft {
      let insets = engine.contentInsets
      engine.contentInsets = EdgeInsets(
        top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    }
    engine.layoutDirection = .leftToRight
    return engine
  }

  /// The mapping between the layout's vertical frame and the content, for
  /// the current content length.
  @inlinable
  internal var _axis: _AxisMapping {
    _AxisMapping(
      transposes: configuration.axis == .horizontal,
      mirrors: configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft,
      extent: _table.total)
  }

  /// Whether the sections' engines lie on the horizontal axis, so that
  /// their frames are the transpose of the layout's.
  @inlinable
  internal var _enginesTranspose: Bool { configuration.axis == .horizontal }

  /// Whether the layout is a right-to-left shelf, mirrored across the
  /// whole content.
  @inlinable
  internal var _mirrors: Bool {
    configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
  }

  /// The length along the flow of a section's items, insets included:
  /// its engine's content length, as recorded in the table.
  @inlinable
  internal func _itemsLength(_ section: Int) -> Double {
    _table.itemsLengths[section]
  }

  /// The length along the flow of an engine's content size.
  @inlinable
  internal func _length(of size: Size) -> Double {
    _enginesTranspose ? size.width : size.height
  }

  /// An engine's frame (or rect) in the layout's vertical frame, relative
  /// to the top of the section's items: transposed back on the horizontal
  /// axis.
  @inlinable
  internal func _layoutRect(fromEngine rect: Rect) -> Rect {
    _enginesTranspose ? _AxisMapping.transposed(rect) : rect
  }

  /// A rect in the layout's vertical frame, relative to the top of a
  /// section's items, in its engine's coordinates.
  @inlinable
  internal func _engineRect(fromLayout rect: Rect) -> Rect {
    _enginesTranspose ? _AxisMapping.transposed(rect) : rect
  }

  /// The layout's own content offset for an offset along the flow in the
  /// vertical frame, clamped to `0 ... max(0, contentLength -
  /// viewportLength)`; across the flow, the viewport's own.
  @usableFromInline
  internal func _contentOffset(flow offset: Double, viewport: Rect) -> Point {
    let axis = _axis
    let length = axis.layout(viewport).height
    let maximum = Swift.max(0, _table.total - length)
    let clamped = Swift.min(Swift.max(offset, 0), maximum)
    return axis.contentOffset(flow: clamped, viewport: viewport)
  }

  /// The slack with which a rect mapped into the vertical frame is
  /// widened along the flow: a mirror rounds, so a right-to-left shelf
  /// searches a hair more and keeps exactly the elements whose frames, as
  /// reported, match.
  @inlinable
  internal func _mirrorSlack(_ rect: Rect) -> Double {
    (_table.total.magnitude + rect.minX.magnitude + rect.maxX.magnitude) * 0x1p-48
  }
}
