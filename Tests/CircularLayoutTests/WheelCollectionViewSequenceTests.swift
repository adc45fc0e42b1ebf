// The engine driven the way a collection view drives the layout in the
// "Using Wheel with UICollectionView" article: prepare, content size,
// visible items for a scroll from the first item to the last, a change of
// viewport size, the scroll again, and the target offset at the end of
// drags, every answer checked against the brute-force reference wheel.
// The article's cell is checked too: the layer geometry its apply(_:) sets
// draws each item exactly where the reference does.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The article's `WheelCollectionViewLayout` without UIKit: the same calls,
/// with `Rect` for `CGRect` and an item index for `IndexPath`.
private struct SimulatedWheelLayout {
  var wheel: Wheel
  var bounds: Rect
  var itemCount = 0

  /// `prepare()`.
  mutating func prepare(numberOfItems: Int) { itemCount = numberOfItems }

  /// `collectionViewContentSize`.
  var contentSize: Size { wheel.contentSize(in: bounds, itemCount: itemCount) }

  /// `layoutAttributesForElements(in:)`.
  func attributesForElements(in rect: Rect) -> [Wheel.Item] {
    wheel.items(in: bounds, itemCount: itemCount).filter { $0.rotatedRect.intersects(rect) }
  }

  /// `layoutAttributesForItem(at:)`.
  func attributesForItem(at index: Int) -> Wheel.Item? {
    wheel.item(index, in: bounds, itemCount: itemCount)
  }

  /// `shouldInvalidateLayout(forBoundsChange:)`: every scroll turns the wheel.
  func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

