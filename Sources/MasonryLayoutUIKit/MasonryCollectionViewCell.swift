// A cell that sizes itself as a masonry feed needs: along the flow only,
// at the length the layout gives it across the flow.

#if canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import UIKit

  /// A collection view cell that measures its content along the feed's
  /// flow at the breadth the layout gives it: in a vertical feed, its
  /// height at its column's width.
  ///
  /// UIKit's default `preferredLayoutAttributesFitting(_:)` fits a cell's
  /// content along both axes at `fittingSizeLevel` in any layout but the
  /// compositional one: multi-line text measures on one line (its width
  /// unconstrained), so the cell gets one line's height and the text is
  /// cut. This cell keeps the layout's breadth (`.required`) and fits the
  /// other axis; use it, or a subclass, for self-sizing cells in a
  /// ``MasonryCollectionViewLayout`` (register it as a
  /// `UICollectionView.CellRegistration`'s cell class). With SwiftUI
  /// content in a `UIHostingConfiguration`, give the content its item's
  /// identity (`.id(item.id)`), so that a cell UIKit reuses for another
  /// item does not keep the last one's `@State`, and
  /// `.minSize(width: 0, height: 0)`, so that a short item is as short as
  /// its content rather than the system's minimum. A content view with no
  /// size of its own (a plain `contentView` with no constraints) keeps the
  /// layout's size.
  @MainActor
  open class MasonryCollectionViewCell: UICollectionViewCell {
    /// The feed's flow: `.vertical` fits the height at the given width,
    /// `.horizontal` the width at the given height. `nil` (the default):
    /// the axis of the `MasonryCollectionViewLayout` whose attributes the
    /// cell is given (UIKit sizes a cell before it is in the collection
    /// view, so the attributes, not the superview, say it), and vertical in
    /// any other layout.
    public var axis: LayoutGeometry.Axis?

    /// The layout's attributes with the size the content prefers along the
    /// flow (``axis``), at the layout's length across it.
    ///
    /// - Parameter layoutAttributes: The attributes the layout gives.
    /// - Returns: A copy with the fitted size.
    /// - Complexity: One measurement of the content view.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let preferred =
        layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
      let flow = axis ?? (layoutAttributes as? MasonryLayoutAttributes)?.flow ?? .vertical
      let vertical = flow == .vertical
      preferred.size = contentView.systemLayoutSizeFitting(
        layoutAttributes.size,
        withHorizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
        verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
      return preferred
    }
  }
#endif
