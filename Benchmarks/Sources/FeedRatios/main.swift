// The feed keyed by identity and the virtualizer beside the bare engine,
// as ratios: each round times, back to back in one process and in
// alternating order, the hosting layer's work and the engine calls the
// same answer needs; the medians of the per-round ratios are printed (on
// shared machines only ratios measured side by side carry).
//
//     swift run -c release feed-ratios [rounds]
//
// 1. The virtualizer at 1M items (one section, two columns, 375 wide): a
//    scroll of 1,000 frames from the middle down at 12 points a frame,
//    each frame's `MasonryVirtualizer.update(viewport:in:)` against the
//    engine's query of the same rect (the built rect and the prefetch
//    band): a one-section `Masonry`'s `items(in:)` (the floor)
//    and `SectionedMasonry.elements(in:pinnedIn:)` (the query the
//    virtualizer makes).
// 2. One removal in the middle of a 100k-item feed: `MasonryFeed.update`
//    against the engine's keep-columns `removeItems` plus the diff of the
//    two id lists by the standard library
//    (`difference(from:).inferringMoves()`) and by `MasonryFeed.difference`;
//    on long-lived values, each removal undone (untimed) by an update
//    that puts the id back, and on fresh ones (laid out untimed).
// 3. The same removal at 10k, 100k and 1M ids: the feed's time per id.

import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

let rounds = Swift.max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)
// `feed-ratios <rounds> frames`: the virtualizer's frames alone, to profile.
let framesOnly = CommandLine.arguments.dropFirst(2).first == "frames"

var medians = RoundMedians()
var sink = 0

/// A photo's height for a column width: aspect ratios from 9:16 to 16:9,
/// from the id.
func photoHeight(_ id: Int, _ width: Double) -> Double {
  var x = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
  x ^= x >> 29
  let ratio = 0.5625 + Double(x % 1_000) / 1_000 * (1.7778 - 0.5625)
  return width / ratio
}

let configuration = Masonry.Configuration(columns: .fixed(2))

func feed(_ ids: [Int], viewport: Rect) -> MasonryFeed<Int> {
  var feed = try! MasonryFeed<Int>(configuration: configuration)
  feed.update(to: ids, height: photoHeight)
  feed.prepare(viewport: viewport, height: photoHeight)
  return feed
}

struct Photos: MasonryHeightProvider {
  let ids: [Int]
  func height(forItemAt index: Int, width: Double) -> Double { photoHeight(ids[index], width) }
}

struct PhotoSections: MasonrySectionProvider {
  let ids: [Int]
  var sectionCount: Int { 1 }
  func itemCount(inSection section: Int) -> Int { ids.count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    photoHeight(ids[path.item], width)
  }
}

// 1. The virtualizer's frames.
do {
  let ids = Array(0..<1_000_000)
  var sectioned = try! SectionedMasonry(configuration: configuration)
  _ = try! sectioned.prepare(width: 375, sections: PhotoSections(ids: ids))
  var masonry = try! Masonry(configuration: configuration)
  _ = masonry.prepare(width: 375, itemCount: ids.count, heights: Photos(ids: ids))
  // Immutable from here: a captured `var` is copied on each call, a cost
  // neither side should carry.
  let (laidOut, engine) = (sectioned, masonry)
  let middle = laidOut.contentSize.height / 2
  let screens = (0..<1_000).map { Rect(x: 0, y: middle + Double($0) * 12, width: 375, height: 812) }
  // The rects each frame queries, from an untimed run.
  var dry = MasonryVirtualizer()
  let rects = screens.map { screen -> Rect in
    let pass = dry.update(viewport: screen, in: laidOut)
    return pass.builtRect.union(pass.prefetchRect)
  }
  for round in 0..<rounds {
    var virtualizer = MasonryVirtualizer()
    let (virtualized, items) = alternating(
      round,
      {
        timed {
          for screen in screens {
            sink &+= virtualizer.update(viewport: screen, in: laidOut).elements.count
          }
        }
      },
      { timed { for rect in rects { sink &+= engine.items(in: rect).count } } })
    let elements = timed {
      for (rect, screen) in zip(rects, screens) {
        sink &+= laidOut.elements(in: rect, pinnedIn: screen).count
      }
    }
    medians.record("frame virtualizer us", virtualized / 1e-6, round: round)
    medians.record("frame items us", items / 1e-6, round: round)
    medians.record("frame elements us", elements / 1e-6, round: round)
    medians.record("frame virtualizer/items", virtualized / items, round: round)
    medians.record("frame virtualizer/elements", virtualized / elements, round: round)
  }
}

