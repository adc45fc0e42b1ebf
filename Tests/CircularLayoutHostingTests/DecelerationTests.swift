// The deceleration's closed form against its defining equation (the
// velocity multiplied by the rate every millisecond, stepped one
// millisecond at a time), values worked by hand, the inverse, the landing
// solved onto a snapped offset, and bad input.

import CircularLayoutHosting
import Foundation
import LayoutTestSupport
import XCTest

final class DecelerationTests: XCTestCase {
  // MARK: - Worked by hand

  func testUIKitsTwoRates() {
    XCTAssertEqual(Deceleration.Rate.normal.perMillisecond, 0.998)
    XCTAssertEqual(Deceleration.Rate.fast.perMillisecond, 0.99)
    // k = -1000 ln r: -1000 ln 0.998 = 2.002002670..., -1000 ln 0.99 = 10.050335853...
    XCTAssertEqual(Deceleration.Rate.normal.decayPerSecond, 2.002_002_670_673_692, accuracy: 1e-12)
    XCTAssertEqual(Deceleration.Rate.fast.decayPerSecond, 10.050_335_853_501_44, accuracy: 1e-10)
    XCTAssertEqual(Deceleration.Rate.normal.description, "0.998 per ms")
  }

  func testAFlingOfAThousandPointsPerSecond() {
    // v / k = 1000 / 2.002002670... = 499.49983316...
    let normal = Deceleration(from: 100, velocity: 1000)
    XCTAssertEqual(normal.distance, 499.499_833_166, accuracy: 1e-8)
    XCTAssertEqual(normal.restingPosition, 599.499_833_166, accuracy: 1e-8)
    let fast = Deceleration(from: 0, velocity: -1000, rate: .fast)
    XCTAssertEqual(fast.distance, -99.499_162_473, accuracy: 1e-8)
    // After one second at the normal rate the velocity is 1000 · 0.998^1000 = 135.0645...
    XCTAssertEqual(normal.velocity(at: 1), 135.064_522_5, accuracy: 1e-6)
    // ... and the fling has gone (1000 - 135.0645...) / k = 432.034...
    XCTAssertEqual(
      normal.position(at: 1) - 100, (1000 - 135.064_522_5) / 2.002_002_670_673_692, accuracy: 1e-6)
    // Under 1 pt/s after ln(1000) / k = 3.45042... s.
    XCTAssertEqual(normal.duration(untilSpeedBelow: 1), 3.450_422_609, accuracy: 1e-8)
    // Within half a point of rest after ln(1000 / (0.5 k)) / k.
    XCTAssertEqual(
      normal.duration(untilWithin: 0.5), 3.449_922_692_8, accuracy: 1e-9)
    XCTAssertEqual(normal.duration(untilSpeedBelow: 2000), 0)
    XCTAssertEqual(
      normal.description, "Deceleration(position: 100, velocity: 1,000, rate: 0.998 per ms)")
  }

  func testUIKitsPerMillisecondProjectionIsWithinItsRounding() {
    // UIKit's projection sums the velocity once per millisecond:
    // v / 1000 · r / (1 - r), 499 points for 1000 pt/s at the normal rate.
    for rate in [Deceleration.Rate.normal, .fast] {
      let r = rate.perMillisecond
      let uikit = 1000.0 / 1000 * r / (1 - r)
      let closed = Deceleration(from: 0, velocity: 1000, rate: rate).distance
      XCTAssertGreaterThan(closed, uikit)
      XCTAssertLessThan((closed - uikit) / closed, 0.006, "\(rate)")
    }
  }

