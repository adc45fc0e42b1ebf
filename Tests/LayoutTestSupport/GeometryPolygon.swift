// Plain polygon arithmetic for checking rotated rects by brute force: corners
// computed from scratch, Sutherland-Hodgman clipping, areas and distances.

import LayoutGeometry

/// Brute-force polygon geometry, independent of `RotatedRect`'s formulas,
/// used as the oracle for its hit testing and intersection.
public enum GeometryPolygon {
  /// The corners of `frame` turned by `angle` radians (clockwise on a y-down
  /// screen) about the point at unit position `anchor` of the standardised
  /// frame, in the order top-left, top-right, bottom-right, bottom-left.
  ///
  /// Computed as a translation, a rotation matrix product and a translation
  /// back, without any shortcut for angle zero.
  public static func rotatedCorners(frame: Rect, angle: Double, anchor: Point) -> [Point] {
    let (left, right) = (
      min(frame.origin.x, frame.origin.x + frame.size.width),
      max(frame.origin.x, frame.origin.x + frame.size.width)
    )
    let (top, bottom) = (
      min(frame.origin.y, frame.origin.y + frame.size.height),
      max(frame.origin.y, frame.origin.y + frame.size.height)
    )
    let pivotX = left + anchor.x * (right - left)
    let pivotY = top + anchor.y * (bottom - top)
    let matrix = (Math.cos(angle), -Math.sin(angle), Math.sin(angle), Math.cos(angle))
    return [(left, top), (right, top), (right, bottom), (left, bottom)].map { corner in
      let (dx, dy) = (corner.0 - pivotX, corner.1 - pivotY)
      return Point(
        x: pivotX + matrix.0 * dx + matrix.1 * dy,
        y: pivotY + matrix.2 * dx + matrix.3 * dy)
    }
  }

  /// The four corners of an axis-aligned rect, clockwise on a y-down screen
  /// from the top-left.
  public static func corners(of rect: Rect) -> [Point] {
    let rect = rect.standardized
    return [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ]
  }

