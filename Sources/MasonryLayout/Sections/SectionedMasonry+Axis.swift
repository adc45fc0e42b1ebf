// Sections on both axes, by transposition: every section's engine lays out
// a vertical feed (on the horizontal axis, the one its shelf is the
// transpose of, as `Masonry` computes a shelf inside), and the layout
// stacks the sections top to bottom in that same vertical frame (the
// "layout" coordinates, where y runs along the flow). Frames are mapped
// once, on the way out, through the mapping `Masonry` uses,
// `_AxisMapping`. A right-to-left shelf is the left-to-right one mirrored
// across the whole content.

import LayoutGeometry

extension SectionedMasonry {
  /// The configuration a section's engine is made with: the vertical feed
  /// that the section's own (or the layout's) configuration lays out on the
  /// layout's axis. On the horizontal axis the layout's direction wins, and
  /// the shelf's insets and stamps are transposed into the vertical frame,
  /// as ``Masonry/Configuration/axis`` defines a shelf.
  ///
  /// Check the section's configuration before making an engine with it: a
  /// transposed one would name the wrong insets in its error.
  @usableFromInline
  internal func _engineConfiguration(
    _ sectionConfiguration: Masonry.Configuration
  ) -> Masonry.Configuration {
    var engine = sectionConfiguration
    engine.axis = configuration.axis
    guard engine.axis == .horizontal else { return engine }
    engine.layoutDirection = configuration.layoutDirection
    let frame = Masonry._verticalFrame(of: engine)
    engine.axis = .vertical
    engine.layoutDirection = .leftToRight
    engine.contentInsets = frame.insets
    engine.stamps = frame.stamps
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
