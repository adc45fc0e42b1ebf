// The carousel's queries beside their baselines, as ratios: each round
// times, for every style, 1000 queries at 100 items, the same 1000 at 10M
// items, the naive frame (every item's transform and outline recomputed,
// then filtered and sorted by depth) at 100 items on the same 1000 screens
// and at 10k items on every tenth, a 10k-item engine on those same
// screens, and the floor (each item's transform built and its four
// corners projected) for the items the engine returned and for every
// candidate it considered, back to back in one process; the medians of the
// per-round ratios are printed. Machines shared with other work drift by tens of
// percent within minutes, so only ratios measured side by side carry (see
// Benchmarks/README.md); the benchmark suite reports the
// absolutes.
//
//     swift run -c release carousel-ratios [rounds]
//     swift run -c release carousel-ratios 1 <style>   # profile one style
//     swift run -c release carousel-ratios <rounds> one
//     swift run -c release carousel-ratios <rounds> lean
//
// The last times a query that returns one item (a linear carousel of one,
// on 1000 screens about it) beside the floor for that item: the query's
// fixed cost, which a few returned items cannot repay. `lean` times, beside
// the query and both floors, the query written the way the floor is
// (`CarouselFloor.leanQuery`): how near a rewrite in that style could come.

import BenchmarkFeeds
import BenchmarkHarness
import CircularLayout
import LayoutGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 15

@inline(never)
func queries(_ feed: CarouselFeed, stride step: Int = 1) -> Int {
  var total = 0
  for screen in Swift.stride(from: 0, to: feed.screens.count, by: step).lazy.map({
    feed.screens[$0]
  }) {
    total &+= feed.carousel.items(in: screen, itemCount: feed.count).count
  }
  return total
}

@inline(never)
func naive(_ feed: CarouselFeed, _ floor: CarouselFloor, stride step: Int = 1) -> Int {
  var total = 0
  for index in Swift.stride(from: 0, to: feed.screens.count, by: step) {
    total &+=
      floor.naiveItems(
        in: feed.screens[index], carousel: feed.carousel, itemCount: feed.count
      ).count
  }
  return total
}

@inline(never)
func floor(_ floor: CarouselFloor, candidates: Bool) -> Double {
  var sum = 0.0
  for screen in floor.screens {
    sum += floor.work(candidates ? screen.candidates : screen.returned)
  }
  return sum
}

struct Row {
  var style: Carousel.Style
  var small: CarouselFeed
  var large: CarouselFeed
  var medium: CarouselFeed
  var floor: CarouselFloor
  var mediumFloor: CarouselFloor
  var returned: Int
  var candidates: Int
}

// `carousel-ratios 1 <style>`: five seconds of that style's queries alone,
// to profile (`perf record -g`).
if CommandLine.arguments.count > 2, let style = Carousel.Style(rawValue: CommandLine.arguments[2]) {
  let feed = CarouselFeed(style: style, count: 100)
  var total = 0
  let start = seconds()
  while seconds() - start < 5 { total &+= queries(feed) }
  print(total)
  exit(0)
}

// `carousel-ratios <rounds> one`: one returned item against its floor.
if CommandLine.arguments.count > 2, CommandLine.arguments[2] == "one" {
  let feed = CarouselFeed(style: .linear, count: 1)
  let floor = CarouselFloor(feed: feed)
  // The scroll position is within a point of 0, so the one item stands
  // at the viewport's centre, as the floor's offset 0 has it.
  let screens = (0..<1_000).map { Rect(x: Double($0 % 3) - 1, y: 0, width: 375, height: 812) }
  let rounds = Swift.max(rounds, 2)  // the first round only warms up
  var (queryTimes, floorTimes, ratios) = ([Double](), [Double](), [Double]())
  let offsets = [0.0]
  var (returned, sum) = (0, 0.0)
  for round in 0..<rounds {
    let query = timed {
      for screen in screens { returned &+= feed.carousel.items(in: screen, itemCount: 1).count }
    }
    let one = timed { for _ in screens { sum += floor.work(offsets) } }
    guard round > 0 else { continue }  // the first round warms up
    queryTimes.append(query / 1_000 * 1e9)
    floorTimes.append(one / 1_000 * 1e9)
    ratios.append(query / one)
  }
  print(
    "one linear item on 1000 screens, medians of \(rounds - 1) rounds: query "
      + "\(median(queryTimes).rounded()) ns, floor \(median(floorTimes).rounded()) ns, "
      + "query / floor \((median(ratios) * 100).rounded() / 100); "
      + "\(returned / Swift.max(rounds, 1)) items returned per round")
  if sum == .infinity { print(sum) }
  exit(0)
}

