// Issue 46: a list row, a carousel row and a masonry wall in one
// UICollectionViewCompositionalLayout (HomeScreen), driven through the
// model by scrolls, snapshots (deletes, inserts, moves across sections,
// reconfigures), rotations and swipes of the row. After every step:
// every displayed element has the attributes the layout answers
// (ScenarioChecks), every wall item keeps its column unless the step
// moved or inserted it, the row's visible items carry the carousel's
// transform, alpha and depth order for the row's offset, and taps on the
// row find the item the carousel draws in front.

import CircularLayout
import CircularLayoutUIKit
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import Testing
import UIKit

@testable import MasonryLayoutUIKit

@MainActor
@Suite struct CompositionalScenarioTests {
  // MARK: - Deterministic screens

  @Test func theThreeSectionsStackAsWorkedOutByHand() throws {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 4, style: .linear)
    ScenarioChecks.watch(screen.collectionView)
    screen.collectionView.layoutIfNeeded()
    let layout = screen.layout
    // The list: 3 rows of 44 from the top.
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 88, width: 390, height: 44))
    // The row: from 132, 200 tall; linear, so a group is a card (150)
    // and UIKit's centring insets are (390 - 150) / 2 = 120; item 0 is
    // centred.
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    #expect(first.center == CGPoint(x: 195, y: 132 + 100))
    #expect(first.size == CGSize(width: 150, height: 150))
    // The wall: after the row (332), its 40-point header, then two
    // columns of (390 - 8) / 2 = 191.
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2)))
    #expect(header.frame == CGRect(x: 0, y: 332, width: 390, height: 40))
    let photos = (0..<4).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 2))!.frame
    }
    let ids = screen.dataSource.snapshot().itemIdentifiers(inSection: HomeScreen.wallID)
    // Photo 13 in the first column; photo 14, a banner (every seventh),
    // across both, below the taller of them: the first, 8 points on.
    #expect(ids[0] == 13 && ids[1] == 14)
    let tall = screen.height(of: 13, width: 191)
    #expect(photos[0] == CGRect(x: 0, y: 372, width: 191, height: tall))
    #expect(
      photos[1]
        == CGRect(x: 0, y: 372 + tall + 8, width: 390, height: screen.height(of: 14, width: 390)))
    #expect(ScenarioChecks.problems(in: screen.collectionView, bruteForce: false) == [])
    #expect(screen.problems(previousColumns: nil, exempt: [], taps: 40, seed: 1) == [])
  }

  /// Taps worked out by hand on a linear row resting on item 0: the row
  /// runs from y 132 (three list rows) for 200 points, its 150-point
  /// cards centred in it (y 157 to 307); item 0's card spans x 120 to 270
  /// and item 1's, a card's width on, 270 to 420.
  @Test func tapsFindTheCardDrawnThereAndNothingOutsideTheRow() {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 4, style: .linear)
    screen.collectionView.layoutIfNeeded()
    func tap(_ x: CGFloat, _ y: CGFloat) -> IndexPath? {
      screen.albums.indexPathForItem(at: CGPoint(x: x, y: y), in: screen.collectionView)
    }
    #expect(tap(195, 232) == IndexPath(item: 0, section: 1))
    #expect(tap(300, 160) == IndexPath(item: 1, section: 1))
    #expect(tap(60, 232) == nil, "left of the first card")
    #expect(tap(195, 150) == nil, "above the cards")
    #expect(tap(195, 100) == nil, "in the list")
    #expect(tap(195, 350) == nil, "in the wall")
    #expect(tap(CGFloat.nan, 232) == nil)
    // Swiped one card on, item 1 is where item 0 was.
    screen.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 150, y: 0), inSection: 1)
    #expect(tap(195, 232) == IndexPath(item: 1, section: 1))
    #expect(tap(100, 232) == IndexPath(item: 0, section: 1))
  }

  /// The row names its centred item by index path (3.0): a snapshot that
  /// moves the row's section first tells the handler the same album at its
  /// new path (as an index, the first album was centred all along).
  @Test func theHandlerHearsTheCentredItemsNewPathWhenTheRowMoves() {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 20, style: .linear)
    let albums = screen.albums
    let collectionView = screen.collectionView
    var heard: [IndexPath] = []
    albums.centeredItemChangeHandler = { heard.append($0) }
    collectionView.layoutIfNeeded()
    #expect(heard == [IndexPath(item: 0, section: 1)])
    var snapshot = screen.dataSource.snapshot()
    snapshot.moveSection(HomeScreen.rowID, beforeSection: HomeScreen.listID)
    screen.dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    #expect(albums.centeredIndexPath == IndexPath(item: 0, section: 0))
    #expect(heard == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 0)])
  }

  /// Issue 51, item 10: the row's scrolling API on a linear row of 10
  /// 150-point cards (an item every 150 points of the row's offset). The
  /// centred item follows the row, the handler hears each change once,
  /// and a scroll to an item or a step brings it to the centre, where a
  /// tap finds it.
  @Test func theRowSaysWhichItemIsCentredAndScrollsToOne() {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 60, style: .linear)
    let albums = screen.albums
    let collectionView = screen.collectionView
    var heard: [IndexPath] = []
    albums.centeredItemChangeHandler = { heard.append($0) }
    #expect(albums.centeredIndexPath == nil, "not drawn yet")
    #expect(!albums.stepCenteredItem(by: 1, in: collectionView))
    collectionView.layoutIfNeeded()
    #expect(albums.centeredIndexPath == IndexPath(item: 0, section: 1))
    #expect(heard == [IndexPath(item: 0, section: 1)])
    collectionView.modelSwipeOrthogonalSection(1, by: 30, withVelocity: 0.5)
    #expect(albums.centeredIndexPath?.item == 1)
    #expect(heard.map(\.item) == [0, 1])
    albums.scrollToItem(at: IndexPath(item: 7, section: 1), in: collectionView, animated: false)
    // 7 · 150 written out: in `#expect(offset == 7 * 150)` the product is
    // an Int, compared as AnyHashable (Scripts/check-expectations).
    #expect(screen.rowOffset == 1050)
    #expect(albums.centeredIndexPath?.item == 7)
    #expect(heard.map(\.item) == [0, 1, 7])
    #expect(
      albums.indexPathForItem(at: CGPoint(x: 195, y: 232), in: collectionView)
        == IndexPath(item: 7, section: 1))
    #expect(albums.stepCenteredItem(by: 5, in: collectionView))
    #expect(albums.centeredIndexPath?.item == 9, "clamped to the end")
    #expect(!albums.stepCenteredItem(by: 1, in: collectionView), "at the end")
    #expect(albums.stepCenteredItem(by: .min, in: collectionView))
    #expect(albums.centeredIndexPath?.item == 0)
    #expect(heard.map(\.item) == [0, 1, 7, 9, 0])
    #expect(heard.allSatisfy { $0.section == 1 }, "the row's section")
    // Out of range: nothing moves.
    albums.scrollToItem(at: IndexPath(item: 10, section: 1), in: collectionView, animated: false)
    albums.scrollToItem(at: IndexPath(item: 0, section: 9), in: collectionView, animated: false)
    #expect(screen.rowOffset == 0)
    // Another section's item: nothing at all (no pass with the row's
    // items placed for UIKit to read, no scroll of the collection view).
    let passes = collectionView.modelLayoutPassCount
    let offset = collectionView.contentOffset
    albums.scrollToItem(at: IndexPath(item: 3, section: 2), in: collectionView, animated: false)
    #expect(collectionView.modelLayoutPassCount == passes)
    #expect(collectionView.contentOffset == offset)
    #expect(screen.rowOffset == 0)
    // Scrolled away vertically, the row is not drawn: no item, no step.
    #expect(collectionView.contentSize.height > 2000 + 844)
    collectionView.contentOffset.y = 2000
    collectionView.layoutIfNeeded()
    #expect(albums.centeredIndexPath == nil)
    #expect(!albums.stepCenteredItem(by: 1, in: collectionView))
    // Not drawn now, but drawn before: another section's item still does
    // nothing.
    let away = (collectionView.modelLayoutPassCount, collectionView.contentOffset)
    albums.scrollToItem(at: IndexPath(item: 3, section: 2), in: collectionView, animated: false)
    #expect(collectionView.modelLayoutPassCount == away.0)
    #expect(collectionView.contentOffset == away.1)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Issue 58, item 4: a step lands on the next item whichever frame
  /// `scrollToItem(at:at:animated:)` reads for an item whose attributes
  /// carry the carousel's transform (Apple does not say), in every style,
  /// one item at a time to the end and back, animated or not.
  @Test(arguments: UICollectionView.ModelScrollToItemFrame.allCases)
  func aStepLandsOnTheNextItemWhicheverFrameUIKitReads(
    reading: UICollectionView.ModelScrollToItemFrame
  ) {
    let styles: [Carousel.Style] = [.linear, .rotary, .cylinder, .wheel, .coverFlow, .timeMachine]
    for style in styles {
      let screen = HomeScreen(listCount: 3, rowCount: 8, wallCount: 4, style: style)
      let albums = screen.albums
      let collectionView = screen.collectionView
      collectionView.modelScrollToItemFrame = reading
      collectionView.layoutIfNeeded()
      let distance = CGFloat(screen.rowDistance)
      for (index, target) in (Array(1..<8) + Array((0..<7).reversed())).enumerated() {
        let animated = index % 2 == 1
        #expect(
          albums.stepCenteredItem(
            by: target > albums.centeredIndexPath!.item ? 1 : -1, in: collectionView,
            animated: animated))
        collectionView.layoutIfNeeded()
        #expect(
          albums.centeredIndexPath?.item == target, "\(style), \(reading), animated \(animated)")
        #expect(
          abs(screen.rowOffset - CGFloat(target) * distance) < 0.01, "\(style), \(reading)")
      }
      // The row drawn, and tapped, as the carousel draws it at rest.
      #expect(
        screen.problems(previousColumns: nil, exempt: [], taps: 20, seed: 58) == [],
        "\(style), \(reading)")
    }
  }

  @Test func aPassThatChangesNothingLaysTheWallOutOnce() {
    let screen = HomeScreen(listCount: 5, rowCount: 8, wallCount: 300, style: .coverFlow)
    screen.collectionView.layoutIfNeeded()
    let count = screen.wall.layoutCount
    #expect(count == 1)
    // The provider is asked again (an invalidation of everything), with
    // the same ids and width: nothing is laid out.
    var asked = 0
    screen.onSection = { asked += 1 }
    screen.layout.invalidateLayout()
    screen.collectionView.layoutIfNeeded()
    screen.collectionView.contentOffset.y = 900
    screen.collectionView.layoutIfNeeded()
    #expect(asked >= 1, "the model asks for the sections again")
    #expect(screen.wall.layoutCount == count)
    // A rotation lays it out again, once.
    screen.collectionView.frame.size = CGSize(width: 844, height: 390)
    screen.collectionView.layoutIfNeeded()
    #expect(screen.wall.layoutCount == count + 1)
  }

  /// After a deletion, the wall makes custom items only for the photos
  /// whose frames changed (those below it in its column); every other
  /// photo keeps its custom item, found through the difference.
  @Test func aDeletionMakesCustomItemsOnlyForThePhotosItMoves() {
    let screen = HomeScreen(listCount: 2, rowCount: 5, wallCount: 300, style: .linear)
    screen.collectionView.layoutIfNeeded()
    let wall = screen.wall
    let before = Dictionary(
      uniqueKeysWithValues: zip(wall.feed.ids, zip(wall.customItems, wall.frames)).map {
        ($0, $1)
      })
    var snapshot = screen.dataSource.snapshot()
    let deleted = wall.feed.ids[150]
    snapshot.deleteItems([deleted])
    screen.dataSource.apply(snapshot, animatingDifferences: false)
    screen.collectionView.layoutIfNeeded()
    var kept = 0
    var moved = 0
    for (id, (item, frame)) in zip(wall.feed.ids, zip(wall.customItems, wall.frames)) {
      let (oldItem, oldFrame) = before[id]!
      #expect(item.frame == CGRect(frame))
      if frame == oldFrame {
        #expect(item === oldItem, "photo \(id) kept its frame")
        kept += 1
      } else {
        #expect(item !== oldItem)
        moved += 1
      }
    }
    #expect(kept + moved == 299)
    #expect(moved > 0 && moved < 100, "only the column below the deleted photo moves")
  }

  /// A wall of 10,000 photos through a fixed sequence of every kind of
  /// step, checked after each one.
  @Test func aWallOfTenThousandPhotosKeepsItsColumns() {
    let screen = HomeScreen(listCount: 6, rowCount: 30, wallCount: 10_000, style: .coverFlow)
    ScenarioChecks.watch(screen.collectionView)
    screen.collectionView.layoutIfNeeded()
    var random = SplitMix64(seed: 0x46_10_000)
    let problems = screen.run(steps: 24, random: &random, taps: 10)
    #expect(problems == [])
  }

  // MARK: - Random sequences

  /// 100 sequences (10,000 at CI's sweep factor of 100) of random steps on
  /// screens of random sizes and carousel styles.
  @Test func randomSequencesKeepEveryPromise() {
    let styles = Carousel.Style.allCases.filter { $0 != .custom }
    let seeds = RandomSweep.caseSeeds(100, seed: 0x46_5EED)
    for seed in seeds {
      var random = SplitMix64(seed: seed)
      let screen = HomeScreen(
        listCount: Int.random(in: 0...6, using: &random),
        rowCount: Int.random(in: 0...14, using: &random),
        wallCount: Int.random(in: 0...60, using: &random),
        style: styles[Int.random(in: 0..<styles.count, using: &random)],
        size: Bool.random(using: &random)
          ? CGSize(width: 390, height: 844) : CGSize(width: 844, height: 390),
        columns: Int.random(in: 1...4, using: &random), hasSafeArea: Bool.random(using: &random))
      ScenarioChecks.watch(
        screen.collectionView, preloadFraction: CGFloat.random(in: 0...1, using: &random))
      screen.collectionView.layoutIfNeeded()
      let problems = screen.run(steps: 8, random: &random, taps: 4)
      #expect(problems == [], "seed \(seed)")
      if !problems.isEmpty { break }
    }
    RandomSweep.tally("UIKit model compositional sequences", seeds.count)
  }
}

