// The outline of a projected item: a convex polygon on a y-down screen, with
// the arithmetic that reads its winding and area without overflow.

/// A convex polygon in y-down screen coordinates: the outline a
/// ``Transform3D`` projects a ``Rect`` to.
///
/// The vertices are in order around the polygon, in either winding. A
/// projected rect's outline starts clockwise on screen (top-left,
/// top-right, bottom-right, bottom-left) and stays so while its front faces
/// the viewer; a mirrored or turned-away rect's outline runs
/// counter-clockwise (see ``isFrontFacing``). Hit testing and intersection
/// (``contains(_:)`` and ``intersects(_:)``) describe the region either
/// way.
///
///     let outline = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
///       .projecting(Rect(x: -10, y: -10, width: 20, height: 20))
///     outline.contains(Point(x: 0, y: 13))   // true: a diamond reaching 14.1
///     outline.boundingBox                    // about (-14.1, -14.1, 28.3, 28.3)
///
/// A polygon has area only with at least three finite vertices that do
/// not all lie on one line; otherwise it ``isEmpty``: it contains no point,
/// intersects no rect and is not front facing. The outline of an item
/// wholly behind the eye has no vertices at all, and that of an item seen
/// exactly edge-on, or of a rect of zero width or height, has no area.
public struct ConvexPolygon: Sendable {
  // A projected rect's outline has at most five vertices, so they are kept
  // inline: projecting an item allocates nothing, and an engine can return
  // thousands of outlines without a heap block each. More vertices (only a
  // polygon built by hand has them) spill into an array.

  /// The number of vertices.
  @usableFromInline internal var _count: Int

  /// The vertices when there are at most ``_inlineCapacity``, in order;
  /// the slots past `_count` hold zeros.
  @usableFromInline internal var _inline: (Point, Point, Point, Point, Point)

  /// Every vertex when there are more than ``_inlineCapacity``; empty
  /// (no allocation) otherwise.
  @usableFromInline internal var _spill: [Point]

  /// The most vertices kept inline: five, the most a rect projected and
  /// cut at the eye plane can have.
  @usableFromInline internal static var _inlineCapacity: Int { 5 }

  /// The vertices in order around the polygon.
  ///
  /// A projected rect's outline has none (behind the eye), four (the
  /// corners in order, when none is cut off) or three to five (cut at the
  /// eye plane).
  ///
  /// Up to five vertices are stored inline, so reading this property
  /// builds an array (one allocation when there are any); the polygon's
  /// own tests (``contains(_:)``, ``intersects(_:)``, ``isFrontFacing``
  /// and the others) read the vertices where they are stored, and never
  /// allocate.
  public var vertices: [Point] {
    get { _withVertices { Array($0) } }
    set { self = ConvexPolygon(vertices: newValue) }
  }

  /// Creates a polygon from its vertices in order around it.
  ///
  /// The vertices must describe a convex polygon, in either winding;
  /// repeated vertices and vertices on a straight edge are allowed. They
  /// are kept as given and not checked. If they are not convex (a concave
  /// or self-intersecting outline), nothing traps, but the answers of
  /// ``contains(_:)`` and ``intersects(_:)`` describe no particular
  /// region: `contains` tests the point against each edge's line, and
  /// `intersects` looks for a separating line among the edges and the two
  /// axes, which only a convex polygon makes exact.
  ///
  /// - Parameter vertices: The vertices in order, clockwise or
  ///   counter-clockwise on a y-down screen.
  /// - Complexity: O(n) for n vertices; up to five are stored without
  ///   allocating.
  public init(vertices: [Point]) {
    _count = 0
    _inline = (.zero, .zero, .zero, .zero, .zero)
    if vertices.count > ConvexPolygon._inlineCapacity {
      _spill = vertices
      _count = vertices.count
      return
    }
    _spill = []
    for vertex in vertices { _storeInline(vertex) }
  }

  /// The polygon with no vertices: the outline of an item behind the eye.
  @usableFromInline
  internal init() {
    _count = 0
    _inline = (.zero, .zero, .zero, .zero, .zero)
    _spill = []
  }

  /// The quadrilateral with the four vertices in order, stored inline.
  @usableFromInline
  internal init(_ first: Point, _ second: Point, _ third: Point, _ fourth: Point) {
    _count = 4
    _inline = (first, second, third, fourth, .zero)
    _spill = []
  }

