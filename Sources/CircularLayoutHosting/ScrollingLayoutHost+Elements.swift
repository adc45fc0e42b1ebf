// The rect a collection view asks about, read once for both engines.

import LayoutGeometry

extension ScrollingLayoutHost {
  /// The rect a collection view passes to `layoutAttributesForElements(in:)`,
  /// read as a filter: standardised, with each edge clamped to `±2^54`
  /// (so an infinite rect, or `CGRect.infinite`, covers every item), or
  /// `nil` when a component is NaN, which covers nothing.
  static func elementRect(_ rect: Rect) -> Rect? {
    let rect = rect.standardized
    guard !(rect.minX.isNaN || rect.minY.isNaN || rect.maxX.isNaN || rect.maxY.isNaN) else {
      return nil
    }
    let reach = 2 * limit
    func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, -reach), reach) }
    return Rect(
      minX: clamped(rect.minX), minY: clamped(rect.minY), maxX: clamped(rect.maxX),
      maxY: clamped(rect.maxY))
  }
}
