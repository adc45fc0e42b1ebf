// The masonry layout's invalidation context.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The masonry layout's invalidation context: UIKit's, plus whether the
  /// width changed.
  @MainActor
  open class MasonryInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the width across the columns changed, so that the next
    /// `prepare()` lays every section out again.
    open var invalidatesWidth = false
  }
#endif
