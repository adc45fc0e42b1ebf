// Brute-force 3D geometry for checking Transform3D and ConvexPolygon: plain
// matrix algebra on arrays, rotations by Rodrigues' vector formula, an edge
// by edge clipper, and tolerance-aware oracles that answer `nil` when a
// case is too close to call.

import LayoutGeometry

/// Brute-force versions of the projection geometry, written independently
/// of `Transform3D` and `ConvexPolygon`, used as the oracle for them.
public enum ProjectionReference {
  // MARK: - Matrices

  /// The transform's entries as four rows of four.
  public static func rows(of transform: Transform3D) -> [[Double]] {
    let t = transform
    return [
      [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
      [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
    ]
  }

  /// The sixteen entries, row by row.
  public static func entries(of transform: Transform3D) -> [Double] {
    let t = transform
    return [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
  }

  /// The transform with the given four rows of four.
  public static func transform(rows: [[Double]]) -> Transform3D {
    Transform3D(
      m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
      m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
      m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
      m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
  }

  /// The transform with the given sixteen entries, row by row.
  static func transform(entries e: [Double]) -> Transform3D {
    Transform3D(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }

  // The products below run millions of times in a debug `swift test`:
  // they read flat arrays of entries in `while` loops, which unoptimized
  // code runs several times faster than nested arrays, ranges and
  // `reduce`. Each sum still starts at 0 and adds its four terms in
  // order, so the results are the textbook loop's to the bit.

  /// The matrix product `a · b` by the textbook triple loop.
  public static func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    let (left, right) = (entries(of: a), entries(of: b))
    var result = [Double](repeating: 0, count: 16)
    var row = 0
    while row < 4 {
      var column = 0
      while column < 4 {
        var sum = 0.0
        var k = 0
        while k < 4 {
          sum += left[4 * row + k] * right[4 * k + column]
          k += 1
        }
        result[4 * row + column] = sum
        column += 1
      }
      row += 1
    }
    return transform(entries: result)
  }

  /// The row vector `vector` (four components) times the matrix.
  public static func apply(_ transform: Transform3D, to vector: [Double]) -> [Double] {
    let matrix = entries(of: transform)
    var result = [Double](repeating: 0, count: 4)
    var column = 0
    while column < 4 {
      var sum = 0.0
      var k = 0
      while k < 4 {
        sum += vector[k] * matrix[4 * k + column]
        k += 1
      }
      result[column] = sum
      column += 1
    }
    return result
  }

  /// The point `(x, y, z)` through the transform, before the divide.
  public static func homogeneous(_ point: Point3D, _ transform: Transform3D) -> [Double] {
    apply(transform, to: [point.x, point.y, point.z, 1])
  }

  /// `vector` turned by `angle` about `axis` (any length but zero), by
  /// Rodrigues' formula `v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ)`
  /// for the unit axis k, the right-handed turn.
  public static func rotated(
    _ vector: (x: Double, y: Double, z: Double), by angle: Double,
    about axis: (x: Double, y: Double, z: Double)
  ) -> (x: Double, y: Double, z: Double) {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let k = (x: axis.x / length, y: axis.y / length, z: axis.z / length)
    let (c, s) = (Math.cos(angle), Math.sin(angle))
    let cross = (
      x: k.y * vector.z - k.z * vector.y, y: k.z * vector.x - k.x * vector.z,
      z: k.x * vector.y - k.y * vector.x
    )
    let dot = k.x * vector.x + k.y * vector.y + k.z * vector.z
    return (
      x: vector.x * c + cross.x * s + k.x * dot * (1 - c),
      y: vector.y * c + cross.y * s + k.y * dot * (1 - c),
      z: vector.z * c + cross.z * s + k.z * dot * (1 - c)
    )
  }

  /// The determinant of the 3x3 matrix that maps the plane z = 0 to
  /// homogeneous screen coordinates, `[x y 1] · A = [X Y W]`, with the
  /// product of its rows' lengths as the scale to judge it by.
  ///
  /// Where W > 0, the projection's Jacobian is `det A / W³`, so the sign of
  /// the determinant is the winding of every visible outline in that plane.
  public static func planeDeterminant(
    of transform: Transform3D
  ) -> (value: Double, scale: Double) {
    let t = transform
    let a = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]]
    let value =
      a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
      - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
      + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    let scale = a.map { row in row.reduce(0) { $0 + $1 * $1 }.squareRoot() }.reduce(1, *)
    return (value, scale)
  }

  // MARK: - Outlines

  /// The w of the rect's four corners, top-left first, clockwise.
  public static func cornerW(of rect: Rect, through transform: Transform3D) -> [Double] {
    corners(of: rect).map { homogeneous(Point3D(x: $0.x, y: $0.y, z: 0), transform)[3] }
  }

  /// The corners of the rect, read from its stored origin and size.
  public static func corners(of rect: Rect) -> [Point] {
    guard let span = GeometryReference.intervals(of: rect) else { return [] }
    return [
      Point(x: span.x.low, y: span.y.low), Point(x: span.x.high, y: span.y.low),
      Point(x: span.x.high, y: span.y.high), Point(x: span.x.low, y: span.y.high),
    ]
  }

  /// The outline of `rect` through `transform`, cut at `w = epsilon`: each
  /// edge is clipped on its own to the parameter range where `w >= epsilon`
  /// (linear in the parameter), and the visible pieces are joined in
  /// order; repeated points are merged, and fewer than three leave no
  /// outline.
  ///
  /// Unlike the library, which walks the polygon once (Sutherland-Hodgman)
  /// and interpolates from the end in front, this clips edge by edge and
  /// interpolates in the edge's own direction.
  public static func outline(
    of rect: Rect, through transform: Transform3D, epsilon: Double
  ) -> [Point] {
    let images = corners(of: rect).map { homogeneous(Point3D(x: $0.x, y: $0.y, z: 0), transform) }
    guard images.count == 4 else { return [] }
    var points: [Point] = []
    for index in 0..<4 {
      let (p, q) = (images[index], images[(index + 1) % 4])
      let (wp, wq) = (p[3], q[3])
      if wp < epsilon, wq < epsilon { continue }
      var (enter, leave) = (0.0, 1.0)
      if wp < epsilon { enter = (epsilon - wp) / (wq - wp) }
      if wq < epsilon { leave = (epsilon - wp) / (wq - wp) }
      func point(at s: Double) -> Point {
        if s == 0 { return Point(x: p[0] / wp, y: p[1] / wp) }
        let x = p[0] + s * (q[0] - p[0])
        let y = p[1] + s * (q[1] - p[1])
        return Point(x: x / epsilon, y: y / epsilon)
      }
      points.append(point(at: enter))
      if leave < 1 { points.append(point(at: leave)) }
    }
    var merged: [Point] = []
    for point in points where merged.last != point { merged.append(point) }
    while merged.count > 1, merged.first == merged.last { merged.removeLast() }
    return merged.count >= 3 ? merged : []
  }

  /// Whether `a` and `b` are the same cycle of points, up to where it
  /// starts, each coordinate within `tolerance`.
  public static func sameCycle(_ a: [Point], _ b: [Point], tolerance: Double) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    func close(_ p: Point, _ q: Point) -> Bool {
      abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }
    return (0..<a.count).contains { shift in
      a.indices.allSatisfy { close(a[$0], b[($0 + shift) % b.count]) }
    }
  }

  // MARK: - Polygons

  /// The largest magnitude of any coordinate of the points; 0 for none.
  public static func magnitude(_ points: [Point]) -> Double {
    points.reduce(0) { max($0, abs($1.x), abs($1.y)) }
  }

  /// The signed area, positive when clockwise on a y-down screen, by the
  /// trapezoid formula about the first vertex.
  public static func signedArea(_ polygon: [Point]) -> Double {
    guard polygon.count >= 3 else { return 0 }
    let origin = polygon[0]
    var sum = 0.0
    for index in polygon.indices {
      let (p, q) = (polygon[index], polygon[(index + 1) % polygon.count])
      sum += (q.x - p.x) * ((q.y - origin.y) + (p.y - origin.y))
    }
    return -sum / 2
  }

  /// Whether a reference outline is too thin for its vertices to be
  /// compared with the engine's at `tolerance`: a sliver (an item seen
  /// edge-on, or flattened by a zero scale), or an outline within the
  /// tolerance of a point, whose vertex count and order rounding decides.
  ///
  /// Moving each vertex by the tolerance changes the area by up to about
  /// tolerance × perimeter, so a reference within that of no area may be
  /// a sliver that the reference's own rounding widened: on a cut whose
  /// crossings lie a million times out (1 / epsilon), an exact segment
  /// came back as a triangle 0.125 wide (geometry fuzz seed 1010). The
  /// fuzz oracle and the projection tests share this rule.
  public static func isSliver(_ reference: [Point], tolerance: Double) -> Bool {
    let perimeter = GeometryPolygon.perimeter(reference)
    let area = abs(signedArea(reference))
    let clear =
      area > 1e-9 * perimeter * perimeter && area > 4 * tolerance * perimeter
      && perimeter > 1_000 * tolerance
    return !clear
  }

  /// The polygon in clockwise order (on a y-down screen).
  public static func clockwise(_ polygon: [Point]) -> [Point] {
    signedArea(polygon) < 0 ? polygon.reversed() : polygon
  }

  /// Where `point` lies relative to a convex polygon of either winding
  /// with area: `true` when more than `tolerance` inside every edge,
  /// `false` when more than `tolerance` outside one, `nil` when within
  /// `tolerance` of the boundary, or when plain arithmetic cannot tell (a
  /// cross product that overflows to infinity minus infinity, as for a
  /// point near the largest `Double`). Edges of no length are skipped.
  public static func contains(_ polygon: [Point], _ point: Point, tolerance: Double) -> Bool? {
    guard point.isFinite else { return false }
    let polygon = clockwise(polygon)
    var nearBoundary = false
    for index in polygon.indices {
      let (start, end) = (polygon[index], polygon[(index + 1) % polygon.count])
      let length = GeometryPolygon.distance(start, end)
      guard length > 0 else { continue }
      let distance =
        ((end.x - start.x) * (point.y - start.y) - (end.y - start.y) * (point.x - start.x))
        / length
      if distance.isNaN { return nil }
      if distance < -tolerance { return false }
      if distance <= tolerance { nearBoundary = true }
    }
    return nearBoundary ? nil : true
  }

  /// Whether the interiors of a convex polygon with area (either winding)
  /// and `rect` overlap, in the sense of `Rect.intersects` (a rect of zero
  /// width or height counts when it passes through the interior), or `nil`
  /// when it is too close to call at `tolerance`.
  ///
  /// With area on both sides: the polygon is clipped to the rect, and an
  /// overlap whose area over perimeter (a lower bound on the radius of the
  /// largest disc inside it) exceeds `tolerance` is clear, unless its
  /// perimeter is within ten times `tolerance`; so is one where
  /// the rect's centre lies clearly inside the polygon, or the average of
  /// the polygon's vertices clearly inside the rect. No overlap at all is
  /// clear when the boundaries stay more than `tolerance` apart. A segment
  /// counts when the middle of its part inside the polygon is clearly
  /// inside; a point when it is.
  public static func overlaps(_ polygon: [Point], _ rect: Rect, tolerance: Double) -> Bool? {
    guard let span = GeometryReference.intervals(of: rect) else { return false }
    let polygon = clockwise(polygon)
    let rectCorners = corners(of: rect)
    let (width, height) = (span.x.high - span.x.low, span.y.high - span.y.low)
    let centre = Point(x: span.x.low + width / 2, y: span.y.low + height / 2)
    switch (width > 0, height > 0) {
    case (true, true):
      let clipped = GeometryPolygon.clip(polygon, to: rect)
      // About the first vertex: the shoelace sum about the origin leaves
      // rounding noise of the size of the coordinates' last bits, which
      // can dwarf a sliver's area. A piece whose perimeter is within the
      // tolerance holds no disc wider than it, whatever its area reads.
      let area = abs(signedArea(clipped))
      let perimeter = GeometryPolygon.perimeter(clipped)
      if perimeter > 10 * tolerance, area / perimeter > tolerance { return true }
      if contains(polygon, centre, tolerance: tolerance) == true { return true }
      let average = Point(
        x: polygon.map(\.x).reduce(0, +) / Double(polygon.count),
        y: polygon.map(\.y).reduce(0, +) / Double(polygon.count))
      if contains(rectCorners, average, tolerance: tolerance) == true { return true }
      if clipped.isEmpty, GeometryPolygon.boundaryDistance(polygon, rectCorners) > tolerance {
        return false
      }
      return nil
    case (true, false), (false, true):
      let (start, end) = (rectCorners[0], rectCorners[2])
      guard let (enter, leave) = segmentInside(from: start, to: end, polygon: polygon) else {
        return GeometryPolygon.boundaryDistance(polygon, [start, end]) > tolerance ? false : nil
      }
      let middle = (enter + leave) / 2
      let point = Point(
        x: start.x + middle * (end.x - start.x), y: start.y + middle * (end.y - start.y))
      return contains(polygon, point, tolerance: tolerance) == true ? true : nil
    case (false, false):
      return contains(polygon, centre, tolerance: tolerance)
    }
  }

  /// The parameter range of the segment inside a clockwise convex polygon
  /// (Cyrus-Beck), or `nil` when no part of it is.
  public static func segmentInside(
    from start: Point, to end: Point, polygon: [Point]
  ) -> (Double, Double)? {
    var (low, high) = (0.0, 1.0)
    for index in polygon.indices {
      let (a, b) = (polygon[index], polygon[(index + 1) % polygon.count])
      let atStart = (b.x - a.x) * (start.y - a.y) - (b.y - a.y) * (start.x - a.x)
      let atEnd = (b.x - a.x) * (end.y - a.y) - (b.y - a.y) * (end.x - a.x)
      if atStart < 0, atEnd < 0 { return nil }
      if atStart >= 0, atEnd >= 0 { continue }
      let crossing = atStart / (atStart - atEnd)
      if atStart < 0 { low = max(low, crossing) } else { high = min(high, crossing) }
    }
    return low < high ? (low, high) : nil
  }

  /// The convex hull of the points, clockwise on a y-down screen, without
  /// collinear points (Andrew's monotone chain).
  public static func convexHull(_ points: [Point]) -> [Point] {
    let unique: [[Double]] = Array(Set(points.map { [$0.x, $0.y] }))
    let sorted: [Point] = unique.map { Point(x: $0[0], y: $0[1]) }.sorted { a, b in
      a.x != b.x ? a.x < b.x : a.y < b.y
    }
    guard sorted.count >= 3 else { return sorted }
    func turn(_ o: Point, _ a: Point, _ b: Point) -> Double {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    var lower: [Point] = []
    for point in sorted {
      while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 {
        lower.removeLast()
      }
      lower.append(point)
    }
    var upper: [Point] = []
    for point in sorted.reversed() {
      while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 {
        upper.removeLast()
      }
      upper.append(point)
    }
    // Counter-clockwise in y-up terms is clockwise on a y-down screen.
    return Array(lower.dropLast() + upper.dropLast())
  }
}
