// Spies for the views the collection view asks for and the items it
// prefetches, and a fixture over the grid layout.

import UIKit

/// The index paths of the items in `ranges`, in order, in one section.
func indexPaths(_ ranges: ClosedRange<Int>..., section: Int = 0) -> [IndexPath] {
  ranges.flatMap { $0.map { IndexPath(item: $0, section: section) } }
}

/// A cell that keeps the title its registration gives it.
final class TitleCell: UICollectionViewCell {
  var title: String?
}

/// A header that keeps the title its registration gives it.
final class TitleHeader: UICollectionReusableView {
  var title: String?
}

/// A data source whose counts are a plain array, and which records every
/// view the collection view asks it for.
@MainActor
final class ViewSpyDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  /// The index paths of the cells asked for, in order.
  var cellRequests: [IndexPath] = []
  /// The supplementary views asked for, in order, as "kind [section, item]".
  var supplementaryRequests: [String] = []

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellRequests.append(indexPath)
    return TitleCell()
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryRequests.append("\(kind) \(Array(indexPath))")
    return TitleHeader()
  }

  func clearRequests() {
    cellRequests = []
    supplementaryRequests = []
  }
}

/// A prefetch data source that records what it is told, in order.
@MainActor
final class SpyPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
  enum Event: Equatable, CustomStringConvertible {
    case prefetch([IndexPath])
    case cancel([IndexPath])

    var description: String {
      switch self {
      case .prefetch(let paths): "prefetch \(paths.map { Array($0) })"
      case .cancel(let paths): "cancel \(paths.map { Array($0) })"
      }
    }
  }

  var events: [Event] = []

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    events.append(.prefetch(indexPaths))
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    events.append(.cancel(indexPaths))
  }

  /// The events since the last call, and clears them.
  func take() -> [Event] {
    defer { events = [] }
    return events
  }
}

/// A 320x480 collection view over the grid layout and a view spy data
/// source, with no preload (the prepared area is the bounds, so the
/// displayed elements are those the bounds overlap), laid out once.
@MainActor
struct GridFixture {
  let collectionView: UICollectionView
  let layout: GridSpyLayout
  let dataSource: ViewSpyDataSource

  /// - Parameters:
  ///   - counts: The item count of each section.
  ///   - headerHeight: The grid's header height (0: no headers).
  ///   - preloadFraction: The collection view's `modelPreloadFraction`.
  ///   - prefetcher: The prefetch data source, set before the first
  ///     layout (held weakly by the collection view: the caller keeps it).
  ///   - prefetchFraction: The collection view's `modelPrefetchFraction`.
  init(
    counts: [Int] = [100], headerHeight: CGFloat = 0, preloadFraction: CGFloat = 0,
    prefetcher: SpyPrefetcher? = nil, prefetchFraction: CGFloat = 0.5
  ) {
    layout = GridSpyLayout()
    layout.headerHeight = headerHeight
    dataSource = ViewSpyDataSource(counts: counts)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = preloadFraction
    collectionView.modelPrefetchFraction = prefetchFraction
    collectionView.prefetchDataSource = prefetcher
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  func scroll(to y: CGFloat) {
    collectionView.contentOffset = CGPoint(x: 0, y: y)
  }

  /// The index paths of the displayed cells, in order.
  var displayedItems: [IndexPath] {
    collectionView.modelDisplayedLayoutAttributes
      .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
  }

  var violations: [String] { collectionView.modelViolations.map(\.description) }
}
