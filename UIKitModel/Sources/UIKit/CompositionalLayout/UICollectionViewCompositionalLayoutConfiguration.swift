// UICollectionViewCompositionalLayoutConfiguration: what applies to every
// section of a compositional layout.

/// An object that defines scroll direction, section spacing, and headers
/// or footers for the layout.
///
/// The model lays out the vertical direction only, and not the layout's
/// own boundary supplementary items (kept, not shown): README, "What is
/// not modelled".
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// Creates a configuration with the default values.
  public override init() {
    super.init()
  }

  /// The axis that the content in the collection view layout scrolls
  /// along: "The default value of this property is
  /// UICollectionView.ScrollDirection.vertical."
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical

  /// The amount of space between the sections in the layout: "The default
  /// value of this property is 0.0."
  open var interSectionSpacing: CGFloat = 0

  /// An array of the supplementary items that are associated with the
  /// boundary edges of the entire layout (kept; not laid out by the
  /// model).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The boundary to reference when defining content insets:
  /// `UIContentInsetsReferenceSafeArea` by default
  /// (`UICollectionViewCompositionalLayout.h`: "default is
  /// UIContentInsetsReferenceSafeArea"); iOS 14 and later.
  @available(iOS 14.0, tvOS 14.0, *)
  open var contentInsetsReference: UIContentInsetsReference {
    get { UIContentInsetsReference(rawValue: _contentInsetsReference) ?? .safeArea }
    set { _contentInsetsReference = newValue.rawValue }
  }

  /// The stored reference (an `Int`: a stored property cannot have an
  /// introduced version the type lacks).
  internal var _contentInsetsReference = 2

  /// A copy of the configuration with every property.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
