// The cell behind each WheelView and CarouselView item where UIKit
// exists: the layout gives every item its size, so the cell never sizes
// its content.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A cell that takes the layout's attributes as they are.
  ///
  /// The wheel and carousel layouts invalidate on every scrolled frame,
  /// and UIKit then asks each cell shown its preferred attributes; the
  /// default answer sizes the hosted SwiftUI content, which the layout
  /// ignores (its items have the engine's size). Answering with the
  /// attributes given skips that work on the hottest path.
  @MainActor
  package final class _CircularItemCell: UICollectionViewCell {
    package override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes
    }
  }
#endif
