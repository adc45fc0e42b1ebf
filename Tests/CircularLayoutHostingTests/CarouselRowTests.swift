// A carousel laid out as a compositional row: the row's geometry worked
// out by hand, and the row drawing exactly what a carousel scrolled to the
// same offset draws, in every style, with ends, horizontally, left to
// right whatever the carousel said.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import Testing

@testable import CircularLayoutHosting

@Suite struct CarouselRowTests {
  private let size = Size(width: 120, height: 90)

  @Test func theGeometryCentresEachItemsGroupWhereTheCarouselCentresTheItem() throws {
    let linear = CarouselRow(carousel: try Carousel(itemSize: size, style: .linear), height: nil)
    // Linear: one item per item width.
    #expect(linear.scrollDistancePerItem(width: 375, itemCount: 10) == 120)
    #expect(linear.cardFrame(groupWidth: 120) == Rect(x: 0, y: 0, width: 120, height: 90))
    #expect(linear.height == 90)
    // Cover flow: half an item per item, so the card is wider than its
    // group and overhangs it by a quarter of a card each side.
    let coverFlow = CarouselRow(
      carousel: try Carousel(itemSize: size, style: .coverFlow), height: 150)
    #expect(coverFlow.scrollDistancePerItem(width: 375, itemCount: 10) == 60)
    #expect(coverFlow.cardFrame(groupWidth: 60) == Rect(x: -30, y: 30, width: 120, height: 90))
    #expect(coverFlow.height == 150)
  }

  /// The carousel's offset read from where a group is shown, by hand: in
  /// a 375-point linear row (d = 120), item 3 centred (at 187.5) is
  /// offset 360; shown 40 points left of the centre, 400; item 0 at the
  /// centre, 0, whatever inset UIKit put before it.
  @Test func theOffsetIsReadFromWhereAGroupIsShown() throws {
    let row = CarouselRow(carousel: try Carousel(itemSize: size, style: .linear), height: nil)
    #expect(row.offset(placingItem: 3, atVisibleCentre: 187.5, width: 375, itemCount: 10) == 360)
    #expect(row.offset(placingItem: 3, atVisibleCentre: 147.5, width: 375, itemCount: 10) == 400)
    #expect(row.offset(placingItem: 0, atVisibleCentre: 187.5, width: 375, itemCount: 10) == 0)
    #expect(row.offset(placingItem: 0, atVisibleCentre: .nan, width: 375, itemCount: 10) == 0)
    #expect(row.centredItemIndex(offset: 400, width: 375, itemCount: 10) == 3)
    #expect(row.centredItemIndex(offset: 420, width: 375, itemCount: 10) == 4)
    #expect(row.centredItemIndex(offset: -500, width: 375, itemCount: 10) == 0)
    #expect(row.centredItemIndex(offset: 1e9, width: 375, itemCount: 10) == 9)
    #expect(row.centredItemIndex(offset: .nan, width: 375, itemCount: 10) == 0)
    #expect(row.centredItemIndex(offset: 0, width: 375, itemCount: 0) == nil)
  }

  @Test func theRowIsHorizontalWithEndsAndLeftToRight() throws {
    var carousel = try Carousel(itemSize: size, style: .rotary)
    try carousel.update {
      $0.axis = .vertical
      $0.wrapsAround = true
      $0.layoutDirection = .rightToLeft
    }
    let row = CarouselRow(carousel: carousel, height: .nan)
    #expect(row.host.layout.axis == .horizontal)
    #expect(row.host.layout.wrapsAround == false)
    #expect(row.host.layout.layoutDirection == .leftToRight)
    #expect(row.height == 90)
    #expect(CarouselRow(carousel: carousel, height: 10).height == 90)
    #expect(CarouselRow(carousel: carousel, height: .infinity).height == 90)
  }

