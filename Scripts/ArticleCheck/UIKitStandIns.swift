// Stand-ins for the UIKit members the articles' code uses, so that
// Scripts/check-articles can type-check it on Linux. Each has the name, labels and types UIKit gives it (iOS 17 SDK);
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

extension Transform3D {
  /// The library's conversion from QuartzCore's matrix, as `CATransform3D`.
  init(_ transform: CATransform3D) { self = .identity }
}

/// CoreGraphics' affine transform, as the wheel article builds it.
struct CGAffineTransform {
  init(rotationAngle angle: CGFloat) {}
  func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
}

extension CGPoint {
  func applying(_ t: CGAffineTransform) -> CGPoint { self }
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

class CALayer {
  var transform = CATransform3D()
  var anchorPoint = CGPoint.zero
  var zPosition: CGFloat = 0
}

enum UIUserInterfaceLayoutDirection {
  case leftToRight, rightToLeft
}

struct UIAccessibilityTraits: OptionSet {
  let rawValue: UInt64
  static let button = UIAccessibilityTraits(rawValue: 1)
  static let selected = UIAccessibilityTraits(rawValue: 8)
  static let adjustable = UIAccessibilityTraits(rawValue: 4096)
}

enum UIAccessibility {
  static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { rect }
}

enum UIAccessibilityScrollDirection {
  case right, left, up, down, next, previous
}

class UITraitCollection {
  var displayScale: CGFloat { 1 }
}

class UIView {
  init(frame: CGRect) {}
  var superview: UIView? { nil }
  var traitCollection: UITraitCollection { UITraitCollection() }
  var bounds = CGRect.zero
  var frame = CGRect.zero
  var center = CGPoint.zero
  var transform = CGAffineTransform(rotationAngle: 0)
  var alpha: CGFloat = 1
  let layer = CALayer()
  var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  func layoutIfNeeded() {}
  // UIAccessibility, an informal protocol on NSObject in UIKit.
  var isAccessibilityElement = false
  var accessibilityLabel: String?
  var accessibilityValue: String?
  var accessibilityTraits = UIAccessibilityTraits()
  var accessibilityFrame = CGRect.zero
  var accessibilityElements: [Any]?
  func accessibilityIncrement() {}
  func accessibilityDecrement() {}
  func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

class UIScrollView: UIView {
  enum ContentInsetAdjustmentBehavior {
    case automatic, scrollableAxes, never, always
  }
  struct DecelerationRate {
    static let normal = DecelerationRate()
    static let fast = DecelerationRate()
  }
  var contentOffset = CGPoint.zero
  var adjustedContentInset = UIEdgeInsets()
  var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  var decelerationRate = DecelerationRate.normal
  func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

class UICollectionViewCell: UIView {
  func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

class UITapGestureRecognizer {
  func location(in view: UIView?) -> CGPoint { .zero }
}

class UICollectionView: UIScrollView {
  static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }
  var collectionViewLayout: UICollectionViewLayout
  var numberOfSections: Int { 0 }
  var indexPathsForVisibleItems: [IndexPath] { [] }
  func numberOfItems(inSection section: Int) -> Int { 0 }
  func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  func insertItems(at indexPaths: [IndexPath]) {}
  func deleteItems(at indexPaths: [IndexPath]) {}
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  func insertSections(_ sections: IndexSet) {}
  func deleteSections(_ sections: IndexSet) {}
  func reloadSections(_ sections: IndexSet) {}
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
  var contentSizeAdjustment = CGSize.zero
  var invalidatedItemIndexPaths: [IndexPath]? { nil }
  var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { nil }
  var contentOffsetAdjustment = CGPoint.zero
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
  func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }
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
