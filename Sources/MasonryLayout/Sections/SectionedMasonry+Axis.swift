// Both axes by transposition: sections stack in a vertical ("layout") frame,
// mapped out once through `_AxisMapping`; a right-to-left shelf is mirrored.

import LayoutGeometry

extension SectionedMasonry {
  /// A section engine's configuration: the vertical feed its own (or the
  /// layout's) gives on the layout's axis; on a shelf, in the layout's
  /// direction, insets and stamps transposed. Check the section's
  /// configuration first: a transposed one names the wrong insets.
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

  /// The mapping between the vertical frame and the content, at its length.
  @inlinable
  internal var _axis: _AxisMapping {
    _AxisMapping(
      transposes: configuration.axis == .horizontal,
      mirrors: configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft,
      extent: _table.total)
  }

  @inlinable
  internal var _mirrors: Bool {
    configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
  }

  /// A section's items' length along the flow, insets included.
  @inlinable
  internal func _itemsLength(_ section: Int) -> Double {
    _table.itemsLengths[section]
  }

  /// The content offset for `offset` along the flow, clamped to `0 ...
  /// max(0, contentLength - viewportLength)`; across, the viewport's own.
  @usableFromInline
  internal func _contentOffset(flow offset: Double, viewport: Rect) -> Point {
    let axis = _axis
    let length = axis.layout(viewport).height
    let maximum = Swift.max(0, _table.total - length)
    let clamped = Swift.min(Swift.max(offset, 0), maximum)
    return axis.contentOffset(flow: clamped, viewport: viewport)
  }

  /// How far a mirrored rect is widened along the flow: a mirror rounds.
  @inlinable
  internal func _mirrorSlack(_ rect: Rect) -> Double {
    (_table.total.magnitude + rect.minX.magnitude + rect.maxX.magnitude) * 0x1p-48
  }
}