// MARK: - Steps

extension HomeScreen {
  /// Runs random steps, checking after each; the problems of the first
  /// step that has any, named.
  func run(steps: Int, random: inout SplitMix64, taps: Int) -> [String] {
    var columns: [Int: CGFloat]? = wallColumns()
    for step in 0..<steps {
      let before = dataSource.snapshot().itemIdentifiers(inSection: HomeScreen.wallID)
      let (name, _, keepsWidth) = randomStep(using: &random)
      collectionView.layoutIfNeeded()
      if name.contains("between items") { return ["step \(step): \(name)"] }
      // What the step moved or inserted, as the identity difference
      // reads it (a move of one item may read as a move of others).
      let after = dataSource.snapshot().itemIdentifiers(inSection: HomeScreen.wallID)
      var exempt = Set<Int>()
      for case .insert(_, let id, _) in MasonryFeed<Int>.difference(from: before, to: after) {
        exempt.insert(id)
      }
      let found =
        ScenarioChecks.problems(in: collectionView, bruteForce: false)
        + problems(
          previousColumns: keepsWidth ? columns : nil, exempt: exempt, taps: taps,
          seed: random.next())
      if !found.isEmpty { return ["step \(step) (\(name)):"] + found.prefix(8) }
      columns = wallColumns()
    }
    return []
  }

