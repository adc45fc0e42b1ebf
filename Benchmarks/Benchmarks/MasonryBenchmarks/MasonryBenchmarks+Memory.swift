// Resident memory of a laid-out 1M-item feed: the peak resident set of a
// process that lays it out, less that of one that only makes its heights.
// Kept apart from the timed benchmarks, whose malloc counts the operating
// system metrics would inflate.

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func registerMemoryBenchmarks() {
  let count = 1_000_000
  let label = SamplePhotos.label(count)
  let memory = limits(iterations: 3, warmup: 0, metrics: [.peakMemoryResident])
  let variants: [(name: String, displayScale: Double??)] = [
    ("baseline", .none), ("default", .some(nil)), ("scale3", .some(3)),
  ]
  for variant in variants {
    Benchmark("Masonry.memory.\(variant.name).n\(label)", configuration: memory) {
      benchmark, heights in
      var masonry: Masonry?
      if let displayScale = variant.displayScale {
        var engine = Layout.engine(Layout.configuration(columns: 2, displayScale: displayScale))
        engine.prepare(width: Layout.width(columns: 2), itemCount: count, heights: heights)
        masonry = engine
      }
      // The resident set is sampled every 10 ms: hold the feed long enough
      // to be seen.
      usleep(50_000)
      withExtendedLifetime(masonry) {}
      withExtendedLifetime(heights) {}
    } setup: {
      AspectRatioHeights(SamplePhotos.aspectRatios(count: count))
    }
  }
}
