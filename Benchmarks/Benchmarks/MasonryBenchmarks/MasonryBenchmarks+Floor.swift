// Prepare at the floor: laying out 1M photos in 4 columns (the tablet
// feed), fresh and again, with and without a display scale, beside plain
// loops that write 1M frames from the same provider into storage; and the
// specialised shortest-column loop beside the general rule.

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
@_spi(Testing) import MasonryLayout

func registerFloorBenchmarks() {
  let count = 1_000_000
  let label = SamplePhotos.label(count)
  let heights = AspectRatioHeights(SamplePhotos.aspectRatios(count: count))
  let width = Layout.width(columns: 4)

  // The floors: the provider's frames written into fresh storage, and
  // into storage kept from the previous iteration.
  Benchmark("Floor.writeFrames.fresh.n\(label)", configuration: limits(iterations: 40)) {
    benchmark in
    benchmark.startMeasurement()
    let frames = writeFrames(count: count, heights: heights, width: width)
    withExtendedLifetime(frames) { benchmark.stopMeasurement() }
  }
  Benchmark("Floor.writeFrames.again.n\(label)", configuration: limits(iterations: 40)) {
    benchmark, storage in
    benchmark.startMeasurement()
    writeFrames(count: count, heights: heights, width: width, into: &storage.value)
  } setup: {
    Shared(writeFrames(count: count, heights: heights, width: width))
  }

  for packing in Masonry.Packing.allCases {
    let name = packing == .shortestColumn ? "shortest" : "roundRobin"
    for scale in [nil, 3.0] {
      let configuration = Layout.configuration(
        columns: 4, packing: packing, displayScale: scale)
      let suffix = scale == nil ? "" : ".scale3"
      Benchmark(
        "Masonry.prepare.fresh.\(name).c4\(suffix).n\(label)",
        configuration: limits(iterations: 40)
      ) { benchmark in
        benchmark.startMeasurement()
        var masonry = Layout.engine(configuration)
        masonry.prepare(width: width, itemCount: count, heights: heights)
        withExtendedLifetime(masonry) { benchmark.stopMeasurement() }
      }
      Benchmark(
        "Masonry.prepare.again.\(name).c4\(suffix).n\(label)",
        configuration: limits(iterations: 40)
      ) { (benchmark: Benchmark, engine: Shared<Masonry>) in
        benchmark.startMeasurement()
        _ = engine.value.prepare(width: width, itemCount: count, heights: heights)
      } setup: {
        var masonry = Layout.engine(configuration)
        masonry.prepare(width: width, itemCount: count, heights: heights)
        return Shared(masonry)
      }
    }
  }

  // What the specialised shortest-column loop gains: the same fresh
  // prepare through the general rule.
  Benchmark(
    "Masonry.prepare.fresh.generalRule.shortest.c4.n\(label)",
    configuration: limits(iterations: 40)
  ) { benchmark in
    benchmark.startMeasurement()
    var masonry = Layout.engine(Layout.configuration(columns: 4))
    masonry._usesGeneralPlacement = true
    masonry.prepare(width: width, itemCount: count, heights: heights)
    withExtendedLifetime(masonry) { benchmark.stopMeasurement() }
  }

  // A copy made on write keeps room to grow: the first append after a
  // copy copies the storage, the second appends in place.
  Benchmark(
    "Masonry.append50.afterCopy.second.n\(label)", configuration: limits(iterations: 200)
  ) { benchmark, feed in
    var copy = feed.engine.value
    copy.appendItems(count: 50, heights: feed.heights)
    benchmark.startMeasurement()
    copy.appendItems(count: 50, heights: feed.heights)
    benchmark.stopMeasurement()
  } setup: {
    LiveFeed(count: count, extra: 100)
  }
}

/// The floor of a prepare: one frame per item from the provider, written
/// into fresh storage.
@inline(never)
func writeFrames(count: Int, heights: AspectRatioHeights, width: Double) -> [Rect] {
  var storage: [Rect] = []
  writeFrames(count: count, heights: heights, width: width, into: &storage)
  return storage
}

/// The floor of a prepare again: one frame per item from the provider,
/// written into storage kept from the last time.
@inline(never)
func writeFrames(
  count: Int, heights: AspectRatioHeights, width: Double, into storage: inout [Rect]
) {
  storage.removeAll(keepingCapacity: true)
  storage.reserveCapacity(count)
  let columnWidth = (width - 16 - 3 * 8) / 4
  for index in 0..<count {
    let height = heights.height(forItemAt: index, width: columnWidth)
    storage.append(
      Rect(x: 8 + Double(index & 3) * (columnWidth + 8), y: 0, width: columnWidth, height: height))
  }
}