  /// One random step: its name, the wall items it may move to another
  /// column, and whether it keeps the width.
  private func randomStep(using random: inout SplitMix64) -> (String, Set<Int>, Bool) {
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      let maximum = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
      collectionView.contentOffset.y = CGFloat.random(in: 0...maximum, using: &random).rounded()
      return ("scroll", [], true)
    case 2, 3:
      let section = sectionIndex(HomeScreen.rowID)
      let rest = collectionView.modelSwipeOrthogonalSection(
        section, by: CGFloat.random(in: -400...400, using: &random),
        withVelocity: CGFloat.random(in: -3...3, using: &random))
      // Paging lands on an item: the carousel's position a whole number.
      let count = dataSource.snapshot().numberOfItems(inSection: HomeScreen.rowID)
      if let rest, count > 0 {
        let position = carousel.scrollPosition(in: rowViewport, itemCount: count)
        if abs(position - position.rounded()) > 1e-9 {
          return ("swipe the row: rests at \(rest.x), between items (\(position))", [], true)
        }
      }
      return ("swipe the row", [], true)
    case 4, 5, 6:
      let exempt = editSnapshot(using: &random)
      return ("snapshot", exempt, true)
    case 7, 8:
      var snapshot = dataSource.snapshot()
      let photos = snapshot.itemIdentifiers(inSection: HomeScreen.wallID)
      guard !photos.isEmpty else { return ("nothing to reconfigure", [], true) }
      let chosen = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        photos[Int.random(in: 0..<photos.count, using: &random)]
      }
      for id in chosen { versions[id, default: 0] += 1 }
      wall.invalidateHeights(of: chosen)
      snapshot.reconfigureItems(Array(Set(chosen)))
      dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
      layout.invalidateLayout()
      return ("reconfigure", [], true)
    default:
      rotate()
      return ("rotate", [], false)
    }
  }

  /// A snapshot of a few random edits: deletes and inserts in every
  /// section, moves within the wall and between the wall and the list.
  /// Returns the wall items it inserted or moved.
  private func editSnapshot(using random: inout SplitMix64) -> Set<Int> {
    var snapshot = dataSource.snapshot()
    var exempt = Set<Int>()
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let sections = [HomeScreen.listID, HomeScreen.rowID, HomeScreen.wallID]
      let section = sections[Int.random(in: 0..<3, using: &random)]
      let items = snapshot.itemIdentifiers(inSection: section)
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !items.isEmpty:
        snapshot.deleteItems([items[Int.random(in: 0..<items.count, using: &random)]])
      case 1:
        let new = makeItems(Int.random(in: 1...3, using: &random))
        if items.isEmpty || Bool.random(using: &random) {
          snapshot.appendItems(new, toSection: section)
        } else {
          snapshot.insertItems(
            new, beforeItem: items[Int.random(in: 0..<items.count, using: &random)])
        }
        if section == HomeScreen.wallID { exempt.formUnion(new) }
      case 2 where items.count > 1:
        let moved = items[Int.random(in: 0..<items.count, using: &random)]
        let target = items[Int.random(in: 0..<items.count, using: &random)]
        if moved != target {
          snapshot.moveItem(moved, beforeItem: target)
          if section == HomeScreen.wallID { exempt.insert(moved) }
        }
      case 3:
        // Across the list and the wall.
        let list = snapshot.itemIdentifiers(inSection: HomeScreen.listID)
        let photos = snapshot.itemIdentifiers(inSection: HomeScreen.wallID)
        if Bool.random(using: &random), let moved = list.randomElement(using: &random) {
          if let target = photos.randomElement(using: &random) {
            snapshot.moveItem(moved, beforeItem: target)
          } else {
            snapshot.deleteItems([moved])
            snapshot.appendItems([moved], toSection: HomeScreen.wallID)
          }
          exempt.insert(moved)
        } else if let moved = photos.randomElement(using: &random) {
          if let target = list.randomElement(using: &random) {
            snapshot.moveItem(moved, afterItem: target)
          } else {
            snapshot.deleteItems([moved])
            snapshot.appendItems([moved], toSection: HomeScreen.listID)
          }
        }
      default:
        break
      }
    }
    dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
    return exempt
  }
}

