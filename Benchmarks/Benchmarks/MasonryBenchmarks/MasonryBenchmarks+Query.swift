// Rect queries for one phone screen (375 x 812) at the top, middle and
// bottom of a feed, and a scroll sweep, against the tutorial's linear
// filter over every cached frame.

import Benchmark
import BenchmarkFeeds
import LayoutGeometry
import MasonryLayout

/// A laid-out phone feed and its frames, as the naive filter caches them.
struct QueryFeed {
  let masonry: Masonry
  let frames: [Rect]

  /// Lays out `count` items; keeps an array of all frames only when
  /// `cachingFrames`, since only the naive benchmarks read it.
  init(count: Int, cachingFrames: Bool) {
    (masonry, _) = Layout.phoneFeed(count: count)
    frames = cachingFrames ? Array(masonry.frames) : []
  }

  /// One phone screen at a place in the feed.
  func screen(at place: Place) -> Rect {
    let last = Swift.max(0, masonry.contentSize.height - Screen.height)
    let y: Double =
      switch place {
      case .top: 0
      case .middle: (last / 2).rounded(.down)
      case .bottom: last
      }
    return Rect(x: 0, y: y, width: Screen.width, height: Screen.height)
  }

  /// The screens of a scroll from top to bottom, every `step` points.
  var sweep: StrideThrough<Double> {
    stride(from: 0, through: Swift.max(0, masonry.contentSize.height - Screen.height), by: 100)
  }
}

enum Screen {
  static let width = 375.0
  static let height = 812.0
}

enum Place: String, CaseIterable {
  case top, middle, bottom
}

func registerQueryBenchmarks() {
  for count in feedSizes {
    let label = SamplePhotos.label(count)
    for place in Place.allCases {
      registerScreenQueries(count: count, place: place)
    }

    // The sweep: every frame of a scroll from top to bottom.
    let sweepLimits = limits(
      iterations: max(3, 50_000_000 / count), seconds: 3,
      metrics: timedMetrics + [framesMetric])
    Benchmark("Masonry.sweep.items.n\(label)", configuration: sweepLimits) { benchmark, feed in
      benchmark.startMeasurement()
      var frames = 0
      for y in feed.sweep {
        blackHole(
          feed.masonry.items(in: Rect(x: 0, y: y, width: Screen.width, height: Screen.height)))
        frames += 1
      }
      benchmark.stopMeasurement()
      benchmark.measurement(framesMetric, frames)
    } setup: {
      QueryFeed(count: count, cachingFrames: false)
    }
    Benchmark("Masonry.sweep.forEachItem.n\(label)", configuration: sweepLimits) {
      benchmark, feed in
      benchmark.startMeasurement()
      var frames = 0
      var checksum = 0
      for y in feed.sweep {
        let screen = Rect(x: 0, y: y, width: Screen.width, height: Screen.height)
        feed.masonry.forEachItem(in: screen) { checksum &+= $0.index }
        frames += 1
      }
      blackHole(checksum)
      benchmark.stopMeasurement()
      benchmark.measurement(framesMetric, frames)
    } setup: {
      QueryFeed(count: count, cachingFrames: false)
    }
  }

  // The naive sweep is quadratic: at 100k items one sweep already takes
  // seconds, so it stops there.
  for count in [10_000, 100_000] {
    Benchmark(
      "Naive.sweep.filter.n\(SamplePhotos.label(count))",
      configuration: limits(
        iterations: count > 10_000 ? 1 : 10, seconds: 5, warmup: count > 10_000 ? 0 : 1,
        metrics: timedMetrics + [framesMetric])
    ) { benchmark, feed in
      benchmark.startMeasurement()
      var frames = 0
      for y in feed.sweep {
        let screen = Rect(x: 0, y: y, width: Screen.width, height: Screen.height)
        blackHole(naiveItems(in: screen, frames: feed.frames))
        frames += 1
      }
      benchmark.stopMeasurement()
      benchmark.measurement(framesMetric, frames)
    } setup: {
      QueryFeed(count: count, cachingFrames: true)
    }
  }
}

/// One screen's query, repeated a thousand times per iteration so that the
/// clock's own cost does not count: allocating (`items(in:)`),
/// non-allocating (`forEachItem(in:_:)`) and the naive filter.
private func registerScreenQueries(count: Int, place: Place) {
  let label = SamplePhotos.label(count)
  let scaled = limits(iterations: 2_000, scale: .kilo)
  Benchmark("Masonry.items.\(place).n\(label)", configuration: scaled) { benchmark, feed in
    let screen = feed.screen(at: place)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(feed.masonry.items(in: screen))
    }
  } setup: {
    QueryFeed(count: count, cachingFrames: false)
  }
  Benchmark("Masonry.forEachItem.\(place).n\(label)", configuration: scaled) { benchmark, feed in
    let screen = feed.screen(at: place)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var checksum = 0
      feed.masonry.forEachItem(in: screen) { checksum &+= $0.index }
      blackHole(checksum)
    }
  } setup: {
    QueryFeed(count: count, cachingFrames: false)
  }
  Benchmark(
    "Naive.filter.\(place).n\(label)",
    configuration: limits(iterations: max(5, 100_000_000 / count))
  ) { benchmark, feed in
    let screen = feed.screen(at: place)
    benchmark.startMeasurement()
    blackHole(naiveItems(in: screen, frames: feed.frames))
  } setup: {
    QueryFeed(count: count, cachingFrames: true)
  }
}
