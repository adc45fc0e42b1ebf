// The shipped MasonryCollectionViewLayout, compiled against the UIKit
// model, beside the bare engine, as ratios: each round times, back to back
// and in alternating order, the layout's answer to what UIKit asks and the
// engine calls the same work needs; the medians of the per-round ratios
// are printed (on shared machines only ratios measured side by side carry:
// Benchmarks/README.md). Issue 28's three speed targets:
//
//     Scripts/uikit-model run -c release model-ratios [rounds]
//
// 1. One phone screen (375 x 812) of a 1M-item two-column feed, 3,000
//    screens a point apart from the middle down:
//    `layoutAttributesForElements(in:)` against `Masonry.items(in:)` on a
//    one-section engine of the same heights, plus one
//    `UICollectionViewLayoutAttributes` per item with its frame set.
// 2. A self-sizing pass that corrects every visible item of the middle
//    screen (each 17 points taller): the layout's share of UIKit's pass,
//    for each cell `shouldInvalidateLayout(forPreferredLayoutAttributes:
//    withOriginalAttributes:)`, `invalidationContext(forPreferred...)` and
//    `invalidateLayout(with:)` (the collection view applying the content
//    offset adjustment), then the next `prepare()`; against the engine's
//    keep-columns `setHeight` for those items alone. Each round runs the
//    pass there and back (measured heights, then the estimates), on both
//    sides.
// 3. A batch of one deletion in the middle of a 100k-item feed, through
//    the model's `performBatchUpdates` (what UIKit does around the layout,
//    as the model does it: counts read and checked, the update items, the
//    layout's `prepare()`, `prepare(forCollectionViewUpdates:)`, the
//    query and the appearances of every visible element); against the
//    engine's keep-columns `removeItems` of that item. Each round deletes
//    and then inserts the item back (untimed on both sides).
// 4. A rotation of a 100k-item feed scrolled to its middle: the model's
//    whole pass for a bounds change from 375 x 812 to 812 x 375 and back
//    (`shouldInvalidateLayout(forBoundsChange:)`, the context, `prepare()`,
//    `prepare(forAnimatedBoundsChange:)`, the target offset, the query);
//    against the engine's `prepare(width:)` at both widths, the floor any
//    re-layout pays.

import BenchmarkHarness
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

let rounds = max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)

/// An item's height at a width: photo-like aspect ratios from 0.5 to 2,
/// fixed per index.
func photoHeight(_ index: Int, width: Double) -> Double {
  var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
  state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9
  let unit = Double(state >> 11) / Double(1 << 53)
  return ((0.5 + 1.5 * unit) * width).rounded()
}

/// One section of `count` photos, as an app's data source and delegate.
@MainActor
final class PhotoDataSource: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
  var count: Int
  /// Measured heights a self-sizing cell reports, by item.
  var measured: [Int: CGFloat] = [:]

  init(count: Int) { self.count = count }

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
    CGFloat(photoHeight(indexPath.item, width: Double(width)))
  }
}

let configuration = Masonry.Configuration(columns: .fixed(2), columnSpacing: 8, rowSpacing: 8)
let phone = CGRect(x: 0, y: 0, width: 375, height: 812)

/// The layout in a laid-out model collection view over `count` photos.
@MainActor
func makeScene(count: Int) -> (UICollectionView, MasonryCollectionViewLayout, PhotoDataSource) {
  let layout = try! MasonryCollectionViewLayout(configuration: configuration)
  let collectionView = UICollectionView(frame: phone, collectionViewLayout: layout)
  let feed = PhotoDataSource(count: count)
  collectionView.dataSource = feed
  collectionView.delegate = feed
  collectionView.layoutIfNeeded()
  return (collectionView, layout, feed)
}

/// The bare engine over the same photos.
func makeEngine(count: Int) -> Masonry {
  var engine = try! Masonry(configuration: configuration)
  engine.prepare(
    width: 375, itemCount: count, heights: ComputedHeights(height: { photoHeight($0, width: $1) }))
  return engine
}

var ratios: [String: [Double]] = [:]
var sink = 0

// MARK: 1. One screen's attributes

do {
  let (collectionView, layout, _) = makeScene(count: 1_000_000)
  let engine = makeEngine(count: 1_000_000)
  let middle = (collectionView.contentSize.height / 2).rounded()
  // 3,000 screens a point apart: long enough a round to time.
  let screens = (0..<3000).map { phone.offsetBy(dx: 0, dy: middle + CGFloat($0)) }
  for round in 0..<rounds {
    func shipped() -> Double {
      timed {
        for screen in screens {
          sink &+= layout.layoutAttributesForElements(in: screen)?.count ?? 0
        }
      }
    }
    func bare() -> Double {
      timed {
        for screen in screens {
          var made: [UICollectionViewLayoutAttributes] = []
          for item in engine.items(in: Rect(screen)) {
            let attributes = UICollectionViewLayoutAttributes(
              forCellWith: IndexPath(item: item.index, section: 0))
            attributes.frame = CGRect(item.frame)
            made.append(attributes)
          }
          sink &+= made.count
        }
      }
    }
    let (a, b) =
      round.isMultiple(of: 2)
      ? (shipped(), bare())
      : {
        let b = bare()
        return (shipped(), b)
      }()
    ratios["1. screen attributes, 1M items", default: []].append(a / b)
  }
}

// MARK: 2. A self-sizing pass

