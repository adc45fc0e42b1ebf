// UIResponder and UIView: the geometry a collection view inherits.

/// An abstract interface for responding to and handling events.
///
/// In the model the class exists for UIView's place in the hierarchy, and
/// carries the accessibility members UIKit declares on `NSObject` (the
/// informal protocols `UIAccessibility`, `UIAccessibilityContainer` and
/// `UIAccessibilityAction`), here in the class body so that a subclass can
/// override them as it does in UIKit (Swift on Linux cannot override a
/// member declared in an extension). `UIAccessibilityElement` and
/// `UIView` both inherit them, as in UIKit. See UIAccessibility.swift.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// A Boolean value that indicates whether the element is an
  /// accessibility element that an assistive app can access: "The default
  /// value for this property is false unless the receiver is a standard
  /// UIKit control" (`isAccessibilityElement`).
  open var isAccessibilityElement = false

  /// "A Boolean value indicating whether the accessibility elements
  /// contained within this accessibility element are hidden"
  /// (`accessibilityElementsHidden`); false by default. The model takes
  /// the stricter reading of "contained within": what the receiver
  /// contains (its elements, its subviews, a cell's content) is hidden,
  /// and the receiver itself is still read when it is an element.
  open var accessibilityElementsHidden = false

  /// A localized string that identifies the accessibility element
  /// (`accessibilityLabel`); `nil` by default.
  open var accessibilityLabel: String?

  /// The value of the accessibility element (`accessibilityValue`): "Use
  /// this property ... when an accessibility element represents a value
  /// ... for example, a slider"; `nil` by default.
  open var accessibilityValue: String?

  /// The combination of accessibility traits that best characterize the
  /// accessibility element (`accessibilityTraits`); `.none` by default.
  open var accessibilityTraits: UIAccessibilityTraits = .none

  /// The array of the accessibility elements in the container
  /// (`accessibilityElements`, of `UIAccessibilityContainer`), in the
  /// order an assistive app visits them; `nil` by default, where a view
  /// exposes its own content.
  open var accessibilityElements: [Any]?

  /// The number of accessibility elements in the container
  /// (`accessibilityElementCount()`, of the `UIAccessibilityContainer`
  /// informal protocol): by default, the count of ``accessibilityElements``
  /// (0 when nil). A `UICollectionView` answers with its visible cells
  /// instead, whatever its `accessibilityElements` say (below).
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

  /// The accessibility element at an index (`accessibilityElement(at:)`):
  /// by default, that entry of ``accessibilityElements``; nil out of range.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }

  /// The index of an accessibility element (`index(ofAccessibilityElement:)`):
  /// by default, its place in ``accessibilityElements``; `NSNotFound` when
  /// it is not there.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) }
      ?? NSNotFound
  }

  /// Tells the accessibility element to increment the value of its
  /// content (`accessibilityIncrement()`): "If your element has the
  /// adjustable trait, you must implement this method". Nothing by
  /// default.
  open func accessibilityIncrement() {}

  /// Tells the accessibility element to decrement the value of its
  /// content (`accessibilityDecrement()`). Nothing by default.
  open func accessibilityDecrement() {}

  /// Tells the element to activate itself and report the success or
  /// failure of the operation (`accessibilityActivate()`, VoiceOver's
  /// double tap): `false` by default, where UIKit "is responsible for
  /// activating the element" (the model does nothing then).
  ///
  /// - Returns: Whether the element activated itself.
  open func accessibilityActivate() -> Bool { false }

  /// Tells this object when a physical button is first pressed
  /// (`pressesBegan(_:with:)`): "The default implementation of this
  /// method forwards the message up the responder chain"; the model's
  /// responders have no chain, so it does nothing. The model delivers no
  /// press itself: a test calls it.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  /// Tells the object when a value associated with a press has changed
  /// (`pressesChanged(_:with:)`); nothing by default, as above.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  /// Tells the object when a button is released (`pressesEnded(_:with:)`):
  /// "Your responder will receive either pressesEnded:withEvent or
  /// pressesCancelled:withEvent: for each press it is handling (those
  /// presses it received in pressesBegan:withEvent:)" (UIResponder.h);
  /// nothing by default, as above.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  /// Tells this object when a system event (such as a low-memory warning)
  /// cancels a press event (`pressesCancelled(_:with:)`); nothing by
  /// default, as above.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

/// An object that manages the content for a rectangular area on the screen.
///
/// The model keeps a view's geometry (`frame`, `bounds`, `center`), its
/// layout direction and traits, and the subviews `addSubview(_:)` adds;
/// there is no drawing and no run loop. `frame` is derived from `center` and `bounds.size`, as UIKit
/// documents for a view whose transform is the identity ("frame": "this
/// rectangle ... is derived from the view's center and bounds").
@MainActor
open class UIView: UIResponder {
  private var _center: CGPoint
  private var _bounds: CGRect

  /// The view's background color: "The default value is nil, which
  /// results in a transparent background color" (`backgroundColor`).
  open var backgroundColor: UIColor?