  func testTheRestIsLongerThanUIKitsProjectionByTheDocumentedFactors() {
    // Deceleration's documentation: the continuous rest, v / k, is longer
    // than the projection v / 1000 · r / (1 - r) by 1000 (1 - r) / (r k):
    // 1.0010 at the normal rate, 1.0050 at the fast one.
    let normal = Deceleration(from: 0, velocity: 1000)
    let fast = Deceleration(from: 0, velocity: 1000, rate: .fast)
    XCTAssertEqual(normal.restingPosition, 499.50, accuracy: 0.005)
    XCTAssertEqual(fast.restingPosition, 99.50, accuracy: 0.005)
    XCTAssertEqual(normal.restingPosition / 499, 1.001_002, accuracy: 1e-6)
    XCTAssertEqual(fast.restingPosition / 99, 1.005_042, accuracy: 1e-6)
    for rate in [Deceleration.Rate.normal, .fast] {
      let r = rate.perMillisecond
      let factor = 1000 * (1 - r) / (r * rate.decayPerSecond)
      let fling = Deceleration(from: 0, velocity: 1000, rate: rate)
      XCTAssertEqual(fling.restingPosition, 1000.0 / 1000 * r / (1 - r) * factor, accuracy: 1e-9)
    }
  }

  // MARK: - The defining equation, stepped

  /// Steps the defining equation one millisecond at a time: the velocity
  /// is multiplied by the rate each millisecond, and the position grows
  /// by that millisecond's integral of the velocity (the exact integral
  /// of an exponential over the step, `v · (1 - r) / k`), so any drift of
  /// the closed form from the equation shows.
  func testTheClosedFormIsTheDefiningEquationSteppedEveryMillisecond() {
    RandomSweep.forEachCase(60, seed: 0xDEC0_0001) { seed, random in
      let rate =
        Bool.random(using: &random)
        ? (Bool.random(using: &random) ? Deceleration.Rate.normal : .fast)
        : Deceleration.Rate(perMillisecond: Double.random(in: 0.95...0.9995, using: &random))
      let start = Double.random(in: -10_000...10_000, using: &random)
      let velocity = Double.random(in: -20_000...20_000, using: &random)
      let fling = Deceleration(from: start, velocity: velocity, rate: rate)
      let r = rate.perMillisecond
      let k = rate.decayPerSecond
      var v = velocity
      var x = start
      // The largest relative drift over the steps, asserted once.
      var velocityDrift = 0.0
      var positionDrift = 0.0
      for millisecond in 1...3000 {
        x += v * (1 - r) / k
        v *= r
        let t = Double(millisecond) / 1000
        velocityDrift = max(
          velocityDrift, abs(fling.velocity(at: t) - v) / (abs(velocity) + 1e-3))
        positionDrift = max(
          positionDrift, abs(fling.position(at: t) - x) / (abs(start) + abs(fling.distance) + 1))
      }
      XCTAssertLessThan(velocityDrift, 1e-9, "seed \(seed)")
      XCTAssertLessThan(positionDrift, 1e-9, "seed \(seed)")
    }
  }

  /// A naive Euler sum with the velocity held over each tenth of a
  /// millisecond converges on the closed form: the position is the
  /// integral of the velocity, not a different curve.
  func testThePositionIsTheIntegralOfTheVelocity() {
    let fling = Deceleration(from: 0, velocity: 3000)
    var x = 0.0
    let step = 1e-4
    for tick in 0..<20_000 { x += fling.velocity(at: Double(tick) * step) * step }
    XCTAssertEqual(x, fling.position(at: 2), accuracy: 3000 * step)
  }

  // MARK: - The inverse

