// What VoiceOver reads of WheelView and CarouselView where UIKit exists:
// one adjustable element over the whole collection view, as UIPickerView's
// and SwiftUI's Picker(.wheel) are, instead of the cells, whose frames
// turn and move while the content scrolls. The coordinator answers its
// value and performs its steps (CircularCollectionCoordinator's
// "VoiceOver" section); CircularCollectionSelection decides.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The adjustable element of a wheel's or carousel's collection view:
  /// swipe up for the next item, down for the previous, the item at rest
  /// read as its value.
  @MainActor
  final class _CircularAccessibilityElement: UIAccessibilityElement {
    /// The value: the item at rest, as the coordinator describes it.
    private let value: () -> String?
    /// Moves the centred item by the given items and writes the selection.
    private let step: (_ increment: Bool) -> Void

    /// Creates the element of a collection view.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view, its container; the
    ///     element covers its bounds.
    ///   - value: The value to read.
    ///   - step: Performs an increment (`true`) or a decrement.
    init(
      in collectionView: UICollectionView, value: @escaping () -> String?,
      step: @escaping (_ increment: Bool) -> Void
    ) {
      self.value = value
      self.step = step
      super.init(accessibilityContainer: collectionView)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
    }

    // UIKit calls the accessibility overrides on the main thread. The iOS
    // 17 SDK declares them nonisolated (on NSObject), the iOS 18 SDK on the
    // main actor: `assumeIsolated` is right under either.

    /// The item at rest (the selection once it settles).
    override var accessibilityValue: String? {
      get { MainActor.assumeIsolated { value() } }
      set {}
    }

    /// The collection view's bounds: its visible area in its own
    /// coordinates, which move with the content offset.
    override var accessibilityFrameInContainerSpace: CGRect {
      get { (accessibilityContainer as? UIView)?.bounds ?? .null }
      set {}
    }

    /// A swipe up: the next item.
    override func accessibilityIncrement() { MainActor.assumeIsolated { step(true) } }

    /// A swipe down: the previous item.
    override func accessibilityDecrement() { MainActor.assumeIsolated { step(false) } }
  }
#endif
