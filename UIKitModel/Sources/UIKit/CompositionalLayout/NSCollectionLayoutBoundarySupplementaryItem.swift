// NSCollectionLayoutBoundarySupplementaryItem: a section's header or
// footer in a compositional layout.

/// An object used to add headers or footers to a collection view.
///
/// How the model places, extends and pins them:
/// `UICollectionViewCompositionalLayout+Solving.swift` and
/// `UICollectionViewCompositionalLayout+Attributes.swift`.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  private let _alignment: NSRectAlignment
  private let _offset: CGPoint

  init(
    _layoutSize layoutSize: NSCollectionLayoutSize, elementKind: String,
    alignment: NSRectAlignment, offset: CGPoint
  ) {
    _alignment = alignment
    _offset = offset
    super.init(_layoutSize: layoutSize, elementKind: elementKind)
  }

  /// Creates a boundary supplementary item of the specified size and
  /// element kind, with an alignment relative to a section or layout.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: Its kind.
  ///   - alignment: Where it is placed.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      _layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
  }

  /// Creates a boundary supplementary item of the specified size and
  /// element kind, with an alignment and absolute offset relative to a
  /// section or layout.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: Its kind.
  ///   - alignment: Where it is placed.
  ///   - absoluteOffset: Added to its position.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.init(
      _layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      offset: absoluteOffset)
  }

  /// A Boolean value that indicates whether a header or footer extends
  /// the content area of the section or layout it's attached to: "The
  /// default value of this property is true."
  open var extendsBoundary = true

  /// A Boolean value that indicates whether a header or footer is pinned
  /// to the top or bottom visible boundary of the section or layout it's
  /// attached to: false by default.
  open var pinToVisibleBounds = false

  /// The alignment of the boundary supplementary item relative to the
  /// section or layout it's attached to.
  open var alignment: NSRectAlignment { _alignment }

  /// The offset of the boundary supplementary item from its alignment.
  open var offset: CGPoint { _offset }

  /// A copy of the boundary supplementary item.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutBoundarySupplementaryItem(
      _layoutSize: layoutSize, elementKind: elementKind, alignment: _alignment, offset: _offset)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    copy.extendsBoundary = extendsBoundary
    copy.pinToVisibleBounds = pinToVisibleBounds
    return copy
  }
}