  /// Appends a vertex to a polygon of fewer than five, stored inline.
  @usableFromInline
  internal mutating func _appendInline(_ vertex: Point) {
    _storeInline(vertex)
  }

  private mutating func _storeInline(_ vertex: Point) {
    switch _count {
    case 0: _inline.0 = vertex
    case 1: _inline.1 = vertex
    case 2: _inline.2 = vertex
    case 3: _inline.3 = vertex
    default: _inline.4 = vertex
    }
    _count = Swift.min(_count + 1, ConvexPolygon._inlineCapacity)
  }

  /// Calls `body` with the vertices in order, where they are stored,
  /// without copying them into an array.
  @inlinable
  internal func _withVertices<Result>(
    _ body: (UnsafeBufferPointer<Point>) throws -> Result
  ) rethrows -> Result {
    if _count > ConvexPolygon._inlineCapacity { return try _spill.withUnsafeBufferPointer(body) }
    let count = _count
    // A homogeneous tuple is laid out as an array of its element type.
    return try withUnsafePointer(to: _inline) { tuple in
      try tuple.withMemoryRebound(to: Point.self, capacity: ConvexPolygon._inlineCapacity) {
        try body(UnsafeBufferPointer(start: $0, count: count))
      }
    }
  }
}

// MARK: - Shape

extension ConvexPolygon {
  /// A Boolean value indicating whether the polygon has no area.
  ///
  /// True when it has fewer than three vertices (the outline of an item
  /// behind the eye has none), when a vertex is NaN or infinite, or when
  /// all its vertices lie exactly on one line (tested without rounding, as
  /// ``isFrontFacing`` reads the winding): the outline of an item seen exactly
  /// edge-on or of a rect with zero width or height. An empty polygon
  /// contains no point, intersects no rect and is not front facing. Like
  /// ``Rect/isEmpty``, this is about area: an empty polygon can still have
  /// vertices.
  ///
  /// - Complexity: O(n) for n vertices; O(n log n) when they lie within
  ///   rounding of one line and the winding is summed exactly.
  public var isEmpty: Bool { _orientation == 0 }

  /// A Boolean value indicating whether the polygon runs clockwise on a
  /// y-down screen, as a rect's corners do: for a projected outline,
  /// whether the rect's front faces the viewer.
  ///
  /// The winding is the sign of the polygon's signed area (the shoelace
  /// formula), computed exactly for the vertices as they are: without
  /// rounding error, overflow or underflow for any finite coordinates. A
  /// perspective projection keeps or reverses the winding of the whole
  /// visible part of a plane at once, so this is right under perspective,
  /// also for an item turned nearly edge-on, where the sign of the
  /// transform's ``Transform3D/m33`` (iCarousel's test) can be wrong. Only
  /// for an item within about 10⁻¹⁴ radians of edge-on can the rounding of
  /// the projected vertices themselves decide it. An empty polygon
  /// (``isEmpty``) is not front facing.
  ///
  /// - Complexity: O(n) for n vertices; O(n log n) when they lie within
  ///   rounding of one line and the winding is summed exactly.
  public var isFrontFacing: Bool { _orientation > 0 }

  /// The area enclosed by the polygon, never negative; 0 when it
  /// ``isEmpty``.
  ///
  /// Infinite when the area exceeds the largest `Double` (vertices
  /// beyond about 10¹⁵⁴ apart). The sign of the signed area is
  /// ``isFrontFacing``.
  ///
  /// - Complexity: O(n) for n vertices.
  public var area: Double {
    _withVertices { vertices in
      // Exactly 0 for vertices on one line, which a rounded sum can miss.
      guard ConvexPolygon._orientation(vertices) != 0 else { return 0 }
      let (twiceArea, scale) = ConvexPolygon._twiceSignedArea(vertices)
      // Divided by the scale once at a time: its square can overflow.
      return abs(twiceArea) / 2 / scale / scale
    }
  }

