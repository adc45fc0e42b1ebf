// The checks every scenario makes after each operation: no violation of
// UIKit's rules, and the layout's answers consistent with each other and
// with a brute-force look at every item.

import UIKit

@MainActor
enum ScenarioChecks {
  /// Whether two rectangles' interiors overlap (the engines' rule for a
  /// query: an item touching the viewport's edge is not in it).
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// The problems found, empty when all is well:
  ///
  /// - the model recorded no violation;
  /// - with `bruteForce` (small feeds), every item has finite attributes
  ///   from `layoutAttributesForItem(at:)`, the visible items are exactly
  ///   those whose frames overlap the bounds, and no two items of a section
  ///   overlap (`itemsMayOverlap` false).
  static func problems(
    in collectionView: UICollectionView, bruteForce: Bool = true, itemsMayOverlap: Bool = false
  ) -> [String] {
    var problems = collectionView.modelViolations.map(\.description)
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
        if !attributes.isHidden && overlap(frame, bounds) { expected.insert(path) }
        frames.append((path, frame))
      }
      if !itemsMayOverlap {
        for (index, (path, frame)) in frames.enumerated() {
          for (otherPath, other) in frames[(index + 1)...] where overlap(frame, other) {
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
      return overlap(frame, bounds) == false && frame.height > 0 && frame.width > 0
    }.sorted()
    if !missing.isEmpty {
      problems.append("items on screen but not visible: \(missing.map { Array($0) }) in \(bounds)")
    }
    if !extra.isEmpty {
      problems.append("items visible but off screen: \(extra.map { Array($0) }) in \(bounds)")
    }
    return problems
  }
}