  /// Clips a polygon to the closed axis-aligned `rect` (Sutherland-Hodgman:
  /// one pass per edge of the rect, each keeping the part of the polygon on
  /// the inner side of that edge).
  ///
  /// - Complexity: O(n) for n vertices.
  public static func clip(_ polygon: [Point], to rect: Rect) -> [Point] {
    let rect = rect.standardized
    // Each boundary: a signed distance that is >= 0 on the inside.
    let boundaries: [(Point) -> Double] = [
      { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
    ]
    var output = polygon
    for inside in boundaries {
      let input = output
      output = []
      guard let last = input.last else { break }
      var previous = last
      for current in input {
        let (previousSide, currentSide) = (inside(previous), inside(current))
        if currentSide >= 0 {
          if previousSide < 0 {
            output.append(crossing(previous, current, previousSide, currentSide))
          }
          output.append(current)
        } else if previousSide >= 0 {
          output.append(crossing(previous, current, previousSide, currentSide))
        }
        previous = current
      }
    }
    return output
  }

  private static func crossing(_ a: Point, _ b: Point, _ sideA: Double, _ sideB: Double) -> Point {
    let t = sideA / (sideA - sideB)
    return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
  }

  /// The area enclosed by a simple polygon (the shoelace formula).
  public static func area(_ polygon: [Point]) -> Double {
    guard polygon.count >= 3 else { return 0 }
    var twiceArea = 0.0
    for (index, point) in polygon.enumerated() {
      let next = polygon[(index + 1) % polygon.count]
      twiceArea += point.x * next.y - next.x * point.y
    }
    return abs(twiceArea) / 2
  }

  /// The length of a polygon's closed boundary; twice the length of a
  /// polygon that has collapsed onto a segment.
  public static func perimeter(_ polygon: [Point]) -> Double {
    guard polygon.count >= 2 else { return 0 }
    var total = 0.0
    for (index, point) in polygon.enumerated() {
      total += distance(point, polygon[(index + 1) % polygon.count])
    }
    return total
  }

  /// The Euclidean distance between two points.
  public static func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// The distance from `point` to the closed segment from `start` to `end`.
  public static func distance(from point: Point, toSegment start: Point, _ end: Point) -> Double {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let lengthSquared = dx * dx + dy * dy
    guard lengthSquared > 0 else { return distance(point, start) }
    let t = ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared
    let clamped = min(max(t, 0), 1)
    return distance(point, Point(x: start.x + clamped * dx, y: start.y + clamped * dy))
  }

  /// The smallest distance between the boundaries of two closed polygons:
  /// zero when two edges cross, else the smallest vertex-to-edge distance.
  public static func boundaryDistance(_ a: [Point], _ b: [Point]) -> Double {
    let edgesA = edges(of: a)
    let edgesB = edges(of: b)
    for edgeA in edgesA {
      for edgeB in edgesB where segmentsCross(edgeA, edgeB) { return 0 }
    }
    var nearest = Double.infinity
    for vertex in a {
      for edge in edgesB {
        nearest = min(nearest, distance(from: vertex, toSegment: edge.0, edge.1))
      }
    }
    for vertex in b {
      for edge in edgesA {
        nearest = min(nearest, distance(from: vertex, toSegment: edge.0, edge.1))
      }
    }
    return nearest
  }

  private static func edges(of polygon: [Point]) -> [(Point, Point)] {
    polygon.indices.map { (polygon[$0], polygon[($0 + 1) % polygon.count]) }
  }

  private static func cross(_ origin: Point, _ a: Point, _ b: Point) -> Double {
    (a.x - origin.x) * (b.y - origin.y) - (a.y - origin.y) * (b.x - origin.x)
  }

  private static func segmentsCross(_ a: (Point, Point), _ b: (Point, Point)) -> Bool {
    let d1 = cross(a.0, a.1, b.0)
    let d2 = cross(a.0, a.1, b.1)
    let d3 = cross(b.0, b.1, a.0)
    let d4 = cross(b.0, b.1, a.1)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }

  /// The length of the part of the segment from `start` to `end` inside a
  /// convex polygon whose vertices run clockwise on a y-down screen
  /// (Cyrus-Beck clipping of the segment by each edge's half-plane).
  public static func length(from start: Point, to end: Point, inside polygon: [Point]) -> Double {
    var (low, high) = (0.0, 1.0)
    for (edgeStart, edgeEnd) in edges(of: polygon) {
      // Positive inside, as in `convexPolygon(_:contains:tolerance:)`;
      // linear along the segment.
      let atStart = cross(edgeStart, edgeEnd, start)
      let atEnd = cross(edgeStart, edgeEnd, end)
      if atStart < 0, atEnd < 0 { return 0 }
      if atStart >= 0, atEnd >= 0 { continue }
      let crossing = atStart / (atStart - atEnd)
      if atStart < 0 { low = max(low, crossing) } else { high = min(high, crossing) }
    }
    return max(0, high - low) * distance(start, end)
  }

  /// Where `point` lies relative to a convex polygon whose vertices run
  /// clockwise on a y-down screen: `true` when it is inside by more than
  /// `tolerance` from every edge, `false` when it is outside by more than
  /// `tolerance` from some edge, `nil` when it is within `tolerance` of the
  /// boundary and the answer depends on rounding.
  public static func convexPolygon(
    _ polygon: [Point], contains point: Point, tolerance: Double
  ) -> Bool? {
    var nearBoundary = false
    for (start, end) in edges(of: polygon) {
      let length = distance(start, end)
      guard length > 0 else { return nil }
      // Positive inside: clockwise on a y-down screen is a positive cross
      // product from the edge to the point.
      let signedDistance = cross(start, end, point) / length
      if signedDistance < -tolerance { return false }
      if signedDistance <= tolerance { nearBoundary = true }
    }
    return nearBoundary ? nil : true
  }

  /// The brute-force verdict on whether the interiors of a rotated frame
  /// (given by its corners) and an axis-aligned rect overlap, or `nil` when
  /// it is too close to call.
  ///
  /// A shape's dimension is 2 when it has area, 1 for a segment and 0 for a
  /// point. When both have area, they overlap when the area of the corners
  /// clipped to the rect exceeds `tolerance`; a segment and a shape with
  /// area overlap when the clipped segment is longer than `tolerance`; a
  /// point and a shape with area when the point is more than `tolerance`
  /// inside it. The answer is `nil` when that measure is within `tolerance`
  /// of zero and the two boundaries come within `tolerance` of each other,
  /// and whenever neither shape has area.
  ///
  /// - Parameters:
  ///   - corners: The rotated frame's corners, clockwise on a y-down screen.
  ///   - frameSize: The unrotated frame's size, which gives its dimension.
  ///   - rect: The axis-aligned rect.
  ///   - tolerance: The length and area below which nothing is decided.
  public static func rotatedFrame(
    corners: [Point], frameSize: Size, overlaps rect: Rect, tolerance: Double
  ) -> Bool? {
    let frameDimension = (frameSize.width != 0 ? 1 : 0) + (frameSize.height != 0 ? 1 : 0)
    let rectDimension = (rect.width != 0 ? 1 : 0) + (rect.height != 0 ? 1 : 0)
    switch (frameDimension, rectDimension) {
    case (2, 0):
      return convexPolygon(corners, contains: rect.origin, tolerance: tolerance)
    case (0, 2):
      return convexPolygon(self.corners(of: rect), contains: corners[0], tolerance: tolerance)
    case (2, 2), (2, 1), (1, 2):
      let measure: Double
      if frameDimension == 2, rectDimension == 1 {
        // Clipping the polygon to a zero-width rect can lose the sliver to
        // rounding; clip the segment to the polygon instead.
        let rectCorners = self.corners(of: rect)
        measure = length(from: rectCorners[0], to: rectCorners[2], inside: corners)
      } else {
        let clipped = clip(corners, to: rect)
        measure = frameDimension == 2 && rectDimension == 2 ? area(clipped) : perimeter(clipped) / 2
      }
      if measure > tolerance { return true }
      if boundaryDistance(corners, self.corners(of: rect)) <= tolerance { return nil }
      return false
    default:
      return nil
    }
  }
}