  /// The smallest axis-aligned rect that contains every vertex.
  ///
  /// When the polygon has no vertices, or a NaN or infinite one, the box is
  /// the empty rect `Rect(x: .infinity, y: .infinity, width: 0, height: 0)`,
  /// the same as CoreGraphics' `CGRect.null`: it ``Rect/isEmpty``,
  /// intersects and contains nothing, and ``Rect/union(_:)`` ignores it. A
  /// polygon without area but with vertices (a segment) has a box of zero
  /// width or height. As with ``Rect/union(_:)``, the size is rounded up by
  /// the last bit where `origin + size` would fall short of the far vertex;
  /// it is infinite when the span exceeds the largest `Double`.
  ///
  /// - Complexity: O(n) for n vertices.
  public var boundingBox: Rect {
    _withVertices { vertices in
      guard let first = vertices.first, vertices.allSatisfy(\.isFinite) else {
        return ConvexPolygon._noBox
      }
      var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
      for vertex in vertices.dropFirst() {
        minX = Swift.min(minX, vertex.x)
        minY = Swift.min(minY, vertex.y)
        maxX = Swift.max(maxX, vertex.x)
        maxY = Swift.max(maxY, vertex.y)
      }
      return Rect._spanning(minX: minX, minY: minY, maxX: maxX, maxY: maxY, roundingOutward: true)
    }
  }

  /// ``boundingBox`` of a quadrilateral stored inline, read from its four
  /// slots without the closure and the generic walk: the same rule, for
  /// the projection's hot path, and checked against ``boundingBox`` over
  /// random outlines.
  internal var _quadrilateralBoundingBox: Rect {
    let (a, b, c, d) = (_inline.0, _inline.1, _inline.2, _inline.3)
    guard a.isFinite, b.isFinite, c.isFinite, d.isFinite else { return ConvexPolygon._noBox }
    // In the order of the walk, which decides the sign of a zero.
    return Rect._spanning(
      minX: Swift.min(Swift.min(Swift.min(a.x, b.x), c.x), d.x),
      minY: Swift.min(Swift.min(Swift.min(a.y, b.y), c.y), d.y),
      maxX: Swift.max(Swift.max(Swift.max(a.x, b.x), c.x), d.x),
      maxY: Swift.max(Swift.max(Swift.max(a.y, b.y), c.y), d.y), roundingOutward: true)
  }

  /// The box of a polygon with no vertices or a non-finite one:
  /// CoreGraphics' null rect.
  private static var _noBox: Rect { Rect(x: .infinity, y: .infinity, width: 0, height: 0) }
}

// MARK: - Robust winding arithmetic

extension ConvexPolygon {
  /// The winding: 1 clockwise on a y-down screen, -1 counter-clockwise, 0
  /// without area (fewer than three vertices, a non-finite vertex, or a
  /// zero signed area).
  ///
  /// `package`, so that an engine that asks both whether an outline faces
  /// the viewer and whether it meets the viewport reads the winding once
  /// (``_intersects(_:orientation:)``, ``_contains(_:orientation:)``).
  package var _orientation: Int {
    _withVertices(ConvexPolygon._orientation)
  }

  /// The winding of the vertices, as ``_orientation`` reads it: the sign
  /// of their signed area, exact.
  ///
  /// The rounded shoelace sum answers where its error bound proves its
  /// sign, as it does for every outline but one within rounding of no
  /// area; the rest are summed without rounding, as the side of an edge is
  /// (``_exactSign(ofSumOfProducts:_:)``). Rounded alone, the sum gave
  /// vertices on one line an area, and a sliver the wrong winding, so
  /// that the edges were walked the wrong way round.
  internal static func _orientation(_ vertices: UnsafeBufferPointer<Point>) -> Int {
    guard vertices.count >= 3, vertices.allSatisfy(\.isFinite) else { return 0 }
    let (sum, magnitude) = _shoelace(vertices, scale: 1)
    // The differences and products round by at most 3ε of the products'
    // magnitudes, each term's difference by ε more, and the running sum of
    // the n - 2 terms by (n - 3)ε: (n + 1)ε in all for n vertices, which
    // the bound's (n + 8)ε covers with room to spare. Valid while nothing
    // overflows, and far above the subnormals.
    let bound = Double(vertices.count + 8) * 0x1p-53 * magnitude
    if magnitude.isFinite, magnitude >= 0x1p-900, abs(sum) > bound {
      return sum > 0 ? 1 : -1
    }
    return _exactOrientation(vertices)
  }

