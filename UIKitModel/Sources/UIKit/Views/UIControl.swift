// UIControl and UIAction: the target-action mechanism a refresh control
// notifies its owner through, in its closure form (Swift on Linux has no
// selectors).

/// A menu element that performs its action in a closure.
///
/// The model declares the handler and nothing of the menu: no title,
/// image or state is kept.
@MainActor
open class UIMenuElement: NSObject {}

/// A type that defines the closure for an action handler.
///
/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure.
///
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// The closure the action performs.
  let _handler: UIActionHandler

  /// The title of the action.
  public let title: String

  /// Creates an action that performs `handler`.
  ///
  /// UIKit's initialiser
  /// (`init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`)
  /// takes the menu's parameters too, each with a default; the model
  /// declares the title and the handler, so a call that passes only those
  /// (`UIAction { _ in ... }`) compiles against both.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - handler: The closure the action performs.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
    _handler = handler
    super.init()
  }
}

/// The base class for controls, which are visual elements that convey a
/// specific action or intention in response to user interactions.
///
/// The model keeps the actions added for each event and calls them from
/// ``sendActions(for:)``; there are no touches (a model-only method of the
/// subclass or of its scroll view stands in for the user).
@MainActor
open class UIControl: UIView {
  /// The actions added, with the events each was added for, in order.
  private var _actions: [(action: UIAction, events: Event)] = []

  /// A Boolean value indicating whether the control is in the enabled
  /// state.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled:
  /// "An enabled control is capable of responding to user interactions,
  /// whereas a disabled control ignores touch events"; "The default value
  /// of this property is true for a newly created control."
  open var isEnabled = true

  /// Adds the action to the given events.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:):
  /// "You may add multiple UIActions for corresponding controlEvents, and
  /// you may add the same action to multiple controlEvents." (The model
  /// keeps no identifiers, so it never replaces an action.)
  ///
  /// - Parameters:
  ///   - action: The action to perform.
  ///   - controlEvents: The events that perform it.
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    _actions.append((action, controlEvents))
  }

  /// Removes the action from the given events.
  ///
  /// - Parameters:
  ///   - action: The action to remove.
  ///   - controlEvents: The events to remove it from.
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    for index in _actions.indices where _actions[index].action === action {
      _actions[index].events.subtract(controlEvents)
    }
    _actions.removeAll { $0.events.isEmpty }
  }

  /// Calls the action methods associated with the specified events.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:):
  /// "This method iterates over the control's registered targets and
  /// action methods" and sends each "that is associated with an event in
  /// the controlEvents parameter": here each action added for one of the
  /// events, once, in the order they were added.
  ///
  /// - Parameter controlEvents: The events whose actions to perform.
  open func sendActions(for controlEvents: Event) {
    for entry in _actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action._handler(entry.action)
    }
  }
}

extension UIControl {
  /// Constants describing the types of events possible for controls.
  public struct Event: OptionSet, Sendable {
    /// The events' bits.
    public let rawValue: UInt

    /// Creates a set of events from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch-up event in the control where the finger is inside its
    /// bounds.
    public static let touchUpInside = Event(rawValue: 1 << 6)

    /// A touch dragging or otherwise manipulating a control, causing it to
    /// emit a series of different values.
    public static let valueChanged = Event(rawValue: 1 << 12)

    /// A semantic action triggered by buttons.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }
}
