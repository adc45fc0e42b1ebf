import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelItemTests: XCTestCase {
  /// 60 x 100 items 200 from the pivot, 30 degrees apart, three of them in
  /// a 300 x 400 viewport at the origin, centred at C = (150, 200). The
  /// content (180 or 300 long) fits the viewport, so the wheel rests: item
  /// 1 at wheel angle π/6, where sin = 1/2 and cos = √3/2.
  private func restingWheel(_ side: WheelReference.Side) throws -> Wheel {
    var wheel = try Wheel(
      itemSize: Size(width: 60, height: 100), radius: 200, anglePerItem: .pi / 6)
    wheel.axis = side.axis
    wheel._checkInvariants()
    wheel.isInverted = side.isInverted
    wheel._checkInvariants()
    return wheel
  }

  private let viewport = Rect(x: 0, y: 0, width: 300, height: 400)
  private let root3 = 3.0.squareRoot()

  /// Each axis and side: the centre below, above (inverted), left, and
  /// right (inverted).
  func testEachSideByHand() throws {
    // (side, pivot, centre of item 1, angle of item 1, anchor point)
    let cases: [(WheelReference.Side, Point, Point, Double, Point)] = [
      (
        .below, Point(x: 150, y: 400), Point(x: 250, y: 400 - 100 * root3),
        .pi / 6, Point(x: 0.5, y: 2.5)
      ),
      (
        .above, Point(x: 150, y: 0), Point(x: 250, y: 100 * root3), -.pi / 6,
        Point(x: 0.5, y: -1.5)
      ),
      (
        .left, Point(x: -50, y: 200), Point(x: -50 + 100 * root3, y: 300), .pi / 6,
        Point(x: -170.0 / 60, y: 0.5)
      ),
      (
        .right, Point(x: 350, y: 200), Point(x: 350 - 100 * root3, y: 300),
        -.pi / 6, Point(x: 230.0 / 60, y: 0.5)
      ),
    ]
    // The bounding box of 60 x 100 turned 30 degrees: half extents
    // (60 √3/2 + 100 / 2) / 2 and (60 / 2 + 100 √3/2) / 2.
    let halfWidth = (30 * root3 + 50) / 2
    let halfHeight = (30 + 50 * root3) / 2
    for (orientation, pivot, center, angle, anchor) in cases {
      let wheel = try restingWheel(orientation)
      XCTAssertEqual(wheel.scrollPosition(in: viewport, itemCount: 3), 0)
      XCTAssertEqual(wheel.pivot(in: viewport), pivot, "\(orientation)")
      assertClose(wheel.anchorPoint, anchor, "\(orientation)")

      let item0 = try XCTUnwrap(wheel.item(0, in: viewport, itemCount: 3))
      XCTAssertEqual(item0.angle, 0)
      XCTAssertEqual(item0.center, Point(x: 150, y: 200), "\(orientation)")
      XCTAssertEqual(item0.frame, Rect(x: 120, y: 150, width: 60, height: 100))

      let item1 = try XCTUnwrap(wheel.item(1, in: viewport, itemCount: 3))
      XCTAssertEqual(item1.pivot, pivot)
      assertClose(item1.center, center, "\(orientation)")
      XCTAssertEqual(item1.angle, angle, accuracy: 1e-15, "\(orientation)")
      assertClose(
        item1.frame,
        Rect(
          minX: center.x - halfWidth, minY: center.y - halfHeight, maxX: center.x + halfWidth,
          maxY: center.y + halfHeight), "\(orientation)")

      // The tutorial's construction: the unrotated frame at the top of the
      // wheel (centred at C), turned about the anchor point.
      let tutorialCell = RotatedRect(
        frame: Rect(x: 120, y: 150, width: 60, height: 100), angle: item1.angle,
        anchorPoint: item1.anchorPoint)
      assertClose(tutorialCell.pivot, pivot, "\(orientation)")
      assertClose(tutorialCell.center, item1.center, "\(orientation)")
      assertClose(tutorialCell.boundingBox, item1.frame, "\(orientation)")
      for (corner, expected) in zip(item1.rotatedRect.corners, tutorialCell.corners) {
        assertClose(corner, expected, "\(orientation)")
      }
    }
  }

  /// Every item of random wheels, visible or not, agrees with the
  /// reference's formulas to 1e-9.
  func testEveryItemMatchesTheReference() throws {
    var failures = 0
    for seed in caseSeeds(800) where failures < 3 {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator, maximumCount: 40)
      let wheel = try input.reference.makeWheel()
      let context = "seed \(seed): \(input)"
      for index in 0..<input.count {
        guard let item = wheel.item(index, in: input.viewport, itemCount: input.count) else {
          failures += 1
          XCTFail("no item \(index); \(context)")
          break
        }
        assertSane(item, context)
        let expected = input.reference.item(index, count: input.count, viewport: input.viewport)
        if abs(abs(expected.wheelAngle) - .pi) > 1e-9 {
          XCTAssertEqual(item.isHidden, expected.isHidden, "item \(index); \(context)")
        }
        // Far overscrolled, the engine holds the wheel still once nothing
        // can be seen; compare the attributes of items on the wheel.
        guard !expected.isHidden else { continue }
        assertClose(item.angle, expected.angle, "item \(index); \(context)")
        assertClose(item.pivot, expected.pivot, context)
        assertClose(item.center, expected.center, tolerance: 1e-8, context)
        assertClose(item.frame, expected.shape.boundingBox, tolerance: 1e-8, context)
        assertClose(item.alpha, expected.alpha, context)
        assertClose(item.scale, expected.scale, context)
        XCTAssertEqual(
          item.size, Size(width: input.reference.itemWidth, height: input.reference.itemHeight))
      }
    }
  }

  func testIndicesOutsideTheRangeHaveNoItem() {
    let viewport = tutorialViewport(x: 0)
    for index in [-1, 10, 11, Int.max, Int.min] {
      XCTAssertNil(tutorialWheel.item(index, in: viewport, itemCount: 10), "\(index)")
    }
    XCTAssertNil(tutorialWheel.item(0, in: viewport, itemCount: 0))
    XCTAssertNil(tutorialWheel.item(0, in: viewport, itemCount: -4))
    // Counts beyond 2^53 are read as 2^53.
    XCTAssertNil(tutorialWheel.item(Wheel.maximumItemCount, in: viewport, itemCount: .max))
    let last = tutorialWheel.item(Wheel.maximumItemCount - 1, in: viewport, itemCount: .max)
    XCTAssertNotNil(last)
    if let last { assertSane(last) }
  }

  func testOffScreenItemsStillHaveAttributes() throws {
    let item = try XCTUnwrap(tutorialWheel.item(9, in: tutorialViewport(x: 0), itemCount: 10))
    XCTAssertFalse(item.isHidden)  // 2.34 radians: on the wheel, below the viewport
    XCTAssertFalse(item.rotatedRect.intersects(tutorialViewport(x: 0)))
    XCTAssertEqual(item.angle, 9 * tutorialWheel.anglePerItem, accuracy: 1e-12)
    assertSane(item)
  }

  func testItemsRoundTripThroughCodable() throws {
    let item = try XCTUnwrap(tutorialWheel.item(3, in: tutorialViewport(x: 100), itemCount: 10))
    let decoded = try JSONDecoder().decode(Wheel.Item.self, from: JSONEncoder().encode(item))
    XCTAssertEqual(decoded, item)
  }

  /// The memberwise initializer builds exactly the item the wheel
  /// computes: the tutorial's item 0 upright at offset 0, as the
  /// initializer's documentation shows it.
  func testMemberwiseInitializerBuildsTheComputedItem() throws {
    let computed = try XCTUnwrap(
      tutorialWheel.item(0, in: tutorialViewport(x: 0), itemCount: 10))
    let built = Wheel.Item(
      index: 0, angle: 0, anchorPoint: tutorialWheel.anchorPoint,
      pivot: Point(x: 187.5, y: 833.5), center: Point(x: 187.5, y: 333.5),
      size: Size(width: 133, height: 173),
      frame: Rect(x: 121, y: 247, width: 133, height: 173),
      zIndex: 0, alpha: 1, scale: 1, isHidden: false)
    XCTAssertEqual(built, computed)
    XCTAssertEqual(built.rotatedRect, computed.rotatedRect)
    // The documented anchor point, 586.5 / 173, within an ulp.
    XCTAssertEqual(built.anchorPoint.y, 586.5 / 173, accuracy: 1e-15)
    XCTAssertEqual(built.anchorPoint.x, 0.5)
  }

  /// Every property is settable, and a changed item is still a value:
  /// hashable, codable, and no longer equal to the original.
  func testPropertiesAreSettable() throws {
    let original = try XCTUnwrap(
      tutorialWheel.item(2, in: tutorialViewport(x: 100), itemCount: 10))
    var item = original
    item.index = 7
    item.angle = -0.5
    item.anchorPoint = Point(x: 0.25, y: 0.75)
    item.pivot = Point(x: 1, y: 2)
    item.center = Point(x: 3, y: 4)
    item.size = Size(width: 5, height: 6)
    item.frame = Rect(x: 7, y: 8, width: 9, height: 10)
    item.zIndex = -3
    item.alpha = 0.5
    item.scale = 0.25
    item.isHidden = true
    XCTAssertEqual(
      item,
      Wheel.Item(
        index: 7, angle: -0.5, anchorPoint: Point(x: 0.25, y: 0.75), pivot: Point(x: 1, y: 2),
        center: Point(x: 3, y: 4), size: Size(width: 5, height: 6),
        frame: Rect(x: 7, y: 8, width: 9, height: 10), zIndex: -3, alpha: 0.5, scale: 0.25,
        isHidden: true))
    XCTAssertNotEqual(item, original)
    XCTAssertEqual(Set([item, original, item]).count, 2)
    XCTAssertEqual(
      try JSONDecoder().decode(Wheel.Item.self, from: JSONEncoder().encode(item)), item)
    // The shape follows the settable values: 5 x 6 scaled by 0.25 about (3, 4).
    XCTAssertEqual(item.rotatedRect.frame, Rect(x: 2.375, y: 3.25, width: 1.25, height: 1.5))
    XCTAssertEqual(item.rotatedRect.angle, -0.5)
  }
}
