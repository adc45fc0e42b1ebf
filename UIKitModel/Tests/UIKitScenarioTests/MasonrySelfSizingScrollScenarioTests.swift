// Scrolling back through cells that measure themselves, through the UIKit
// model: random jumps, scrolls in both directions at random speeds, and
// rests, over feeds whose estimates are off by random amounts, on either
// axis and in either layout direction, with sections of their own column
// counts and items across the columns. No frame
// shows a gap; what is on screen moves beyond the scroll only toward the
// content's start, and by no more than the scroll (a column that keeps a
// gap off screen at most holds still), and in a feed of one band (one
// section, no header) not at all, except where the scroll reaches a gap
// at the content's start; nothing overlaps, every item keeps its columns,
// and a rest at the top leaves no gap.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
struct MasonrySelfSizingScrollScenarioTests {
  /// 10 sequences; 1,000 in CI's release sweep.
  @Test func scrollingThroughCellsThatMeasureThemselvesNeverShowsAGapOrMovesAColumnAhead() {
    var sequences = 0
    RandomSweep.forEachCase(10, seed: 0x5E1F_5C01) { seed, random in
      let problems = Self.scroll(seed: seed, random: &random, absorbing: true)
      #expect(problems == [], "seed \(seed)")
      if problems.isEmpty { sequences += 1 }
    }
    RandomSweep.tally("UIKit model self-sizing scroll sequences", sequences)
  }

  /// The same sequences with the rule 2.1 shipped (the adjustment that
  /// moves the screen least): what is on screen moves, so the test above
  /// can fail.
  @Test func withoutAbsorbingWhatIsOnScreenMoves() {
    var failing = 0
    RandomSweep.forEachCase(3, seed: 0x5E1F_5C01) { seed, random in
      let problems = Self.scroll(seed: seed, random: &random, absorbing: false)
      if problems.contains(where: { $0.contains("moved") }) { failing += 1 }
    }
    #expect(failing > 0)
  }

  /// One random sequence; returns its problems, each naming the frame.
  static func scroll(seed: UInt64, random: inout SplitMix64, absorbing: Bool) -> [String] {
    let sectionCount = Int.random(in: 1...3, using: &random)
    let counts = (0..<sectionCount).map { _ in Int.random(in: 20...150, using: &random) }
    let columns = Int.random(in: 1...4, using: &random)
    let headerHeight: CGFloat = Bool.random(using: &random) ? 44 : 0
    // Either axis, either direction: right to left mirrors the columns
    // of a vertical feed and runs a horizontal one leftwards.
    let axis: LayoutGeometry.Axis = Bool.random(using: &random) ? .vertical : .horizontal
    let rightToLeft = Bool.random(using: &random)
    // The breadth is a phone's width; the length along the flow random.
    let breadth: CGFloat = 390
    let length = CGFloat.random(in: 400...900, using: &random)
    // Sections of their own column counts, or the layout's; items that
    // span every column of their section, now and then, or none.
    let sectionColumns =
      Bool.random(using: &random)
      ? Dictionary(
        uniqueKeysWithValues: (0..<sectionCount).map { ($0, Int.random(in: 1...4, using: &random)) }
      )
      : [:]
    let spanningEvery = Bool.random(using: &random) ? Int.random(in: 8...40, using: &random) : 0
    // One band (one section, no header, no item across the columns): gaps
    // travel ahead of the screen up to the content's start, so nothing on
    // screen moves beyond the scroll (a point's leeway, for the offset's
    // rounding to pixels) but where a scroll would show a gap there, where
    // the columns meet.
    let oneBand = absorbing && sectionCount == 1 && headerHeight == 0 && spanningEvery == 0
    var configuration = Masonry.Configuration(
      columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8)
    configuration.axis = axis
    let scene = MasonryScenarioTests.Scene(
      counts: counts, headerHeight: headerHeight,
      size: axis == .vertical
        ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth),
      // UIKit prepares cells beyond its bounds, so that they measure
      // before they show; with none, a cell would measure on screen, and
      // grow from its top.
      preloadFraction: [0.25, 0.5, 1][Int.random(in: 0..<3, using: &random)],
      configuration: configuration,
      traits: UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    ) { feed in
      feed.axis = axis
      feed.sectionColumns = sectionColumns
      feed.spanningEvery = spanningEvery
    }
    let collectionView = scene.collectionView
    scene.layout.pinsHeaders = Bool.random(using: &random)
    scene.layout.absorbsAboveViewport = absorbing
    let feed = scene.feed
    feed.estimateError = CGFloat.random(in: 0.1...0.5, using: &random)
    let flow = ScenarioFlow(axis: axis, rightToLeft: rightToLeft, collectionView: collectionView)
    var problems: [String] = []
    var log: [String] = [
      "\(axis)", rightToLeft ? "right to left" : "left to right",
      "columns \(columns) \(sectionColumns.sorted { $0.key < $1.key }.map(\.value))",
      "spanning every \(spanningEvery)",
    ]

    /// The longest stretch of a gap the bounds show.
    func gapShown() -> (path: ItemPath, length: Double)? {
      let (low, high) = (Double(flow.offset), Double(flow.offset + flow.viewportLength))
      var longest: (path: ItemPath, length: Double)?
      for (path, gap) in scene.layout.host.layout._gapsAboveItems {
        guard let frame = scene.layout.host.layout.frame(ofItemAt: path) else { continue }
        let top = Double(flow.start(of: CGRect(frame)))
        let shown = min(top, high) - max(top - gap, low)
        if shown > longest?.length ?? 0 { longest = (path, shown) }
      }
      return longest
    }