  func testTimeToReachInvertsThePosition() throws {
    try RandomSweep.forEachCase(2_000, seed: 0xDEC0_0002) { seed, random in
      let rate = Deceleration.Rate(perMillisecond: Double.random(in: 0.9...0.9995, using: &random))
      let fling = Deceleration(
        from: Double.random(in: -1e6...1e6, using: &random),
        velocity: Double.random(in: -30_000...30_000, using: &random), rate: rate)
      let t = Double.random(in: 0...5, using: &random)
      let x = fling.position(at: t)
      guard x != fling.restingPosition, x != fling.position else { return }
      let back = try XCTUnwrap(fling.time(toReach: x), "seed \(seed)")
      XCTAssertEqual(fling.position(at: back), x, accuracy: 1e-6 * max(1, abs(x)), "seed \(seed)")
      // Never reached: behind the start, at the rest, past it.
      XCTAssertNil(fling.time(toReach: fling.position - fling.distance), "seed \(seed)")
      XCTAssertNil(fling.time(toReach: fling.restingPosition + fling.distance), "seed \(seed)")
      XCTAssertNil(fling.time(toReach: fling.position + 2 * fling.distance), "seed \(seed)")
      // The position only moves towards the rest, the speed only falls.
      let later = t + Double.random(in: 0...1, using: &random)
      XCTAssertLessThanOrEqual(
        abs(fling.restingPosition - fling.position(at: later)),
        abs(fling.restingPosition - x) + 1e-6, "seed \(seed)")
      XCTAssertLessThanOrEqual(
        abs(fling.velocity(at: later)), abs(fling.velocity(at: t)), "seed \(seed)")
    }
    RandomSweep.tally("Deceleration inverse", RandomSweep.count(2_000))
    XCTAssertEqual(Deceleration(from: 5, velocity: 0).time(toReach: 5), 0)
    XCTAssertNil(Deceleration(from: 5, velocity: 0).time(toReach: 6))
  }

  // MARK: - Landing on a snapped offset

  func testALandingKeepsTheFingersVelocityWhenItCan() {
    // 800 pt/s towards 400: k = 800 / 400 = 2, inside 2.002 ... 105.4? No:
    // 2 is slower than the normal rate's 2.002, so it is clamped, and the
    // velocity becomes 400 · 2.002... = 800.8.
    let slow = Deceleration(from: 0, velocity: 800, landingAt: 400)
    XCTAssertEqual(slow.rate, .normal)
    XCTAssertEqual(slow.velocity, 400 * Deceleration.Rate.normal.decayPerSecond, accuracy: 1e-9)
    // 3000 pt/s towards 133 (a page): k = 22.556, r = e^(-0.022556) = 0.977696.
    let page = Deceleration(from: 0, velocity: 3000, landingAt: 133)
    XCTAssertEqual(page.velocity, 3000)
    XCTAssertEqual(page.rate.perMillisecond, exp(-3.0 / 133), accuracy: 1e-15)
    XCTAssertEqual(page.restingPosition, 133, accuracy: 1e-9)
    // Backwards: the landing behind the fling glides back at the fast rate.
    let back = Deceleration(from: 100, velocity: 50, landingAt: 60)
    XCTAssertEqual(back.rate, .fast)
    XCTAssertEqual(back.velocity, -40 * Deceleration.Rate.fast.decayPerSecond, accuracy: 1e-9)
    XCTAssertEqual(back.restingPosition, 60, accuracy: 1e-9)
    // The documented example: 1000 / 400 = 2.5 lies between the rates.
    let example = Deceleration(from: 0, velocity: 1000, landingAt: 400)
    XCTAssertEqual(example.velocity, 1000)
    XCTAssertEqual(example.rate.perMillisecond, 0.997_503, accuracy: 1e-6)
    // On the landing already: at rest.
    XCTAssertEqual(Deceleration(from: 60, velocity: 900, landingAt: 60).velocity, 0)
  }

