// The masonry layout under UIKit's own rules (issue 34): cells shown beyond
// the bounds, attributes kept until an invalidation names them, either
// order of an update's prepare calls, and batches that move a section and
// edit its items. Each test is one of the bugs those rules exposed, and
// fails without its fix.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
struct MasonryFidelityScenarioTests {
  typealias Scene = MasonryScenarioTests.Scene

  /// The adaptive columns the README shows.
  static let adaptive = Masonry.Configuration(
    columns: .adaptive(minimumWidth: 160, maximumCount: 4), columnSpacing: 8, rowSpacing: 8)

  /// Every item's frame, by identity.
  static func frames(_ scene: Scene) -> [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for (section, identities) in scene.feed.sections.enumerated() {
      for (item, identity) in identities.enumerated() {
        let path = IndexPath(item: item, section: section)
        frames[identity] = scene.layout.layoutAttributesForItem(at: path)?.frame
      }
    }
    return frames
  }

  /// What the last batch's animation did wrong: each surviving cell shown
  /// after it must start where it was before (it slides), when it moved by
  /// less than a screen along the flow (the layout's documented window).
  ///
  /// - Parameter before: Every item's frame before the batch, by identity.
  static func slideProblems(_ scene: Scene, before: [Int: CGRect]) -> [String] {
    var problems: [String] = []
    let screen = scene.collectionView.bounds.height
    for (path, initial) in scene.layout.initialCells {
      let identity = scene.feed.sections[path.section][path.item]
      guard let then = before[identity],
        let now = scene.layout.layoutAttributesForItem(at: path)?.frame,
        abs(then.minY - now.minY) < screen
      else { continue }
      if initial?.frame != then || initial?.alpha != 1 {
        problems.append(
          "item \(identity) at \(Array(path)) moved from \(then) to \(now) but starts at "
            + "\(initial.map { "\($0.frame), alpha \($0.alpha)" } ?? "nil")")
      }
    }
    return problems
  }

