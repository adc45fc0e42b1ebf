// A shelf against the vertical feed it transposes, as ratios: each round
// prepares and queries the same photos on both axes back to back, in the
// same process, and the medians of the per-round ratios are printed (see
// PrepareRatios for why only side-by-side ratios carry here).
//
//     swift run -c release axis-ratios [items] [rounds]

import BenchmarkFeeds
import BenchmarkHarness
import LayoutGeometry
import MasonryLayout

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap(Int.init) ?? 1_000_000
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 21
/// Photos as heights at a column's width, on both axes: so the shelf is
/// exactly the vertical feed transposed, item for item (an
/// `AspectRatioHeights` shelf keeps each photo's shape instead, a different
/// feed with shorter items).
struct PhotoLengths: MasonryHeightProvider {
  let ratios: [Double]
  func height(forItemAt index: Int, width: Double) -> Double { width * ratios[index] }
}
let heights = PhotoLengths(ratios: SamplePhotos.aspectRatios(count: count))
let breadth = 768.0  // 4 lanes across a tablet, 8-point gaps and insets
let screen = 1024.0  // the screen's length along the flow
let queries = 1_000

func configuration(_ axis: Axis, _ direction: LayoutDirection) -> Masonry.Configuration {
  Masonry.Configuration(
    columns: .fixed(4), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
    layoutDirection: direction, axis: axis)
}

@inline(never)
func freshPrepare(_ configuration: Masonry.Configuration) -> Masonry {
  var masonry = try! Masonry(configuration: configuration)
  masonry.prepare(width: breadth, itemCount: count, heights: heights)
  return masonry
}

/// One screen at each of `queries` places spread along the flow: the
/// pattern of a fling, answered by `items(in:)`. Returns the items found,
/// so the work cannot be dropped.
@inline(never)
func screens(_ masonry: Masonry) -> Int {
  let horizontal = masonry.configuration.axis == .horizontal
  let length = horizontal ? masonry.contentSize.width : masonry.contentSize.height
  var found = 0
  for step in 0..<queries {
    let start = (length - screen) * Double(step) / Double(queries)
    let rect =
      horizontal
      ? Rect(x: start, y: 0, width: screen, height: breadth)
      : Rect(x: 0, y: start, width: breadth, height: screen)
    found &+= masonry.items(in: rect).count
  }
  return found
}

/// `queries` taps spread over the content, answered by `itemIndex(at:)`.
@inline(never)
func taps(_ masonry: Masonry) -> Int {
  let horizontal = masonry.configuration.axis == .horizontal
  let length = horizontal ? masonry.contentSize.width : masonry.contentSize.height
  var found = 0
  for step in 0..<queries {
    let along = length * (Double(step) + 0.5) / Double(queries)
    let across = breadth * Double(step % 7 + 1) / 8
    let point = horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    found &+= masonry.itemIndex(at: point) ?? 0
  }
  return found
}

let layouts: [(name: String, configuration: Masonry.Configuration)] = [
  ("vertical", configuration(.vertical, .leftToRight)),
  ("horizontal", configuration(.horizontal, .leftToRight)),
  ("horizontal, right to left", configuration(.horizontal, .rightToLeft)),
]
var ratios: [String: [Double]] = [:]
var sink = 0
for round in 0..<rounds {
  var times: [String: (prepare: Double, screens: Double, taps: Double)] = [:]
  // Each round starts with a different layout, so that none is always
  // measured first (after the previous round's frees) or last.
  let order = layouts.indices.map { layouts[($0 + round) % layouts.count] }
  for layout in order {
    var masonry = freshPrepare(layout.configuration)
    let prepare = timed { masonry = freshPrepare(layout.configuration) }
    let screensTime = timed { sink &+= screens(masonry) }
    let tapsTime = timed { sink &+= taps(masonry) }
    times[layout.name] = (prepare, screensTime, tapsTime)
  }
  guard round > 0 else { continue }  // the first round warms up
  let vertical = times["vertical"]!
  for layout in layouts.dropFirst() {
    let time = times[layout.name]!
    ratios["\(layout.name) / vertical, prepare", default: []].append(
      time.prepare / vertical.prepare)
    ratios["\(layout.name) / vertical, screens", default: []].append(
      time.screens / vertical.screens)
    ratios["\(layout.name) / vertical, taps", default: []].append(time.taps / vertical.taps)
  }
  ratios["vertical prepare (ms)", default: []].append(vertical.prepare * 1000)
  ratios["vertical screen query (ns)", default: []].append(
    vertical.screens / Double(queries) * 1e9)
  ratios["vertical tap (ns)", default: []].append(vertical.taps / Double(queries) * 1e9)
}

print("\(count) photos in 4 lanes across \(Int(breadth)), medians of \(rounds - 1) rounds")
for (name, values) in ratios.sorted(by: { $0.key < $1.key }) {
  let sorted = values.sorted()
  let median = sorted[sorted.count / 2]
  let padding = String(repeating: " ", count: max(1, 48 - name.count))
  print(name + padding + "\((median * 100).rounded() / 100)")
}
if sink == 42 { print("") }
