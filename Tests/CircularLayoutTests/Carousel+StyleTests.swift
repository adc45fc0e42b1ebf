// Each style's transform against matrices worked by hand from iCarousel's
// formulas (`transformForItemViewWithOffset:`), horizontal and vertical
// (iCarousel's iOS branches), and the defaults each style brings.
//
// The numbers: items 200 x 150, so w = 200 scrolling horizontally and 150
// vertically; perspective -1/500; a viewport 375 x 300, so the circular
// count is min(30, max(12, ceil(375 / 200) · π)) = 12 horizontally and
// min(30, max(12, ceil(300 / 150) · π)) = 12 vertically. For example the
// cylinder at offset 1: r = 100 / tan(π/12) = 373.2051, a = 30°, and the
// transform is Tr(0, 0, r + 0.01) · Ry(30°) · Tr(0, 0, -r) · P, whose
// fourth row is ((r + 0.01) sin 30°, 0, (r + 0.01) cos 30° - r, 1 + m43 /
// -500) = (186.6075, 0, -49.9913, 1.09998); the rotation rows are
// (cos 30°, 0, -sin 30°, sin 30° / 500) and (sin 30°, 0, cos 30°,
// -cos 30° / 500).

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselStyleTests: XCTestCase {
  /// (style, offset, vertical, cover flow 2 toggle, the transform's rows).
  private let worked: [(String, Double, Bool, Double, [[Double]])] = [
    ("linear", 1, false, 0, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [200, 0, 0, 1]]),
    ("linear", -0.5, true, 0, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, -75, 0, 1]]),
    (
      "rotary", 1, false, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [186.6025403784, 0, -50, 1.1]]
    ),
    (
      "rotary", -0.5, true, 0,
      [
        [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002],
        [0, -72.4444369717, -9.5374910636, 1.0190749821],
      ]
    ),
    (
      "invertedRotary", 1, false, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [186.6025403784, 0, 50, 0.9]]
    ),
    (
      "invertedRotary", -0.5, true, 0,
      [
        [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002],
        [0, -72.4444369717, 9.5374910636, 0.9809250179],
      ]
    ),
    (
      "cylinder", 1, false, 0,
      [
        [0.8660254038, 0, -0.5, 0.001], [0, 1, 0, 0], [0.5, 0, 0.8660254038, -0.0017320508],
        [186.6075403784, 0, -49.991339746, 1.0999826795],
      ]
    ),
    (
      "cylinder", -0.5, true, 0,
      [
        [1, 0, 0, 0], [0, 0.9659258263, 0.2588190451, -0.0005176381],
        [0, -0.2588190451, 0.9659258263, -0.0019318517],
        [0, -72.4470251621, -9.5278318054, 1.0190556636],
      ]
    ),
    (
      "invertedCylinder", 1, false, 0,
      [
        [0.8660254038, 0, 0.5, -0.001], [0, 1, 0, 0], [-0.5, 0, 0.8660254038, -0.0017320508],
        [186.5975403784, 0, 50.008660254, 0.8999826795],
      ]
    ),
    (
      "invertedCylinder", -0.5, true, 0,
      [
        [1, 0, 0, 0], [0, 0.9659258263, -0.2588190451, 0.0005176381],
        [0, 0.2588190451, 0.9659258263, -0.0019318517],
        [0, -72.4418487812, 9.5471503219, 0.9809056994],
      ]
    ),
    (
      "wheel", 1, false, 0,
      [
        [0.8660254038, 0.5, 0, 0], [-0.5, 0.8660254038, 0, 0], [0, 0, 1, -0.002],
        [190.9859317103, 51.1745261675, 0.01, 0.99998],
      ]
    ),
    (
      "wheel", -0.5, true, 0,
      [
        [0.9659258263, -0.2588190451, 0, 0], [0.2588190451, 0.9659258263, 0, 0], [0, 0, 1, -0.002],
        [-9.7615317202, -74.1461947099, -0.005, 1.00001],
      ]
    ),
    (
      "invertedWheel", 1, false, 0,
      [
        [0.8660254038, -0.5, 0, 0], [0.5, 0.8660254038, 0, 0], [0, 0, 1, -0.002],
        [190.9859317103, -51.1745261675, 0.01, 0.99998],
      ]
    ),
    (
      "invertedWheel", -0.5, true, 0,
      [
        [0.9659258263, 0.2588190451, 0, 0], [-0.2588190451, 0.9659258263, 0, 0], [0, 0, 1, -0.002],
        [9.7615317202, -74.1461947099, -0.005, 1.00001],
      ]
    ),
    (
      "coverFlow", 1, false, 0,
      [
        [0.156434465, 0, 0.9876883406, -0.0019753767], [0, 1, 0, 0],
        [-0.9876883406, 0, 0.156434465, -0.0003128689], [140, 0, -100, 1.2],
      ]
    ),
    (
      "coverFlow", -0.5, true, 0,
      [
        [1, 0, 0, 0], [0, 0.7604059656, -0.6494480483, 0.0012988961],
        [0, 0.6494480483, 0.7604059656, -0.0015208119], [0, -52.5, -37.5, 1.075],
      ]
    ),
    (
      "coverFlow", 0.3, false, 0,
      [
        [0.9114032766, 0, 0.4115143586, -0.0008230287], [0, 1, 0, 0],
        [-0.4115143586, 0, 0.9114032766, -0.0018228066], [42, 0, -30, 1.06],
      ]
    ),
    (
      "coverFlow2", 0.4, false, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [20, 0, 0, 1]]
    ),
    (
      "coverFlow2", 0.6, false, 0,
      [
        [0.156434465, 0, 0.9876883406, -0.0019753767], [0, 1, 0, 0],
        [-0.9876883406, 0, 0.156434465, -0.0003128689], [120, 0, -100, 1.2],
      ]
    ),
    (
      "coverFlow2", 0.3, false, 0.3,
      [
        [0.9114032766, 0, -0.4115143586, 0.0008230287], [0, 1, 0, 0],
        [0.4115143586, 0, 0.9114032766, -0.0018228066], [-12, 0, -30, 1.06],
      ]
    ),
    (
      "coverFlow2", -0.7, true, -0.2,
      [
        [1, 0, 0, 0], [0, 0.4257792916, -0.9048270525, 0.0018096541],
        [0, 0.9048270525, 0.4257792916, -0.0008515586], [0, -80.25, -60, 1.12],
      ]
    ),
    (
      "timeMachine", -1, false, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [-60, 0, -200, 1.4]]
    ),
    (
      "timeMachine", 0.5, true, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, 22.5, 75, 0.85]]
    ),
    (
      "invertedTimeMachine", 1, false, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [60, 0, -200, 1.4]]
    ),
    (
      "invertedTimeMachine", -0.5, true, 0,
      [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -0.002], [0, -22.5, 75, 0.85]]
    ),
  ]

  func testEveryStyleMatchesItsHandWorkedMatrix() throws {
    for (name, offset, vertical, toggle, rows) in worked {
      let style = try XCTUnwrap(Carousel.Style(rawValue: name))
      var carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: style)
      carousel.axis = vertical ? .vertical : .horizontal
      carousel._checkInvariants()
      let viewportSize = Size(width: 375, height: 300)
      if name.contains("otary") || name.contains("ylinder") || name.contains("heel") {
        XCTAssertEqual(
          carousel.circularItemCount(in: Rect(origin: .zero, size: viewportSize), itemCount: 40),
          12)
      }
      // Item 10 at the given offset: the scroll position is 10 - offset.
      let position = 10 - offset
      let along = position * carousel.distance
      let viewport = Rect(
        origin: vertical ? Point(x: 0, y: along) : Point(x: along, y: 0), size: viewportSize)
      let item = try XCTUnwrap(
        carousel.item(10, in: viewport, itemCount: 40, coverFlowToggle: toggle),
        "\(name) at \(offset)")
      XCTAssertEqual(item.offset, offset, accuracy: 1e-12, "\(name)")
      assertTransform(
        item.transform, rows, accuracy: 1e-9, "\(name) at \(offset), vertical \(vertical)")
    }
  }

  /// The same numbers from the closed forms, for the rotations: a turn by
  /// θ about y puts (cos θ, 0, -sin θ) and (sin θ, 0, cos θ) in the first
  /// and third rows, and the perspective adds `m_i3 · p` to each row's
  /// fourth column.
  func testTheCylinderClosedForm() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: .cylinder)
    let viewport = Rect(x: 9 * 200, y: 0, width: 375, height: 300)
    let item = try XCTUnwrap(carousel.item(10, in: viewport, itemCount: 40))
    let r = 100 / Math.tan(Double.pi / 12)
    let (c, s) = (Math.cos(Double.pi / 6), Math.sin(Double.pi / 6))
    let p = -1.0 / 500
    let depth = (r + 0.01) * c - r
    assertTransform(
      item.transform,
      [
        [c, 0, -s, -s * p], [0, 1, 0, 0], [s, 0, c, c * p],
        [(r + 0.01) * s, 0, depth, 1 + depth * p],
      ], accuracy: 1e-12)
    XCTAssertEqual(carousel.radius(in: viewport, itemCount: 40), r, accuracy: 1e-12)
    XCTAssertEqual(
      carousel.anglePerItem(in: viewport, itemCount: 40), Double.pi / 6, accuracy: 1e-15)
  }

  /// Left alone last session, then fixed: with no items the circular count
  /// is 0, and the angle was `arc / 0`, infinite. No items means no
  /// neighbours: the angle is 0, and the radius stays finite.
  func testTheAnglePerItemOfNoItemsIsZero() throws {
    let viewport = Rect(x: 0, y: 0, width: 375, height: 300)
    let circular: [Carousel.Style] = [
      .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel,
    ]
    for style in circular {
      var carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: style)
      XCTAssertEqual(carousel.anglePerItem(in: viewport, itemCount: 0), 0, "\(style)")
      XCTAssertEqual(carousel.anglePerItem(in: viewport, itemCount: -5), 0, "\(style)")
      XCTAssertTrue(carousel.radius(in: viewport, itemCount: 0).isFinite, "\(style)")
      XCTAssertEqual(
        carousel.anglePerItem(in: viewport, itemCount: 1), carousel.arc, "\(style)")
      try carousel.update { $0.arc = -.pi }
      carousel._checkInvariants()
      XCTAssertEqual(carousel.anglePerItem(in: viewport, itemCount: 0), 0, "\(style)")
    }
  }

  /// iCarousel's defaults, style by style.
  func testTheDefaultsOfEveryStyle() throws {
    let expected: [Carousel.Style: (spacing: Double, tilt: Double, wraps: Bool, backfaces: Bool)] =
      [
        .linear: (1, 0, false, true), .rotary: (1, 0, true, true),
        .invertedRotary: (1, 0, true, true),
        .cylinder: (1, 0, true, true), .invertedCylinder: (1, 0, true, false),
        .wheel: (1, 0, true, true), .invertedWheel: (1, 0, true, true),
        .coverFlow: (0.25, 0.9, false, true), .coverFlow2: (0.25, 0.9, false, true),
        .timeMachine: (1, 0.3, false, true), .invertedTimeMachine: (1, 0.3, false, true),
      ]
    for (style, values) in expected {
      let carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: style)
      XCTAssertEqual(carousel.spacing, values.spacing, "\(style)")
      XCTAssertEqual(carousel.tilt, values.tilt, "\(style)")
      XCTAssertEqual(carousel.wrapsAround, values.wraps, "\(style)")
      XCTAssertEqual(carousel.showsBackfaces, values.backfaces, "\(style)")
      XCTAssertEqual(carousel.arc, 2 * .pi, "\(style)")
      XCTAssertEqual(carousel.perspective, -1.0 / 500, "\(style)")
      XCTAssertEqual(carousel.visibleItemLimit, 30, "\(style)")
      let fade: Fade =
        switch style {
        case .timeMachine: Fade(minimumOffset: -.infinity, maximumOffset: 0, range: 1)
        case .invertedTimeMachine: Fade(minimumOffset: 0, maximumOffset: .infinity, range: 1)
        default: Fade(minimumOffset: -.infinity, maximumOffset: .infinity)
        }
      XCTAssertEqual(carousel.fade, fade, "\(style)")
      XCTAssertEqual(carousel.fade.minimumAlpha, 0, "\(style)")
      XCTAssertEqual(carousel.fade.minimumScale, 1, "\(style)")
      // The distance per item: the item's length over iCarousel's offset
      // multiplier, 2 for the cover flows.
      let multiplier = style == .coverFlow || style == .coverFlow2 ? 2.0 : 1.0
      XCTAssertEqual(carousel.distance, 200 / multiplier, "\(style)")
      var vertical = carousel
      vertical.axis = .vertical
      vertical._checkInvariants()
      XCTAssertEqual(vertical.distance, 150 / multiplier, "\(style)")
      XCTAssertEqual(carousel.configuration.radius, nil)
      XCTAssertEqual(carousel.configuration.anglePerItem, nil)
      XCTAssertEqual(carousel.configuration.circularItemCount, nil)
    }
  }

  /// `min(30, max(12, ceil(L / (s·w)) · π), n)`, rounded down.
  func testTheCircularCount() throws {
    var carousel = try Carousel(itemSize: Size(width: 100, height: 100), style: .rotary)
    func count(_ length: Double, _ items: Int) -> Int {
      carousel.circularItemCount(in: Rect(x: 0, y: 0, width: length, height: 500), itemCount: items)
    }
    XCTAssertEqual(count(375, 100), 12)  // ceil(3.75) · π = 12.57 → 12
    XCTAssertEqual(count(500, 100), 15)  // 5π = 15.71 → 15
    XCTAssertEqual(count(1_024, 100), 30)  // 11π = 34.6, capped at 30
    XCTAssertEqual(count(375, 7), 7)  // at most the item count
    XCTAssertEqual(count(375, 0), 0)
    XCTAssertEqual(count(0, 100), 12)  // no turns: 12
    try carousel.update { $0.spacing = 0 }
    carousel._checkInvariants()
    XCTAssertEqual(count(375, 100), 30)  // L / 0 = ∞: capped
    XCTAssertEqual(count(0, 100), 12)  // 0 / 0: iCarousel's NaN read as no turns
    try carousel.update { $0.spacing = -1 }
    carousel._checkInvariants()
    XCTAssertEqual(count(375, 100), 12)
    try carousel.update { $0.circularItemCount = 5 }
    carousel._checkInvariants()
    XCTAssertEqual(count(375, 100), 5)
    XCTAssertEqual(count(375, 2), 5, "a count set is used whatever the item count, as iCarousel's")
  }

  /// The circle holds one turn: on a circular style the candidates are at
  /// most the items of one turn, so no item is drawn over another.
  func testACircularStyleConsidersOneTurn() throws {
    for style in [Carousel.Style.rotary, .cylinder, .wheel, .invertedWheel] {
      let carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: style)
      let viewport = Rect(x: 0, y: 0, width: 375, height: 300)
      let candidates = (0..<40).filter {
        carousel.item($0, in: viewport, itemCount: 40) != nil
      }
      // 12 a turn; at offset ±6 (the same place) the higher index, 34.
      XCTAssertEqual(candidates, Array(0...5) + Array(34...39), "\(style)")
      var half = carousel
      try half.update { $0.anglePerItem = Double.pi / 3 }  // 6 a turn
      half._checkInvariants()
      XCTAssertEqual(
        (0..<40).filter { half.item($0, in: viewport, itemCount: 40) != nil },
        Array(0...2) + Array(37...39), "\(style)")
    }
  }

  /// iCarousel's `iCarouselOptionAngle` replaces a rotary item's whole
  /// angle; here it is the angle per item, as for the wheels.
  func testTheAnglePerItemIsPerItemForEveryCircularStyle() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 150), style: .rotary)
    try carousel.update { $0.anglePerItem = 0.25 }
    carousel._checkInvariants()
    let viewport = Rect(x: 8 * 200, y: 0, width: 375, height: 300)
    let item = try XCTUnwrap(carousel.item(10, in: viewport, itemCount: 40))
    let r = 100 / Math.tan(Double.pi / 12)
    XCTAssertEqual(item.transform.m41, r * Math.sin(0.5), accuracy: 1e-9)
    XCTAssertEqual(item.transform.m43, r * Math.cos(0.5) - r, accuracy: 1e-9)
  }
}
