// UICollectionViewDiffableDataSource: a data source that holds a snapshot
// of identifiers and, when a new one is applied, tells the collection view
// the difference in one batch update, as UIKit's does.

/// The object you use to manage data and provide cells for a collection
/// view.
///
/// Follows "UICollectionViewDiffableDataSource" (Apple Developer
/// Documentation, UIKit):
/// - ``init(collectionView:cellProvider:)`` makes it the collection view's
///   data source (which holds it weakly: the app keeps it);
/// - ``apply(_:animatingDifferences:completion:)`` "computes the
///   difference between the collection view's current state and the new
///   state in the snapshot" and applies it as one
///   `performBatchUpdates(_:completion:)`. Since iOS 15 that holds
///   without animation too ("applySnapshotUsingReloadData" is the method
///   that reloads), so the model diffs either way;
/// - ``applySnapshotUsingReloadData(_:completion:)`` "resets the UI ...
///   without computing a diff": `reloadData()`.
///
/// Which update items UIKit's difference uses is not documented; any set
/// that describes the change is valid, and a layout must answer for any.
/// The model's (`_SnapshotDifference`) is one such set, and it checks
/// itself: the batch it makes, read by UIKit's index rules, must carry
/// every surviving identifier to its new place, or it records a
/// violation. The snapshot's own violations (bad identifiers) are
/// recorded on the collection view when it is applied.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  /// A closure that configures and returns a cell for a collection view
  /// from its diffable data source.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// A closure that configures and returns a collection view's
  /// supplementary view, such as a header or footer, from a diffable data
  /// source.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  /// The closure that configures and returns the collection view's
  /// supplementary views from the diffable data source.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Creates a diffable data source with the specified cell provider, and
  /// connects it to the specified collection view.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view it provides data to.
  ///   - cellProvider: Makes a cell for an item.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// The current state of the data, without reload or reconfigure marks.
  ///
  /// - Returns: A copy of the snapshot last applied.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Updates the UI to reflect the state of the data in the snapshot, in
  /// one batch update of the difference.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit animates: false runs the
  ///     same batch inside `UIView.performWithoutAnimation(_:)`.
  ///   - completion: Called when the update has been applied.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let collectionView else { return }
    for violation in snapshot.modelViolations {
      collectionView._recordViolation(violation.kind, violation.message)
    }
    let difference = _SnapshotDifference(from: current, to: snapshot)
    for problem in difference.problems {
      collectionView._recordViolation(.invalidUpdateIndexPath, problem)
    }
    let batch = {
      collectionView.performBatchUpdates(
        {
          self.current = Self.unmarked(snapshot)
          difference.tell(collectionView)
        },
        completion: { _ in completion?() })
    }
    // Not animating is a batch without animation.
    if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
  }

  /// Resets the UI to reflect the state of the data in the snapshot
  /// without computing a diff: `reloadData()`.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Called when the reload has been applied.
  @available(iOS 15.0, tvOS 15.0, *)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    guard let collectionView else { return }
    for violation in snapshot.modelViolations {
      collectionView._recordViolation(violation.kind, violation.message)
    }
    current = Self.unmarked(snapshot)
    collectionView.reloadData()
    completion?()
  }

  /// A snapshot's state without its marks: what `snapshot()` returns next.
  private static func unmarked(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    var state = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    state.appendSections(snapshot.sectionIdentifiers)
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot._items) {
      state.appendItems(items, toSection: section)
    }
    return state
  }

  // MARK: Identifiers and index paths

  /// The identifier of the section at an index.
  ///
  /// - Parameter index: The section's index.
  /// - Returns: Its identifier, or nil when there is no such section.
  @available(iOS 15.0, tvOS 15.0, *)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section.
  ///
  /// - Parameter sectionIdentifier: The section's identifier.
  /// - Returns: Its index, or nil when the data source does not hold it.
  @available(iOS 15.0, tvOS 15.0, *)
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The identifier of the item at an index path.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: Its identifier, or nil when there is no such item.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current._items.indices.contains(indexPath.section),
      current._items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return current._items[indexPath.section][indexPath.item]
  }

  /// The index path of an item.
  ///
  /// - Parameter itemIdentifier: The item's identifier.
  /// - Returns: Its index path, or nil when the data source does not hold
  ///   it.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current._locate(itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  // MARK: UICollectionViewDataSource

  /// The number of sections in the current snapshot.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the current snapshot.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    current._items.indices.contains(section) ? current._items[section].count : 0
  }

  /// The supplementary view the provider makes; without a provider, or
  /// for `nil`, a plain one and a recorded violation (UIKit raises).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    collectionView._recordViolation(
      .missingSupplementaryView,
      "the supplementary view provider returned no view of kind \(kind) at \(indexPath)")
    return UICollectionReusableView()
  }

  /// The cell the cell provider makes.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) }
      ?? UICollectionViewCell()
  }
}