// `carousel-ratios <rounds> lean`: the query, the lean query, the floors
// and the naive frame.
if CommandLine.arguments.count > 2, CommandLine.arguments[2] == "lean" {
  print(
    "carousel items(in:) and the lean query on 1000 phone screens, 100 items, medians of "
      + "\(rounds - 1) rounds; per query")
  print(
    "style\treturned/query\tlean returned/query\tquery ns\tlean ns\tlean/query"
      + "\tquery/floor returned\tlean/floor returned\tquery/floor candidates"
      + "\tlean/floor candidates\tnaive/query")
  var sink = 0.0
  // Every feed built before any round is timed, as in the other modes.
  let feeds = CarouselFeed.styles.map { CarouselFeed(style: $0, count: 100) }
  for feed in feeds {
    let style = feed.carousel.style
    let baseline = CarouselFloor(feed: feed)
    var items: [Carousel.Item] = []
    items.reserveCapacity(64)
    var (returned, leanReturned) = (0, 0)
    var values: [String: [Double]] = [:]
    for round in 0..<rounds {
      func timeQuery() -> Double { timed { returned = queries(feed) } }
      func timeLean() -> Double {
        timed {
          leanReturned = 0
          for (screen, viewport) in zip(baseline.screens, feed.screens) {
            leanReturned &+= baseline.leanQuery(
              screen.candidates, in: viewport, carousel: feed.carousel, into: &items)
          }
        }
      }
      // Each goes first in every other round, so neither always follows
      // the floor.
      var (query, lean) = (0.0, 0.0)
      if round.isMultiple(of: 2) {
        (query, lean) = (timeQuery(), timeLean())
      } else {
        lean = timeLean()
        query = timeQuery()
      }
      let floorReturned = timed { sink += floor(baseline, candidates: false) }
      let floorCandidates = timed { sink += floor(baseline, candidates: true) }
      let naiveFrame = timed { sink += Double(naive(feed, baseline)) }
      guard round > 0 else { continue }  // the first round warms up
      values["naive/query", default: []].append(naiveFrame / query)
      values["query", default: []].append(query / 1_000 * 1e9)
      values["lean", default: []].append(lean / 1_000 * 1e9)
      values["lean/query", default: []].append(lean / query)
      values["query/returned", default: []].append(query / floorReturned)
      values["lean/returned", default: []].append(lean / floorReturned)
      values["query/candidates", default: []].append(query / floorCandidates)
      values["lean/candidates", default: []].append(lean / floorCandidates)
    }
    func median(_ key: String) -> String {
      let sorted = values[key]!.sorted()
      let value = sorted[sorted.count / 2]
      return value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
    }
    print(
      [
        style.rawValue, String(Double(returned) / 1_000), String(Double(leanReturned) / 1_000),
        median("query"), median("lean"), median("lean/query"), median("query/returned"),
        median("lean/returned"), median("query/candidates"), median("lean/candidates"),
        median("naive/query"),
      ].joined(separator: "\t"))
  }
  if sink == .infinity { print(sink) }
  exit(0)
}

