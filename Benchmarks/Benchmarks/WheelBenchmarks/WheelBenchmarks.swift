// The wheel engine's benchmarks: rect queries at offsets across the whole
// scroll range and a scroll sweep, from 100 to 10M items, each beside the
// tutorial's recomputation of every item on every frame, and the phone
// screen's query beside its floor, one sine and one cosine per candidate.
// The carousel's, registered from here too (one executable for the
// module), are in CarouselBenchmarks+Query.swift.

import Benchmark
import BenchmarkFeeds
import CircularLayout
import LayoutGeometry

let benchmarks: @Sendable () -> Void = {
  for count in wheelSizes {
    registerRangeQueries(count: count)
    registerSweeps(count: count)
  }
  for count in [100, 1_000_000] { registerTrigFloor(count: count) }
  registerCarouselBenchmarks()
}

/// The item counts measured: from a wheel that fits on screen to 10M.
let wheelSizes = [100, 10_000, 100_000, 1_000_000, 10_000_000]

/// The tutorial's wheel (items 133 x 173 on a circle of radius 500, centre
/// below the viewport), under the default scroll model (one item per 133
/// points), on a 375 x 812 phone screen. The naive recomputation turns it
/// the tutorial's way (its whole range `n · 133 - 375` points long instead
/// of `(n - 1) · 133`): the same work per item.
struct WheelFeed {
  let wheel: Wheel
  let count: Int
  let screen = Size(width: 375, height: 812)

  init(count: Int) {
    do {
      wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    } catch {
      fatalError("benchmark wheel rejected: \(error)")
    }
    self.count = count
  }

  /// The screen at a content offset.
  func viewport(at offset: Double) -> Rect {
    Rect(x: offset, y: 0, width: screen.width, height: screen.height)
  }

  /// The largest content offset.
  var maximumOffset: Double {
    Swift.max(0, wheel.maximumContentOffset(in: viewport(at: 0), itemCount: count))
  }

  /// 1000 screens spread evenly from the first offset to the last.
  var screensAcrossRange: [Rect] {
    (0..<1000).map { viewport(at: (maximumOffset * Double($0) / 999).rounded(.down)) }
  }

  /// The screens of a scroll from the first offset to the last, every 100
  /// points.
  var sweep: StrideThrough<Double> { stride(from: 0, through: maximumOffset, by: 100) }
}

/// `items(in:itemCount:)`, `forEachItem(in:itemCount:_:)` and the naive
/// recomputation at 1000 offsets across the range. The engine's benchmarks
/// run all 1000 per iteration (and report per query); the naive one, far
/// slower, takes one offset per iteration, in turn.
private func registerRangeQueries(count: Int) {
  let label = SamplePhotos.label(count)
  let scaled = limits(iterations: 2_000, scale: .kilo)
  Benchmark("Wheel.items.range.n\(label)", configuration: scaled) { benchmark, feed in
    let screens = feed.screensAcrossRange
    benchmark.startMeasurement()
    for screen in screens {
      blackHole(feed.wheel.items(in: screen, itemCount: feed.count))
    }
    benchmark.stopMeasurement()
  } setup: {
    WheelFeed(count: count)
  }
  Benchmark("Wheel.forEachItem.range.n\(label)", configuration: scaled) { benchmark, feed in
    let screens = feed.screensAcrossRange
    benchmark.startMeasurement()
    for screen in screens {
      var checksum = 0
      feed.wheel.forEachItem(in: screen, itemCount: feed.count) { checksum &+= $0.index }
      blackHole(checksum)
    }
    benchmark.stopMeasurement()
  } setup: {
    WheelFeed(count: count)
  }
  Benchmark(
    "Naive.wheel.range.n\(label)",
    configuration: limits(iterations: Swift.max(5, 100_000_000 / count))
  ) { benchmark, state in
    let screen = state.screens[state.turn.value % state.screens.count]
    state.turn.value += 1
    benchmark.startMeasurement()
    blackHole(naiveVisibleItems(in: screen, feed: state.feed))
  } setup: {
    NaiveRangeState(feed: WheelFeed(count: count))
  }
}

