// The masonry engine's benchmarks, each beside the naive approach the
// tutorials use, at 10k to 10M items. Names use only letters, digits and
// dots, so that the plugin's threshold files and `--filter` find them.

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout

let benchmarks: @Sendable () -> Void = {
  registerPrepareBenchmarks()
  registerFloorBenchmarks()
  registerQueryBenchmarks()
  registerUpdateBenchmarks()
  registerMemoryBenchmarks()
  registerSectionBenchmarks()
}

/// The feed sizes every operation is measured at.
let feedSizes = [10_000, 100_000, 1_000_000, 10_000_000]

/// The layouts measured: phone (2 columns, 375 points), tablet (4, 768) and
/// desktop (8, 1440), with 8-point gaps and insets, as a photo feed has.
enum Layout {
  /// The container width for a column count.
  static func width(columns: Int) -> Double {
    switch columns {
    case ...2: return 375
    case 3...4: return 768
    default: return 1440
    }
  }

  /// The configuration for a column count and packing rule.
  static func configuration(
    columns: Int, packing: Masonry.Packing = .shortestColumn, displayScale: Double? = nil
  ) -> Masonry.Configuration {
    Masonry.Configuration(
      columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8,
      contentInsets: EdgeInsets(all: 8), packing: packing, displayScale: displayScale)
  }

  /// A new engine for a configuration that is known to be valid.
  static func engine(_ configuration: Masonry.Configuration) -> Masonry {
    do {
      return try Masonry(configuration: configuration)
    } catch {
      fatalError("benchmark configuration rejected: \(error)")
    }
  }

  /// A phone feed of `count` photos (2 columns, shortest-column), laid out.
  static func phoneFeed(count: Int, extra: Int = 0) -> (Masonry, AspectRatioHeights) {
    let heights = AspectRatioHeights(SamplePhotos.aspectRatios(count: count + extra))
    var masonry = engine(configuration(columns: 2))
    masonry.prepare(width: width(columns: 2), itemCount: count, heights: heights)
    return (masonry, heights)
  }
}
