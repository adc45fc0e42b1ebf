// Scale edges: viewports at offsets near 1e15, where a Double's spacing is
// an eighth of a point, and past 2^53, where it exceeds a point; item counts
// of ten million, 2^53 and Int.max. Each has a documented outcome, checked
// here; nothing traps and no coordinate is NaN.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelScaleTests: XCTestCase {
  private let offsets: [Double] = [
    1e15, 1e15 + 0.125, -1e15, 0x1p53 - 1, 0x1p53, 0x1p53 + 2, 1e16, 1e300, -.infinity,
  ]

  /// The indices within half a turn (and a margin) either side of the
  /// scroll position: where every visible item must lie.
  private func window(_ wheel: Wheel, _ viewport: Rect, count: Int) -> [Int] {
    let position = wheel.scrollPosition(in: viewport, itemCount: count)
    let reach = Int((Double.pi / wheel.anglePerItem + 3).rounded(.up))
    let centre = Int(position.rounded(.down))
    var indices = Set<Int>()
    for relative in -reach...reach {
      let index = centre + relative
      if wheel.wrapsAround {
        indices.insert(((index % count) + count) % count)
      } else if index >= 0, index < count {
        indices.insert(index)
      }
    }
    return indices.sorted()
  }

  /// A wrapping wheel turns by `offset / itemLength` items, reduced modulo
  /// the count: at 1e15 the offset still resolves an eighth of a point, so
  /// the wheel turns smoothly; past 2^53 the offset is clamped to 2^53. The
  /// visible items are exactly the brute force's, every coordinate finite.
  func testWrappingWheelAtHugeOffsets() throws {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    for count in [10, 10_000_000, Wheel.maximumItemCount, Int.max] {
      let sanitized = min(count, Wheel.maximumItemCount)
      for offset in offsets {
        let viewport = tutorialViewport(x: offset)
        let context = "count \(count), offset \(offset)"
        let position = wheel.scrollPosition(in: viewport, itemCount: count)
        XCTAssertTrue(position >= 0 && position < Double(sanitized), context)
        let clamped = min(max(offset, -Wheel.maximumLength), Wheel.maximumLength)
        let turns = clamped / 133
        let expected = turns - Double(sanitized) * (turns / Double(sanitized)).rounded(.down)
        XCTAssertEqual(position, expected, accuracy: 1e-6 * max(1, abs(turns)), context)

        let items = wheel.items(in: viewport, itemCount: count)
        XCTAssertFalse(items.isEmpty, context)
        // The items stand round the viewport as read: its origin clamped
        // to 2^53 points.
        let readAs = tutorialViewport(x: clamped)
        XCTAssertEqual(
          items.map(\.index),
          bruteForceVisibleIndices(
            wheel, in: readAs, itemCount: count, among: window(wheel, viewport, count: sanitized)),
          context)
        XCTAssertEqual(wheel.items(in: readAs, itemCount: count), items, context)
        for item in items { assertSane(item, context) }
        XCTAssertLessThanOrEqual(
          Double(wheel.candidateCount(in: viewport, itemCount: count)),
          2 * .pi / wheel.anglePerItem + 5, context)
        let centred = try XCTUnwrap(wheel.centeredItemIndex(in: viewport, itemCount: count))
        XCTAssertTrue(items.map(\.index).contains(centred), context)
      }
    }
  }

  /// Near 1e15 an eighth of a point still moves the wheel, though the
  /// scroll position (7.5e12 items in) resolves only a 1,024th of an item
  /// there: it moves by the nearest step.
  func testAnEighthOfAPointStillTurnsTheWheelAtOneQuadrillion() {
    var wheel = tutorialWheel
    wheel.wrapsAround = true
    wheel._checkInvariants()
    let count = 10_000_000
    let before = wheel.scrollPosition(in: tutorialViewport(x: 1e15), itemCount: count)
    let after = wheel.scrollPosition(in: tutorialViewport(x: 1e15 + 0.125), itemCount: count)
    XCTAssertEqual((1e15 / 133).ulp, 0x1p-10)
    XCTAssertEqual(after - before, 0x1p-10)
    XCTAssertEqual(after - before, 0.125 / 133, accuracy: 0x1p-11)
  }

  /// A wheel with ends holds still once no item is within half a turn of
  /// the top: far past the end (1e15 is a million times the content of
  /// ten million items) nothing is visible, the position is finite, and
  /// snapping brings the last item back.
  func testWheelWithEndsFarPastItsEnd() {
    let wheel = tutorialWheel
    let count = 10_000_000
    let maxOffset = wheel.maximumContentOffset(in: tutorialViewport(x: 0), itemCount: count)
    for offset in [1e15, 0x1p53 + 2, 1e300, .infinity] {
      let viewport = tutorialViewport(x: offset)
      XCTAssertEqual(wheel.items(in: viewport, itemCount: count), [], "\(offset)")
      // The window is padded a step either way for rounding, so it still
      // holds the last item or two, which are hidden.
      XCTAssertLessThanOrEqual(wheel.candidateCount(in: viewport, itemCount: count), 2)
      let position = wheel.scrollPosition(in: viewport, itemCount: count)
      XCTAssertEqual(position, Double(count - 1) + .pi / wheel.anglePerItem + 1, "\(offset)")
      XCTAssertEqual(wheel.centeredItemIndex(in: viewport, itemCount: count), count - 1)
      XCTAssertNil(wheel.itemIndex(at: viewport.center, in: viewport, itemCount: count))
      for velocity in [-1.0, 0, 1] {
        XCTAssertEqual(
          wheel.targetContentOffset(
            forProposed: offset, velocity: velocity, in: tutorialViewport(x: 0),
            itemCount: count), maxOffset)
      }
    }
    // The mirror image before the start.
    let before = tutorialViewport(x: -1e15)
    XCTAssertEqual(wheel.items(in: before, itemCount: count), [])
    XCTAssertEqual(wheel.centeredItemIndex(in: before, itemCount: count), 0)
  }

  /// A viewport far out across the scroll axis (y near 1e15 on a
  /// horizontal wheel) carries the wheel with it: items are computed
  /// relative to the viewport's centre, so they are where the brute force
  /// puts them and as many as near 0.
  func testViewportsFarAcrossTheScrollAxis() {
    let wheel = tutorialWheel
    let near = tutorialViewport(x: 400).offsetBy(dx: 0, dy: 0)
    let expected = wheel.items(in: near, itemCount: 100).map(\.index)
    for y in [1e15, -1e15, 0x1p53 - 1] {
      let viewport = near.offsetBy(dx: 0, dy: y)
      let items = wheel.items(in: viewport, itemCount: 100)
      XCTAssertEqual(items.map(\.index), expected, "y \(y)")
      XCTAssertEqual(
        items.map(\.index),
        bruteForceVisibleIndices(wheel, in: viewport, itemCount: 100, among: 0..<100), "y \(y)")
      for item in items { assertSane(item, "y \(y)") }
    }
  }
}
