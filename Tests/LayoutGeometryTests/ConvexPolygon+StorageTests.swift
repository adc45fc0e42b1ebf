import LayoutGeometry
import LayoutTestSupport
import XCTest

/// Up to five vertices are stored inline and more spill into an array: the
/// two stores must be invisible from outside, in every answer.
final class ConvexPolygonStorageTests: XCTestCase {
  /// A regular polygon of `count` vertices about (50, 50), radius 40,
  /// clockwise on a y-down screen.
  private func regular(_ count: Int) -> [Point] {
    (0..<count).map { step in
      let angle = 2 * Double.pi * Double(step) / Double(count)
      return Point(x: 50 + 40 * Math.cos(angle), y: 50 + 40 * Math.sin(angle))
    }
  }

  func testVerticesComeBackAsGivenForEveryCount() {
    for count in 0...9 {
      let points = regular(count)
      let polygon = ConvexPolygon(vertices: points)
      XCTAssertEqual(polygon.vertices, points, "\(count) vertices")
      XCTAssertEqual(polygon, ConvexPolygon(vertices: points), "\(count) vertices")
      XCTAssertEqual(polygon.hashValue, ConvexPolygon(vertices: points).hashValue)
    }
  }

  func testSettingTheVerticesMovesBetweenTheStores() {
    var polygon = ConvexPolygon(vertices: regular(4))
    polygon.vertices.append(contentsOf: regular(8).prefix(3))
    XCTAssertEqual(polygon.vertices.count, 7)
    XCTAssertEqual(polygon, ConvexPolygon(vertices: regular(4) + regular(8).prefix(3)))
    polygon.vertices.removeLast(4)
    XCTAssertEqual(polygon.vertices, regular(4).prefix(3).map { $0 })
    XCTAssertEqual(polygon, ConvexPolygon(vertices: Array(regular(4).prefix(3))))
    polygon.vertices = []
    XCTAssertEqual(polygon, ConvexPolygon(vertices: []))
    XCTAssertTrue(polygon.isEmpty)
  }

  func testEqualityIsThePrefixThatIsStoredNotTheSpareSlots() {
    // Three vertices equal to the first three of a square: the spare slots
    // of either are not compared.
    let square = ConvexPolygon(vertices: regular(4))
    var trimmed = square
    trimmed.vertices.removeLast()
    XCTAssertNotEqual(trimmed, square)
    XCTAssertEqual(trimmed, ConvexPolygon(vertices: Array(regular(4).prefix(3))))
    XCTAssertEqual(Set([trimmed, ConvexPolygon(vertices: Array(regular(4).prefix(3)))]).count, 1)
  }

  /// Every answer of a polygon with more than five vertices (spilled) is
  /// the brute force's, as for the inline ones.
  func testSpilledPolygonsAnswerAsTheReference() {
    var generator = SplitMix64(seed: 0x5011_1ED)
    for count in 3...12 {
      let points = regular(count)
      let polygon = ConvexPolygon(vertices: points)
      XCTAssertTrue(polygon.isFrontFacing)
      XCTAssertEqual(
        polygon.area, abs(ProjectionReference.signedArea(points)), accuracy: 1e-9 * 4_000)
      for _ in 0..<200 {
        let point = Point(
          x: Double.random(in: 0...100, using: &generator),
          y: Double.random(in: 0...100, using: &generator))
        if let expected = ProjectionReference.contains(points, point, tolerance: 1e-9) {
          XCTAssertEqual(polygon.contains(point), expected, "\(count) vertices, \(point)")
        }
        let rect = Rect(origin: point, size: Size(width: 7, height: 3))
        if let expected = ProjectionReference.overlaps(points, rect, tolerance: 1e-9) {
          XCTAssertEqual(polygon.intersects(rect), expected, "\(count) vertices, \(rect)")
        }
      }
    }
  }

  func testCodingIsTheVertexArrayInBothStores() throws {
    for count in [0, 3, 5, 6, 9] {
      let polygon = ConvexPolygon(vertices: regular(count))
      XCTAssertEqual(try GeometryCoding.roundTrip(polygon), polygon, "\(count) vertices")
    }
    XCTAssertEqual(
      try GeometryCoding.json(
        ConvexPolygon(vertices: Array(repeating: Point(x: 1, y: 2), count: 6))),
      #"{"vertices":["# + Array(repeating: #"{"x":1,"y":2}"#, count: 6).joined(separator: ",")
        + "]}")
  }
}
