// The cost of a scrolled frame in SwiftUI's LazyMasonry on UIKit (issue
// 35): its coordinator's collection view, compiled against the UIKit
// model, scrolled a point at a time through a 10k-item feed and a
// 1M-item feed, back to back and in alternating order each round; the
// median of the per-round ratios (1M over 10k) is printed. A frame is
// what UIKit does when the offset moves: the model's layout pass (the
// layout's query, the displayed elements, the views of those that appear,
// prefetching) and the coordinator's callbacks (the far hints forgotten,
// the end checked). The target is 1.5x: a frame must not grow with the
// item count. Beside it, the same frames of the 1M feed in a bare
// collection view with the same layout and a plain data source and
// delegate (no prefetching, no SwiftUI): the bridge's share of a frame.
//
// A second line does the same for WheelView's and CarouselView's bridge
// (their one coordinator's collection view): a wheel (WheelView's
// default) and a cover flow carousel (CarouselView's default item size),
// each of 10k and 1M items resting on the middle one, scrolled a point at
// a time along the engine's axis (horizontal for both) and back. A frame
// is the model's layout pass (the layout invalidated by the bounds change
// and prepared again, its query, the displayed elements, the cells of
// those that appear, configured by the coordinator) and whatever the
// coordinator does while the content moves. Each round times the six
// sides in alternating order; the medians of the per-round ratios, 1M
// over 10k and the 1M bridge over a bare collection view of 1M items with
// the same UIKit layout (WheelCollectionViewLayout,
// CarouselCollectionViewLayout) and a plain data source, are printed,
// the wheel's first.
//
// A third line times making a wheel (10k and 1M items) and updating a 1M
// wheel with the same data and with one identifier changed, beside
// reading and comparing the identifiers: what grows with the count, where
// SwiftUI updates the view and never while it scrolls. A fourth times a
// LazyMasonry update at 1M items with the same data, Equatable items
// (each compared with its last value) against items that are not.
//
//     Scripts/uikit-model run -c release bridge-ratios [rounds]

import BenchmarkHarness
import CircularLayout
import CircularLayoutSwiftUI
import CircularLayoutUIKit
import LayoutGeometry
import MasonryLayout
import MasonryLayoutSwiftUI
import MasonryLayoutUIKit
import SwiftUI
import UIKit

let rounds = max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)
let frames = 2_000

struct Photo: Identifiable, Sendable {
  var id: Int
  var height: CGFloat
}

typealias Coordinator = LazyMasonryCoordinator<Photo, Int, EmptyView, EmptyView, EmptyView>

/// A photo that is `Equatable`: LazyMasonry compares each with its last
/// value on an update, to read the estimates of those that changed.
struct EquatablePhoto: Identifiable, Equatable, Sendable {
  var id: Int
  var height: CGFloat
}

/// The bare side: one section of photos, as an app's data source and
/// delegate written for the layout alone.
@MainActor
final class PlainDataSource: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
  let heights: [CGFloat]
  init(_ heights: [CGFloat]) { self.heights = heights }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { heights.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat { heights[indexPath.item] }
}

/// A bare collection view of the same feed, scrolled to its middle.
@MainActor
func makeBare(_ count: Int) -> (UICollectionView, PlainDataSource) {
  let feed = PlainDataSource(
    (0..<count).map { (index: Int) -> CGFloat in 100 + CGFloat(index * 37 % 11) * 20 })
  let layout = try! MasonryCollectionViewLayout(
    configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 8, rowSpacing: 8))
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
  collectionView.dataSource = feed
  collectionView.delegate = feed
  collectionView.layoutIfNeeded()
  collectionView.contentOffset.y = collectionView.contentSize.height / 2
  return (collectionView, feed)
}

/// A laid-out feed of `count` photos, 2 columns on a phone screen, with
/// prefetching and the end observed, scrolled to its middle.
@MainActor
func makeFeed(_ count: Int) -> Coordinator {
  let photos = (0..<count).map { Photo(id: $0, height: 100 + CGFloat($0 * 37 % 11) * 20) }
  var hinted = 0
  let feed = LazyMasonry(photos, columns: .fixed(2), spacing: 8) { _ in
    EmptyView()
  } height: {
    photo, _ in
    photo.height
  }
  .onPrefetch { hinted += $0.count }
  .onEndReached {}
  let coordinator = Coordinator(feed, environment: EnvironmentValues())
  coordinator.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
  coordinator.collectionView.layoutIfNeeded()
  coordinator.collectionView.contentOffset.y = coordinator.collectionView.contentSize.height / 2
  return coordinator
}

