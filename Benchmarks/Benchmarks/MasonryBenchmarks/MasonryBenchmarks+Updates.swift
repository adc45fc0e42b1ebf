// Live updates: a page of 50 items appended to feeds of every size, and one
// height change in the middle of the feed, in both update modes. The naive
// way, a tutorial layout's full relayout, is the prepare benchmark of the
// same layout (`Masonry.prepare.shortest.c2`).

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout

/// A phone feed that the iterations of one benchmark change in place, and
/// the provider of its heights (covering 50 items more, for appends).
struct LiveFeed {
  let engine: Shared<Masonry>
  let heights: AspectRatioHeights
  let count: Int

  init(count: Int, extra: Int = 50) {
    let (masonry, heights) = Layout.phoneFeed(count: count, extra: extra)
    self.engine = Shared(masonry)
    self.heights = heights
    self.count = count
  }
}

func registerUpdateBenchmarks() {
  for count in [1_000] + feedSizes {
    // Each iteration appends a page, then (untimed) removes it again, so
    // every iteration appends onto a feed of the same size.
    Benchmark(
      "Masonry.append50.n\(SamplePhotos.label(count))",
      configuration: limits(iterations: 20_000)
    ) { benchmark, feed in
      benchmark.startMeasurement()
      feed.engine.value.appendItems(count: 50, heights: feed.heights)
      benchmark.stopMeasurement()
      feed.engine.value.removeItems(in: feed.count..<(feed.count + 50))
    } setup: {
      LiveFeed(count: count)
    }
  }

  for count in feedSizes {
    for mode in Masonry.UpdateMode.allCases {
      // Iterations alternate between a taller height and the original one,
      // so the feed, and the work, is the same every other iteration.
      let middle = count / 2
      Benchmark(
        "Masonry.setHeight.\(mode.rawValue).n\(SamplePhotos.label(count))",
        configuration: limits(iterations: max(4, 40_000_000 / count))
      ) { benchmark, feed in
        let original = feed.heights.height(
          forItemAt: middle, width: feed.engine.value.columnWidth)
        let current = feed.engine.value.frame(ofItemAt: middle)?.height ?? original
        let height = current == original ? original + 100 : original
        benchmark.startMeasurement()
        feed.engine.value.setHeight(height, ofItemAt: middle, mode: mode)
      } setup: {
        LiveFeed(count: count)
      }
    }
  }
}
