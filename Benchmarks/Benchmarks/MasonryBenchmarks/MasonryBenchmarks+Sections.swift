// Sectioned feeds: the same photos laid out as 1,000 sections of a
// `SectionedMasonry` and as one `Masonry` (or one section), for the ratios
// the sections issue sets: prepare at 1M items, one screen's query at 1M,
// and a 50-item append to the first section. Then every other update with
// the change set it returns, in the first of 1,000 sections, each beside
// the update of one `Masonry` of the same 1,000 photos that it forwards
// to (`Sections.engine...`), and the queries the updates issue adds. Run
// the pairs together, in alternating rounds, and compare within a round:
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
      ratios = SamplePhotos.aspectRatios(count: sections * items)
    } else {
      ratios = SamplePhotos.aspectRatios(count: sections * stride)
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
  let label = SamplePhotos.label(count)

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
      "Sections.append50.first.s\(sectionCount).n\(SamplePhotos.label(sectionCount * items))",
      configuration: limits(iterations: 20_000)
    ) { benchmark, feed in
      benchmark.startMeasurement()
      blackHole(feed.layout.value.appendItems(count: 50, toSection: 0, sections: feed.sections))
      benchmark.stopMeasurement()
      feed.layout.value.removeItems(in: items..<(items + 50), inSection: 0)
    } setup: {
      LiveSections(PhotoSections(sections: sectionCount, items: items, extra: 50))
    }
  }

  registerSectionUpdateBenchmarks()
  registerSectionQueryBenchmarks()
}

/// One section's photos as a flat feed, for the engine a sectioned update
/// forwards to.
struct SectionPhotos: MasonryHeightProvider {
  let sections: PhotoSections
  let section: Int

  func height(forItemAt index: Int, width: Double) -> Double {
    sections.height(forItemAt: ItemPath(section: section, item: index), width: width)
  }
}

/// The engine of a section of `sections` on its own: the same photos,
/// configuration and width as the section's engine.
func sectionEngine(_ sections: PhotoSections, section: Int = 0) -> Shared<Masonry> {
  var engine = Layout.engine(Layout.configuration(columns: 2))
  engine.prepare(
    width: Layout.width(columns: 2), itemCount: sections.itemsPerSection,
    heights: SectionPhotos(sections: sections, section: section))
  return Shared(engine)
}

/// An update measured on the first of 1,000 sections of 1,000 photos,
/// with its change set, and on one engine of the same 1,000 photos: the
/// update it forwards to. Each iteration times `update`, then (untimed)
/// runs `undo`, so that every iteration starts from the same layout; both
/// are passed the iteration's number.
private func registerUpdatePair(
  _ name: String, iterations: Int = 20_000,
  sectioned update:
    @escaping @Sendable (inout SectionedMasonry, PhotoSections, Int) ->
    SectionedMasonry.Changes,
  undo: @escaping @Sendable (inout SectionedMasonry, PhotoSections, Int) -> Void,
  engine engineUpdate: (
    @Sendable (inout Masonry, SectionPhotos, Int) -> Masonry.Changes,
    @Sendable (inout Masonry, SectionPhotos, Int) -> Void
  )?
) {
  Benchmark("Sections.\(name).first.s1000.n1M", configuration: limits(iterations: iterations)) {
    benchmark, state in
    let (feed, counter) = state
    counter.value += 1
    benchmark.startMeasurement()
    blackHole(update(&feed.layout.value, feed.sections, counter.value))
    benchmark.stopMeasurement()
    undo(&feed.layout.value, feed.sections, counter.value)
  } setup: {
    (LiveSections(PhotoSections(sections: 1_000, items: 1_000, extra: 50)), Shared(0))
  }
  guard let (engineUpdate, engineUndo) = engineUpdate else { return }
  Benchmark("Sections.engine.\(name).n1k", configuration: limits(iterations: iterations)) {
    benchmark, state in
    let (engine, photos, counter) = state
    counter.value += 1
    benchmark.startMeasurement()
    blackHole(engineUpdate(&engine.value, photos, counter.value))
    benchmark.stopMeasurement()
    engineUndo(&engine.value, photos, counter.value)
  } setup: { () -> (Shared<Masonry>, SectionPhotos, Shared<Int>) in
    let sections = PhotoSections(sections: 1_000, items: 1_000, extra: 50)
    return (sectionEngine(sections), SectionPhotos(sections: sections, section: 0), Shared(0))
  }
}

/// The value of `body`, which throws only for a configuration a benchmark
/// never gives.
private func unthrown<Value>(_ body: () throws -> Value) -> Value {
  do {
    return try body()
  } catch {
    fatalError("benchmark update rejected: \(error)")
  }
}

