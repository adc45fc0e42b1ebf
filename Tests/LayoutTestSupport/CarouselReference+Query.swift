// The reference carousel's queries, by brute force: the scroll position
// from the content offset, every item's offset, the candidates found by
// sorting all items, each candidate projected edge by edge, and answers
// that say "too close to call" rather than guess.

import LayoutGeometry

extension CarouselReference {
  /// The largest content length and offset magnitude.
  public static let maximumLength = 0x1p53

  /// The content's length along the scroll axis: `(n - 1) · d + L` with
  /// ends, 1,001 turns of `n · d` wrapping, at most 2^53.
  public func contentLength(count: Int, viewportLength: Double) -> Double {
    let d = distanceInForce
    if wrapsInForce { return min(Double(count) * d * 1001, Self.maximumLength) }
    return min(Double(max(count - 1, 0)) * d + viewportLength, Self.maximumLength)
  }

  /// The viewport's length along the scroll axis.
  public func viewportLength(_ viewport: Rect) -> Double {
    vertical ? viewport.height : viewport.width
  }

  /// The scroll position `p` for a viewport: the offset (mirrored right to
  /// left, horizontally) over the distance per item; reduced into
  /// `0 ..< n` wrapping, held within 2^53 items of the ends otherwise.
  public func position(viewport: Rect, count: Int) -> Double {
    guard count > 0 else { return 0 }
    let length = viewportLength(viewport)
    var offset = vertical ? viewport.minY : viewport.minX
    if rightToLeft && !vertical {
      offset = contentLength(count: count, viewportLength: length) - length - offset
    }
    let p = offset / distanceInForce
    if wrapsInForce {
      guard p.isFinite else { return 0 }
      // iCarousel's clampedOffset: offset - floor(offset / n) * n.
      let reduced = p - (p / Double(count)).rounded(.down) * Double(count)
      return reduced >= 0 && reduced < Double(count) ? reduced : 0
    }
    return min(max(p, -Self.maximumLength), Double(count - 1) + Self.maximumLength)
  }

  /// `offsetForItemAtIndex:`, rounded once: the whole items between the
  /// index and `p` are counted in integers, one turn added or taken away
  /// there, and `p`'s fraction subtracted last. (iCarousel's `index - p`,
  /// then `∓ n`, rounds twice, which past 2^52 items loses the fraction
  /// beside the seam.)
  public func offset(index: Int, position: Double, count: Int) -> Double {
    guard wrapsInForce else { return Double(index) - position }
    let whole = position.rounded(.down)
    let fraction = position - whole
    var steps = index - Int(whole)
    let offset = Double(steps) - fraction
    if offset > Double(count) / 2.0 {
      steps -= count
    } else if offset < -Double(count) / 2.0 {
      steps += count
    }
    return Double(steps) - fraction
  }

  /// How many of `size` consecutive items a circular style considers:
  /// items are added one by one while the angles they span stay below a
  /// full turn (allowing a billionth for rounding), so no item stands where
  /// another one already does; `size` for the styles without a circle.
  public func turnCap(circularCount: Int, upTo size: Int) -> Int {
    guard style.isCircular else { return size }
    let angle = abs(anglePerItem ?? arc / Double(circularCount))
    // `k` items span `(k - 1) · angle`: one more fits while `k · angle`
    // is below a turn.
    var k = min(1, size)
    while k < size, Double(k) * angle < 2 * Double.pi * (1 - 1e-9) { k += 1 }
    return k
  }

  /// The candidates by sorting every item: the `limit` items of smallest
  /// `|offset|` (on a circular style, at most ``turnCap(circularCount:upTo:)``
  /// of them), a tie going to the higher index; ascending.
  public func candidates(viewport: Rect, count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let p = position(viewport: viewport, count: count)
    let circular = circularCount(viewportLength: viewportLength(viewport), count: count)
    let size = turnCap(circularCount: circular, upTo: min(limit, count))
    // Typed step by step: as one expression it took the type checker 14 s.
    var ordered: [(index: Int, distance: Double)] = []
    ordered.reserveCapacity(count)
    for index in 0..<count {
      let distance: Double = abs(offset(index: index, position: p, count: count))
      ordered.append((index, distance))
    }
    ordered.sort { a, b in
      a.distance < b.distance || (a.distance == b.distance && a.index > b.index)
    }
    return ordered.prefix(size).map(\.index).sorted()
  }

  /// One candidate, worked out by the reference.
  public struct Item: Sendable, CustomStringConvertible {
    /// The index.
    public var index: Int
    /// The offset.
    public var offset: Double
    /// The transform, mirrored right to left.
    public var transform: Transform3D
    /// The outline relative to the items' centre.
    public var localOutline: [Point]
    /// The outline in content coordinates.
    public var outline: [Point]
    /// The alpha.
    public var alpha: Double
    /// Whether the front faces the viewer, or `nil` when the outline's area
    /// is within the tolerance of 0.
    public var isFrontFacing: Bool?
    /// Whether the item is returned, or `nil` when that is too close to
    /// call.
    public var isVisible: Bool?

    /// The depth: the transform's m43.
    public var depth: Double { transform.m43 }

