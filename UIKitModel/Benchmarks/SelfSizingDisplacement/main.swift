// How far self-sizing moves what is on screen: the shipped
// MasonryCollectionViewLayout, compiled against the UIKit model, scrolled
// up through a feed whose cells are not measured yet, as a user scrolls
// back up a feed they jumped into. Cells measure themselves as UIKit
// prepares them (beyond the bounds, the model's preload), and each
// measurement moves the cells below it in its column; the layout's
// content offset adjustment decides what moves on screen.
//
//     Scripts/uikit-model run -c release self-sizing-displacement [cells]
//
// Each step scrolls up 40 points (a quick flick's frame) and lets the
// model settle. For every item on screen before and after a step, its
// displacement is how far its top moved on screen beyond the 40 points
// the scroll moved it. The program prints, for two and three columns, the
// largest displacement, the mean per item on screen, the mean weighted by
// how much of each item the screen shows (what the layout's adjustment
// minimises), and the share of items that moved at all, over a scroll up
// through `cells` newly measured cells (1,000 by default). It counts, it
// does not time: the figures are exact and the same on every machine.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

let target = max(1, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000)

/// A fixed pseudo-random number in 0..<1 for an index and a salt.
func unit(_ index: Int, _ salt: UInt64) -> CGFloat {
  var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt
  state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9
  state ^= state >> 29
  return CGFloat(state >> 11) / CGFloat(1 << 53)
}

/// One section of photos: estimated heights from an aspect ratio of 0.5
/// to 2; a cell measures 0.7 to 1.3 times its estimate.
@MainActor
final class PhotoFeed: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
  let count: Int
  var measured = Set<Int>()

  init(count: Int) { self.count = count }

  func estimate(_ item: Int, width: CGFloat) -> CGFloat {
    ((0.5 + 1.5 * unit(item, 1)) * width).rounded()
  }

  func measuredHeight(_ item: Int, width: CGFloat) -> CGFloat {
    (estimate(item, width: width) * (0.7 + 0.6 * unit(item, 2))).rounded()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    estimate(indexPath.item, width: width)
  }
}

@MainActor
func measure(columns: Int) {
  let feed = PhotoFeed(count: 20_000)
  let layout = try! MasonryCollectionViewLayout(
    configuration: Masonry.Configuration(
      columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8))
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  collectionView.dataSource = feed
  collectionView.delegate = feed
  collectionView.layoutIfNeeded()
  // Jump deep into the feed, then measure what UIKit shows there.
  collectionView.contentOffset = CGPoint(x: 0, y: collectionView.contentSize.height * 0.75)
  collectionView.modelCellSizing = { attributes in
    let item = attributes.indexPath.item
    feed.measured.insert(item)
    return CGSize(
      width: attributes.size.width,
      height: feed.measuredHeight(item, width: attributes.size.width))
  }
  collectionView.setNeedsLayout()
  collectionView.layoutIfNeeded()
  let start = feed.measured.count

  /// The tops of the items on screen, relative to the bounds, and how
  /// much of each the screen shows.
  func onScreen() -> [Int: (top: CGFloat, shown: CGFloat)] {
    let bounds = collectionView.bounds
    var tops: [Int: (top: CGFloat, shown: CGFloat)] = [:]
    for path in collectionView.indexPathsForVisibleItems {
      let frame = layout.layoutAttributesForItem(at: path)!.frame
      let shown = min(frame.maxY, bounds.maxY) - max(frame.minY, bounds.minY)
      tops[path.item] = (frame.minY - bounds.minY, shown)
    }
    return tops
  }

  var largest: CGFloat = 0
  var total: CGFloat = 0
  var weighted: CGFloat = 0
  var weights: CGFloat = 0
  var samples = 0
  var moved = 0
  var steps = 0
  let step: CGFloat = 40
  while feed.measured.count - start < target, collectionView.contentOffset.y > step {
    let before = onScreen()
    collectionView.contentOffset.y -= step
    let after = onScreen()
    steps += 1
    for (item, then) in before {
      guard let now = after[item] else { continue }
      let displacement = abs(now.top - (then.top + step))
      largest = max(largest, displacement)
      total += displacement
      weighted += displacement * then.shown
      weights += then.shown
      samples += 1
      if displacement > 0.5 { moved += 1 }
    }
  }
  let measured = feed.measured.count - start
  func format(_ value: CGFloat, _ digits: Int) -> String {
    String(format: "%.\(digits)f", Double(value))
  }
  print(
    "  \(columns) columns: \(measured) cells measured over \(steps) steps, \(samples) item-steps; "
      + "largest \(format(largest, 1)) pt, mean \(format(total / CGFloat(max(samples, 1)), 2)) pt "
      + "per item, \(format(weighted / max(weights, 1), 2)) pt weighted by what shows, "
      + "\(format(100 * CGFloat(moved) / CGFloat(max(samples, 1)), 1))% moved")
  if !collectionView.modelViolations.isEmpty {
    print("model violations: \(collectionView.modelViolations.prefix(3))")
  }
}

print("self-sizing-displacement: a scroll up through \(target) cells, 40 points a step, 390 x 844")
for columns in [2, 3] { measure(columns: columns) }