/// The naive range benchmark's state: the screens, and which comes next.
private struct NaiveRangeState {
  let feed: WheelFeed
  let screens: [Rect]
  let turn = Shared(0)

  init(feed: WheelFeed) {
    self.feed = feed
    screens = feed.screensAcrossRange
  }
}

/// A scroll from the first offset to the last, every 100 points: the
/// engine's two query forms, and the naive recomputation where it finishes
/// in seconds.
private func registerSweeps(count: Int) {
  let label = SamplePhotos.label(count)
  // From 1M items on, one sweep takes seconds (13M frames at 10M items):
  // no warm-up, and a single iteration at 10M.
  let sweep = limits(
    iterations: Swift.max(1, 50_000_000 / count / 10), seconds: 3,
    warmup: count >= 1_000_000 ? 0 : 1, metrics: timedMetrics + [framesMetric])
  Benchmark("Wheel.sweep.items.n\(label)", configuration: sweep) { benchmark, feed in
    benchmark.startMeasurement()
    var frames = 0
    for offset in feed.sweep {
      blackHole(feed.wheel.items(in: feed.viewport(at: offset), itemCount: feed.count))
      frames += 1
    }
    benchmark.stopMeasurement()
    benchmark.measurement(framesMetric, frames)
  } setup: {
    WheelFeed(count: count)
  }
  Benchmark("Wheel.sweep.forEachItem.n\(label)", configuration: sweep) { benchmark, feed in
    benchmark.startMeasurement()
    var frames = 0
    var checksum = 0
    for offset in feed.sweep {
      feed.wheel.forEachItem(in: feed.viewport(at: offset), itemCount: feed.count) {
        checksum &+= $0.index
      }
      frames += 1
    }
    blackHole(checksum)
    benchmark.stopMeasurement()
    benchmark.measurement(framesMetric, frames)
  } setup: {
    WheelFeed(count: count)
  }
  // The naive sweep costs frames x items: 13k frames of 10k items already
  // take seconds.
  guard count <= 10_000 else { return }
  Benchmark(
    "Naive.wheel.sweep.n\(label)",
    configuration: limits(
      iterations: count > 100 ? 2 : 100, seconds: 5, warmup: count > 100 ? 0 : 1,
      metrics: timedMetrics + [framesMetric])
  ) { benchmark, feed in
    benchmark.startMeasurement()
    var frames = 0
    for offset in feed.sweep {
      blackHole(naiveVisibleItems(in: feed.viewport(at: offset), feed: feed))
      frames += 1
    }
    benchmark.stopMeasurement()
    benchmark.measurement(framesMetric, frames)
  } setup: {
    WheelFeed(count: count)
  }
}

/// `items(in:itemCount:)` at the 1000 phone screens across the range, and
/// beside it the floor: one sine and one cosine per candidate and the item
/// written, for the same candidates (both per query, 1000 per iteration).
private func registerTrigFloor(count: Int) {
  let label = SamplePhotos.label(count)
  let scaled = limits(iterations: 2_000, scale: .kilo)
  Benchmark("Wheel.items.phone.n\(label)", configuration: scaled) { benchmark, feed in
    let screens = feed.screensAcrossRange
    benchmark.startMeasurement()
    for screen in screens {
      blackHole(feed.wheel.items(in: screen, itemCount: feed.count))
    }
    benchmark.stopMeasurement()
  } setup: {
    WheelFeed(count: count)
  }
  Benchmark("Floor.wheel.sinCos.phone.n\(label)", configuration: scaled) { benchmark, state in
    benchmark.startMeasurement()
    for screen in state.screens {
      blackHole(trigFloorItems(screen, wheel: state.feed.wheel))
    }
    benchmark.stopMeasurement()
  } setup: {
    TrigFloorState(feed: WheelFeed(count: count))
  }
}
