// UIRefreshControl: pull to refresh on a scroll view, and the model's pull.

/// A standard control that can initiate the refreshing of a scroll
/// view's contents.
///
/// https://developer.apple.com/documentation/uikit/uirefreshcontrol:
/// "When the user drags the top of the scrollable content area downward,
/// the scroll view reveals the refresh control, begins animating its
/// progress indicator, and notifies your app. You use that notification
/// to update your content and dismiss the refresh control."
/// (`UITableViewController.refreshControl`: "When the user initiates a
/// refresh operation, the control generates a valueChanged event.")
///
/// The model's pull is `UICollectionView.modelPullToRefresh()`. Not on
/// tvOS, as in UIKit.
@available(tvOS, unavailable)
@MainActor
open class UIRefreshControl: UIControl {
  /// A Boolean value indicating whether a refresh operation has been
  /// triggered and is in progress.
  ///
  /// False for a new control; true from a pull or ``beginRefreshing()``
  /// until ``endRefreshing()``.
  open private(set) var isRefreshing = false

  /// Model only: how many times a refresh began (a pull, or
  /// ``beginRefreshing()`` while not refreshing).
  public private(set) var modelBeginCount = 0

  /// Model only: how many times a refresh ended (``endRefreshing()``
  /// while refreshing).
  public private(set) var modelEndCount = 0

  /// Tells the control that a refresh operation was started
  /// programmatically.
  ///
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing():
  /// "This method updates the state of the refresh control to reflect the
  /// in-progress refresh operation." It sends no action (a pull does).
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    modelBeginCount += 1
  }

  /// Tells the control that a refresh operation has ended.
  ///
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing():
  /// "Call this method at the end of any refresh operation (whether it
  /// was initiated programmatically or by the user) to return the refresh
  /// control to its default state."
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    modelEndCount += 1
  }
}

@available(tvOS, unavailable)
extension UIScrollView {
  /// The refresh control associated with the scroll view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  /// (iOS 10, not tvOS). Nil by default. The model draws nothing: the
  /// control is kept, and a pull (`UICollectionView.modelPullToRefresh()`)
  /// reaches it.
  public var refreshControl: UIRefreshControl? {
    get { _refreshControl as? UIRefreshControl }
    set { _refreshControl = newValue }
  }
}

@available(tvOS, unavailable)
extension UICollectionView {
  /// Model only: the user drags the top of the content downward past its
  /// top and lifts the finger, as a user pulls to refresh.
  ///
  /// A drag (``modelBeginDragging()``) that scrolls the content to its
  /// top (an offset of `-adjustedContentInset.top` along y; a user pulls
  /// from the top) and past it; there, when the scroll view has a
  /// ``refreshControl`` that ``UIControl/isEnabled`` and is not
  /// refreshing, the control begins refreshing (``UIRefreshControl/isRefreshing``
  /// turns true) and sends its `.valueChanged` actions, while the finger
  /// is still down; then the finger lifts with no velocity
  /// (``modelEndDragging(withVelocity:)``). Content no taller than the
  /// bounds cannot be dragged vertically unless `alwaysBounceVertical`: there
  /// the pull does nothing and returns false. The model has no bouncing:
  /// the content stays at its top, where UIKit would hold it below the
  /// spinning control until the refresh ends.
  ///
  /// UIKit: "When the user drags the top of the scrollable content area
  /// downward, the scroll view reveals the refresh control, begins
  /// animating its progress indicator, and notifies your app"
  /// (`UIRefreshControl`); "a disabled control ignores touch events"
  /// (`UIControl.isEnabled`). A control already refreshing is already
  /// shown, and a further pull notifies nothing.
  ///
  /// - Returns: Whether the pull began a refresh.
  @discardableResult
  public func modelPullToRefresh() -> Bool {
    // UIScrollView.h, alwaysBounceVertical: "default NO. if YES and
    // bounces is YES, even if content is smaller than bounds, allow drag
    // vertically". Whether a refresh control turns it on is not
    // documented: the stricter reading, it does not.
    guard _scrollsVertically else { return false }
    modelBeginDragging()
    contentOffset = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
    var began = false
    if let control = refreshControl, control.isEnabled, !control.isRefreshing {
      control.beginRefreshing()
      control.sendActions(for: .valueChanged)
      began = true
    }
    modelEndDragging(withVelocity: .zero)
    return began
  }
}
