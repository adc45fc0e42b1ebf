// The attributes MasonryCollectionViewLayout gives its items: UIKit's,
// plus the feed's flow, so that a MasonryCollectionViewCell knows which
// axis to fit before it is in a collection view.

#if canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import UIKit

  /// An item's layout attributes in a `MasonryCollectionViewLayout`: UIKit's,
  /// and the axis along which the feed flows.
  ///
  /// UIKit asks a cell its preferred attributes while it prepares the cell,
  /// from a layout pass or from prefetching, before the cell is in the
  /// collection view: the cell cannot find the layout through its
  /// `superview` then, but it is given these attributes (a copy keeps the
  /// class and the flow).
  final class MasonryItemLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The feed's flow: the axis along which the item sizes itself.
    var flow: LayoutGeometry.Axis {
      get { _flow }
      set { _flow = newValue }
    }

    /// The flow, where ``isEqual(_:)`` reads it on whatever thread calls
    /// it; written on the main actor.
    private nonisolated(unsafe) var _flow = LayoutGeometry.Axis.vertical

    /// Copies the attributes, the flow included, as UIKit copies attributes
    /// before it hands them to a cell or compares them.
    ///
    /// - Parameter zone: Unused, as in `NSCopying`.
    /// - Returns: A copy.
    /// - Complexity: O(1)
    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      (copy as? MasonryItemLayoutAttributes)?.flow = flow
      return copy
    }

    /// Whether another object is item attributes equal to these, the flow
    /// included.
    ///
    /// This is `NSObject`'s `isEqual(_:)`, which UIKit calls on the main
    /// thread and anything else may call on any thread (an analytics or
    /// audit SDK walking the views). It reads the values without asserting
    /// an actor, so it does not trap there.
    ///
    /// - Parameter object: The object to compare.
    /// - Returns: `true` when it is item attributes with equal values.
    /// - Complexity: O(1)
    nonisolated override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? MasonryItemLayoutAttributes else { return false }
      return other._flow == _flow && super.isEqual(object)
    }
  }
#endif