func registerSectionUpdateBenchmarks() {
  let middle = ItemPath(section: 0, item: 500)
  let near = ItemPath(section: 0, item: 10)
  // Heights alternate between two values, so every other iteration does
  // the same work.
  @Sendable func height(_ iteration: Int) -> Double { iteration % 2 == 0 ? 300 : 120 }
  for mode in Masonry.UpdateMode.allCases {
    registerUpdatePair(
      "setHeight.\(mode.rawValue)", iterations: 5_000,
      sectioned: { layout, _, i in layout.setHeight(height(i), ofItemAt: middle, mode: mode) },
      undo: { _, _, _ in },
      engine: (
        { engine, _, i in engine.setHeight(height(i), ofItemAt: middle.item, mode: mode) },
        { _, _, _ in }
      ))
    registerUpdatePair(
      "insert1.\(mode.rawValue)", iterations: 5_000,
      sectioned: { layout, photos, _ in
        layout.insertItems(in: 500..<501, inSection: 0, sections: photos, mode: mode)
      },
      undo: { layout, _, _ in layout.removeItems(in: 500..<501, inSection: 0, mode: mode) },
      engine: (
        { engine, photos, _ in engine.insertItems(in: 500..<501, heights: photos, mode: mode) },
        { engine, _, _ in engine.removeItems(in: 500..<501, mode: mode) }
      ))
    registerUpdatePair(
      "remove1.\(mode.rawValue)", iterations: 5_000,
      sectioned: { layout, _, _ in layout.removeItems(in: 500..<501, inSection: 0, mode: mode) },
      undo: { layout, photos, _ in
        layout.insertItems(in: 500..<501, inSection: 0, sections: photos, mode: mode)
      },
      engine: (
        { engine, _, _ in engine.removeItems(in: 500..<501, mode: mode) },
        { engine, photos, _ in engine.insertItems(in: 500..<501, heights: photos, mode: mode) }
      ))
    registerUpdatePair(
      "move.\(mode.rawValue)", iterations: 5_000,
      sectioned: { layout, _, _ in layout.moveItem(from: middle, to: near, mode: mode) },
      undo: { layout, _, _ in layout.moveItem(from: near, to: middle, mode: mode) },
      engine: (
        { engine, _, _ in engine.moveItem(from: middle.item, to: near.item, mode: mode) },
        { engine, _, _ in engine.moveItem(from: near.item, to: middle.item, mode: mode) }
      ))
  }
  // Into the next section and back: two engines' updates.
  registerUpdatePair(
    "moveAcross.keepColumns", iterations: 5_000,
    sectioned: { layout, _, _ in
      layout.moveItem(from: middle, to: ItemPath(section: 1, item: 500), mode: .keepColumns)
    },
    undo: { layout, _, _ in
      layout.moveItem(from: ItemPath(section: 1, item: 500), to: middle, mode: .keepColumns)
    },
    engine: nil)
  // No engine work: the table of starts alone.
  registerUpdatePair(
    "setHeaderHeight",
    sectioned: { layout, _, i in layout.setHeaderHeight(i % 2 == 0 ? 60 : 44, inSection: 0) },
    undo: { _, _, _ in }, engine: nil)
  registerUpdatePair(
    "setFooterHeight",
    sectioned: { layout, _, i in layout.setFooterHeight(i % 2 == 0 ? 30 : 0, inSection: 0) },
    undo: { _, _, _ in }, engine: nil)
  // Whole sections: a new engine laid out, and the starts summed again.
  registerUpdatePair(
    "insertSection", iterations: 2_000,
    sectioned: { layout, photos, _ in
      // The provider's sections do not shift, so the new section 0 is the
      // old section 0's photos again.
      unthrown { try layout.insertSections(in: 0..<1, sections: photos) }
    },
    undo: { layout, _, _ in layout.removeSections(in: 0..<1) }, engine: nil)
  registerUpdatePair(
    "reloadSection", iterations: 2_000,
    sectioned: { layout, photos, _ in
      unthrown { try layout.reloadSections(in: 0..<1, sections: photos) }
    },
    undo: { _, _, _ in }, engine: nil)
}

/// The queries the updates issue adds, on one phone screen in the middle
/// of 1M photos in 1,000 sections: an anchor, a tap, a scroll-to-item and
/// the reading order, 1,000 an iteration, each a few points past the last.
func registerSectionQueryBenchmarks() {
  @Sendable func screen(_ layout: SectionedMasonry, _ step: Int) -> Rect {
    let middle = (Swift.max(0, layout.contentSize.height - Screen.height) / 2).rounded(.down)
    return Rect(
      x: 0, y: middle + Double(step % 100), width: Screen.width, height: Screen.height)
  }
  let queries: [(String, @Sendable (SectionedMasonry, Int) -> Void)] = [
    ("anchor", { layout, step in blackHole(layout.anchor(in: screen(layout, step))) }),
    (
      "elementAt",
      { layout, step in
        let shown = screen(layout, step)
        blackHole(layout.element(at: Point(x: 100, y: shown.midY), pinnedIn: shown))
      }
    ),
    (
      "scrollTo",
      { layout, step in
        blackHole(
          layout.contentOffset(
            showing: ItemPath(section: 500, item: step % 1_000), alignment: .top,
            in: screen(layout, step)))
      }
    ),
    ("readingOrder", { layout, step in blackHole(layout.readingOrder(in: screen(layout, step))) }),
  ]
  for (name, query) in queries {
    Benchmark(
      "Sections.\(name).middle.s1000.n1M",
      configuration: limits(iterations: 2_000, scale: .kilo)
    ) { benchmark, layout in
      benchmark.startMeasurement()
      for step in benchmark.scaledIterations { query(layout, step) }
    } setup: {
      sectionedPhoneLayout(PhotoSections(sections: 1_000, items: 1_000))
    }
  }
}
