// Batch updates: insertItems, deleteItems, reloadItems, moveItem and their
// section forms, collected in performBatchUpdates(_:completion:), checked
// against the data source's counts, and handed to the layout as update
// items in UIKit's order of calls.

extension UICollectionView {
  /// Inserts new items at the specified index paths (after-update paths).
  ///
  /// - Parameter indexPaths: Where the new items go.
  public func insertItems(at indexPaths: [IndexPath]) { _request(.insertItems(indexPaths)) }

  /// Deletes the items at the specified index paths (before-update paths).
  ///
  /// - Parameter indexPaths: The items to delete.
  public func deleteItems(at indexPaths: [IndexPath]) { _request(.deleteItems(indexPaths)) }

  /// Reloads just the items at the specified index paths (before-update
  /// paths).
  ///
  /// - Parameter indexPaths: The items to reload.
  public func reloadItems(at indexPaths: [IndexPath]) { _request(.reloadItems(indexPaths)) }

  /// Moves an item from one location to another.
  ///
  /// - Parameters:
  ///   - indexPath: The item's index path before the update.
  ///   - newIndexPath: Its index path after the update.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    _request(.moveItem(indexPath, newIndexPath))
  }

  /// Inserts new sections at the specified indexes (after the update).
  ///
  /// - Parameter sections: Where the new sections go.
  public func insertSections(_ sections: IndexSet) { _request(.insertSections(sections)) }

  /// Deletes the sections at the specified indexes (before the update).
  ///
  /// - Parameter sections: The sections to delete.
  public func deleteSections(_ sections: IndexSet) { _request(.deleteSections(sections)) }

  /// Reloads the data in the specified sections.
  ///
  /// - Parameter sections: The sections to reload.
  public func reloadSections(_ sections: IndexSet) { _request(.reloadSections(sections)) }

  /// Moves a section from one location to another.
  ///
  /// - Parameters:
  ///   - section: Its index before the update.
  ///   - newSection: Its index after the update.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    _request(.moveSection(section, newSection))
  }

  /// Records a request inside an update block, or makes it a batch of one
  /// outside ("You can also call this method [insertItems(at:)] … outside
  /// of a batch update block", in which case UIKit animates it alone).
  func _request(_ request: _UpdateRequest) {
    if _batchDepth > 0 {
      _pendingUpdates.append(request)
    } else {
      performBatchUpdates { self._pendingUpdates.append(request) }
    }
  }

  /// Animates multiple insert, delete, reload, and move operations as a
  /// group.
  ///
  /// What the model does, in order, each step from UIKit's documentation:
  ///
  /// 1. Lays out first if a layout is pending ("If the collection view's
  ///    layout isn't up to date before you call this method, a reload may
  ///    occur"), and keeps the counts and the displayed elements of that
  ///    state. Before the first layout there is nothing to animate: the
  ///    block runs and the collection view reloads.
  /// 2. Runs the block (nested blocks join the outer one), then reads the
  ///    data source's counts and checks them, and the index paths, as UIKit
  ///    does before it raises "Invalid update: invalid number of items in
  ///    section …": deletes, reloads and move sources against the counts
  ///    before, inserts and move destinations against the counts after
  ///    ("the indexes for the deletions are processed relative to the
  ///    indexes of the collection view's state before the batch operation,
  ///    and the indexes for the insertions are processed relative to the
  ///    indexes of the state after all the deletions"). A breach is
  ///    recorded in ``modelViolations``, and the model then reloads the
  ///    data (UIKit would raise) and calls the completion with false.
  /// 3. Invalidates the layout with a context whose
  ///    `invalidateDataSourceCounts` is true ("the collection view sets it
  ///    to true when you insert or delete items").
  /// 4. Calls `prepare()` and `prepare(forCollectionViewUpdates:)` with
  ///    the update items ("Notifies the layout object that the contents of
  ///    the collection view are about to change"), in the order
  ///    ``modelPreparesForUpdatesFirst`` says (Apple's pages disagree on
  ///    which comes first), reads `collectionViewContentSize`, asks
  ///    `targetContentOffset(forProposedContentOffset:)` ("During layout
  ///    updates ... the collection view calls this method"), and queries the
  ///    elements of the prepared area at the new offset; every element
  ///    shown is refreshed (the context invalidates the counts).
  /// 5. Asks, for each kind of supplementary view on screen,
  ///    `indexPathsToDeleteForSupplementaryView(ofKind:)` and
  ///    `indexPathsToInsertForSupplementaryView(ofKind:)`; then
  ///    `finalLayoutAttributesForDisappearingItem(at:)` (before-update
  ///    paths) for every cell displayed before (on screen or prepared
  ///    beyond the bounds), and
  ///    `initialLayoutAttributesForAppearingItem(at:)` (after-update paths)
  ///    for every cell displayed after, and the supplementary forms
  ///    likewise: UIKit asks for every element it shows, not only inserted
  ///    and deleted ones, so a layout must answer for all.
  /// 6. Calls `finalizeCollectionViewUpdates()` ("Performs any additional
  ///    animations or clean up needed during a collection view update"),
  ///    fits the displayed cells when self-sizing, prefetches as every
  ///    layout pass ends (`_prefetch()`), and calls the completion with
  ///    true. The model does not animate: the completion runs before this
  ///    method returns.
  ///
  /// - Parameters:
  ///   - updates: The block that performs the operations.
  ///   - completion: Called when the operations finish, with whether they
  ///     finished (false after a violation).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if _batchDepth > 0 {
      updates?()
      completion?(true)
      return
    }
    guard _hasLaidOut else {
      _batchDepth += 1
      updates?()
      _batchDepth -= 1
      _pendingUpdates = []
      _invalidateEverything()
      completion?(true)
      return
    }
    layoutIfNeeded()
    _ensureCounts()
    modelLastBatchWasAnimated = UIView.areAnimationsEnabled
    let countsBefore = _counts
    let displayedBefore = _displayed
    _batchDepth += 1
    updates?()
    _batchDepth -= 1
    let requests = _pendingUpdates
    _pendingUpdates = []
    let countsAfter = _readDataSourceCounts()
    let plan = _UpdatePlan(requests: requests, before: countsBefore, after: countsAfter)
    guard plan.violations.isEmpty else {
      for violation in plan.violations { _recordViolation(violation.kind, violation.message) }
      _invalidateEverything()
      layoutIfNeeded()
      completion?(false)
      return
    }
    let updateItems = plan.items.map {
      UICollectionViewUpdateItem(action: $0.action, before: $0.before, after: $0.after)
    }
    _counts = countsAfter
    _countsLoaded = true
    // Inserted and reloaded items get new cells, which measure themselves
    // afresh; a surviving cell whose attributes are unchanged measures the
    // same size again, which asks the layout nothing.
    _fittedAttributes = [:]

    _passDepth += 1
    let context = _layout._makeInvalidationContext()
    context._invalidateDataSourceCounts = true
    _layout.invalidateLayout(with: context)
    _needsLayout = false
    _layoutValid = true
    modelLayoutPassCount += 1
    _visibleQueryDone = false
    if modelPreparesForUpdatesFirst {
      _layout.prepare(forCollectionViewUpdates: updateItems)
      _layout.prepare()
    } else {
      _layout.prepare()
      _layout.prepare(forCollectionViewUpdates: updateItems)
    }
    _readContentSize()
    _asksTargetContentOffset = false
    _applyTargetContentOffset()
    _queryDisplayedElements()
    _askSupplementaryInsertsAndDeletes(
      before: displayedBefore, countsBefore: countsBefore, countsAfter: countsAfter)
    _askDisappearingAndAppearing(before: displayedBefore, after: _displayed)
    _layout.finalizeCollectionViewUpdates()
    _fitDisplayedCells()
    _prefetch()
    _passDepth -= 1
    layoutIfNeeded()
    completion?(true)
  }

  /// Step 5 of ``performBatchUpdates(_:completion:)``, first half: for
  /// each kind of supplementary view on screen before or after the update,
  /// asks `indexPathsToDeleteForSupplementaryView(ofKind:)` ("Implementing
  /// this method gives your layout object an opportunity to remove
  /// supplementary views") and `indexPathsToInsertForSupplementaryView(ofKind:)`
  /// ("The collection view calls this method whenever you add cells or
  /// sections to the collection view"), and checks their sections exist
  /// before and after the update respectively.
  func _askSupplementaryInsertsAndDeletes(
    before: [UICollectionViewLayoutAttributes], countsBefore: [Int], countsAfter: [Int]
  ) {
    let kinds = Set(
      (before + _displayed).filter { $0.representedElementCategory == .supplementaryView }
        .compactMap(\.representedElementKind)
    ).sorted()
    for kind in kinds {
      for path in _layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
      where path.isEmpty || !countsBefore.indices.contains(path[0]) {
        _recordViolation(
          .invalidUpdateIndexPath,
          "indexPathsToDeleteForSupplementaryView(ofKind: \(kind)) returned \(Array(path)), "
            + "in a section that did not exist before the update (\(countsBefore.count) sections)")
      }
      for path in _layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
      where path.isEmpty || !countsAfter.indices.contains(path[0]) {
        _recordViolation(
          .invalidUpdateIndexPath,
          "indexPathsToInsertForSupplementaryView(ofKind: \(kind)) returned \(Array(path)), "
            + "in a section that does not exist after the update (\(countsAfter.count) sections)")
      }
    }
  }

  /// Step 5 of ``performBatchUpdates(_:completion:)``, second half: the final attributes
  /// of what was displayed and the initial attributes of what is displayed
  /// now, each checked for finite geometry.
  func _askDisappearingAndAppearing(
    before: [UICollectionViewLayoutAttributes], after: [UICollectionViewLayoutAttributes]
  ) {
    for element in before {
      let path = element.indexPath
      var answer: UICollectionViewLayoutAttributes?
      switch element.representedElementCategory {
      case .cell:
        answer = _layout.finalLayoutAttributesForDisappearingItem(at: path)
      case .supplementaryView:
        answer = _layout.finalLayoutAttributesForDisappearingSupplementaryElement(
          ofKind: element.representedElementKind ?? "", at: path)
      case .decorationView:
        answer = _layout.finalLayoutAttributesForDisappearingDecorationElement(
          ofKind: element.representedElementKind ?? "", at: path)
      }
      if let answer {
        _checkAttributes(answer, from: "final attributes for a disappearing element")
      }
    }
    for element in after {
      let path = element.indexPath
      var answer: UICollectionViewLayoutAttributes?
      switch element.representedElementCategory {
      case .cell:
        answer = _layout.initialLayoutAttributesForAppearingItem(at: path)
      case .supplementaryView:
        answer = _layout.initialLayoutAttributesForAppearingSupplementaryElement(
          ofKind: element.representedElementKind ?? "", at: path)
      case .decorationView:
        answer = _layout.initialLayoutAttributesForAppearingDecorationElement(
          ofKind: element.representedElementKind ?? "", at: path)
      }
      if let answer {
        _checkAttributes(answer, from: "initial attributes for an appearing element")
      }
    }
  }
}