  /// The winding summed exactly: the sign of
  /// `Σ xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ` over the edges, for any finite vertices.
  ///
  /// Out of line, so that the rounded path stays small where the carousel
  /// inlines it: inline, the carousel's query ran a few percent slower,
  /// and out of line it runs as fast as with the rounded winding alone, as
  /// `swift run -c release carousel-ratios` measures (Benchmarks/README.md at
  /// b8d69fc).
  @inline(never)
  private static func _exactOrientation(_ vertices: UnsafeBufferPointer<Point>) -> Int {
    let count = vertices.count
    return _exactSign(ofSumOfProducts: 2 * count) { add in
      for index in 0..<count {
        let (start, end) = (vertices[index], vertices[index + 1 == count ? 0 : index + 1])
        add(start.x, end.y)
        add(-end.x, start.y)
      }
    }
  }

  /// Twice the signed area of at least three finite vertices, positive
  /// when clockwise on a y-down screen, with the power of two they were
  /// scaled by (1 unless the direct sum overflowed or vanished).
  internal static func _twiceSignedArea(
    _ vertices: UnsafeBufferPointer<Point>
  ) -> (value: Double, scale: Double) {
    let direct = _shoelace(vertices, scale: 1).sum
    if direct != 0, direct.isFinite { return (direct, 1) }
    // Coordinates beyond about 1e154 overflow the products, and ones below
    // about 1e-154 underflow them: bring the largest near 1, exactly.
    var magnitude = 0.0
    for vertex in vertices {
      magnitude = Swift.max(magnitude, abs(vertex.x), abs(vertex.y))
    }
    let scale = ConvexPolygon._rescaling(for: magnitude)
    return (_shoelace(vertices, scale: scale).sum, scale)
  }

  /// The shoelace sum of at least three finite vertices, each coordinate
  /// first multiplied by `scale`, with the sum of its products' magnitudes
  /// (which bounds its rounding error): the one loop that both the winding
  /// and the area read.
  ///
  /// Taken about the first vertex, so that a polygon far from the origin
  /// loses no precision to the size of its coordinates. Always inlined:
  /// the winding calls it with a scale of 1 on the carousel's hot path,
  /// where the multiplications by 1 fold away.
  @inline(__always)
  private static func _shoelace(
    _ vertices: UnsafeBufferPointer<Point>, scale: Double
  ) -> (sum: Double, magnitude: Double) {
    let origin = vertices[0]
    let (originX, originY) = (origin.x * scale, origin.y * scale)
    var (previousX, previousY) = (vertices[1].x * scale - originX, vertices[1].y * scale - originY)
    var (sum, magnitude) = (0.0, 0.0)
    for vertex in vertices[2...] {
      let (x, y) = (vertex.x * scale - originX, vertex.y * scale - originY)
      let (left, right) = (previousX * y, previousY * x)
      sum += left - right
      magnitude += abs(left) + abs(right)
      (previousX, previousY) = (x, y)
    }
    return (sum, magnitude)
  }

  /// The power of two that brings a finite `magnitude` into `1 ..< 2`
  /// (within the range of `Double`), or 1 for 0.
  ///
  /// Multiplying by a power of two is exact unless the product is
  /// subnormal, so scaled coordinates keep their order and their
  /// differences keep their signs.
  private static func _rescaling(for magnitude: Double) -> Double {
    guard magnitude > 0, magnitude.isFinite else { return 1 }
    let exponent = Swift.min(Swift.max(-magnitude.exponent, -1023), 1023)
    return Double(sign: .plus, exponent: exponent, significand: 1)
  }
}

// MARK: - Moving

extension ConvexPolygon {
  /// The polygon moved by `(dx, dy)`: each vertex translated, in the same
  /// order and store.
  ///
  /// A vertex whose sum overflows to an infinity leaves the polygon with
  /// a non-finite vertex, so it ``isEmpty``; the engines check for that.
  ///
  /// - Parameters:
  ///   - dx: The distance along x.
  ///   - dy: The distance along y.
  /// - Returns: The moved polygon.
  /// - Complexity: O(n) for n vertices, without allocating for up to five.
  package func offsetBy(dx: Double, dy: Double) -> ConvexPolygon {
    var moved = self
    if _count > ConvexPolygon._inlineCapacity {
      moved._spill = _spill.map { Point(x: $0.x + dx, y: $0.y + dy) }
      return moved
    }
    // The spare slots keep their zeros.
    let count = _count
    func move(_ point: inout Point, _ slot: Int) {
      guard slot < count else { return }
      point.x += dx
      point.y += dy
    }
    move(&moved._inline.0, 0)
    move(&moved._inline.1, 1)
    move(&moved._inline.2, 2)
    move(&moved._inline.3, 3)
    move(&moved._inline.4, 4)
    return moved
  }
}
