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

  /// Whether the user has touched the content to initiate scrolling (the
  /// model's `modelEndDragging` sets it while it runs).
  open internal(set) var isDragging = false

  /// Whether the user has touched the content (the model: as ``isDragging``).
  open var isTracking: Bool { isDragging }

  /// Whether the content is moving after the user lifted the finger.
  open internal(set) var isDecelerating = false

  /// Sets the content offset; the model does not animate.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Ignored by the model.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
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
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate when the user scrolls the content view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Tells the delegate when the user finishes scrolling the content, with
  /// the offset at which the scrolling will stop, which it may change.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
}
