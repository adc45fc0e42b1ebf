// UIScrollView: the content offset, size and insets a collection view
// scrolls with, and the scroll view delegate's protocol.

/// A view that allows the scrolling and zooming of its contained views.
///
/// The model keeps the content offset as the origin of the bounds, as
/// UIKit does ("contentOffset": "The point at which the origin of the
/// content view is offset from the origin of the scroll view"; setting the
/// offset sets `bounds.origin`). There is no deceleration, bouncing or
/// clamping: an offset set is the offset kept.
///
/// UIKit's `UIScrollView.delegate` is not declared: Swift cannot narrow its
/// type in a subclass as the Objective-C import does, and the collection
/// view declares its own.
@MainActor
open class UIScrollView: UIView {
  /// The point at which the origin of the content view is offset from the
  /// origin of the scroll view: `bounds.origin`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  /// The size of the content view.
  open var contentSize: CGSize = .zero

  /// The custom distance that the content view is inset from the safe area
  /// or scroll view edges.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { adjustedContentInsetDidChange() }
  }

  /// The insets derived from the content insets and the safe area; the
  /// model has no safe area, so these are ``contentInset``.
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Called when the adjusted content insets change.
  open func adjustedContentInsetDidChange() {}

  /// How the safe area insets are added to the adjusted content inset
  /// (kept; the model has no safe area).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// The rate at which the content slows after the finger lifts: per
  /// millisecond, the velocity is multiplied by it.
  open var decelerationRate: DecelerationRate = .normal

  /// Whether paging is enabled.
  open var isPagingEnabled = false

  /// Whether scrolling is enabled.
  open var isScrollEnabled = true

  /// Whether the user has begun scrolling the content: from the model's
  /// `modelBeginDragging()` until the finger lifts, before
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  open internal(set) var isDragging = false

  /// Whether the user has touched the content to initiate scrolling: from
  /// `modelBeginDragging()` until `scrollViewDidEndDragging(_:willDecelerate:)`
  /// has returned.
  open internal(set) var isTracking = false

  /// Whether the content is moving after the user lifted the finger: from
  /// the lift of a drag that decelerates until
  /// `scrollViewDidEndDecelerating(_:)`.
  open internal(set) var isDecelerating = false

  /// A Boolean value that controls whether the horizontal scroll indicator
  /// is visible (kept; the model draws nothing).
  open var showsHorizontalScrollIndicator = true

  /// A Boolean value that controls whether the vertical scroll indicator
  /// is visible (kept; the model draws nothing).
  open var showsVerticalScrollIndicator = true

  /// The storage of `refreshControl` (UIRefreshControl.swift), typed as
  /// a view so that it exists on tvOS, where the control does not.
  var _refreshControl: UIView?

  /// Sets the content offset, and ends an animated scroll that moved with
  /// the delegate's `scrollViewDidEndScrollingAnimation(_:)`.
  ///
  /// The model moves in one step. Apple's page
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:))
  /// says "true to animate the transition at a constant velocity to the
  /// new offset"; `scrollViewDidEndScrollingAnimation(_:)`'s says the
  /// scroll view calls it "at the end of its implementations of the
  /// setContentOffset(_:animated:) and scrollRectToVisible(_:animated:)
  /// methods, but only if animations are requested". An offset equal to
  /// the current one makes no animation, and UIKit then ends none: the
  /// model calls the delegate only when the offset moved (the stricter
  /// reading, as UIKit behaves: a bridge that waits for the callback after
  /// asking for no movement waits for ever), and not inside
  /// `UIView.performWithoutAnimation(_:)`, which animates nothing.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether to animate; the model moves at once either way.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let moved = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated && moved && UIView.areAnimationsEnabled {
      _scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// The delegate the scroll view reports to: the collection view's (the
  /// model declares no `UIScrollView.delegate`, see the type's comment).
  var _scrollViewDelegate: (any UIScrollViewDelegate)? { nil }
}

extension UIScrollView {
  /// Constants that indicate how safe area insets are added to the
  /// adjusted content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `.scrollableAxes`, with exceptions UIKit documents.
    case automatic = 0
    /// Adjusts the insets in the scrollable directions only.
    case scrollableAxes = 1
    /// Never adjusts the insets.
    case never = 2
    /// Always includes the safe area insets.
    case always = 3
  }

  /// A floating-point value that determines the rate of deceleration after
  /// the user lifts their finger.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor per millisecond.
    public let rawValue: CGFloat

    /// Creates a rate from its factor per millisecond.
    ///
    /// - Parameter rawValue: The factor.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The default deceleration rate for a scroll view: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// A fast deceleration rate for a scroll view: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// The methods a scroll view's delegate may implement; all have defaults.
///
/// UIKit's methods are `@objc optional`, which Swift on Linux lacks: here
/// they are requirements with empty defaults in an extension. A drag's
/// order, as the model calls it (`modelBeginDragging()`,
/// `modelEndDragging(withVelocity:)`): `scrollViewWillBeginDragging(_:)`
/// at the touch; at the lift `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// then `scrollViewDidEndDragging(_:willDecelerate:)`; then, only when
/// the content decelerates, `scrollViewDidEndDecelerating(_:)` where it
/// stops. An animated `setContentOffset(_:animated:)` that moves ends with
/// `scrollViewDidEndScrollingAnimation(_:)`.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate when the user scrolls the content view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Tells the delegate when the scroll view is about to start scrolling
  /// the content.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:):
  /// "The delegate might not receive this message until dragging has
  /// occurred over a small distance." The model calls it in
  /// `modelBeginDragging()`.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// Tells the delegate when the user finishes scrolling the content, with
  /// the offset at which the scrolling will stop, which it may change.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Tells the delegate when dragging ended in the scroll view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:):
  /// "The scroll view sends this message when the user's finger touches
  /// up after dragging content"; `decelerate` is "true if the scrolling
  /// movement will continue, but decelerate, after a touch-up gesture
  /// during a dragging operation. If the value is false, scrolling stops
  /// immediately upon touch-up." The model: the lift's target offset
  /// differs from the offset at the lift.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Tells the delegate that the scroll view ended decelerating the
  /// scrolling movement.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:):
  /// "The scroll view calls this method when the scrolling movement comes
  /// to a halt." The model calls it only after a drag that decelerated,
  /// once the content rests at the target offset.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// Tells the delegate when a scrolling animation in the scroll view
  /// concludes.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:):
  /// "The scroll view calls this method at the end of its implementations
  /// of the setContentOffset(_:animated:) and
  /// scrollRectToVisible(_:animated:) methods, but only if animations are
  /// requested." The model: an animated `setContentOffset(_:animated:)`
  /// that moved the content.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
