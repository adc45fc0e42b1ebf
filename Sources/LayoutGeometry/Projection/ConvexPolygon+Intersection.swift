// Hit testing and intersection for convex polygons, with the rules of
// `Rect`: a half-open boundary for points, and overlapping interiors for
// rects.
//
// Points on the boundary follow the top-left fill rule of graphics
// hardware: a point on an edge belongs to the polygon when the points just
// to its right (and, on a horizontal edge, just below) are inside. So the
// top and left edges belong to a polygon and the bottom and right edges do
// not, which for an axis-aligned rectangle is exactly `Rect.contains`'s
// `minX <= x < maxX`, and polygons that tile the plane (neighbouring items
// that share an edge, or the triangles of a fan) own every point of it
// exactly once.

extension ConvexPolygon {
  /// Returns a Boolean value indicating whether the point lies in the
  /// polygon.
  ///
  /// Interior points are contained. A point on the boundary is contained
  /// when the points just to its right, and on a horizontal edge just
  /// below, are inside (the top-left rule of graphics hardware): the top
  /// and left edges belong to the polygon, the bottom and right edges do
  /// not. For an axis-aligned outline this is exactly
  /// ``Rect/contains(_:)-(Point)``'s half-open `minX <= x < maxX`,
  /// `minY <= y < maxY`, and of two polygons that share an edge, as
  /// neighbouring items do, exactly one contains each point of it. The
  /// answer does not depend on the winding.
  ///
  ///     let square = ConvexPolygon(vertices: [
  ///       Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
  ///     ])
  ///     square.contains(Point(x: 0, y: 5))    // true: the left edge
  ///     square.contains(Point(x: 10, y: 5))   // false: the right edge
  ///
  /// An empty polygon (``isEmpty``: no area) contains nothing, and a NaN or
  /// infinite point is in no polygon. The test is exact: the side of each
  /// edge is the sign of a cross product computed without rounding error
  /// and free of overflow and underflow, for any finite coordinates, the
  /// largest and the subnormals side by side. A point outside the
  /// vertices' half-open extent (`minX <= x < maxX`, `minY <= y < maxY`) is
  /// never inside, so a point that ``boundingBox`` does not contain is
  /// never contained.
  ///
  /// - Parameter point: The point to test.
  /// - Returns: `true` when the polygon contains the point.
  /// - Complexity: O(n) for n vertices; O(n log n) when they lie within
  ///   rounding of one line and the winding is summed exactly.
  public func contains(_ point: Point) -> Bool {
    _contains(point, orientation: _orientation)
  }

  /// ``contains(_:)`` for a polygon whose ``_orientation`` is known.
  package func _contains(_ point: Point, orientation: Int) -> Bool {
    guard point.isFinite else { return false }
    return _withVertices { vertices in
      guard orientation != 0 else { return false }
      // The half-open extent of the vertices: no point on or past the far
      // edges of the bounding box is inside. The rule gives this too, but
      // comparing first rejects most points without a product, and it
      // keeps the box an exact prefilter for hit testing by construction.
      var (reachesLeft, reachesRight, reachesUp, reachesDown) = (false, false, false, false)
      for vertex in vertices {
        reachesLeft = reachesLeft || vertex.x <= point.x
        reachesRight = reachesRight || vertex.x > point.x
        reachesUp = reachesUp || vertex.y <= point.y
        reachesDown = reachesDown || vertex.y > point.y
      }
      guard reachesLeft, reachesRight, reachesUp, reachesDown else { return false }
      let count = vertices.count
      for index in 0..<count {
        // Walked clockwise on screen, the inside is on the right of every
        // edge.
        var (start, end) = (vertices[index], vertices[index + 1 == count ? 0 : index + 1])
        if orientation < 0 { swap(&start, &end) }
        let side = ConvexPolygon._side(of: point, from: start, to: end)
        if side > 0 { continue }
        if side < 0 { return false }
        // On the edge's line. Clockwise, an edge walked upwards is a left
        // edge and one walked rightwards a top edge; a repeated vertex (an
        // edge of no length) constrains nothing.
        let ownsBoundary = end.y < start.y || (end.y == start.y && end.x >= start.x)
        if !ownsBoundary { return false }
      }
      return true
    }
  }

