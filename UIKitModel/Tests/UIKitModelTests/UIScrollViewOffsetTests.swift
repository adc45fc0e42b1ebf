// The content offset on the pixel grid whenever it is set, and clamped
// only where a user's gesture ends: within the content and its adjusted
// insets, never when a program sets it.

import Testing
import UIKit

@MainActor
struct UIScrollViewOffsetTests {
  /// The fixture (320x480 over 100 items of 100 points: content 10,000
  /// tall) at `scale`, its offset at 1,000, the spy delegate's log clear.
  func fixture(scale: CGFloat = 3) -> (ModelFixture, SpyScrollDelegate) {
    let fixture = ModelFixture()
    fixture.collectionView.modelTraitCollection = UITraitCollection(displayScale: scale)
    let delegate = SpyScrollDelegate()
    fixture.collectionView.delegate = delegate
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    delegate.calls = []
    return (fixture, delegate)
  }

  @Test func anOffsetSetIsRoundedToThePixelGrid() {
    let (fixture, _) = fixture(scale: 3)
    let collectionView = fixture.collectionView
    // 10.1 · 3 = 30.3 → 30 pixels; 10.2 · 3 = 30.6 → 31; −0.5 · 3 = −1.5 → −2
    // (halves away from zero).
    collectionView.contentOffset = CGPoint(x: 10.1, y: 10.2)
    #expect(collectionView.contentOffset == CGPoint(x: 30.0 / 3, y: 31.0 / 3))
    collectionView.contentOffset = CGPoint(x: -0.5, y: 1_000.25)
    #expect(collectionView.contentOffset == CGPoint(x: -2.0 / 3, y: 3_001.0 / 3))
    // At 2: halves of a point are pixels; a quarter rounds away from zero.
    collectionView.modelTraitCollection = UITraitCollection(displayScale: 2)
    collectionView.contentOffset = CGPoint(x: 0.5, y: 100.25)
    #expect(collectionView.contentOffset == CGPoint(x: 0.5, y: 100.5))
    // setContentOffset(_:animated:) rounds too.
    collectionView.setContentOffset(CGPoint(x: 0, y: 200.2), animated: false)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
    // The bounds are not rounded.
    collectionView.bounds.origin = CGPoint(x: 0, y: 300.2)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300.2))
    #expect(fixture.violations == [])
  }

  @Test func outsideAWindowAnOffsetIsRoundedToWholePoints() {
    let (fixture, delegate) = fixture(scale: 3)
    let collectionView = fixture.collectionView
    #expect(collectionView.window != nil)
    collectionView.modelIsInWindow = false
    #expect(collectionView.window == nil)
    collectionView.contentOffset = CGPoint(x: 10.4, y: 10.5)
    #expect(collectionView.contentOffset == CGPoint(x: 10, y: 11))
    // 1,000.4 rounds to 1,000: an animated move that moves nothing ends
    // nothing.
    collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    delegate.calls = []
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_000.4), animated: true)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1_000))
    #expect(delegate.calls == [])
    // In a window again: the pixel grid.
    collectionView.modelIsInWindow = true
    collectionView.contentOffset = CGPoint(x: 10.4, y: 10.5)
    #expect(collectionView.contentOffset == CGPoint(x: 31.0 / 3, y: 32.0 / 3))
  }

  @Test func withoutAKnownScaleNothingIsRounded() {
    for scale in [0, .nan, .infinity, -2] as [CGFloat] {
      let (fixture, _) = fixture(scale: scale)
      fixture.collectionView.contentOffset = CGPoint(x: 0.1, y: 10.123)
      #expect(fixture.collectionView.contentOffset == CGPoint(x: 0.1, y: 10.123), "\(scale)")
    }
    // A coordinate too large to have a fraction at the scale is kept.
    let (fixture, _) = fixture(scale: 3)
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 0x1p60)
    #expect(fixture.collectionView.contentOffset.y == 0x1p60)
  }

  @Test func anAnimatedScrollWithinHalfAPixelMovesNothingAndEndsNoAnimation() {
    let (fixture, delegate) = fixture(scale: 3)
    let collectionView = fixture.collectionView
    // 1,000.1 rounds to 1,000: no movement, so no animation to end.
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_000.1), animated: true)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1_000))
    #expect(delegate.calls == [])
    // 1,000.2 rounds to 1,000⅓: it moves, and the animation ends there.
    collectionView.setContentOffset(CGPoint(x: 0, y: 1_000.2), animated: true)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 3_001.0 / 3))
    #expect(delegate.calls == ["didScroll [] 1000", "didEndScrollingAnimation [] 1000"])
  }

  @Test func aProgramMaySetAnyOffset() {
    let (fixture, _) = fixture(scale: 2)
    let collectionView = fixture.collectionView
    collectionView.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    for y in [-500, 20_000] as [CGFloat] {
      collectionView.contentOffset = CGPoint(x: -30, y: y)
      #expect(collectionView.contentOffset == CGPoint(x: -30, y: y))
      collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
      #expect(collectionView.contentOffset == CGPoint(x: 0, y: y))
    }
    // During a drag too (a finger past the end: the rubber band).
    collectionView.modelBeginDragging()
    collectionView.contentOffset = CGPoint(x: 0, y: -200)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: -200))
    #expect(fixture.violations == [])
  }

  @Test func aDragEndsWithinTheContentAndItsAdjustedInsets() {
    let (fixture, delegate) = fixture(scale: 3)
    let collectionView = fixture.collectionView
    collectionView.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    // Automatic: the top and bottom take the bars. The resting range is
    // −91 ... 10,000 + 34 − 480 = 9,554.
    #expect(
      collectionView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    // A fling far past the end: 9,000 + 10 · 0.998 / 0.002 = 13,990, the
    // spy rounds it to 14,000; it rests at 9,554.
    collectionView.contentOffset = CGPoint(x: 0, y: 9_000)
    delegate.calls = []
    #expect(collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 10)).y == 9_554)
    #expect(delegate.calls.last == "didEndDecelerating [] 9554")
    // A finger that pulls past the top and lifts without velocity bounces
    // back to −91: it decelerates to the edge.
    collectionView.modelBeginDragging()
    collectionView.contentOffset = CGPoint(x: 0, y: -200)
    delegate.calls = []
    #expect(collectionView.modelEndDragging(withVelocity: .zero) == CGPoint(x: 0, y: -91))
    #expect(
      delegate.calls == [
        "willEndDragging [td] -200", "didEndDragging(true) [tv] -200", "didScroll [v] -91",
        "didEndDecelerating [] -91",
      ])
    // Sideways (a delegate's target): the content is as wide as the
    // view, so x rests at 0.
    delegate.targetOverride = CGPoint(x: 40, y: 500)
    #expect(collectionView.modelEndDragging(withVelocity: .zero) == CGPoint(x: 0, y: 500))
    #expect(fixture.violations == [])
  }

  @Test func aDragEndsAtTheTopWhenTheContentIsShorterThanTheView() {
    let fixture = ModelFixture(counts: [3])
    let collectionView = fixture.collectionView
    collectionView.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    // Not a navigation controller's view: short content takes no top inset.
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 1)).y == 0)
    collectionView.modelIsNavigationContentView = true
    // 300 points of content in 480: the only resting place is −91.
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 1)).y == -91)
    // Without a safe area, 0.
    collectionView.modelSafeAreaInsets = .zero
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collectionView.modelEndDragging(withVelocity: .zero).y == 0)
    #expect(fixture.violations == [])
  }

  @Test func aDelegatesTargetIsClampedAndRoundedToo() {
    let (fixture, delegate) = fixture(scale: 3)
    let collectionView = fixture.collectionView
    // A target past the end: clamped to 10,000 − 480 = 9,520.
    delegate.targetOverride = CGPoint(x: 0, y: 50_000)
    #expect(collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 1)).y == 9_520)
    // A target off the grid: 2,000.1 rests at 2,000.
    delegate.targetOverride = CGPoint(x: 0, y: 2_000.1)
    #expect(collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 1)).y == 2_000)
    // Within half a pixel of where the finger lifts: no deceleration.
    delegate.calls = []
    delegate.targetOverride = CGPoint(x: 0, y: 2_000.1)
    collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 1))
    #expect(delegate.calls.last == "didEndDragging(false) [t] 2000")
    #expect(fixture.violations == [])
  }
}
