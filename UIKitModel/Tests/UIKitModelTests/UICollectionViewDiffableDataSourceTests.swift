// The diffable data source: snapshots edited as UIKit's are, bad
// identifiers recorded, and an applied snapshot told to the collection
// view as one valid batch update that carries every identifier to its new
// place.

import LayoutTestSupport
import Testing
import UIKit

@MainActor
struct UICollectionViewDiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// A spy collection view over a diffable data source holding `snapshot`,
  /// laid out once, with the spy's log cleared.
  @MainActor
  struct Fixture {
    let collectionView: UICollectionView
    let layout = SpyLayout()
    let dataSource: UICollectionViewDiffableDataSource<String, Int>

    init(_ snapshot: Snapshot) {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in
        nil
      }
      dataSource.applySnapshotUsingReloadData(snapshot)
      collectionView.layoutIfNeeded()
      layout.calls = []
      layout.contexts = []
    }

    var updateItems: [String] { layout.updateItems.map(\.description) }
    var violations: [String] { collectionView.modelViolations.map(\.description) }
  }

  /// A snapshot of the sections, each with its items.
  func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  // MARK: Snapshots

  @Test func snapshotEditsPlaceIdentifiersAsUIKitDoes() {
    var snapshot = snapshot([("a", [1, 2, 3]), ("b", [4])])
    snapshot.insertItems([10, 11], beforeItem: 2)
    snapshot.insertItems([12], afterItem: 4)
    snapshot.moveItem(1, afterItem: 12)
    snapshot.moveItem(3, beforeItem: 10)
    snapshot.appendItems([13])
    snapshot.insertSections(["c"], beforeSection: "b")
    snapshot.appendItems([14], toSection: "c")
    snapshot.moveSection("a", afterSection: "b")
    snapshot.deleteItems([11])
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 10, 2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 12, 1, 13])
    #expect(snapshot.itemIdentifiers(inSection: "c") == [14])
    #expect(snapshot.itemIdentifiers == [14, 4, 12, 1, 13, 3, 10, 2])
    #expect(snapshot.indexOfItem(1) == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "a")
    #expect(snapshot.numberOfItems == 8)
    #expect(snapshot.modelViolations.isEmpty)
    snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [14, 3, 10, 2])
    snapshot.deleteAllItems()
    #expect(snapshot.sectionIdentifiers == ["c", "a"] && snapshot.numberOfItems == 0)
  }

  @Test func aSnapshotRecordsBadIdentifiersAndSkipsThem() {
    var snapshot = snapshot([("a", [1, 2])])
    snapshot.appendItems([2, 3, 3])  // 2 is held, 3 twice
    snapshot.deleteItems([9])
    snapshot.moveItem(1, beforeItem: 9)
    snapshot.moveItem(1, afterItem: 1)
    snapshot.appendSections(["a"])
    snapshot.reloadItems([7])
    var empty = Snapshot()
    empty.appendItems([1])  // no section to append to
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(snapshot.sectionIdentifiers == ["a"])
    #expect(snapshot.reloadedItemIdentifiers == [])
    #expect(snapshot.modelViolations.count == 7)
    #expect(snapshot.modelViolations.allSatisfy { $0.kind == .invalidSnapshotIdentifier })
    #expect(empty.numberOfItems == 0 && empty.modelViolations.count == 1)

    // Applied, the violations reach the collection view; the rest applies.
    let fixture = Fixture(self.snapshot([("a", [1, 2])]))
    fixture.dataSource.apply(snapshot)
    #expect(fixture.collectionView.modelViolations.count == 7)
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
  }

  // MARK: Applying

  @Test func anAppliedSnapshotIsOneBatchOfDeletesInsertsAndMoves() {
    let fixture = Fixture(snapshot([("a", [1, 2, 3, 4])]))
    var completions = 0
    fixture.dataSource.apply(snapshot([("a", [4, 1, 3, 5])])) { completions += 1 }
    // Survivors 4, 1, 3 were at 3, 0, 2: the run 1, 3 stays in order and
    // 4 moves; 2 is deleted and 5 inserted.
    #expect(
      fixture.updateItems == [
        "delete [0, 1] -> nil", "insert nil -> [0, 3]", "move [0, 3] -> [0, 0]",
      ])
    #expect(fixture.layout.contexts.map(\.invalidateDataSourceCounts) == [true])
    #expect(fixture.layout.contexts.map(\.invalidateEverything) == [false])
    #expect(completions == 1)
    #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 4)
    #expect(fixture.dataSource.indexPath(for: 5) == IndexPath(item: 3, section: 0))
    #expect(fixture.violations == [])
  }

  @Test func sectionsAreDeletedInsertedMovedAndReloaded() {
    let fixture = Fixture(snapshot([("a", [1]), ("b", [2, 3]), ("c", [4]), ("d", [5])]))
    var next = snapshot([("d", [5, 3]), ("a", [1]), ("e", [6]), ("b", [2])])
    next.reloadSections(["a"])
    fixture.dataSource.apply(next)
    // c deleted, e inserted at 2; a and b keep their order (the longest
    // run), so d moves to 0 and a is reloaded in place; 3 moves from b to d.
    #expect(
      fixture.updateItems == [
        "delete section 2 -> nil", "insert nil -> section 2", "reload section 0 -> section 1",
        "move section 3 -> section 0", "move [1, 1] -> [0, 1]",
      ])
    #expect(fixture.violations == [])
    #expect(fixture.collectionView.numberOfSections == 4)
  }

  @Test func aReloadedItemThatMovesIsDeletedAndInserted() {
    let fixture = Fixture(snapshot([("a", [1, 2, 3])]))
    var next = snapshot([("a", [3, 1, 2])])
    next.reloadItems([3, 1])
    fixture.dataSource.apply(next)
    #expect(
      fixture.updateItems == [
        "delete [0, 2] -> nil", "insert nil -> [0, 0]", "reload [0, 0] -> [0, 1]",
      ])
    #expect(fixture.violations == [])
    // The marks are spent: the next snapshot has none.
    #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers == [])
  }

  @Test func applyingUsingReloadDataInvalidatesEverything() {
    let fixture = Fixture(snapshot([("a", [1, 2])]))
    fixture.dataSource.applySnapshotUsingReloadData(snapshot([("b", [3])]))
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.layout.contexts.map(\.invalidateEverything) == [true])
    #expect(fixture.layout.updateItems.isEmpty)
    #expect(fixture.dataSource.sectionIdentifier(for: 0) == "b")
  }

  /// A random state: some of sections "s0"..."s5" in a random order, each
  /// with a random share of items 0..<40 in a random order, some marked
  /// reloaded.
  func randomSnapshot(using random: inout SplitMix64, previous: Snapshot?) -> Snapshot {
    let sections = (0..<6).map { "s\($0)" }.shuffled(using: &random)
      .prefix(Int.random(in: 0...6, using: &random))
    var snapshot = Snapshot()
    snapshot.appendSections(Array(sections))
    guard !sections.isEmpty else { return snapshot }
    for item in (0..<40).shuffled(using: &random) where Bool.random(using: &random) {
      snapshot.appendItems([item], toSection: sections.randomElement(using: &random)!)
    }
    if let previous {
      let shared = snapshot.itemIdentifiers.filter { previous.indexOfItem($0) != nil }
      snapshot.reloadItems(shared.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
      let sharedSections = snapshot.sectionIdentifiers.filter {
        previous.indexOfSection($0) != nil
      }
      snapshot.reloadSections(
        sharedSections.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
    }
    return snapshot
  }

  @Test func randomSnapshotsApplyAsValidBatchesThatCarryEveryIdentifier() {
    var random = SplitMix64(seed: 0xD1FF_AB1E)
    let fixture = Fixture(randomSnapshot(using: &random, previous: nil))
    for step in 0..<RandomSweep.count(200) {
      let next = randomSnapshot(using: &random, previous: fixture.dataSource.snapshot())
      fixture.dataSource.apply(next)
      #expect(fixture.violations == [], "step \(step)")
      #expect(fixture.collectionView.numberOfSections == next.numberOfSections)
      for (index, section) in next.sectionIdentifiers.enumerated() {
        #expect(
          fixture.collectionView.numberOfItems(inSection: index)
            == next.numberOfItems(inSection: section))
      }
      if !fixture.violations.isEmpty { return }
    }
  }
}
