import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelTests: XCTestCase {
  // MARK: - The tutorial's numbers

  func testTutorialQuantities() {
    let wheel = tutorialWheel
    // atan(133 / 500)
    XCTAssertEqual(wheel.anglePerItem, 0.259_980, accuracy: 1e-6)
    XCTAssertEqual(wheel.anglePerItem, 0.259_979_881_867_593, accuracy: 1e-12)
    XCTAssertNil(wheel.configuration.anglePerItem)
    // -(10 - 1) · anglePerItem
    XCTAssertEqual(wheel.angleAtExtreme(itemCount: 10), -2.339_819, accuracy: 1e-6)
    // 10 · 133 - 375
    XCTAssertEqual(
      wheel.maximumContentOffset(in: tutorialViewport(x: 0), itemCount: 10), 955)
    XCTAssertEqual(
      wheel.contentSize(in: tutorialViewport(x: 0), itemCount: 10),
      Size(width: 1330, height: 667))
    // (173 / 2 + 500) / 173
    XCTAssertEqual(wheel.anchorPoint.x, 0.5)
    XCTAssertEqual(wheel.anchorPoint.y, 3.390_173, accuracy: 1e-6)
    // 955 / 9 points turn the wheel by one item.
    XCTAssertEqual(
      wheel.scrollDistancePerItem(in: tutorialViewport(x: 0), itemCount: 10), 955.0 / 9,
      accuracy: 1e-12)
  }

  /// Every item's angle at offsets 0, 100, 477.5 and 955, worked from
  /// `angleAtExtreme · x / maxOffset + i · anglePerItem`.
  func testTutorialAnglesAtFourOffsets() {
    let expected: [Double: [Double]] = [
      0: [
        0.0, 0.25998, 0.51996, 0.77994, 1.03992, 1.299899, 1.559879, 1.819859, 2.079839, 2.339819,
      ],
      100: [
        -0.245007, 0.014973, 0.274953, 0.534932, 0.794912, 1.054892, 1.314872, 1.574852,
        1.834832, 2.094812,
      ],
      477.5: [
        -1.169909, -0.90993, -0.64995, -0.38997, -0.12999, 0.12999, 0.38997, 0.64995, 0.90993,
        1.169909,
      ],
      955: [
        -2.339819, -2.079839, -1.819859, -1.559879, -1.299899, -1.03992, -0.77994, -0.51996,
        -0.25998, 0.0,
      ],
    ]
    for (offset, angles) in expected {
      for (index, angle) in angles.enumerated() {
        let item = tutorialWheel.item(index, in: tutorialViewport(x: offset), itemCount: 10)
        XCTAssertEqual(item?.angle ?? .nan, angle, accuracy: 1e-6, "item \(index) at \(offset)")
        XCTAssertEqual(item?.isHidden, false)
      }
    }
    // The ends stand exactly upright.
    XCTAssertEqual(tutorialWheel.item(0, in: tutorialViewport(x: 0), itemCount: 10)?.angle, 0)
  }

  /// The pivot, anchor point and visual centre, by hand at offset 100:
  /// the pivot is `(100 + 375 / 2, 667 / 2 + 500) = (287.5, 833.5)`, and item
  /// 0 at angle -0.245007 stands at `pivot + 500 · (sin θ, -cos θ)`.
  func testTutorialPivotAndVisualCentre() throws {
    let viewport = tutorialViewport(x: 100)
    XCTAssertEqual(tutorialWheel.pivot(in: viewport), Point(x: 287.5, y: 833.5))
    let item = try XCTUnwrap(tutorialWheel.item(0, in: viewport, itemCount: 10))
    XCTAssertEqual(item.pivot, Point(x: 287.5, y: 833.5))
    let theta = -9 * atan(133.0 / 500) * 100 / 955
    XCTAssertEqual(theta, -0.245_007, accuracy: 1e-6)
    XCTAssertEqual(item.angle, theta, accuracy: 1e-12)
    XCTAssertEqual(item.center.x, 287.5 + 500 * sin(theta), accuracy: 1e-9)
    XCTAssertEqual(item.center.y, 833.5 - 500 * cos(theta), accuracy: 1e-9)
    // 500 sin(-0.245007) = -121.28, 500 (1 - cos) = 14.93.
    XCTAssertEqual(item.center.x, 166.22, accuracy: 0.01)
    XCTAssertEqual(item.center.y, 348.43, accuracy: 0.01)
    XCTAssertEqual(item.size, Size(width: 133, height: 173))
    XCTAssertEqual(item.anchorPoint.y, (86.5 + 500) / 173, accuracy: 1e-15)

    // The tutorial's cell: the unrotated frame centred at the top of the
    // wheel, turned about the anchor point, covers the same shape.
    let tutorialCell = RotatedRect(
      frame: Rect(x: 287.5 - 66.5, y: 333.5 - 86.5, width: 133, height: 173),
      angle: item.angle, anchorPoint: item.anchorPoint)
    XCTAssertEqual(tutorialCell.pivot.x, 287.5, accuracy: 1e-12)
    XCTAssertEqual(tutorialCell.pivot.y, 833.5, accuracy: 1e-12)
    assertClose(tutorialCell.center, item.center)
    assertClose(tutorialCell.boundingBox, item.frame)
  }

  func testItemAtTheTopIsCentredInTheViewportExactly() throws {
    let item = try XCTUnwrap(tutorialWheel.item(9, in: tutorialViewport(x: 955), itemCount: 10))
    XCTAssertEqual(item.angle, 0)
    XCTAssertEqual(item.center, Point(x: 955 + 187.5, y: 333.5))
    XCTAssertEqual(item.frame, Rect(x: 1142.5 - 66.5, y: 333.5 - 86.5, width: 133, height: 173))
  }

  // MARK: - Validation

  func testInitRejectsInvalidSizesAndRadii() {
    let bad: [Double] = [0, -1, .nan, .infinity, -.infinity, Wheel.maximumLength * 2]
    for value in bad {
      XCTAssertThrowsError(try Wheel(itemSize: Size(width: value, height: 10), radius: 10)) {
        XCTAssertEqual(
          ($0 as? Wheel.ConfigurationError).map { "\($0)" }?.contains("itemSize"), true)
        guard case .itemSize = $0 as? Wheel.ConfigurationError else {
          return XCTFail("\($0)")
        }
      }
      XCTAssertThrowsError(try Wheel(itemSize: Size(width: 10, height: value), radius: 10))
      XCTAssertThrowsError(try Wheel(itemSize: Size(width: 10, height: 10), radius: value)) {
        guard case .radius = $0 as? Wheel.ConfigurationError else {
          return XCTFail("\($0)")
        }
        XCTAssert("\($0)".contains("radius"))
      }
      if !(value > 0 && value.isFinite) {
        XCTAssertThrowsError(
          try Wheel(itemSize: Size(width: 10, height: 10), radius: 10, anglePerItem: value)
        ) {
          guard case .anglePerItem = $0 as? Wheel.ConfigurationError else {
            return XCTFail("\($0)")
          }
          XCTAssert("\($0)".contains("anglePerItem"))
        }
      }
    }
    // The limits themselves, a radius smaller than the item, and more than
    // a full turn per item are fine.
    XCTAssertNoThrow(
      try Wheel(
        itemSize: Size(width: Wheel.maximumLength, height: .leastNonzeroMagnitude),
        radius: Wheel.maximumLength))
    XCTAssertNoThrow(try Wheel(itemSize: Size(width: 300, height: 300), radius: 1))
    XCTAssertNoThrow(
      try Wheel(itemSize: Size(width: 10, height: 10), radius: 10, anglePerItem: 100))
  }

  func testThrowingSettersKeepTheOldValueOnError() throws {
    var wheel = tutorialWheel
    XCTAssertThrowsError(try wheel.update { $0.radius = .nan })
    wheel._checkInvariants()
    XCTAssertThrowsError(try wheel.update { $0.itemSize = Size(width: -1, height: 5) })
    wheel._checkInvariants()
    XCTAssertThrowsError(try wheel.update { $0.anglePerItem = 0 })
    wheel._checkInvariants()
    XCTAssertThrowsError(try wheel.update { $0.anglePerItem = .infinity })
    wheel._checkInvariants()
    XCTAssertEqual(wheel, tutorialWheel)

    try wheel.update { $0.radius = 250 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.radius, 250)
    XCTAssertEqual(wheel.anglePerItem, atan(133.0 / 250), accuracy: 1e-15)
    try wheel.update { $0.itemSize = Size(width: 50, height: 60) }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.itemSize, Size(width: 50, height: 60))
    try wheel.update { $0.anglePerItem = 0.5 }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.anglePerItem, 0.5)
    XCTAssertEqual(wheel.configuration.anglePerItem, 0.5)
    try wheel.update { $0.anglePerItem = nil }
    wheel._checkInvariants()
    XCTAssertEqual(wheel.anglePerItem, atan(50.0 / 250), accuracy: 1e-15)
  }

  func testDefaultAnglePerItemUsesTheLengthAlongTheScrollAxis() {
    var wheel = tutorialWheel
    wheel.axis = .vertical
    wheel._checkInvariants()
    wheel.isInverted = false
    wheel._checkInvariants()
    XCTAssertEqual(wheel.anglePerItem, atan(173.0 / 500), accuracy: 1e-15)
    XCTAssertEqual(
      wheel.contentSize(in: tutorialViewport(x: 0), itemCount: 10),
      Size(width: 375, height: 1730))
    XCTAssertEqual(
      wheel.maximumContentOffset(in: tutorialViewport(x: 0), itemCount: 10), 1063)
  }

  func testAnExtremeButValidShapeStillHasAPositiveAngle() throws {
    let wheel = try Wheel(
      itemSize: Size(width: .leastNonzeroMagnitude, height: 1), radius: Wheel.maximumLength)
    XCTAssertGreaterThan(wheel.anglePerItem, 0)
    let viewport = Rect(x: 0, y: 0, width: 10, height: 10)
    // All five stand (turned by 1e-308 radians at most) on the viewport's
    // vertical centre line: segments strictly inside it, so they intersect.
    let items = wheel.items(in: viewport, itemCount: 5)
    XCTAssertEqual(items.map(\.index), [0, 1, 2, 3, 4])
    XCTAssertEqual(
      items.map(\.index), bruteForceVisibleIndices(wheel, in: viewport, itemCount: 5, among: 0..<5))
    for item in items { assertSane(item) }
  }

  /// Found by the fuzz target: `radius / itemDepth` overflowed, so the
  /// anchor point (and every item's) was infinite for a valid wheel.
  func testAnchorPointSaturatesInsteadOfOverflowing() throws {
    for orientation in WheelReference.Side.allCases {
      var wheel = try Wheel(
        itemSize: Size(width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude),
        radius: Wheel.maximumLength)
      wheel.axis = orientation.axis
      wheel._checkInvariants()
      wheel.isInverted = orientation.isInverted
      wheel._checkInvariants()
      let anchor = wheel.anchorPoint
      XCTAssertTrue(anchor.isFinite, "\(orientation): \(anchor)")
      let outward = [anchor.x, anchor.y].filter { $0 != 0.5 }
      XCTAssertEqual(outward.map(\.magnitude), [.greatestFiniteMagnitude], "\(orientation)")
      let viewport = Rect(x: 0, y: 0, width: 375, height: 667)
      for index in 0..<3 {
        assertSane(try XCTUnwrap(wheel.item(index, in: viewport, itemCount: 3)))
      }
    }
    // An ordinary shape is unaffected: (86.5 + 500) / 173 below the pivot.
    XCTAssertEqual(tutorialWheel.anchorPoint.y, 586.5 / 173, accuracy: 1e-15)
  }

  func testValueSemanticsAndHashing() throws {
    var a = defaultWheel
    var b = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    XCTAssertEqual(a, b)
    XCTAssertEqual(Set([a, b]).count, 1)
    b.wrapsAround = true
    b._checkInvariants()
    XCTAssertNotEqual(a, b)
    a.wrapsAround = true
    a._checkInvariants()
    try a.update { $0.anglePerItem = atan(133.0 / 500) }
    a._checkInvariants()
    // A custom angle equal to the default is still a different configuration.
    XCTAssertNotEqual(a, b)
  }

  /// A `Sendable` value: many tasks query one wheel at once and agree with
  /// a serial answer.
  func testSharedAcrossConcurrentTasks() async {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    let shared = wheel
    let expected = (0..<64).map {
      shared.items(in: tutorialViewport(x: Double($0) * 37), itemCount: 1000)
    }
    let answers = await withTaskGroup(of: (Int, [Wheel.Item]).self) { group in
      for task in 0..<64 {
        group.addTask {
          (task, shared.items(in: tutorialViewport(x: Double(task) * 37), itemCount: 1000))
        }
      }
      var answers: [Int: [Wheel.Item]] = [:]
      for await (task, items) in group { answers[task] = items }
      return answers
    }
    for task in 0..<64 { XCTAssertEqual(answers[task], expected[task]) }
  }
}
