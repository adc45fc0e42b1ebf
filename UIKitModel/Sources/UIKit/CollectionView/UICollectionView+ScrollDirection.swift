// UICollectionView.ScrollDirection: the axis a layout scrolls along.

extension UICollectionView {
  /// Constants that indicate the direction of scrolling for the layout.
  public enum ScrollDirection: Int, Sendable {
    /// The layout scrolls content vertically.
    case vertical = 0
    /// The layout scrolls content horizontally.
    case horizontal = 1
  }
}
