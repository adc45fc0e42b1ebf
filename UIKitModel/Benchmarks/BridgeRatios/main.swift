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
//     Scripts/uikit-model run -c release bridge-ratios [rounds]

import MasonryLayout
import MasonryLayoutSwiftUI
import MasonryLayoutUIKit
import SwiftUI
import UIKit

#if canImport(Glibc)
  import Glibc
#endif

let rounds = max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)
let frames = 2_000

func seconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

struct Photo: Identifiable, Sendable {
  var id: Int
  var height: CGFloat
}

typealias Coordinator = MasonryFeedCoordinator<Photo, Int, EmptyView, EmptyView, EmptyView>

/// The bare side: one section of photos, as an app's data source and
/// delegate written for the layout alone.
@MainActor
final class PlainFeed: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
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
func makeBare(_ count: Int) -> (UICollectionView, PlainFeed) {
  let feed = PlainFeed((0..<count).map { 100 + CGFloat($0 * 37 % 11) * 20 })
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

/// The seconds `frames` one-point scrolls take, down then up again.
@MainActor
func scroll(_ collectionView: UICollectionView) -> Double {
  let start = seconds()
  for _ in 0..<frames { collectionView.contentOffset.y += 1 }
  for _ in 0..<frames { collectionView.contentOffset.y -= 1 }
  return seconds() - start
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
}
