// Projection to the screen: the homogeneous product, the perspective
// divide, and clipping at the eye plane so that the divide never runs
// through a vanishing w.
//
// A point [x y z 1] · M = [X Y Z W] lands on screen at (X / W, Y / W). W
// falls to 0 at the eye (for Core Animation's perspective, W = 1 - z / d
// with the eye at z = d) and is negative behind it, where the divide would
// put points on the wrong side of the screen. An outline is therefore cut
// at the plane W = ε before it is divided (Sutherland and Hodgman,
// "Reentrant Polygon Clipping", CACM 17(1), 1974, with that one plane),
// interpolating X and Y linearly between the corners' homogeneous
// coordinates, which is exact for a plane's image.

extension Transform3D {
  /// The smallest homogeneous w that reaches the screen: 2⁻²⁰, about
  /// 9.5 × 10⁻⁷.
  ///
  /// A point's projection divides by its w, which falls to 0 at the eye and
  /// is negative behind it. ``projecting(_:)-(Point3D)`` gives `nil` at or
  /// below this w, and ``projecting(_:)-(Rect)`` cuts an outline at the
  /// plane `w = eyePlaneEpsilon`, so a projected coordinate is never more
  /// than 2²⁰ times its homogeneous value: large but finite, and still
  /// precise enough to compare with a viewport. It is a power of two so
  /// that the divide on the cut is exact.
  ///
  /// For Core Animation's transforms (``m44`` = 1 and a perspective
  /// ``m34`` = -1 / d), w is 1 in the plane z = 0 and 0 at the eye, so the
  /// cut lies about a millionth of `d` in front of the eye, where an item
  /// would be magnified a million times: nothing a screen can show is lost.
  public static let eyePlaneEpsilon: Double = 0x1p-20

  /// Returns the point's position on screen, or `nil` when it does not
  /// reach the screen.
  ///
  /// The point is a row vector, `[x y z 1] · M = [X Y Z W]`, and lands at
  /// `(X / W, Y / W)`, as Core Animation draws a layer's point through its
  /// transform:
  ///
  ///     var perspective = Transform3D.identity
  ///     perspective.m34 = -1.0 / 500
  ///     let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
  ///     lifted.projecting(Point3D(x: 100, y: 50, z: 0))   // (125, 62.5): w = 0.8
  ///     lifted.projecting(Point3D(x: 100, y: 50, z: 400)) // nil: at the eye
  ///
  /// - Parameter point: The point to project.
  /// - Returns: The projected point; `nil` when its w is at or below
  ///   ``eyePlaneEpsilon`` (at or behind the eye, or within a millionth of
  ///   the eye's distance in front of it), when the point or an entry of
  ///   the transform is NaN or infinite, or when the projection overflows.
  @inlinable
  public func projecting(_ point: Point3D) -> Point? {
    guard isFinite, point.isFinite else { return nil }
    let (x, y, _, w) = _multiplying(point.x, point.y, point.z, 1)
    // An overflowed w would divide a finite x to a false 0.
    guard w > Transform3D.eyePlaneEpsilon, w.isFinite, x.isFinite, y.isFinite else { return nil }
    let projected = Point(x: x / w, y: y / w)
    return projected.isFinite ? projected : nil
  }

