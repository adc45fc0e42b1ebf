// UICollectionLayoutSectionOrthogonalScrollingBehavior: how a section of a
// compositional layout scrolls across the layout's axis.

/// The scrolling behavior of the layout's sections in relation to the main
/// layout axis.
///
/// "Setting any other value for this property makes the section lay out
/// its content orthogonally to the main layout axis"
/// (`NSCollectionLayoutSection.orthogonalScrollingBehavior`). Where each
/// comes to rest in the model: `UICollectionViewCompositionalLayout+Orthogonal.swift`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not allow users to scroll its content orthogonally.
  case none = 0
  /// The section allows users to scroll its content orthogonally with
  /// continuous scrolling.
  case continuous = 1
  /// The section allows users to scroll its content orthogonally, coming
  /// to a natural stop at the leading boundary of the visible group.
  case continuousGroupLeadingBoundary = 2
  /// The section allows users to page its content orthogonally, one
  /// container width at a time.
  case paging = 3
  /// The section allows users to page its content orthogonally one group
  /// at a time.
  case groupPaging = 4
  /// The section allows users to page its content orthogonally one group
  /// at a time, centring each group.
  case groupPagingCentered = 5
}
