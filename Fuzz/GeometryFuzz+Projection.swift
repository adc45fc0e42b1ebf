// The projection part of the geometry fuzz target: 3D transforms built
// from the input's bytes (carousel-like chains of steps, raw matrices,
// awkward values) or drawn from a seeded `GeometryFuzzer`, checked for the
// rules of `Transform3D.projecting(_:)` and `ConvexPolygon`, and, where the
// case is clear, against the brute-force clipper of the test support.

import Foundation
import LayoutGeometry
import LayoutTestSupport

extension GeometryFuzzRun {
  static func transform(_ input: inout FuzzInput) -> Transform3D {
    switch input.choice(4) {
    case 0:
      var fuzzer = GeometryFuzzer(seed: input.bits(64))
      return fuzzer.transform3D()
    case 1:
      return ProjectionReference.transform(
        rows: (0..<4).map { _ in (0..<4).map { _ in input.double(magnitude: 2) } })
    default:
      var transform = Transform3D.identity
      for _ in 0..<input.integer(in: 1...4) {
        switch input.choice(3) {
        case 0:
          transform = transform.translatedBy(
            x: input.double(magnitude: 400), y: input.double(magnitude: 400),
            z: input.double(magnitude: 1_500))
        case 1:
          transform = transform.rotated(
            by: input.double(magnitude: 7), aroundX: input.double(magnitude: 1),
            y: input.double(magnitude: 1), z: input.double(magnitude: 1))
        default:
          transform = transform.scaledBy(
            x: input.double(magnitude: 3), y: input.double(magnitude: 3),
            z: input.double(magnitude: 3))
        }
      }
      var perspective = Transform3D.identity
      perspective.m34 = input.element(of: [
        0, -1.0 / 500, -1.0 / 200, -input.double(magnitude: 0.02),
      ])
      return transform.concatenating(perspective)
    }
  }

