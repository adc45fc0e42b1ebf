// A wheel or a carousel in a collection view of the app's own, for
// VoiceOver, Switch Control and Full Keyboard Access: one adjustable
// element, listed by a container view that holds the collection view (the
// documented way to offer elements; a collection view's own container
// methods are not ours to replace, and VoiceOver may not consult a
// subclass's).

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension CircularCollectionViewLayout {
    /// Adds the wheel or carousel to `container` as one adjustable
    /// accessibility element: lists it as `container`'s
    /// `accessibilityElements`, replacing what they were (a second call
    /// replaces the element).
    ///
    /// `container` is a plain view of the app's that holds the collection
    /// view and nothing else VoiceOver should read: the list replaces its
    /// subviews (the cells) for VoiceOver. Not the collection view itself,
    /// whose own list VoiceOver does not read, nor the view controller's
    /// view, whose other content would go silent; one layout per
    /// container. The element covers the container's bounds.
    ///
    /// A swipe up (`accessibilityIncrement()`) moves the next item to the
    /// centre, a swipe down the previous one, without animation
    /// (``stepCenteredItem(by:)``): the next in reading order in every
    /// direction, as a picker's increment is. Each step is reported to
    /// ``landingItemHandler``, as a drag's landing is, and a step while the
    /// content moves (a drag, a deceleration) does nothing. Its value is
    /// `value` of ``centeredItemIndex``; a double tap calls `activate` with
    /// it, or, without `activate`, is UIKit's (a tap at the element's
    /// centre).
    ///
    ///     let container = UIView(frame: collectionView.frame)  // where it was
    ///     collectionView.superview?.addSubview(container)
    ///     container.addSubview(collectionView)
    ///     collectionView.frame = container.bounds
    ///     layout.addAccessibilityElement(
    ///       to: container, label: "Planet", value: { "Planet \($0 + 1)" })
    ///
    /// The container keeps the element and the element its closures:
    /// capture a view controller weakly in them.
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
    ///   - activate: Opens the item at an index; `nil` (the default)
    ///     leaves a double tap to UIKit.
    /// - Returns: The element, which the container keeps. Its value and
    ///   frame are the layout's: setting them changes nothing.
    /// - Complexity: O(1).
    @discardableResult
    public func addAccessibilityElement(
      to container: UIView, label: String, value: @escaping (Int) -> String?,
      activate: ((Int) -> Void)? = nil
    ) -> UIAccessibilityElement {
      let element = _CircularAccessibilityElement(
        in: container,
        value: { [weak self] in self?.centeredItemIndex.flatMap(value) },
        step: { [weak self] increment in self?._accessibilityStep(by: increment ? 1 : -1) },
        activate: activate.map { activate in
          { [weak self] in
            guard let index = self?.centeredItemIndex else { return false }
            activate(index)
            return true
          }
        })
      element.accessibilityLabel = label
      container.accessibilityElements = [element]
      return element
    }
  }
#endif
