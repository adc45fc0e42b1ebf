// The safe area and the adjusted content inset: each
// contentInsetAdjustmentBehavior's edges, scrollable axes by content size
// and alwaysBounce*, the change notifications (once per change, none for
// a change that reads the same), and bad insets read as 0.

import Testing
import UIKit

/// A collection view that counts `adjustedContentInsetDidChange()` and
/// `safeAreaInsetsDidChange()`.
@MainActor
final class InsetCountingCollectionView: UICollectionView {
  var adjustedChanges = 0
  var safeAreaChanges = 0

  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    adjustedChanges += 1
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    safeAreaChanges += 1
  }
}

/// A delegate that counts `scrollViewDidChangeAdjustedContentInset(_:)`.
@MainActor
final class InsetDelegate: NSObject, UICollectionViewDelegate {
  var changes = 0

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
}

@MainActor
struct UIScrollViewInsetTests {
  /// An iPhone's safe area under a navigation bar: 91 at the top, 34 at
  /// the bottom (the home indicator), 0 on the sides.
  static let bars = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
  /// A landscape safe area: 47 on each side, 21 at the bottom.
  static let landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

  /// A 320x480 collection view (not laid out) with `contentSize`.
  static func scrollView(contentSize: CGSize) -> InsetCountingCollectionView {
    let view = InsetCountingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: SpyLayout())
    view.contentSize = contentSize
    return view
  }

  @Test func theSafeAreaIsTheModelsInsetsAndZeroByDefault() {
    let view = Self.scrollView(contentSize: CGSize(width: 320, height: 2_000))
    #expect(view.safeAreaInsets == .zero)
    #expect(view.adjustedContentInset == .zero)
    view.modelSafeAreaInsets = Self.bars
    #expect(view.safeAreaInsets == Self.bars)
    #expect(view.safeAreaChanges == 1)
  }

  @Test func neverLeavesTheContentInset() {
    let view = Self.scrollView(contentSize: CGSize(width: 2_000, height: 2_000))
    view.contentInsetAdjustmentBehavior = .never
    view.contentInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    view.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 47, bottom: 34, right: 47)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
  }

  @Test func alwaysAddsEveryEdge() {
    // Content smaller than the view on both axes: added all the same.
    let view = Self.scrollView(contentSize: CGSize(width: 100, height: 100))
    view.contentInsetAdjustmentBehavior = .always
    view.contentInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    view.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 47, bottom: 34, right: 40)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 96, left: 53, bottom: 41, right: 48))
  }

  @Test func scrollableAxesAddsTheEdgesOfTheAxesThatScroll() {
    let view = Self.scrollView(contentSize: CGSize(width: 320, height: 480))
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    view.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 47, bottom: 34, right: 40)
    // As large as the bounds: neither axis scrolls.
    #expect(view.adjustedContentInset == .zero)
    // Taller than the bounds by a point: top and bottom.
    view.contentSize = CGSize(width: 320, height: 481)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    // Wider too: every edge.
    view.contentSize = CGSize(width: 321, height: 481)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 91, left: 47, bottom: 34, right: 40))
    // Short again, but bouncing always: each axis by its own flag.
    view.contentSize = CGSize(width: 100, height: 100)
    view.alwaysBounceVertical = true
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    view.alwaysBounceVertical = false
    view.alwaysBounceHorizontal = true
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 40))
    // A taller view stops the vertical axis from scrolling.
    view.alwaysBounceHorizontal = false
    view.contentSize = CGSize(width: 100, height: 600)
    #expect(view.adjustedContentInset.top == 91)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    #expect(view.adjustedContentInset == .zero)
  }

  @Test func automaticAddsTopAndBottomWhereTheContentScrollsOrInANavigationController() {
    // UIScrollView.h: .automatic is .scrollableAxes, but adjusts the top
    // and bottom regardless of scrolling for a view controller's view in a
    // navigation controller. Content shorter than the view, not such a
    // view: no top or bottom adjustment.
    let view = Self.scrollView(contentSize: CGSize(width: 320, height: 100))
    #expect(view.contentInsetAdjustmentBehavior == .automatic)
    #expect(!view.modelIsNavigationContentView)
    view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    view.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 47, bottom: 34, right: 47)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    // Always bouncing vertically: the vertical axis scrolls.
    view.alwaysBounceVertical = true
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 101, left: 0, bottom: 34, right: 0))
    view.alwaysBounceVertical = false
    // A navigation controller's content view: top and bottom always.
    view.modelIsNavigationContentView = true
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 101, left: 0, bottom: 34, right: 0))
    view.contentSize = CGSize(width: 900, height: 100)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 101, left: 47, bottom: 34, right: 47))
    view.contentSize = CGSize(width: 100, height: 100)
    view.alwaysBounceHorizontal = true
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 101, left: 47, bottom: 34, right: 47))
  }

  @Test func theChangeIsReportedOnceForEachChangeThatReadsDifferently() {
    let view = Self.scrollView(contentSize: CGSize(width: 320, height: 100))
    let delegate = InsetDelegate()
    view.delegate = delegate
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    view.modelSafeAreaInsets = Self.bars
    // Not scrollable: the safe area adds nothing, nothing to report.
    #expect(view.adjustedChanges == 0)
    view.contentSize = CGSize(width: 320, height: 2_000)
    #expect(view.adjustedChanges == 1)
    // The same size again, and a width that scrolls nothing more: nothing.
    view.contentSize = CGSize(width: 320, height: 2_000)
    view.contentSize = CGSize(width: 300, height: 2_000)
    #expect(view.adjustedChanges == 1)
    view.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    #expect(view.adjustedChanges == 2)
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.adjustedChanges == 3)
    view.modelSafeAreaInsets = Self.landscape
    #expect(view.adjustedChanges == 3, "never: a new safe area changes nothing")
    #expect(view.safeAreaChanges == 2)
    view.contentInsetAdjustmentBehavior = .always
    #expect(view.adjustedChanges == 4)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 1, left: 47, bottom: 21, right: 47))
    #expect(delegate.changes == 4)
  }

  @Test func badInsetsReadAsZero() {
    let view = Self.scrollView(contentSize: CGSize(width: 2_000, height: 2_000))
    view.contentInsetAdjustmentBehavior = .always
    view.modelSafeAreaInsets = UIEdgeInsets(
      top: .nan, left: .infinity, bottom: -34, right: -.infinity)
    #expect(view.safeAreaInsets == .zero)
    #expect(view.safeAreaChanges == 0, "reads as the zero it was")
    view.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: .nan, bottom: 34, right: 0)
    view.contentInset = UIEdgeInsets(top: .infinity, left: -5, bottom: .nan, right: 3)
    // A negative content inset is UIKit's to allow; NaN and infinity are
    // not added.
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 91, left: -5, bottom: 34, right: 3))
  }
}
