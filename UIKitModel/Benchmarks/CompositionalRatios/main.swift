// MasonryCompositionalSection, the masonry wall as one section of a
// UICollectionViewCompositionalLayout, compiled against the UIKit model,
// beside what the compositional waterfalls people use do and beside the
// library's full-screen MasonryCollectionViewLayout, as ratios: each round
// times the sides back to back in alternating order; the medians of the
// per-round ratios and of the per-pass times are printed (on shared
// machines only ratios measured side by side carry: Benchmarks/README.md).
// Issue 46, deliverable 5:
//
//     Scripts/uikit-model run -c release compositional-ratios [rounds]
//     Scripts/uikit-model run -c release compositional-ratios [passes] first|reorder|same
//
// A feed of 10k and one of 100k photos (photo-like aspect ratios from 0.5
// to 2 at the column width), a container 390 x 844, 2 columns, 8 points
// of spacing. The model's compositional layout is not used (its solve is
// being written): each side is called as the compositional layout calls
// it, with an environment of our own, and UIKit's own solve of the
// returned section (placing the group, making its attributes) is not
// measured, on any side.
//
// 1. A pass after one deletion (the middle item removed from the
//    identifiers; each pass then inserts it back, untimed): our section's
//    `layoutSection(items:layoutEnvironment:)`, which makes or keeps the
//    custom items; against the peers' section (the approach of Niagara
//    and the WaterfallTrueCompositionalLayout copies, written here: a
//    custom group whose item provider lays every item out again from the
//    first, each in the shortest column, its height from its aspect ratio,
//    each a new NSCollectionLayoutGroupCustomItem) and one call of its
//    item provider, held from before it was given to the group; and
//    against MasonryCollectionViewLayout deleting the item through the
//    model's `performBatchUpdates` (as model-ratios' third benchmark).
//    Our group's provider (it returns the array the pass made, a retain)
//    is not called: the model keeps it to itself, and reading it by
//    reflection gave a closure that could not be called.
// 2. A pass that changes nothing (the compositional layout asking its
//    sections again: a rotation back, an unrelated invalidation): our
//    section with the same identifiers at the same width, against the
//    peers' section, which lays everything out again.
// 4. A pass after other edits, against the peers' recompute: an
//    insertion, a move, a reconfigure (a photo's height changed), and a
//    snapshot that reorders every photo.
// 3. A scrolled frame. In a compositional layout no code of our section
//    runs (a masonry section has no visible-items handler): the
//    compositional layout answers from the frames it solved. So this
//    times MasonryCollectionViewLayout's `layoutAttributesForElements(in:)`
//    for a 390 x 844 screen, screens a point apart from the middle down,
//    against a linear scan of the custom items' frames (making one
//    attributes object per frame that meets the screen): what a custom
//    group hands UIKit is a flat list of frames, and scanning it is a
//    naive reading of that list, not UIKit's own query, which is not
//    measured.

import BenchmarkHarness
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

let rounds = max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)

/// A photo's height over its width, from 0.5 to 2, fixed per identifier:
/// model-ratios' `photoHeight` is this ratio times the width, rounded.
func aspectRatio(_ id: Int) -> CGFloat {
  var state = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
  state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9
  let unit = Double(state >> 11) / Double(1 << 53)
  return CGFloat(0.5 + 1.5 * unit)
}

let counts = [10_000, 100_000]
/// The app's data: each photo's aspect ratio, by identifier (identifiers
/// are 0..<count), read by every side.
let aspectRatios = (0...counts.max()!).map(aspectRatio)
/// The photos shown half as tall again (a reconfigure's new height), read
/// by our side and the peers'.
var tallPhotos: Set<Int> = []

/// A photo's height at a column width, on every compositional side.
@MainActor
func photoHeight(_ id: Int, width: CGFloat) -> CGFloat {
  (width * aspectRatios[id] * (tallPhotos.contains(id) ? 1.5 : 1)).rounded()
}
let container = CGSize(width: 390, height: 844)
let columnCount = 2
let spacing: CGFloat = 8
let configuration = Masonry.Configuration(
  columns: .fixed(columnCount), columnSpacing: Double(spacing), rowSpacing: Double(spacing))

/// The container a compositional layout reports: no insets.
@MainActor
final class Container: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  init(_ size: CGSize) { contentSize = size }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// The environment a section provider and an item provider are given.
@MainActor
final class Environment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection = UITraitCollection()
  init(_ size: CGSize) { container = Container(size) }
}

