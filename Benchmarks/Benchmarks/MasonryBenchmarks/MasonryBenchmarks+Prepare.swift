// Laying out a whole feed, against the floor: copying the same number of
// precomputed frames into fresh storage.

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout

func registerPrepareBenchmarks() {
  for count in feedSizes {
    let label = SamplePhotos.label(count)
    let iterations = max(3, 20_000_000 / count)
    for packing in [Masonry.Packing.shortestColumn, .roundRobin] {
      for columns in [2, 4, 8] {
        registerPrepare(count: count, columns: columns, packing: packing, iterations: iterations)
      }
    }
    Benchmark(
      "Floor.copyFrames.n\(label)", configuration: limits(iterations: iterations)
    ) { benchmark, frames in
      benchmark.startMeasurement()
      let storage = copyIntoFreshStorage(frames)
      withExtendedLifetime(storage) { benchmark.stopMeasurement() }
    } setup: {
      let (masonry, _) = Layout.phoneFeed(count: count)
      return Array(masonry.frames)
    }
  }
  // The relayout that a tutorial layout does on every change, for the
  // 1k-item append that the append target compares against.
  registerPrepare(count: 1_000, columns: 2, packing: .shortestColumn, iterations: 20_000)
}

/// A fresh engine, laid out: what a collection view's first layout (or a
/// tutorial layout's every invalidation) costs.
private func registerPrepare(
  count: Int, columns: Int, packing: Masonry.Packing, iterations: Int
) {
  let name = packing == .shortestColumn ? "shortest" : "roundRobin"
  let configuration = Layout.configuration(columns: columns, packing: packing)
  let width = Layout.width(columns: columns)
  Benchmark(
    "Masonry.prepare.\(name).c\(columns).n\(SamplePhotos.label(count))",
    configuration: limits(iterations: iterations)
  ) { benchmark, heights in
    benchmark.startMeasurement()
    var masonry = Layout.engine(configuration)
    masonry.prepare(width: width, itemCount: count, heights: heights)
    // Freeing the storage is not part of laying out.
    withExtendedLifetime(masonry) { benchmark.stopMeasurement() }
  } setup: {
    AspectRatioHeights(SamplePhotos.aspectRatios(count: count))
  }
}
