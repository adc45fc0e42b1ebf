// The hosting layer's benchmarks: what a collection view layout asks of
// `MasonryHost` and `ScrollingLayoutHost<Wheel>`, each beside the bare
// engine doing the same work (`Hosting.engine...`, `Hosting.wheel.items...`).
// The UIKit layouts only build against the UIKit model, which this package
// cannot link; they forward every call to these hosts, so the hosts are
// measured. The ratios the issue sets come from `hosting-ratios`, which
// times both sides in alternating rounds; these give absolutes and malloc
// counts:
//
//     swift package benchmark --no-progress --target HostingBenchmarks

import Benchmark
import BenchmarkFeeds
import HostingFeeds
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

let benchmarks: @Sendable () -> Void = {
  registerScreenBenchmarks()
  registerSelfSizingBenchmarks()
  registerAbsorbBenchmarks()
  registerDeleteBenchmarks()
  registerWheelBenchmarks()
}

/// A host and the bare engine of the same feed, laid out, and a slow
/// scroll of 1000 screens from the middle down.
struct ScreenFeed {
  let host: Shared<MasonryHost>
  let engine: SectionedMasonry
  let screens: [Rect]

  init(count: Int) {
    let source = HostedPhotoSections(sections: 1, items: count)
    engine = HostingLayout.engine(source)
    screens = HostingLayout.scroll(contentHeight: engine.contentSize.height, count: 1_000)
    host = Shared(HostingLayout.host(source, viewport: screens[0]))
  }
}

/// One screen of `layoutAttributesForElements(in:)`, 1000 screens a point
/// apart, reported per query: through the host and from the engine, each
/// with one attributes object per element (1M items); and the host's
/// query alone, which allocates only its result (gated at 10k).
private func registerScreenBenchmarks() {
  let scaled = limits(iterations: 2_000, scale: .kilo)
  for count in [1_000_000] {
    let label = SamplePhotos.label(count)
    Benchmark("Hosting.masonry.attributes.middle.n\(label)", configuration: scaled) {
      benchmark, feed in
      benchmark.startMeasurement()
      for screen in feed.screens { blackHole(hostAttributes(&feed.host.value, in: screen)) }
    } setup: {
      ScreenFeed(count: count)
    }
    Benchmark("Hosting.engine.attributes.middle.n\(label)", configuration: scaled) {
      benchmark, feed in
      benchmark.startMeasurement()
      for screen in feed.screens { blackHole(engineAttributes(feed.engine, in: screen)) }
    } setup: {
      ScreenFeed(count: count)
    }
  }
  for count in [10_000, 1_000_000] {
    Benchmark(
      "Hosting.masonry.elements.middle.n\(SamplePhotos.label(count))", configuration: scaled
    ) { benchmark, feed in
      benchmark.startMeasurement()
      for screen in feed.screens {
        feed.host.value.setViewport(screen)
        blackHole(feed.host.value.elements(in: screen))
      }
    } setup: {
      ScreenFeed(count: count)
    }
  }
}

/// A self-sizing pass over every item of the middle screen, each measured
/// 17 points taller, on a fresh layout each iteration (laid out untimed):
/// through the host, and the engine's keep-columns `setHeight` calls alone.
private func registerSelfSizingBenchmarks() {
  for count in [10_000, 1_000_000] {
    let label = SamplePhotos.label(count)
    let configuration = limits(iterations: count > 100_000 ? 20 : 500)
    Benchmark("Hosting.masonry.selfSizing.middle.n\(label)", configuration: configuration) {
      benchmark, source in
      let engine = HostingLayout.engine(source)
      let screen = HostingLayout.middleScreen(contentHeight: engine.contentSize.height)
      let corrections = selfSizingCorrections(engine, in: screen)
      var host = HostingLayout.host(source, viewport: screen)
      benchmark.startMeasurement()
      blackHole(hostSelfSizing(&host, corrections, screen: screen))
      benchmark.stopMeasurement()
    } setup: {
      HostedPhotoSections(sections: 1, items: count)
    }
    Benchmark("Hosting.engine.selfSizing.middle.n\(label)", configuration: configuration) {
      benchmark, source in
      var engine = HostingLayout.engine(source)
      let screen = HostingLayout.middleScreen(contentHeight: engine.contentSize.height)
      let corrections = selfSizingCorrections(engine, in: screen)
      benchmark.startMeasurement()
      blackHole(engineSelfSizing(&engine, corrections))
      benchmark.stopMeasurement()
    } setup: {
      HostedPhotoSections(sections: 1, items: count)
    }
  }
}

