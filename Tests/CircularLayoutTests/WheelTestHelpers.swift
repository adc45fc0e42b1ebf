// The tutorial's wheel, the brute forces that need the engine's own types,
// and the wheel tests' assertions. The engine's wheel for a reference
// wheel is in LayoutContractSupport (WheelReference.makeWheel()).

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// The tutorial's wheel: 133 x 173 items on a radius of 500, under the
/// tutorial's scroll model, whose numbers (content 1330 long, an item per
/// 955 / 9 points in a 375-point viewport) the tests keep checking.
let tutorialWheel: Wheel = {
  var wheel = try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
  wheel.scrollModel = .tutorial
  wheel._checkInvariants()
  return wheel
}()

/// The default wheel: the tutorial's geometry, scrolled one item per
/// 133 points whatever the viewport.
let defaultWheel = try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500)

/// The tutorial's viewport size, an iPhone's 375 x 667 points.
let tutorialViewportSize = Size(width: 375, height: 667)

/// The tutorial's viewport at horizontal content offset `x`.
func tutorialViewport(x: Double) -> Rect {
  Rect(x: x, y: 0, width: 375, height: 667)
}

/// Brute force with the engine's own attributes: every index in `indices`
/// whose item is not hidden and whose rotated rect intersects the viewport.
func bruteForceVisibleIndices(
  _ wheel: Wheel, in viewport: Rect, itemCount: Int, among indices: some Sequence<Int>
) -> [Int] {
  indices.filter { index in
    guard let item = wheel.item(index, in: viewport, itemCount: itemCount) else { return false }
    return !item.isHidden && item.rotatedRect.intersects(viewport)
  }
}

/// Brute force hit test with the engine's own attributes: of the visible
/// items containing the point, the one with the largest z-index.
func bruteForceHit(
  _ wheel: Wheel, at point: Point, in viewport: Rect, itemCount: Int,
  among indices: some Sequence<Int>
) -> Int? {
  var best: Wheel.Item?
  for index in indices {
    guard let item = wheel.item(index, in: viewport, itemCount: itemCount),
      !item.isHidden, item.rotatedRect.intersects(viewport), item.rotatedRect.contains(point)
    else { continue }
    if best == nil || item.zIndex > best!.zIndex { best = item }
  }
  return best?.index
}

/// Asserts that two numbers agree to within `tolerance`, scaled by their
/// magnitude when that exceeds 1.
func assertClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  let scale = max(1, abs(expected))
  XCTAssert(
    actual.isFinite && abs(actual - expected) <= tolerance * scale,
    "\(actual) is not within \(tolerance) of \(expected). \(message())", file: file, line: line)
}

/// Asserts that two points agree to within `tolerance` (relative beyond 1).
func assertClose(
  _ actual: Point, _ expected: Point, tolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  assertClose(actual.x, expected.x, tolerance: tolerance, "x: \(message())", file: file, line: line)
  assertClose(actual.y, expected.y, tolerance: tolerance, "y: \(message())", file: file, line: line)
}

/// Asserts that two rects agree to within `tolerance` (relative beyond 1).
func assertClose(
  _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-9,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  assertClose(
    actual.minX, expected.minX, tolerance: tolerance, "minX: \(message())", file: file, line: line)
  assertClose(
    actual.minY, expected.minY, tolerance: tolerance, "minY: \(message())", file: file, line: line)
  assertClose(
    actual.maxX, expected.maxX, tolerance: tolerance, "maxX: \(message())", file: file, line: line)
  assertClose(
    actual.maxY, expected.maxY, tolerance: tolerance, "maxY: \(message())", file: file, line: line)
}

/// Asserts that every coordinate of an item is finite and its values in
/// range.
func assertSane(
  _ item: Wheel.Item, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssert(
    item.angle.isFinite && item.center.isFinite && item.pivot.isFinite && item.frame.isFinite
      && item.anchorPoint.isFinite && item.size.isFinite,
    "non-finite item \(item). \(message())", file: file, line: line)
  XCTAssert(
    (0...1).contains(item.alpha) && item.scale > 0 && item.scale <= 1,
    "alpha or scale out of range in \(item). \(message())", file: file, line: line)
}

/// The seeds of a property test's cases: `1 ... base` (each times
/// `multiplier`), with `base` scaled by `LAYOUT_SWEEP_FACTOR`, or only the
/// seed in `LAYOUT_REPLAY_SEED` when set (see `RandomSweep`). Each case
/// starts `SplitMix64(seed:)` from its seed, so a printed seed replays it.
func caseSeeds(_ base: Int, multiplier: UInt64 = 1) -> [UInt64] {
  if let seed = RandomSweep.replaySeed { return [seed] }
  return (1...UInt64(RandomSweep.count(base))).map { $0 &* multiplier }
}

extension Fade {
  /// The fade equivalent to the wheel's old falloff, which ran from
  /// `startAngle` to `endAngle` radians either side of the top: in items
  /// of `anglePerItem`, opaque within `startAngle / anglePerItem` of the
  /// top, over `(endAngle - startAngle) / anglePerItem` items.
  init(
    falloffFrom startAngle: Double = 0, to endAngle: Double, minimumAlpha: Double = 1,
    minimumScale: Double = 1, anglePerItem: Double
  ) {
    self.init(
      minimumOffset: -startAngle / anglePerItem, maximumOffset: startAngle / anglePerItem,
      range: (endAngle - startAngle) / anglePerItem, minimumAlpha: minimumAlpha,
      minimumScale: minimumScale)
  }
}

extension Wheel {
  /// Sets the fade equivalent to the old falloff between two angles from
  /// the top, converted with the wheel's own angle per item.
  mutating func setFalloff(
    startAngle: Double = 0, endAngle: Double, minimumAlpha: Double = 1, minimumScale: Double = 1
  ) throws {
    let fade = Fade(
      falloffFrom: startAngle, to: endAngle, minimumAlpha: minimumAlpha,
      minimumScale: minimumScale, anglePerItem: anglePerItem)
    try update { $0.fade = fade }
  }
}

/// The old falloff's alpha and scale at a wheel angle, as Wheel.Falloff
/// computed them: `t = clamp((|ψ| - start) / (end - start), 0, 1)`, each
/// value `max(1 + (minimum - 1) · t, minimum)`.
func oldFalloff(
  atAngle angle: Double, start: Double, end: Double, minimumAlpha: Double, minimumScale: Double
) -> (alpha: Double, scale: Double) {
  let distance = abs(angle)
  var t = 0.0
  if distance > start { t = distance < end ? (distance - start) / (end - start) : 1 }
  return (
    max(1 + (minimumAlpha - 1) * t, minimumAlpha), max(1 + (minimumScale - 1) * t, minimumScale)
  )
}
