// The views the collection view asks for: the data source's cell and
// supplementary view of each element as it starts to be displayed (and of
// every displayed element again after the data changes), each given its
// element's attributes; cellForItem(at:) and supplementaryView(forElementKind:at:)
// answering for displayed elements only; registrations' handlers; the
// diffable data source's providers.
//
// Over GridSpyLayout with no preload: 4 columns of 80x100 cells, so at
// offset y the displayed rows are those overlapping y..<y + 480.

import Testing
import UIKit

@MainActor
struct UICollectionViewCellTests {
  /// Every displayed element's view has the frame the element is shown
  /// with; the failures, one line each.
  func misplacedViews(_ collectionView: UICollectionView) -> [String] {
    collectionView.modelDisplayedLayoutAttributes.compactMap { shown in
      let view: UICollectionReusableView? =
        shown.representedElementCategory == .cell
        ? collectionView.cellForItem(at: shown.indexPath)
        : collectionView.supplementaryView(
          forElementKind: shown.representedElementKind ?? "", at: shown.indexPath)
      guard let view else { return "\(Array(shown.indexPath)): no view" }
      return view.frame == shown.frame
        ? nil : "\(Array(shown.indexPath)): view at \(view.frame), shown at \(shown.frame)"
    }
  }

  // MARK: Asked as they start to be displayed

  @Test func cellsAreAskedForOnlyTheElementsNewlyDisplayed() {
    let fixture = GridFixture()
    // Rows 0 to 4 overlap 0..<480.
    #expect(fixture.dataSource.cellRequests == indexPaths(0...19))
    #expect(fixture.collectionView.modelViewRequestCount == 20)

    // 10..<490: still rows 0 to 4 (row 5 starts at 500).
    fixture.dataSource.clearRequests()
    fixture.scroll(to: 10)
    #expect(fixture.dataSource.cellRequests == [])

    // 30..<510: row 5 (500..<600) comes in; row 0 (0..<100) stays.
    fixture.scroll(to: 30)
    #expect(fixture.dataSource.cellRequests == indexPaths(20...23))

    // 130..<610: row 6 (600..<700) comes in, row 0 leaves.
    fixture.dataSource.clearRequests()
    fixture.scroll(to: 130)
    #expect(fixture.dataSource.cellRequests == indexPaths(24...27))
    #expect(fixture.displayedItems == indexPaths(4...27))

    // Back to 30: row 0 is displayed again, and asked for again; row 6
    // leaves.
    fixture.dataSource.clearRequests()
    fixture.scroll(to: 30)
    #expect(fixture.dataSource.cellRequests == indexPaths(0...3))
    #expect(fixture.collectionView.modelViewRequestCount == 32)
    #expect(fixture.dataSource.supplementaryRequests == [])
    #expect(fixture.violations == [])
  }

