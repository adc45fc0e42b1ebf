import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ConvexPolygonTests: XCTestCase {
  /// The 10 x 10 square at the origin, clockwise on a y-down screen.
  private let square = ConvexPolygon(vertices: [
    Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
  ])

  // MARK: - Shape, by hand

  func testASquare() {
    XCTAssertFalse(square.isEmpty)
    XCTAssertTrue(square.isFrontFacing)
    XCTAssertEqual(square.area, 100)
    XCTAssertEqual(square.boundingBox, Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(square.vertices.count, 4)
  }

  func testReversedWindingFacesAwayWithTheSameShape() {
    let reversed = ConvexPolygon(vertices: square.vertices.reversed())
    XCTAssertFalse(reversed.isEmpty)
    XCTAssertFalse(reversed.isFrontFacing)
    XCTAssertEqual(reversed.area, 100)
    XCTAssertEqual(reversed.boundingBox, square.boundingBox)
  }

  func testATriangleFarFromTheOrigin() {
    // Clockwise on screen: right along the top, then down-left.
    let triangle = ConvexPolygon(vertices: [
      Point(x: 1e9, y: 1e9), Point(x: 1e9 + 4, y: 1e9), Point(x: 1e9, y: 1e9 + 3),
    ])
    XCTAssertEqual(triangle.area, 6)
    XCTAssertTrue(triangle.isFrontFacing)
    XCTAssertEqual(triangle.boundingBox, Rect(x: 1e9, y: 1e9, width: 4, height: 3))
  }

  func testPolygonsWithoutAreaAreEmpty() {
    let shapes: [[Point]] = [
      [],
      [Point(x: 1, y: 2)],
      [Point(x: 1, y: 2), Point(x: 5, y: 2)],
      // Collinear: an item seen exactly edge-on.
      [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 0)],
      [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 3, y: 3)],
      // A rect of zero width, projected: repeated corners.
      [Point(x: 3, y: 0), Point(x: 3, y: 0), Point(x: 3, y: 8), Point(x: 3, y: 8)],
      [Point(x: 3, y: 3), Point(x: 3, y: 3), Point(x: 3, y: 3)],
    ]
    for vertices in shapes {
      let polygon = ConvexPolygon(vertices: vertices)
      XCTAssertTrue(polygon.isEmpty, "\(vertices)")
      XCTAssertFalse(polygon.isFrontFacing, "\(vertices)")
      XCTAssertEqual(polygon.area, 0, "\(vertices)")
      XCTAssertFalse(polygon.contains(vertices.first ?? .zero), "\(vertices)")
      XCTAssertFalse(
        polygon.intersects(Rect(x: -100, y: -100, width: 200, height: 200)), "\(vertices)")
    }
    // A segment's box is the segment's extent.
    XCTAssertEqual(
      ConvexPolygon(vertices: shapes[3]).boundingBox, Rect(x: 0, y: 0, width: 10, height: 0))
  }

  func testNoVerticesOrANonFiniteVertexGiveTheNullBoundingBox() {
    var polygons = [ConvexPolygon(vertices: [])]
    for value in [Double.nan, .infinity, -.infinity] {
      var vertices = square.vertices
      vertices[2].y = value
      polygons.append(ConvexPolygon(vertices: vertices))
    }
    let rect = Rect(x: 3, y: 4, width: -5, height: 6)
    for polygon in polygons {
      let box = polygon.boundingBox
      XCTAssertEqual(box.origin, Point(x: .infinity, y: .infinity), "\(polygon)")
      XCTAssertEqual(box.size, .zero, "\(polygon)")
      XCTAssertTrue(box.isEmpty)
      XCTAssertEqual(box.union(rect), rect.standardized, "the union ignores it")
      XCTAssertFalse(box.intersects(rect))
      XCTAssertTrue(polygon.isEmpty)
      XCTAssertFalse(polygon.isFrontFacing)
      XCTAssertEqual(polygon.area, 0)
      XCTAssertFalse(polygon.contains(Point(x: 5, y: 5)))
      XCTAssertFalse(polygon.intersects(Rect(x: 1, y: 1, width: 2, height: 2)))
    }
  }

  func testBoundingBoxReachesTheFarVertexDespiteRounding() {
    // 0.2 + (0.9 - 0.2) rounds below 0.9: the width is nudged up by an ulp.
    XCTAssertLessThan(0.2 + (0.9 - 0.2), 0.9)
    let polygon = ConvexPolygon(vertices: [
      Point(x: 0.2, y: 0.2), Point(x: 0.9, y: 0.3), Point(x: 0.4, y: 0.9),
    ])
    let box = polygon.boundingBox
    XCTAssertEqual(box.minX, 0.2)
    XCTAssertEqual(box.minY, 0.2)
    XCTAssertEqual(box.width, (0.9 - 0.2).nextUp)
    XCTAssertEqual(box.height, (0.9 - 0.2).nextUp)
    XCTAssertGreaterThanOrEqual(box.maxX, 0.9)
    XCTAssertGreaterThanOrEqual(box.maxY, 0.9)
  }

  // MARK: - Extreme magnitudes

  func testHugeAndTinyPolygonsKeepTheirWinding() {
    // Products of coordinates near 1e308 overflow and those near 1e-300
    // underflow; the winding is read after rescaling by a power of two.
    for scale in [1e308, 1e200, 1e-300, Double.leastNonzeroMagnitude * 8] {
      let diamond = [
        Point(x: 0, y: -scale), Point(x: scale, y: 0), Point(x: 0, y: scale),
        Point(x: -scale, y: 0),
      ]
      let front = ConvexPolygon(vertices: diamond)
      let back = ConvexPolygon(vertices: diamond.reversed())
      XCTAssertFalse(front.isEmpty, "\(scale)")
      XCTAssertTrue(front.isFrontFacing, "\(scale)")
      XCTAssertFalse(back.isFrontFacing, "\(scale)")
      XCTAssertFalse(back.isEmpty, "\(scale)")
    }
    let huge = ConvexPolygon(vertices: [
      Point(x: -1e308, y: -1e308), Point(x: 1e308, y: -1e308), Point(x: 1e308, y: 1e308),
      Point(x: -1e308, y: 1e308),
    ])
    XCTAssertEqual(huge.area, .infinity, "beyond the largest Double")
    XCTAssertEqual(huge.boundingBox.size.width, .infinity)
    XCTAssertEqual(huge.boundingBox.minX, -1e308)
    let large = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 1e200, y: 0), Point(x: 1e200, y: 1e100), Point(x: 0, y: 1e100),
    ])
    XCTAssertEqual(large.area, 1e300, accuracy: 1e285)
    let tiny = ConvexPolygon(vertices: [
      Point(x: 0, y: 0), Point(x: 1e-200, y: 0), Point(x: 1e-200, y: 1e-200),
    ])
    XCTAssertEqual(tiny.area, 0, "below the smallest Double")
    XCTAssertFalse(tiny.isEmpty, "but not without area")
  }

  // MARK: - Against the reference, on random polygons

  func testWindingAndAreaAgreeWithTheReference() {
    let seed: UInt64 = 0x5EED_0003_0201
    var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
    var checked = (front: 0, back: 0)
    for index in 0..<RandomSweep.count(1_500) {
      let scale = fuzzer.element(of: [1, 1e-3, 1e6, 1e150])
      let offset = fuzzer.element(of: [0, 1e4, -1e9])
      let hull = ProjectionReference.convexHull(
        (0..<fuzzer.integer(in: 3...8)).map { _ in
          Point(
            x: offset + fuzzer.double(in: -1..<1) * scale,
            y: offset + fuzzer.double(in: -1..<1) * scale)
        })
      guard hull.count >= 3 else { continue }
      let vertices = fuzzer.chance(0.5) ? hull : hull.reversed()
      let polygon = ConvexPolygon(vertices: vertices)
      let area = ProjectionReference.signedArea(vertices)
      func context() -> String { "seed \(seed), case \(index): \(vertices)" }
      XCTAssertEqual(polygon.area, abs(area), accuracy: 1e-9 * abs(area), context())
      XCTAssertEqual(polygon.isFrontFacing, area > 0, context())
      XCTAssertFalse(polygon.isEmpty, context())
      if area > 0 { checked.front += 1 } else { checked.back += 1 }
      let box = polygon.boundingBox
      for vertex in vertices {
        XCTAssertTrue(box.minX <= vertex.x && vertex.x <= box.maxX, context())
        XCTAssertTrue(box.minY <= vertex.y && vertex.y <= box.maxY, context())
      }
      XCTAssertEqual(box.minX, vertices.map(\.x).min(), context())
      XCTAssertEqual(box.minY, vertices.map(\.y).min(), context())
    }
    XCTAssertGreaterThan(checked.front, 500, "seed \(seed)")
    XCTAssertGreaterThan(checked.back, 500, "seed \(seed)")
  }

  // MARK: - Codable, Hashable

  func testCodableRoundTripAndWireFormat() throws {
    XCTAssertEqual(try GeometryCoding.roundTrip(square), square)
    XCTAssertEqual(try GeometryCoding.roundTrip(ConvexPolygon(vertices: [])).vertices, [])
    XCTAssertEqual(
      try GeometryCoding.json(ConvexPolygon(vertices: [Point(x: 1, y: 2), Point(x: 3, y: -4)])),
      #"{"vertices":[{"x":1,"y":2},{"x":3,"y":-4}]}"#)
    XCTAssertThrowsError(try GeometryCoding.decode(ConvexPolygon.self, from: "{}"))
  }

  func testHashableComparesTheVertexSequence() {
    let rotated = ConvexPolygon(vertices: Array(square.vertices[1...] + square.vertices[..<1]))
    let set: Set = [
      square, ConvexPolygon(vertices: square.vertices), rotated, ConvexPolygon(vertices: []),
    ]
    XCTAssertEqual(set.count, 3, "the same region from another start is another value")
    requireSendable(ConvexPolygon.self)
  }

  private func requireSendable<T: Sendable>(_: T.Type) {}
}