let environment = Environment(container)

/// Our section's wall, heights from the aspect ratios at the column
/// width (rounded, as the peers round theirs).
@MainActor
func makeWall() -> MasonryCompositionalSection<Int> {
  try! MasonryCompositionalSection<Int>(configuration: configuration) { id, width in
    photoHeight(id, width: width)
  }
}

/// The peers' section, written here as Niagara writes it, without its
/// waste (it searches for the shortest column three times an item and
/// grows its array): one custom group as wide as the section whose item
/// provider lays out every item from the first, each in the shortest
/// column (the leftmost of equals), its height the column width times its
/// aspect ratio, rounded, and the column's height then its bottom plus
/// the spacing.
///
/// Returns the section and the item provider its group was made with,
/// which the benchmark calls as the compositional layout would (the model
/// keeps a group's provider to itself, as UIKit does).
@MainActor
func peerSection(
  items: [Int], layoutEnvironment: any NSCollectionLayoutEnvironment
) -> (NSCollectionLayoutSection, NSCollectionLayoutGroupCustomItemProvider) {
  // The width read here, in the section provider, as
  // WaterfallTrueCompositionalLayout reads it (Niagara reads the item
  // provider's environment, the same value): the model declares the item
  // provider without an actor, and the environment's properties are the
  // main actor's.
  let size = layoutEnvironment.container.effectiveContentSize
  let provider: NSCollectionLayoutGroupCustomItemProvider = { _ in
    MainActor.assumeIsolated { peerItems(items, width: size.width) }
  }
  let group = NSCollectionLayoutGroup.custom(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(size.height)),
    itemProvider: provider)
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsetsReference = .automatic
  return (section, provider)
}

/// The peers' item provider's body: every item laid out from the first.
@MainActor
func peerItems(_ items: [Int], width: CGFloat) -> [NSCollectionLayoutGroupCustomItem] {
  let columns = CGFloat(columnCount)
  let columnWidth = (width - (columns - 1) * spacing) / columns
  var columnHeights = [CGFloat](repeating: 0, count: columnCount)
  var result: [NSCollectionLayoutGroupCustomItem] = []
  result.reserveCapacity(items.count)
  for id in items {
    var column = 0
    for candidate in 1..<columnCount where columnHeights[candidate] < columnHeights[column] {
      column = candidate
    }
    let frame = CGRect(
      x: (columnWidth + spacing) * CGFloat(column), y: columnHeights[column].rounded(),
      width: columnWidth, height: photoHeight(id, width: columnWidth))
    columnHeights[column] = frame.maxY + spacing
    result.append(NSCollectionLayoutGroupCustomItem(frame: frame))
  }
  return result
}

/// One section of photos as an app's data source and delegate for
/// MasonryCollectionViewLayout: heights by identifier, one item possibly
/// deleted.
@MainActor
final class PhotoDataSource: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
  let total: Int
  /// The item deleted, if one is.
  var deleted: Int?

  init(count: Int) { total = count }

  func id(ofItem item: Int) -> Int {
    if let deleted, item >= deleted { return item + 1 }
    return item
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    deleted == nil ? total : total - 1
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
    (width * aspectRatios[id(ofItem: indexPath.item)]).rounded()
  }
}

/// MasonryCollectionViewLayout in a laid-out model collection view of the
/// container's size over `count` photos.
@MainActor
func makeScene(count: Int) -> (UICollectionView, MasonryCollectionViewLayout, PhotoDataSource) {
  let layout = try! MasonryCollectionViewLayout(configuration: configuration)
  let collectionView = UICollectionView(
    frame: CGRect(origin: .zero, size: container), collectionViewLayout: layout)
  let feed = PhotoDataSource(count: count)
  collectionView.dataSource = feed
  collectionView.delegate = feed
  collectionView.layoutIfNeeded()
  return (collectionView, layout, feed)
}

