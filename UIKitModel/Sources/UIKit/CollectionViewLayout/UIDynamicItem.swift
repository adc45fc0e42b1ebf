// UIDynamicItem: what UIKit Dynamics animates, and what a compositional
// layout's visible items refine.

/// A set of methods that can make a custom object eligible to participate
/// in UIKit Dynamics (`UIDynamicBehavior.h`).
///
/// The model declares the required properties, which
/// `NSCollectionLayoutVisibleItem` inherits; the optional collision bounds
/// (`collisionBoundsType`, `collisionBoundingPath`) are not declared, and
/// nothing in the model animates an item.
@MainActor
public protocol UIDynamicItem: NSObjectProtocol {
  /// The center point of the item.
  var center: CGPoint { get set }

  /// The bounds of the item: UIKit Dynamics reads its size.
  var bounds: CGRect { get }

  /// The affine transform of the item.
  var transform: CGAffineTransform { get set }
}
