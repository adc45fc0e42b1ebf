// Prepare against its floor, as ratios: each round times the floor and the
// engine back to back, in the same process, and the medians of the
// per-round ratios are printed. Machines shared with other work drift by
// tens of percent within minutes, so only ratios measured side by side
// carry (see ENGINEERING.md); the benchmark suite reports the absolutes.
//
//     swift run -c release prepare-ratios [items] [rounds] [columns]
//
// Four columns (the tablet feed, 768 points) by default; 2 is the phone
// feed (375 points). Both have 8-point gaps and insets.

import BenchmarkFeeds
import LayoutGeometry
@_spi(Testing) import MasonryLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap(Int.init) ?? 1_000_000
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 21
let heights = AspectRatioHeights(PhotoFeed.aspectRatios(count: count))
let columns = arguments.dropFirst(2).first.flatMap(Int.init) ?? 4
let width = columns <= 2 ? 375.0 : 768.0

func seconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func timed(_ body: () -> Void) -> Double {
  let start = seconds()
  body()
  return seconds() - start
}

func configuration(_ packing: Masonry.Packing, scale: Double? = nil) -> Masonry.Configuration {
  Masonry.Configuration(
    columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
    packing: packing, displayScale: scale)
}

@inline(never)
func floor(into storage: inout [Rect]) {
  storage.removeAll(keepingCapacity: true)
  storage.reserveCapacity(count)
  let columnWidth = (width - 16 - Double(columns - 1) * 8) / Double(columns)
  var column = 0  // a counter, not `index % columns`: no division per item
  for index in 0..<count {
    let height = heights.height(forItemAt: index, width: columnWidth)
    storage.append(
      Rect(x: 8 + Double(column) * (columnWidth + 8), y: 0, width: columnWidth, height: height))
    column = column + 1 == columns ? 0 : column + 1
  }
}

@inline(never)
func freshFloor() -> [Rect] {
  var storage: [Rect] = []
  floor(into: &storage)
  return storage
}

@inline(never)
func freshPrepare(_ configuration: Masonry.Configuration, general: Bool = false) -> Masonry {
  var masonry = try! Masonry(configuration: configuration)
  masonry._usesGeneralPlacement = general
  masonry.prepare(width: width, itemCount: count, heights: heights)
  return masonry
}

var ratios: [String: [Double]] = [:]
var kept = freshFloor()
var engines: [String: Masonry] = [:]
for round in 0..<rounds {
  for packing in Masonry.Packing.allCases {
    let name = packing == .shortestColumn ? "shortest column" : "round-robin"
    let plain = configuration(packing)
    let scaled = configuration(packing, scale: 3)
    var frames: [Rect] = []
    var masonry = freshPrepare(plain)
    let freshFloorTime = timed { frames = freshFloor() }
    let freshTime = timed { masonry = freshPrepare(plain) }
    let againFloorTime = timed { floor(into: &kept) }
    let againTime = timed { masonry.prepare(width: width, itemCount: count, heights: heights) }
    let scaledTime = timed { masonry = freshPrepare(scaled) }
    withExtendedLifetime((frames, masonry)) {}
    guard round > 0 else { continue }  // the first round warms up
    ratios["\(name), fresh / fresh floor", default: []].append(freshTime / freshFloorTime)
    ratios["\(name), again / floor again", default: []].append(againTime / againFloorTime)
    ratios["\(name), again / fresh", default: []].append(againTime / freshTime)
    ratios["\(name), display scale 3 / none", default: []].append(scaledTime / freshTime)
    ratios["\(name), fresh (ms)", default: []].append(freshTime * 1000)
    ratios["\(name), fresh floor (ms)", default: []].append(freshFloorTime * 1000)
    if packing == .shortestColumn {
      var general = freshPrepare(plain, general: true)
      let generalTime = timed { general = freshPrepare(plain, general: true) }
      let specialisedTime = timed { masonry = freshPrepare(plain) }
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
