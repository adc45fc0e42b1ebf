// A jump to an item through the UIKit model, over feeds whose cells measure
// themselves off their estimates, under a bar's inset at the leading edge
// along the flow, with headers pinned or not, on either axis and in either
// layout direction: the layout's scrollToItem(at:at:animated:) lands
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
  /// 10 jumps; 1,000 in CI's release sweep.
  @Test func aJumpLandsBelowTheBarAndItsHeaderAndStaysThere() {
    var jumps = 0
    RandomSweep.forEachCase(10, seed: 0x4057_0007) { seed, random in
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
  /// to land. 10 jumps each; 1,000 in CI's release sweep.
  @Test(arguments: UIScrollView.ModelAdjustmentInAnimation.allCases)
  func anAnimatedJumpLandsWhereAskedUnderEitherReading(
    _ reading: UIScrollView.ModelAdjustmentInAnimation
  ) {
    RandomSweep.forEachCase(10, seed: 0x4057_0008) { seed, random in
      let problems = Self.jump(seed: seed, random: &random, byTheLayout: true, animated: reading)
      #expect(problems == [], "seed \(seed), \(reading)")
    }
  }

  /// The same jumps by the collection view's own method: the item lands
  /// elsewhere (under the bar or its header, or moved by the cells that
  /// measured), so the test above can fail.
  @Test func theCollectionViewsOwnScrollToItemHoldsNothing() {
    var failing = 0
    RandomSweep.forEachCase(5, seed: 0x4057_0007) { seed, random in
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
    let columns = Int.random(in: 1...4, using: &random)
    let preload = [0.25, 0.5, 1][Int.random(in: 0..<3, using: &random)] as CGFloat
    // Either axis, either direction (a horizontal feed right to left
    // flows from the right).
    let axis: LayoutGeometry.Axis = Bool.random(using: &random) ? .vertical : .horizontal
    let rightToLeft = Bool.random(using: &random)
    var configuration = Masonry.Configuration(
      columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8)
    configuration.axis = axis
    let scene = MasonryScenarioTests.Scene(
      counts: counts, headerHeight: header,
      size: axis == .vertical ? CGSize(width: 390, height: 844) : CGSize(width: 844, height: 390),
      preloadFraction: preload, configuration: configuration,
      traits: UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    ) { $0.axis = axis }
    let pinned = Bool.random(using: &random)
    scene.layout.pinsHeaders = pinned
    let feed = scene.feed
    feed.estimateError = CGFloat.random(in: 0.1...0.5, using: &random)
    let collectionView = scene.collectionView
    let flow = ScenarioFlow(
      axis: axis, rightToLeft: rightToLeft, collectionView: collectionView)
    // A bar's 91 points at the leading edge along the flow (a navigation
    // bar's), and 34 at the trailing one (the home indicator's).
    let (leading, trailing): (CGFloat, CGFloat) = (91, 34)
    collectionView.contentInset =
      axis == .vertical
      ? UIEdgeInsets(top: leading, left: 0, bottom: trailing, right: 0)
      : rightToLeft
        ? UIEdgeInsets(top: 0, left: trailing, bottom: 0, right: leading)
        : UIEdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
    collectionView.modelCellSizing = { feed.preferredSize($0) }
    collectionView.layoutIfNeeded()
    let section = Int.random(in: 0..<sectionCount, using: &random)
    let target = IndexPath(
      item: Int.random(in: 0..<counts[section], using: &random), section: section)
    // Where the item lands: below the bar, and below the section's header
    // when it is pinned there, unless the content's end (or a feed shorter
    // than the screen) stops the offset first; then where that leaves it.
    let wanted = leading + (pinned ? header : 0)
    let estimated = scene.layout.layoutAttributesForItem(at: target)!.frame
    let visible = collectionView.bounds.inset(by: collectionView.contentInset)
    let inset = collectionView.contentInset
    // The offset the engine gives the visible area, and the bounds' there.
    let landing = CGPoint(
      scene.layout.host.layout.contentOffset(
        showing: ItemPath(section: target.section, item: target.item), alignment: .top,
        in: Rect(visible))!)
    let landed = CGPoint(x: landing.x - inset.left, y: landing.y - inset.top)
    let landedFlow =
      axis == .vertical
      ? landed.y
      : rightToLeft ? flow.contentLength - flow.viewportLength - landed.x : landed.x
    let expected = flow.start(of: estimated) - landedFlow
    // A feed less than two screens long: as its cells measure, the
    // collection view stops the offset at the content's end now and then,
    // which ends the hold (the scroll moved), and nothing can keep the
    // item still; only the checks of every frame apply.
    let short = flow.contentLength < 2 * flow.viewportLength
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
    // Where the item stays: where it landed, unless the collection view
    // stops the offset at an end of the content (the content shrank under
    // it, as cells measured shorter or gaps closed): from then on, where
    // that stop left it. Read after the scroll and after each pass; an
    // animated jump lands at the rest that ends it (closeGaps), not before.
    var place = abs(expected - wanted) <= 0.5 || !byTheLayout ? wanted : expected
    var stopped = false
    func follow() {
      guard reading == nil else { return }
      let end = flow.contentLength + trailing - flow.viewportLength
      // At an end, not past one (the model clamps no offset a program
      // sets: one past the end is left there, and the item held).
      stopped = abs(flow.offset + leading) <= 0.5 || abs(flow.offset - end) <= 0.5
      if stopped, let frame = scene.layout.layoutAttributesForItem(at: target)?.frame {
        place = flow.start(of: frame) - flow.offset
      }
    }
    follow()
    // The layout passes that follow: the cells measure, the gaps close.
    for _ in 0..<3 {
      collectionView.layoutIfNeeded()
      follow()
    }
    if byTheLayout { scene.layout.closeGaps() }
    collectionView.layoutIfNeeded()
    var problems = ScenarioChecks.problems(in: collectionView)
    guard let frame = scene.layout.layoutAttributesForItem(at: target)?.frame else {
      return problems + ["no frame for \(target)"]
    }
    // Held there.
    let shown = flow.start(of: frame) - flow.offset
    let end = flow.contentLength + trailing - flow.viewportLength
    let stoppedNow = flow.offset <= -leading + 0.5 || flow.offset >= end - 0.5
    if !stoppedNow, !short, abs(shown - place) > 0.5 {
      problems.append(
        "\(axis), \(rightToLeft ? "right to left" : "left to right"): \(target) at \(shown) "
          + "from the bounds' leading edge, not \(place)\(stopped ? " (stopped)" : ""), seed \(seed)"
      )
    }
    return problems
  }
}