  /// Returns the outline the rect makes on screen: the rect, in the plane
  /// z = 0, through this transform and the perspective divide, cut at the
  /// eye.
  ///
  /// The rect's corners are taken at its edges as ``Rect`` reads them (so a
  /// negative size is its standardised area, with the same ``Rect/minX``
  /// and ``Rect/maxX`` that ``Rect/contains(_:)-(Point)`` tests), in the
  /// order top-left, top-right, bottom-right, bottom-left: clockwise on a
  /// y-down screen.
  /// When all four have a w of at least ``eyePlaneEpsilon``, the outline
  /// is their four projections in that order, each the same as
  /// ``projecting(_:)-(Point3D)`` gives (which is `nil` for a corner
  /// exactly at that w: the outline keeps such a corner, as the cut's own
  /// vertices lie on that plane). Otherwise the quadrilateral is cut
  /// at the plane `w = eyePlaneEpsilon` in homogeneous coordinates, before
  /// any divide, keeping the part in front, and then divided:
  ///
  /// - one or two corners behind the cut give five or four vertices, three
  ///   behind give three; the order is kept, starting at the first kept
  ///   vertex from the top-left corner on;
  /// - an outline wholly behind the cut, or touching it only at a corner or
  ///   an edge, has no vertices;
  /// - an edge crossing the cut is interpolated from its end in front, so
  ///   two rects that share an edge are cut at the same point.
  ///
  /// Every vertex is finite. A rect or transform with a NaN or infinite
  /// component gives an outline with no vertices, and so does one whose
  /// arithmetic overflows `Double` (coordinates beyond about 10³⁰⁸). A rect
  /// of zero width or height gives a degenerate outline (repeated
  /// vertices), which ``ConvexPolygon/isEmpty``: it contains and intersects
  /// nothing.
  ///
  /// The outline's winding tells the side that faces the viewer:
  /// ``ConvexPolygon/isFrontFacing`` is true when it is still clockwise on
  /// screen.
  ///
  ///     var perspective = Transform3D.identity
  ///     perspective.m34 = -1.0 / 500
  ///     let turned = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
  ///       .concatenating(perspective)
  ///     let outline = turned.projecting(Rect(x: -50, y: -60, width: 100, height: 120))
  ///     outline.vertices.count   // 4
  ///     outline.isFrontFacing    // true: turned by less than a quarter
  ///
  /// - Parameter rect: The rect to project, in the plane z = 0.
  /// - Returns: The projected outline: 0 or 3 to 5 vertices.
  /// - Complexity: O(1), without allocating: the polygon keeps its
  ///   vertices inline.
  public func projecting(_ rect: Rect) -> ConvexPolygon {
    guard let corners = _corners(of: rect) else { return ConvexPolygon() }
    let outline: ConvexPolygon
    if corners.0.isInFront, corners.1.isInFront, corners.2.isInFront, corners.3.isInFront {
      outline = ConvexPolygon(
        corners.0.projected, corners.1.projected, corners.2.projected, corners.3.projected)
    } else {
      outline = Transform3D._clipped(corners)
    }
    let isUsable = outline._withVertices { $0.count >= 3 && $0.allSatisfy(\.isFinite) }
    return isUsable ? outline : ConvexPolygon()
  }

  /// The outline of ``projecting(_:)-(Rect)`` moved by `(dx, dy)`, with its
  /// bounding box: bit for bit `projecting(rect).offsetBy(dx: dx, dy: dy)`
  /// and that polygon's ``ConvexPolygon/boundingBox``.
  ///
  /// An engine places every item this way on every query. When all four
  /// corners lie in front of the cut, as they do for nearly every item on
  /// screen, the corners are divided, moved and bounded in one pass,
  /// without building the outline twice and walking it twice more; any
  /// other outline takes the general path. (`carousel-ratios` measures the
  /// gain: see the carousel's `projected(_:_:)`.)
  package func _projecting(
    _ rect: Rect, movedBy dx: Double, _ dy: Double
  ) -> (outline: ConvexPolygon, boundingBox: Rect) {
    guard let corners = _corners(of: rect),
      corners.0.isInFront, corners.1.isInFront, corners.2.isInFront, corners.3.isInFront
    else {
      let outline = projecting(rect).offsetBy(dx: dx, dy: dy)
      return (outline, outline.boundingBox)
    }
    let projected = (
      corners.0.projected, corners.1.projected, corners.2.projected, corners.3.projected
    )
    guard projected.0.isFinite, projected.1.isFinite, projected.2.isFinite, projected.3.isFinite
    else {
      return (ConvexPolygon(), ConvexPolygon().boundingBox)
    }
    let outline = ConvexPolygon(
      Point(x: projected.0.x + dx, y: projected.0.y + dy),
      Point(x: projected.1.x + dx, y: projected.1.y + dy),
      Point(x: projected.2.x + dx, y: projected.2.y + dy),
      Point(x: projected.3.x + dx, y: projected.3.y + dy))
    return (outline, outline._quadrilateralBoundingBox)
  }