    /// A description to print on failure.
    public var description: String {
      "item \(index) at offset \(offset), alpha \(alpha), front \(String(describing: isFrontFacing)), "
        + "visible \(String(describing: isVisible)), depth \(depth)"
    }
  }

  /// Where every item's centre stands: the viewport's centre plus the
  /// centre shift, mirrored right to left.
  public func center(of viewport: Rect) -> Point {
    let shift = rightToLeft ? -centerShift.x : centerShift.x
    return Point(x: viewport.midX + shift, y: viewport.midY + centerShift.y)
  }

  /// Every candidate with a finite transform and alpha, worked out, with
  /// decisions read at `tolerance` (a distance on screen).
  public func items(
    viewport: Rect, count: Int, toggle: Double = 0, tolerance: Double
  ) -> [Item] {
    let p = position(viewport: viewport, count: count)
    let circular = circularCount(viewportLength: viewportLength(viewport), count: count)
    let centre = center(of: viewport)
    let local = Rect(
      x: viewport.minX - centre.x, y: viewport.minY - centre.y, width: viewport.width,
      height: viewport.height)
    let rect = Rect(x: -itemWidth / 2, y: -itemHeight / 2, width: itemWidth, height: itemHeight)
    let empty = viewport.width == 0 || viewport.height == 0
    return candidates(viewport: viewport, count: count).compactMap { index in
      let o = offset(index: index, position: p, count: count)
      var t = transform(offset: o, count: circular, toggle: toggle)
      guard ProjectionReference.entries(of: t).allSatisfy(\.isFinite),
        let alpha = alpha(offset: o)
      else { return nil }
      if rightToLeft { t = Self.mirrored(t) }
      let outline = ProjectionReference.outline(of: rect, through: t, epsilon: 0x1p-20)
      var front: Bool? = false
      if outline.count >= 3 {
        let area = ProjectionReference.signedArea(outline)
        let scale = ProjectionReference.magnitude(outline)
        front = area > tolerance * scale ? true : area < -tolerance * scale ? false : nil
      }
      var visible: Bool?
      if empty || alpha <= 0 || outline.count < 3 || (front == false && !showsBackfacesInForce) {
        visible = false
      } else {
        let overlaps = ProjectionReference.overlaps(outline, local, tolerance: tolerance)
        if overlaps == false {
          visible = false
        } else if viewport.width <= tolerance || viewport.height <= tolerance {
          // A viewport thinner than the tolerance is as good as empty: at
          // its coordinates its far edge may round onto its near one
          // (562.5 + 1e-300 is 562.5), and then it has no area.
          visible = nil
        } else if front == nil {
          // Too near edge-on to tell its winding, so too near to tell
          // whether it has any area: an outline without area is never
          // visible, even where back faces are shown (a one-item
          // cylinder at offset 0.25 stands exactly edge-on).
          visible = nil
        } else {
          visible = overlaps
        }
      }
      return Item(
        index: index, offset: o, transform: t, localOutline: outline,
        outline: outline.map { Point(x: $0.x + centre.x, y: $0.y + centre.y) }, alpha: alpha,
        isFrontFacing: front, isVisible: visible)
    }
  }

  /// Whether `a` is drawn above `b`: deeper is below; at equal depth,
  /// further from the centre is below; then the higher index. `nil` when
  /// the depths differ by no more than `tolerance` but are not equal.
  public static func isAbove(_ a: Item, _ b: Item, tolerance: Double) -> Bool? {
    if a.depth != b.depth {
      if abs(a.depth - b.depth) <= tolerance { return nil }
      return a.depth > b.depth
    }
    if abs(a.offset) != abs(b.offset) { return abs(a.offset) < abs(b.offset) }
    return a.index < b.index
  }

  /// The item in front at `point` among the visible candidates, or
  /// `decided: false` when a visibility, a containment or a depth that
  /// matters is too close to call.
  public func hit(
    _ point: Point, viewport: Rect, count: Int, toggle: Double = 0, tolerance: Double
  ) -> (decided: Bool, index: Int?) {
    hit(
      point, among: items(viewport: viewport, count: count, toggle: toggle, tolerance: tolerance),
      tolerance: tolerance)
  }

  /// ``hit(_:viewport:count:toggle:tolerance:)`` among items already
  /// worked out by ``items(viewport:count:toggle:tolerance:)``.
  public func hit(
    _ point: Point, among items: [Item], tolerance: Double
  ) -> (decided: Bool, index: Int?) {
    guard point.isFinite else { return (true, nil) }
    var containing: [Item] = []
    for item in items {
      guard item.isVisible != false, item.outline.count >= 3 else { continue }
      guard let contains = ProjectionReference.contains(item.outline, point, tolerance: tolerance)
      else { return (false, nil) }
      guard contains else { continue }
      guard item.isVisible == true else { return (false, nil) }
      containing.append(item)
    }
    guard var best = containing.first else { return (true, nil) }
    for item in containing.dropFirst() {
      guard let above = Self.isAbove(item, best, tolerance: tolerance) else { return (false, nil) }
      if above { best = item }
    }
    return (true, best.index)
  }
}
