// The hosting layer beside the bare engine, as ratios: each round times,
// back to back in one process and in alternating order, what a collection
// view layout asks of `MasonryHost` and `ScrollingLayoutHost<Wheel>` and
// the engine calls the same work needs without the host; the medians of
// the per-round ratios are printed (on shared machines only ratios
// measured side by side carry: Benchmarks/README.md).
//
//     swift run -c release hosting-ratios [rounds] [sectioned]
//     swift run -c release hosting-ratios 1 delete   # profile the host's
//                                                    # deletion, each undone
//     swift run -c release hosting-ratios 1 delete-engine   # the engine's
//     swift run -c release hosting-ratios 1 delete sectioned   # 100 x 1,000
//     swift run -c release hosting-ratios 1 sizing [sectioned]   # the host's
//                                          # self-sizing, to and fro
//     swift run -c release hosting-ratios 1 absorb [items] [fraction] [passes]
//         # five seconds of `Hosting.masonry.absorb`'s pass (100k, 2% in by
//         # default), each on a fresh host laid out untimed; prints the
//         # pass's mean time. With a number of passes, exactly that many:
//         # under `valgrind --tool=callgrind --toggle-collect='*hostSelfSizing*'`
//         # the difference of two counts is the passes' instructions and
//         # cache misses, without the runtime's one-time work
//
// 1. One phone screen of a 1M-item two-column feed, 1000 screens a point
//    apart from the middle down: the host's `elements(in:)` (the viewport
//    recorded first, as the layout does with pinned headers) against the
//    engine's `elements(in:pinnedIn:)`, each plus one attributes object
//    per element; and, beside them, a one-section `Masonry`'s `items(in:)`
//    with the same allocations (the query the issue names).
// 2. A self-sizing pass over every item of the middle screen of that feed
//    (each measured 17 points taller): `setMeasuredHeight` against the
//    engine's keep-columns `setHeight` for those items alone; a fresh
//    layout on both sides every round (untimed); then, the estimates put
//    back (untimed), the same pass again on the layouts it edited.
// 3. A batch of one deletion in the middle of a 100k-item feed:
//    `apply([.deleteItem(at:)], source:)` against the engine's keep-columns
//    `removeItems`; ten fresh layouts on each side every round (untimed),
//    one deletion each, and the engine's removal once more on ten layouts
//    whose storage a kept copy shares (timed after the other two); then on
//    one long-lived host and one engine, each deletion undone (untimed) by
//    a keep-columns insertion. The host's minor page faults are counted.
// 4. The wheel at 1M items, 1000 screens across its range: the host's
//    `attributes(forElementsIn:in:itemCount:)` against the engine's
//    `items(in:itemCount:)`.
//
// The feeds are one section of 1M (and of 100k); with `sectioned`, 1,000
// sections of 1,000 (and 100 of 1,000), each under a 44-point header.

import BenchmarkFeeds
import BenchmarkHarness
import HostingFeeds
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let rounds = Swift.max(2, CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 11)
let sectioned = CommandLine.arguments.dropFirst(2).contains("sectioned")
let profilesDelete = CommandLine.arguments.dropFirst(2).first == "delete"
let profilesEngineDelete = CommandLine.arguments.dropFirst(2).first == "delete-engine"
let profilesSizing = CommandLine.arguments.dropFirst(2).first == "sizing"
let profiledSections = sectioned ? 100 : 1

/// The process's minor page faults so far.
func pageFaults() -> Int {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return usage.ru_minflt
}

// `hosting-ratios 1 delete`: five seconds of the host's batch of one
// deletion in the 100k feed, each undone by a batch of one insertion, to
// profile (`perf record -g`).
if profilesDelete {
  let source = HostedPhotoSections(sections: profiledSections, items: 100_000 / profiledSections)
  let victim = ItemPath(section: profiledSections / 2, item: source.itemsPerSection / 2)
  let frame = HostingLayout.engine(source).frame(ofItemAt: victim)!
  let screen = Rect(x: 0, y: frame.origin.y - 300, width: 375, height: 812)
  var host = HostingLayout.host(source, viewport: screen)
  let after = source.deleting(victim)
  var (total, batches) = (0, 0)
  let start = seconds()
  while seconds() - start < 5 {
    // One long-lived host, each deletion undone by a batch inserting the
    // item again (a copy of the host would share its storage, and the
    // deletion would copy it first).
    total &+= hostDelete(&host, victim, source: after)
    host.finishUpdates()
    host.apply([.insertItem(at: victim)], source: source)
    host.finishUpdates()
    batches += 1
  }
  print("\(batches) batches, \(total)")
  exit(0)
}

