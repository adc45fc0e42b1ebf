// The focus engine as a collection view's delegate sees it: an item
// focused in the window, and the delegate told of each move. The model
// moves the focus only when a test says where (modelMoveFocus(toItemAt:scroll:));
// it does not search for the next item by direction, which is UIKit's.

/// A set of methods that define the focus behavior for a branch of the
/// view hierarchy.
@MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {}

/// An object that can become focused.
@MainActor
public protocol UIFocusItem: UIFocusEnvironment {}

extension UIView: UIFocusItem {}

/// An object that provides information relevant to a specific focus
/// update from one view to another.
@MainActor
open class UIFocusUpdateContext: NSObject {}

/// Information relevant to a focus update in a collection view.
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  /// The index path of the item that was focused; nil when it was not an
  /// item of the collection view (`previouslyFocusedIndexPath`).
  open var previouslyFocusedIndexPath: IndexPath? { _previous }

  /// The index path of the item to focus; nil when it is not an item of
  /// the collection view (`nextFocusedIndexPath`).
  open var nextFocusedIndexPath: IndexPath? { _next }

  private let _previous: IndexPath?
  private let _next: IndexPath?

  init(previous: IndexPath?, next: IndexPath?) {
    _previous = previous
    _next = next
    super.init()
  }
}

/// A coordinator of focus-related animations.
///
/// The model runs no animation: animations run at once, and completions
/// when the focus update is over (after UIKit's own scroll, under every
/// reading of ``UICollectionView/modelMoveFocus(toItemAt:scroll:)``).
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
  var _completions: [() -> Void] = []

  /// "Runs the specified set of animations together with the system
  /// animations for a focus update" (`addCoordinatedAnimations(_:completion:)`);
  /// the completion when they are over.
  open func addCoordinatedAnimations(
    _ animations: (() -> Void)?, completion: (() -> Void)? = nil
  ) {
    animations?()
    if let completion { _completions.append(completion) }
  }
}

/// Queries and reevaluates the currently focused item.
///
/// The model runs a focus system only where a test says the device has
/// one (``UIView/modelRunsAFocusSystem()``): UIKit runs one on iPad with
/// a keyboard (iOS 15, "Navigating an app's user interface using a
/// keyboard") and on tvOS, none on iPhone. State is per view tree, not
/// shared between tests.
@MainActor
open class UIFocusSystem: NSObject {
  /// What every system object for one view tree reads.
  final class _State {
    weak var focusedItem: (any UIFocusItem)?
  }

  let _state: _State

  init(_state: _State) {
    self._state = _state
    super.init()
  }

  /// "Retrieves a focus system object that contains the state information
  /// for the specified object": the one of the nearest view, from the
  /// environment up its superviews, that runs a focus system; nil when
  /// none does.
  @available(
    iOS, introduced: 12.0, deprecated: 15.0, message: "Use UIFocusSystem.focusSystem(for:) instead."
  )
  @available(
    tvOS, introduced: 12.0, deprecated: 15.0,
    message: "Use UIFocusSystem.focusSystem(for:) instead."
  )
  public convenience init?(for environment: any UIFocusEnvironment) {
    guard let state = Self._state(for: environment) else { return nil }
    self.init(_state: state)
  }

  /// The focus system the environment is in, as ``init(for:)`` finds it
  /// (`focusSystem(for:)`, its name from iOS 15).
  @available(iOS 15.0, tvOS 15.0, *)
  open class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
    _state(for: environment).map { UIFocusSystem(_state: $0) }
  }

  /// The state of the nearest view, from the environment up its
  /// superviews, that runs a focus system.
  static func _state(for environment: any UIFocusEnvironment) -> _State? {
    var view = environment as? UIView
    while let current = view {
      if let state = current._modelFocusState { return state }
      view = current.superview
    }
    return nil
  }

  /// The item focused; nil when none is (`focusedItem`).
  open var focusedItem: (any UIFocusItem)? { _state.focusedItem }
}

extension UIView {
  /// Whether the view is the focused item of its focus system
  /// (`isFocused`).
  public var isFocused: Bool {
    UIFocusSystem._state(for: self)?.focusedItem === self
  }

  /// Makes this view, and every view in it, part of a focus system with
  /// no item focused, as a window on iPad with a keyboard or on tvOS is.
  /// Model only.
  public func modelRunsAFocusSystem() {
    _modelFocusState = UIFocusSystem._State()
  }
}