  var isHorizontal: Bool { wheel.axis == .horizontal }

  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`:
  /// the collection view's bounds stand where the finger lifted.
  func targetContentOffset(proposed: Point, velocity: Point) -> Point {
    let offset = isHorizontal ? proposed.x : proposed.y
    let speed = isHorizontal ? velocity.x : velocity.y
    let target = wheel.targetContentOffset(
      forProposed: offset, velocity: speed, in: bounds, itemCount: itemCount)
    return isHorizontal ? Point(x: target, y: proposed.y) : Point(x: proposed.x, y: target)
  }

  /// The delegate's `scrollViewWillEndDragging`: the item at the target
  /// the layout answered, asked with the same velocity and bounds.
  func endDragging(target: Point, velocity: Point) -> Int? {
    wheel.landingItemIndex(
      forProposed: isHorizontal ? target.x : target.y,
      velocity: isHorizontal ? velocity.x : velocity.y, in: bounds, itemCount: itemCount)
  }

  /// `WheelCollectionView.accessibilityValue`.
  func accessibilityValue(title: (Int) -> String = { "Item \($0 + 1)" }) -> String? {
    guard let index = wheel.centeredItemIndex(in: bounds, itemCount: itemCount) else {
      return nil
    }
    return "\(title(index)), item \(index + 1) of \(itemCount)"
  }

  /// `WheelCollectionView.accessibilityIncrement()` and
  /// `accessibilityDecrement()`: the bounds moved to the stepped offset.
  mutating func step(by steps: Int) {
    guard let offset = wheel.contentOffset(steppingBy: steps, in: bounds, itemCount: itemCount)
    else { return }
    bounds = self.bounds(atOffset: offset)
  }

  /// The bounds scrolled to `offset` along the scroll axis.
  func bounds(atOffset offset: Double) -> Rect {
    isHorizontal
      ? Rect(x: offset, y: 0, width: bounds.width, height: bounds.height)
      : Rect(x: 0, y: offset, width: bounds.width, height: bounds.height)
  }
}

/// The four corners at which the article's cell draws an item, clockwise
/// from its top-left: UIKit sets the size and the transform (a rotation by
/// the angle, scaled), `apply(_:)` moves the anchor point and sets the
/// position to `center + transform((anchor - 0.5) · size)`, and a layer
/// draws its unit point `u` at `position + transform((u - anchor) · size)`.
private func cellCorners(_ item: Wheel.Item) -> (position: Point, corners: [Point]) {
  let cosine = cos(item.angle) * item.scale
  let sine = sin(item.angle) * item.scale
  // CGAffineTransform(rotationAngle:).scaledBy(x:y:) applied to a vector.
  func transform(_ x: Double, _ y: Double) -> Point {
    Point(x: cosine * x - sine * y, y: sine * x + cosine * y)
  }
  let (width, height) = (item.size.width, item.size.height)
  let anchor = item.anchorPoint
  let shift = transform((anchor.x - 0.5) * width, (anchor.y - 0.5) * height)
  let position = Point(x: item.center.x + shift.x, y: item.center.y + shift.y)
  let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { unit in
    let offset = transform((unit.0 - anchor.x) * width, (unit.1 - anchor.y) * height)
    return Point(x: position.x + offset.x, y: position.y + offset.y)
  }
  return (position, corners)
}

final class WheelCollectionViewSequenceTests: XCTestCase {
  // MARK: - By hand

  /// The tutorial's wheel on a portrait phone, scrolled from the first item
  /// to the last, rotated to landscape, and flicked. Portrait: 955 points of
  /// scroll for 9 items, 106.1 per item. Landscape: 1330 - 667 = 663 points,
  /// 73.7 per item.
  func testTutorialWheelScrolledRotatedAndSnapped() throws {
    var layout = SimulatedWheelLayout(wheel: tutorialWheel, bounds: tutorialViewport(x: 0))
    layout.prepare(numberOfItems: 10)
    XCTAssertEqual(layout.contentSize, Size(width: 1330, height: 667))
    let visible: [(Double, [Int])] = [
      (0, [0, 1, 2]), (100, [0, 1, 2, 3]), (300, [1, 2, 3, 4, 5]), (477.5, [3, 4, 5, 6]),
      (955, [7, 8, 9]),
    ]
    for (offset, indices) in visible {
      let bounds = tutorialViewport(x: offset)
      XCTAssertTrue(layout.shouldInvalidate(forBoundsChange: bounds))
      layout.bounds = bounds
      XCTAssertEqual(layout.attributesForElements(in: bounds).map(\.index), indices)
    }

    // At offset 0 item 0 stands upright 500 above the pivot (187.5, 833.5),
    // and the cell's layer sits on the pivot with anchor (0.5, 586.5 / 173).
    layout.bounds = tutorialViewport(x: 0)
    let item = try XCTUnwrap(layout.attributesForItem(at: 0))
    XCTAssertEqual(item.center, Point(x: 187.5, y: 333.5))
    assertClose(item.anchorPoint, Point(x: 0.5, y: 586.5 / 173))
    assertClose(cellCorners(item).position, Point(x: 187.5, y: 833.5))
    XCTAssertNil(layout.attributesForItem(at: 10))

    // Drags ending near 300: nearest item 3, backwards 2, and past the ends.
    let size = layout.bounds.size
    func target(_ x: Double, _ velocity: Double) -> Double {
      layout.targetContentOffset(proposed: Point(x: x, y: 0), velocity: Point(x: velocity, y: 0)).x
    }
    XCTAssertEqual(target(300, 0), 955.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(target(300, 1), 955.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(target(300, -1), 955.0 * 2 / 9, accuracy: 1e-9)
    XCTAssertEqual(target(1000, 1), 955)
    XCTAssertEqual(target(-40, -1), 0)
    XCTAssertEqual(size, Size(width: 375, height: 667))

    // Landscape: 300 is 300 / 663 · 9 = 4.07 items.
    let landscape = Rect(x: 0, y: 0, width: 667, height: 375)
    XCTAssertTrue(layout.shouldInvalidate(forBoundsChange: landscape))
    layout.bounds = landscape
    XCTAssertEqual(layout.contentSize, Size(width: 1330, height: 375))
    XCTAssertEqual(target(300, 0), 663.0 * 4 / 9, accuracy: 1e-9)
    XCTAssertEqual(target(300, 1), 663.0 * 5 / 9, accuracy: 1e-9)
    XCTAssertEqual(target(300, -1), 663.0 * 4 / 9, accuracy: 1e-9)
  }

  // MARK: - Against the brute-force reference

  /// Random wheels in every orientation, with and without wrap-around,
  /// falloff and centre-on-top: the whole call sequence at two viewport
  /// sizes, each answer compared with the reference wheel.
  func testRandomSequencesMatchTheReference() throws {
    var checker = WheelSequenceChecker()
    for seed in RandomSweep.caseSeeds(12, seed: 0x57EE_1CA5) where checker.failures < 3 {
      var random = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &random)
      let reference = input.reference
      var layout = SimulatedWheelLayout(wheel: try reference.makeWheel(), bounds: .zero)
      layout.prepare(numberOfItems: input.count)
      let sizes = [
        input.viewport.size,
        Size(
          width: input.viewport.height * Double.random(in: 0.5...1.5, using: &random),
          height: input.viewport.width),
      ]
      for size in sizes {
        layout.bounds = Rect(origin: .zero, size: size)
        checker.context = "seed \(seed), viewport \(size): \(input)"
        checker.checkContentSize(layout, reference: reference)
        checker.scroll(&layout, reference: reference, random: &random)
        checker.checkDrags(layout, reference: reference, random: &random)
        checker.checkAdjustable(layout, reference: reference)
      }
    }
  }
}

/// Replays scrolls and drags and compares each answer with the reference.
private struct WheelSequenceChecker {
  var failures = 0
  var context = ""

  mutating func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
    failures += 1
    XCTFail("\(message); \(context)", file: file, line: line)
  }

  /// The reference's content length along the scroll axis (by its scroll
  /// model), the viewport's extent across it.
  mutating func checkContentSize(_ layout: SimulatedWheelLayout, reference: WheelReference) {
    let extent = reference.isHorizontal ? layout.bounds.width : layout.bounds.height
    let length = reference.contentLength(count: layout.itemCount, viewportLength: extent)
    let expected =
      reference.isHorizontal
      ? Size(width: length, height: layout.bounds.height)
      : Size(width: layout.bounds.width, height: length)
    let size = layout.contentSize
    if abs(size.width - expected.width) > 1e-9 * max(1, expected.width)
      || abs(size.height - expected.height) > 1e-9 * max(1, expected.height)
    {
      fail("content size \(size), expected \(expected)")
    }
  }

  /// From before the first item to past the last (or two turns round a
  /// wrapping wheel, from where the article starts it), in about 30 steps.
  mutating func scroll(
    _ layout: inout SimulatedWheelLayout, reference: WheelReference, random: inout SplitMix64
  ) {
    let count = layout.itemCount
    let extent = reference.isHorizontal ? layout.bounds.width : layout.bounds.height
    let (start, end): (Double, Double)
    if reference.wraps {
      let middle = layout.wheel.initialContentOffset(
        centering: 0, in: layout.bounds, itemCount: count)
      let cycle = Double(count) * reference.distancePerItem
      (start, end) = (middle - cycle, middle + cycle)
    } else {
      let maxOffset = max(0, reference.maximumOffset(count: count, viewportLength: extent))
      (start, end) = (-extent / 4, maxOffset + extent / 4)
    }
    let step = max((end - start) / Double.random(in: 20...40, using: &random), 1)
    var offset = start
    while offset <= end, failures < 3 {
      let bounds = layout.bounds(atOffset: offset)
      if !layout.shouldInvalidate(forBoundsChange: bounds) { fail("a scroll did not invalidate") }
      layout.bounds = bounds
      checkVisibleItems(layout, in: bounds, reference: reference)
      // UIKit also asks about parts of the bounds.
      let half =
        reference.isHorizontal
        ? Rect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        : Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height / 2)
      checkVisibleItems(layout, in: half, reference: reference)
      offset += step
    }
  }

  /// One `layoutAttributesForElements(in:)`, and `layoutAttributesForItem(at:)`
  /// and the cell's `apply(_:)` for each item it returns.
  mutating func checkVisibleItems(
    _ layout: SimulatedWheelLayout, in rect: Rect, reference: WheelReference
  ) {
    let count = layout.itemCount
    let bounds = layout.bounds
    let found = layout.attributesForElements(in: rect)
    let indices = found.map(\.index)
    guard indices == indices.sorted(), Set(indices).count == indices.count else {
      fail("items \(indices) are not ascending and distinct in \(rect)")
      return
    }
    guard Set(found.map(\.zIndex)).count == found.count else {
      fail("z-indices repeat in \(rect)")
      return
    }

    // Brute force over every item, built the tutorial's way, up to items
    // that only just touch the rect or the bounds.
    let expected = (0..<count).filter { index in
      let item = reference.item(index, count: count, viewport: bounds)
      return reference.isVisible(item, in: bounds) && item.shape.intersects(rect)
    }
    for index in Set(expected).symmetricDifference(indices) {
      let item = reference.item(index, count: count, viewport: bounds)
      if !reference.isBorderline(item, in: bounds, margin: 1e-6)
        && !reference.isBorderline(item, in: rect, margin: 1e-6)
      {
        fail("item \(index) visible in \(rect) to only one of engine and reference")
        return
      }
    }

    for item in found {
      let expected = reference.item(item.index, count: count, viewport: bounds)
      let cell = cellCorners(item)
      let radius = reference.radius
      guard
        close(item.angle, expected.angle), near(item.center, expected.center, radius),
        near(item.pivot, expected.pivot, radius), close(item.alpha, expected.alpha),
        close(item.scale, expected.scale),
        zip(cell.corners, expected.shape.corners).allSatisfy({ near($0, $1, radius) }),
        layout.attributesForItem(at: item.index) == item
      else {
        fail(
          "item \(item.index) \(item), cell corners \(cell.corners), differ from reference "
            + "\(expected)")
        return
      }
      // Without a falloff scale the cell's position is the pivot: the
      // tutorial's technique.
      if item.scale == 1, !near(cell.position, item.pivot, radius) {
        fail("item \(item.index): cell position \(cell.position) is not the pivot \(item.pivot)")
        return
      }
    }

    // The stacking order agrees with the reference's, item by item.
    let stacked = found.sorted { $0.zIndex < $1.zIndex }
    for (back, front) in zip(stacked, stacked.dropFirst()) {
      let backItem = reference.item(back.index, count: count, viewport: bounds)
      let frontItem = reference.item(front.index, count: count, viewport: bounds)
      let nearTie =
        abs(abs(backItem.wheelAngle) - abs(frontItem.wheelAngle)) < 1e-9
        || abs(backItem.wheelAngle - frontItem.wheelAngle) < 1e-9
      if !nearTie, !reference.isInFront(frontItem, of: backItem) {
        fail("item \(front.index) is in front of \(back.index), reference disagrees")
        return
      }
    }
    if layout.attributesForItem(at: count) != nil || layout.attributesForItem(at: -1) != nil {
      fail("an index path past the items has attributes")
    }
  }

  /// Drags ending at the current offset, near it, on a stop, and past
  /// either end, with each sign of velocity, the finger lifted at the
  /// current offset: the target and the landing item are the ones the
  /// reference finds by looking at the stops, and an item stands upright
  /// at the target.
  mutating func checkDrags(
    _ layout: SimulatedWheelLayout, reference: WheelReference, random: inout SplitMix64
  ) {
    let count = layout.itemCount
    let extent = reference.isHorizontal ? layout.bounds.width : layout.bounds.height
    let current = reference.isHorizontal ? layout.bounds.minX : layout.bounds.minY
    let maxOffset = reference.maximumOffset(count: count, viewportLength: extent)
    let spacing = reference.stopSpacing(count: count, viewportLength: extent)
    var proposals = [
      current, current + Double.random(in: -2...2, using: &random) * max(spacing, 1),
      current + Double.random(in: -9...9, using: &random) * max(spacing, 1), -extent,
      maxOffset + extent,
    ]
    if spacing > 0, maxOffset > 0 {
      let stops = (maxOffset / spacing).rounded(.down)
      proposals.append(Double(Int.random(in: 0...Int(min(stops, 1e6)), using: &random)) * spacing)
    }
    for proposed in proposals {
      for velocity in [-1.0, 0, 1] {
        checkDrag(layout, reference: reference, proposed: proposed, velocity: velocity)
      }
    }
  }

  /// One drag, against the reference's landing.
  mutating func checkDrag(
    _ layout: SimulatedWheelLayout, reference: WheelReference, proposed: Double,
    velocity: Double
  ) {
    let count = layout.itemCount
    let extent = reference.isHorizontal ? layout.bounds.width : layout.bounds.height
    let spacing = reference.stopSpacing(count: count, viewportLength: extent)
    // The layout answers the target, and the delegate reads the landing
    // item there.
    let point = reference.isHorizontal ? Point(x: proposed, y: 0) : Point(x: 0, y: proposed)
    let speed = reference.isHorizontal ? Point(x: velocity, y: 0) : Point(x: 0, y: velocity)
    let result = layout.targetContentOffset(proposed: point, velocity: speed)
    guard (reference.isHorizontal ? result.y : result.x) == 0 else {
      fail("the target moved across the scroll axis: \(result)")
      return
    }
    let target = reference.isHorizontal ? result.x : result.y
    let landing = layout.endDragging(target: result, velocity: speed)
    let direct = layout.wheel.landingItemIndex(
      forProposed: proposed, velocity: velocity, in: layout.bounds, itemCount: count)
    guard landing == direct else {
      fail(
        "the item at the target, \(String(describing: landing)), is not the landing item \(String(describing: direct))"
      )
      return
    }
    let expected = reference.landing(
      proposed: proposed, velocity: velocity, count: count, viewport: layout.bounds)
    let lift = reference.isHorizontal ? layout.bounds.minX : layout.bounds.minY
    let drag = "drag lifted at \(lift) to \(proposed) at \(velocity)"
    guard abs(target - expected.offset) <= 1e-7 * max(1, spacing, abs(expected.offset)) else {
      fail("\(drag): target \(target), expected \(expected.offset)")
      return
    }
    guard landing == expected.index else {
      fail(
        "\(drag): lands on \(String(describing: landing)), expected \(String(describing: expected.index))"
      )
      return
    }
    checkUpright(layout, reference: reference, at: target, spacing: spacing)
  }

  /// The article's adjustable collection view: from the start of the
  /// content, increments walk the items one by one (to the last and no
  /// further with ends, round and back to the start wrapping), and each
  /// value names the centred item as "item k of n".
  mutating func checkAdjustable(_ layout: SimulatedWheelLayout, reference: WheelReference) {
    let count = layout.itemCount
    var layout = layout
    let extent = reference.isHorizontal ? layout.bounds.width : layout.bounds.height
    guard count > 0, reference.stopSpacing(count: count, viewportLength: extent) > 0,
      reference.maximumOffset(count: count, viewportLength: extent) > 0
    else {
      if count == 0, layout.accessibilityValue() != nil { fail("a value with no items") }
      return
    }
    let first = layout.wheel.initialContentOffset(
      centering: 0, in: layout.bounds, itemCount: count)
    layout.bounds = layout.bounds(atOffset: first)
    var expected = 0
    for _ in 0..<min(count + 2, 40) {
      guard layout.accessibilityValue() == "Item \(expected + 1), item \(expected + 1) of \(count)"
      else {
        fail(
          "value \(String(describing: layout.accessibilityValue())), expected item \(expected + 1)")
        return
      }
      layout.step(by: 1)
      expected = reference.wraps ? (expected + 1) % count : min(expected + 1, count - 1)
    }
    layout.step(by: -1)
    let back = reference.wraps ? (expected + count - 1) % count : max(expected - 1, 0)
    if layout.accessibilityValue() != "Item \(back + 1), item \(back + 1) of \(count)" {
      fail(
        "decrement: \(String(describing: layout.accessibilityValue())), expected item \(back + 1)")
    }
  }

  /// At a snapped offset, the item the wheel calls centred stands upright
  /// at the top, in the reference too.
  mutating func checkUpright(
    _ layout: SimulatedWheelLayout, reference: WheelReference, at offset: Double, spacing: Double
  ) {
    let count = layout.itemCount
    guard count > 0, spacing > 0 else { return }
    let bounds = layout.bounds(atOffset: offset)
    guard let index = layout.wheel.centeredItemIndex(in: bounds, itemCount: count) else {
      fail("no centred item at \(offset)")
      return
    }
    let angle = reference.item(index, count: count, viewport: bounds).wheelAngle
    if abs(angle) > 1e-6 * reference.anglePerItem {
      fail("item \(index) is \(angle) rad from upright at snapped offset \(offset)")
    }
  }

  /// Whether two angles or unit values agree to within rounding.
  private func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(b))
  }

  /// Whether two points agree to within rounding: relative to their
  /// coordinates, which grow with the offset on a wrapping wheel, and to
  /// the radius, which multiplies the angle's rounding.
  private func near(_ a: Point, _ b: Point, _ radius: Double) -> Bool {
    abs(a.x - b.x) <= 1e-8 * max(1, abs(b.x), radius)
      && abs(a.y - b.y) <= 1e-8 * max(1, abs(b.y), radius)
  }
}
