// What SwiftUI's LazyMasonry decides when a UICollectionView shows it:
// the snapshot of unique ids, where each id's data is, the prefetch hints
// and the end of the content, and a scroll target waiting for the first
// layout. The representable only converts types and calls UIKit.

import LayoutGeometry
import MasonryLayout

/// The decisions of a feed keyed by identity and shown by a collection
/// view: the platform-free core of `LazyMasonry` where UIKit exists.
///
/// - ``sync(_:)`` brings it to a body's ids: ``sections`` holds each id
///   once (the first occurrence; later ones are dropped and counted in
///   ``duplicateCount``), ready for a diffable data source's snapshot,
///   and ``source(of:)`` finds an id's data in the lists as given.
/// - ``prefetch(_:)`` turns the index paths UIKit prefetches into the ids
///   to report, each once while it stays near: only an item that goes far
///   from the viewport (``keepHints(where:)``) or that a sync drops is
///   reported again. UIKit's own cancellations do not count: it may
///   prefetch an item, cancel it, and prefetch it again behind the
///   screen or ahead of it while the item stays near, and `onPrefetch`
///   (which has no cancel) would then start the same load twice.
/// - ``reachesEnd(start:end:contentLength:mirrored:)`` is the end rule
///   (``EndOfContent``): once per item count.
/// - ``requestScroll(to:)`` keeps a scroll target until the view has laid
///   out (``takeScrollTarget(hasLaidOut:)``), so a target set before the
///   first layout is not lost.
///
/// - Complexity: a sync is O(*n*) for *n* ids; a scroll's calls are
///   O(*k*) for the *k* index paths UIKit names, independent of *n*.
package struct LazyMasonryState<ID: Hashable & Sendable>: Sendable {
  /// The ids shown, each once, by section.
  package private(set) var sections: [[ID]] = []

  /// How many ids the last sync dropped as repeats of an earlier one.
  package private(set) var duplicateCount = 0

  /// The last sync's lists, kept only when they had duplicates: there,
  /// an id's place in ``sections`` is not its place in the data.
  private var _sourcePaths: [ID: ItemPath]?

  /// The ids reported by ``prefetch(_:)`` and still near, with their
  /// paths in ``sections``.
  private var _hinted: [ID: ItemPath] = [:]

  private var _end = EndOfContent()

  /// How many ids ``sections`` holds.
  private var _itemCount = 0

  /// The id to scroll to once the view has laid out.
  package private(set) var pendingTarget: ID?

  package init() {}

  // MARK: - Data

  /// The path of each id's first occurrence: where a host that keeps
  /// only the first of repeated ids finds the item to estimate its height.
  ///
  /// - Complexity: O(*n*) for *n* ids.
  static func firstPaths(_ sections: [[ID]]) -> [ID: ItemPath] {
    var paths: [ID: ItemPath] = [:]
    for (section, list) in sections.enumerated() {
      for (item, id) in list.enumerated() where paths[id] == nil {
        paths[id] = ItemPath(section: section, item: item)
      }
    }
    return paths
  }

  /// Brings the feed to a body's ids.
  ///
  /// - Returns: Whether ``sections`` changed (the host applies a new
  ///   snapshot only then).
  /// - Complexity: O(*n*) for *n* ids: comparisons only when they are
  ///   the ones shown, without duplicates (a SwiftUI update that changed
  ///   no id); otherwise a hash of each.
  @discardableResult
  package mutating func sync(_ ids: [[ID]]) -> Bool {
    // Nothing to clean, keep or move: the lists shown, none dropped.
    if duplicateCount == 0, ids == sections { return false }
    var seen = Set<ID>(minimumCapacity: ids.reduce(0) { $0 + $1.count })
    var duplicates = 0
    let unique = ids.map { list in
      list.filter {
        if seen.insert($0).inserted { return true }
        duplicates += 1
        return false
      }
    }
    duplicateCount = duplicates
    _sourcePaths = duplicates > 0 ? Self.firstPaths(ids) : nil
    if !_hinted.isEmpty {
      // The hints follow their ids; those the data dropped are forgotten.
      var moved: [ID: ItemPath] = [:]
      for (section, list) in unique.enumerated() {
        for (item, id) in list.enumerated() where _hinted[id] != nil {
          moved[id] = ItemPath(section: section, item: item)
        }
      }
      _hinted = moved
    }
    guard unique != sections else { return false }
    sections = unique
    _itemCount = unique.reduce(0) { $0 + $1.count }
    return true
  }

  /// The id shown at an index path; `nil` for a path the feed does not
  /// hold.
  ///
  /// - Complexity: O(1).
  package func id(ofItemAt path: ItemPath) -> ID? {
    guard sections.indices.contains(path.section),
      sections[path.section].indices.contains(path.item)
    else { return nil }
    return sections[path.section][path.item]
  }

  /// Where the data of the item shown at `path` is in the lists of the
  /// last sync, and its id; `nil` for a path the feed does not hold.
  ///
  /// - Complexity: O(1).
  package func source(of path: ItemPath) -> (id: ID, path: ItemPath)? {
    guard let id = id(ofItemAt: path) else { return nil }
    return (id, _sourcePaths?[id] ?? path)
  }

  // MARK: - Prefetching

  /// The ids to report for the index paths UIKit asks to prefetch: those
  /// not reported since they came near, in the order given.
  ///
  /// - Complexity: O(*k*) for *k* paths.
  package mutating func prefetch(_ paths: [ItemPath]) -> [ID] {
    paths.compactMap { path in
      guard let id = id(ofItemAt: path), _hinted[id] == nil else { return nil }
      _hinted[id] = path
      return id
    }
  }

  /// Forgets the hints of the items `isNear` rejects (by their paths in
  /// ``sections``): reported again when UIKit prefetches them again. A
  /// host calls it as the view scrolls, with its own reach (the overscan
  /// and two viewport lengths).
  ///
  /// - Complexity: O(*h*) for the *h* ids reported and still near, a few
  ///   screens' worth, independent of the item count.
  package mutating func keepHints(where isNear: (ItemPath) -> Bool) {
    guard _hinted.values.contains(where: { !isNear($0) }) else { return }
    _hinted = _hinted.filter { isNear($0.value) }
  }

  /// How many ids are reported and still near.
  package var hintCount: Int { _hinted.count }

  // MARK: - The end of the content

  /// Whether the span along the flow that the view has prepared reaches
  /// the end of the content for the first time since the number of ids
  /// in ``sections`` changed (the ``EndOfContent`` rule).
  ///
  /// - Complexity: O(1).
  package mutating func reachesEnd(
    start: Double, end: Double, contentLength: Double, mirrored: Bool
  ) -> Bool {
    _end.reached(
      start: start, end: end, contentLength: contentLength, itemCount: _itemCount,
      mirrored: mirrored)
  }

  // MARK: - Scroll targets

  /// Records a scroll target; `nil` changes nothing (the binding was
  /// cleared).
  package mutating func requestScroll(to id: ID?) {
    if let id { pendingTarget = id }
  }

  /// The target to scroll to now, cleared: `nil` until the view has laid
  /// out, and for an id the feed does not hold (dropped).
  ///
  /// - Complexity: O(1) until the view has laid out with a target
  ///   pending; then O(*n*) for *n* ids, once per target.
  package mutating func takeScrollTarget(hasLaidOut: Bool) -> ID? {
    guard hasLaidOut, let target = pendingTarget else { return nil }
    pendingTarget = nil
    return sections.contains { $0.contains(target) } ? target : nil
  }
}
