// UIPress, UIKey and UIPressesEvent: a hardware keyboard's presses as a
// responder's pressesBegan(_:with:) is given them.

/// An object that represents the presence or movement of a button press
/// on the screen for a particular event.
///
/// The model makes presses for the tests (``init(modelKey:type:)``); it
/// delivers none itself: a test calls a responder's
/// `pressesBegan(_:with:)`, as UIKit would for the first responder.
open class UIPress: NSObject {
  /// The key pressed or released on a physical keyboard: "This property
  /// is nil when the press event isn't from a keyboard; for example, a
  /// button press on an Apple TV remote" (`key`).
  @available(iOS 13.4, tvOS 13.4, *)
  open var key: UIKey? { _key }

  /// The type of button pressed (`type`).
  open var type: UIPress.PressType { _type }

  /// The current phase of the press (`phase`): `.began` when made; a test
  /// sets ``modelPhase`` before it hands the press's end to a responder.
  open var phase: UIPress.Phase { modelPhase }

  /// The phase ``phase`` reports. Model only.
  public var modelPhase = UIPress.Phase.began

  private let _key: UIKey?
  private let _type: UIPress.PressType

  /// A press of a keyboard's key, or, with no key, of a remote's button,
  /// of the type the test gives (Apple does not say which type a
  /// keyboard's press reports). Model only.
  public init(modelKey key: UIKey?, type: UIPress.PressType) {
    _key = key
    _type = type
    super.init()
  }
}

extension UIPress {
  /// Constants that represent the phase of a press.
  public enum Phase: Int, Sendable {
    case began = 0
    case changed = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  /// Constants that represent buttons that a person can press.
  public enum PressType: Int, Sendable {
    case upArrow = 0
    case downArrow = 1
    case leftArrow = 2
    case rightArrow = 3
    case select = 4
    case menu = 5
    case playPause = 6
  }
}

/// An object that represents a key pressed or released on a physical
/// keyboard.
@available(iOS 13.4, tvOS 13.4, *)
@MainActor
open class UIKey: NSObject {
  /// The key's usage code (`keyCode`).
  open var keyCode: UIKeyboardHIDUsage { _keyCode }

  /// The modifier keys held with the key (`modifierFlags`).
  open var modifierFlags: UIKeyModifierFlags { _modifierFlags }

  private let _keyCode: UIKeyboardHIDUsage
  private let _modifierFlags: UIKeyModifierFlags

  /// A key, held with `modifierFlags`. Model only.
  public init(modelKeyCode keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
    _keyCode = keyCode
    _modifierFlags = modifierFlags
    super.init()
  }
}

/// The keys the model's tests press, by their USB HID usage codes (UIKit
/// declares every key; the model the ones a product reads).
@available(iOS 13.4, tvOS 13.4, *)
public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardA = 0x04
  case keyboardReturnOrEnter = 0x28
  case keyboardSpacebar = 0x2C
  case keyboardRightArrow = 0x4F
  case keyboardLeftArrow = 0x50
  case keyboardDownArrow = 0x51
  case keyboardUpArrow = 0x52
  case keypadEnter = 0x58
}

/// Flags for the modifier keys held with a key.
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: Int

  /// The flags of these bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad; UIKit sets it for the arrow keys too.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// An event that describes the state of a set of physical buttons that
/// are available to the device, such as those on an associated remote or
/// game controller.
@MainActor
open class UIPressesEvent: UIEvent {}