  /// The traits the model gives this view (UIKit derives them from the
  /// window and trait overrides; the model has neither). Model only.
  public var modelTraitCollection = UITraitCollection()

  /// Whether the view is in a window. Model only: UIKit derives it from
  /// the view hierarchy, which the model has not. True by default, the
  /// view on screen that the scenarios drive; a test sets it false for a
  /// view before it is added to a window, or in a tab that is not shown. A
  /// scroll view outside a window rounds its content offset to whole
  /// points, one in a window to its display's pixels
  /// (``UIScrollView/contentOffset``).
  public var modelIsInWindow = true

  /// The focus system this view runs for itself and its subviews
  /// (``modelRunsAFocusSystem()``); nil where it runs none.
  var _modelFocusState: UIFocusSystem._State?

  /// The view's window: the model's one window while
  /// ``modelIsInWindow``, nil otherwise (`window`: "This property is nil
  /// if the view has not yet been added to a window").
  open var window: UIWindow? { modelIsInWindow ? UIWindow._model : nil }

  /// The safe-area insets the model gives this view, as a window, a
  /// navigation bar, a tab bar or the home indicator would give them
  /// (UIKit derives them from the view's place in its window; the model
  /// has no hierarchy). Model only: read ``safeAreaInsets``, which is
  /// this value sanitised. Zero by default, as for a view "not currently
  /// installed in a view hierarchy". Setting a value whose sanitised form
  /// differs calls ``safeAreaInsetsDidChange()``.
  public var modelSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      if oldValue._sanitizedAsSafeArea != modelSafeAreaInsets._sanitizedAsSafeArea {
        safeAreaInsetsDidChange()
      }
    }
  }

  /// The insets that you use to determine the safe area for this view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets:
  /// "The safe area of a view reflects the area not covered by navigation
  /// bars, tab bars, toolbars, and other ancestors that obscure a view
  /// controller's view ... If the view is not currently installed in a
  /// view hierarchy, or is not yet visible onscreen, the edge insets in
  /// this property are `0`." The model's are ``modelSafeAreaInsets``,
  /// each NaN, infinite or negative inset read as 0 (a safe area is never
  /// negative).
  open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets._sanitizedAsSafeArea }

  /// Called when the safe area of the view changes.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange():
  /// "Called when the safe area of the view changes." The model: when
  /// ``modelSafeAreaInsets`` is set to insets that read differently.
  open func safeAreaInsetsDidChange() {}

  /// Creates a view with the specified frame rectangle.
  ///
  /// - Parameter frame: The frame, in the superview's coordinates.
  public init(frame: CGRect) {
    _center = CGPoint(x: frame.midX, y: frame.midY)
    _bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view from an archive; the model has none, and returns nil.
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// The frame rectangle: the view's location and size in its superview's
  /// coordinate system.
  ///
  /// Setting it sets ``center`` and the size of ``bounds``.
  open var frame: CGRect {
    get {
      CGRect(
        x: _center.x - _bounds.width / 2, y: _center.y - _bounds.height / 2,
        width: _bounds.width, height: _bounds.height)
    }
    set {
      _center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds = CGRect(origin: _bounds.origin, size: newValue.size)
    }
  }

  /// The bounds rectangle: the view's location and size in its own
  /// coordinate system.
  open var bounds: CGRect {
    get { _bounds }
    set {
      let oldValue = _bounds
      guard newValue != oldValue else { return }
      _boundsWillChange(from: oldValue, to: newValue)
      _bounds = newValue
      // A new size calls for a layout of the view's subviews.
      if newValue.size != oldValue.size { _viewNeedsLayout = true }
      _boundsDidChange(from: oldValue)
    }
  }

  /// The center of the frame rectangle, in the superview's coordinates.
  open var center: CGPoint {
    get { _center }
    set { _center = newValue }
  }

  /// A semantic description of the view's contents, used to decide
  /// whether it flips in a right-to-left layout.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// The traits of the view's environment.
  open var traitCollection: UITraitCollection { modelTraitCollection }

  /// The user interface layout direction appropriate for arranging the
  /// immediate content of this view.
  ///
  /// From the semantic content attribute when it forces a direction, else
  /// from the trait collection's layout direction (left to right when not
  /// specified), as UIKit documents: "The value of this property takes
  /// into account the semantic content attribute of the view".
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The layout direction for a semantic content attribute.
  ///
  /// - Parameter attribute: The semantic content attribute.
  /// - Returns: The layout direction to use.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// Returns the optimal size of the view based on its constraints and
  /// the specified fitting priorities.
  ///
  /// A priority of `.required` along an axis keeps `targetSize`'s value
  /// there; a lower one lets the content choose its own ("Specify
  /// fittingSizeLevel to get a height that is as close as possible to the
  /// target size value", `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
  /// A plain view has no content that sizes itself in the model, and
  /// answers `targetSize`; a content view that hosts content with a size
  /// of its own overrides this.
  ///
  /// - Parameters:
  ///   - targetSize: The size the view should be as close as possible to.
  ///   - horizontalFittingPriority: The priority for the width.
  ///   - verticalFittingPriority: The priority for the height.
  /// - Returns: The size.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    targetSize
  }

  /// Returns the farthest descendant of the view in the hierarchy that
  /// contains the specified point: the frontmost subview's answer, else
  /// the view itself when the point is inside it (`point(inside:with:)`),
  /// nil otherwise or when it takes no touches (a collection view
  /// hit-tests its cells).
  ///
  /// - Parameters:
  ///   - point: A point in the view's bounds coordinates.
  ///   - event: The event, or nil.
  /// - Returns: The view hit, or nil.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
    // The subviews "from front to back": the last added first.
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }

  /// Whether user events are delivered to the view
  /// (`isUserInteractionEnabled`): true by default; "This method ignores
  /// view objects that ... have disabled user interactions"
  /// (`hitTest(_:with:)`).
  open var isUserInteractionEnabled = true

  /// Returns a Boolean value indicating whether the receiver contains the
  /// specified point: whether its bounds do.
  ///
  /// - Parameters:
  ///   - point: A point in the view's bounds coordinates.
  ///   - event: The event, or nil.
  /// - Returns: Whether the point is inside.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Converts a point from the receiver's coordinate system to that of
  /// the specified view. The model's hierarchy is shallow (the views
  /// `addSubview(_:)` added, and a collection view's cells, whose
  /// superview is the collection view itself: no orthogonal scroller
  /// between them): `view` is the receiver itself (the point unchanged)
  /// or taken as a subview of the receiver (a collection view's cell,
  /// whose frame is in the collection view's bounds coordinates),
  /// untransformed.
  ///
  /// - Parameters:
  ///   - point: A point in the receiver's bounds coordinates.
  ///   - view: The view to convert to (nil: the point unchanged).
  /// - Returns: The point in `view`'s bounds coordinates.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, view !== self else { return point }
    return CGPoint(
      x: point.x - view.frame.minX + view.bounds.minX,
      y: point.y - view.frame.minY + view.bounds.minY)
  }

  /// Invalidates the view's intrinsic content size.
  ///
  /// The model forwards it from a cell's content view to the cell, and
  /// from a cell to the collection view that shows it (see
  /// `UICollectionView.selfSizingInvalidation`); a view in neither place
  /// does nothing.
  open func invalidateIntrinsicContentSize() {
    (_owningView as? UICollectionReusableView)?.invalidateIntrinsicContentSize()
  }

  /// The view this one is the content view of (a cell's), or that shows
  /// it (a collection view, for its cells): the model's stand-in for the
  /// superview chain that `invalidateIntrinsicContentSize()` climbs.
  weak var _owningView: UIView?

  /// The receiver's superview: the view it was added to with
  /// ``addSubview(_:)``, a cell's (the collection view that shows it) or
  /// a cell's content view's (the cell); nil for any other view.
  open var superview: UIView? { _superview ?? _owningView }

  /// The view ``addSubview(_:)`` added this one to.
  weak var _superview: UIView?

  /// The receiver's immediate subviews, in the order they were added: in
  /// the model, only those ``addSubview(_:)`` added (a collection view's
  /// cells are its own, `visibleCells`).
  open private(set) var subviews: [UIView] = []

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:):
  /// "Adds a view to the end of the receiver's list of subviews ... Views
  /// can have only one superview. If view already has a superview and
  /// that view is not the receiver, this method removes the previous
  /// superview before making the receiver its new superview."
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view._superview = self
  }

  /// Unlinks the view from its superview (one ``addSubview(_:)`` made).
  open func removeFromSuperview() {
    guard let superview = _superview else { return }
    superview.subviews.removeAll { $0 === self }
    _superview = nil
  }

  /// Lays out the subviews immediately, if layout updates are pending:
  /// the receiver's ``layoutSubviews()`` when it needs layout (a new view,
  /// a new size, ``setNeedsLayout()``), then each subview's
  /// `layoutIfNeeded()`, as UIKit's layout pass goes down the hierarchy
  /// ("this method lays out the view subtree starting at the root").
  open func layoutIfNeeded() {
    if _viewNeedsLayout {
      _viewNeedsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Whether a plain view's ``layoutSubviews()`` is due.
  var _viewNeedsLayout = true

  /// Invalidates the current layout and triggers an update during the
  /// next update cycle: the next ``layoutIfNeeded()`` lays the view out.
  open func setNeedsLayout() { _viewNeedsLayout = true }

  /// Lays out subviews. The model's collection view does its layout pass
  /// here.
  open func layoutSubviews() {}

  /// Called before the bounds change, with the old bounds still in place.
  func _boundsWillChange(from oldBounds: CGRect, to newBounds: CGRect) {}

  /// Called after the bounds changed.
  func _boundsDidChange(from oldBounds: CGRect) {}
}

/// An object that describes a single user interaction with your app
/// (declared for `hitTest(_:with:)`; the model makes none).
@MainActor
open class UIEvent: NSObject {}
