// The feed keyed by identity beside the bare engine, as ratios: each
// round times, back to back in one process and in alternating order, the
// hosting layer's work and the engine calls the same answer needs; the
// medians of the per-round ratios are printed (on shared machines only
// ratios measured side by side carry).
//
//     swift run -c release feed-ratios [rounds]
//
// 1. One removal in the middle of a 100k-item feed: `MasonryFeed.update`
//    against the engine's keep-columns `removeItems` plus the diff of the
//    two id lists by the standard library
//    (`difference(from:).inferringMoves()`) and by `MasonryFeed.difference`;
//    on long-lived values, each removal undone (untimed) by an update
//    that puts the id back, and on fresh ones (laid out untimed).
// 2. The same removal at 10k, 100k and 1M ids: the feed's time per id.
// 3. A new feed's first ids (`apply` before the first `prepare`), then its
//    first `prepare`, at 10k and 100k, against the engine's `prepare` of
//    the same heights: what a host of its own pays to show a feed.

import BenchmarkFeeds
import BenchmarkHarness
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

let rounds = Swift.max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)

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
  feed.apply(ids, height: photoHeight)
  feed.prepare(viewport: viewport, height: photoHeight)
  return feed
}

struct Photos: MasonryHeightProvider {
  let ids: [Int]
  func height(forItemAt index: Int, width: Double) -> Double { photoHeight(ids[index], width) }
}

// 1 and 2. One removal in the middle.
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
      { timed { sink &+= longFeed.apply(removed, height: photoHeight).updateItems.count } },
      {
        timed {
          sink &+=
            longEngine.removeItems(in: (count / 2)..<(count / 2 + 1), mode: .keepColumns)
            .newItemCount
        }
      })
    let swiftDiff = timed { sink &+= removed.difference(from: ids).inferringMoves().count }
    let feedDiff = timed { sink &+= MasonryFeed<Int>.difference(from: ids, to: removed).count }
    longFeed.apply(ids, height: photoHeight)
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
            sink &+= feeds[index].apply(removed, height: photoHeight).updateItems.count
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

// 3. A new feed's first ids and first layout.
@MainActor func firstPass(count: Int, label: String) {
  let ids = Array(0..<count)
  let viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  for round in 0..<rounds {
    let (fed, bare) = alternating(
      round,
      {
        timed {
          var feed = try! MasonryFeed<Int>(configuration: configuration)
          sink &+= feed.apply(ids, height: photoHeight).isEmpty ? 0 : 1
          sink &+= feed.prepare(viewport: viewport, height: photoHeight).reason == .reloaded ? 1 : 0
        }
      },
      {
        timed {
          var engine = try! Masonry(configuration: configuration)
          sink &+=
            engine.prepare(width: 375, itemCount: count, heights: Photos(ids: ids))
            .newItemCount
        }
      })
    medians.record("\(label) feed us", fed / 1e-6, round: round)
    medians.record("\(label) engine prepare us", bare / 1e-6, round: round)
    medians.record("\(label) feed/engine prepare", fed / bare, round: round)
  }
}

firstPass(count: 100_000, label: "first n100k")
firstPass(count: 10_000, label: "first n10k")
removal(count: 100_000, fresh: 5, label: "remove1 n100k")
removal(count: 10_000, fresh: 0, label: "remove1 n10k")
removal(count: 1_000_000, fresh: 0, label: "remove1 n1M")

medians.printMedians()
print("(sink \(sink & 1))")