/// The cells a scroll back meets just above the screen, measured 17
/// points taller each, bottom up, the bounds moved by each invalidation's
/// adjustment (the host absorbs them above the screen, issue 57): near the
/// feed's top (the screen 2% in) and near its end (98% in), at 1k, 10k and
/// 100k items, on a fresh layout each iteration (laid out untimed). A
/// measurement that the gaps next to it cannot take lays out the rest of
/// the feed again from it, as 2.1's keep-columns height change did: near
/// the top of a long feed, that is most of it.
private func registerAbsorbBenchmarks() {
  for count in [1_000, 10_000, 100_000] {
    let label = SamplePhotos.label(count)
    let configuration = limits(iterations: count > 10_000 ? 50 : 500)
    for (place, fraction) in [("top", 0.02), ("bottom", 0.98)] {
      Benchmark("Hosting.masonry.absorb.\(place).n\(label)", configuration: configuration) {
        benchmark, source in
        let (screen, corrections) = absorbedCorrections(
          HostingLayout.engine(source), at: fraction)
        var host = HostingLayout.host(source, viewport: screen)
        benchmark.startMeasurement()
        blackHole(hostSelfSizing(&host, corrections, screen: screen))
        benchmark.stopMeasurement()
      } setup: {
        HostedPhotoSections(sections: 1, items: count)
      }
    }
  }
}

/// A batch of one deletion in the middle of the feed, with the screen on
/// it, on a fresh layout each iteration (laid out untimed): through the
/// host's `apply`, and the engine's keep-columns removal.
private func registerDeleteBenchmarks() {
  for count in [10_000, 100_000] {
    let label = SamplePhotos.label(count)
    let victim = ItemPath(section: 0, item: count / 2)
    let configuration = limits(iterations: 500)
    Benchmark("Hosting.masonry.delete1.middle.n\(label)", configuration: configuration) {
      benchmark, source in
      let frame = HostingLayout.engine(source).frame(ofItemAt: victim)!
      let screen = Rect(x: 0, y: frame.origin.y - 300, width: 375, height: 812)
      var host = HostingLayout.host(source, viewport: screen)
      let after = source.deleting(victim)
      benchmark.startMeasurement()
      blackHole(hostDelete(&host, victim, source: after))
      benchmark.stopMeasurement()
    } setup: {
      HostedPhotoSections(sections: 1, items: count)
    }
    Benchmark("Hosting.engine.delete1.middle.n\(label)", configuration: configuration) {
      benchmark, source in
      var engine = HostingLayout.engine(source)
      benchmark.startMeasurement()
      blackHole(engineDelete(&engine, victim))
      benchmark.stopMeasurement()
    } setup: {
      HostedPhotoSections(sections: 1, items: count)
    }
  }
}

/// The wheel's `layoutAttributesForElements(in:)` through the host, and
/// the engine's `items(in:itemCount:)`, at 1000 screens across the range,
/// reported per query.
private func registerWheelBenchmarks() {
  let scaled = limits(iterations: 2_000, scale: .kilo)
  for count in [10_000, 1_000_000] {
    let label = SamplePhotos.label(count)
    Benchmark("Hosting.wheel.attributes.range.n\(label)", configuration: scaled) {
      benchmark, wheel in
      benchmark.startMeasurement()
      blackHole(wheel.hostQueries())
    } setup: {
      HostedWheel(count: count)
    }
    Benchmark("Hosting.wheel.items.range.n\(label)", configuration: scaled) { benchmark, wheel in
      benchmark.startMeasurement()
      blackHole(wheel.engineQueries())
    } setup: {
      HostedWheel(count: count)
    }
  }
}
