// The view WheelView and CarouselView hand SwiftUI where UIKit exists: a
// plain view that holds the collection view, fills itself with it, and is
// the accessibility container of the one adjustable element VoiceOver
// reads instead of the cells. A plain view's `accessibilityElements` is the
// documented way to offer elements; a collection view's own container
// answers (its cells) are not ours to replace (openradar 20419462,
// 19194522; issue 58, item 1).

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The container of a wheel's or carousel's collection view, and of the
  /// element VoiceOver reads in its place.
  @available(iOS 16.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  package final class _CircularContainerView: UIView {
    /// The collection view, which fills the container.
    package let collectionView: UICollectionView

    /// Creates the container of a collection view, and makes `element`
    /// the one element VoiceOver reads in it.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view, added as the only subview.
    ///   - element: Makes the element, given the container (its
    ///     `accessibilityContainer`).
    init(
      collectionView: UICollectionView,
      element: (_ container: _CircularContainerView) -> UIAccessibilityElement
    ) {
      self.collectionView = collectionView
      super.init(frame: .zero)
      backgroundColor = .clear
      addSubview(collectionView)
      // The element replaces every subview for VoiceOver, the cells
      // included, whatever the collection view answers.
      accessibilityElements = [element(self)]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The collection view takes the container's bounds.
    package override func layoutSubviews() {
      super.layoutSubviews()
      if collectionView.frame != bounds { collectionView.frame = bounds }
    }
  }
#endif