// 2 and 3. One removal in the middle.
@MainActor func removal(count: Int, fresh: Int, label: String) {
  let ids = Array(0..<count)
  var removed = ids
  removed.remove(at: count / 2)
  let probe = feed(ids, viewport: Rect(x: 0, y: 0, width: 375, height: 812))
  let frame = probe.host.layout.frame(ofItemAt: ItemPath(section: 0, item: count / 2))!
  let screen = Rect(x: 0, y: frame.minY - 300, width: 375, height: 812)
  // Long-lived: one feed and one engine, each removal undone untimed.
  var longFeed = feed(ids, viewport: screen)
  var longEngine = try! Masonry(configuration: configuration)
  _ = longEngine.prepare(width: 375, itemCount: count, heights: Photos(ids: ids))
  for round in 0..<rounds {
    let (fed, bare) = alternating(
      round,
      { timed { sink &+= longFeed.update(to: removed, height: photoHeight).updateItems.count } },
      {
        timed {
          sink &+=
            longEngine.removeItems(in: (count / 2)..<(count / 2 + 1), mode: .keepColumns)
            .newItemCount
        }
      })
    let swiftDiff = timed { sink &+= removed.difference(from: ids).inferringMoves().count }
    let feedDiff = timed { sink &+= MasonryFeed<Int>.difference(from: ids, to: removed).count }
    longFeed.update(to: ids, height: photoHeight)
    _ = longEngine.insertItems(
      in: (count / 2)..<(count / 2 + 1), heights: Photos(ids: ids), mode: .keepColumns)
    medians.record("\(label) long feed us", fed / 1e-6, round: round)
    medians.record("\(label) long engine us", bare / 1e-6, round: round)
    medians.record("\(label) swift diff us", swiftDiff / 1e-6, round: round)
    medians.record("\(label) feed diff us", feedDiff / 1e-6, round: round)
    medians.record("\(label) long feed/(engine+swift diff)", fed / (bare + swiftDiff), round: round)
    medians.record("\(label) long feed/(engine+feed diff)", fed / (bare + feedDiff), round: round)
    medians.record("\(label) long feed ns per id", fed / 1e-9 / Double(count), round: round)
    guard fresh > 0 else { continue }
    // Fresh values, laid out untimed: the first edit of each copies
    // nothing it does not own.
    var feeds = (0..<fresh).map { _ in feed(ids, viewport: screen) }
    var engines = (0..<fresh).map { _ -> Masonry in
      var engine = try! Masonry(configuration: configuration)
      _ = engine.prepare(width: 375, itemCount: count, heights: Photos(ids: ids))
      return engine
    }
    let (freshFed, freshBare) = alternating(
      round,
      {
        timed {
          for index in feeds.indices {
            sink &+= feeds[index].update(to: removed, height: photoHeight).updateItems.count
          }
        }
      },
      {
        timed {
          for index in engines.indices {
            sink &+=
              engines[index].removeItems(
                in: (count / 2)..<(count / 2 + 1), mode: .keepColumns
              ).newItemCount
          }
        }
      })
    medians.record(
      "\(label) fresh feed/(engine+swift diff)",
      freshFed / (freshBare + swiftDiff * Double(fresh)), round: round)
  }
}

if !framesOnly {
  removal(count: 100_000, fresh: 5, label: "remove1 n100k")
  removal(count: 10_000, fresh: 0, label: "remove1 n10k")
  removal(count: 1_000_000, fresh: 0, label: "remove1 n1M")
}

medians.printMedians()
print("(sink \(sink & 1))")
