// The checks every scenario makes: after every layout pass, nothing the
// collection view shows is stale (each displayed element has exactly the
// attributes the layout answers for it now); after each operation, no
// violation of UIKit's rules, and the layout's answers consistent with
// each other and with a brute-force look at every item.

import MasonryLayout
import MasonryLayoutSwiftUI
import SwiftUI
import UIKit

@MainActor
enum ScenarioChecks {
  /// What the checks keep for one collection view.
  ///
  /// The view is held weakly and an entry counts only for the view it was
  /// made for: a test's collection view is freed when the test ends, and
  /// the next one a test makes (in parallel, or after it) can take the
  /// same address, so an `ObjectIdentifier` alone would hand the new view
  /// the old one's log.
  private struct Watch {
    weak var collectionView: UICollectionView?

    /// The stale elements the view showed, pass by pass, since its
    /// problems were last read.
    var staleLog: [String] = []

    /// For a collection view whose cells host SwiftUI content: the id of
    /// the item at an index path, which the hosted content's identity
    /// must be.
    var hostedID: ((IndexPath) -> AnyHashable?)?
  }

  private static var watches: [ObjectIdentifier: Watch] = [:]

  /// The entry made for `collectionView` itself, if any.
  private static func watch(of collectionView: UICollectionView) -> Watch? {
    guard let entry = watches[ObjectIdentifier(collectionView)],
      entry.collectionView === collectionView
    else { return nil }
    return entry
  }

  /// Changes the entry for `collectionView`, made fresh if the one under
  /// its address was another view's.
  private static func updateWatch(
    of collectionView: UICollectionView, _ change: (inout Watch) -> Void
  ) {
    var entry = watch(of: collectionView) ?? Watch(collectionView: collectionView)
    change(&entry)
    watches[ObjectIdentifier(collectionView)] = entry
  }

  /// Checks, after every layout pass of a watched collection view from
  /// now on, the second half of "displayed = answered": every displayed
  /// cell hosts the item its index path names (its content's explicit
  /// identity is that item's id, under which the model keeps its state),
  /// whichever cell UIKit reused for it.
  ///
  /// - Parameters:
  ///   - collectionView: A collection view given to ``watch(_:preloadFraction:preparesForUpdatesFirst:splitsQueries:)``
  ///     (a view that is not watched has no pass that would check).
  ///   - id: The id of the item at an index path, as the data source
  ///     answers it now.
  static func watchHostedContent(
    _ collectionView: UICollectionView, id: @escaping (IndexPath) -> AnyHashable?
  ) {
    precondition(
      watch(of: collectionView) != nil, "watch(_:) the collection view before its hosted content")
    updateWatch(of: collectionView) { $0.hostedID = id }
  }

  /// ``watchHostedContent(_:id:)`` for a `LazyMasonry`'s collection view:
  /// the ids are its coordinator's.
  static func watchHostedContent<Item, ID, Content, Header, Footer>(
    of coordinator: LazyMasonryCoordinator<Item, ID, Content, Header, Footer>
  ) {
    watchHostedContent(coordinator.collectionView) { [weak coordinator] path in
      coordinator?.state.id(ofItemAt: ItemPath(section: path.section, item: path.item))
        .map { AnyHashable($0) }
    }
  }

  /// The displayed cells that host another item's content than the one
  /// their index path names, one line each.
  static func hostedContentProblems(
    in collectionView: UICollectionView, id: (IndexPath) -> AnyHashable?
  ) -> [String] {
    var problems: [String] = []
    for attributes in collectionView.modelDisplayedLayoutAttributes
    where attributes.representedElementCategory == .cell {
      let path = attributes.indexPath
      guard let expected = id(path) else { continue }
      guard let cell = collectionView.cellForItem(at: path) else {
        problems.append("item \(Array(path)) is displayed with no cell")
        continue
      }
      // The model keeps state under the content's explicit identity, so
      // the right identity is the item's state too; whose state shows
      // where content carries no identity is a test's own check
      // (`modelHostedStateOrigin`).
      let shown = cell.modelHostedIdentity
      if shown != [expected] {
        problems.append(
          "item \(Array(path)) (id \(expected)) shows content of identity "
            + "\(shown.map { "\($0)" } ?? "none")")
      }
    }
    return problems
  }

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
    watches = watches.filter { $0.value.collectionView != nil }
    watches[ObjectIdentifier(collectionView)] = Watch(collectionView: collectionView)
    collectionView.modelPassHandler = { collectionView in
      let pass = collectionView.modelLayoutPassCount
      var found: [String] = []
      if let id = watch(of: collectionView)?.hostedID {
        let hosted = hostedContentProblems(in: collectionView, id: id)
        found += hosted.prefix(4).map { "after pass \(pass): \($0)" }
      }
      let stale = collectionView.modelStaleDisplayedElements()
      found += stale.prefix(4).map { "stale after pass \(pass): \($0)" }
      guard !found.isEmpty else { return }
      updateWatch(of: collectionView) { $0.staleLog += found }
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
    if let stale = watch(of: collectionView)?.staleLog {
      problems += stale
      updateWatch(of: collectionView) { $0.staleLog = [] }
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