  @Test func aCellKeepsItsViewWhileItStaysDisplayed() {
    let fixture = GridFixture()
    let first = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
    fixture.scroll(to: 130)
    fixture.layout.invalidateLayout()
    #expect(first != nil)
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === first)
    #expect(fixture.dataSource.cellRequests == indexPaths(0...19, 20...27))
  }

  // MARK: Asked again after the data changes

  @Test func everyDisplayedCellIsAskedForAgainAfterReloadData() {
    let fixture = GridFixture()
    fixture.scroll(to: 130)
    let before = fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
    fixture.dataSource.clearRequests()
    fixture.collectionView.reloadData()
    // Rows 1 to 6, each asked once.
    #expect(fixture.dataSource.cellRequests == indexPaths(4...27))
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) !== before)

    // An invalidation that changes no data asks for nothing.
    fixture.dataSource.clearRequests()
    fixture.layout.invalidateLayout()
    #expect(fixture.dataSource.cellRequests == [])
    #expect(fixture.violations == [])
  }

  @Test func everyDisplayedCellIsAskedForAgainAfterABatchUpdate() {
    let fixture = GridFixture()
    // An insert far below the bounds: no displayed path changes, and every
    // displayed cell is asked for again all the same (the model's stricter
    // reading: it does not carry views across a data change).
    fixture.dataSource.clearRequests()
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [101]
      fixture.collectionView.insertItems(at: [IndexPath(item: 100, section: 0)])
    }
    #expect(fixture.dataSource.cellRequests == indexPaths(0...19))

    // A delete of item 0: items 1 to 20 now sit at 0 to 19.
    fixture.dataSource.clearRequests()
    fixture.collectionView.performBatchUpdates {
      fixture.dataSource.counts = [100]
      fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(fixture.dataSource.cellRequests == indexPaths(0...19))
    #expect(fixture.collectionView.modelViewRequestCount == 60)
    #expect(fixture.violations == [])
  }

  // MARK: Each view given its element's attributes

  @Test func eachViewHasItsElementsFrame() {
    let fixture = GridFixture(headerHeight: 50)
    let collectionView = fixture.collectionView
    #expect(misplacedViews(collectionView) == [])
    // Item 5: row 1, column 1, below the 50-point header.
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 80, y: 150, width: 80, height: 100))

    // The rows shrink to 50 points: the cells already shown (rows 0 to 4)
    // take their new frames without being asked for again; rows 5 to 8
    // (items 20 to 35, 300..<500) come in.
    fixture.dataSource.clearRequests()
    fixture.layout.itemHeight = 50
    fixture.layout.invalidateLayout()
    #expect(fixture.dataSource.cellRequests == indexPaths(20...35))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 80, y: 100, width: 80, height: 50))
    #expect(misplacedViews(collectionView) == [])

    fixture.scroll(to: 333)
    #expect(misplacedViews(collectionView) == [])
    #expect(fixture.violations == [])
  }

  // MARK: cellForItem(at:)

  @Test func cellForItemIsNilForAnItemNotDisplayedOrOutOfRange() {
    let fixture = GridFixture()
    let collectionView = fixture.collectionView
    fixture.scroll(to: 130)  // rows 1 to 6: items 4 to 27
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) is TitleCell)
    #expect(collectionView.cellForItem(at: IndexPath(item: 27, section: 0)) is TitleCell)
    #expect(collectionView.cellForItem(at: IndexPath(item: 28, section: 0)) == nil)
    #expect(collectionView.cellForItem(at: IndexPath(item: 100, section: 0)) == nil)
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 1)) == nil)
    #expect(fixture.violations == [])

    // Before the first layout there is no cell at all.
    let fresh = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: GridSpyLayout())
    let dataSource = ViewSpyDataSource(counts: [10])
    fresh.dataSource = dataSource
    #expect(fresh.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(dataSource.cellRequests == [])
  }

  @Test func aCellPreparedBeyondTheBoundsIsReturnedThoughNotVisible() {
    // Preload 0.5: the prepared area is -240..<720, rows 0 to 7; the
    // bounds show rows 0 to 4.
    let fixture = GridFixture(preloadFraction: 0.5)
    let collectionView = fixture.collectionView
    #expect(fixture.dataSource.cellRequests == indexPaths(0...31))
    #expect(collectionView.cellForItem(at: IndexPath(item: 31, section: 0)) != nil)
    #expect(!collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 31, section: 0)))
    #expect(collectionView.cellForItem(at: IndexPath(item: 32, section: 0)) == nil)
  }

  // MARK: Supplementary views

  @Test func supplementaryViewsAreAskedOfTheDataSourceAsTheyStartToBeDisplayed() {
    // Sections of 8 items, each 250 points: a 50-point header and two rows.
    // 0..<480 shows headers 0 (0..<50) and 1 (250..<300), not 2 (500..<550).
    let fixture = GridFixture(counts: [8, 8, 8], headerHeight: 50)
    let collectionView = fixture.collectionView
    #expect(fixture.dataSource.supplementaryRequests == ["header [0, 0]", "header [1, 0]"])
    #expect(
      fixture.dataSource.cellRequests == indexPaths(0...7, section: 0)
        + indexPaths(0...7, section: 1))

    // 60..<540: header 0 leaves, header 2 comes in; no new cell (section
    // 2's first row starts at 550, section 0's first row stays).
    fixture.dataSource.clearRequests()
    fixture.scroll(to: 60)
    #expect(fixture.dataSource.supplementaryRequests == ["header [2, 0]"])
    #expect(fixture.dataSource.cellRequests == [])
    #expect(
      collectionView.supplementaryView(
        forElementKind: GridSpyLayout.header, at: IndexPath(item: 0, section: 0)) == nil)
    let header = collectionView.supplementaryView(
      forElementKind: GridSpyLayout.header, at: IndexPath(item: 0, section: 2))
    #expect(header is TitleHeader)
    #expect(header?.frame == CGRect(x: 0, y: 500, width: 320, height: 50))
    #expect(
      collectionView.supplementaryView(forElementKind: "footer", at: IndexPath(item: 0, section: 2))
        == nil)
    #expect(misplacedViews(collectionView) == [])

    // After reloadData, both displayed headers are asked for again.
    fixture.dataSource.clearRequests()
    collectionView.reloadData()
    #expect(fixture.dataSource.supplementaryRequests == ["header [1, 0]", "header [2, 0]"])
    #expect(fixture.violations == [])
  }

  @Test func aDataSourceWithoutSupplementaryViewsGivesPlainOnes() {
    let layout = GridSpyLayout()
    layout.headerHeight = 50
    let dataSource = SpyDataSource(counts: [8])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = 0
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let header = collectionView.supplementaryView(
      forElementKind: GridSpyLayout.header, at: IndexPath(item: 0, section: 0))
    #expect(header.map { type(of: $0) == UICollectionReusableView.self } == true)
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    // The header and 8 cells.
    #expect(collectionView.modelViewRequestCount == 9)
  }

  // MARK: Registrations

  @Test func aCellRegistrationsHandlerGetsTheCellThePathAndTheItem() {
    let fixture = GridFixture(counts: [3])
    var calls: [(cell: TitleCell, path: IndexPath, item: String)] = []
    let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, path, item in
      cell.title = item
      calls.append((cell, path, item))
    }
    let path = IndexPath(item: 2, section: 0)
    let cell = fixture.collectionView.dequeueConfiguredReusableCell(
      using: registration, for: path, item: "c")
    #expect(calls.count == 1)
    #expect(calls.first?.cell === cell)
    #expect(calls.first?.path == path)
    #expect(calls.first?.item == "c")
    #expect(cell.title == "c")

    // A fresh cell for each dequeue (UIKit may reuse one).
    let again = fixture.collectionView.dequeueConfiguredReusableCell(
      using: registration, for: path, item: "c")
    #expect(again !== cell)

    // No handler for a nil item; the cell is still made.
    let unconfigured = fixture.collectionView.dequeueConfiguredReusableCell(
      using: registration, for: path, item: nil)
    #expect(calls.count == 2)
    #expect(unconfigured.title == nil)
  }

  /// A registration made inside the provider (a new reuse queue for every
  /// cell) is recorded at its dequeue, as UIKit raises since iOS 15; one
  /// made outside, and a dequeue outside any provider, are not. The
  /// supplementary provider the same, the stricter reading.
  @Test func aRegistrationMadeInsideAProviderIsRecordedAtItsDequeue() {
    let outside = UICollectionView.CellRegistration<TitleCell, Int> { _, _, _ in }
    for makesInside in [false, true] {
      let layout = GridSpyLayout()
      layout.headerHeight = 50
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { collectionView, path, item in
        let registration =
          makesInside ? UICollectionView.CellRegistration<TitleCell, Int> { _, _, _ in } : outside
        return collectionView.dequeueConfiguredReusableCell(
          using: registration, for: path, item: item)
      }
      let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: GridSpyLayout.header
      ) { _, _, _ in }
      dataSource.supplementaryViewProvider = { collectionView, _, path in
        let registration =
          makesInside
          ? UICollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: GridSpyLayout.header
          ) { _, _, _ in } : headers
        return collectionView.dequeueConfiguredReusableSupplementary(
          using: registration, for: path)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<4))
      dataSource.applySnapshotUsingReloadData(snapshot)
      collectionView.layoutIfNeeded()
      let kinds = collectionView.modelViolations.map(\.kind)
      #expect(kinds.allSatisfy { $0 == .registrationMadeInProvider })
      // 4 cells and the header.
      #expect(kinds.count == (makesInside ? 5 : 0))
    }
    // Outside any provider (a test, a prototype cell), no record.
    let fixture = GridFixture(counts: [3])
    _ = fixture.collectionView.dequeueConfiguredReusableCell(
      using: UICollectionView.CellRegistration<TitleCell, Int> { _, _, _ in },
      for: IndexPath(item: 0, section: 0), item: 0)
    #expect(fixture.collectionView.modelViolations.isEmpty)
  }

  @Test func aSupplementaryRegistrationsHandlerGetsTheViewTheKindAndThePath() {
    let fixture = GridFixture(counts: [3])
    var calls: [(view: TitleHeader, kind: String, path: IndexPath)] = []
    let registration = UICollectionView.SupplementaryRegistration<TitleHeader>(
      elementKind: GridSpyLayout.header
    ) { view, kind, path in
      view.title = "section \(path.section)"
      calls.append((view, kind, path))
    }
    let path = IndexPath(item: 0, section: 4)
    let view = fixture.collectionView.dequeueConfiguredReusableSupplementary(
      using: registration, for: path)
    #expect(calls.count == 1)
    #expect(calls.first?.view === view)
    #expect(calls.first?.kind == GridSpyLayout.header)
    #expect(calls.first?.path == path)
    #expect(view.title == "section 4")
    #expect(registration.elementKind == GridSpyLayout.header)
  }

  // MARK: The diffable data source

  @Test func theDiffableDataSourcesProvidersConfigureEachViewThroughRegistrations() {
    let layout = GridSpyLayout()
    layout.headerHeight = 50
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = 0
    var cellCalls: [String] = []
    var headerCalls: [String] = []
    let cells = UICollectionView.CellRegistration<TitleCell, Int> { cell, path, item in
      cell.title = "\(item)"
      cellCalls.append("\(Array(path)) \(item)")
    }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(
      collectionView: collectionView
    ) { collectionView, path, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
    }
    let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(
      elementKind: GridSpyLayout.header
    ) { [weak dataSource] view, kind, path in
      view.title = dataSource?.sectionIdentifier(for: path.section)
      headerCalls.append("\(kind) \(Array(path))")
    }
    var providerCollectionViews: [UICollectionView] = []
    dataSource.supplementaryViewProvider = { collectionView, kind, path in
      providerCollectionViews.append(collectionView)
      return kind == GridSpyLayout.header
        ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: path) : nil
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems(Array(1...5), toSection: "a")
    snapshot.appendItems(Array(6...10), toSection: "b")
    snapshot.appendItems(Array(11...15), toSection: "c")
    dataSource.applySnapshotUsingReloadData(snapshot)
    collectionView.layoutIfNeeded()

    // Sections of 5 items are a 50-point header and two rows: 250 points.
    // 0..<480 shows sections a (0..<250) and b (250..<500).
    #expect(headerCalls == ["header [0, 0]", "header [1, 0]"])
    #expect(
      cellCalls == [
        "[0, 0] 1", "[0, 1] 2", "[0, 2] 3", "[0, 3] 4", "[0, 4] 5",
        "[1, 0] 6", "[1, 1] 7", "[1, 2] 8", "[1, 3] 9", "[1, 4] 10",
      ])
    #expect(providerCollectionViews.count == 2)
    #expect(providerCollectionViews.allSatisfy { $0 === collectionView })
    let header = collectionView.supplementaryView(
      forElementKind: GridSpyLayout.header, at: IndexPath(item: 0, section: 1))
    #expect((header as? TitleHeader)?.title == "b")

    // Item 1 moves to the end of a: every displayed view is asked for
    // again, and each cell is configured with the item now at its path.
    cellCalls = []
    headerCalls = []
    var moved = dataSource.snapshot()
    moved.moveItem(1, afterItem: 5)
    dataSource.apply(moved)
    #expect(
      Array(cellCalls.prefix(5)) == ["[0, 0] 2", "[0, 1] 3", "[0, 2] 4", "[0, 3] 5", "[0, 4] 1"])
    #expect(cellCalls.count == 10)
    #expect(headerCalls == ["header [0, 0]", "header [1, 0]"])
    let titles = (0..<5).map {
      (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? TitleCell)?.title
    }
    #expect(titles == ["2", "3", "4", "5", "1"])

    #expect(collectionView.modelViolations.map(\.description) == [])

    // Without a provider, UIKit raises: a plain view and a violation for
    // each header shown.
    dataSource.supplementaryViewProvider = nil
    collectionView.reloadData()
    let plain = collectionView.supplementaryView(
      forElementKind: GridSpyLayout.header, at: IndexPath(item: 0, section: 0))
    #expect(plain.map { type(of: $0) == UICollectionReusableView.self } == true)
    #expect(
      collectionView.modelViolations.map(\.kind)
        == [.missingSupplementaryView, .missingSupplementaryView])
  }
}