do {
  let (collectionView, layout, _) = makeScene(count: 1_000_000)
  var engine = makeEngine(count: 1_000_000)
  let middle = (collectionView.contentSize.height / 2).rounded()
  collectionView.contentOffset = CGPoint(x: 0, y: middle)
  collectionView.layoutIfNeeded()
  let visible = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
    .filter { $0.representedElementCategory == .cell }
    .sorted { $0.indexPath < $1.indexPath }
  let estimates = visible.map { $0.copy() as! UICollectionViewLayoutAttributes }
  let corrected = visible.map { original -> UICollectionViewLayoutAttributes in
    let preferred = original.copy() as! UICollectionViewLayoutAttributes
    preferred.size.height += 17
    return preferred
  }
  /// The layout's share of UIKit's pass: each cell's preferred
  /// attributes taken, then the next prepare.
  func pass(to preferred: [UICollectionViewLayoutAttributes]) {
    for attributes in preferred {
      guard let original = layout.layoutAttributesForItem(at: attributes.indexPath) else {
        continue
      }
      if layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: attributes, withOriginalAttributes: original)
      {
        let context = layout.invalidationContext(
          forPreferredLayoutAttributes: attributes, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
      }
    }
    layout.prepare()
  }
  func enginePass(to preferred: [UICollectionViewLayoutAttributes]) {
    for attributes in preferred {
      let changes = engine.setHeight(
        Double(attributes.size.height), ofItemAt: attributes.indexPath.item, mode: .keepColumns)
      sink &+= Int(changes.newContentSize.height)
    }
  }
  for round in 0..<rounds {
    func shipped() -> Double {
      timed {
        pass(to: corrected)
        pass(to: estimates)
      }
    }
    func bare() -> Double {
      timed {
        enginePass(to: corrected)
        enginePass(to: estimates)
      }
    }
    let (a, b) =
      round.isMultiple(of: 2)
      ? (shipped(), bare())
      : {
        let b = bare()
        return (shipped(), b)
      }()
    ratios["2. self-sizing one screen (\(visible.count) items), 1M items", default: []].append(
      a / b)
  }
  sink &+= collectionView.modelViolations.count
}

// MARK: 3. A batch of one deletion

do {
  let count = 100_000
  let (collectionView, _, feed) = makeScene(count: count)
  var engine = makeEngine(count: count)
  let victim = count / 2
  let frame = engine.frame(ofItemAt: victim)!
  collectionView.contentOffset = CGPoint(x: 0, y: max(frame.origin.y - 300, 0))
  collectionView.layoutIfNeeded()
  let path = IndexPath(item: victim, section: 0)
  for round in 0..<rounds {
    func shipped() -> Double {
      let time = timed {
        collectionView.performBatchUpdates {
          feed.count -= 1
          collectionView.deleteItems(at: [path])
        }
      }
      collectionView.performBatchUpdates {
        feed.count += 1
        collectionView.insertItems(at: [path])
      }
      return time
    }
    func bare() -> Double {
      let time = timed {
        sink &+= Int(
          engine.removeItems(in: victim..<(victim + 1), mode: .keepColumns)
            .newContentSize.height)
      }
      engine.insertItems(
        in: victim..<(victim + 1), heights: ComputedHeights(height: { photoHeight($0, width: $1) }),
        mode: .keepColumns)
      return time
    }
    let (a, b) =
      round.isMultiple(of: 2)
      ? (shipped(), bare())
      : {
        let b = bare()
        return (shipped(), b)
      }()
    ratios["3. batch of one deletion, 100k items (through the model)", default: []].append(a / b)
  }
  sink &+= collectionView.modelViolations.count
  if !collectionView.modelViolations.isEmpty {
    print("model violations: \(collectionView.modelViolations.prefix(3))")
  }
}

// MARK: 4. A rotation

do {
  let count = 100_000
  let (collectionView, _, _) = makeScene(count: count)
  var engine = makeEngine(count: count)
  let middle = (collectionView.contentSize.height / 2).rounded()
  collectionView.contentOffset = CGPoint(x: 0, y: middle)
  collectionView.layoutIfNeeded()
  let landscape = CGRect(x: 0, y: 0, width: phone.height, height: phone.width)
  for round in 0..<rounds {
    func shipped() -> Double {
      timed {
        collectionView.frame = landscape
        collectionView.frame = phone
        sink &+= Int(collectionView.contentOffset.y)
      }
    }
    func bare() -> Double {
      timed {
        engine.prepare(
          width: Double(landscape.width), itemCount: count,
          heights: ComputedHeights(height: { photoHeight($0, width: $1) }))
        engine.prepare(
          width: Double(phone.width), itemCount: count,
          heights: ComputedHeights(height: { photoHeight($0, width: $1) }))
        sink &+= Int(engine.contentSize.height)
      }
    }
    let (a, b) =
      round.isMultiple(of: 2)
      ? (shipped(), bare())
      : {
        let b = bare()
        return (shipped(), b)
      }()
    ratios["4. rotation there and back, 100k items (through the model)", default: []].append(
      a / b)
  }
  sink &+= collectionView.modelViolations.count
}

print("model-ratios, \(rounds) rounds; medians of per-round ratios (layout / engine):")
for (name, values) in ratios.sorted(by: { $0.key < $1.key }) {
  let sorted = values.sorted()
  print(
    "  \(name): \(String(format: "%.2f", median(values)))x "
      + "(range \(String(format: "%.2f", sorted.first!))-\(String(format: "%.2f", sorted.last!)))")
}
print("checksum \(sink)")