// `hosting-ratios 1 delete-engine`: the engine's removal on fresh
// layouts (each laid out in the loop, which the profile shows apart).
if profilesEngineDelete {
  let source = HostedPhotoSections(sections: profiledSections, items: 100_000 / profiledSections)
  let victim = ItemPath(section: profiledSections / 2, item: source.itemsPerSection / 2)
  var (total, batches) = (0, 0)
  let start = seconds()
  while seconds() - start < 5 {
    var engine = HostingLayout.engine(source)
    total &+= engineDelete(&engine, victim)
    batches += 1
  }
  print("\(batches) batches, \(total)")
  exit(0)
}

// `hosting-ratios 1 sizing`: five seconds of self-sizing passes through
// the host on the 1M feed, every other pass putting the estimates back.
if profilesSizing {
  let sections = sectioned ? 1_000 : 1
  let source = HostedPhotoSections(sections: sections, items: 1_000_000 / sections)
  let layout = HostingLayout.engine(source)
  let screen = HostingLayout.middleScreen(contentHeight: layout.contentSize.height)
  let measured = selfSizingCorrections(layout, in: screen)
  let estimates = measured.map { (path: $0.path, height: $0.height - 17) }
  var host = HostingLayout.host(source, viewport: screen)
  var (total, passes) = (0, 0)
  let start = seconds()
  while seconds() - start < 5 {
    total &+= hostSelfSizing(&host, passes.isMultiple(of: 2) ? measured : estimates, screen: screen)
    passes += 1
  }
  print("\(passes) passes, \(total)")
  exit(0)
}

// `hosting-ratios 1 absorb [items] [fraction]`: the cells a scroll back
// meets above the screen, measured 17 points taller, bottom up, as the
// `Hosting.masonry.absorb` benchmarks measure them, to profile (the fresh
// host each pass lays the feed out, which the profile shows apart).
if CommandLine.arguments.dropFirst(2).first == "absorb" {
  let count = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 100_000
  let fraction = CommandLine.arguments.dropFirst(4).first.flatMap(Double.init) ?? 0.02
  let passLimit = CommandLine.arguments.dropFirst(5).first.flatMap(Int.init)
  let source = HostedPhotoSections(sections: 1, items: count)
  let (screen, corrections) = absorbedCorrections(HostingLayout.engine(source), at: fraction)
  var (total, passes, timed) = (0, 0, 0.0)
  let start = seconds()
  while passLimit.map({ passes < $0 }) ?? (seconds() - start < 5) {
    var host = HostingLayout.host(source, viewport: screen)
    let passStart = seconds()
    total &+= hostSelfSizing(&host, corrections, screen: screen)
    timed += seconds() - passStart
    passes += 1
  }
  let mean = (timed / Double(passes) * 1e6).rounded()
  print("\(passes) passes of \(corrections.count) cells, \(mean) µs a pass, \(total)")
  exit(0)
}

var medians = RoundMedians()
var sink = 0

let bigSections = sectioned ? 1_000 : 1
let big = HostedPhotoSections(sections: bigSections, items: 1_000_000 / bigSections)
let smallSections = sectioned ? 100 : 1
let small = HostedPhotoSections(sections: smallSections, items: 100_000 / smallSections)

// 1. One screen's attributes.
let engine = HostingLayout.engine(big)
let screens = HostingLayout.scroll(contentHeight: engine.contentSize.height, count: 1_000)
var host = HostingLayout.host(big, viewport: screens[0])
let masonry = HostingLayout.masonry(big)
let masonryScreens = HostingLayout.scroll(
  contentHeight: masonry.contentSize.height, count: 1_000)
var elementCount = 0
for round in 0..<rounds {
  let (hosted, bare) = alternating(
    round,
    {
      timed {
        for screen in screens { elementCount = hostAttributes(&host, in: screen).count }
      }
    },
    { timed { for screen in screens { sink &+= engineAttributes(engine, in: screen).count } } })
  let items = timed {
    for screen in masonryScreens { sink &+= masonryAttributes(masonry, in: screen).count }
  }
  medians.record("screen host ns", hosted / 1e-6, round: round)
  medians.record("screen engine ns", bare / 1e-6, round: round)
  medians.record("screen items ns", items / 1e-6, round: round)
  medians.record("screen host/engine", hosted / bare, round: round)
  medians.record("screen host/items", hosted / items, round: round)
}