  /// A group shown at the centre of the row's visible width gives the
  /// offset at which the carousel centres its item, in every style: a row
  /// resting with a group centred draws that item centred, at the
  /// group's centre.
  @Test(arguments: builtInStyles)
  func aCentredGroupIsTheCarouselsCentredItem(style: Carousel.Style) throws {
    let row = CarouselRow(carousel: try Carousel(itemSize: size, style: style), height: nil)
    let width = 390.0
    let count = 12
    let distance = row.scrollDistancePerItem(width: width, itemCount: count)
    for index in 0..<count {
      let offset = row.offset(
        placingItem: index, atVisibleCentre: width / 2, width: width, itemCount: count)
      #expect(offset == Double(index) * distance, "\(style) item \(index)")
      #expect(row.centredItemIndex(offset: offset, width: width, itemCount: count) == index)
      let drawn = try #require(
        row.attributes(forItemAt: index, offset: offset, width: width, itemCount: count))
      #expect(abs(drawn.center.x - offset - width / 2) < 1e-9, "\(style) item \(index)")
      #expect(abs(drawn.center.y - row.height / 2) < 1e-9)
      #expect(!drawn.isHidden)
    }
  }

  /// The row draws what a carousel laid out on its own (a
  /// CarouselCollectionViewLayout's host) draws for the same bounds.
  @Test(arguments: builtInStyles)
  func theRowDrawsWhatTheCarouselDraws(style: Carousel.Style) throws {
    var carousel = try Carousel(itemSize: size, style: style)
    try carousel.update { $0.wrapsAround = false }
    let row = CarouselRow(carousel: carousel, height: 140)
    let host = ScrollingLayoutHost(carousel)
    var generator = SplitMix64(seed: UInt64(builtInStyles.firstIndex(of: style)!) + 46)
    for _ in 0..<200 {
      let count = Int.random(in: 1...40, using: &generator)
      let width = Double.random(in: 200...800, using: &generator)
      let offset = Double.random(in: -100...4000, using: &generator)
      let bounds = Rect(x: offset, y: 0, width: width, height: 140)
      for index in 0..<count {
        #expect(
          row.attributes(forItemAt: index, offset: offset, width: width, itemCount: count)
            == host.attributes(forItemAt: index, in: bounds, itemCount: count))
      }
      // A tap finds what the carousel finds where every item it draws is
      // shown, and otherwise the front one of those shown.
      let point = Point(
        x: offset + Double.random(in: 0...width, using: &generator),
        y: Double.random(in: 0...140, using: &generator))
      let shown = host.layout.items(in: bounds, itemCount: count).filter {
        row.isShown($0.index, offset: offset, width: width, itemCount: count)
      }
      let front = shown.filter { $0.outline.contains(point) }.max { $0.zIndex < $1.zIndex }
      #expect(
        row.itemIndex(at: point, offset: offset, width: width, itemCount: count) == front?.index)
      if shown.count == host.layout.items(in: bounds, itemCount: count).count {
        #expect(front?.index == host.itemIndex(at: point, in: bounds, itemCount: count))
      }
    }
  }

  /// The counts the docs give: what the carousel draws against what a row
  /// shows (the cards whose place meets the visible width), 150-point
  /// cards in a 390-point row of 30 items resting on item 10.
  @Test func deepStylesShowFewerItemsInARowAsTheDocsSay() throws {
    let expected: [Carousel.Style: (drawn: Int, shown: Int)] = [
      .linear: (3, 3), .rotary: (12, 3), .invertedRotary: (3, 3), .cylinder: (12, 3),
      .invertedCylinder: (3, 3), .wheel: (3, 3), .invertedWheel: (3, 3), .coverFlow: (11, 7),
      .coverFlow2: (11, 7), .timeMachine: (11, 2), .invertedTimeMachine: (20, 2),
    ]
    for (style, counts) in expected {
      let row = CarouselRow(
        carousel: try Carousel(itemSize: Size(width: 150, height: 150), style: style),
        height: nil)
      let offset = 10 * row.scrollDistancePerItem(width: 390, itemCount: 30)
      let drawn = row.host.layout.items(
        in: row.viewport(offset: offset, width: 390), itemCount: 30)
      let shown = drawn.filter { row.isShown($0.index, offset: offset, width: 390, itemCount: 30) }
      #expect(drawn.count == counts.drawn, "\(style)")
      #expect(shown.count == counts.shown, "\(style)")
    }
  }

  @Test func badWidthsAndOffsetsNeverTrap() throws {
    let row = CarouselRow(carousel: try Carousel(itemSize: size, style: .cylinder), height: nil)
    for width in [Double.nan, .infinity, -1, 0] {
      #expect(row.scrollDistancePerItem(width: width, itemCount: 5) >= 1)
      #expect(row.offset(placingItem: 2, atVisibleCentre: 10, width: width, itemCount: 5).isFinite)
      for offset in [Double.nan, .infinity, -.infinity] {
        let drawn = row.attributes(forItemAt: 0, offset: offset, width: width, itemCount: 5)
        #expect(drawn.map { $0.center.x.isFinite && $0.center.y.isFinite } ?? true)
        // No width: the carousel's viewport shows nothing, so hits nothing.
        #expect(
          row.itemIndex(at: Point(x: 10, y: 10), offset: offset, width: width, itemCount: 5)
            == nil)
      }
    }
    #expect(row.attributes(forItemAt: 5, offset: 0, width: 375, itemCount: 5) == nil)
    #expect(row.attributes(forItemAt: -1, offset: 0, width: 375, itemCount: 5) == nil)
  }
}