// MARK: - Checks

extension HomeScreen {
  /// Each wall item's column, as its frame's left edge.
  func wallColumns() -> [Int: CGFloat] {
    let section = sectionIndex(HomeScreen.wallID)
    var columns: [Int: CGFloat] = [:]
    for (item, id) in dataSource.snapshot().itemIdentifiers(inSection: HomeScreen.wallID)
      .enumerated()
    {
      columns[id] =
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
        .frame.minX
    }
    return columns
  }

  /// What is wrong with the wall and the row as they stand.
  ///
  /// - Parameters:
  ///   - previousColumns: The wall's columns before the last step, when
  ///     it kept the width: every item the step did not insert or move
  ///     must still be in its column.
  ///   - exempt: The items the step inserted into the wall or moved.
  ///   - taps: How many random taps on the row to check.
  ///   - seed: The taps' seed.
  func problems(
    previousColumns: [Int: CGFloat]?, exempt: Set<Int>, taps: Int, seed: UInt64
  ) -> [String] {
    wallProblems(previousColumns: previousColumns, exempt: exempt)
      + rowProblems(taps: taps, seed: seed)
  }

  private func wallProblems(previousColumns: [Int: CGFloat]?, exempt: Set<Int>) -> [String] {
    var problems: [String] = []
    let section = sectionIndex(HomeScreen.wallID)
    let width = columnWidth
    let pitch = width + HomeScreen.spacing
    var byColumn: [Int: [(CGFloat, CGFloat, Int)]] = [:]
    let ids = dataSource.snapshot().itemIdentifiers(inSection: HomeScreen.wallID)
    for (item, id) in ids.enumerated() {
      guard
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
          .frame
      else {
        problems.append("photo \(id) has no attributes")
        continue
      }
      let column = ((frame.minX - contentLeading) / pitch).rounded()
      let span = min(HomeScreen.span(of: id), columnCount)
      let spanWidth = CGFloat(span) * width + CGFloat(span - 1) * HomeScreen.spacing
      if abs(frame.minX - contentLeading - column * pitch) > 1e-6
        || abs(frame.width - spanWidth) > 1e-6
      {
        problems.append("photo \(id) at \(frame) is not across \(span) columns \(width) wide")
      }
      if abs(frame.height - height(of: id, width: spanWidth)) > 1e-6 {
        problems.append(
          "photo \(id) is \(frame.height) tall, not \(height(of: id, width: spanWidth))")
      }
      if let previous = previousColumns?[id], !exempt.contains(id),
        abs(previous - frame.minX) > 1e-6
      {
        problems.append("photo \(id) left its column: from x \(previous) to \(frame.minX)")
      }
      for covered in Int(column)..<(Int(column) + span) {
        byColumn[covered, default: []].append((frame.minY, frame.maxY, id))
      }
    }
    for (column, frames) in byColumn {
      let sorted = frames.sorted { $0.0 < $1.0 }
      for (above, below) in zip(sorted, sorted.dropFirst()) where above.1 > below.0 + 1e-6 {
        problems.append("photos \(above.2) and \(below.2) overlap in column \(column)")
      }
    }
    return problems
  }