// 2. A self-sizing pass: fresh layouts each round, untimed.
let middle = HostingLayout.middleScreen(contentHeight: engine.contentSize.height)
let corrections = selfSizingCorrections(engine, in: middle)
let estimates = corrections.map { (path: $0.path, height: $0.height - 17) }
for round in 0..<rounds {
  var sizingHost = HostingLayout.host(big, viewport: middle)
  var sizingEngine = HostingLayout.engine(big)
  var (sizingFaults, engineSizingFaults) = (0, 0)
  let (hosted, bare) = alternating(
    round,
    {
      let start = pageFaults()
      let time = timed { sink &+= hostSelfSizing(&sizingHost, corrections, screen: middle) }
      sizingFaults = pageFaults() - start
      return time
    },
    {
      let start = pageFaults()
      let time = timed { sink &+= engineSelfSizing(&sizingEngine, corrections) }
      engineSizingFaults = pageFaults() - start
      return time
    })
  medians.record("sizing host faults", Double(sizingFaults), round: round)
  medians.record("sizing engine faults", Double(engineSizingFaults), round: round)
  medians.record("sizing host us", hosted / 1e-6, round: round)
  medians.record("sizing engine us", bare / 1e-6, round: round)
  medians.record("sizing host/engine", hosted / bare, round: round)
  // The estimates put back (untimed), then the same pass again on the
  // layouts the first pass edited.
  sink &+= hostSelfSizing(&sizingHost, estimates, screen: middle)
  sink &+= engineSelfSizing(&sizingEngine, estimates)
  let (again, bareAgain) = alternating(
    round,
    { timed { sink &+= hostSelfSizing(&sizingHost, corrections, screen: middle) } },
    { timed { sink &+= engineSelfSizing(&sizingEngine, corrections) } })
  medians.record("sizing again host us", again / 1e-6, round: round)
  medians.record("sizing again engine us", bareAgain / 1e-6, round: round)
  medians.record("sizing again host/engine", again / bareAgain, round: round)
}

// 3. A batch of one deletion: ten fresh layouts on each side each round.
let smallEngine = HostingLayout.engine(small)
let victim = ItemPath(section: smallSections / 2, item: small.itemsPerSection / 2)
let victimFrame = smallEngine.frame(ofItemAt: victim)!
let victimScreen = Rect(
  x: 0, y: victimFrame.origin.y - 300, width: HostingLayout.screen.width,
  height: HostingLayout.screen.height)
let after = small.deleting(victim)
let batch = 10
for round in 0..<rounds {
  var hosts = (0..<batch).map { _ in HostingLayout.host(small, viewport: victimScreen) }
  var engines = (0..<batch).map { _ in HostingLayout.engine(small) }
  var faults = 0
  let (hosted, bare) = alternating(
    round,
    {
      faults = pageFaults()
      let time = timed {
        for index in 0..<batch { sink &+= hostDelete(&hosts[index], victim, source: after) }
      }
      faults = pageFaults() - faults
      return time
    },
    { timed { for index in 0..<batch { sink &+= engineDelete(&engines[index], victim) } } })
  // The engine's removal again, each layout's storage shared with a copy
  // kept beside it, as the host kept the layout before a batch for its
  // transition until its transition kept a window of it (issue 28): the
  // removal copies the section's storage first.
  var shared = (0..<batch).map { _ in HostingLayout.engine(small) }
  let kept = shared.map { $0 }
  let copying = timed {
    for index in 0..<batch { sink &+= engineDelete(&shared[index], victim) }
  }
  withExtendedLifetime(kept) {}
  medians.record("delete host us", hosted / Double(batch) / 1e-6, round: round)
  medians.record("delete engine us", bare / Double(batch) / 1e-6, round: round)
  medians.record("delete copying us", copying / Double(batch) / 1e-6, round: round)
  medians.record("delete host/engine", hosted / bare, round: round)
  medians.record("delete host/copying", hosted / copying, round: round)
  medians.record("delete host faults", Double(faults) / Double(batch), round: round)
}

