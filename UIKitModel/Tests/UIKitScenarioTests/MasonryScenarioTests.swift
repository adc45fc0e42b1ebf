// The shipped masonry layout driven through the UIKit model: an initial
// load, a 1M-item feed scrolled, a rotation, self-sizing while scrolling
// both ways, random batch updates mixed with scrolling and self-sizing,
// and drag to reorder.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
struct MasonryScenarioTests {
  /// A feed in a 390x844 collection view (an iPhone's portrait screen),
  /// laid out once; `feedSetup` changes the feed before.
  @MainActor
  struct Scene {
    let feed: Feed
    let layout: RecordingMasonryLayout
    let collectionView: UICollectionView

    init(
      counts: [Int], columns: Int = 2, headerHeight: CGFloat = 0,
      size: CGSize = CGSize(width: 390, height: 844), preloadFraction: CGFloat = 0.5,
      preparesForUpdatesFirst: Bool = false, splitsQueries: Bool = false,
      configuration: Masonry.Configuration? = nil, traits: UITraitCollection? = nil,
      feedSetup: (Feed) -> Void = { _ in }
    ) {
      feed = Feed(counts: counts)
      feed.headerHeight = headerHeight
      feedSetup(feed)
      layout = try! RecordingMasonryLayout(
        configuration: configuration
          ?? Masonry.Configuration(columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8))
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
      ScenarioChecks.watch(
        collectionView, preloadFraction: preloadFraction,
        preparesForUpdatesFirst: preparesForUpdatesFirst, splitsQueries: splitsQueries)
      if let traits { collectionView.modelTraitCollection = traits }
      collectionView.dataSource = feed
      collectionView.delegate = feed
      collectionView.layoutIfNeeded()
    }

    /// The layout's anchor for the bounds: the element it keeps still.
    var anchor: SectionedMasonry.Anchor {
      layout.host.layout.anchor(in: Rect(collectionView.bounds))
    }

    /// Scrolls to `y`, clamped to the content.
    func scroll(to y: CGFloat) {
      let maximum = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
      collectionView.contentOffset = CGPoint(x: 0, y: min(max(y, 0), maximum))
    }
  }

