// The three-section screen of issue 46, as an app builds it: a list row
// (a standard compositional list section), a carousel row
// (CarouselCompositionalSection) and a masonry wall of photos
// (MasonryCompositionalSection) under a pinned header, in one
// UICollectionViewCompositionalLayout fed by a diffable data source.
// The scenario tests drive it and check what it shows against the
// engines, worked out apart from the sections.

import CircularLayout
import CircularLayoutUIKit
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import UIKit

@testable import MasonryLayoutUIKit

@MainActor
final class HomeScreen {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

  /// The sections' identifiers, in order.
  static let listID = 0
  static let rowID = 1
  static let wallID = 2

  /// The list's row height, the wall's header height, its spacing.
  static let listRowHeight: CGFloat = 44
  static let headerHeight: CGFloat = 40
  static let spacing: CGFloat = 8

  let collectionView: UICollectionView
  let layout: UICollectionViewCompositionalLayout
  let wall: MasonryCompositionalSection<Int>
  let albums: CarouselCompositionalSection
  /// The carousel the row draws, as a test reads it: the same settings,
  /// with ends and horizontal, made apart from the row.
  let carousel: Carousel
  private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  /// Identities reconfigured, with how many times: each changes the
  /// photo's aspect ratio, as new content would.
  var versions: [Int: Int] = [:]
  /// Whether the screen has an iPhone's safe area: the notch's 47 points
  /// at the top in portrait, either side in landscape.
  let hasSafeArea: Bool
  /// Called each time the layout asks the provider for a section.
  var onSection: (() -> Void)?
  private var nextItem = 0

