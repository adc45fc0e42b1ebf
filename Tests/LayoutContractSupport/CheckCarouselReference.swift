// The carousel against the brute-force CarouselReference: what is shown,
// where, in which depth order, and what a tap hits, wherever the
// reference can tell.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport

/// How much of a carousel's answer the reference could tell, and so
/// checked: counts that a test requires to be large enough to mean
/// something.
public struct ReferenceAgreement: Sendable, CustomStringConvertible {
  /// Candidates the reference calls visible (each returned).
  public var visible = 0
  /// Candidates the reference calls hidden (none returned).
  public var hidden = 0
  /// Candidates too close to call.
  public var undecided = 0
  /// Pairs of returned items whose depth order the reference could tell.
  public var pairs = 0
  /// Taps the reference could decide.
  public var taps = 0

  /// Creates an empty tally.
  public init() {}

  /// Adds another case's counts.
  public static func += (tally: inout Self, other: Self) {
    tally.visible += other.visible
    tally.hidden += other.hidden
    tally.undecided += other.undecided
    tally.pairs += other.pairs
    tally.taps += other.taps
  }

  /// The counts, to print with a failed requirement.
  public var description: String {
    "visible \(visible), hidden \(hidden), undecided \(undecided), pairs \(pairs), taps \(taps)"
  }
}

/// Checks the carousel's queries against the brute-force reference
/// describing the same carousel, wherever the reference can tell (at a
/// ten-billionth of the scene's scale): `items(in:)` returns every
/// candidate the reference calls visible and none it calls hidden, each
/// returned item is a candidate at the reference's offset, their `zIndex`
/// order is the reference's depth order, and each tap in `points` hits
/// the reference's item.
///
/// - Parameters:
///   - carousel: The engine's carousel.
///   - reference: The same carousel, worked out by brute force.
///   - viewport: The viewport.
///   - count: The item count.
///   - toggle: Cover flow 2's toggle (the reference reads it clamped to
///     -1 ... 1, as the engine documents).
///   - points: Taps to check.
///   - items: The carousel's `items(in:)`, when the caller has them.
///   - expected: The reference's items, when the caller has them.
/// - Returns: How much the reference could tell.
/// - Throws: A ``ContractViolation`` naming the first disagreement.
@discardableResult
public func checkAgainstReference(
  _ carousel: Carousel, _ reference: CarouselReference, in viewport: Rect, itemCount count: Int,
  coverFlowToggle toggle: Double = 0, taps points: [Point] = [], items: [Carousel.Item]? = nil,
  expected: [CarouselReference.Item]? = nil
) throws -> ReferenceAgreement {
  let tolerance =
    1e-9 * (abs(viewport.minX) + abs(viewport.minY) + viewport.width + viewport.height + 2_000)
  let items = items ?? carousel.items(in: viewport, itemCount: count, coverFlowToggle: toggle)
  let expected =
    expected
    ?? reference.items(
      viewport: viewport, count: count, toggle: min(max(toggle, -1), 1), tolerance: tolerance)
  let byIndex = Dictionary(uniqueKeysWithValues: expected.map { ($0.index, $0) })
  let returned = Set(items.map(\.index))
  var agreement = ReferenceAgreement()
  for candidate in expected {
    switch candidate.isVisible {
    case true?:
      try expect(returned.contains(candidate.index), "\(candidate) is not returned")
      agreement.visible += 1
    case false?:
      try expect(!returned.contains(candidate.index), "\(candidate) is returned")
      agreement.hidden += 1
    case nil:
      agreement.undecided += 1
    }
  }
  for item in items {
    guard let twin = byIndex[item.index] else {
      throw ContractViolation("item \(item.index) is returned but is not a candidate")
    }
    try expectEqual(item.offset, twin.offset, "item \(item.index)'s offset")
  }
  for a in items {
    for b in items where a.index < b.index {
      guard let ra = byIndex[a.index], let rb = byIndex[b.index],
        let above = CarouselReference.isAbove(ra, rb, tolerance: 1e-9 * 4_000)
      else { continue }
      try expect(
        (a.zIndex > b.zIndex) == above,
        "items \(a.index) and \(b.index) in the wrong depth order: zIndex \(a.zIndex), "
          + "\(b.zIndex)")
      agreement.pairs += 1
    }
  }
  for point in points {
    let hit = reference.hit(point, among: expected, tolerance: tolerance)
    guard hit.decided else { continue }
    let index = carousel.itemIndex(
      at: point, in: viewport, itemCount: count, coverFlowToggle: toggle)
    try expectEqual(index, hit.index, "the tap at \(point) against the reference")
    agreement.taps += 1
  }
  return agreement
}
