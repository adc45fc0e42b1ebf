// The wheel's layout attributes: UIKit's, plus the anchor point at the
// wheel's centre and the layer position that goes with it, which a cell
// may use to turn about the wheel's centre during animations.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// The layout attributes of a wheel cell: UIKit's size, center,
  /// transform (rotation and scale), alpha, zIndex and isHidden, plus the
  /// anchor point at the wheel's centre.
  ///
  /// A plain `UICollectionViewCell` draws the wheel exactly from UIKit's
  /// own properties. A cell that should turn about the wheel's centre when
  /// UIKit animates a change (an insertion swinging round the wheel rather
  /// than cutting across it) moves its layer's anchor in `apply(_:)`:
  ///
  ///     override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
  ///       super.apply(layoutAttributes)
  ///       guard let wheel = layoutAttributes as? WheelCollectionViewLayoutAttributes else { return }
  ///       layer.anchorPoint = wheel.anchorPoint
  ///       center = wheel.anchoredPosition
  ///     }
  open class WheelCollectionViewLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The unit anchor point at the wheel's centre, in the unrotated cell.
    public var anchorPoint: CGPoint {
      get { _anchor.point }
      set { _anchor.point = newValue }
    }

    /// The layer position that, with ``anchorPoint``, draws the same
    /// picture as ``center`` with the default anchor.
    public var anchoredPosition: CGPoint {
      get { _anchor.position }
      set { _anchor.position = newValue }
    }

    /// The anchor point and position, where ``isEqual(_:)`` reads them on
    /// whatever thread calls it; written on the main actor.
    private nonisolated(unsafe) var _anchor = (
      point: CGPoint(x: 0.5, y: 0.5), position: CGPoint.zero
    )

    /// Copies the attributes, the anchor point and position included, as
    /// UIKit copies attributes before it compares and animates them.
    ///
    /// - Parameter zone: Unused, as in `NSCopying`.
    /// - Returns: A copy.
    /// - Complexity: O(1)
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      if let copy = copy as? WheelCollectionViewLayoutAttributes {
        copy.anchorPoint = anchorPoint
        copy.anchoredPosition = anchoredPosition
      }
      return copy
    }

    /// A Boolean value indicating whether another object is attributes
    /// equal to these, the anchor point and position included.
    ///
    /// `NSObject`'s `isEqual(_:)`, which UIKit calls on the main thread and
    /// anything else may call on any thread (an analytics or audit SDK
    /// walking the views): it reads the values without asserting an actor,
    /// so it does not trap there.
    ///
    /// - Parameter object: The object to compare.
    /// - Returns: `true` when it is wheel attributes with equal values.
    /// - Complexity: O(1)
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? WheelCollectionViewLayoutAttributes else { return false }
      let (mine, theirs) = (_anchor, other._anchor)
      return mine.point == theirs.point && mine.position == theirs.position
        && super.isEqual(object)
    }

    /// Sets every property from the host's attributes.
    func setValues(from cell: CircularCellAttributes) {
      size = CGSize(cell.size)
      center = CGPoint(cell.center)
      // A wheel's transform is affine: set as UIKit's 2D transform.
      let t = cell.transform
      transform = CGAffineTransform(
        a: CGFloat(t.m11), b: CGFloat(t.m12), c: CGFloat(t.m21), d: CGFloat(t.m22),
        tx: CGFloat(t.m41), ty: CGFloat(t.m42))
      alpha = CGFloat(cell.alpha)
      zIndex = cell.zIndex
      isHidden = cell.isHidden
      anchorPoint = CGPoint(cell.anchorPoint)
      anchoredPosition = CGPoint(cell.anchoredPosition)
    }
  }
#endif
