// SwiftUI's LazyMasonry where UIKit exists: its coordinator's collection
// view, driven through the UIKit model (issue 35). Data changes in the
// middle of a scroll, self-sizing while scrolling up, a scroll target set
// before the first layout, a rotation, prefetching, the end, duplicates,
// pinned headers, both axes and right to left.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutSwiftUI
import MasonryLayoutUIKit
import SwiftUI
import Testing
import UIKit

@MainActor
struct LazyMasonryScenarioTests {
  /// Equatable, as most apps' items are: an item whose value changes
  /// under the same id is measured again (LazyMasonryChangedItemsScenarioTests).
  struct Photo: Identifiable, Equatable, Sendable {
    var id: Int
    var height: CGFloat
  }

  typealias Feed = LazyMasonry<Photo, Int, EmptyView, EmptyView, EmptyView>
  typealias Coordinator = LazyMasonryCoordinator<Photo, Int, EmptyView, EmptyView, EmptyView>

  /// Photos `ids`, each 100 to 180 points tall by its id.
  static func photos(_ ids: some Sequence<Int>) -> [Photo] {
    ids.map { Photo(id: $0, height: 100 + CGFloat($0 * 37 % 5) * 20) }
  }

  static func feed(
    _ photos: [Photo], columns: Masonry.Columns = .fixed(2), axis: LayoutGeometry.Axis = .vertical
  ) -> Feed {
    LazyMasonry(photos, columns: columns, spacing: 0, axis: axis) { _ in
      EmptyView()
    } height: {
      photo, _ in
      photo.height
    }
  }

  /// A coordinator whose collection view is 390x844 (or `size`) and laid
  /// out, watched for stale cells.
  static func coordinator(
    _ feed: Feed, size: CGSize = CGSize(width: 390, height: 844),
    sizing: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil,
    rightToLeft: Bool = false
  ) -> Coordinator {
    var environment = EnvironmentValues()
    if rightToLeft { environment.layoutDirection = .rightToLeft }
    let coordinator = Coordinator(feed, environment: environment)
    let collectionView = coordinator.collectionView
    ScenarioChecks.watch(collectionView)
    ScenarioChecks.watchHostedContent(of: coordinator)
    collectionView.modelCellSizing = sizing
    collectionView.frame = CGRect(origin: .zero, size: size)
    collectionView.layoutIfNeeded()
    return coordinator
  }

  /// Every shown item's frame, by id.
  static func frames(_ coordinator: Coordinator) -> [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for (section, ids) in coordinator.state.sections.enumerated() {
      for (item, id) in ids.enumerated() {
        frames[id] =
          coordinator.layout.layoutAttributesForItem(
            at: IndexPath(item: item, section: section))?.frame
      }
    }
    return frames
  }

  static func scroll(_ coordinator: Coordinator, to y: CGFloat) {
    let collectionView = coordinator.collectionView
    let maximum = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
    collectionView.contentOffset = CGPoint(x: 0, y: min(max(y, 0), maximum))
  }

  /// The item the user is looking at (the layout's anchor, by the one
  /// rule every host path uses), and its top's distance from the bounds'
  /// top.
  static func viewed(_ coordinator: Coordinator) -> (id: Int, offset: CGFloat)? {
    let bounds = coordinator.collectionView.bounds
    let anchor = coordinator.layout.host.layout.anchor(in: Rect(bounds))
    guard let path = anchor.path, anchor.kind == .item,
      let id = coordinator.state.id(ofItemAt: path), let frame = frames(coordinator)[id]
    else { return nil }
    return (id, frame.minY - bounds.minY)
  }