let rows = CarouselFeed.styles.map { style in
  let small = CarouselFeed(style: style, count: 100)
  let floor = CarouselFloor(feed: small)
  let medium = CarouselFeed(style: style, count: 10_000)
  return Row(
    style: style, small: small, large: CarouselFeed(style: style, count: 10_000_000),
    medium: medium, floor: floor, mediumFloor: CarouselFloor(feed: medium),
    returned: floor.screens.reduce(0) { $0 + $1.returned.count },
    candidates: floor.screens.reduce(0) { $0 + $1.candidates.count })
}

var ratios: [String: [String: [Double]]] = [:]
var sink = 0.0
for round in 0..<rounds {
  for row in rows {
    let small = timed { sink += Double(queries(row.small)) }
    let large = timed { sink += Double(queries(row.large)) }
    let returned = timed { sink += floor(row.floor, candidates: false) }
    let candidates = timed { sink += floor(row.floor, candidates: true) }
    let naiveSmall = timed { sink += Double(naive(row.small, row.floor)) }
    // Every tenth screen: 100 frames of 10k items each.
    let mediumQueries = timed { sink += Double(queries(row.medium, stride: 10)) }
    let naiveMedium = timed { sink += Double(naive(row.medium, row.mediumFloor, stride: 10)) }
    guard round > 0 else { continue }  // the first round warms up
    let name = row.style.rawValue
    ratios[name, default: [:]]["10M / 100", default: []].append(large / small)
    ratios[name, default: [:]]["query / floor (returned)", default: []].append(small / returned)
    ratios[name, default: [:]]["query / floor (candidates)", default: []].append(
      small / candidates)
    ratios[name, default: [:]]["naive / query", default: []].append(naiveSmall / small)
    ratios[name, default: [:]]["naive 10k / query 10k", default: []].append(
      naiveMedium / mediumQueries)
    ratios[name, default: [:]]["naive (ns)", default: []].append(naiveSmall / 1_000 * 1e9)
    ratios[name, default: [:]]["query 10k (ns)", default: []].append(mediumQueries / 100 * 1e9)
    ratios[name, default: [:]]["naive 10k (ns)", default: []].append(naiveMedium / 100 * 1e9)
    ratios[name, default: [:]]["query (ns)", default: []].append(small / 1_000 * 1e9)
    ratios[name, default: [:]]["query 10M (ns)", default: []].append(large / 1_000 * 1e9)
    ratios[name, default: [:]]["floor returned (ns)", default: []].append(returned / 1_000 * 1e9)
    ratios[name, default: [:]]["floor candidates (ns)", default: []].append(
      candidates / 1_000 * 1e9)
  }
}

let format = RoundMedians.format

print(
  "carousel items(in:) on 1000 phone screens (375 x 812), 160 x 200 items, medians of "
    + "\(rounds - 1) rounds; per query")
print(
  "style\treturned/query\tcandidates/query\tquery ns\tquery 10M ns\t10M/100\tfloor returned ns"
    + "\tquery/floor returned\tfloor candidates ns\tquery/floor candidates\tnaive ns\tnaive/query"
    + "\tquery 10k ns\tnaive 10k ns\tnaive 10k/query 10k")
for row in rows {
  let values = ratios[row.style.rawValue]!
  print(
    [
      row.style.rawValue, format(Double(row.returned) / 1_000),
      format(Double(row.candidates) / 1_000), format(median(values["query (ns)"]!)),
      format(median(values["query 10M (ns)"]!)), format(median(values["10M / 100"]!)),
      format(median(values["floor returned (ns)"]!)),
      format(median(values["query / floor (returned)"]!)),
      format(median(values["floor candidates (ns)"]!)),
      format(median(values["query / floor (candidates)"]!)),
      format(median(values["naive (ns)"]!)), format(median(values["naive / query"]!)),
      format(median(values["query 10k (ns)"]!)), format(median(values["naive 10k (ns)"]!)),
      format(median(values["naive 10k / query 10k"]!)),
    ].joined(separator: "\t"))
}
if sink == .infinity { print(sink) }