  func testEveryLandingRestsOnItsTarget() {
    RandomSweep.forEachCase(5_000, seed: 0xDEC0_0003) { seed, random in
      let start = Double.random(in: -1e7...1e7, using: &random)
      let target = start + Double.random(in: -5_000...5_000, using: &random)
      let velocity = Double.random(in: -40_000...40_000, using: &random)
      let landing = Deceleration(from: start, velocity: velocity, landingAt: target)
      XCTAssertEqual(
        landing.restingPosition, target, accuracy: 1e-9 * max(1, abs(start)), "seed \(seed)")
      XCTAssert(
        landing.rate.perMillisecond >= Deceleration.fastestLandingRate.perMillisecond - 1e-15,
        "seed \(seed)")
      XCTAssert(
        landing.rate.perMillisecond <= Deceleration.slowestLandingRate.perMillisecond + 1e-15,
        "seed \(seed)")
      if velocity * (target - start) > 0, landing.rate != Deceleration.slowestLandingRate,
        landing.rate != Deceleration.fastestLandingRate
      {
        XCTAssertEqual(landing.velocity, velocity, "seed \(seed): the finger's velocity is kept")
      }
      // It settles within a point in a bounded time: at most ln(d·k/ε)/k at the slowest rate.
      XCTAssertLessThan(landing.duration(untilWithin: 0.5), 10, "seed \(seed)")
    }
    RandomSweep.tally("Deceleration landing", RandomSweep.count(5_000))
  }

  // MARK: - Bad input

  func testBadInputIsReadAsDocumented() throws {
    let values: [Double] = [
      .nan, .infinity, -.infinity, 0x1p80, -0x1p80, 0, -0.0, .leastNonzeroMagnitude,
    ]
    for position in values {
      for velocity in values {
        for rate in values {
          let fling = Deceleration(
            from: position, velocity: velocity, rate: .init(perMillisecond: rate))
          XCTAssert(fling.position.isFinite && abs(fling.position) <= 0x1p53)
          XCTAssert(abs(fling.velocity) <= Deceleration.maximumSpeed)
          XCTAssert(fling.rate.perMillisecond >= 0.001 && fling.rate.perMillisecond <= 0.9999)
          for time in values {
            XCTAssert(fling.position(at: time).isFinite, "\(fling) \(time)")
            XCTAssert(fling.velocity(at: time).isFinite, "\(fling) \(time)")
            XCTAssert(fling.duration(untilSpeedBelow: time).isFinite, "\(fling) \(time)")
            XCTAssert(fling.duration(untilWithin: time).isFinite, "\(fling) \(time)")
            if let t = fling.time(toReach: time) { XCTAssert(t.isFinite && t >= 0) }
          }
          let landing = Deceleration(from: position, velocity: velocity, landingAt: rate)
          XCTAssert(landing.restingPosition.isFinite, "\(landing)")
        }
      }
    }
    XCTAssertEqual(Deceleration(from: .nan, velocity: .nan).position, 0)
    XCTAssertEqual(Deceleration(from: 0, velocity: .infinity).velocity, Deceleration.maximumSpeed)
    XCTAssertEqual(Deceleration.Rate(perMillisecond: .nan), .normal)
    XCTAssertEqual(Deceleration.Rate(perMillisecond: 1).perMillisecond, 0.9999)
    XCTAssertEqual(Deceleration(from: 0, velocity: 10).position(at: .nan), 0)
    XCTAssertEqual(Deceleration(from: 0, velocity: 10).position(at: -5), 0)
    XCTAssertEqual(
      Deceleration(from: 0, velocity: 10).position(at: .infinity),
      Deceleration(from: 0, velocity: 10).restingPosition)
  }

  func testCodingRoundTripsAndSanitises() throws {
    let fling = Deceleration(from: 12.5, velocity: -300, rate: .fast)
    let data = try JSONEncoder().encode(fling)
    XCTAssertEqual(try JSONDecoder().decode(Deceleration.self, from: data), fling)
    let wild = Data(#"{"position": 1e300, "velocity": -1e300, "rate": 7}"#.utf8)
    let decoded = try JSONDecoder().decode(Deceleration.self, from: wild)
    XCTAssertEqual(decoded.position, 0x1p53)
    XCTAssertEqual(decoded.velocity, -Deceleration.maximumSpeed)
    XCTAssertEqual(decoded.rate.perMillisecond, 0.9999)
  }
}