  @Test func cellsHostTheirItemsInColumns() {
    let coordinator = Self.coordinator(Self.feed(Self.photos(0..<100)))
    let collectionView = coordinator.collectionView
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    // Two columns of 195 points; item 0 at the top left, item 1 at the
    // top right, each as tall as its estimate.
    let frames = Self.frames(coordinator)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 195, height: 100))
    #expect(frames[1] == CGRect(x: 195, y: 0, width: 195, height: 140))
    // Transparent, as a SwiftUI view is.
    #expect(collectionView.backgroundColor == .clear)
    let visible = collectionView.indexPathsForVisibleItems
    #expect(!visible.isEmpty)
    for path in visible {
      #expect(collectionView.cellForItem(at: path)?.contentConfiguration != nil)
    }
  }

  /// Issue 35: data changes in the middle of a scroll go through the
  /// keep-columns batch: every item that stays keeps its column, and the
  /// item the user is looking at stays where it is on screen.
  @Test func aDataChangeMidScrollKeepsColumnsAndTheViewedItem() throws {
    var photos = Self.photos(0..<400)
    let coordinator = Self.coordinator(Self.feed(photos))
    Self.scroll(coordinator, to: 3_000)
    let before = Self.frames(coordinator)
    let viewed = try #require(Self.viewed(coordinator))
    // Delete ten above the screen and one on it, insert five at the top.
    let removed: Set<Int> = Set(0..<10).union([viewed.id + 1])
    photos.removeAll { removed.contains($0.id) }
    photos.insert(contentsOf: Self.photos(1_000..<1_005), at: 0)
    coordinator.update(Self.feed(photos), environment: EnvironmentValues(), animated: true)
    coordinator.collectionView.layoutIfNeeded()
    #expect(ScenarioChecks.problems(in: coordinator.collectionView) == [])
    let after = Self.frames(coordinator)
    for (id, frame) in after where before[id] != nil {
      #expect(frame.minX == before[id]?.minX, "item \(id) changed column")
    }
    let bounds = coordinator.collectionView.bounds
    let now = try #require(after[viewed.id])
    #expect(abs(now.minY - bounds.minY - viewed.offset) < 0.001)
  }

  /// Issue 35: self-sizing by UIKit while scrolling up through cells not
  /// yet measured: nothing shown is stale, each measured height is the
  /// layout's, and the item the user looks at moves by less than its
  /// own measurement's change in each step.
  @Test func selfSizingWhileScrollingUp() {
    let measured: (UICollectionViewLayoutAttributes) -> CGSize = { attributes in
      CGSize(
        width: attributes.size.width,
        height: 90 + CGFloat(attributes.indexPath.item * 53 % 7) * 15)
    }
    let coordinator = Self.coordinator(Self.feed(Self.photos(0..<600)))
    let collectionView = coordinator.collectionView
    Self.scroll(coordinator, to: .greatestFiniteMagnitude)
    collectionView.modelCellSizing = measured
    collectionView.layoutIfNeeded()
    var y = collectionView.contentOffset.y
    while y > 0 {
      y -= 200
      Self.scroll(coordinator, to: y)
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
      for path in collectionView.indexPathsForVisibleItems {
        let frame = coordinator.layout.layoutAttributesForItem(at: path)?.frame
        let expected = measured(UICollectionViewLayoutAttributes(forCellWith: path))
        #expect(frame?.height == expected.height, "item \(Array(path))")
      }
      y = collectionView.contentOffset.y
    }
  }

  /// Issue 35: a rotation lays the feed out at the new width with
  /// nothing stale, and keeps the item the user was looking at where it
  /// was on screen.
  @Test func aRotationKeepsTheViewedItemOnScreen() throws {
    let feed = Self.feed(
      Self.photos(0..<400), columns: .adaptive(minimumWidth: 160, maximumCount: 4))
    let coordinator = Self.coordinator(feed)
    Self.scroll(coordinator, to: 2_000)
    let viewed = try #require(Self.viewed(coordinator))
    coordinator.collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    coordinator.collectionView.layoutIfNeeded()
    #expect(ScenarioChecks.problems(in: coordinator.collectionView) == [])
    let frame = try #require(Self.frames(coordinator)[viewed.id])
    let bounds = coordinator.collectionView.bounds
    #expect(abs(frame.minY - bounds.minY - viewed.offset) < 0.001)
  }

  /// Issue 35: a scroll target set before the first layout (the view
  /// has no size yet) is kept, and applied once the view has laid out:
  /// the item's top at the bounds' top. A later target scrolls at once;
  /// an id the feed does not hold changes nothing.
  @Test func aScrollTargetSetBeforeTheFirstLayoutIsApplied() throws {
    let coordinator = Coordinator(Self.feed(Self.photos(0..<400)), environment: EnvironmentValues())
    let collectionView = coordinator.collectionView
    ScenarioChecks.watch(collectionView)
    coordinator.requestScroll(to: 150)
    #expect(collectionView.contentOffset == .zero)
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    collectionView.layoutIfNeeded()
    let frame = try #require(Self.frames(coordinator)[150])
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: frame.minY))
    coordinator.requestScroll(to: 20)
    #expect(collectionView.contentOffset.y == Self.frames(coordinator)[20]?.minY)
    coordinator.requestScroll(to: 9_999)
    #expect(collectionView.contentOffset.y == Self.frames(coordinator)[20]?.minY)
    #expect(coordinator.state.pendingTarget == nil)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Issue 35: each id is reported once while it stays ahead of the
  /// screen, before its cell is built, and again when it comes back after
  /// it was shown.
  @Test func eachIDIsPrefetchedOnceWhileInRange() {
    final class Log: @unchecked Sendable { var ids: [Int] = [] }
    let log = Log()
    let feed = Self.feed(Self.photos(0..<2_000)).onPrefetch { log.ids += $0 }
    let coordinator = Self.coordinator(feed)
    var y: CGFloat = 0
    while y < 20_000 {
      y += 97
      Self.scroll(coordinator, to: y)
    }
    #expect(!log.ids.isEmpty)
    #expect(Set(log.ids).count == log.ids.count, "an id was reported twice scrolling one way")
    // Everything shown after the first screen was reported first.
    let shown = Set(
      Self.frames(coordinator).filter { $0.value.maxY > 1_300 && $0.value.minY < 20_000 }.keys)
    #expect(shown.subtracting(log.ids).isEmpty)
    // Back up: the items shown on the way down come back, and are
    // reported again, each once.
    let down = log.ids
    log.ids = []
    while y > 0 {
      y -= 97
      Self.scroll(coordinator, to: y)
    }
    #expect(log.ids.count > 100)
    #expect(Set(log.ids).count == log.ids.count, "an id was reported twice scrolling back")
    #expect(Set(log.ids).isSubset(of: down))
    #expect(ScenarioChecks.problems(in: coordinator.collectionView, bruteForce: false) == [])
  }

  /// Issue 35: `onEndReached` fires once per item count, when the bounds
  /// and the overscan reach the end, and again after a page is appended
  /// and its end reached; an empty feed reports at once.
  @Test func theEndIsReportedOncePerItemCount() {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    var photos = Self.photos(0..<100)
    let coordinator = Self.coordinator(Self.feed(photos).onEndReached { count.value += 1 })
    #expect(count.value == 0)
    Self.scroll(coordinator, to: .greatestFiniteMagnitude)
    #expect(count.value == 1)
    Self.scroll(coordinator, to: coordinator.collectionView.contentOffset.y - 10)
    Self.scroll(coordinator, to: .greatestFiniteMagnitude)
    #expect(count.value == 1)
    photos += Self.photos(100..<200)
    coordinator.update(
      Self.feed(photos).onEndReached { count.value += 1 }, environment: EnvironmentValues(),
      animated: false)
    coordinator.collectionView.layoutIfNeeded()
    #expect(count.value == 1)
    Self.scroll(coordinator, to: .greatestFiniteMagnitude)
    #expect(count.value == 2)

    let empty = Count()
    _ = Self.coordinator(Self.feed([]).onEndReached { empty.value += 1 })
    #expect(empty.value == 1)
  }

  /// Duplicate ids: the first is shown, the later ones are not, and the
  /// diffable data source is never given a repeated id.
  @Test func duplicateIDsShowTheFirst() {
    let photos = Self.photos([1, 2, 2, 3, 1])
    let coordinator = Self.coordinator(Self.feed(photos))
    #expect(coordinator.state.sections == [[1, 2, 3]])
    #expect(coordinator.state.duplicateCount == 2)
    #expect(coordinator.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(ScenarioChecks.problems(in: coordinator.collectionView) == [])
  }

  /// A configuration the engine rejects lays the feed out with the
  /// defaults and is reported; nothing traps.
  @Test func aRejectedConfigurationFallsBackToTheDefaultColumns() {
    let coordinator = Self.coordinator(Self.feed(Self.photos(0..<10), columns: .fixed(0)))
    #expect(coordinator.configurationError != nil)
    #expect(coordinator.layout.configuration == Masonry.Configuration())
    #expect(ScenarioChecks.problems(in: coordinator.collectionView) == [])
    // The axis and the spacing stay: only the columns are replaced.
    let shelf = LazyMasonry(
      Self.photos(0..<30), columns: .adaptive(minimumWidth: 160, maximumCount: 0), spacing: 12,
      axis: .horizontal
    ) { _ in
      EmptyView()
    } height: { photo, _ in
      photo.height
    }
    let sideways = Self.coordinator(shelf, size: CGSize(width: 390, height: 300))
    #expect(sideways.configurationError != nil)
    var expected = Masonry.Configuration()
    expected.axis = .horizontal
    expected.columnSpacing = 12
    expected.rowSpacing = 12
    #expect(sideways.layout.configuration == expected)
    #expect(ScenarioChecks.problems(in: sideways.collectionView) == [])
  }

  /// A new value of the feed builds the views of every cell UIKit holds
  /// again, those prepared beyond the bounds included (an item that kept
  /// its id may have new data), and a header dequeued later is built by
  /// the latest value's closure, not the first one's.
  @Test func aNewValueReachesEveryViewUIKitHolds() {
    final class Log: @unchecked Sendable { var built: [String] = [] }
    let log = Log()
    func feed(_ version: Int, sections: Int) -> LazyMasonry<
      Photo, Int, EmptyView, EmptyView, EmptyView
    > {
      LazyMasonry(
        sections: (0..<sections).map { Self.photos($0 * 100..<$0 * 100 + 30) }, id: \.id,
        columns: .fixed(2), spacing: 0
      ) { photo in
        let _ = log.built.append("v\(version) item \(photo.id)")
        EmptyView()
      } height: { photo, _ in
        photo.height
      } header: { section in
        let _ = log.built.append("v\(version) header \(section)")
        EmptyView()
      } headerHeight: { _, _ in
        44
      } footer: { _ in
        EmptyView()
      } footerHeight: { _, _ in
        0
      }
    }
    let coordinator = Self.coordinator(feed(1, sections: 1))
    let collectionView = coordinator.collectionView
    log.built = []
    coordinator.update(feed(2, sections: 2), environment: EnvironmentValues(), animated: false)
    collectionView.layoutIfNeeded()
    let held = collectionView.modelDisplayedLayoutAttributes
      .filter { $0.representedElementCategory == .cell }
      .compactMap {
        coordinator.state.id(
          ofItemAt: ItemPath(section: $0.indexPath.section, item: $0.indexPath.item))
      }
    #expect(held.count > collectionView.indexPathsForVisibleItems.count)
    for id in held { #expect(log.built.contains("v2 item \(id)"), "item \(id)") }
    #expect(!log.built.contains { $0.hasPrefix("v1") })
    // Section 1's header, dequeued after the update, is version 2's.
    let header = coordinator.layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    Self.scroll(coordinator, to: header?.frame.minY ?? 0)
    #expect(log.built.contains("v2 header 1"))
    #expect(!log.built.contains { $0.hasPrefix("v1") })
  }

  /// The caller's actions are never called inside a SwiftUI update: an
  /// end reached by a data change is reported after it.
  @Test func anEndReachedInAnUpdateIsReportedAfterIt() async {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let coordinator = Self.coordinator(
      Self.feed(Self.photos(0..<3)).onEndReached { count.value += 1 })
    #expect(count.value == 1)
    // Three more: a longer content, still shorter than the screen.
    coordinator.update(
      Self.feed(Self.photos(0..<6)).onEndReached { count.value += 1 },
      environment: EnvironmentValues(), animated: false)
    #expect(count.value == 1)
    await Task.yield()
    #expect(count.value == 2)
  }

  /// A horizontal feed right to left: the flow runs leftwards from the
  /// right edge, and its end is at x = 0.
  @Test func aHorizontalFeedRightToLeftReachesItsEndAtZero() {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let feed = Self.feed(Self.photos(0..<60), columns: .fixed(3), axis: .horizontal)
      .onEndReached { count.value += 1 }
    let coordinator = Self.coordinator(
      feed, size: CGSize(width: 390, height: 300), rightToLeft: true)
    let collectionView = coordinator.collectionView
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    let width = collectionView.contentSize.width
    #expect(width > 390 * 3)
    // The first item is at the right end of the content.
    #expect(Self.frames(coordinator)[0]?.maxX == width)
    #expect(count.value == 0)
    collectionView.contentOffset = CGPoint(x: 0, y: 0)
    #expect(count.value == 1)
  }

  /// The environment's layout direction changed while the feed is shown
  /// (a `.environment(\.layoutDirection, …)` that changes): the feed
  /// mirrors in the same update, every shown cell with it, and back.
  @Test func aLayoutDirectionChangeMirrorsTheFeedInTheSameUpdate() {
    let feed = Self.feed(Self.photos(0..<60), columns: .fixed(2))
    let coordinator = Self.coordinator(feed)
    let collectionView = coordinator.collectionView
    Self.scroll(coordinator, to: 600)
    #expect(Self.frames(coordinator)[0]?.minX == 0)
    for direction in [SwiftUI.LayoutDirection.rightToLeft, SwiftUI.LayoutDirection.leftToRight] {
      var environment = EnvironmentValues()
      environment.layoutDirection = direction
      coordinator.update(feed, environment: environment, animated: false)
      collectionView.layoutIfNeeded()
      let rightToLeft = direction == .rightToLeft
      #expect(
        collectionView.effectiveUserInterfaceLayoutDirection
          == (rightToLeft ? .rightToLeft : .leftToRight))
      // Two columns of 195: item 0 in the right one, right to left.
      #expect(Self.frames(coordinator)[0]?.minX == (rightToLeft ? 195 : 0))
      #expect(ScenarioChecks.problems(in: collectionView) == [])
    }
  }

  /// One update that changes both the columns and the items (fewer of
  /// them): the layout lays out again for the columns while the new items
  /// are not yet applied, and must not read a height from one list at an
  /// index of the other.
  @Test func newColumnsAndFewerItemsInOneUpdate() {
    let coordinator = Self.coordinator(Self.feed(Self.photos(0..<60), columns: .fixed(2)))
    let collectionView = coordinator.collectionView
    Self.scroll(coordinator, to: 900)
    coordinator.update(
      Self.feed(Self.photos(100..<110), columns: .fixed(3)), environment: EnvironmentValues(),
      animated: false)
    collectionView.layoutIfNeeded()
    #expect(coordinator.state.sections == [Array(100..<110)])
    #expect(Self.frames(coordinator).count == 10)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Sections with pinned headers: each header and footer is a hosted
  /// view of its section, the headers' lengths are the feed's, and the
  /// header of the section under the top stays pinned there.
  @Test func sectionsWithPinnedHeadersHostTheirHeaders() throws {
    typealias Sectioned = LazyMasonry<Photo, Int, EmptyView, EmptyView, EmptyView>
    final class Log: @unchecked Sendable { var headers: [Int] = [] }
    let log = Log()
    let sections = [Self.photos(0..<40), Self.photos(100..<140)]
    let feed = Sectioned(
      sections: sections, id: \.id, columns: .fixed(2), spacing: 0, pinnedHeaders: true
    ) { _ in
      EmptyView()
    } height: { photo, _ in
      photo.height
    } header: { section in
      let _ = log.headers.append(section)
      EmptyView()
    } headerHeight: { section, _ in
      44 + CGFloat(section)
    } footer: { _ in
      EmptyView()
    } footerHeight: { _, _ in
      10
    }
    let coordinator = Self.coordinator(feed)
    #expect(log.headers == [0])
    // A new value of the feed (its data may have changed) builds the
    // visible header's view again.
    coordinator.update(feed, environment: EnvironmentValues(), animated: false)
    #expect(log.headers == [0, 0])
    let collectionView = coordinator.collectionView
    let header = UICollectionView.elementKindSectionHeader
    let first = IndexPath(item: 0, section: 0)
    #expect(
      coordinator.layout.layoutAttributesForSupplementaryView(ofKind: header, at: first)?
        .frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    let view = try #require(collectionView.supplementaryView(forElementKind: header, at: first))
    #expect((view as? UICollectionViewCell)?.contentConfiguration != nil)
    // Scrolled into the second section, its header is pinned at the top.
    let second = IndexPath(item: 0, section: 1)
    let start = try #require(
      coordinator.layout.layoutAttributesForSupplementaryView(ofKind: header, at: second)?.frame
        .minY)
    Self.scroll(coordinator, to: start + 500)
    let pinned = try #require(
      coordinator.layout.layoutAttributesForSupplementaryView(ofKind: header, at: second))
    #expect(pinned.frame.minY == start + 500 && pinned.frame.height == 45)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// The collection view may outlive its coordinator (a window still
  /// holds it while SwiftUI lets the representable go): its passes and
  /// scrolls then do nothing, and nothing traps.
  @Test func aCollectionViewThatOutlivesItsCoordinatorDoesNotTrap() {
    var coordinator: Coordinator? = Self.coordinator(Self.feed(Self.photos(0..<200)))
    let collectionView = coordinator!.collectionView
    weak let gone = coordinator
    coordinator = nil
    #expect(gone == nil)
    collectionView.contentOffset.y = 1_000
    collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
    collectionView.layoutIfNeeded()
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
  }

  /// Seeded random sequences through the coordinator: data changes
  /// (deletions, insertions, moves, duplicates, items changing value under
  /// the same id, animated or not), scrolls,
  /// jumps to a target, rotations and self-sizing on and off, on either
  /// axis and direction. After every step nothing shown is stale, the
  /// model saw no violation (the diffable data source's snapshots
  /// included: never a repeated id), the collection view holds exactly
  /// the feed's unique ids, and a scroll target is applied once laid out.
  @Test func randomSequencesKeepTheBridgeConsistent() {
    var random = SplitMix64(seed: 0x1A2B_F00D)
    for _ in 0..<RandomSweep.count(4) {
      let horizontal = Int.random(in: 0..<4, using: &random) == 0
      var columns: Masonry.Columns =
        Bool.random(using: &random)
        ? .fixed(Int.random(in: 1...4, using: &random))
        : .adaptive(
          minimumWidth: CGFloat(Int.random(in: 80...200, using: &random)), maximumCount: 4)
      var next = 0
      func fresh(_ count: Int) -> [Photo] {
        defer { next += count }
        return Self.photos(next..<next + count)
      }
      var photos = fresh(Int.random(in: 0...300, using: &random))
      let axis: LayoutGeometry.Axis = horizontal ? .horizontal : .vertical
      let rightToLeft = Int.random(in: 0..<3, using: &random) == 0
      let coordinator = Self.coordinator(
        Self.feed(photos, columns: columns, axis: axis),
        size: CGSize(width: 390, height: horizontal ? 300 : 844), rightToLeft: rightToLeft)
      var environment = EnvironmentValues()
      if rightToLeft { environment.layoutDirection = .rightToLeft }
      let collectionView = coordinator.collectionView
      // Either reading of when UIKit asks a cell to size itself again;
      // offsets on a 3x pixel grid half of the time, as a device rounds
      // them.
      collectionView.modelFitsOnlyNamedCells = Bool.random(using: &random)
      if Bool.random(using: &random) {
        collectionView.modelTraitCollection = UITraitCollection(displayScale: 3)
      }
      weak let weakCoordinator = coordinator
      let measure: (UICollectionViewLayoutAttributes) -> CGSize = { attributes in
        let id =
          weakCoordinator?.state.id(
            ofItemAt: ItemPath(
              section: attributes.indexPath.section, item: attributes.indexPath.item))
          ?? 0
        let length = 60 + CGFloat(id * 31 % 9) * 17
        return horizontal
          ? CGSize(width: length, height: attributes.size.height)
          : CGSize(width: attributes.size.width, height: length)
      }
      for step in 0..<40 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3:
          let content = collectionView.contentSize
          collectionView.contentOffset =
            horizontal
            ? CGPoint(x: CGFloat.random(in: 0...max(content.width - 390, 0), using: &random), y: 0)
            : CGPoint(x: 0, y: CGFloat.random(in: 0...max(content.height - 844, 0), using: &random))
        case 3..<6:
          // Delete some, insert some (a few repeating an id), move one.
          photos.removeAll { _ in Int.random(in: 0..<8, using: &random) == 0 }
          for _ in 0..<Int.random(in: 0...6, using: &random) {
            let new =
              Int.random(in: 0..<5, using: &random) == 0 && !photos.isEmpty
              ? photos[Int.random(in: 0..<photos.count, using: &random)] : fresh(1)[0]
            photos.insert(new, at: Int.random(in: 0...photos.count, using: &random))
          }
          if photos.count > 1 {
            let moved = photos.remove(at: Int.random(in: 0..<photos.count, using: &random))
            photos.insert(moved, at: Int.random(in: 0...photos.count, using: &random))
          }
          // Some items change value under the same id (a repeated one
          // too): read again where they have no cell.
          for index in photos.indices where Int.random(in: 0..<10, using: &random) == 0 {
            photos[index].height = CGFloat(Int.random(in: 20...300, using: &random))
          }
          // Now and then the columns change with the items, in one update.
          if Int.random(in: 0..<5, using: &random) == 0 {
            columns = .fixed(Int.random(in: 1...4, using: &random))
          }
          // Now and then the environment's direction changes with it.
          if Int.random(in: 0..<6, using: &random) == 0 {
            environment.layoutDirection =
              environment.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
          }
          coordinator.update(
            Self.feed(photos, columns: columns, axis: axis), environment: environment,
            animated: Bool.random(using: &random))
        case 6:
          let size = collectionView.bounds.size
          collectionView.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
        case 7:
          collectionView.modelCellSizing = collectionView.modelCellSizing == nil ? measure : nil
        default:
          guard let target = photos.randomElement(using: &random) else { break }
          coordinator.requestScroll(to: target.id)
          #expect(coordinator.state.pendingTarget == nil, "step \(step)")
        }
        collectionView.layoutIfNeeded()
        #expect(
          ScenarioChecks.problems(in: collectionView, bruteForce: photos.count < 150) == [],
          "step \(step)")
        var seen = Set<Int>()
        let unique = photos.map(\.id).filter { seen.insert($0).inserted }
        #expect(coordinator.state.sections == [unique], "step \(step)")
        #expect(collectionView.numberOfItems(inSection: 0) == unique.count, "step \(step)")
        #expect(
          (coordinator.layout.configuration.layoutDirection == .rightToLeft)
            == (environment.layoutDirection == .rightToLeft), "step \(step)")
      }
    }
  }
}