/// The seconds `frames` one-point scrolls take along an axis, down (or
/// right) then back again.
@MainActor
func scroll(_ collectionView: UICollectionView, along axis: LayoutGeometry.Axis = .vertical)
  -> Double
{
  let start = seconds()
  switch axis {
  case .vertical:
    for _ in 0..<frames { collectionView.contentOffset.y += 1 }
    for _ in 0..<frames { collectionView.contentOffset.y -= 1 }
  case .horizontal:
    for _ in 0..<frames { collectionView.contentOffset.x += 1 }
    for _ in 0..<frames { collectionView.contentOffset.x -= 1 }
  }
  return seconds() - start
}

/// The bare side of a wheel or carousel: one section of items, as an
/// app's data source written for the layout alone.
@MainActor
final class PlainItems: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
}

/// The binding's storage.
@MainActor
final class Selection {
  var value: Int
  init(_ value: Int) { self.value = value }
}

/// One of the two circular views at one size: what a side of a round
/// scrolls, and what keeps it alive.
@MainActor
struct CircularSide {
  var collectionView: UICollectionView
  var axis: LayoutGeometry.Axis
  var owner: AnyObject
}

/// A WheelView's or CarouselView's value of `data` (each item its own
/// identifier, an empty view), as their body makes it, with a model-only
/// binding.
@MainActor
func circularView<Engine: CircularCollectionEngine>(
  _ engine: Engine, data: [Int], selection: Selection
) -> CircularCollection<Engine, [Int], Int, EmptyView> {
  CircularCollection(
    engine: engine, data: data, id: \.self,
    selection: Binding(modelGet: { selection.value }, modelSet: { selection.value = $0 }),
    decelerationRate: .normal, content: { _ in EmptyView() })
}

/// The coordinator of a WheelView or CarouselView of `count` items, as
/// their body makes it, with the binding on the middle item, laid out on a
/// phone screen and resting on that item.
@MainActor
func makeCircular<Engine: CircularCollectionEngine>(
  _ engine: Engine, count: Int
) -> CircularSide {
  let coordinator = makeCoordinator(
    engine, data: Array(0..<count), selection: Selection(count / 2))
  return CircularSide(
    collectionView: coordinator.collectionView, axis: engine.axis,
    owner: coordinator)
}

/// The coordinator itself, made from `data` and laid out.
@MainActor
func makeCoordinator<Engine: CircularCollectionEngine>(
  _ engine: Engine, data: [Int], selection: Selection
) -> CircularCollectionCoordinator<Engine, [Int], Int, EmptyView> {
  let coordinator = CircularCollectionCoordinator(
    circularView(engine, data: data, selection: selection),
    environment: EnvironmentValues())
  coordinator.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
  coordinator.collectionView.layoutIfNeeded()
  precondition(coordinator.layout.centeredItemIndex == selection.value)
  return coordinator
}

/// A bare collection view of `count` items with the same layout, resting
/// on the middle item.
@MainActor
func makeBareCircular<Engine: CircularCollectionEngine>(
  _ engine: Engine, count: Int
) -> CircularSide {
  let layout = Engine.makeLayout(engine)
  let items = PlainItems(count)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
  collectionView.contentInsetAdjustmentBehavior = .never
  collectionView.dataSource = items
  collectionView.layoutIfNeeded()
  collectionView.contentOffset = layout.initialContentOffset(centeringItemAt: count / 2)
  collectionView.layoutIfNeeded()
  precondition(layout.centeredItemIndex == count / 2)
  return CircularSide(collectionView: collectionView, axis: engine.axis, owner: items)
}

