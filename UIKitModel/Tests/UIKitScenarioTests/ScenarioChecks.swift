// The checks every scenario makes: after every layout pass, nothing the
// collection view shows is stale (each displayed element has exactly the
// attributes the layout answers for it now); after each operation, no
// violation of UIKit's rules, and the layout's answers consistent with
// each other and with a brute-force look at every item.

import UIKit

@MainActor
enum ScenarioChecks {
  /// The stale elements each watched collection view showed, pass by
  /// pass, since its problems were last read.
  private static var staleLog: [ObjectIdentifier: [String]] = [:]

  /// Checks, after every layout pass of `collectionView` from now on,
  /// that nothing it shows is stale
  /// (`modelStaleDisplayedElements()`, read right after the pass's query,
  /// before the cells size themselves); ``problems(in:bruteForce:itemsMayOverlap:)``
  /// reports what was found. The preload fraction and the order of an
  /// update's prepare calls are set too (UIKit documents neither).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view, before its first layout.
  ///   - preloadFraction: Its `modelPreloadFraction`.
  ///   - preparesForUpdatesFirst: Its `modelPreparesForUpdatesFirst`.
  ///   - splitsQueries: Its `modelSplitsQueries`.
  static func watch(
    _ collectionView: UICollectionView, preloadFraction: CGFloat = 0.5,
    preparesForUpdatesFirst: Bool = false, splitsQueries: Bool = false
  ) {
    collectionView.modelPreloadFraction = preloadFraction
    collectionView.modelPreparesForUpdatesFirst = preparesForUpdatesFirst
    collectionView.modelSplitsQueries = splitsQueries
    let key = ObjectIdentifier(collectionView)
    staleLog[key] = []
    collectionView.modelPassHandler = { collectionView in
      let stale = collectionView.modelStaleDisplayedElements()
      guard !stale.isEmpty else { return }
      let pass = collectionView.modelLayoutPassCount
      staleLog[key, default: []] += stale.prefix(4).map { "stale after pass \(pass): \($0)" }
    }
  }

  /// Whether two rectangles' interiors overlap (the engines' rule for a
  /// query: an item touching the viewport's edge is not in it).
  ///
  /// With `by` positive, they must overlap by more than that; negative,
  /// they may miss each other by that much: the brute force gives the
  /// engines' arithmetic a millionth of a point either way, as an edge
  /// computed as `y + height` can land a rounding error past another.
  static func overlap(_ a: CGRect, _ b: CGRect, by depth: CGFloat = 0) -> Bool {
    a.minX + depth < b.maxX && b.minX + depth < a.maxX && a.minY + depth < b.maxY
      && b.minY + depth < a.maxY
  }

  /// The problems found, empty when all is well:
  ///
  /// - the model recorded no violation;
  /// - when the collection view is watched (``watch(_:preloadFraction:preparesForUpdatesFirst:)``),
  ///   no pass since the last call showed a stale element, and none is
  ///   shown now;
  /// - with `bruteForce` (small feeds), every item has finite attributes
  ///   from `layoutAttributesForItem(at:)`, the visible items are exactly
  ///   those whose frames overlap the bounds, and no two items of a section
  ///   overlap (`itemsMayOverlap` false).
  static func problems(
    in collectionView: UICollectionView, bruteForce: Bool = true, itemsMayOverlap: Bool = false
  ) -> [String] {
    var problems = collectionView.modelViolations.map(\.description)
    let key = ObjectIdentifier(collectionView)
    if let stale = staleLog[key] {
      problems += stale
      staleLog[key] = []
      problems += collectionView.modelStaleDisplayedElements().prefix(4).map { "stale now: \($0)" }
    }
    guard bruteForce else { return problems }
    let layout = collectionView.collectionViewLayout
    let bounds = collectionView.bounds
    var expected = Set<IndexPath>()
    for section in 0..<collectionView.numberOfSections {
      var frames: [(IndexPath, CGRect)] = []
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        guard let attributes = layout.layoutAttributesForItem(at: path) else {
          problems.append("no attributes for item \(Array(path))")
          continue
        }
        let frame = attributes.frame
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
          problems.append("item \(Array(path)) has frame \(frame)")
          continue
        }
        if !attributes.isHidden && overlap(frame, bounds, by: 1e-6) { expected.insert(path) }
        frames.append((path, frame))
      }
      if !itemsMayOverlap {
        for (index, (path, frame)) in frames.enumerated() {
          for (otherPath, other) in frames[(index + 1)...] where overlap(frame, other, by: 1e-6) {
            problems.append(
              "items \(Array(path)) \(frame) and \(Array(otherPath)) \(other) overlap")
          }
        }
      }
    }
    let visible = Set(collectionView.indexPathsForVisibleItems)
    let missing = expected.subtracting(visible).sorted()
    let extra = visible.subtracting(expected).filter { path in
      // A hidden item may be reported; one outside the bounds may not.
      guard let frame = layout.layoutAttributesForItem(at: path)?.frame else { return true }
      return !overlap(frame, bounds, by: -1e-6) && frame.height > 0 && frame.width > 0
    }.sorted()
    if !missing.isEmpty {
      let frames = missing.map { path in
        "\(Array(path)) \(layout.layoutAttributesForItem(at: path).map { "\($0.frame)" } ?? "nil")"
      }
      problems.append("items on screen but not visible: \(frames) in \(bounds)")
    }
    if !extra.isEmpty {
      problems.append("items visible but off screen: \(extra.map { Array($0) }) in \(bounds)")
    }
    return problems
  }
}
