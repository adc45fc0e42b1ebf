// NSCollectionLayoutGroupCustomItem: one frame a custom group's item
// provider returns.

/// An object used to specify the absolute size and position of items in
/// a custom group.
///
/// The frame is relative to the group's origin; the model keeps it as
/// given (never clipped to the group, never sanitised: a frame that is
/// not finite is recorded as a violation, see
/// `UICollectionViewCompositionalLayout+Solving.swift`).
@MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  private let _frame: CGRect
  private let _zIndex: Int

  /// Creates a custom group item with the specified frame.
  ///
  /// - Parameter frame: The item's frame, relative to the group's origin.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// Creates a custom group item with the specified frame and vertical
  /// stacking order.
  ///
  /// - Parameters:
  ///   - frame: The item's frame, relative to the group's origin.
  ///   - zIndex: The item's position on the z axis.
  public init(frame: CGRect, zIndex: Int) {
    _frame = frame
    _zIndex = zIndex
    super.init()
  }

  /// The frame of the custom item.
  open var frame: CGRect { _frame }

  /// The vertical stacking order of the custom item: the zIndex of its
  /// layout attributes.
  open var zIndex: Int { _zIndex }

  /// The item itself: it is immutable.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: This item.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
