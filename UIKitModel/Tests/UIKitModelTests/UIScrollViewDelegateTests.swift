// The scroll view delegate's callbacks in UIKit's order: a drag's begin,
// its lift with and without deceleration, the end of a deceleration, and
// an animated setContentOffset that moves (and those that end no
// animation), each with the scroll view's dragging state as the delegate
// sees it.

import Testing
import UIKit

/// A delegate that records each callback with the scroll view's state:
/// `t` tracking, `d` dragging, `v` decelerating, then the offset's y.
@MainActor
final class SpyScrollDelegate: NSObject, UICollectionViewDelegate {
  var calls: [String] = []
  /// What `scrollViewWillEndDragging` sets the target to, if anything.
  var targetOverride: CGPoint?

  func record(_ name: String, _ scrollView: UIScrollView) {
    let state =
      (scrollView.isTracking ? "t" : "") + (scrollView.isDragging ? "d" : "")
      + (scrollView.isDecelerating ? "v" : "")
    calls.append("\(name) [\(state)] \(Int(scrollView.contentOffset.y))")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { record("didScroll", scrollView) }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    record("willBeginDragging", scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    record("willEndDragging", scrollView)
    if let targetOverride { targetContentOffset.pointee = targetOverride }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    record("didEndDragging(\(decelerate))", scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    record("didEndDecelerating", scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    record("didEndScrollingAnimation", scrollView)
  }
}

@MainActor
struct UIScrollViewDelegateTests {
  /// The fixture at an offset of 1,000 with the spy delegate, its log
  /// clear.
  func fixture() -> (ModelFixture, SpyScrollDelegate) {
    let fixture = ModelFixture()
    let delegate = SpyScrollDelegate()
    fixture.collectionView.delegate = delegate
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    delegate.calls = []
    return (fixture, delegate)
  }

  @Test func aDragThatDeceleratesCallsTheDelegateInUIKitsOrder() {
    let (fixture, delegate) = fixture()
    let collectionView = fixture.collectionView
    collectionView.modelBeginDragging()
    #expect(collectionView.isTracking && collectionView.isDragging)
    collectionView.contentOffset = CGPoint(x: 0, y: 1_030)
    // 1030 + 2 · 0.998 / 0.002 = 2028, which the spy layout rounds to 2000.
    #expect(collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 2)).y == 2_000)
    #expect(
      delegate.calls == [
        "willBeginDragging [td] 1000",
        "didScroll [td] 1030",
        "willEndDragging [td] 1030",
        // Lifted: no longer dragging, still tracking, decelerating.
        "didEndDragging(true) [tv] 1030",
        "didScroll [v] 2000",
        "didEndDecelerating [] 2000",
      ])
    #expect(!collectionView.isTracking && !collectionView.isDragging)
    #expect(!collectionView.isDecelerating)
    #expect(fixture.violations == [])
  }

  @Test func aLiftWhereTheContentRestsEndsTheDragWithoutDeceleration() {
    let (fixture, delegate) = fixture()
    // No velocity at a multiple of 100: the target is the offset.
    fixture.collectionView.modelBeginDragging()
    fixture.collectionView.modelEndDragging(withVelocity: .zero)
    #expect(
      delegate.calls == [
        "willBeginDragging [td] 1000", "willEndDragging [td] 1000",
        "didEndDragging(false) [t] 1000",
      ])
    // The delegate moves the target to where the finger lifted.
    delegate.calls = []
    delegate.targetOverride = CGPoint(x: 0, y: 1_000)
    fixture.collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 3))
    #expect(delegate.calls.last == "didEndDragging(false) [t] 1000")
    #expect(!delegate.calls.contains { $0.hasPrefix("didEndDecelerating") })
  }

  @Test func aLiftWithoutATouchBeginsTheDragFirst() {
    let (fixture, delegate) = fixture()
    fixture.collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: -1))
    #expect(delegate.calls.first == "willBeginDragging [td] 1000")
    #expect(delegate.calls.last == "didEndDecelerating [] 500")
    // A second touch while dragging begins nothing more.
    delegate.calls = []
    fixture.collectionView.modelBeginDragging()
    fixture.collectionView.modelBeginDragging()
    #expect(delegate.calls == ["willBeginDragging [td] 500"])
  }

  @Test func aTargetThatIsNotFiniteIsRecordedAndTheDragEndsWhereItLifted() {
    let (fixture, delegate) = fixture()
    delegate.targetOverride = CGPoint(x: 0, y: CGFloat.nan)
    let rest = fixture.collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 2))
    #expect(rest == CGPoint(x: 0, y: 1_000))
    #expect(delegate.calls.last == "didEndDragging(false) [t] 1000")
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidContentOffset])
  }

  @Test func anAnimatedScrollThatMovesEndsItsAnimation() {
    let (fixture, delegate) = fixture()
    let collectionView = fixture.collectionView
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_200), animated: true)
    #expect(delegate.calls == ["didScroll [] 1200", "didEndScrollingAnimation [] 1200"])
    // No movement, no animation; no animation asked for; animations off.
    delegate.calls = []
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_200), animated: true)
    #expect(delegate.calls == [])
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_300), animated: false)
    #expect(delegate.calls == ["didScroll [] 1300"])
    delegate.calls = []
    UIView.performWithoutAnimation {
      collectionView.setContentOffset(CGPoint(x: 0, y: 1_400), animated: true)
      #expect(!UIView.areAnimationsEnabled)
    }
    #expect(UIView.areAnimationsEnabled)
    #expect(delegate.calls == ["didScroll [] 1400"])
  }
}