  /// Returns a Boolean value indicating whether the interiors of the
  /// polygon and `rect` overlap.
  ///
  /// The rule is ``Rect/intersects(_:)``'s: a polygon and a rect that only
  /// touch along an edge or at a corner do not intersect, and a rect of
  /// zero width or height intersects the polygon when it passes through the
  /// polygon's interior. For an axis-aligned outline the answer is exactly
  /// ``Rect/intersects(_:)``'s. An empty polygon (``isEmpty``: an item seen
  /// edge-on, or behind the eye) intersects nothing, unlike a rect of zero
  /// width, since such an item shows nothing; so does a rect with a NaN or
  /// infinite component.
  ///
  /// The test is the separating axis theorem: two convex shapes have
  /// disjoint interiors exactly when a line through an edge of one of them
  /// leaves the other on its far side (touching allowed). The rect's edges
  /// are tested against the span of the polygon's vertices, and each
  /// slanted polygon edge against the rect corner furthest inside it; the
  /// polygon's edges along the axes repeat the rect's test and are skipped.
  /// Every test is exact (the side of an edge as ``contains(_:)`` takes
  /// it), so a rect that holds a point the polygon contains always
  /// intersects it.
  ///
  ///     let diamond = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
  ///       .projecting(Rect(x: -10, y: -10, width: 20, height: 20))
  ///     diamond.intersects(Rect(x: 6, y: 6, width: 10, height: 10))   // true
  ///     diamond.intersects(Rect(x: 8, y: 8, width: 10, height: 10))   // false: in the box only
  ///
  /// - Parameter rect: The rect to test; a negative size is read as its
  ///   standardised form.
  /// - Returns: `true` when the interiors overlap.
  /// - Complexity: O(n) for n vertices; O(n log n) when they lie within
  ///   rounding of one line and the winding is summed exactly.
  public func intersects(_ rect: Rect) -> Bool {
    _intersects(rect, orientation: _orientation)
  }

  /// ``intersects(_:)`` for a polygon whose ``_orientation`` is known.
  package func _intersects(_ rect: Rect, orientation: Int) -> Bool {
    guard rect.isFinite else { return false }
    return _withVertices { vertices in
      guard orientation != 0 else { return false }
      let (left, top, right, bottom) = (rect.minX, rect.minY, rect.maxX, rect.maxY)

      // The rect's axes: the polygon spans its vertices' extent.
      var (minX, minY, maxX, maxY) = (vertices[0].x, vertices[0].y, vertices[0].x, vertices[0].y)
      for vertex in vertices.dropFirst() {
        minX = Swift.min(minX, vertex.x)
        minY = Swift.min(minY, vertex.y)
        maxX = Swift.max(maxX, vertex.x)
        maxY = Swift.max(maxY, vertex.y)
      }
      guard maxX > left, right > minX, maxY > top, bottom > minY else { return false }

      // The polygon's slanted edges, walked clockwise so that the inside is
      // on the right: the rect is separated when even its corner furthest
      // to the right is on the line or beyond it. The side grows with x
      // when the edge goes up and with y when it goes right.
      let count = vertices.count
      for index in 0..<count {
        var (start, end) = (vertices[index], vertices[index + 1 == count ? 0 : index + 1])
        if orientation < 0 { swap(&start, &end) }
        if start.x == end.x || start.y == end.y { continue }
        let corner = Point(x: end.y < start.y ? right : left, y: end.x > start.x ? bottom : top)
        if ConvexPolygon._side(of: corner, from: start, to: end) <= 0 { return false }
      }
      return true
    }
  }
}
