// A wheel or a carousel in a collection view of the app's own, for
// VoiceOver, Switch Control and Full Keyboard Access: one adjustable
// element, listed by a container view that holds the collection view (the
// documented way to offer elements; a collection view's own container
// methods are not ours to replace, and VoiceOver may not consult a
// subclass's).

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension CircularCollectionViewLayout {
    /// Makes the wheel or carousel one adjustable accessibility element
    /// and lists it as `container`'s `accessibilityElements`, replacing
    /// what they were.
    ///
    /// Put the collection view in a plain container view of its own and
    /// pass that: the list replaces the container's subviews (the cells)
    /// for VoiceOver, and nothing else on the screen. The element covers
    /// the container's bounds. A swipe up (`accessibilityIncrement()`)
    /// moves the next item to the centre, a swipe down the previous one,
    /// without animation (``stepCenteredItem(by:)``): the next in reading
    /// order in every direction, as a picker's increment is. Its value is
    /// `value` of ``centeredItemIndex``.
    ///
    ///     let container = UIView()
    ///     container.addSubview(collectionView)
    ///     layout.makeAccessibilityElement(
    ///       in: container, label: "Planet", value: { "Planet \($0 + 1)" })
    ///
    /// VoiceOver asks on the main thread; anything else may ask from any
    /// thread, and the element neither traps nor blocks there: it answers
    /// with what it last answered on the main thread and sends a step to
    /// the main actor.
    ///
    /// - Parameters:
    ///   - container: The plain view that holds the collection view.
    ///   - label: What the wheel or carousel is, as VoiceOver reads it.
    ///   - value: The item at an index as VoiceOver reads it; `nil` reads
    ///     nothing.
    /// - Returns: The element, which the container keeps.
    /// - Complexity: O(1).
    @discardableResult
    public func makeAccessibilityElement(
      in container: UIView, label: String, value: @escaping (Int) -> String?
    ) -> UIAccessibilityElement {
      let element = _CircularAccessibilityElement(
        in: container,
        value: { [weak self] in self?.centeredItemIndex.flatMap(value) },
        step: { [weak self] increment in _ = self?.stepCenteredItem(by: increment ? 1 : -1) })
      element.accessibilityLabel = label
      container.accessibilityElements = [element]
      return element
    }
  }
#endif
