// The rect a collection view asks about, read once for both engines.

import LayoutGeometry

extension ScrollingLayoutHost {
  /// The rect a collection view passes to `layoutAttributesForElements(in:)`,
  /// read as a filter: standardised, with each edge clamped to `±2^54`;
  /// an infinite width or height covers every coordinate along it (so
  /// `CGRect.infinite`, or a rect from -infinity of infinite size, covers
  /// every item), and a NaN component covers nothing (`nil`).
  static func elementRect(_ rect: Rect) -> Rect? {
    let reach = 2 * limit
    func span(_ origin: Double, _ length: Double) -> (Double, Double)? {
      guard !origin.isNaN, !length.isNaN else { return nil }
      guard length.isFinite else { return (-reach, reach) }
      let end = origin + length
      func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, -reach), reach) }
      return (clamped(Swift.min(origin, end)), clamped(Swift.max(origin, end)))
    }
    guard let x = span(rect.origin.x, rect.size.width),
      let y = span(rect.origin.y, rect.size.height)
    else { return nil }
    return Rect(minX: x.0, minY: y.0, maxX: x.1, maxY: y.1)
  }
}
