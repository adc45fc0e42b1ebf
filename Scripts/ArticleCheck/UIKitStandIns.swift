// Stand-ins for the UIKit members the articles' collection view layouts
// use, so that Scripts/check-articles can type-check those layouts on
// Linux. Each has the name, labels and types UIKit gives it (iOS 17 SDK);
// none does anything. Add a member here, with UIKit's signature, when an
// article starts using it.

import Foundation
import LayoutGeometry

// MARK: - QuartzCore and CoreGraphics

/// QuartzCore's 4x4 matrix: the library's conversion to it exists only
/// where QuartzCore does, so this stand-in provides it too.
struct CATransform3D {
  init() {}
  init(_ transform: Transform3D) {}
}

/// CoreGraphics' affine transform, as the wheel article builds it.
struct CGAffineTransform {
  init(rotationAngle angle: CGFloat) {}
  func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
}

// MARK: - UIKit

struct UIEdgeInsets {
  var top: CGFloat = 0
  var left: CGFloat = 0
  var bottom: CGFloat = 0
  var right: CGFloat = 0
}

extension IndexPath {
  init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  var item: Int { self[1] }
  var section: Int { self[0] }
}

class UICollectionView {
  static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  var bounds = CGRect.zero
  var adjustedContentInset = UIEdgeInsets()
  var numberOfSections: Int { 0 }
  func numberOfItems(inSection section: Int) -> Int { 0 }
}

class UICollectionViewLayoutAttributes {
  init(forCellWith indexPath: IndexPath) {}
  init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {}
  var frame = CGRect.zero
  var size = CGSize.zero
  var center = CGPoint.zero
  var transform = CGAffineTransform(rotationAngle: 0)
  var transform3D = CATransform3D()
  var alpha: CGFloat = 1
  var zIndex = 0
  var isHidden = false
  func copy(with zone: NSZone? = nil) -> Any { self }
  func isEqual(_ object: Any?) -> Bool { false }
}

class UICollectionViewLayoutInvalidationContext {
  var invalidateEverything: Bool { false }
  var invalidateDataSourceCounts: Bool { false }
  func invalidateItems(at indexPaths: [IndexPath]) {}
  func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}

class UICollectionViewLayout {
  init() {}
  required init?(coder: NSCoder) { nil }
  class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
  var collectionView: UICollectionView? { nil }
  var collectionViewContentSize: CGSize { .zero }
  var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
  func prepare() {}
  func invalidateLayout() {}
  func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
  func invalidationContext(
    forBoundsChange newBounds: CGRect
  ) -> UICollectionViewLayoutInvalidationContext { UICollectionViewLayoutInvalidationContext() }
  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }
  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }
}
