// What follows from the configuration alone, computed once when it changes
// instead of in every query: the default angle per item takes an arc
// tangent, the anchor point two divisions.

import LayoutGeometry

extension Wheel {
  /// The values every query needs that depend on the configuration only.
  ///
  /// Kept in step with ``Wheel/configuration`` by its observer;
  /// `_checkInvariants()` checks that they are.
  struct Derived: Hashable, Sendable {
    /// ``Wheel/anglePerItem``.
    var anglePerItem: Double

    /// ``Wheel/anchorPoint``.
    var anchorPoint: Point

    /// How far past either end of a wheel with ends positions extrapolate
    /// before they hold still: `π / anglePerItem + 1` items, where no item
    /// is within half a turn of the top any more, at most 2^53.
    var overscrollReach: Double

    /// The values for a configuration.
    init(_ configuration: Configuration) {
      let horizontal = configuration.axis == .horizontal
      let size = configuration.itemSize
      let radius = configuration.radius
      if let custom = configuration.anglePerItem {
        anglePerItem = custom
      } else {
        // Extreme but valid shapes can underflow the quotient to zero; the
        // model needs a positive angle.
        let length = horizontal ? size.width : size.height
        anglePerItem = Swift.max(Math.atan(length / radius), .leastNormalMagnitude)
      }
      overscrollReach = Swift.min(Double.pi / anglePerItem + 1, 0x1p53)
      let outward = Axes(configuration).outward
      anchorPoint = Point(
        x: Wheel.saturated(0.5 - radius * outward.x / size.width),
        y: Wheel.saturated(0.5 - radius * outward.y / size.height))
    }
  }
}