  init(
    listCount: Int, rowCount: Int, wallCount: Int, style: Carousel.Style, cardWidth: Double = 150,
    size: CGSize = CGSize(width: 390, height: 844), columns: Int = 2, hasSafeArea: Bool = false,
    makeCollectionView: (CGRect, UICollectionViewLayout) -> UICollectionView = {
      UICollectionView(frame: $0, collectionViewLayout: $1)
    }
  ) {
    self.hasSafeArea = hasSafeArea
    var carousel = try! Carousel(itemSize: Size(width: cardWidth, height: 150), style: style)
    try! carousel.update { $0.wrapsAround = false }
    self.carousel = carousel
    albums = CarouselCompositionalSection(carousel: carousel, rowHeight: 200)
    var heights: (Int, CGFloat) -> CGFloat = { _, _ in 0 }
    wall = try! MasonryCompositionalSection(
      configuration: Masonry.Configuration(
        columns: .fixed(columns), columnSpacing: Double(Self.spacing),
        rowSpacing: Double(Self.spacing)),
      columnSpan: Self.span(of:)
    ) { id, width in heights(id, width) }
    var provider: UICollectionViewCompositionalLayoutSectionProvider = { _, _ in nil }
    layout = UICollectionViewCompositionalLayout { index, environment in
      provider(index, environment)
    }
    collectionView = makeCollectionView(CGRect(origin: .zero, size: size), layout)
    setSafeArea()
    heights = { [unowned self] id, width in height(of: id, width: width) }
    provider = { [unowned self] index, environment in section(index, environment) }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      [unowned self] _, indexPath, _ in
      let cell = UICollectionViewCell()
      // As the compositional article has an app do once the row is one
      // element for VoiceOver: its cells hide what they contain.
      cell.accessibilityElementsHidden =
        rowIsOneElement && indexPath.section == sectionIndex(Self.rowID)
      return cell
    }
    dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
      if kind == albums.accessibilityElementKind {
        return albums.accessibilityElementView(in: collectionView, at: indexPath)
      }
      return UICollectionReusableView()
    }
    var snapshot = Snapshot()
    snapshot.appendSections([Self.listID, Self.rowID, Self.wallID])
    snapshot.appendItems(makeItems(listCount), toSection: Self.listID)
    snapshot.appendItems(makeItems(rowCount), toSection: Self.rowID)
    snapshot.appendItems(makeItems(wallCount), toSection: Self.wallID)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Whether the row is one element for VoiceOver
  /// (``makeRowOneAccessibilityElement(value:activate:)``).
  private(set) var rowIsOneElement = false

  /// Makes the row one adjustable element for VoiceOver, labelled
  /// "Albums", as the compositional article shows: the row's element view
  /// (which the supplementary provider returns), its cells hiding what
  /// they contain. Call it before the first layout pass.
  func makeRowOneAccessibilityElement(
    value: @escaping (IndexPath) -> String?, activate: @escaping (IndexPath) -> Void
  ) {
    albums.addAccessibilityElement(label: "Albums", value: value, activate: activate)
    rowIsOneElement = true
    layout.invalidateLayout()
  }

  func makeItems(_ count: Int) -> [Int] {
    defer { nextItem += count }
    return Array(nextItem..<(nextItem + count))
  }

  /// A photo's column span, as the app gives it: every seventh a banner
  /// across two columns, every twenty-third asking for five (laid out
  /// across as many as there are).
  static func span(of identity: Int) -> Int {
    identity % 23 == 0 ? 5 : identity % 7 == 0 ? 2 : 1
  }

  /// The column count.
  var columnCount: Int { wall.feed.host.configuration.columns.fixedCount ?? 2 }

  /// A photo's height for a width: a fixed aspect ratio of 0.5 to 2 per
  /// identity, changed by each reconfigure.
  func height(of identity: Int, width: CGFloat) -> CGFloat {
    var generator = SplitMix64(seed: UInt64(identity) &* 0x9E37 &+ UInt64(versions[identity] ?? 0))
    let unit = CGFloat(generator.next() >> 11) / CGFloat(1 << 53)
    return ((0.5 + 1.5 * unit) * width).rounded()
  }

  /// The section provider, as an app writes it.
  private func section(_ index: Int, _ environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
  {
    onSection?()
    let snapshot = dataSource.snapshot()
    guard index < snapshot.numberOfSections else { return nil }
    let identifier = snapshot.sectionIdentifiers[index]
    switch identifier {
    case Self.listID:
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.listRowHeight))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      return NSCollectionLayoutSection(group: group)
    case Self.rowID:
      return albums.layoutSection(
        itemCount: snapshot.numberOfItems(inSection: identifier), layoutEnvironment: environment)
    default:
      let section = wall.layoutSection(
        items: snapshot.itemIdentifiers(inSection: identifier), layoutEnvironment: environment)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.headerHeight)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
  }

  /// Sets the safe area for the screen's orientation.
  func setSafeArea(landscape: Bool? = nil) {
    guard hasSafeArea else { return }
    let size = collectionView.bounds.size
    collectionView.modelSafeAreaInsets =
      landscape ?? (size.width > size.height)
      ? UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
      : UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  }

  /// Rotates the screen: its width and height swap, and its safe area
  /// turns with it, both before the next layout pass, as on a device.
  /// (The model solves the sections again for a new size, not for a new
  /// safe area alone: see UIKitModel/README.md.)
  func rotate() {
    let size = collectionView.bounds.size
    setSafeArea(landscape: size.height > size.width)
    collectionView.frame.size = CGSize(width: size.height, height: size.width)
  }

  // MARK: - What the screen shows, worked out apart from the sections

  /// The sections' content area across: the width less the safe area's
  /// sides (the configuration's `.automatic` insets reference).
  var contentLeading: CGFloat { collectionView.safeAreaInsets.left }

  /// The width of the sections' content area.
  var contentWidth: CGFloat {
    collectionView.bounds.width - collectionView.safeAreaInsets.left
      - collectionView.safeAreaInsets.right
  }

  /// The section index of an identifier in the data source's snapshot.
  func sectionIndex(_ identifier: Int) -> Int {
    dataSource.snapshot().indexOfSection(identifier)!
  }

  /// The row's top: the list above it, 44 points a row.
  var rowTop: CGFloat {
    CGFloat(dataSource.snapshot().numberOfItems(inSection: Self.listID)) * Self.listRowHeight
  }

  /// The row's orthogonal offset.
  var rowOffset: CGFloat {
    collectionView.modelOrthogonalContentOffset(inSection: sectionIndex(Self.rowID))?.x ?? 0
  }

  /// The row's scroll distance per item: a group's width, what the
  /// row's offset moves by from one centred item to the next.
  var rowDistance: Double {
    carousel.scrollDistancePerItem(
      in: rowViewport, itemCount: dataSource.snapshot().numberOfItems(inSection: Self.rowID))
  }

  /// The carousel's viewport for the row as it stands: the collection
  /// view's whole width (the row's insets reference is `.none`), the
  /// row's 200 points, at the row's offset.
  var rowViewport: Rect {
    Rect(x: Double(rowOffset), y: 0, width: Double(collectionView.bounds.width), height: 200)
  }

  /// The wall's column width for the collection view's width.
  var columnWidth: CGFloat {
    let columns = CGFloat(columnCount)
    return (contentWidth - (columns - 1) * Self.spacing) / columns
  }
}

extension Masonry.Columns {
  /// The count of a fixed column count.
  fileprivate var fixedCount: Int? {
    if case .fixed(let count) = self { return count }
    return nil
  }
}