  static func checkProjection(_ input: inout FuzzInput) {
    let t = transform(&input)
    let rect = input.flag() ? self.rect(&input) : Rect(x: -100, y: -120, width: 200, height: 240)
    let epsilon = Transform3D.eyePlaneEpsilon
    let context = "\(t) and \(rect)"

    // A point: nil at or behind the eye, else finite and the reference's.
    let point = Point3D(
      x: input.double(magnitude: 200), y: input.double(magnitude: 200),
      z: input.double(magnitude: 200))
    if let projected = t.projecting(point) {
      require(projected.isFinite, "projected \(point) to \(projected): \(context)")
      let h = ProjectionReference.homogeneous(point, t)
      require(h[3] > epsilon, "projected \(point) though w = \(h[3]): \(context)")
      if h.allSatisfy({ abs($0) < 1e100 }) {
        let (x, y) = (h[0] / h[3], h[1] / h[3])
        let tolerance = 1e-9 * (1 + abs(x) + abs(y))
        require(
          abs(projected.x - x) <= tolerance && abs(projected.y - y) <= tolerance,
          "projected \(point) to \(projected), reference (\(x), \(y)): \(context)")
      }
    }

    // An outline: 0 or 3 to 5 finite vertices, none for non-finite input,
    // the projected corners when no corner is cut, none when all are.
    let outline = t.projecting(rect)
    require([0, 3, 4, 5].contains(outline.vertices.count), "\(outline.vertices): \(context)")
    require(outline.vertices.allSatisfy(\.isFinite), "non-finite vertex: \(context)")
    // Infinite when it exceeds the largest Double, as documented.
    require(outline.area >= 0, "area \(outline.area): \(context)")
    guard t.isFinite, rect.isFinite else {
      require(outline.vertices.isEmpty, "an outline of non-finite input: \(context)")
      return
    }
    let ws = ProjectionReference.cornerW(of: rect, through: t)
    if ws.allSatisfy({ $0 < epsilon }) {
      require(outline.vertices.isEmpty, "an outline wholly behind the eye: \(context)")
    }
    if !outline.vertices.isEmpty {
      // The box is the vertices' extremes; its far edges, origin plus
      // size, may fall short of them by rounding.
      let box = outline.boundingBox
      for vertex in outline.vertices {
        let slack = 1e-12 * (1 + abs(vertex.x) + abs(vertex.y))
        require(
          vertex.x >= box.minX && vertex.y >= box.minY && vertex.x <= box.maxX + slack
            && vertex.y <= box.maxY + slack, "vertex \(vertex) outside the box \(box): \(context)")
      }
    }

    // Hit-testing and intersection never trap; where the numbers leave
    // room (products of coordinates that cannot overflow), they do not
    // depend on the winding; and they agree with the reference where the
    // case is clear.
    let mirrored = ConvexPolygon(vertices: outline.vertices.reversed())
    let probe = Point(x: input.double(magnitude: 300), y: input.double(magnitude: 300))
    let contains = outline.contains(probe)
    let other = self.rect(&input)
    let intersects = outline.intersects(other)
    // Slivers (no area to speak of) are rounding's to decide.
    let outlinePerimeter = GeometryPolygon.perimeter(outline.vertices)
    let moderate =
      ProjectionReference.magnitude(outline.vertices + [probe]) < 1e100
      && ProjectionReference.magnitude(ProjectionReference.corners(of: other)) < 1e100
      && outline.area > 1e-9 * outlinePerimeter * outlinePerimeter
    if moderate {
      require(mirrored.contains(probe) == contains, "contains depends on the winding: \(context)")
      require(
        mirrored.intersects(other) == intersects,
        "intersects(\(other)) depends on the winding: \(outline.vertices), \(context)")
    }
    if contains, other.isFinite, other.width > 0, other.height > 0, other.contains(probe) {
      require(intersects, "contains \(probe) inside \(other) yet does not intersect it: \(context)")
    }
    let corners = ProjectionReference.corners(of: rect).map {
      ProjectionReference.homogeneous(Point3D(x: $0.x, y: $0.y, z: 0), t)
    }
    let size = corners.flatMap { $0 }.reduce(0) { max($0, abs($1)) }
    let nearCut = ws.contains { abs($0 - epsilon) <= 1e-12 * (1 + size) }
    guard rect.width > 0, rect.height > 0, !nearCut, size < 1e100 else { return }
    let reference = ProjectionReference.outline(of: rect, through: t, epsilon: epsilon)
    let magnitude = max(
      ProjectionReference.magnitude(reference), ProjectionReference.magnitude(outline.vertices))
    guard magnitude < 1e100 else { return }
    let clipped = !ws.allSatisfy { $0 >= epsilon }
    let tolerance = 1e-9 * (1 + magnitude) + (clipped ? 1e-12 * size / epsilon : 0)
    // A sliver's vertex count and order are rounding's to decide.
    guard !ProjectionReference.isSliver(reference, tolerance: tolerance) else { return }
    require(
      ProjectionReference.sameCycle(outline.vertices, reference, tolerance: tolerance),
      "outline \(outline.vertices), reference \(reference): \(context)")
    if let expected = ProjectionReference.contains(reference, probe, tolerance: tolerance) {
      require(contains == expected, "contains(\(probe)) is \(contains): \(context)")
    }
    // The reference clips in plain arithmetic: compare rects of moderate
    // size whose sides are not within rounding of zero.
    let otherSize = ProjectionReference.magnitude(ProjectionReference.corners(of: other))
    let sides = [other.width.magnitude, other.height.magnitude]
    if otherSize < 1e12, sides.allSatisfy({ $0 == 0 || $0 > 1e-6 }),
      let expected = ProjectionReference.overlaps(reference, other, tolerance: tolerance)
    {
      require(intersects == expected, "intersects(\(other)) is \(intersects): \(context)")
    }
    // An inverse undoes the transform where the numbers are moderate.
    if let inverse = t.inverted(), size < 1e6 {
      let product = t.concatenating(inverse)
      let entries = ProjectionReference.entries(of: product)
      let identity = ProjectionReference.entries(of: .identity)
      let scale =
        ProjectionReference.entries(of: t).reduce(1) { max($0, abs($1)) }
        * ProjectionReference.entries(of: inverse).reduce(1) { max($0, abs($1)) }
      if scale < 1e6 {
        require(
          zip(entries, identity).allSatisfy { abs($0 - $1) <= 1e-9 * scale },
          "t × t⁻¹ = \(product): \(context)")
      }
    }
    // A finite transform survives JSON.
    if let data = try? JSONEncoder().encode(t) {
      let decoded = try? JSONDecoder().decode(Transform3D.self, from: data)
      require(decoded == t, "\(t) decoded to \(String(describing: decoded))")
    }
  }
}