/// The number of photos whose frame a keep-columns move of the photo at
/// `from` to `to` changes, the moved one among them, in a wall of `count`
/// photos: the engine's frames before and after, compared photo by photo.
func framesChangedByAMove(count: Int, from: Int, to: Int) -> Int {
  let width = Double(container.width)
  let heights = ComputedHeights { index, columnWidth in
    Double((CGFloat(columnWidth) * aspectRatios[index]).rounded())
  }
  var engine = try! Masonry(configuration: configuration)
  engine.prepare(width: width, itemCount: count, heights: heights)
  let before = Array(engine.frames)
  engine.moveItem(from: from, to: to, mode: .keepColumns)
  var changed = 0
  for (index, frame) in engine.frames.enumerated() {
    // The photo at `index` after the move, by its index before.
    let between = (Swift.min(from, to)...Swift.max(from, to)).contains(index)
    let old = index == to ? from : between ? index + (from > to ? -1 : 1) : index
    if before[old] != frame { changed += 1 }
  }
  return changed
}

// `compositional-ratios [passes] first|reorder|same`: our side alone at
// 100k, for a profiler: a new section's first pass, a pass to the photos
// in reverse order and one back, or a pass that changes nothing.
if let side = CommandLine.arguments.dropFirst().first(where: { Int($0) == nil }) {
  let ids = Array(0..<100_000)
  let reversed = Array(ids.reversed())
  var total = 0
  let wall = makeWall()
  _ = wall.layoutSection(items: ids, layoutEnvironment: environment)
  for _ in 0..<rounds {
    switch side {
    case "first":
      total &+=
        makeWall().layoutSection(items: ids, layoutEnvironment: environment)
          .interGroupSpacing == 0 ? 1 : 0
    case "reorder":
      total &+=
        wall.layoutSection(items: reversed, layoutEnvironment: environment)
          .interGroupSpacing == 0 ? 1 : 0
      total &+=
        wall.layoutSection(items: ids, layoutEnvironment: environment)
          .interGroupSpacing == 0 ? 1 : 0
    case "same":
      total &+=
        wall.layoutSection(items: ids, layoutEnvironment: environment)
          .interGroupSpacing == 0 ? 1 : 0
    default: fatalError("compositional-ratios: no side \(side) (first, reorder, same)")
    }
  }
  print("compositional-ratios: \(rounds) passes of \(side) (\(total))")
  exit(0)
}

/// Per line, the per-round ratios; per side, the per-pass seconds.
var ratios: [String: [Double]] = [:]
/// Counts printed as they are.
var counts4: [String: Int] = [:]
var times: [String: [Double]] = [:]
var sink = 0

