import LayoutGeometry

/// Brute-force versions of `Rect`'s set operations, written differently from
/// the library so that the two can be compared on many random inputs.
///
/// The library tests each axis with one strict inequality per side; this
/// reference reads each axis as a closed interval taken from the rect's two
/// stored corners and asks whether the intervals' relative interiors
/// overlap, spelling out the degenerate cases. Containment is checked corner
/// by corner.
public enum GeometryReference {
  /// The closed interval a rect covers on one axis, read from its stored
  /// origin and (possibly negative) length by sorting the two end points.
  ///
  /// - Returns: `nil` when either end is NaN or infinite, or the origin or
  ///   length is.
  public static func interval(origin: Double, length: Double) -> (low: Double, high: Double)? {
    guard origin.isFinite, length.isFinite else { return nil }
    let ends = [origin, origin + length].sorted()
    return (ends[0], ends[1])
  }

  /// The rect's x and y intervals, or `nil` when any component is not
  /// finite.
  public static func intervals(
    of rect: Rect
  ) -> (x: (low: Double, high: Double), y: (low: Double, high: Double))? {
    guard let x = interval(origin: rect.origin.x, length: rect.size.width),
      let y = interval(origin: rect.origin.y, length: rect.size.height)
    else { return nil }
    return (x, y)
  }

  /// Returns whether two closed intervals overlap in the sense of
  /// `Rect.intersects`: by more than a point, or one of them is a single
  /// point strictly inside the other (not at its end).
  public static func intervalsOverlap(
    _ a: (low: Double, high: Double), _ b: (low: Double, high: Double)
  ) -> Bool {
    let low = a.low > b.low ? a.low : b.low
    let high = a.high < b.high ? a.high : b.high
    if low < high { return true }
    guard low == high else { return false }
    let aIsPointInsideB = a.low == a.high && b.low < a.low && a.low < b.high
    let bIsPointInsideA = b.low == b.high && a.low < b.low && b.low < a.high
    return aIsPointInsideB || bIsPointInsideA
  }

  /// The reference for `Rect.intersects(_:)`.
  public static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    guard let a = intervals(of: a), let b = intervals(of: b) else { return false }
    return intervalsOverlap(a.x, b.x) && intervalsOverlap(a.y, b.y)
  }

  /// The reference for `Rect.intersection(_:)`: the overlap of the two
  /// rects' intervals when they intersect, else `nil`.
  public static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    guard intersects(a, b), let a = intervals(of: a), let b = intervals(of: b) else {
      return nil
    }
    let (left, right) = (max(a.x.low, b.x.low), min(a.x.high, b.x.high))
    let (top, bottom) = (max(a.y.low, b.y.low), min(a.y.high, b.y.high))
    return Rect(
      x: left, y: top, width: length(from: left, to: right, reaching: false),
      height: length(from: top, to: bottom, reaching: false))
  }

  /// The stored length for a span from `low` to `high`: the `Double`
  /// nearest to `high - low` for which `low + length` reaches `high`
  /// (`reaching`) or does not pass it, found among the few neighbours of
  /// the rounded difference.
  public static func length(from low: Double, to high: Double, reaching: Bool) -> Double {
    let rounded = high - low
    guard rounded.isFinite else { return rounded }
    var candidates = [rounded]
    for _ in 0..<8 {
      let last = candidates[candidates.count - 1]
      candidates.append(reaching ? last.nextUp : max(last.nextDown, 0))
    }
    let fits = candidates.first { reaching ? low + $0 >= high : low + $0 <= high }
    return fits ?? .nan
  }

  /// The reference for `Rect.union(_:)`: the span of all four intervals'
  /// ends; a non-finite rect is left out, and two of them give `.zero`.
  public static func union(_ a: Rect, _ b: Rect) -> Rect {
    let spans = [a, b].compactMap(intervals(of:))
    guard let first = spans.first else { return .zero }
    var (left, right, top, bottom) = (first.x.low, first.x.high, first.y.low, first.y.high)
    for span in spans.dropFirst() {
      left = min(left, span.x.low)
      right = max(right, span.x.high)
      top = min(top, span.y.low)
      bottom = max(bottom, span.y.high)
    }
    // A single rect keeps its own length rather than `high - low`, which can
    // round differently after `origin + length`.
    if spans.count == 1 {
      let only = a.isFinite ? a : b
      return Rect(
        x: left, y: top, width: abs(only.size.width), height: abs(only.size.height))
    }
    return Rect(
      x: left, y: top, width: length(from: left, to: right, reaching: true),
      height: length(from: top, to: bottom, reaching: true))
  }

  /// The reference for `Rect.contains(_: Point)`: the half-open rule, by
  /// the sign of the differences to each edge.
  public static func contains(_ rect: Rect, _ point: Point) -> Bool {
    guard let span = intervals(of: rect), point.x.isFinite, point.y.isFinite else {
      return false
    }
    return point.x - span.x.low >= 0 && span.x.high - point.x > 0
      && point.y - span.y.low >= 0 && span.y.high - point.y > 0
  }

  /// The reference for `Rect.contains(_: Rect)`: every stored corner of
  /// `other` lies in the closed rect.
  public static func contains(_ rect: Rect, _ other: Rect) -> Bool {
    guard let span = intervals(of: rect), intervals(of: other) != nil else { return false }
    let (x, y) = (other.origin.x, other.origin.y)
    let (farX, farY) = (x + other.size.width, y + other.size.height)
    let corners = [(x, y), (farX, y), (farX, farY), (x, farY)]
    return corners.allSatisfy { corner in
      span.x.low <= corner.0 && corner.0 <= span.x.high
        && span.y.low <= corner.1 && corner.1 <= span.y.high
    }
  }
}
