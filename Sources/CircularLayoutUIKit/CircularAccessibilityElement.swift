// The one adjustable element VoiceOver reads for a wheel or a carousel,
// as UIPickerView's and SwiftUI's Picker(.wheel) are, instead of the
// cells, whose frames turn and move while the content scrolls: listed by
// a plain container view that holds the collection view
// (`CircularCollectionViewLayout.addAccessibilityElement(to:label:value:activate:)`,
// and WheelView's and CarouselView's container), whose list replaces its
// subviews for VoiceOver. Its owner answers its value and performs its
// steps.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The adjustable element of a wheel's or carousel's view:
  /// swipe up for the next item, down for the previous, the item at rest
  /// read as its value.
  @MainActor
  package final class _CircularAccessibilityElement: UIAccessibilityElement {
    /// The value: the centred item, as the owner describes it.
    private let value: () -> String?
    /// Moves the centred item by one item, forwards or back.
    private let step: (_ increment: Bool) -> Void
    /// Opens the centred item, if the owner does; `nil` leaves a double
    /// tap to UIKit.
    private let activate: (() -> Bool)?
    /// Whether there is an activation: what an activation off the main
    /// thread answers.
    private nonisolated let activates: Bool

    /// Creates the element of a container view.
    ///
    /// - Parameters:
    ///   - container: The view that lists it, its container; the element
    ///     covers its bounds.
    ///   - value: The value to read.
    ///   - step: Performs an increment (`true`) or a decrement.
    ///   - activate: Opens the centred item, and says whether there was
    ///     one; `nil` (the default) leaves a double tap to UIKit.
    package init(
      in container: UIView, value: @escaping () -> String?,
      step: @escaping (_ increment: Bool) -> Void, activate: (() -> Bool)? = nil
    ) {
      self.value = value
      self.step = step
      self.activate = activate
      activates = activate != nil
      super.init(accessibilityContainer: container)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
    }

    // VoiceOver calls the overrides on the main thread; anything else may
    // call them on any thread. They are nonisolated under either SDK's
    // reading, and answer through _AccessibilityAnswer, which traps on none.
    private let valueAnswer = _AccessibilityAnswer<String?>(nil)
    private let frameAnswer = _AccessibilityAnswer(CGRect.null)

    /// The item at rest (the selection once it settles).
    package nonisolated override var accessibilityValue: String? {
      get { valueAnswer.read { value() } }
      set {}
    }

    /// The container's bounds: the whole view, which holds the collection
    /// view.
    package nonisolated override var accessibilityFrameInContainerSpace: CGRect {
      get { frameAnswer.read { (accessibilityContainer as? UIView)?.bounds ?? .null } }
      set {}
    }

    /// A swipe up: the next item.
    package nonisolated override func accessibilityIncrement() {
      _performAccessibilityAction { [self] in step(true) }
    }

    /// A swipe down: the previous item.
    package nonisolated override func accessibilityDecrement() {
      _performAccessibilityAction { [self] in step(false) }
    }

    /// A double tap: the owner's activation, or UIKit's without one. Off
    /// the main thread the activation is sent to the main actor and
    /// answered `true`.
    package nonisolated override func accessibilityActivate() -> Bool {
      guard _isOnTheMainQueue else {
        _performAccessibilityAction { [self] in _ = activate?() }
        return activates
      }
      return MainActor.assumeIsolated { activate?() ?? false }
    }
  }
#endif
