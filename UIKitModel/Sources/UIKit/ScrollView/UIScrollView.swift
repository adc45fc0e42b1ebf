// UIScrollView: the content offset, size and insets a collection view
// scrolls with, and the scroll view delegate's protocol.

/// A view that allows the scrolling and zooming of its contained views.
///
/// The model keeps the content offset as the origin of the bounds, as
/// UIKit does ("contentOffset": "The point at which the origin of the
/// content view is offset from the origin of the scroll view"; setting the
/// offset sets `bounds.origin`), rounded to the display's pixel grid
/// whenever it is set (``contentOffset``). It adds the safe area to the
/// content insets by ``contentInsetAdjustmentBehavior``
/// (``adjustedContentInset``). It clamps only where a user's gesture ends
/// (`UICollectionView.modelEndDragging(withVelocity:)`): an offset a
/// program sets is the offset kept, rounded. There is no deceleration
/// animation and no bouncing: a drag that ends comes to rest at once.
///
/// UIKit's `UIScrollView.delegate` is not declared: Swift cannot narrow its
/// type in a subclass as the Objective-C import does, and the collection
/// view declares its own.
@MainActor
open class UIScrollView: UIView {
  /// The point at which the origin of the content view is offset from the
  /// origin of the scroll view: `bounds.origin`.
  ///
  /// Setting it rounds each coordinate to the nearest pixel of the view's
  /// display, a multiple of `1 / traitCollection.displayScale` (halves
  /// away from zero), or, outside a window (`window` nil), to whole points
  /// (openradar 32547794): UIKit's observed behaviour, not documented (the
  /// page says only "The point at which the origin of the content view is
  /// offset from the origin of the scroll view"), and the reading that
  /// exposes a host comparing the offset it asked for with the one the
  /// scroll view holds. A display scale that is unknown (0, as in a trait
  /// collection that specifies none), NaN, infinite or negative rounds
  /// nothing, and a coordinate that is not finite is kept as set. Setting
  /// `bounds` directly does not round. No clamping: "a program may set
  /// any offset", as UIKit lets it (a pull to refresh rests below the
  /// top).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: _pixelAligned(newValue), size: bounds.size) }
  }

  /// The size of the content view. Setting it may change
  /// ``adjustedContentInset`` (an axis that starts or stops scrolling).
  open var contentSize: CGSize = .zero {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The custom distance that the content view is inset from the safe area
  /// or scroll view edges.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The insets derived from the content insets and the safe area of the
  /// scroll view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset:
  /// "The contentInsetAdjustmentBehavior property determines whether the
  /// safe area insets are included in the adjustment. The safe area
  /// insets are then added to the values in the contentInset property to
  /// obtain the final value of this property." Per edge, ``contentInset``
  /// plus ``UIView/safeAreaInsets`` where ``contentInsetAdjustmentBehavior``
  /// includes that edge (see ``ContentInsetAdjustmentBehavior``). A NaN or
  /// infinite content inset reads as 0.
  open var adjustedContentInset: UIEdgeInsets { _computedAdjustedContentInset }

  /// Notifies the scroll view when the adjusted content insets of the
  /// scroll view change.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange():
  /// "Notifies the scroll view when the adjusted content insets of the
  /// scroll view change." The model calls it, then the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)`, whenever
  /// ``adjustedContentInset`` reads differently after a change to the
  /// content inset, the safe area, the behaviour, the content size, the
  /// bounds' size or `alwaysBounce*`, and only then.
  open func adjustedContentInsetDidChange() {}

  /// How the safe area insets are added to the adjusted content inset:
  /// `.automatic` by default ("The default value of this property is
  /// UIScrollView.ContentInsetAdjustmentBehavior.automatic").
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// Whether bouncing always occurs when vertical scrolling reaches the
  /// end of the content: with `.scrollableAxes`, it makes the vertical
  /// axis scrollable, so its edges take the safe area. `false` by default.
  open var alwaysBounceVertical = false {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// Whether bouncing always occurs when horizontal scrolling reaches the
  /// end of the content view: with `.scrollableAxes` and `.automatic`, it
  /// makes the horizontal axis scrollable, so its edges take the safe
  /// area. `false` by default.
  open var alwaysBounceHorizontal = false {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The adjusted content inset last reported by
  /// ``adjustedContentInsetDidChange()``.
  private var _reportedAdjustedContentInset: UIEdgeInsets = .zero

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

  /// Model only: whether the scroll view is the view of a view controller
  /// (with `automaticallyAdjustsScrollViewInsets`) inside a navigation
  /// controller, where `.automatic` adjusts the top and bottom insets
  /// whether or not the content scrolls; false by default (a view of its
  /// own, as a SwiftUI view's collection view is).
  open var modelIsNavigationContentView = false {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The storage of `refreshControl` (UIRefreshControl.swift), typed as
  /// a view so that it exists on tvOS, where the control does not.
  var _refreshControl: UIView?

  /// An animated scroll on its way, with ``modelScrollAnimationFrames``.
  struct _ScrollAnimation {
    var from: CGPoint
    var to: CGPoint
    var frame: Int
    let frames: Int
  }

  var _scrollAnimation: _ScrollAnimation?

  /// Sets the content offset (rounded to the pixel grid, as
  /// ``contentOffset`` is), and ends an animated scroll that moved with
  /// the delegate's `scrollViewDidEndScrollingAnimation(_:)`.
  ///
  /// The model moves in one step, unless ``modelScrollAnimationFrames``
  /// asks for frames (below). Apple's page
  /// (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:))
  /// says "true to animate the transition at a constant velocity to the
  /// new offset"; `scrollViewDidEndScrollingAnimation(_:)`'s says the
  /// scroll view calls it "at the end of its implementations of the
  /// setContentOffset(_:animated:) and scrollRectToVisible(_:animated:)
  /// methods, but only if animations are requested". An offset equal to
  /// the current one makes no animation, and UIKit then ends none: the
  /// model calls the delegate only when the offset moved (the stricter
  /// reading, as UIKit behaves: a bridge that waits for the callback after
  /// asking for no movement waits for ever; an offset within half a pixel
  /// of the current one rounds to it and does not move either), and not
  /// inside
  /// `UIView.performWithoutAnimation(_:)`, which animates nothing.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether to animate; the model moves at once either way,
  ///     unless ``modelScrollAnimationFrames`` asks for frames.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    // Moved as the scroll view will hold it: rounded to the pixel grid.
    let moved = _pixelAligned(contentOffset) != self.contentOffset
    // A new offset ends an animation in flight.
    _scrollAnimation = nil
    if animated && moved && UIView.areAnimationsEnabled && modelScrollAnimationFrames > 0 {
      _scrollAnimation = _ScrollAnimation(
        from: self.contentOffset, to: contentOffset, frame: 0, frames: modelScrollAnimationFrames)
      return
    }
    self.contentOffset = contentOffset
    if animated && moved && UIView.areAnimationsEnabled {
      _scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  // MARK: An animated scroll, frame by frame

  /// How many frames an animated `setContentOffset(_:animated:)` takes:
  /// 0 (the default) moves in one step; more, and the scroll view moves
  /// only as a test calls ``modelAdvanceScrollAnimation()``, a frame at a
  /// time at a constant velocity, each frame a layout pass, so that cells
  /// measure themselves on the way, and the last frame ends it with
  /// `scrollViewDidEndScrollingAnimation(_:)`. Model only.
  public var modelScrollAnimationFrames = 0

  /// Where an offset adjustment made during an animated scroll (a
  /// collection view's invalidation context's `contentOffsetAdjustment`)
  /// leaves the animation, which Apple does not document. Model only.
  public enum ModelAdjustmentInAnimation: Sendable, CaseIterable {
    /// The animation still ends where it was asked to: the next frame
    /// sets the offset on its own path, over the adjustment.
    case overwritten
    /// The adjustment moves the rest of the animation, and its end.
    case carried
  }

  /// The reading of an offset adjustment during an animated scroll that
  /// this scroll view follows; `.overwritten` by default. A product must
  /// work under either. Model only.
  public var modelAdjustmentInAnimation = ModelAdjustmentInAnimation.overwritten

  /// Whether an animated scroll is on its way (frames remain). Model only.
  public var modelIsAnimatingScroll: Bool { _scrollAnimation != nil }

  /// Moves an animated scroll one frame on: the offset a constant velocity
  /// reaches, then a layout pass; on the last frame, at the animation's
  /// end, the delegate's `scrollViewDidEndScrollingAnimation(_:)`. Model
  /// only.
  ///
  /// - Returns: Whether frames remain.
  @discardableResult
  public func modelAdvanceScrollAnimation() -> Bool {
    guard var animation = _scrollAnimation else { return false }
    animation.frame += 1
    let progress = CGFloat(animation.frame) / CGFloat(animation.frames)
    let last = animation.frame >= animation.frames
    _scrollAnimation = last ? nil : animation
    contentOffset = CGPoint(
      x: animation.from.x + (animation.to.x - animation.from.x) * progress,
      y: animation.from.y + (animation.to.y - animation.from.y) * progress)
    layoutIfNeeded()
    if last { _scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self) }
    return !last
  }

  /// The content moved the offset by `adjustment` (an invalidation's
  /// adjustment): under `.carried`, the animation in flight moves with it.
  func _offsetAdjustedDuringAnimation(by adjustment: CGPoint) {
    guard modelAdjustmentInAnimation == .carried, var animation = _scrollAnimation else { return }
    animation.from.x += adjustment.x
    animation.from.y += adjustment.y
    animation.to.x += adjustment.x
    animation.to.y += adjustment.y
    _scrollAnimation = animation
  }

  /// The delegate the scroll view reports to: the collection view's (the
  /// model declares no `UIScrollView.delegate`, see the type's comment).
  var _scrollViewDelegate: (any UIScrollViewDelegate)? { nil }

  /// The safe area changed: so may the adjusted content inset.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    _adjustedContentInsetMayHaveChanged()
  }

  /// The bounds changed: a new size may make an axis scroll or stop.
  override func _boundsDidChange(from oldBounds: CGRect) {
    super._boundsDidChange(from: oldBounds)
    if bounds.size != oldBounds.size { _adjustedContentInsetMayHaveChanged() }
  }

  /// Calls ``adjustedContentInsetDidChange()`` and the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)` when the adjusted
  /// content inset reads differently from the one last reported.
  func _adjustedContentInsetMayHaveChanged() {
    let adjusted = adjustedContentInset
    guard adjusted != _reportedAdjustedContentInset else { return }
    _reportedAdjustedContentInset = adjusted
    adjustedContentInsetDidChange()
    _scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }
}

extension UIScrollView {
  /// ``contentInset`` plus the safe area on the edges the behaviour
  /// includes.
  var _computedAdjustedContentInset: UIEdgeInsets {
    let inset = contentInset._sanitized
    let safeArea = safeAreaInsets
    let (vertical, horizontal): (Bool, Bool)
    switch contentInsetAdjustmentBehavior {
    case .never:
      (vertical, horizontal) = (false, false)
    case .always:
      (vertical, horizontal) = (true, true)
    case .scrollableAxes:
      (vertical, horizontal) = (_scrollsVertically, _scrollsHorizontally)
    case .automatic:
      // UIScrollView.h: "Similar to .scrollableAxes, but for backward
      // compatibility will also adjust the top & bottom contentInset when
      // the scroll view is owned by a view controller with
      // automaticallyAdjustsScrollViewInsets = YES inside a navigation
      // controller, regardless of whether the scroll view is scrollable".
      // The model has no view controllers: a test says when the scroll
      // view is such a one (modelIsNavigationContentView).
      (vertical, horizontal) = (
        _scrollsVertically || modelIsNavigationContentView, _scrollsHorizontally
      )
    }
    return UIEdgeInsets(
      top: inset.top + (vertical ? safeArea.top : 0),
      left: inset.left + (horizontal ? safeArea.left : 0),
      bottom: inset.bottom + (vertical ? safeArea.bottom : 0),
      right: inset.right + (horizontal ? safeArea.right : 0))
  }

  /// Whether the vertical axis scrolls, as `.scrollableAxes` reads it:
  /// "when the vertical content size is greater than the height of the
  /// scroll view itself", or `alwaysBounceVertical`.
  var _scrollsVertically: Bool { contentSize.height > bounds.height || alwaysBounceVertical }

  /// Whether the horizontal axis scrolls: the content is wider than the
  /// scroll view, or `alwaysBounceHorizontal`.
  var _scrollsHorizontally: Bool { contentSize.width > bounds.width || alwaysBounceHorizontal }

  /// The scale the offset is rounded with: in a window
  /// (``UIView/modelIsInWindow``), the trait collection's display scale
  /// when finite and positive, else nil (no rounding); outside a window, 1:
  /// a scroll view not in a window rounds its offset to whole points
  /// (openradar 32547794, observed: UIKit documents neither).
  var _pixelScale: CGFloat? {
    guard window != nil else { return 1 }
    let scale = traitCollection.displayScale
    return scale.isFinite && scale > 0 ? scale : nil
  }

  /// `offset` with each finite coordinate rounded to the nearest pixel,
  /// halves away from zero; unchanged without a display scale. A
  /// coordinate so large that it has no fractional part at that scale is
  /// kept.
  func _pixelAligned(_ offset: CGPoint) -> CGPoint {
    guard let scale = _pixelScale else { return offset }
    func align(_ value: CGFloat) -> CGFloat {
      let scaled = value * scale
      guard value.isFinite, abs(scaled) < 0x1p52 else { return value }
      return scaled.rounded(.toNearestOrAwayFromZero) / scale
    }
    return CGPoint(x: align(offset.x), y: align(offset.y))
  }

  /// `offset` moved into the range a user's gesture comes to rest in, on
  /// each axis: from minus the leading adjusted inset to the content's
  /// length plus the trailing adjusted inset minus the bounds' length (the
  /// leading end when the content is shorter). A coordinate that is not
  /// finite is kept (the caller records it).
  func _clampedToRestingRange(_ offset: CGPoint) -> CGPoint {
    let insets = adjustedContentInset
    /// `value` within `-lead ... max(-lead, content + trail - length)`.
    func clamp(_ value: CGFloat, lead: CGFloat, trail: CGFloat, content: CGFloat, length: CGFloat)
      -> CGFloat
    {
      guard value.isFinite else { return value }
      return min(max(value, -lead), max(-lead, content + trail - length))
    }
    return CGPoint(
      x: clamp(
        offset.x, lead: insets.left, trail: insets.right, content: contentSize.width,
        length: bounds.width),
      y: clamp(
        offset.y, lead: insets.top, trail: insets.bottom, content: contentSize.height,
        length: bounds.height))
  }
}

extension UIScrollView {
  /// Constants that indicate how safe area insets are added to the
  /// adjusted content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Automatically adjust the scroll view insets.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic:
    /// "Content is always adjusted vertically when the scroll view is the
    /// content view of a view controller that is currently displayed by a
    /// navigation or tab bar controller. If the scroll view is
    /// horizontally scrollable, the horizontal content offset is also
    /// adjusted when there are nonzero safe area insets." The model has no
    /// view controllers and takes the stricter reading: the top and bottom
    /// always take the safe area (as under a navigation bar, even when the
    /// content is shorter than the view), the left and right when the
    /// horizontal axis scrolls.
    case automatic = 0
    /// Adjust the insets only in the scrollable directions.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes:
    /// "The top and bottom insets include the safe area inset values when
    /// the vertical content size is greater than the height of the scroll
    /// view itself. The top and bottom insets are also adjusted when the
    /// alwaysBounceVertical property is true. Similarly, the left and
    /// right insets include the safe area insets when the horizontal
    /// content size is greater than the width of the scroll view." The
    /// model counts `alwaysBounceHorizontal` for the horizontal axis too.
    case scrollableAxes = 1
    /// Do not adjust the scroll view insets: the adjusted inset is the
    /// content inset.
    case never = 2
    /// Always include the safe area insets in the content adjustment, on
    /// every edge.
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

  /// Tells the delegate that the scroll view scrolled to the top of the
  /// content.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:):
  /// "The scroll view sends this message when it finishes scrolling to
  /// the top of the content." The model never scrolls to the top by
  /// itself (no status bar): declared for the delegates that answer it.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// Tells the delegate when the scroll view's inset values change.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:):
  /// "Tells the delegate when the scroll view's inset values change." The
  /// model calls it after `adjustedContentInsetDidChange()`.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

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

  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
