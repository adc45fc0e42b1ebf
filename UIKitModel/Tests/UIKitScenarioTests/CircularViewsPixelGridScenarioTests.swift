// WheelView and CarouselView on a display of scale 3 (issue 45, problem
// 9): UIScrollView holds its offset rounded to the pixel grid, so the
// exact offset that centres an item, when it is not on the grid, is never
// the one the scroll view holds. A tap on the centred item writes the
// selection once and leaves nothing waiting for an animation that UIKit
// never runs.

import CircularLayout
import LayoutGeometry
import SwiftUI
import Testing
import UIKit

@MainActor
struct CircularViewsPixelGridScenarioTests {
  typealias Engine = CircularViewsScenarioTests.Engine

  /// `offset` on the grid of a display of scale 3, as UIKit holds it:
  /// each coordinate to the nearest third of a point.
  static func onGrid(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: (offset.x * 3).rounded(.toNearestOrAwayFromZero) / 3,
      y: (offset.y * 3).rounded(.toNearestOrAwayFromZero) / 3)
  }

  /// Issue 45, problem 9: the view rests on an item whose exact offset is
  /// off the grid, and the binding holds a value no item carries (the
  /// view keeps its item). A tap on the centred item settles where it is:
  /// the item is written once, and no animation is left pending, so the
  /// next settle writes too. A caller's value for the centred item
  /// scrolls nothing and is not written back.
  @Test(arguments: Engine.allCases)
  func aTapOnTheCentredItemWritesOnceOnThePixelGrid(engine: Engine) throws {
    // 100.1 points per item: 300.3 pixels, so most items' offsets fall
    // between pixels.
    let harness = try CircularViewsScenarioTests.harness(
      engine, selection: 7, scale: 3, distancePerItem: 100.1)
    let collectionView = harness.collectionView
    // An item whose exact centring offset is off the grid.
    let index = try #require(
      (0..<harness.ids.count).first {
        harness.offset(centering: $0) != Self.onGrid(harness.offset(centering: $0))
      },
      "\(engine): every item's offset is on the grid")
    let id = harness.ids[index]
    // The caller brings it to the reference point, then sets a value no
    // item carries: the view keeps the item, and nothing is written.
    harness.select(id, animated: false)
    harness.select(7, animated: false)
    #expect(harness.centeredIndex == index, "\(engine)")
    #expect(collectionView.contentOffset == Self.onGrid(harness.offset(centering: index)))
    #expect(collectionView.contentOffset != harness.offset(centering: index))
    #expect(harness.box.writes == [], "\(engine)")
    #expect(harness.isSettled, "\(engine)")

    // The tap: centred already, within a sub-pixel.
    #expect(!harness.tap(index), "the cell is never left selected")
    #expect(harness.box.writes == [id], "\(engine): written once where it settles")
    #expect(harness.isSettled, "\(engine): no animation left pending")
    #expect(harness.centeredIndex == index)

    // The next settle writes: a fling.
    collectionView.modelEndDragging(
      withVelocity: CircularViewsScenarioTests.velocity(3, along: harness.axis))
    let landing = try #require(harness.centeredID)
    #expect(landing != id, "\(engine)")
    #expect(harness.box.writes == [id, landing], "\(engine)")
    #expect(harness.isSettled, "\(engine)")

    // The caller's value for the item shown: nothing moves, nothing is
    // written, nothing is pending.
    let rest = collectionView.contentOffset
    harness.select(7, animated: true)
    harness.select(landing, animated: true)
    #expect(collectionView.contentOffset == rest, "\(engine)")
    #expect(harness.box.writes == [id, landing], "\(engine)")
    #expect(harness.isSettled, "\(engine)")
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  /// Issue 51, item 6: outside a window UIScrollView rounds its offset to
  /// whole points (openradar 32547794), so an item whose exact offset is
  /// 0.4 of a point off a whole point is centred already, though more than
  /// a pixel of scale 3 away. A tap on it writes once and leaves no
  /// animation pending that UIKit would never end.
  @Test(arguments: Engine.allCases)
  func outsideAWindowATapOnTheCentredItemWritesOnceOnWholePoints(engine: Engine) throws {
    let harness = try CircularViewsScenarioTests.harness(
      engine, selection: 7, scale: 3, distancePerItem: 100.4)
    let collectionView = harness.collectionView
    collectionView.modelIsInWindow = false
    // An item whose exact offset is over a pixel of scale 3 from the
    // whole point it rounds to.
    let index = try #require(
      (0..<harness.ids.count).first {
        let exact = harness.offset(centering: $0)
        let fraction = max(
          abs(exact.x - exact.x.rounded(.toNearestOrAwayFromZero)),
          abs(exact.y - exact.y.rounded(.toNearestOrAwayFromZero)))
        return fraction > 1.0 / 3 && fraction < 0.5
      },
      "\(engine): no item's offset is that far off a whole point")
    let id = harness.ids[index]
    // Brought to the reference point, then a value no item carries: the
    // view keeps the item, and nothing is written.
    harness.select(id, animated: false)
    harness.select(7, animated: false)
    #expect(harness.centeredIndex == index, "\(engine)")
    let held = collectionView.contentOffset
    #expect(held.x == held.x.rounded() && held.y == held.y.rounded(), "\(engine)")
    #expect(harness.box.writes == [], "\(engine)")
    #expect(harness.isSettled, "\(engine)")

    #expect(!harness.tap(index), "the cell is never left selected")
    #expect(harness.box.writes == [id], "\(engine): written once where it settles")
    #expect(harness.isSettled, "\(engine): no animation left pending")
    #expect(collectionView.contentOffset == held, "\(engine)")
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }
}
