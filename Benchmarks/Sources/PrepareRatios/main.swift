// Prepare against its floor, as ratios: each round times the floor and the
// engine back to back, in the same process, and the medians of the
// per-round ratios are printed. Machines shared with other work drift by
// tens of percent within minutes, so only ratios measured side by side
// carry (see Benchmarks/README.md); the benchmark suite
// reports the absolutes.
// The clock and `timed` are BenchmarkHarness's.
//
//     swift run -c release prepare-ratios [items] [rounds] [columns]
//
// Four columns (the tablet feed, 768 points) by default; 2 is the phone
// feed (375 points). Both have 8-point gaps and insets. Two floors: the
// provider's frames written into an array of rects (32 bytes an item),
// and the storage the queries need written with no choice of column
// (`StorageFloor`: top, length and placement, 20 bytes, and the item's
// index in its column's list, 4).

import BenchmarkFeeds
import BenchmarkHarness
import LayoutGeometry
@_spi(Testing) import MasonryLayout

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap(Int.init) ?? 1_000_000
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 21
let heights = AspectRatioHeights(SamplePhotos.aspectRatios(count: count))
let columns = arguments.dropFirst(2).first.flatMap(Int.init) ?? 4
let width = columns <= 2 ? 375.0 : 768.0

func configuration(_ packing: Masonry.Packing, scale: Double? = nil) -> Masonry.Configuration {
  Masonry.Configuration(
    columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
    packing: packing, displayScale: scale)
}

/// What every side is given, as parameters rather than `main.swift`'s
/// globals.
struct Feed {
  let count: Int
  let heights: AspectRatioHeights
  let width: Double
  let columns: Int
  var columnWidth: Double { (width - 16 - Double(columns - 1) * 8) / Double(columns) }
}

/// The floor: the provider's frame for each item, written into `storage`.
@inline(never)
func floor(_ feed: Feed, into storage: inout [Rect]) {
  storage.removeAll(keepingCapacity: true)
  storage.reserveCapacity(feed.count)
  let columnWidth = feed.columnWidth
  var column = 0  // a counter, not `index % columns`: no division per item
  for index in 0..<feed.count {
    let height = feed.heights.height(forItemAt: index, width: columnWidth)
    storage.append(
      Rect(x: 8 + Double(column) * (columnWidth + 8), y: 0, width: columnWidth, height: height))
    column = column + 1 == feed.columns ? 0 : column + 1
  }
}

@inline(never)
func freshFloor(_ feed: Feed) -> [Rect] {
  var storage: [Rect] = []
  floor(feed, into: &storage)
  return storage
}

/// The storage the queries need, written at the floor: for each item its
/// top and length (8 bytes each) and its column and span (4), in one
/// block as the engine keeps them, and its index appended to its column's
/// list (4 bytes), items dealt to the columns in turn, each top below the
/// last item of its column. No checks, no sanitising, no choice of column.
final class StorageFloor {
  let tops: UnsafeMutablePointer<Double>
  let lengths: UnsafeMutablePointer<Double>
  let placements: UnsafeMutablePointer<UInt32>
  let lists: [UnsafeMutablePointer<Int32>]

  @inline(never)
  init(_ feed: Feed) {
    let count = feed.count
    let block = UnsafeMutableRawPointer.allocate(byteCount: count * 20, alignment: 8)
    tops = block.bindMemory(to: Double.self, capacity: count)
    lengths = (block + count * 8).bindMemory(to: Double.self, capacity: count)
    placements = (block + count * 16).bindMemory(to: UInt32.self, capacity: count)
    let share = count / feed.columns + 1
    lists = (0..<feed.columns).map { _ in .allocate(capacity: share) }
    let columnWidth = feed.columnWidth
    var next = [Double](repeating: 8, count: feed.columns)
    var listCounts = [Int](repeating: 0, count: feed.columns)
    var column = 0
    for index in 0..<count {
      let length = feed.heights.height(forItemAt: index, width: columnWidth)
      let top = next[column]
      tops[index] = top
      lengths[index] = length
      placements[index] = UInt32(column) | 1 << 16
      lists[column][listCounts[column]] = Int32(truncatingIfNeeded: index)
      listCounts[column] += 1
      next[column] = top + length + 8
      column = column + 1 == feed.columns ? 0 : column + 1
    }
  }

  deinit {
    UnsafeMutableRawPointer(tops).deallocate()
    for list in lists { list.deallocate() }
  }
}

@inline(never)
func freshPrepare(
  _ feed: Feed, _ configuration: Masonry.Configuration, general: Bool = false
) -> Masonry {
  var masonry = try! Masonry(configuration: configuration)
  masonry._usesGeneralPlacement = general
  masonry.prepare(width: feed.width, itemCount: feed.count, heights: feed.heights)
  return masonry
}

let feed = Feed(count: count, heights: heights, width: width, columns: columns)
var ratios: [String: [Double]] = [:]
var kept = freshFloor(feed)
for round in 0..<rounds {
  var storage = StorageFloor(feed)
  let storageTime = timed { storage = StorageFloor(feed) }
  withExtendedLifetime(storage) {}
  for packing in Masonry.Packing.allCases {
    let name = packing == .shortestColumn ? "shortest column" : "round-robin"
    let plain = configuration(packing)
    let scaled = configuration(packing, scale: 3)
    var frames: [Rect] = []
    var masonry = freshPrepare(feed, plain)
    let freshFloorTime = timed { frames = freshFloor(feed) }
    let freshTime = timed { masonry = freshPrepare(feed, plain) }
    let againFloorTime = timed { floor(feed, into: &kept) }
    let againTime = timed {
      masonry.prepare(width: width, itemCount: count, heights: heights)
    }
    let scaledTime = timed { masonry = freshPrepare(feed, scaled) }
    withExtendedLifetime((frames, masonry)) {}
    guard round > 0 else { continue }  // the first round warms up
    ratios["\(name), fresh / fresh floor", default: []].append(freshTime / freshFloorTime)
    ratios["\(name), fresh / storage floor", default: []].append(freshTime / storageTime)
    ratios["\(name), again / floor again", default: []].append(againTime / againFloorTime)
    ratios["\(name), again / fresh", default: []].append(againTime / freshTime)
    ratios["\(name), display scale 3 / none", default: []].append(scaledTime / freshTime)
    ratios["\(name), fresh (ms)", default: []].append(freshTime * 1000)
    ratios["fresh floor (ms)", default: []].append(freshFloorTime * 1000)
    ratios["floor again (ms)", default: []].append(againFloorTime * 1000)
    if packing == .shortestColumn {
      ratios["storage floor / fresh floor", default: []].append(storageTime / freshFloorTime)
      ratios["storage floor (ms)", default: []].append(storageTime * 1000)
      var general = freshPrepare(feed, plain, general: true)
      let generalTime = timed { general = freshPrepare(feed, plain, general: true) }
      let specialisedTime = timed { masonry = freshPrepare(feed, plain) }
      withExtendedLifetime((general, masonry)) {}
      ratios["shortest column, general rule / specialised", default: []].append(
        generalTime / specialisedTime)
    }
  }
}

print("prepare of \(count) photos in \(columns) columns, medians of \(rounds - 1) rounds")
for (name, values) in ratios.sorted(by: { $0.key < $1.key }) {
  let sorted = values.sorted()
  let median = sorted[sorted.count / 2]
  let padding = String(repeating: " ", count: max(1, 48 - name.count))
  print(name + padding + "\((median * 100).rounded() / 100)")
}
