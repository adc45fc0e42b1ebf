// The carousel as a whole: the issue's snippet, a worked example by hand,
// the scale (10M items answer as 100 do), facing by winding where
// iCarousel's m33 is wrong, and the value semantics.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class CarouselTests: XCTestCase {
  /// The issue's snippet, as written.
  func testTheIssuesSnippet() throws {
    let viewport = phoneViewport
    let n = 40
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    try carousel.update { $0.perspective = -1.0 / 500 }
    carousel._checkInvariants()
    carousel.axis = .horizontal
    carousel._checkInvariants()
    carousel.wrapsAround = true
    carousel._checkInvariants()
    carousel.showsBackfaces = false
    carousel._checkInvariants()
    try carousel.update { $0.visibleItemLimit = 30 }
    carousel._checkInvariants()
    let visible: [Carousel.Item] = carousel.items(in: viewport, itemCount: n)
    XCTAssertFalse(visible.isEmpty)
    for item in visible {
      _ = (item.index, item.offset, item.transform, item.outline, item.frame, item.alpha)
      _ = (item.zIndex, item.isFrontFacing)
      XCTAssertTrue(item.isFrontFacing)
    }
    let point = Point(x: 187.5, y: 333.5)
    let tapped: Int? = carousel.itemIndex(at: point, in: viewport, itemCount: n)
    XCTAssertEqual(tapped, 0)
    let size = Size(width: 120, height: 160)
    let mine = try Carousel(
      itemSize: size, custom: ParametricTransform(parameters: .init(step: 100, lift: 0, turn: 0)))
    XCTAssertEqual(mine.style, .custom)
    carousel.layoutDirection = .rightToLeft
    carousel._checkInvariants()
  }

  /// A linear carousel by hand: 100-point items one item apart, the
  /// viewport at offset 250 (position 2.5), an orthographic view.
  func testALinearCarouselByHand() throws {
    var carousel = try Carousel(itemSize: Size(width: 100, height: 80))
    try carousel.update { $0.perspective = 0 }
    carousel._checkInvariants()
    let viewport = Rect(x: 250, y: 0, width: 300, height: 200)
    let items = carousel.items(in: viewport, itemCount: 10)
    // Centre at (400, 100); item i at x 400 + (i - 2.5) · 100: items 1 to
    // 4 reach into 250 ..< 550, item 1 from 200 to 300 and item 4 from 500
    // to 600.
    XCTAssertEqual(items.map(\.index), [1, 2, 3, 4])
    let two = items[1]
    XCTAssertEqual(two.offset, -0.5)
    XCTAssertEqual(two.center, Point(x: 400, y: 100))
    XCTAssertEqual(
      two.outline.vertices,
      [Point(x: 300, y: 60), Point(x: 400, y: 60), Point(x: 400, y: 140), Point(x: 300, y: 140)])
    XCTAssertEqual(two.frame, Rect(x: 300, y: 60, width: 100, height: 80))
    XCTAssertEqual(two.alpha, 1)
    XCTAssertTrue(two.isFrontFacing)
    // All at depth 0: the nearest to the centre on top, and at exactly
    // half an item either side (items 2 and 3) the lower index.
    XCTAssertEqual(items.map(\.zIndex).sorted(), items.map(\.zIndex).sorted())
    XCTAssertGreaterThan(items[1].zIndex, items[2].zIndex)
    XCTAssertGreaterThan(items[2].zIndex, items[0].zIndex)
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 400, y: 100), in: viewport, itemCount: 10), 3)
    XCTAssertEqual(carousel.centeredItemIndex(in: viewport, itemCount: 10), 3)
  }

  /// The candidates do not depend on the item count: a carousel of 10M
  /// items at the same position answers as one of 100, for every style.
  func testTenMillionItemsAnswerAsAHundred() throws {
    for style in Carousel.Style.allCases where style != .custom {
      let carousel = try Carousel(itemSize: Size(width: 160, height: 200), style: style)
      // Positions at least 30 items (a whole window) from either end.
      for position in [35.0, 41.25, 64.5] {
        let small = Rect(
          x: position * carousel.distance, y: 0, width: 375, height: 667)
        // The same items and offsets, far into a long feed.
        let shift = 5_000_000.0
        let far = Rect(
          x: (position + shift) * carousel.distance, y: 0, width: 375, height: 667)
        let near = carousel.items(in: small, itemCount: 100)
        let deep = carousel.items(in: far, itemCount: 10_000_000)
        if carousel.wrapsAround { continue }  // the turn differs: compared below
        XCTAssertEqual(near.map { $0.index + 5_000_000 }, deep.map(\.index), "\(style)")
        XCTAssertEqual(near.map(\.offset), deep.map(\.offset), "\(style)")
        XCTAssertEqual(near.map(\.zIndex), deep.map(\.zIndex), "\(style)")
        XCTAssertEqual(near.map(\.transform), deep.map(\.transform), "\(style)")
      }
    }
    // The maximum count, wrapping: the items round the seam.
    let cylinder = try Carousel(itemSize: Size(width: 160, height: 200), style: .cylinder)
    let count = Carousel.maximumItemCount
    let start = cylinder.initialContentOffset(
      centering: 0, in: phoneViewport, itemCount: count)
    let items = cylinder.items(
      in: Rect(x: start, y: 0, width: 375, height: 667), itemCount: count)
    XCTAssertFalse(items.isEmpty)
    XCTAssertTrue(items.contains { $0.index == count - 1 })
    XCTAssertTrue(items.contains { $0.index == 0 })
    XCTAssertEqual(items.map(\.index), items.map(\.index).sorted())
    XCTAssertEqual(
      cylinder.item(
        count - 1, in: Rect(x: start, y: 0, width: 375, height: 667), itemCount: count)?.offset,
      -1)
  }

  /// Found in review: at the maximum count, wrapping, half an item past
  /// the start, the items before the seam stand 1.5 and 2.5 items back.
  /// `index - p` was rounded near 2^53 before the turn was taken off, and
  /// both stood at -2, one on the other.
  func testTheItemsBesideTheSeamOfTheMaximumCountKeepTheFraction() throws {
    let count = Carousel.maximumItemCount
    var linear = try Carousel(itemSize: Size(width: 200, height: 200), style: .linear)
    linear.wrapsAround = true
    linear._checkInvariants()
    let halfway = Rect(x: 100, y: 0, width: 1_200, height: 667)
    XCTAssertEqual(linear.scrollPosition(in: halfway, itemCount: count), 0.5)
    let offsets = Dictionary(
      uniqueKeysWithValues: linear.items(in: halfway, itemCount: count).map {
        ($0.index, $0.offset)
      })
    XCTAssertEqual(offsets[count - 1], -1.5)
    XCTAssertEqual(offsets[count - 2], -2.5)
    XCTAssertEqual(offsets[0], -0.5)
    XCTAssertEqual(offsets[1], 0.5)
  }

  /// iCarousel hides an item whose transform's m33 is not positive; the
  /// winding of the projected outline is the right test under perspective.
  func testFacingIsTheWindingNotM33() throws {
    struct Aside: CarouselTransform {
      func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
        // Item 1 turned 80° and moved 400 to the right: its normal still
        // points a little towards the screen (m33 > 0), but from the eye
        // it shows its back.
        offset == 1
          ? base.translatedBy(x: 400, y: 0, z: 0).rotated(
            by: 80 * .pi / 180, aroundX: 0, y: 1, z: 0)
          : base.translatedBy(x: offset * 400, y: 0, z: 0)
      }
    }
    var carousel = try Carousel(itemSize: Size(width: 100, height: 120), custom: Aside())
    let viewport = Rect(x: 0, y: 0, width: 1_200, height: 400)
    let item = try XCTUnwrap(carousel.item(1, in: viewport, itemCount: 3))
    XCTAssertGreaterThan(item.transform.m33, 0)
    XCTAssertFalse(item.isFrontFacing)
    XCTAssertTrue(carousel.items(in: viewport, itemCount: 3).contains { $0.index == 1 })
    carousel.showsBackfaces = false
    carousel._checkInvariants()
    XCTAssertFalse(carousel.items(in: viewport, itemCount: 3).contains { $0.index == 1 })
    XCTAssertNotEqual(
      carousel.itemIndex(at: Point(x: 1_000, y: 200), in: viewport, itemCount: 3), 1)
  }

  /// An item pushed past the eye has an outline with no vertices: never
  /// returned or hit. One cut by the eye plane keeps a finite outline.
  func testItemsBehindAndAcrossTheEye() throws {
    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .timeMachine)
    var open = carousel
    try open.update { $0.fade = .disabled }  // nothing fades: the items in front come at the eye
    open._checkInvariants()
    let viewport = Rect(x: 0, y: 0, width: 375, height: 667)
    // Offset 3: z = 3 · 200 = 600, past the eye at 500.
    let behind = try XCTUnwrap(open.item(3, in: viewport, itemCount: 10))
    XCTAssertTrue(behind.outline.vertices.isEmpty)
    XCTAssertTrue(behind.outline.isEmpty)
    XCTAssertFalse(behind.frame.isFinite)
    XCTAssertFalse(open.items(in: viewport, itemCount: 10).contains { $0.index == 3 })
    // A tilted item with a corner behind the eye: cut, every vertex finite.
    var leaning = try Carousel(itemSize: Size(width: 200, height: 600), style: .coverFlow)
    try leaning.update { $0.perspective = -1.0 / 150 }
    leaning._checkInvariants()
    leaning.axis = .vertical
    leaning._checkInvariants()
    for index in 0..<6 {
      let item = try XCTUnwrap(
        leaning.item(index, in: Rect(x: 0, y: 300, width: 375, height: 667), itemCount: 6))
      XCTAssertTrue(item.outline.vertices.allSatisfy(\.isFinite))
      XCTAssertTrue([0, 3, 4, 5].contains(item.outline.vertices.count))
    }
  }

  /// The inverted rotary brings the items across its circle between the
  /// eye and the screen, magnified, as its documentation says; half a turn
  /// of candidates, iCarousel's count for the style, leaves them out. The
  /// gallery's numbers: 110 x 140 items, 12 of them, a 420-point screen,
  /// so r = 55 / tan(π/12) = 205.26 and the item across, at offset 6, sits
  /// at z = 2r = 410.53, where w = 1 - 410.53 / 500 = 0.1789: 5.59 times
  /// its size.
  func testTheInvertedRotarysItemsAcrossTheCircle() throws {
    var carousel = try Carousel(itemSize: Size(width: 110, height: 140), style: .invertedRotary)
    let viewport = Rect(x: 550, y: 0, width: 420, height: 240)  // at rest on item 5
    XCTAssertEqual(carousel.scrollPosition(in: viewport, itemCount: 12), 5)
    XCTAssertEqual(carousel.circularItemCount(in: viewport, itemCount: 12), 12)
    let r = 55 / Math.tan(Double.pi / 12)
    XCTAssertEqual(carousel.radius(in: viewport, itemCount: 12), r, accuracy: 1e-9)
    XCTAssertEqual(r, 205.26, accuracy: 0.005)

    let across = try XCTUnwrap(carousel.items(in: viewport, itemCount: 12).first { $0.index == 11 })
    XCTAssertEqual(abs(across.offset), 6)
    XCTAssertEqual(across.transform.m43, 2 * r, accuracy: 1e-9)
    XCTAssertEqual(across.frame.width, 110 / (1 - 2 * r / 500), accuracy: 1e-6)
    XCTAssertEqual(across.frame.width / 110, 5.59, accuracy: 0.005)
    XCTAssertTrue(across.isFrontFacing)
    XCTAssertEqual(across.zIndex, 11, "nearest the eye, on top of the other eleven")
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 760, y: 120), in: viewport, itemCount: 12), 11)

    // iCarousel's look: ceil(12 / 2) = 6 candidates, offsets -2 ... 3; at
    // offset 3 (a quarter turn, z = r, 1.7 times its size) item 8 is 348
    // points right of the centre, past the screen's edge.
    let limit = (carousel.circularItemCount(in: viewport, itemCount: 12) + 1) / 2
    try carousel.update { $0.visibleItemLimit = limit }
    carousel._checkInvariants()
    XCTAssertEqual(carousel.visibleItemLimit, 6)
    let half = carousel.items(in: viewport, itemCount: 12)
    XCTAssertEqual(half.map(\.index), [3, 4, 5, 6, 7])
    XCTAssertNotNil(carousel.item(8, in: viewport, itemCount: 12))
    XCTAssertNil(carousel.item(2, in: viewport, itemCount: 12))
    XCTAssertTrue(half.allSatisfy { $0.frame.width < 2 * 110 })
    XCTAssertEqual(carousel.itemIndex(at: Point(x: 760, y: 120), in: viewport, itemCount: 12), 5)
    carousel._checkInvariants()
  }

  func testValueSemantics() throws {
    let a = try Carousel(itemSize: Size(width: 200, height: 200), style: .wheel)
    var b = a
    XCTAssertEqual(a, b)
    b.axis = .vertical
    b._checkInvariants()
    XCTAssertNotEqual(a, b)
    XCTAssertEqual(Set([a, b, a]).count, 2)
    let one = ParametricTransform(parameters: .init(step: 1, lift: 2, turn: 3))
    let two = ParametricTransform(parameters: .init(step: 1, lift: 2, turn: 4))
    let size = Size(width: 10, height: 10)
    XCTAssertEqual(
      try Carousel(itemSize: size, custom: one), try Carousel(itemSize: size, custom: one))
    XCTAssertNotEqual(
      try Carousel(itemSize: size, custom: one), try Carousel(itemSize: size, custom: two))
    requireSendable(Carousel.self)
    requireSendable(Carousel.Item.self)
    requireSendable(Carousel.Configuration.self)
    requireSendable(Carousel.ConfigurationError.self)
    requireSendable(Carousel.Style.self)
    XCTAssertTrue(ScrollSnapping.self == ScrollSnapping.self)
    XCTAssertTrue(LayoutDirection.self == LayoutDirection.self)
    let item = try XCTUnwrap(a.items(in: phoneViewport, itemCount: 5).first)
    XCTAssertEqual(try GeometryCoding.roundTrip(item), item)
  }

  private func requireSendable<T: Sendable>(_: T.Type) {}
}