  /// The homogeneous images of the rect's corners, top-left, top-right,
  /// bottom-right, bottom-left; `nil` when the rect, the transform or an
  /// image is not finite (such a rect has no outline).
  private func _corners(
    of rect: Rect
  ) -> (_Homogeneous, _Homogeneous, _Homogeneous, _Homogeneous)? {
    guard isFinite, rect.isFinite else { return nil }
    let (left, top, right, bottom) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let corners = (
      _homogeneous(x: left, y: top), _homogeneous(x: right, y: top),
      _homogeneous(x: right, y: bottom), _homogeneous(x: left, y: bottom)
    )
    guard corners.0.isFinite, corners.1.isFinite, corners.2.isFinite, corners.3.isFinite else {
      return nil
    }
    return corners
  }

  /// The homogeneous image of the point `(x, y, 0)`: its X, Y and W.
  private func _homogeneous(x: Double, y: Double) -> _Homogeneous {
    _Homogeneous(
      x: x * m11 + y * m21 + m41, y: x * m12 + y * m22 + m42, w: x * m14 + y * m24 + m44)
  }

  /// The quadrilateral cut at `w = eyePlaneEpsilon` by Sutherland-Hodgman,
  /// divided: the projected vertices of its part in front, in order.
  private static func _clipped(
    _ corners: (_Homogeneous, _Homogeneous, _Homogeneous, _Homogeneous)
  ) -> ConvexPolygon {
    let epsilon = Transform3D.eyePlaneEpsilon
    // At most five vertices: each of the four edges adds its far corner
    // when kept, and one crossing where it enters or leaves; only two
    // edges cross, and a corner behind the cut is not kept.
    var outline = ConvexPolygon()
    var previous = corners.3
    // Each edge from `previous` to `current`: the crossing when the two
    // ends lie strictly on opposite sides, then `current` when it is kept.
    // An end exactly on the plane is itself the crossing, so it is kept
    // once and nothing is interpolated.
    func visit(_ current: _Homogeneous) {
      if previous.w > epsilon, current.w < epsilon {
        outline._appendInline(_crossing(inFront: previous, behind: current))
      } else if previous.w < epsilon, current.w > epsilon {
        outline._appendInline(_crossing(inFront: current, behind: previous))
      }
      if current.w >= epsilon { outline._appendInline(current.projected) }
      previous = current
    }
    visit(corners.0)
    visit(corners.1)
    visit(corners.2)
    visit(corners.3)
    return outline
  }

  /// The projected point where the edge from `front` (w above the cut) to
  /// `back` (w below it) crosses `w = eyePlaneEpsilon`.
  ///
  /// Interpolated from the end in front, whichever way the edge is
  /// walked, and as a convex combination, which cannot overflow.
  private static func _crossing(inFront front: _Homogeneous, behind back: _Homogeneous) -> Point {
    let epsilon = Transform3D.eyePlaneEpsilon
    var (above, span) = (front.w - epsilon, front.w - back.w)
    if !span.isFinite {
      // Both w are huge and of opposite signs: halve before subtracting.
      (above, span) = (front.w / 2 - epsilon / 2, front.w / 2 - back.w / 2)
    }
    // In 0...1: rounding is monotone and `above <= span`.
    let t = above / span
    let x = (1 - t) * front.x + t * back.x
    let y = (1 - t) * front.y + t * back.y
    return Point(x: x / epsilon, y: y / epsilon)
  }
}

/// A point's homogeneous image, `[x y 0 1] · M` without its z.
private struct _Homogeneous {
  var x: Double
  var y: Double
  var w: Double

  var isFinite: Bool { x.isFinite && y.isFinite && w.isFinite }

  /// Whether the point lies at or in front of the cut, where it is divided
  /// as it is.
  var isInFront: Bool { w >= Transform3D.eyePlaneEpsilon }

  /// The perspective divide; called only for a w at or above the cut.
  var projected: Point { Point(x: x / w, y: y / w) }
}
