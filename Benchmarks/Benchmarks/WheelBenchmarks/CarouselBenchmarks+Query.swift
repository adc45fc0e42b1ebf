// The carousel's benchmarks, in the circular-layout target: for every
// style, `items(in:itemCount:)` at 1000 phone screens with 100 items and
// with 10M (the same positions relative to the items, so the same work),
// beside the floor, each item's transform built and its four corners
// projected, for the items the engine returned and for every candidate it
// considered; and one hit test per screen. The ratios of side-by-side
// rounds come from `swift run -c release carousel-ratios`.

import Benchmark
import BenchmarkFeeds
import CircularLayout
import LayoutGeometry

/// Registers the carousel's benchmarks.
func registerCarouselBenchmarks() {
  let scaled = limits(iterations: 2_000, scale: .kilo)
  for style in CarouselFeed.styles {
    let label = CarouselFeed.label(style)
    for (count, size) in [(100, "n100"), (10_000_000, "n10M")] {
      Benchmark("Carousel.items.\(label).\(size)", configuration: scaled) { benchmark, feed in
        benchmark.startMeasurement()
        for screen in feed.screens {
          blackHole(feed.carousel.items(in: screen, itemCount: feed.count))
        }
        benchmark.stopMeasurement()
      } setup: {
        CarouselFeed(style: style, count: count)
      }
    }
    Benchmark("Floor.carousel.returned.\(label)", configuration: scaled) { benchmark, floor in
      benchmark.startMeasurement()
      for screen in floor.screens { blackHole(floor.work(screen.returned)) }
      benchmark.stopMeasurement()
    } setup: {
      CarouselFloor(feed: CarouselFeed(style: style, count: 100))
    }
    Benchmark("Floor.carousel.candidates.\(label)", configuration: scaled) { benchmark, floor in
      benchmark.startMeasurement()
      for screen in floor.screens { blackHole(floor.work(screen.candidates)) }
      benchmark.stopMeasurement()
    } setup: {
      CarouselFloor(feed: CarouselFeed(style: style, count: 100))
    }
  }
  // A tap at the centre of each screen, on the cylinder and the cover flow.
  for style in [Carousel.Style.cylinder, .coverFlow] {
    let label = CarouselFeed.label(style)
    Benchmark("Carousel.itemIndex.\(label).n10M", configuration: scaled) { benchmark, feed in
      benchmark.startMeasurement()
      for screen in feed.screens {
        blackHole(
          feed.carousel.itemIndex(
            at: Point(x: screen.midX, y: screen.midY), in: screen, itemCount: feed.count))
      }
      benchmark.stopMeasurement()
    } setup: {
      CarouselFeed(style: style, count: 10_000_000)
    }
  }
}
