// Sectioned feeds: the same photos laid out as 1,000 sections of a
// `SectionedMasonry` and as one `Masonry` (or one section), for the ratios
// the sections issue sets: prepare at 1M items, one screen's query at 1M,
// and a 50-item append to the first section. Run the pairs together, in
// alternating rounds, and compare within a round:
//
//     swift package benchmark --no-progress \
//       --filter 'Sections\..*|Masonry\.prepare\.shortest\.c2\.n1M|Masonry\.items\.middle\.n1M|Masonry\.sweep\.items\.n1M|Masonry\.append50\.n1k'

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout

/// A photo feed cut into sections of equal size, each under a 44-point
/// header: item `i` of section `s` is photo `s · stride + i` of one seeded
/// feed, so 1,000 sections of 1,000 hold the photos that
/// `Layout.phoneFeed(count: 1_000_000)` lays out as one feed.
struct PhotoSections: MasonrySectionProvider {
  let ratios: [Double]
  let sectionCount: Int
  let itemsPerSection: Int
  /// Items per section in `ratios`: `itemsPerSection` plus room to append.
  let stride: Int

  /// `sections` sections of `items` items, with `extra` more photos per
  /// section for appends.
  init(sections: Int, items: Int, extra: Int = 0) {
    stride = items + extra
    if extra == 0 {
      ratios = PhotoFeed.aspectRatios(count: sections * items)
    } else {
      ratios = PhotoFeed.aspectRatios(count: sections * stride)
    }
    sectionCount = sections
    itemsPerSection = items
  }

  func itemCount(inSection section: Int) -> Int { itemsPerSection }

  func height(forItemAt path: ItemPath, width: Double) -> Double {
    width * ratios[path.section * stride + path.item]
  }

  func headerHeight(inSection section: Int, width: Double) -> Double { 44 }
}

/// A fresh sectioned phone layout (2 columns, 375 points, 8-point gaps and
/// insets), with pinned headers, prepared for `sections`.
func sectionedPhoneLayout(_ sections: PhotoSections) -> SectionedMasonry {
  do {
    var layout = try SectionedMasonry(configuration: Layout.configuration(columns: 2))
    layout.pinsHeaders = true
    try layout.prepare(width: Layout.width(columns: 2), sections: sections)
    return layout
  } catch {
    fatalError("benchmark configuration rejected: \(error)")
  }
}

/// A sectioned layout that the iterations of one benchmark change in
/// place, and its provider.
struct LiveSections {
  let layout: Shared<SectionedMasonry>
  let sections: PhotoSections

  init(_ sections: PhotoSections) {
    layout = Shared(sectionedPhoneLayout(sections))
    self.sections = sections
  }
}

func registerSectionBenchmarks() {
  let count = 1_000_000
  let label = PhotoFeed.label(count)

  // Prepare: a fresh layout each iteration, as `Masonry.prepare.shortest.c2.n1M`
  // lays out a fresh engine: both pay for fresh storage.
  Benchmark("Sections.prepare.s1000.n\(label)", configuration: limits(iterations: 20)) {
    benchmark, sections in
    benchmark.startMeasurement()
    let layout = sectionedPhoneLayout(sections)
    // Freeing the storage is not part of laying out.
    withExtendedLifetime(layout) { benchmark.stopMeasurement() }
  } setup: {
    PhotoSections(sections: 1_000, items: count / 1_000)
  }

  // One phone screen in the middle of the feed, 1000 queries an iteration,
  // beside `Masonry.items.middle.n1M`.
  for sectionCount in [1, 1_000] {
    Benchmark(
      "Sections.elements.middle.s\(sectionCount).n\(label)",
      configuration: limits(iterations: 2_000, scale: .kilo)
    ) { benchmark, layout in
      let last = Swift.max(0, layout.contentSize.height - Screen.height)
      let screen = Rect(
        x: 0, y: (last / 2).rounded(.down), width: Screen.width, height: Screen.height)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(layout.elements(in: screen, pinnedIn: screen))
      }
    } setup: {
      sectionedPhoneLayout(PhotoSections(sections: sectionCount, items: count / sectionCount))
    }

    // A scroll from top to bottom, a screen every 100 points, beside
    // `Masonry.sweep.items.n1M`: every section boundary is crossed.
    Benchmark(
      "Sections.sweep.elements.s\(sectionCount).n\(label)",
      configuration: limits(iterations: 20, seconds: 3, metrics: timedMetrics + [framesMetric])
    ) { benchmark, layout in
      benchmark.startMeasurement()
      var frames = 0
      let bottom = Swift.max(0, layout.contentSize.height - Screen.height)
      for y in Swift.stride(from: 0, through: bottom, by: 100) {
        let screen = Rect(x: 0, y: y, width: Screen.width, height: Screen.height)
        blackHole(layout.elements(in: screen, pinnedIn: screen))
        frames += 1
      }
      benchmark.stopMeasurement()
      benchmark.measurement(framesMetric, frames)
    } setup: {
      sectionedPhoneLayout(PhotoSections(sections: sectionCount, items: count / sectionCount))
    }
  }

  // A page of 50 appended to the first section, then (untimed) removed
  // again: on 1,000 sections of 1,000, and on one section of 1,000, beside
  // `Masonry.append50.n1k`.
  for (sectionCount, items) in [(1, 1_000), (1_000, 1_000)] {
    Benchmark(
      "Sections.append50.first.s\(sectionCount).n\(PhotoFeed.label(sectionCount * items))",
      configuration: limits(iterations: 20_000)
    ) { benchmark, feed in
      benchmark.startMeasurement()
      feed.layout.value.appendItems(count: 50, toSection: 0, sections: feed.sections)
      benchmark.stopMeasurement()
      feed.layout.value.removeItems(in: items..<(items + 50), inSection: 0)
    } setup: {
      LiveSections(PhotoSections(sections: sectionCount, items: items, extra: 50))
    }
  }
}
