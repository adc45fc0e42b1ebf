// Sectioned feeds against one engine, as ratios: each round times both
// sides back to back, in alternating order, in one process, and the
// medians of the per-round ratios are printed (issue 52's targets).
//
// - `prepare` of 1M photos in 1,000 sections of 1,000, each under a
//   44-point header, against one `Masonry` preparing the same 1M photos
//   (2 columns, 375 points, 8-point gaps and insets; both fresh, so both
//   pay for fresh storage). Target: at most 1.2x.
// - `appendItems` of 50 to the first section of 1,000 sections of 1,000,
//   against the same append to a feed of one section of 1,000. Target:
//   at most 2x. Each append is timed on its own and (untimed) removed
//   again, so every append starts from the same layout.
//
//     swift run -c release section-ratios [rounds] [appends per round] [raw]

import BenchmarkFeeds
import BenchmarkHarness
import LayoutGeometry
import MasonryLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.first.flatMap(Int.init) ?? 15
let appendsPerRound = arguments.dropFirst().first.flatMap(Int.init) ?? 2_000
let sectionCount = 1_000
let itemsPerSection = 1_000
let page = 50

let configuration = Masonry.Configuration(
  columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8))
let width = 375.0

/// `sections` sections of `items` photos under 44-point headers, with room
/// for a page more in each: item `i` of section `s` is photo
/// `s · stride + i` of one seeded feed.
struct PhotoSections: MasonrySectionProvider {
  let ratios: [Double]
  let sections: Int
  let items: Int
  let stride: Int

  init(sections: Int, items: Int, extra: Int) {
    self.sections = sections
    self.items = items
    stride = items + extra
    ratios = SamplePhotos.aspectRatios(count: sections * stride)
  }

  var sectionCount: Int { sections }
  func itemCount(inSection section: Int) -> Int { items }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    width * ratios[path.section * stride + path.item]
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { 44 }
}

/// The same photos as one feed: photo `i` of section 0 of `sections`.
struct FlatPhotos: MasonryHeightProvider {
  let ratios: [Double]
  func height(forItemAt index: Int, width: Double) -> Double { width * ratios[index] }
}

@inline(never)
func freshSectioned(_ sections: PhotoSections) -> SectionedMasonry {
  var layout = try! SectionedMasonry(configuration: configuration)
  layout.pinsHeaders = true
  try! layout.prepare(width: width, sections: sections)
  return layout
}

@inline(never)
func freshFlat(_ photos: FlatPhotos, count: Int) -> Masonry {
  var masonry = try! Masonry(configuration: configuration)
  masonry.prepare(width: width, itemCount: count, heights: photos)
  return masonry
}

/// The total time of `appendsPerRound` appends of a page to section 0,
/// each removed again untimed.
@inline(never)
func appendTime(_ layout: inout SectionedMasonry, _ sections: PhotoSections) -> Double {
  var total = 0.0
  for _ in 0..<appendsPerRound {
    let start = seconds()
    let changes = layout.appendItems(count: page, toSection: 0, sections: sections)
    total += seconds() - start
    withExtendedLifetime(changes) {}
    layout.removeItems(in: sections.items..<(sections.items + page), inSection: 0)
  }
  return total
}

// Freed blocks stay with the allocator: otherwise glibc hands the one
// engine's 24 MB back to the system and maps it afresh, so that side pays
// about 1,400 page faults a build that the sections' small blocks, reused
// from the heap, never pay, and which side pays them changes with the
// heap's history (a build with an unrelated change moved the one engine
// from 7.6 to 9.7 ms). Both sides now build from warm memory.
#if canImport(Glibc)
  @_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD in glibc's malloc.h
  let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
  precondition(mallopt(mmapThreshold, 32 << 20) == 1 && mallopt(trimThreshold, 1 << 30) == 1)
#endif

// The prepare feeds hold no extra photos, so that the flat feed's photos
// are the sectioned feed's in order.
let big = PhotoSections(sections: sectionCount, items: itemsPerSection, extra: 0)
let flat = FlatPhotos(ratios: big.ratios)
let count = sectionCount * itemsPerSection
let appendMany = PhotoSections(sections: sectionCount, items: itemsPerSection, extra: page)
let appendOne = PhotoSections(sections: 1, items: itemsPerSection, extra: page)
var many = freshSectioned(appendMany)
var one = freshSectioned(appendOne)

/// The time of one fresh build, made right after an untimed build of the
/// same was made and freed, and freed before the other side runs: both
/// sides find the allocator as their own last build left it. (Timing each
/// with the other side's layout alive instead made whichever ran first in
/// a round 1.5 to 1.8x slower, whichever it was.)
func freshBuildTime<Layout>(_ build: () -> Layout, faults: inout Double) -> Double {
  var layout: Layout? = build()
  layout = nil
  let faultsBefore = minorFaults()
  let time = timed { layout = build() }
  faults = Double(minorFaults() - faultsBefore)
  withExtendedLifetime(layout) {}
  return time
}

/// The process's minor page faults so far: a fresh block the allocator
/// maps from the system costs one per page touched.
func minorFaults() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_minflt
}

if let mode = CommandLine.arguments.first(where: { $0.hasPrefix("profile") }) {
  let repeats = Int(CommandLine.arguments.last!) ?? 300
  for _ in 0..<repeats {
    if mode == "profile-flat" {
      withExtendedLifetime(freshFlat(flat, count: count)) {}
    } else {
      withExtendedLifetime(freshSectioned(big)) {}
    }
  }
  exit(0)
}

var medians = RoundMedians()
for round in 0..<rounds {
  var (sectionedFaults, flatFaults) = (0.0, 0.0)
  let (sectionedTime, flatTime) = alternating(
    round,
    { freshBuildTime({ freshSectioned(big) }, faults: &sectionedFaults) },
    { freshBuildTime({ freshFlat(flat, count: count) }, faults: &flatFaults) })
  medians.record("prepare, 1,000 sections (page faults)", sectionedFaults, round: round)
  medians.record("prepare, one engine (page faults)", flatFaults, round: round)
  medians.record("prepare, 1,000 sections / one engine", sectionedTime / flatTime, round: round)
  medians.record("prepare, 1,000 sections (ms)", sectionedTime * 1e3, round: round)
  medians.record("prepare, one engine (ms)", flatTime * 1e3, round: round)

  let (manyTime, oneTime) = alternating(
    round, { appendTime(&many, appendMany) }, { appendTime(&one, appendOne) })
  medians.record("append 50, section 0 of 1,000 / of 1", manyTime / oneTime, round: round)
  let perAppend = 1e6 / Double(appendsPerRound)
  medians.record("append 50, section 0 of 1,000 (µs)", manyTime * perAppend, round: round)
  medians.record("append 50, one section of 1,000 (µs)", oneTime * perAppend, round: round)
}
print("1M photos in \(sectionCount) sections against one engine, medians of \(rounds - 1) rounds")
medians.printMedians()
// `raw` prints every round's values; `profile [n]` and `profile-flat [n]`
// only build one side n times (300 by default), for a profiler.
if CommandLine.arguments.contains("raw") {
  for (key, values) in medians.values.sorted(by: { $0.key < $1.key }) {
    print(key, values.map(RoundMedians.format))
  }
}