/// iCarousel's eleven styles (a custom one needs a transform of its own).
private let builtInStyles = Carousel.Style.allCases.filter { $0 != .custom }

/// Steps of the centred item, by hand: from the centre, clamped to the
/// ends, nothing at an end; while a step is under way, from its target, so
/// that two quick presses move two items; from the centre again once it
/// has left that step's span.
@Suite struct CarouselRowStepTests {
  private func step(
    _ centre: Int, by steps: Int, of count: Int = 10, underWay: (Int, Int)? = nil
  ) -> Int? {
    CarouselRow.stepTarget(
      from: centre, by: steps, itemCount: count,
      underWay: underWay.map { CarouselRow.Step(origin: $0.0, target: $0.1) })
  }

  @Test func aStepCountsFromTheCentreClampedToTheEnds() {
    #expect(step(3, by: 1) == 4)
    #expect(step(3, by: -1) == 2)
    #expect(step(3, by: 100) == 9)
    #expect(step(3, by: -100) == 0)
    #expect(step(9, by: 1) == nil, "at the end")
    #expect(step(0, by: -1) == nil, "at the start")
    #expect(step(3, by: 0) == nil)
    #expect(step(3, by: .max) == 9)
    #expect(step(3, by: .min) == 0)
    #expect(step(0, by: 1, of: 0) == nil, "no items")
    #expect(step(0, by: 1, of: 1) == nil)
  }

  /// The first press scrolls from 3 toward 4; the second comes while the
  /// centre is still 3, or already past halfway at 4.
  @Test func aStepUnderWayCountsFromItsTarget() {
    #expect(step(3, by: 1, underWay: (3, 4)) == 5)
    #expect(step(3, by: 1, underWay: (3, 5)) == 6)
    #expect(step(4, by: 1, underWay: (3, 5)) == 6)
    // Arrived: the target is the centre.
    #expect(step(4, by: 1, underWay: (3, 4)) == 5)
    // Backward, and back against a forward step.
    #expect(step(5, by: -1, underWay: (5, 3)) == 2)
    #expect(step(3, by: -1, underWay: (3, 4)) == 3)
    // At the end: the step under way already goes there.
    #expect(step(8, by: 1, underWay: (8, 9)) == nil)
  }

  /// A centre outside the step's span: the user dragged elsewhere, and
  /// the step no longer says where the row is going.
  @Test func aCentreOutsideTheStepsSpanCountsAsItself() {
    #expect(step(7, by: 1, underWay: (3, 4)) == 8)
    #expect(step(2, by: 1, underWay: (3, 4)) == 3)
    // A step under way to an item the row no longer has.
    #expect(step(3, by: 1, of: 4, underWay: (3, 9)) == nil)
    #expect(step(2, by: 1, of: 4, underWay: (2, 9)) == 3)
  }
}