  @Test func anInitialLoadShowsTheFirstScreen() {
    let scene = Scene(counts: [30, 20], headerHeight: 44)
    let collectionView = scene.collectionView
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    #expect(!collectionView.indexPathsForVisibleItems.isEmpty)
    #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
    #expect(collectionView.contentSize.width == 390)
    let last = scene.layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 1))!
    #expect(collectionView.contentSize.height >= last.frame.maxY - 1e-6)
  }

  @Test func aMillionItemFeedScrollsFromTopToBottom() {
    let count = 1_000_000
    let scene = Scene(counts: [count], columns: 3)
    let collectionView = scene.collectionView
    let height = collectionView.contentSize.height
    #expect(height > 0)
    // Jumps across the feed, then a run of small steps, as a fling does.
    var random = SplitMix64(seed: 0x1_000_000)
    var offsets = (0..<RandomSweep.count(20)).map { _ in
      CGFloat.random(in: 0...height, using: &random)
    }
    offsets += (0..<RandomSweep.count(20)).map { height / 2 + CGFloat($0) * 37 }
    offsets.append(height)
    for offset in offsets {
      scene.scroll(to: offset)
      let visible = collectionView.indexPathsForVisibleItems
      #expect(!visible.isEmpty, "nothing visible at \(offset)")
      for path in visible {
        let frame = scene.layout.layoutAttributesForItem(at: path)!.frame
        #expect(ScenarioChecks.overlap(frame, collectionView.bounds), "\(Array(path)) at \(offset)")
      }
    }
    #expect(
      collectionView.indexPathsForVisibleItems.contains(IndexPath(item: count - 1, section: 0)))
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test func aRotationKeepsTheAnchorItemWhereItWas() {
    let scene = Scene(counts: [400], columns: 2, headerHeight: 30)
    let collectionView = scene.collectionView
    var random = SplitMix64(seed: 0x0207_A7E5)
    for _ in 0..<RandomSweep.count(5) {
      scene.scroll(to: CGFloat.random(in: 0...collectionView.contentSize.height, using: &random))
      let before = scene.anchor
      let size = collectionView.bounds.size
      collectionView.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
      // The element the layout anchored on keeps its distance from the top
      // edge (another element may now be the first on screen: the widths,
      // and so the heights, changed), unless the content's end stops the
      // offset short.
      guard before.kind == .item, let path = before.path else { continue }
      let top = scene.layout.layoutAttributesForItem(
        at: IndexPath(item: path.item, section: path.section))!.frame.minY
      let distance = top - collectionView.contentOffset.y
      let maximum = collectionView.contentSize.height - collectionView.bounds.height
      if collectionView.contentOffset.y > 0.5 && collectionView.contentOffset.y < maximum - 0.5 {
        #expect(abs(distance - before.distance) < 0.5, "\(before): now \(distance)")
      }
      #expect(ScenarioChecks.problems(in: collectionView) == [])
    }
  }

  @Test func selfSizingAWholeFeedWhileScrollingDownThenUpKeepsTheAnchorStill() {
    let scene = Scene(counts: [600], columns: 2)
    let collectionView = scene.collectionView
    let feed = scene.feed
    var y: CGFloat = 0
    var steps: [CGFloat] = []
    while y < collectionView.contentSize.height {
      steps.append(y)
      y += 300
    }
    // Down then up, each step in two halves: scroll with sizing off, note
    // the anchor, then let the visible cells measure themselves.
    for offset in steps + steps.reversed() {
      collectionView.modelCellSizing = nil
      scene.scroll(to: offset)
      let anchor = scene.anchor
      collectionView.modelCellSizing = { feed.preferredSize($0) }
      collectionView.setNeedsLayout()
      collectionView.layoutIfNeeded()
      let after = scene.anchor
      #expect(after.path == anchor.path, "at \(offset): \(anchor) -> \(after)")
      #expect(abs(after.distance - anchor.distance) < 0.5, "at \(offset): \(anchor) -> \(after)")
      for path in collectionView.indexPathsForVisibleItems {
        let attributes = scene.layout.layoutAttributesForItem(at: path)!
        #expect(attributes.size == feed.preferredSize(attributes), "\(Array(path)) not measured")
      }
      #expect(ScenarioChecks.problems(in: collectionView) == [])
    }
  }

  /// Random sequences of everything a feed goes through, under UIKit's
  /// rules as the model reads them: a preload of 0 to a whole screen on
  /// each side, and either order of an update's prepare calls. Batches of
  /// item edits, and batches that delete, insert and move sections with
  /// the items of moved sections edited too; scrolls; self-sizing on and
  /// off (cells measure themselves beyond the bounds too); rotations;
  /// drags; reloads. After every pass nothing shown is stale (the watch),
  /// and after each step the scenario checks hold; a rotation, a batch and
  /// a reload keep the anchor item (the one the user is looking at) where
  /// it was, the cells they moved measured too when self-sizing is on,
  /// unless the content's end stops the offset short. 100 sequences,
  /// 10,000 in CI's release sweep.
  @Test func randomBatchUpdatesMixedWithScrollingAndSelfSizing() {
    var sequences = 0
    RandomSweep.forEachCase(100, seed: 0xBA7C_4ED1) { seed, random in
      let sectionCount = Int.random(in: 1...3, using: &random)
      let counts = (0..<sectionCount).map { _ in Int.random(in: 0...25, using: &random) }
      let preload = [0, 0.25, 0.5, 1][Int.random(in: 0..<4, using: &random)] as CGFloat
      // Where the scroll view rounds its offset (issue 58, item 6): no
      // display scale (no rounding), a window at scale 3 (to a third of a
      // point), or outside a window, a tab not shown (to whole points).
      let grid = ["no rounding", "scale 3", "outside a window"][
        Int.random(in: 0..<3, using: &random)]
      // Either layout direction: right to left mirrors the columns, and
      // what a measurement moves must follow them. Set from the start, or
      // after the first layout: taken up at the next reload or rotation,
      // which must keep the anchor the rotation read (at factor 50 the
      // anchored item moved by up to 760 points when the new direction
      // read it again from the rotated bounds).
      let direction = ["leftToRight", "rightToLeft", "rightToLeft later"][
        Int.random(in: 0..<3, using: &random)]
      let traits = { (direction: UITraitEnvironmentLayoutDirection) in
        UITraitCollection(traitsFrom: [
          UITraitCollection(layoutDirection: direction),
          UITraitCollection(displayScale: grid == "scale 3" ? 3 : 0),
        ])
      }
      let scene = Scene(
        counts: counts, columns: Int.random(in: 1...4, using: &random),
        headerHeight: Bool.random(using: &random) ? 32 : 0,
        size: CGSize(width: 390, height: CGFloat.random(in: 300...900, using: &random)),
        preloadFraction: preload, preparesForUpdatesFirst: Bool.random(using: &random),
        splitsQueries: Bool.random(using: &random),
        traits: traits(direction == "rightToLeft" ? .rightToLeft : .leftToRight))
      if direction == "rightToLeft later" {
        scene.collectionView.modelTraitCollection = traits(.rightToLeft)
      }
      scene.layout.pinsHeaders = Bool.random(using: &random)
      let collectionView = scene.collectionView
      if grid == "outside a window" { collectionView.modelIsInWindow = false }
      var log: [String] = ["preload \(preload)", grid, direction]
      for _ in 0..<12 {
        let anchored = Self.anchoredItem(scene)
        var keepsAnchor = false
        // Where the anchored item stands after the step's first pass (the
        // re-layout, before the cells it moved measure themselves).
        let watcher = collectionView.modelPassHandler
        var firstPass: (distance: Double?, clamped: Bool)?
        collectionView.modelPassHandler = { collectionView in
          watcher?(collectionView)
          if firstPass == nil, let anchored {
            firstPass = (Self.distance(of: anchored.identity, in: scene), Self.isClamped(scene))
          }
        }
        // Every item's column before the step, by identity, and the items
        // a batch moves (the others keep their columns).
        let columns = Self.columns(scene)
        var kept: Set<Int>?
        switch Int.random(in: 0..<13, using: &random) {
        case 0..<3:
          let before = scene.feed.sections
          let batch = scene.feed.performRandomBatch(on: collectionView, using: &random)
          log.append("batch \(batch)")
          keepsAnchor = true
          kept = Set(columns.keys).subtracting(batch.moves.map { before[$0.0.section][$0.0.item] })
        case 3..<5:
          let batch = scene.feed.performRandomSectionBatch(on: collectionView, using: &random)
          log.append("sections \(batch.description)")
          keepsAnchor = true
          kept = Set(columns.keys).subtracting(batch.moved)
        case 5..<7:
          let y = CGFloat.random(in: 0...max(collectionView.contentSize.height, 1), using: &random)
          scene.scroll(to: y)
          log.append("scroll \(y)")
        case 7..<9:
          let feed = scene.feed
          collectionView.modelCellSizing =
            collectionView.modelCellSizing == nil ? { feed.preferredSize($0) } : nil
          collectionView.setNeedsLayout()
          collectionView.layoutIfNeeded()
          log.append("self-sizing \(collectionView.modelCellSizing != nil)")
        case 9, 10:
          let size = collectionView.bounds.size
          collectionView.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
          log.append("rotate")
          keepsAnchor = true
        case 11:
          log.append("drag \(Self.randomDrag(collectionView, using: &random))")
        default:
          collectionView.reloadData()
          log.append("reload")
          keepsAnchor = true
        }
        collectionView.modelPassHandler = watcher
        var problems = ScenarioChecks.problems(in: collectionView)
        if keepsAnchor, let anchored, let firstPass {
          problems += Self.anchorProblems(scene, anchored, firstPass: firstPass)
        }
        if let kept {
          let now = Self.columns(scene)
          let moved = kept.filter { now[$0] != nil && now[$0] != columns[$0] }.sorted()
          if !moved.isEmpty {
            problems.append("items that changed column in a keep-columns batch: \(moved)")
          }
        }
        #expect(problems == [], "seed \(seed): \(log.joined(separator: " | "))")
        if !problems.isEmpty { return }
      }
      // The direction drawn is the one the layout follows, at the latest
      // once it is invalidated.
      collectionView.collectionViewLayout.invalidateLayout()
      collectionView.layoutIfNeeded()
      #expect(
        (scene.layout.configuration.layoutDirection == .rightToLeft)
          == (direction != "leftToRight"), "seed \(seed): \(log.joined(separator: " | "))")
      #expect(ScenarioChecks.problems(in: collectionView) == [], "seed \(seed)")
      sequences += 1
    }
    RandomSweep.tally("UIKit model masonry sequences", sequences)
    #expect(sequences == RandomSweep.count(100) || RandomSweep.replaySeed != nil)
  }

  /// The item the layout anchors on (the one the user is looking at), by
  /// identity, and its distance from the top; `nil` when the anchor is a
  /// header, a footer or nothing.
  static func anchoredItem(_ scene: Scene) -> (identity: Int, distance: Double)? {
    let anchor = scene.anchor
    guard anchor.kind == .item, let path = anchor.path,
      scene.feed.sections.indices.contains(path.section),
      scene.feed.sections[path.section].indices.contains(path.item)
    else { return nil }
    return (scene.feed.sections[path.section][path.item], anchor.distance)
  }

  /// Every item's column (the left and right of its frame), by identity.
  static func columns(_ scene: Scene) -> [Int: ClosedRange<CGFloat>] {
    var columns: [Int: ClosedRange<CGFloat>] = [:]
    for (section, identities) in scene.feed.sections.enumerated() {
      for (item, identity) in identities.enumerated() {
        guard
          let frame = scene.layout.layoutAttributesForItem(
            at: IndexPath(item: item, section: section))?.frame
        else { continue }
        columns[identity] = frame.minX...frame.maxX
      }
    }
    return columns
  }

  /// The distance from the top of the bounds to the top of the item with
  /// `identity`, or `nil` when it is not in the feed.
  static func distance(of identity: Int, in scene: Scene) -> Double? {
    guard let section = scene.feed.sections.firstIndex(where: { $0.contains(identity) }),
      let item = scene.feed.sections[section].firstIndex(of: identity),
      let frame = scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
        .frame
    else { return nil }
    return Double(frame.minY - scene.collectionView.contentOffset.y)
  }

  /// Whether the content offset stands at (or past) an end of the content.
  static func isClamped(_ scene: Scene) -> Bool {
    let collectionView = scene.collectionView
    let offset = collectionView.contentOffset.y
    let end = collectionView.contentSize.height - collectionView.bounds.height
    return offset <= 0.5 || offset >= end - 0.5
  }

  /// The anchor through a re-layout and the measurements that follow it:
  /// in the re-layout's own pass, the anchored item is at the distance it
  /// was, unless the content's end stopped the offset; after every cell
  /// has measured itself, it is where that pass put it (the re-layout's
  /// anchor holds), unless the offset now stands at an end.
  static func anchorProblems(
    _ scene: Scene, _ anchored: (identity: Int, distance: Double),
    firstPass: (distance: Double?, clamped: Bool)
  ) -> [String] {
    guard let restored = firstPass.distance else { return [] }
    if !firstPass.clamped, abs(restored - anchored.distance) > 0.5 {
      return [
        "the anchored item \(anchored.identity) was \(anchored.distance) from the top, "
          + "\(restored) after the re-layout"
      ]
    }
    guard let now = distance(of: anchored.identity, in: scene), !isClamped(scene),
      abs(now - restored) > 0.5
    else { return [] }
    return [
      "the anchored item \(anchored.identity) was \(restored) from the top after the re-layout, "
        + "\(now) once its cells measured themselves"
    ]
  }

  /// Where the anchored item is now, if it is still in the feed, against
  /// where it was: the same distance from the top, unless the offset
  /// stands at an end of the content.
  static func anchorProblems(_ scene: Scene, _ anchored: (identity: Int, distance: Double))
    -> [String]
  {
    let collectionView = scene.collectionView
    guard
      let section = scene.feed.sections.firstIndex(where: { $0.contains(anchored.identity) }),
      let item = scene.feed.sections[section].firstIndex(of: anchored.identity),
      let frame = scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
        .frame
    else { return [] }
    let offset = collectionView.contentOffset.y
    let end = collectionView.contentSize.height - collectionView.bounds.height
    guard offset > 0.5, offset < end - 0.5 else { return [] }
    let distance = Double(frame.minY - offset)
    guard abs(distance - anchored.distance) > 0.5 else { return [] }
    return [
      "the anchored item \(anchored.identity) was \(anchored.distance) from the top, now "
        + "\(distance) at [\(section), \(item)]"
    ]
  }

  /// Found by the sweep at factor 50 (seed 16263995340447319369): an
  /// insert at the end of one section beside a move in another leaves the
  /// inserted item without attributes (the host took the batch for a move
  /// alone; fixed, and tested at the host's level too).
  @Test func anInsertAtASectionsEndBesideAMoveInAnotherSection() {
    let scene = Scene(counts: [25, 17])
    let collectionView = scene.collectionView
    collectionView.performBatchUpdates {
      scene.feed.sections[0].append(scene.feed.makeIdentity())
      collectionView.insertItems(at: [IndexPath(item: 25, section: 0)])
      let identity = scene.feed.sections[1].remove(at: 14)
      scene.feed.sections[1].insert(identity, at: 13)
      collectionView.moveItem(
        at: IndexPath(item: 14, section: 1), to: IndexPath(item: 13, section: 1))
    }
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    #expect(scene.layout.layoutAttributesForItem(at: IndexPath(item: 25, section: 0)) != nil)
  }

  /// Drags a random visible item through a few random points on screen,
  /// then ends or cancels the movement.
  ///
  /// - Returns: What it did, for a failure message.
  static func randomDrag(
    _ collectionView: UICollectionView, using random: inout SplitMix64
  ) -> String {
    guard let item = collectionView.indexPathsForVisibleItems.randomElement(using: &random),
      collectionView.beginInteractiveMovementForItem(at: item)
    else { return "nothing to drag" }
    let bounds = collectionView.bounds
    var points: [CGPoint] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let point = CGPoint(
        x: CGFloat.random(in: bounds.minX...bounds.maxX, using: &random),
        y: CGFloat.random(in: bounds.minY...bounds.maxY, using: &random))
      points.append(point)
      collectionView.updateInteractiveMovementTargetPosition(point)
    }
    let cancels = Bool.random(using: &random)
    if cancels {
      collectionView.cancelInteractiveMovement()
    } else {
      collectionView.endInteractiveMovement()
    }
    return "\(Array(item)) through \(points) \(cancels ? "cancelled" : "ended")"
  }

  /// Right to left, the layout follows the collection view: the first
  /// column is on the right, in every section, and turning it off keeps
  /// the configuration's own direction.
  @Test func rightToLeftFollowsTheCollectionView() {
    let feed = Feed(counts: [6])
    let layout = try! MasonryCollectionViewLayout(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 10))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ScenarioChecks.watch(collectionView)
    collectionView.modelTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    collectionView.dataSource = feed
    collectionView.delegate = feed
    collectionView.layoutIfNeeded()
    // Two columns 190 wide with 10 between: item 0 in the right one.
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    #expect(first.minX == 200 && first.width == 190)
    #expect(layout.configuration.layoutDirection == .rightToLeft)
    // A new configuration follows too.
    try! layout.update { $0.columnSpacing = 20 }
    let again = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    #expect(again.minX == 205 && again.width == 185)
    // Not following, the configuration says.
    layout.followsCollectionViewLayoutDirection = false
    try! layout.update { $0.layoutDirection = .leftToRight }
    collectionView.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX == 0)
    #expect(collectionView.modelViolations.isEmpty)
  }

  /// The direction changed after the first layout (an app that sets
  /// `semanticContentAttribute` at run time). UIKit keeps a shown
  /// element's attributes until a context names it (the model's stricter
  /// reading), so the layout mirrors only at a pass that lays the feed
  /// out afresh: a scroll, a drag or a cell's measurement in between
  /// leaves every cell where it is shown; `invalidateLayout()` mirrors
  /// them all, the item the user is looking at where it was.
  @Test func aDirectionChangedAtRunTimeMirrorsAtTheNextFullInvalidation() {
    let scene = Scene(counts: [40], columns: 2, preloadFraction: 0.5)
    let collectionView = scene.collectionView
    let first = IndexPath(item: 0, section: 0)
    func firstColumn() -> CGFloat? {
      scene.layout.layoutAttributesForItem(at: first)?.frame.minX
    }
    scene.scroll(to: 400)
    #expect(firstColumn() == 0)
    collectionView.modelTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    scene.scroll(to: 430)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 700))
    collectionView.cancelInteractiveMovement()
    collectionView.modelCellSizing = { scene.feed.preferredSize($0) }
    collectionView.setNeedsLayout()
    collectionView.layoutIfNeeded()
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    #expect(firstColumn() == 0)
    // Two columns of 191 with 8 between: item 0 in the right one.
    let anchored = Self.anchoredItem(scene)
    collectionView.collectionViewLayout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(firstColumn() == 199)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
    if let anchored {
      let now = Self.distance(of: anchored.identity, in: scene)
      #expect(now.map { abs($0 - anchored.distance) < 0.5 } == true)
    }
  }

  @Test func dragToReorderMovesTheItemAndCancelRestoresEveryFrame() {
    let scene = Scene(counts: [40], columns: 3)
    let collectionView = scene.collectionView
    func frames() -> [CGRect] {
      (0..<collectionView.numberOfItems(inSection: 0)).map {
        scene.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
      }
    }
    let original = frames()
    let identities = scene.feed.sections[0]

    // Cancel: every frame as it was, the data untouched.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    for step in 1...10 {
      collectionView.updateInteractiveMovementTargetPosition(
        CGPoint(x: 60 + CGFloat(step) * 25, y: 100 + CGFloat(step) * 40))
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    }
    collectionView.cancelInteractiveMovement()
    #expect(frames() == original)
    #expect(scene.feed.sections[0] == identities)

    // End: the data source moves the item where the layout put it.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    let target = original[7]
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
    collectionView.endInteractiveMovement()
    #expect(scene.feed.sections[0] != identities, "the item moved")
    #expect(Set(scene.feed.sections[0]) == Set(identities))
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }
}
