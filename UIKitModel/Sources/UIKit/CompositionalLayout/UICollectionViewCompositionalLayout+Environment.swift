// The model's conformances to the compositional layout's protocols: the
// container and environment a provider or handler is called with, and the
// visible items a handler is given.

/// A container of a fixed size and insets.
///
/// "effectiveContentSize": "The size of the container's content area
/// after accounting for content insets" (Apple Developer Documentation):
/// ``contentSize`` minus the insets on each axis. The model gives
/// ``contentInsets`` and ``effectiveContentInsets`` the same value, the
/// insets of the content insets reference.
@MainActor
final class _LayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    super.init()
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: contentSize.width - contentInsets.leading - contentInsets.trailing,
      height: contentSize.height - contentInsets.top - contentInsets.bottom)
  }
}

/// An environment: a container and the collection view's traits.
@MainActor
final class _LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
    super.init()
  }
}

/// One element a visible-items handler is given, made afresh at each call
/// with the element's solved values (center from its frame, identity
/// transforms, alpha 1, the solved zIndex, not hidden): what a handler
/// sets lasts until the next call and no longer.
///
/// ``frame`` and ``center`` are in the section's coordinates ("the item's
/// location and size in its section's coordinate system",
/// NSCollectionLayoutVisibleItem's `frame`): from the section's top-left
/// corner, with an orthogonal section's offset not applied (the frame its
/// item has when the section's scroller is at 0). ``frame`` is the solved
/// frame and does not follow ``center`` (UIKit declares it get-only).
@MainActor
final class _VisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let name: String
  let indexPath: IndexPath
  let frame: CGRect
  let representedElementCategory: UICollectionView.ElementCategory
  let representedElementKind: String?
  var alpha: CGFloat = 1
  var zIndex: Int
  var isHidden = false
  var center: CGPoint
  var transform3D: CATransform3D = CATransform3DIdentity

  init(
    indexPath: IndexPath, frame: CGRect, zIndex: Int,
    category: UICollectionView.ElementCategory, kind: String?
  ) {
    self.indexPath = indexPath
    self.frame = frame
    self.zIndex = zIndex
    representedElementCategory = category
    representedElementKind = kind
    name = kind ?? "cell"
    center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The affine part of ``transform3D``; setting it replaces
  /// ``transform3D``, as `UICollectionViewLayoutAttributes.transform` does.
  var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }
}