for count in counts {
  let label = "\(count / 1000)k items"
  let ids = Array(0..<count)
  let victim = count / 2
  var deleted = ids
  deleted.remove(at: victim)
  // Passes per round: about a million items' work a side.
  let passes = 1_000_000 / count

  let wall = makeWall()
  sink &+=
    wall.layoutSection(items: ids, layoutEnvironment: environment).interGroupSpacing == 0 ? 1 : 0
  let peers = peerSection(items: ids, layoutEnvironment: environment).1(environment)
  let (collectionView, layout, feed) = makeScene(count: count)
  // The peers lay out the same wall as the engine (ours and the layout).
  precondition(
    peers.count == count
      && peers.indices.allSatisfy {
        peers[$0].frame
          == layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
      },
    "compositional-ratios: the peers' frames differ from the engine's")
  let victimFrame = layout.layoutAttributesForItem(at: IndexPath(item: victim, section: 0))!.frame
  collectionView.contentOffset = CGPoint(x: 0, y: max(victimFrame.minY - 300, 0))
  collectionView.layoutIfNeeded()
  let path = IndexPath(item: victim, section: 0)

  // MARK: 1. A pass after one deletion

  /// Seconds of our section's pass to `items`. Its group's provider
  /// returns the custom items the pass made or kept (a captured array),
  /// and cannot be called from here: it is not timed.
  func ourPass(_ items: [Int]) -> Double {
    timed {
      let section = wall.layoutSection(items: items, layoutEnvironment: environment)
      sink &+= section.interGroupSpacing == 0 ? 1 : 0
    }
  }
  /// Seconds of the peers' pass to `items` and of one call of its
  /// provider, which lays every item out.
  func peerPass(_ items: [Int]) -> Double {
    timed {
      let (section, provider) = peerSection(items: items, layoutEnvironment: environment)
      sink &+= provider(environment).count + (section.interGroupSpacing == 0 ? 1 : 0)
    }
  }
  for index in 0..<rounds {
    let (ours, peer, batch) = {
      let sides = alternating(
        index,
        [
          {
            (0..<passes).reduce(0) { total, _ in
              let time = ourPass(deleted)
              _ = ourPass(ids)
              return total + time
            }
          },
          {
            (0..<passes).reduce(0) { total, _ in
              let time = peerPass(deleted)
              _ = peerPass(ids)
              return total + time
            }
          },
          {
            (0..<passes).reduce(0) { total, _ in
              let time = timed {
                collectionView.performBatchUpdates {
                  feed.deleted = victim
                  collectionView.deleteItems(at: [path])
                }
              }
              collectionView.performBatchUpdates {
                feed.deleted = nil
                collectionView.insertItems(at: [path])
              }
              return total + time
            }
          },
        ])
      return (sides[0], sides[1], sides[2])
    }()
    ratios["1. one deletion, \(label): ours / peers' recompute", default: []].append(ours / peer)
    ratios["1. one deletion, \(label): ours / MasonryCollectionViewLayout batch", default: []]
      .append(ours / batch)
    times["1. one deletion, \(label): ours", default: []].append(ours / Double(passes))
    times["1. one deletion, \(label): peers' recompute", default: []].append(
      peer / Double(passes))
    times["1. one deletion, \(label): MasonryCollectionViewLayout batch", default: []].append(
      batch / Double(passes))
  }

  // MARK: 2. A pass that changes nothing

  for index in 0..<rounds {
    let sides = alternating(
      index,
      [
        { (0..<passes).reduce(0) { total, _ in total + ourPass(ids) } },
        { (0..<passes).reduce(0) { total, _ in total + peerPass(ids) } },
      ])
    ratios["2. nothing changed, \(label): ours / peers' recompute", default: []].append(
      sides[0] / sides[1])
    times["2. nothing changed, \(label): ours", default: []].append(sides[0] / Double(passes))
    times["2. nothing changed, \(label): peers' recompute", default: []].append(
      sides[1] / Double(passes))
  }

  // MARK: 4. A pass after other edits

  // Each timed against the peers' recompute of the same identifiers, and
  // undone untimed on both sides: an insertion of a new photo in the
  // middle, the middle photo moved to a quarter of the way, the middle
  // photo's height changed (a reconfigure: half as tall again), and every
  // photo in reverse order.
  var inserted = ids
  inserted.insert(count, at: victim)
  var moved = ids
  moved.insert(moved.remove(at: victim), at: count / 4)
  let reversed = Array(ids.reversed())
  let edits: [(name: String, items: [Int], reconfigures: Bool)] = [
    ("an insertion", inserted, false), ("a move", moved, false),
    ("a reconfigure", ids, true), ("everything reordered", reversed, false),
  ]
  for edit in edits {
    // Reordering everything lays every photo out again: fewer passes.
    let editPasses = edit.name == "everything reordered" ? max(1, passes / 10) : passes
    for index in 0..<rounds {
      let sides = alternating(
        index,
        [
          {
            (0..<editPasses).reduce(0) { total, _ in
              if edit.reconfigures {
                tallPhotos.insert(victim)
                wall.invalidateHeights(of: [victim])
              }
              let time = ourPass(edit.items)
              if edit.reconfigures {
                tallPhotos.remove(victim)
                wall.invalidateHeights(of: [victim])
              }
              _ = ourPass(ids)
              return total + time
            }
          },
          {
            (0..<editPasses).reduce(0) { total, _ in
              if edit.reconfigures { tallPhotos.insert(victim) }
              let time = peerPass(edit.items)
              if edit.reconfigures { tallPhotos.remove(victim) }
              _ = peerPass(ids)
              return total + time
            }
          },
        ])
      ratios["4. \(edit.name), \(label): ours / peers' recompute", default: []].append(
        sides[0] / sides[1])
      times["4. \(edit.name), \(label): ours", default: []].append(
        sides[0] / Double(editPasses))
      times["4. \(edit.name), \(label): peers' recompute", default: []].append(
        sides[1] / Double(editPasses))
    }
  }

  // A new order given to a new section instead: its first pass lays
  // every photo out afresh.
  for index in 0..<rounds {
    let newOrderPasses = max(1, passes / 10)
    let sides = alternating(
      index,
      [
        {
          (0..<newOrderPasses).reduce(0) { total, _ in
            let fresh = makeWall()
            return total
              + timed {
                let section = fresh.layoutSection(items: reversed, layoutEnvironment: environment)
                sink &+= section.interGroupSpacing == 0 ? 1 : 0
              }
          }
        },
        {
          (0..<newOrderPasses).reduce(0) { total, _ in
            let time = peerPass(reversed)
            _ = peerPass(ids)
            return total + time
          }
        },
      ])
    ratios[
      "4. everything reordered, \(label): a new section's first pass / peers' recompute",
      default: []
    ].append(sides[0] / sides[1])
    times["4. everything reordered, \(label): a new section's first pass", default: []].append(
      sides[0] / Double(newOrderPasses))
  }

  // The move's floor: a section that keeps every photo's column must
  // make a custom item again for each photo whose frame the move changes
  // (an item's frame is read-only), counted here on the engine, with the
  // wall's configuration and heights; making that many, timed beside the
  // peers' recompute, is the least such a pass can cost.
  let remade = framesChangedByAMove(count: count, from: victim, to: count / 4)
  counts4["4. a move, \(label): photos whose frame changes (of \(count))"] = remade
  for index in 0..<rounds {
    let sides = alternating(
      index,
      [
        {
          (0..<passes).reduce(0) { total, _ in
            total
              + timed {
                var made: [NSCollectionLayoutGroupCustomItem] = []
                made.reserveCapacity(remade)
                for item in 0..<remade {
                  made.append(
                    NSCollectionLayoutGroupCustomItem(
                      frame: CGRect(x: 0, y: CGFloat(item), width: 191, height: 100)))
                }
                sink &+= made.count
              }
          }
        },
        {
          (0..<passes).reduce(0) { total, _ in
            let time = peerPass(moved)
            _ = peerPass(ids)
            return total + time
          }
        },
      ])
    ratios["4. a move, \(label): floor (its custom items made) / peers' recompute", default: []]
      .append(sides[0] / sides[1])
  }

  // MARK: 3. A scrolled frame

  let frames = peers.map(\.frame)
  let middle = (collectionView.contentSize.height / 2).rounded()
  let screen = CGRect(origin: CGPoint(x: 0, y: middle), size: container)
  // Screens a point apart: 2,000 for the layout, fewer for the scan
  // (about 2M frames read a round).
  let queries = 2_000
  let scans = 2_000_000 / count
  for index in 0..<rounds {
    let sides = alternating(
      index,
      [
        {
          timed {
            for step in 0..<queries {
              sink &+=
                layout.layoutAttributesForElements(in: screen.offsetBy(dx: 0, dy: CGFloat(step)))?
                .count ?? 0
            }
          } / Double(queries)
        },
        {
          timed {
            for step in 0..<scans {
              let rect = screen.offsetBy(dx: 0, dy: CGFloat(step))
              let (top, bottom) = (rect.origin.y, rect.origin.y + rect.size.height)
              let (left, right) = (rect.origin.x, rect.origin.x + rect.size.width)
              var made: [UICollectionViewLayoutAttributes] = []
              for (item, frame) in frames.enumerated()
              where frame.origin.y < bottom && frame.origin.y + frame.size.height > top
                && frame.origin.x < right && frame.origin.x + frame.size.width > left
              {
                let attributes = UICollectionViewLayoutAttributes(
                  forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = frame
                made.append(attributes)
              }
              sink &+= made.count
            }
          } / Double(scans)
        },
      ])
    ratios["3. scrolled frame, \(label): MasonryCollectionViewLayout / linear scan", default: []]
      .append(sides[0] / sides[1])
    times["3. scrolled frame, \(label): MasonryCollectionViewLayout query", default: []].append(
      sides[0])
    times["3. scrolled frame, \(label): linear scan of the frames", default: []].append(sides[1])
  }

  sink &+= collectionView.modelViolations.count
  if !collectionView.modelViolations.isEmpty {
    print("model violations: \(collectionView.modelViolations.prefix(3))")
  }
}

print("compositional-ratios, \(rounds) rounds; medians of per-round ratios:")
for (name, values) in ratios.sorted(by: { $0.key < $1.key }) {
  let sorted = values.sorted()
  print(
    "  \(name): \(String(format: "%.3f", median(values)))x "
      + "(range \(String(format: "%.3f", sorted.first!))-\(String(format: "%.3f", sorted.last!)))")
}
for (name, value) in counts4.sorted(by: { $0.key < $1.key }) { print("  \(name): \(value)") }
print("medians of per-pass times:")
for (name, values) in times.sorted(by: { $0.key < $1.key }) {
  print("  \(name): \(String(format: "%.2f", median(values) * 1e6)) µs")
}
print("checksum \(sink)")
