// A jump to an item through the UIKit model, over feeds whose cells measure
// themselves off their estimates, under a navigation bar's inset, with
// headers pinned or not: the layout's scrollToItem(at:at:animated:) lands
// the item below the bar and its pinned header, and it is still there
// after the cells around it have measured and the gaps closed; the
// collection view's own scrollToItem(at:at:animated:) holds nothing.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
struct MasonryJumpScenarioTests {
  /// 20 jumps; 1,000 in CI's release sweep.
  @Test func aJumpLandsBelowTheBarAndItsHeaderAndStaysThere() {
    var jumps = 0
    RandomSweep.forEachCase(20, seed: 0x4057_0007) { seed, random in
      let problems = Self.jump(seed: seed, random: &random, byTheLayout: true)
      #expect(problems == [], "seed \(seed)")
      if problems.isEmpty { jumps += 1 }
    }
    RandomSweep.tally("UIKit model jumps to an item", jumps)
  }

  /// The same jumps animated, over twelve frames in which the cells on
  /// the way measure themselves, under either reading of where UIKit
  /// leaves an offset adjustment made mid-animation (undocumented): when
  /// the animation ends and the app closes the gaps (as the UIKit
  /// article's scroll view delegate does), the item is where it was asked
  /// to land. 20 jumps each; 1,000 in CI's release sweep.
  @Test(arguments: UIScrollView.ModelAdjustmentInAnimation.allCases)
  func anAnimatedJumpLandsWhereAskedUnderEitherReading(
    _ reading: UIScrollView.ModelAdjustmentInAnimation
  ) {
    RandomSweep.forEachCase(20, seed: 0x4057_0008) { seed, random in
      let problems = Self.jump(seed: seed, random: &random, byTheLayout: true, animated: reading)
      #expect(problems == [], "seed \(seed), \(reading)")
    }
  }

  /// The same jumps by the collection view's own method: the item lands
  /// elsewhere (under the bar or its header, or moved by the cells that
  /// measured), so the test above can fail.
  @Test func theCollectionViewsOwnScrollToItemHoldsNothing() {
    var failing = 0
    RandomSweep.forEachCase(10, seed: 0x4057_0007) { seed, random in
      if !Self.jump(seed: seed, random: &random, byTheLayout: false).isEmpty { failing += 1 }
    }
    #expect(failing > 0)
  }

  /// One random jump, `.top`; returns its problems.
  /// Animated under a reading (``UIScrollView/ModelAdjustmentInAnimation``)
  /// when `animated` is given.
  static func jump(
    seed: UInt64, random: inout SplitMix64, byTheLayout: Bool,
    animated reading: UIScrollView.ModelAdjustmentInAnimation? = nil
  ) -> [String] {
    let sectionCount = Int.random(in: 1...3, using: &random)
    let counts = (0..<sectionCount).map { _ in Int.random(in: 20...150, using: &random) }
    let header: CGFloat = Bool.random(using: &random) ? 44 : 0
    let scene = MasonryScenarioTests.Scene(
      counts: counts, columns: Int.random(in: 1...4, using: &random), headerHeight: header,
      preloadFraction: [0.25, 0.5, 1][Int.random(in: 0..<3, using: &random)])
    let pinned = Bool.random(using: &random)
    scene.layout.pinsHeaders = pinned
    let feed = scene.feed
    feed.estimateError = CGFloat.random(in: 0.1...0.5, using: &random)
    let collectionView = scene.collectionView
    // A navigation bar's 91 points and the home indicator's 34.
    collectionView.contentInset = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    collectionView.modelCellSizing = { feed.preferredSize($0) }
    collectionView.layoutIfNeeded()
    let section = Int.random(in: 0..<sectionCount, using: &random)
    let target = IndexPath(
      item: Int.random(in: 0..<counts[section], using: &random), section: section)
    // Where the item lands: below the bar, and below the section's header
    // when it is pinned there, unless the content's end (or a feed shorter
    // than the screen) stops the offset first; then where that leaves it.
    let wanted = 91 + (pinned ? header : 0)
    let estimated = scene.layout.layoutAttributesForItem(at: target)!.frame
    let visible = collectionView.bounds.inset(by: collectionView.contentInset)
    let landing =
      scene.layout.host.layout.contentOffset(
        showing: ItemPath(section: target.section, item: target.item), alignment: .top,
        in: Rect(visible))!.y - 91
    let expected = estimated.minY - landing
    // A feed less than two screens long: as its cells measure, the
    // collection view stops the offset at the content's end now and then,
    // which ends the hold (the scroll moved), and nothing can keep the
    // item still; only the checks of every frame apply.
    let short = collectionView.contentSize.height < 2 * collectionView.bounds.height
    if let reading {
      collectionView.modelScrollAnimationFrames = 12
      collectionView.modelAdjustmentInAnimation = reading
      scene.layout.scrollToItem(at: target, at: .top, animated: true)
      // Each frame a layout pass, in which the cells on the way measure.
      while collectionView.modelAdvanceScrollAnimation() {}
    } else if byTheLayout {
      scene.layout.scrollToItem(at: target, at: .top)
    } else {
      collectionView.scrollToItem(at: target, at: .top, animated: false)
    }
    // The layout passes that follow: the cells measure, the gaps close.
    for _ in 0..<3 { collectionView.layoutIfNeeded() }
    if byTheLayout { scene.layout.closeGaps() }
    collectionView.layoutIfNeeded()
    var problems = ScenarioChecks.problems(in: collectionView)
    guard let frame = scene.layout.layoutAttributesForItem(at: target)?.frame else {
      return problems + ["no frame for \(target)"]
    }
    // Held there, unless the collection view stopped the offset at an end
    // of the content since (the cells below measured shorter).
    let shown = frame.minY - collectionView.contentOffset.y
    let offset = collectionView.contentOffset.y
    let end = collectionView.contentSize.height + 34 - collectionView.bounds.height
    let stopped = offset <= -91 + 0.5 || offset >= end - 0.5
    let place = abs(expected - wanted) <= 0.5 || !byTheLayout ? wanted : expected
    if !stopped, !short, abs(shown - place) > 0.5 {
      problems.append("\(target) at \(shown) below the bounds' top, not \(place), seed \(seed)")
    }
    return problems
  }
}