  private func rowProblems(taps: Int, seed: UInt64) -> [String] {
    var problems: [String] = []
    let section = sectionIndex(HomeScreen.rowID)
    let count = dataSource.snapshot().numberOfItems(inSection: HomeScreen.rowID)
    let viewport = rowViewport
    let offset = rowOffset
    let top = rowTop
    let drawn = Dictionary(
      uniqueKeysWithValues: carousel.items(in: viewport, itemCount: count).map { ($0.index, $0) })
    let visible = collectionView.indexPathsForVisibleItems.filter { $0.section == section }
    for path in visible {
      guard let attributes = layout.layoutAttributesForItem(at: path) else {
        problems.append("row item \(path.item) has no attributes")
        continue
      }
      guard let item = drawn[path.item] else {
        if !attributes.isHidden { problems.append("row item \(path.item) is shown; not drawn") }
        continue
      }
      // Its centre at its place in the row (centred on i·d + width / 2 of
      // the carousel's content, half the row down), its transform the
      // carousel's then the move to where the carousel draws it.
      let distance = carousel.scrollDistancePerItem(in: viewport, itemCount: max(count, 2))
      let place = CGPoint(
        x: CGFloat(Double(path.item) * distance + viewport.width / 2) - offset, y: top + 100)
      let drawnCentre = CGPoint(
        x: CGFloat(item.center.x) - offset, y: top + CGFloat(item.center.y))
      let expected = item.transform.concatenating(
        Transform3D(
          translationX: Double(drawnCentre.x - place.x), y: Double(drawnCentre.y - place.y),
          z: 0))
      if !Self.isClose(Transform3D(attributes.transform3D), expected) {
        problems.append("row item \(path.item) has transform \(attributes.transform3D)")
      }
      if attributes.alpha != CGFloat(item.alpha) || attributes.zIndex != item.zIndex
        || attributes.isHidden
      {
        problems.append(
          "row item \(path.item): alpha \(attributes.alpha), z \(attributes.zIndex), hidden \(attributes.isHidden); drawn \(item.alpha), \(item.zIndex)"
        )
      }
      if abs(attributes.center.x - place.x) > 1e-6 || abs(attributes.center.y - place.y) > 1e-6 {
        problems.append("row item \(path.item) at \(attributes.center), its place \(place)")
      }
    }
    // Every item drawn whose card meets the row's visible width is shown,
    // while the cards (150 tall, centred in the row's 200) are on screen.
    let bounds = collectionView.bounds
    guard count > 0, bounds.minY < top + 175, top + 25 < bounds.maxY else { return problems }
    let width = Double(bounds.width)
    let distance = carousel.scrollDistancePerItem(in: viewport, itemCount: max(count, 2))
    let card = carousel.itemSize.width
    let shown = Set(visible.map(\.item))
    for index in drawn.keys.sorted() {
      // Item i's card at its place, centred on i·d + width / 2.
      let x = Double(index) * distance + (width - card) / 2
      if x < Double(offset) + width, x + card > Double(offset), !shown.contains(index) {
        problems.append(
          "row item \(index) is drawn in the row's width but not shown (\(count) items, offset \(offset), top \(top), bounds \(bounds), shown \(shown.sorted()), frame \(String(describing: layout.layoutAttributesForItem(at: IndexPath(item: index, section: section))?.frame)))"
        )
      }
    }
    // A tap above or below the row finds none of its items, however far
    // the carousel draws them (the row's scroller clips them).
    for y in [top - 1, top - 60, top + 200, top + 260] {
      if let found = albums.indexPathForItem(at: CGPoint(x: bounds.midX, y: y), in: collectionView)
      {
        problems.append("a tap at y \(y), outside the row from \(top), found \(found)")
      }
    }
    // Taps: the item drawn in front, by the carousel's outlines, while
    // the whole row is on screen.
    guard bounds.minY <= top, top + 200 <= bounds.maxY else { return problems }
    var random = SplitMix64(seed: seed)
    for _ in 0..<taps {
      let point = CGPoint(
        x: CGFloat.random(in: 0..<bounds.width, using: &random),
        y: top + CGFloat.random(in: 0..<200, using: &random))
      // Of the items drawn whose cells the collection view shows, the
      // one in front whose outline holds the point.
      let local = Point(x: Double(point.x + offset), y: Double(point.y - top))
      let expected = drawn.values.filter { shown.contains($0.index) && $0.outline.contains(local) }
        .max { $0.zIndex < $1.zIndex }?.index
      let found = albums.indexPathForItem(at: point, in: collectionView)
      if found?.item != expected || (found != nil && found?.section != section) {
        problems.append(
          "a tap at \(point) found \(String(describing: found)), drawn \(String(describing: expected))"
        )
      }
    }
    return problems
  }

  /// Whether two transforms' entries agree within a millionth (of 1, or
  /// of the entry), as two roundings of the same sums do.
  static func isClose(_ a: Transform3D, _ b: Transform3D) -> Bool {
    let pairs = [
      (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
      (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
      (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
      (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
  }
}
