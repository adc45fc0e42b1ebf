// Batch updates: the order of calls, the update items with before- and
// after-update paths (deletes against the state before, inserts against
// the state after), and the count check UIKit makes before it raises
// "Invalid update".

import Testing
import UIKit

@MainActor
struct UICollectionViewUpdateTests {
  /// An update item as text: action, before path, after path.
  func describe(_ items: [UICollectionViewUpdateItem]) -> [String] {
    items.map(\.description)
  }

  @Test func aBatchUpdateInvalidatesTheCountsThenPreparesForTheUpdates() {
    let fixture = ModelFixture(counts: [10])
    var completed: [Bool] = []
    fixture.collectionView.performBatchUpdates(
      {
        fixture.dataSource.counts = [11]
        fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      },
      completion: { completed.append($0) })
    #expect(
      fixture.layout.orderedCalls == [
        "invalidateLayout(with:)", "prepare", "prepare(forCollectionViewUpdates:)",
        "collectionViewContentSize", "targetContentOffset(forProposedContentOffset:)",
        "layoutAttributesForElements",
      ] + Array(repeating: "finalLayoutAttributesForDisappearingItem", count: 5)
        + Array(repeating: "initialLayoutAttributesForAppearingItem", count: 5)
        + ["finalizeCollectionViewUpdates"])
    #expect(fixture.layout.contexts.map(\.invalidateDataSourceCounts) == [true])
    #expect(fixture.layout.contexts.map(\.invalidateEverything) == [false])
    #expect(completed == [true])
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 11)
    #expect(fixture.violations == [])
  }

  @Test func deletesAreBeforeUpdatePathsAndInsertsAfterUpdatePaths() {
    let fixture = ModelFixture(counts: [10, 4])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [10, 4]
      // Before: items 0...9. Delete 2 and 3 (old indexes), insert at 2 and
      // 5 (new indexes), reload old 7, move old 9 to new 0.
      fixture.collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
      fixture.collectionView.insertItems(at: [
        IndexPath(item: 5, section: 0), IndexPath(item: 2, section: 0),
      ])
      fixture.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
      fixture.collectionView.reloadItems(at: [IndexPath(item: 7, section: 0)])
      fixture.collectionView.moveItem(
        at: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
    }
    // Survivors in order: 0 1 4 5 6 7 8 (ranks 0...6); slots 0, 2 and 5
    // are taken (move, inserts), so old 7 (rank 5) lands at 8.
    #expect(
      describe(fixture.layout.updateItems) == [
        "delete [0, 2] -> nil", "delete [0, 3] -> nil",
        "insert nil -> [0, 2]", "insert nil -> [0, 5]",
        "reload [0, 7] -> [0, 8]",
        "move [0, 9] -> [0, 0]",
      ])
    #expect(fixture.violations == [])
  }

  @Test func anItemAtAnInsertedIndexMovesPastIt() {
    let fixture = ModelFixture(counts: [5])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [6]
      fixture.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
      fixture.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(
      describe(fixture.layout.updateItems) == ["insert nil -> [0, 1]", "reload [0, 1] -> [0, 2]"])
    #expect(fixture.violations == [])
  }

  @Test func sectionUpdatesUseNSNotFoundItems() {
    let fixture = ModelFixture(counts: [3, 4, 5])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [7, 3, 5, 2]
      fixture.collectionView.deleteSections([1])
      fixture.collectionView.insertSections([0, 3])
    }
    let items = fixture.layout.updateItems
    #expect(
      describe(items) == [
        "delete section 1 -> nil", "insert nil -> section 0", "insert nil -> section 3",
      ])
    #expect(items.first?.indexPathBeforeUpdate?.item == NSNotFound)
    #expect(fixture.violations == [])
    #expect(fixture.collectionView.numberOfSections == 4)
  }

  @Test func aMovedSectionKeepsItsCountAndAReloadedSectionMayChangeIt() {
    let fixture = ModelFixture(counts: [3, 4, 5])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [9, 5, 3]  // old 1 reloaded (4 -> 9), old 0 moved to 2
      fixture.collectionView.moveSection(0, toSection: 2)
      fixture.collectionView.reloadSections([1])
    }
    #expect(
      describe(fixture.layout.updateItems) == [
        "reload section 1 -> section 0", "move section 0 -> section 2",
      ])
    #expect(fixture.violations == [])
    #expect(fixture.collectionView.numberOfItems(inSection: 2) == 3)
  }

  @Test func aMovedSectionWhoseCountChangedIsRecorded() {
    let fixture = ModelFixture(counts: [3, 4])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [4, 4]
      fixture.collectionView.moveSection(0, toSection: 1)
    }
    #expect(fixture.violations.first?.contains("invalid number of items in section 1") == true)
  }

  /// The count check maps moved sections: a batch may move a section and
  /// delete or insert items inside it, its count then following the edits.
  @Test func aMovedSectionMayHaveItsItemsEditedInTheSameBatch() {
    let fixture = ModelFixture(counts: [12, 12])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [12, 11]
      fixture.collectionView.moveSection(0, toSection: 1)
      fixture.collectionView.deleteItems(at: [
        IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0),
      ])
      fixture.collectionView.insertItems(at: [IndexPath(item: 5, section: 1)])
    }
    #expect(
      describe(fixture.layout.updateItems) == [
        "delete [0, 0] -> nil", "delete [0, 3] -> nil", "insert nil -> [1, 5]",
        "move section 0 -> section 1",
      ])
    #expect(fixture.violations == [])
  }

  @Test func movingAnItemOutOfADeletedSectionIsRecorded() {
    let fixture = ModelFixture(counts: [3, 3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [4]
      fixture.collectionView.deleteSections([0])
      fixture.collectionView.moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 0))
    }
    #expect(
      fixture.violations.contains {
        $0.contains("out of section 0, which is deleted in the same update")
      }, "\(fixture.violations)")
  }

  @Test func movingAnItemOutOfOrIntoAReloadedSectionIsRecorded() {
    let fixture = ModelFixture(counts: [3, 3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [2, 4]
      fixture.collectionView.reloadSections([0])
      fixture.collectionView.moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
    }
    #expect(
      fixture.violations.contains { $0.contains("which is reloaded in the same update") },
      "\(fixture.violations)")
    let into = ModelFixture(counts: [3, 3])
    into.collectionView.performBatchUpdates {
      into.dataSource.counts = [2, 4]
      into.collectionView.reloadSections([1])
      into.collectionView.moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
    }
    #expect(
      into.violations.contains { $0.contains("into section 1, which is reloaded") },
      "\(into.violations)")
  }

  @Test func movingAnItemIntoAnInsertedSectionIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [2, 1]
      fixture.collectionView.insertSections([1])
      fixture.collectionView.moveItem(
        at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
    }
    #expect(
      fixture.violations.contains {
        $0.contains("into section 1, which is inserted in the same update")
      }, "\(fixture.violations)")
  }

  @Test func aDataSourceThatDisagreesRecordsInvalidNumberOfItems() {
    let fixture = ModelFixture(counts: [10])
    var completed: [Bool] = []
    fixture.collectionView.performBatchUpdates(
      {
        fixture.dataSource.counts = [12]  // two more, one insert announced
        fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      },
      completion: { completed.append($0) })
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidNumberOfItems])
    #expect(
      fixture.violations.first?.contains(
        "invalid number of items in section 0. The number of items contained in an existing "
          + "section after the update (12) must be equal to the number of items contained in "
          + "that section before the update (10), plus or minus the number of items inserted "
          + "or deleted from that section (1 inserted, 0 deleted)") == true)
    #expect(completed == [false])
    // The model reloads, so the scenario can go on.
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 12)
  }

  @Test func countsChangedWithoutAnUpdateAreCaughtAtTheNextUpdate() {
    let fixture = ModelFixture(counts: [10])
    fixture.dataSource.counts = [9]  // no batch update, no reloadData
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [10]
      fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidNumberOfItems])
  }

  @Test func aSectionCountMismatchRecordsInvalidNumberOfSections() {
    let fixture = ModelFixture(counts: [3, 3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [3]
    }
    #expect(fixture.violations.count == 1)
    #expect(fixture.violations.first?.contains("invalid number of sections") == true)
  }

  @Test func deletingWhatDoesNotExistIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [2]
      fixture.collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
    }
    #expect(fixture.collectionView.modelViolations.first?.kind == .invalidUpdateIndexPath)
    #expect(
      fixture.violations.first?.contains(
        "attempt to delete item 3 from section 0 which only contains 3 items before the update")
        == true)
  }

  @Test func insertingPastTheEndAfterTheUpdateIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [4]
      fixture.collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
    }
    #expect(
      fixture.violations == [
        "invalidUpdateIndexPath: attempt to insert item 4 into section 0, but there are only 4 "
          + "items in section 0 after the update"
      ])
  }

  @Test func malformedIndexPathsAreRecordedNotTrapped() {
    let fixture = ModelFixture(counts: [3])
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [IndexPath(index: 1)])
      fixture.collectionView.deleteItems(at: [IndexPath(item: -1, section: 0)])
      fixture.collectionView.reloadItems(at: [IndexPath(item: 0, section: 7)])
      fixture.collectionView.moveItem(at: IndexPath(), to: IndexPath(item: 0, section: 0))
      fixture.collectionView.deleteSections([4])
    }
    #expect(fixture.collectionView.modelViolations.count == 5)
    #expect(
      fixture.collectionView.modelViolations.allSatisfy { $0.kind == .invalidUpdateIndexPath })
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test func deletingAndReloadingOnePathIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [2]
      fixture.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
      fixture.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(
      fixture.violations.first?.contains("attempt to delete and reload the same index path") == true
    )
  }

  @Test func theLayoutIsAskedForSupplementaryInsertsAndDeletesOfTheKindsOnScreen() {
    let fixture = ModelFixture(counts: [3])
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 20)
    fixture.layout.extraAttributes = [header]
    fixture.layout.invalidateLayout()
    fixture.layout.calls = []
    fixture.layout.supplementaryInserts = [IndexPath(item: 0, section: 1)]
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [4]
      fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    let calls = fixture.layout.orderedCalls
    let deletes = calls.firstIndex(of: "indexPathsToDeleteForSupplementaryView(badge)")
    let inserts = calls.firstIndex(of: "indexPathsToInsertForSupplementaryView(badge)")
    let updates = calls.firstIndex(of: "prepare(forCollectionViewUpdates:)")
    let finalize = calls.firstIndex(of: "finalizeCollectionViewUpdates")
    #expect(deletes != nil && inserts != nil)
    #expect(updates! < deletes! && inserts! < finalize!)
    #expect(
      fixture.violations == [
        "invalidUpdateIndexPath: indexPathsToInsertForSupplementaryView(ofKind: badge) returned "
          + "[1, 0], in a section that does not exist after the update (1 sections)"
      ])
  }

  @Test func anUpdateOutsideABlockIsABatchOfOne() {
    let fixture = ModelFixture(counts: [3])
    fixture.dataSource.counts = [2]
    fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(describe(fixture.layout.updateItems) == ["delete [0, 0] -> nil"])
    #expect(fixture.layout.orderedCalls.last == "finalizeCollectionViewUpdates")
    #expect(fixture.violations == [])
  }

  @Test func nestedBlocksJoinTheOuterBatch() {
    let fixture = ModelFixture(counts: [3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [5]
      fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      fixture.collectionView.performBatchUpdates {
        fixture.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    #expect(
      describe(fixture.layout.updateItems) == ["insert nil -> [0, 0]", "insert nil -> [0, 1]"])
    #expect(fixture.layout.orderedCalls.filter { $0 == "prepare" }.count == 1)
    #expect(fixture.violations == [])
  }

  @Test func movesBetweenSectionsCountAsMovedInAndOut() {
    let fixture = ModelFixture(counts: [3, 3])
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [2, 4]
      fixture.collectionView.moveItem(
        at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1))
    }
    #expect(describe(fixture.layout.updateItems) == ["move [0, 0] -> [1, 3]"])
    #expect(fixture.violations == [])
  }
}
