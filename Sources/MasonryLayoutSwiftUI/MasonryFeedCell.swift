// The cell behind each LazyMasonry item where UIKit exists: it sizes
// itself along the flow only, at the length the layout gives it across
// the flow (its column's width, in a vertical feed).

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import UIKit

  /// A cell whose preferred size keeps the layout's breadth and fits the
  /// content's length along the flow at it.
  ///
  /// UIKit's default `preferredLayoutAttributesFitting(_:)` fits both
  /// axes at `fittingSizeLevel` in any layout but the compositional one:
  /// text measured that way is one line wide, so its height is one
  /// line's and the text is cut in a narrower column. This cell asks for
  /// the breadth at `.required` instead, as MagazineLayout's cell does
  /// for the same reason, so a caption wraps at its column's width.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  package final class _MasonryFeedCell: UICollectionViewCell {
    /// The feed's flow: vertical fits the height at the given width,
    /// horizontal the width at the given height.
    var axis: LayoutGeometry.Axis = .vertical

    package override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let preferred =
        layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
      let vertical = axis == .vertical
      preferred.size = contentView.systemLayoutSizeFitting(
        layoutAttributes.size,
        withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
        verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
      return preferred
    }
  }
#endif