MainActor.assumeIsolated {
  let coordinators = (makeFeed(10_000), makeFeed(1_000_000))
  let (small, large) = (coordinators.0.collectionView, coordinators.1.collectionView)
  let (bare, feed) = makeBare(1_000_000)
  _ = scroll(small)
  _ = scroll(large)
  _ = scroll(bare)
  var ratios: [Double] = []
  var shares: [Double] = []
  var perFrame: [Double] = []
  var barePerFrame: [Double] = []
  for round in 0..<rounds {
    // Each round in another order, so that no side always runs first.
    var times: [Int: Double] = [:]
    for side in round % 2 == 0 ? [0, 1, 2] : [2, 1, 0] {
      times[side] = scroll([small, large, bare][side])
    }
    ratios.append(times[1]! / times[0]!)
    shares.append(times[1]! / times[2]!)
    perFrame.append(times[1]! / Double(2 * frames))
    barePerFrame.append(times[2]! / Double(2 * frames))
  }
  withExtendedLifetime((feed, coordinators)) {}
  func format(_ value: Double) -> String { String(format: "%.2f", value) }
  print(
    "bridge scroll frame, 1M over 10k items: \(format(median(ratios)))x; "
      + "1M bridge over the bare layout: \(format(median(shares)))x "
      + "(medians of \(rounds) rounds of \(2 * frames) frames; a 1M frame "
      + "\(String(format: "%.1f", median(perFrame) * 1e6)) µs, bare "
      + "\(String(format: "%.1f", median(barePerFrame) * 1e6)) µs)")

  // The wheel and the cover flow carousel: each round times the six sides
  // (wheel 10k, 1M, bare 1M; carousel 10k, 1M, bare 1M) in alternating
  // order.
  let wheel = WheelView<[Int], Int, EmptyView>.defaultWheel
  let carousel = try! Carousel(
    itemSize: Size(CarouselView<[Int], Int, EmptyView>.defaultItemSize), style: .coverFlow)
  let circular: [CircularSide] = [
    makeCircular(wheel, count: 10_000),
    makeCircular(wheel, count: 1_000_000),
    makeBareCircular(wheel, count: 1_000_000),
    makeCircular(
      carousel, count: 10_000),
    makeCircular(
      carousel, count: 1_000_000),
    makeBareCircular(carousel, count: 1_000_000),
  ]
  for side in circular { _ = scroll(side.collectionView, along: side.axis) }
  // Per engine (0 the wheel, 1 the carousel): the ratios and 1M frames.
  var circularRatios: [[Double]] = [[], []]
  var circularShares: [[Double]] = [[], []]
  var circularPerFrame: [[Double]] = [[], []]
  var circularBarePerFrame: [[Double]] = [[], []]
  for round in 0..<rounds {
    var times: [Int: Double] = [:]
    let order = Array(circular.indices)
    for side in round % 2 == 0 ? order : order.reversed() {
      times[side] = scroll(circular[side].collectionView, along: circular[side].axis)
    }
    for engine in 0..<2 {
      let (small, large, bare) = (
        times[3 * engine]!, times[3 * engine + 1]!, times[3 * engine + 2]!
      )
      circularRatios[engine].append(large / small)
      circularShares[engine].append(large / bare)
      circularPerFrame[engine].append(large / Double(2 * frames))
      circularBarePerFrame[engine].append(bare / Double(2 * frames))
    }
  }
  withExtendedLifetime(circular.map(\.owner)) {}
  func microseconds(_ values: [Double]) -> String { String(format: "%.1f", median(values) * 1e6) }
  print(
    "wheel and cover flow scroll frame, 1M over 10k items: "
      + "\(format(median(circularRatios[0])))x, \(format(median(circularRatios[1])))x; "
      + "1M bridge over the bare layout: \(format(median(circularShares[0])))x, "
      + "\(format(median(circularShares[1])))x (medians of \(rounds) rounds of \(2 * frames) "
      + "frames; a 1M frame \(microseconds(circularPerFrame[0])) µs, "
      + "\(microseconds(circularPerFrame[1])) µs, bare \(microseconds(circularBarePerFrame[0])) µs, "
      + "\(microseconds(circularBarePerFrame[1])) µs)")

  // Making and updating a wheel (the carousel's coordinator is the same
  // code). Each round makes a wheel of 10k items and one of 1M, in
  // alternating order; then it updates a 1M wheel eight times with the
  // same data, and eight times with data whose last identifier
  // alternates, beside the floor of both: reading the new data's
  // identifiers into an array (a plain map) and comparing it with the
  // previous one, which anything that diffs by identity does.
  let (smallData, largeData) = (Array(0..<10_000), Array(0..<1_000_000))
  var changedData = largeData
  changedData[changedData.count - 1] = -1
  let selection = Selection(largeData.count / 2)
  let updated = makeCoordinator(
    wheel, data: largeData, selection: selection)
  var previousIDs = largeData
  var sink = 0
  var makeRatios: [Double] = []
  var makeShares: [Double] = []
  var unchangedRatios: [Double] = []
  var changedRatios: [Double] = []
  var makeTimes: [Double] = []
  var unchangedTimes: [Double] = []
  var changedTimes: [Double] = []
  var floorTimes: [Double] = []
  @MainActor func timed(_ body: () -> Void) -> Double {
    let start = seconds()
    body()
    return seconds() - start
  }
  @MainActor func update(_ data: [Int]) {
    updated.update(
      circularView(wheel, data: data, selection: selection),
      environment: EnvironmentValues(), layoutDirection: .leftToRight, animated: false)
  }
  for round in 0..<rounds {
    var times: [Int: Double] = [:]
    for side in round % 2 == 0 ? [0, 1] : [1, 0] {
      times[side] = timed {
        switch side {
        case 0:
          let made = makeCoordinator(
            wheel, data: smallData, selection: Selection(5_000))
          sink &+= made.layout.centeredItemIndex ?? 0
        default:
          let made = makeCoordinator(
            wheel, data: largeData, selection: Selection(500_000))
          sink &+= made.layout.centeredItemIndex ?? 0
        }
      }
    }
    makeRatios.append((times[1]! / 100) / times[0]!)
    makeTimes.append(times[1]!)
    let unchanged = timed { for _ in 0..<8 { update(largeData) } }
    let changed = timed { for index in 0..<8 { update(index % 2 == 0 ? changedData : largeData) } }
    let floor = timed {
      for index in 0..<8 {
        let data = index % 2 == 0 ? changedData : largeData
        let ids = data.map { $0 }
        if ids != previousIDs { sink &+= 1 }
        previousIDs = ids
      }
    }
    makeShares.append(times[1]! / (floor / 8))
    unchangedRatios.append(unchanged / floor)
    changedRatios.append(changed / floor)
    unchangedTimes.append(unchanged / 8)
    changedTimes.append(changed / 8)
    floorTimes.append(floor / 8)
  }
  precondition(sink != 0 && updated.layout.centeredItemIndex == largeData.count / 2)
  func milliseconds(_ values: [Double]) -> String { String(format: "%.1f", median(values) * 1e3) }
  print(
    "wheel made, 1M over 10k items per item: \(format(median(makeRatios)))x; at 1M over "
      + "reading and comparing the ids: made \(format(median(makeShares)))x "
      + "(\(milliseconds(makeTimes)) ms), an update with the same data "
      + "\(format(median(unchangedRatios)))x (\(milliseconds(unchangedTimes)) ms), one id "
      + "changed \(format(median(changedRatios)))x (\(milliseconds(changedTimes)) ms), floor "
      + "\(milliseconds(floorTimes)) ms (medians of \(rounds) rounds)")

  // A LazyMasonry update at 1M items with the same data: items that are
  // Equatable (each compared with its last value) over items that are
  // not, eight updates a side in alternating order each round.
  let plainPhotos = (0..<1_000_000).map { Photo(id: $0, height: 100 + CGFloat($0 % 11) * 20) }
  let equatablePhotos = plainPhotos.map { EquatablePhoto(id: $0.id, height: $0.height) }
  @MainActor func plainFeed() -> LazyMasonry<Photo, Int, EmptyView, EmptyView, EmptyView> {
    LazyMasonry(plainPhotos, columns: .fixed(2), spacing: 8) { _ in
      EmptyView()
    } height: {
      photo, _ in
      photo.height
    }
  }
  @MainActor func equatableFeed() -> LazyMasonry<
    EquatablePhoto, Int, EmptyView, EmptyView, EmptyView
  > {
    LazyMasonry(equatablePhotos, columns: .fixed(2), spacing: 8) { _ in
      EmptyView()
    } height: {
      photo, _ in
      photo.height
    }
  }
  let plain = LazyMasonryCoordinator(plainFeed(), environment: EnvironmentValues())
  let equatable = LazyMasonryCoordinator(equatableFeed(), environment: EnvironmentValues())
  for coordinator in [plain.collectionView, equatable.collectionView] {
    coordinator.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    coordinator.layoutIfNeeded()
  }
  equatable.update(equatableFeed(), environment: EnvironmentValues(), animated: false)
  var equatableRatios: [Double] = []
  var plainTimes: [Double] = []
  var equatableTimes: [Double] = []
  for round in 0..<rounds {
    var times: [Int: Double] = [:]
    for side in round % 2 == 0 ? [0, 1] : [1, 0] {
      times[side] = timed {
        for _ in 0..<8 {
          if side == 0 {
            plain.update(plainFeed(), environment: EnvironmentValues(), animated: false)
          } else {
            equatable.update(equatableFeed(), environment: EnvironmentValues(), animated: false)
          }
        }
      }
    }
    equatableRatios.append(times[1]! / times[0]!)
    plainTimes.append(times[0]! / 8)
    equatableTimes.append(times[1]! / 8)
  }
  print(
    "LazyMasonry update at 1M items with the same data, Equatable items over items that are "
      + "not: \(format(median(equatableRatios)))x (\(milliseconds(equatableTimes)) ms against "
      + "\(milliseconds(plainTimes)) ms; medians of \(rounds) rounds)")
}
