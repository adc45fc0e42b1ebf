// The attributes MasonryCollectionViewLayout gives its elements: UIKit's,
// plus the feed's flow, so that a MasonryCollectionViewCell knows which
// axis to fit before it is in a collection view. The layout's
// layoutAttributesClass, so that the attributes UIKit makes of its own are
// of the same class as the layout's.

#if canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import UIKit

  /// An element's layout attributes in a `MasonryCollectionViewLayout`
  /// (items, headers and footers): UIKit's, and the axis along which the
  /// feed flows.
  ///
  /// It is the layout's `layoutAttributesClass`, as Apple asks of a layout
  /// that subclasses the attributes: UIKit makes its own attributes of
  /// that class and compares them with the layout's with ``isEqual(_:)``,
  /// which is `false` against attributes of another class.
  ///
  /// UIKit asks a cell its preferred attributes while it prepares the cell,
  /// from a layout pass or from prefetching, before the cell is in the
  /// collection view: the cell cannot find the layout through its
  /// `superview` then, but it is given these attributes (a copy keeps the
  /// class and the flow).
  final class MasonryLayoutAttributes: UICollectionViewLayoutAttributes {
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
      (copy as? MasonryLayoutAttributes)?.flow = flow
      return copy
    }

    /// Whether another object is attributes of this class equal to these,
    /// the flow included.
    ///
    /// This is `NSObject`'s `isEqual(_:)`, which UIKit calls on the main
    /// thread and anything else may call on any thread (an analytics or
    /// audit SDK walking the views). It reads the values without asserting
    /// an actor, so it does not trap there.
    ///
    /// - Parameter object: The object to compare.
    /// - Returns: `true` when it is attributes of this class with equal
    ///   values.
    /// - Complexity: O(1)
    nonisolated override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? MasonryLayoutAttributes else { return false }
      return other._flow == _flow && super.isEqual(object)
    }
  }
#endif