  /// Issue 34: a width change named only the elements inside the old and
  /// new bounds, so the cells shown beyond them kept their portrait
  /// frames (item 28 drawn at y 3,229 where the layout said 1,725).
  @Test func aRotationRefreshesTheCellsShownBeyondTheBounds() {
    let scene = Scene(counts: [400], configuration: Self.adaptive)
    let collectionView = scene.collectionView
    collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    scene.scroll(to: collectionView.contentOffset.y - 250)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Issue 34: a measured height named only the elements whose new frame
  /// lay in the viewport, so cells prepared beyond the bounds, and cells a
  /// measurement pushed out of view, kept stale frames (item 96 drawn 163
  /// points from its frame once it scrolled in).
  @Test func selfSizingWhileScrollingLeavesNothingStale() {
    let scene = Scene(counts: [1_500], columns: 2)
    let collectionView = scene.collectionView
    let feed = scene.feed
    // Into the middle of a feed nothing of which is measured yet, then up
    // and back down: scrolling up, each cell measured above the bounds
    // moves every cell below it in its column, the ones prepared below the
    // bounds among them.
    scene.scroll(to: 30_000)
    collectionView.modelCellSizing = { feed.preferredSize($0) }
    collectionView.setNeedsLayout()
    collectionView.layoutIfNeeded()
    var offsets: [CGFloat] = []
    var y = collectionView.contentOffset.y
    for _ in 0..<30 {
      y -= 250
      offsets.append(y)
    }
    for offset in offsets + offsets.reversed() {
      scene.scroll(to: offset)
      let problems = ScenarioChecks.problems(in: collectionView)
      #expect(problems == [], "at \(offset)")
      if !problems.isEmpty { return }
    }
  }

  /// Issue 34: with `prepare(forCollectionViewUpdates:)` before
  /// `prepare()`, a batch after a scroll read the bounds of the last
  /// prepare: the first visible item jumped, and the survivors that moved
  /// appeared in place instead of sliding.
  @Test(arguments: [false, true])
  func aBatchAfterAScrollReadsTheBoundsWhereTheyAre(preparesForUpdatesFirst: Bool) {
    let scene = Scene(
      counts: [200], columns: 3, preparesForUpdatesFirst: preparesForUpdatesFirst)
    let collectionView = scene.collectionView
    scene.scroll(to: 3_000)
    let anchor = scene.anchor
    let anchored = anchor.path.map { scene.feed.sections[$0.section][$0.item] }
    let before = Self.frames(scene)
    collectionView.performBatchUpdates {
      scene.feed.sections[0].remove(at: 5)
      collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
    }
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    let path = try! #require(anchored.flatMap { scene.feed.sections[0].firstIndex(of: $0) })
    let top = scene.layout.layoutAttributesForItem(at: IndexPath(item: path, section: 0))!.frame
    #expect(abs(top.minY - collectionView.contentOffset.y - anchor.distance) < 1e-6)
    #expect(Self.slideProblems(scene, before: before) == [])
    #expect(scene.layout.initialCells.count > 10)
  }

  /// Issue 34: the animation window (the viewport and a screen on each
  /// side) left out the cells shown beyond the bounds, so a cell shown
  /// after a batch that moved less than a screen appeared in place.
  @Test func aCellShownBeyondTheBoundsSlidesWhenABatchMovesIt() throws {
    let scene = Scene(counts: [120], columns: 2, size: CGSize(width: 844, height: 390))
    let collectionView = scene.collectionView
    let screen = collectionView.bounds.height
    let preload = screen / 2  // the scene's preload fraction, 0.5
    // A victim inside the bounds, in the column the anchor is not in, and
    // a witness below it in its column: deleting the victim moves the
    // witness up by less than a screen, into the area prepared below the
    // bounds, from where it was more than a screen below them.
    func witnessed() -> IndexPath? {
      guard let anchor = scene.anchor.path else { return nil }
      let frame = { (item: Int) in
        scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
      }
      let bounds = collectionView.bounds
      for victim in collectionView.indexPathsForVisibleItems {
        let gone = frame(victim.item)
        let shift = gone.height + 8
        guard gone.minX != frame(anchor.item).minX, gone.minY >= bounds.minY, shift < screen
        else { continue }
        let witness = (victim.item + 1..<scene.feed.sections[0].count).contains { item in
          let then = frame(item)
          return then.minX == gone.minX && then.minY >= bounds.maxY + screen
            && then.minY - shift < bounds.maxY + preload
        }
        if witness { return victim }
      }
      return nil
    }
    var found: IndexPath?
    for y in stride(from: 1_000 as CGFloat, to: 20_000, by: 50) where found == nil {
      scene.scroll(to: y)
      found = witnessed()
    }
    let path = try #require(found)
    let before = Self.frames(scene)
    collectionView.performBatchUpdates {
      scene.feed.sections[0].remove(at: path.item)
      collectionView.deleteItems(at: [path])
    }
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    #expect(Self.slideProblems(scene, before: before) == [])
  }

  /// Issue 34: a rotation held the first visible item even when it was
  /// mostly scrolled off (54% off screen), while the item the user was
  /// looking at, 48 points below the top, moved off the screen. The item
  /// held is the one the user sees most of (`Masonry.anchor(in:)`).
  @Test func aRotationHoldsTheItemTheUserIsLookingAt() throws {
    let scene = Scene(counts: [400], columns: 2, size: CGSize(width: 375, height: 812))
    let collectionView = scene.collectionView
    // An offset where the first item shown is mostly above the top; the
    // item the user is looking at is the first (by index) of which at
    // least half is on screen.
    func frame(_ path: IndexPath) -> CGRect {
      scene.layout.layoutAttributesForItem(at: path)!.frame
    }
    var watched: (identity: Int, distance: CGFloat)?
    for y in stride(from: 2_000 as CGFloat, to: 20_000, by: 37) where watched == nil {
      scene.scroll(to: y)
      let bounds = collectionView.bounds
      let visible = collectionView.indexPathsForVisibleItems
      func shown(_ path: IndexPath) -> CGFloat {
        min(frame(path).maxY, bounds.maxY) - max(frame(path).minY, bounds.minY)
      }
      guard let first = visible.first, shown(first) < frame(first).height * 0.45 else { continue }
      let looking = try #require(visible.first { shown($0) >= frame($0).height / 2 })
      watched = (scene.feed.sections[0][looking.item], frame(looking).minY - bounds.minY)
      #expect(scene.anchor.path?.item == looking.item, "the layout's anchor")
    }
    let (identity, distance) = try #require(watched)
    collectionView.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    let item = scene.feed.sections[0].firstIndex(of: identity)!
    let now = frame(IndexPath(item: item, section: 0)).minY - collectionView.contentOffset.y
    #expect(abs(now - distance) < 1e-6, "held at \(distance), now \(now)")
  }

  /// A reload keeps the item the user is looking at where it was on
  /// screen (one anchor rule for every re-layout), though UIKit asks
  /// `targetContentOffset(forProposedContentOffset:)` only after an
  /// animated change: here the reload replaces every measured height with
  /// its estimate, which moves everything above the screen.
  @Test func aReloadKeepsTheItemTheUserIsLookingAt() throws {
    let scene = Scene(counts: [300], columns: 2)
    let collectionView = scene.collectionView
    let feed = scene.feed
    collectionView.modelCellSizing = { feed.preferredSize($0) }
    for y in stride(from: 0 as CGFloat, through: 6_000, by: 400) { scene.scroll(to: y) }
    collectionView.modelCellSizing = nil
    let anchored = try #require(MasonryScenarioTests.anchoredItem(scene))
    let before = Self.frames(scene)[anchored.identity]!
    collectionView.reloadData()
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    let after = Self.frames(scene)[anchored.identity]!
    #expect(after.minY != before.minY, "the reload moved the item in the content")
    #expect(MasonryScenarioTests.anchorProblems(scene, anchored) == [])
  }

  /// Found by review: a reload during a pull to refresh (the offset past
  /// the content's top) or a rubber band at its end snapped the offset to
  /// the content; the offset is the user's while they drag past an end.
  @Test func aReloadPastAnEndOfTheContentKeepsTheOffset() {
    let scene = Scene(counts: [100], columns: 2)
    let collectionView = scene.collectionView
    collectionView.contentOffset = CGPoint(x: 0, y: -120)
    collectionView.reloadData()
    #expect(collectionView.contentOffset.y == -120)
    let end = collectionView.contentSize.height - collectionView.bounds.height
    collectionView.contentOffset = CGPoint(x: 0, y: end + 80)
    collectionView.reloadData()
    #expect(collectionView.contentOffset.y == end + 80)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  /// A rotation that shortens the content below the offset (two adaptive
  /// columns become four) holds the item the user is looking at: the
  /// offset stands past the new content's end only because the content
  /// shrank, not because the user drags past it.
  @Test func aRotationThatShortensTheContentHoldsTheItem() throws {
    let scene = Scene(
      counts: [400], size: CGSize(width: 390, height: 844),
      configuration: Masonry.Configuration(
        columns: .adaptive(minimumWidth: 180, maximumCount: 6), columnSpacing: 8, rowSpacing: 8))
    let collectionView = scene.collectionView
    scene.scroll(to: collectionView.contentSize.height * 0.6)
    let anchored = try #require(MasonryScenarioTests.anchoredItem(scene))
    let offset = collectionView.contentOffset.y
    collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(offset > collectionView.contentSize.height, "the content shrank below the offset")
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    // The item lies far above the new end, so holding it leaves the offset
    // inside the content, where the check below holds it to its distance.
    #expect(!MasonryScenarioTests.isClamped(scene), "the offset went to an end")
    #expect(MasonryScenarioTests.anchorProblems(scene, anchored) == [])
  }

  /// A reload that shortens the content below the offset (cells that
  /// measured twice their estimates, replaced by the estimates again)
  /// holds the item the user is looking at near the end: the offset stands
  /// past the new end only because the content shrank.
  @Test func aReloadThatShortensTheContentHoldsTheItem() throws {
    let scene = Scene(counts: [200], columns: 2)
    let collectionView = scene.collectionView
    let feed = scene.feed
    collectionView.modelCellSizing = { attributes in
      let size = feed.preferredSize(attributes)
      return CGSize(width: size.width, height: 2 * size.height)
    }
    var y: CGFloat = 0
    while y < collectionView.contentSize.height {
      scene.scroll(to: y)
      y += 300
    }
    collectionView.modelCellSizing = nil
    scene.scroll(to: collectionView.contentSize.height * 0.6)
    let anchored = try #require(MasonryScenarioTests.anchoredItem(scene))
    let offset = collectionView.contentOffset.y
    collectionView.reloadData()
    #expect(offset > collectionView.contentSize.height, "the content shrank below the offset")
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    #expect(!MasonryScenarioTests.isClamped(scene), "the offset went to an end")
    #expect(MasonryScenarioTests.anchorProblems(scene, anchored) == [])
  }

  /// Found by trying the feed as a new user: with self-sizing cells whose
  /// estimates are off, a rotation kept the item being looked at still in
  /// its own pass, and the cells it moved then measured themselves and
  /// moved it by up to 52 points. The re-layout's anchor holds through
  /// those measurements.
  @Test(arguments: ["rotate", "reload", "configure"])
  func aReLayoutWithSelfSizingCellsKeepsTheItemStillThroughTheirMeasurements(_ change: String)
    throws
  {
    let scene = Scene(counts: [600], columns: 2)
    let collectionView = scene.collectionView
    let feed = scene.feed
    collectionView.modelCellSizing = { feed.preferredSize($0) }
    for y in stride(from: 0 as CGFloat, through: 9_000, by: 300) { scene.scroll(to: y) }
    let anchored = try #require(MasonryScenarioTests.anchoredItem(scene))
    switch change {
    case "rotate": collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    case "reload": collectionView.reloadData()
    default: try scene.layout.update { $0.columns = .fixed(3) }
    }
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    #expect(MasonryScenarioTests.anchorProblems(scene, anchored) == [])
  }

  /// Issue 34: a diffable snapshot that moves a section and deletes an
  /// item inside it is one batch UIKit accepts; the host fell back to a
  /// whole re-layout, so the items of the section the batch never touched
  /// changed column and every measured height was lost.
  @Test func aSectionMoveWithAnItemDeleteKeepsEveryColumnAndMeasuredHeight() {
    let feed = DiffableFeed(sections: 2, itemsPerSection: 40)
    let collectionView = feed.collectionView
    collectionView.modelCellSizing = { attributes in
      let identity = feed.dataSource.itemIdentifier(for: attributes.indexPath) ?? 0
      let estimate = feed.height(of: identity, width: attributes.size.width)
      return CGSize(width: attributes.size.width, height: (estimate * 0.8).rounded())
    }
    // Measure every item, scrolling down and back.
    var y: CGFloat = 0
    while y < collectionView.contentSize.height {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      y += 300
    }
    collectionView.contentOffset = .zero
    // One keep-columns delete in section 1, so its columns are not a fresh
    // layout's.
    var snapshot = feed.dataSource.snapshot()
    let sections = snapshot.sectionIdentifiers
    snapshot.deleteItems([snapshot.itemIdentifiers(inSection: sections[1])[2]])
    feed.dataSource.apply(snapshot)
    #expect(ScenarioChecks.problems(in: collectionView) == [])

    func placed() -> [Int: (x: CGFloat, height: CGFloat)] {
      var placed: [Int: (x: CGFloat, height: CGFloat)] = [:]
      let snapshot = feed.dataSource.snapshot()
      for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
        for (item, identity) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
          let frame = feed.layout.layoutAttributesForItem(
            at: IndexPath(item: item, section: section))!.frame
          placed[identity] = (frame.minX, frame.height)
        }
      }
      return placed
    }
    let before = placed()
    snapshot = feed.dataSource.snapshot()
    let deleted = snapshot.itemIdentifiers(inSection: sections[0])[3]
    snapshot.moveSection(sections[0], afterSection: sections[1])
    snapshot.deleteItems([deleted])
    feed.dataSource.apply(snapshot)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    let after = placed()
    #expect(Set(after.keys) == Set(before.keys).subtracting([deleted]))
    let moved = after.keys.sorted().filter { identity in
      after[identity]!.x != before[identity]!.x
        || after[identity]!.height != before[identity]!.height
    }
    #expect(moved == [], "items that changed column or height")
  }
}
