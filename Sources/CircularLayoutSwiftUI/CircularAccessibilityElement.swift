// What VoiceOver reads of WheelView and CarouselView where UIKit exists:
// one adjustable element over the whole view, as UIPickerView's and
// SwiftUI's Picker(.wheel) are, instead of the cells, whose frames turn and
// move while the content scrolls. The view's container lists it as its one
// element (_CircularContainerView). The coordinator answers its
// value and performs its steps (CircularCollectionCoordinator's
// "VoiceOver" section); CircularCollectionSelection decides.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import CircularLayoutUIKit
  import UIKit

  /// The adjustable element of a wheel's or carousel's view:
  /// swipe up for the next item, down for the previous, the item at rest
  /// read as its value.
  @MainActor
  final class _CircularAccessibilityElement: UIAccessibilityElement {
    /// The value: the item at rest, as the coordinator describes it.
    private let value: () -> String?
    /// Moves the centred item by the given items and writes the selection.
    private let step: (_ increment: Bool) -> Void

    /// Creates the element of a container view.
    ///
    /// - Parameters:
    ///   - container: The view that lists it, its container; the element
    ///     covers its bounds.
    ///   - value: The value to read.
    ///   - step: Performs an increment (`true`) or a decrement.
    init(
      in container: UIView, value: @escaping () -> String?,
      step: @escaping (_ increment: Bool) -> Void
    ) {
      self.value = value
      self.step = step
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
    nonisolated override var accessibilityValue: String? {
      get { valueAnswer.read { value() } }
      set {}
    }

    /// The container's bounds: the whole view, which holds the collection
    /// view.
    nonisolated override var accessibilityFrameInContainerSpace: CGRect {
      get { frameAnswer.read { (accessibilityContainer as? UIView)?.bounds ?? .null } }
      set {}
    }

    /// A swipe up: the next item.
    nonisolated override func accessibilityIncrement() {
      _performAccessibilityAction { [self] in step(true) }
    }

    /// A swipe down: the previous item.
    nonisolated override func accessibilityDecrement() {
      _performAccessibilityAction { [self] in step(false) }
    }
  }
#endif