// 3b. The same batch on one long-lived host and one engine, each
// deletion undone (untimed) by a keep-columns insertion of the same item,
// as an app applies batch after batch: the host's copy of the section's
// storage then reuses memory the last batch freed, where the fresh
// layouts above make it touch new pages.
var steadyHost = HostingLayout.host(small, viewport: victimScreen)
var steadyEngine = HostingLayout.engine(small)
for round in 0..<rounds {
  var (hosted, bare, faults) = (0.0, 0.0, 0)
  for index in 0..<batch {
    let (host, engine) = alternating(
      round + index,
      {
        let start = pageFaults()
        let time = timed { sink &+= hostDelete(&steadyHost, victim, source: after) }
        faults += pageFaults() - start
        return time
      },
      { timed { sink &+= engineDelete(&steadyEngine, victim) } })
    (hosted, bare) = (hosted + host, bare + engine)
    steadyHost.finishUpdates()
    steadyHost.apply([.insertItem(at: victim)], source: small)
    steadyHost.finishUpdates()
    steadyEngine.insertItems(
      in: victim.item..<(victim.item + 1), inSection: victim.section, sections: small,
      mode: .keepColumns)
  }
  medians.record("steady host us", hosted / Double(batch) / 1e-6, round: round)
  medians.record("steady host faults", Double(faults) / Double(batch), round: round)
  medians.record("steady engine us", bare / Double(batch) / 1e-6, round: round)
  medians.record("steady host/engine", hosted / bare, round: round)
}

// 4. The wheel.
let wheel = HostedWheel(count: 1_000_000)
var wheelCount = 0
for round in 0..<rounds {
  let (hosted, bare) = alternating(
    round, { timed { wheelCount = wheel.hostQueries() } },
    { timed { sink &+= wheel.engineQueries() } })
  medians.record("wheel host ns", hosted / 1e-6, round: round)
  medians.record("wheel engine ns", bare / 1e-6, round: round)
  medians.record("wheel host/engine", hosted / bare, round: round)
}

let feed = sectioned ? "1,000 sections of 1,000" : "one section"
print("hosting-ratios: medians of \(rounds - 1) rounds (the first warms up); \(feed)")
print("operation\thost\tengine\thost/engine\ttarget")
print(
  "1M feed, one screen + attributes (\(elementCount) elements), per query\t"
    + "\(RoundMedians.format(medians.median("screen host ns"))) ns\t\(RoundMedians.format(medians.median("screen engine ns"))) ns\t"
    + "\(RoundMedians.format(medians.median("screen host/engine")))\t2")
print(
  "  beside Masonry.items(in:) + attributes\t\(RoundMedians.format(medians.median("screen host ns"))) ns\t"
    + "\(RoundMedians.format(medians.median("screen items ns"))) ns\t\(RoundMedians.format(medians.median("screen host/items")))\t2"
)
print(
  "1M feed, self-sizing \(corrections.count) visible items, per pass\t"
    + "\(RoundMedians.format(medians.median("sizing host us"))) µs\t\(RoundMedians.format(medians.median("sizing engine us"))) µs\t"
    + "\(RoundMedians.format(medians.median("sizing host/engine")))\t2\t(page faults a pass: host "
    + "\(RoundMedians.format(medians.median("sizing host faults"))), engine \(RoundMedians.format(medians.median("sizing engine faults"))))"
)
print(
  "  the same pass again, the estimates put back first\t"
    + "\(RoundMedians.format(medians.median("sizing again host us"))) µs\t"
    + "\(RoundMedians.format(medians.median("sizing again engine us"))) µs\t"
    + "\(RoundMedians.format(medians.median("sizing again host/engine")))\t2")
print(
  "100k feed, batch of one deletion, per batch\t\(RoundMedians.format(medians.median("delete host us"))) µs\t"
    + "\(RoundMedians.format(medians.median("delete engine us"))) µs\t\(RoundMedians.format(medians.median("delete host/engine")))\t2"
    + "\t(\(RoundMedians.format(medians.median("delete host faults"))) page faults a batch in the host)"
)
print(
  "  beside the engine's removal copying its storage first\t"
    + "\(RoundMedians.format(medians.median("delete host us"))) µs\t\(RoundMedians.format(medians.median("delete copying us"))) µs\t"
    + "\(RoundMedians.format(medians.median("delete host/copying")))\t-")
print(
  "100k feed, the same batch on a long-lived host, each undone, per batch\t"
    + "\(RoundMedians.format(medians.median("steady host us"))) µs\t\(RoundMedians.format(medians.median("steady engine us"))) µs\t"
    + "\(RoundMedians.format(medians.median("steady host/engine")))\t2"
    + "\t(\(RoundMedians.format(medians.median("steady host faults"))) page faults a batch in the host)"
)
print(
  "1M wheel, attributes for one screen (\(Double(wheelCount) / 1_000) items), per query\t"
    + "\(RoundMedians.format(medians.median("wheel host ns"))) ns\t\(RoundMedians.format(medians.median("wheel engine ns"))) ns\t"
    + "\(RoundMedians.format(medians.median("wheel host/engine")))\t-")
if sink == .min { print(sink) }