    /// Each item on screen, by identity: where it starts along the flow
    /// relative to the bounds, and across it (its columns).
    func onScreen() -> [Int: (top: CGFloat, x: CGFloat)] {
      let bounds = collectionView.bounds
      var shown: [Int: (top: CGFloat, x: CGFloat)] = [:]
      for path in collectionView.indexPathsForVisibleItems {
        guard let frame = scene.layout.layoutAttributesForItem(at: path)?.frame,
          frame.intersects(bounds)
        else { continue }
        shown[feed.sections[path.section][path.item]] = (
          flow.start(of: frame) - flow.offset, flow.cross(of: frame)
        )
      }
      return shown
    }

    // Jump in, then let the cells measure themselves.
    flow.scroll(to: flow.contentLength * CGFloat.random(in: 0.3...1, using: &random))
    collectionView.modelCellSizing = { feed.preferredSize($0) }
    collectionView.setNeedsLayout()
    collectionView.layoutIfNeeded()
    log.append("jump to \(flow.offset)")
    var columnsSeen: [Int: CGFloat] = [:]
    for frame in 0..<80 {
      if Int.random(in: 0..<10, using: &random) == 0 || frame == 79 {
        // A rest: where the scroll ends, the delegate closes the gaps
        // near it (as the UIKit article shows); at the end, at the top.
        if frame == 79 { flow.scroll(to: 0) }
        collectionView.layoutIfNeeded()
        scene.layout.closeGaps()
        log.append("rest at \(flow.offset)")
        problems += ScenarioChecks.problems(in: collectionView).map { "\($0) | \(log.suffix(3))" }
        for (identity, shown) in onScreen() {
          if let x = columnsSeen[identity], x != shown.x {
            problems.append("item \(identity) changed column | \(log.suffix(3))")
          }
          columnsSeen[identity] = shown.x
        }
        continue
      }
      let before = onScreen()
      let offset = flow.offset
      // The gaps at the content's start before the scroll, each along the
      // flow: above the first item of a column (the first item of all
      // starts where the columns do, its gap above it). Read in place: a
      // copy of the engine kept across the layout pass would make the
      // pass copy its storage.
      func gapsAtTheStart() -> [ClosedRange<Double>] {
        let gapped = scene.layout.host.layout._gapsAboveItems
        let first = ItemPath(section: 0, item: 0)
        let firstTop = scene.layout.host.layout.frame(ofItemAt: first).map {
          Double(flow.start(of: CGRect($0)))
        }
        let start = (firstTop ?? 0) - (gapped.first { $0.path == first }?.gap ?? 0)
        return gapped.compactMap { path, gap in
          scene.layout.host.layout.frame(ofItemAt: path).map {
            let top = Double(flow.start(of: CGRect($0)))
            return (top - gap)...top
          }
        }.filter { $0.lowerBound <= start + 1e-6 }
      }
      let gaps = gapsAtTheStart()
      // Mostly back up, at a slow drag's to a fling's speed.
      let step = CGFloat(Int.random(in: -120...40, using: &random))
      let maximum = max(flow.contentLength - flow.viewportLength, 0)
      let moved = min(max(offset + step, 0), maximum) - offset
      // Whether the bounds the scroll asks for reach into one of them
      // (where the layout's adjustments take the offset is looser still).
      let (low, high) = (
        Double(offset + moved), Double(offset + moved + flow.viewportLength)
      )
      let showsGap = gaps.contains { min($0.upperBound, high) - max($0.lowerBound, low) > 0 }
      let back = oneBand && !showsGap ? 0 : abs(moved)
      flow.scroll(to: offset + step)
      collectionView.layoutIfNeeded()
      // The scroll moves each element on screen by `moved`; what the
      // layout's adjustments add to the offset moves the content with it,
      // and no element on screen: both are measured from the bounds.
      let after = onScreen()
      log.append("scroll \(moved)")
      for (identity, then) in before {
        guard let now = after[identity] else { continue }
        // Negative: toward the content's start. A point's leeway: the
        // scroll view rounds its offset to pixels.
        let displacement = now.top - (then.top - moved)
        if displacement > 1 + 1e-6 || -displacement > back + 1 + 1e-6 {
          problems.append(
            "item \(identity) moved \(displacement) on screen at frame \(frame) | \(log.suffix(3))")
        }
      }
      if absorbing, let (path, length) = gapShown(), length > 1 {
        problems.append(
          "a gap of \(length) above \(path) on screen at frame \(frame) | \(log.suffix(3))")
      }
      if problems.count > 5 { break }
    }
    // At rest at the top: no gap where the user can see it, and the columns
    // start where a layout of the same heights with no gap puts them.
    if problems.isEmpty {
      var closed = scene.layout.host.layout
      closed._closeGaps()
      let bounds = Rect(collectionView.bounds)
      for element in scene.layout.host.layout.elements(in: bounds) where element.kind == .item {
        // Along the flow from the closed layout's own start (a right-to-left
        // shelf's is its content's right end).
        let closedFrame = CGRect(closed.frame(ofItemAt: element.path)!)
        let expected =
          axis == .horizontal && rightToLeft
          ? CGFloat(closed.contentSize.width) - closedFrame.maxX : flow.start(of: closedFrame)
        let start = flow.start(of: CGRect(element.frame))
        if abs(expected - start) > 1e-6 {
          problems.append("at the top, item \(element.path) starts at \(start), not \(expected)")
        }
      }
    }
    // The axis and the direction first: a failure names the feed.
    return problems.map { "\(log[0..<4].joined(separator: ", ")): \($0)" }
  }
}
