// Shared fixtures of the host's tests: the tutorial's wheel and a linear
// carousel, and the random engines the sweeps draw.

import CircularLayout
import CircularLayoutHosting
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The tutorial's wheel: items 133 x 173 on a radius of 500.
func tutorialHost(_ change: (inout Wheel) -> Void = { _ in }) -> ScrollingLayoutHost<Wheel> {
  var wheel = try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
  change(&wheel)
  wheel._checkInvariants()
  return ScrollingLayoutHost(wheel)
}

/// A phone's bounds, 375 x 667, at a content offset along x.
func phone(x: Double = 0, y: Double = 0) -> Rect {
  Rect(x: x, y: y, width: 375, height: 667)
}

/// A carousel of 200 x 100 items in the given style.
func carouselHost(
  _ style: Carousel.Style = .linear, _ change: (inout Carousel) -> Void = { _ in }
) -> ScrollingLayoutHost<Carousel> {
  var carousel = try! Carousel(itemSize: Size(width: 200, height: 100), style: style)
  change(&carousel)
  carousel._checkInvariants()
  return ScrollingLayoutHost(carousel)
}

/// Whether two points lie within `tolerance` of each other in each
/// coordinate.
func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Runs `body` on random wheel hosts: one per seed of the sweep, each with
/// its case (count, viewport) and the generator left where the case was
/// drawn.
func forEachRandomWheelHost(
  _ base: Int, seed: UInt64,
  _ body: (ScrollingLayoutHost<Wheel>, WheelRandomCase, inout SplitMix64, String) throws -> Void
) throws {
  defer {
    RandomSweep.tally("Circular hosting wheel", RandomSweep.caseSeeds(base, seed: seed).count)
  }
  try RandomSweep.forEachCase(base, seed: seed) { caseSeed, generator in
    let test = WheelRandomCase.random(using: &generator, maximumCount: 60)
    let wheel = try test.reference.makeWheel()
    try body(ScrollingLayoutHost(wheel), test, &generator, "seed \(caseSeed): \(test)")
  }
}

/// Runs `body` on random carousel hosts, as ``forEachRandomWheelHost``.
func forEachRandomCarouselHost(
  _ base: Int, seed: UInt64,
  _ body: (ScrollingLayoutHost<Carousel>, CarouselRandomCase, inout SplitMix64, String) throws ->
    Void
) throws {
  try forEachRandomCarousel(base, seed: seed, tally: "Circular hosting carousel") { random in
    try body(
      ScrollingLayoutHost(random.carousel), random.test, &random.generator, random.context)
  }
}

/// The circular distance between two positions on a wrapping track of
/// `count` items, or their plain distance with ends.
func positionDistance(_ a: Double, _ b: Double, count: Int, wraps: Bool) -> Double {
  guard wraps, count > 0 else { return abs(a - b) }
  let n = Double(count)
  let d = (a - b).truncatingRemainder(dividingBy: n)
  return Swift.min(abs(d), n - abs(d))
}
