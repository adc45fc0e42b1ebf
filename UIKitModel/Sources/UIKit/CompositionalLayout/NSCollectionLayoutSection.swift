// NSCollectionLayoutSection: one section of a compositional layout, a
// group repeated until the section's items run out.

/// A closure called before each layout cycle to allow modification of
/// the items in the section immediately before they're displayed.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A container that combines a set of groups into distinct visual
/// groupings.
///
/// How the model lays a section out, scrolls it orthogonally and calls
/// its handler: `UICollectionViewCompositionalLayout+Solving.swift`,
/// `+Orthogonal.swift` and `+Attributes.swift`. `decorationItems`,
/// `orthogonalScrollingProperties` and `supplementaryContentInsetsReference`
/// are not declared.
@MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  private let _group: NSCollectionLayoutGroup

  init(_group group: NSCollectionLayoutGroup) {
    _group = group
    super.init()
  }

  /// Creates a section containing the specified group.
  ///
  /// - Parameter group: The group repeated through the section.
  public convenience init(group: NSCollectionLayoutGroup) {
    self.init(_group: group)
  }

  /// The amount of space between the content of the section and its
  /// boundaries: zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// The amount of space between the groups in the section: 0 by default.
  open var interGroupSpacing: CGFloat = 0

  /// The boundary to reference when defining content insets: "The default
  /// value of this property is UIContentInsetsReference.automatic", which
  /// the model reads as the configuration's reference. iOS 14 and later
  /// (`API_AVAILABLE(ios(14.0), tvos(14.0))`).
  @available(iOS 14.0, tvOS 14.0, *)
  open var contentInsetsReference: UIContentInsetsReference {
    get { UIContentInsetsReference(rawValue: _contentInsetsReference) ?? .automatic }
    set { _contentInsetsReference = newValue.rawValue }
  }

  /// The stored reference (an `Int`: a stored property cannot have an
  /// introduced version the type lacks).
  internal var _contentInsetsReference = 0

  /// The section's scrolling behavior in relation to the main layout
  /// axis: "The default value of this property is
  /// UICollectionLayoutSectionOrthogonalScrollingBehavior.none".
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none

  /// An array of the supplementary items that are associated with the
  /// boundary edges of the section, such as headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A Boolean value that indicates whether the section's supplementary
  /// items follow the specified content insets for the section: "The
  /// default value of this property is true."
  open var supplementariesFollowContentInsets = true

  /// A closure called before each layout cycle to allow modification of
  /// the items in the section immediately before they're displayed.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// The section's group (the model's own accessor; UIKit does not
  /// expose it).
  var _layoutGroup: NSCollectionLayoutGroup { _group }

  /// A copy of the section with every property.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(_group: _group)
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.contentInsetsReference = contentInsetsReference
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    return copy
  }
}
