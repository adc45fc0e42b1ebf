// A home screen in UIKit: one UICollectionViewCompositionalLayout of three
// sections, a row of categories (a standard compositional section), a
// cover-flow row of featured albums (CarouselCompositionalSection) and a
// masonry wall of photos under a pinned header (MasonryCompositionalSection),
// with a diffable data source, wrapped for this SwiftUI app. Tap an album
// to like it, a photo to make it taller or shorter.

import CircularLayout
import CircularLayoutUIKit
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import SwiftUI
import UIKit

struct HomeScreen: UIViewRepresentable {
  func makeCoordinator() -> Home { Home() }

  func makeUIView(context: Context) -> UICollectionView { context.coordinator.collectionView }

  func updateUIView(_ collectionView: UICollectionView, context: Context) {}
}

/// The home screen's sections, in order.
enum HomeSection: Hashable, Sendable {
  case categories
  case featured
  case photos
}

/// The home screen's items, by identity: the wall keeps its columns by
/// these.
enum HomeItem: Hashable, Sendable {
  case category(String)
  case album(Int)
  case photo(Int)
}

/// The home screen's collection view, layout, data source and delegate.
@MainActor
final class Home: NSObject, UICollectionViewDelegate {
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
  private var dataSource: UICollectionViewDiffableDataSource<HomeSection, HomeItem>!
  private var photos: [Int: Photo] = [:]
  private var likedAlbums: Set<Int> = []
  private var tallPhotos: Set<Int> = []

  /// The carousel row, kept between the layout's passes.
  private let albums = CarouselCompositionalSection(
    carousel: try! Carousel(itemSize: Size(width: 160, height: 160), style: .coverFlow),
    rowHeight: 200)

  /// The masonry wall, kept between the layout's passes: a photo's
  /// height at its column's width, half as tall again once tapped.
  private var wall: MasonryCompositionalSection<HomeItem>!

  override init() {
    super.init()
    wall = try! MasonryCompositionalSection(
      configuration: Masonry.Configuration(
        columns: .adaptive(minimumWidth: 160, maximumCount: nil), columnSpacing: 8,
        rowSpacing: 8, contentInsets: EdgeInsets(top: 8, left: 16, bottom: 16, right: 16))
    ) { [weak self] item, width in
      guard let self, case .photo(let id) = item, let photo = self.photos[id] else { return 0 }
      return width * photo.aspectRatio * (self.tallPhotos.contains(id) ? 1.5 : 1)
    }
    // VoiceOver reads the carousel row as one adjustable element (set
    // before the layout first asks for the row's section): a view
    // the row lays over itself, which the supplementary provider returns;
    // the album cells hide their content.
    albums.addAccessibilityElement(
      label: "Featured albums",
      value: { [weak self] indexPath in
        guard case .album(let id) = self?.dataSource.itemIdentifier(for: indexPath) else {
          return nil
        }
        // As the card shows it.
        let name = "Album \(id - 1_000)"
        return self?.likedAlbums.contains(id) == true ? "\(name), liked" : name
      },
      activate: { [weak self] indexPath in
        guard case .album(let id) = self?.dataSource.itemIdentifier(for: indexPath) else {
          return
        }
        self?.toggleLike(of: id)
      })
    // The data source first: the layout's provider reads it.
    configureDataSource()
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout {
      [weak self] index, environment in
      self?.section(at: index, environment: environment)
    }
    collectionView.delegate = self
    #if os(iOS)
      // The row's taps: UIKit would hit-test the cards' untransformed
      // frames, which overlap. (Not compiled on Linux, where the UIKit
      // model has no gesture recognizers; the article's same code is
      // checked against stand-ins.)
      let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
      tap.cancelsTouchesInView = false
      collectionView.addGestureRecognizer(tap)
    #endif
    show()
  }

  /// The section at an index: the engines' two and a standard one.
  private func section(at index: Int, environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
  {
    guard let dataSource else { return nil }
    let snapshot = dataSource.snapshot()
    switch dataSource.sectionIdentifier(for: index) {
    case .categories:
      return Self.categoriesSection()
    case .featured:
      return albums.layoutSection(
        itemCount: snapshot.numberOfItems(inSection: .featured), layoutEnvironment: environment)
    case .photos:
      let section = wall.layoutSection(
        items: snapshot.itemIdentifiers(inSection: .photos), layoutEnvironment: environment)
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    case nil:
      return nil
    }
  }

  /// Categories in a row that scrolls sideways, each 120 by 44 points.
  private static func categoriesSection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .absolute(120), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    return section
  }

  private func configureDataSource() {
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, HomeItem> {
      [weak self] cell, _, item in
      guard let self else { return }
      // VoiceOver reads the album row as one element; a cell is reused
      // for other items, so this is set for every item.
      cell.accessibilityElementsHidden = false
      switch item {
      case .category(let name):
        cell.contentConfiguration = UIHostingConfiguration { Text(name) }
      case .album(let id):
        cell.accessibilityElementsHidden = true
        let liked = likedAlbums.contains(id)
        let color = Photo.make(1, from: id).first?.color ?? .gray
        cell.contentConfiguration = UIHostingConfiguration {
          ZStack {
            color
            Text(liked ? "♥ Album \(id - 1_000)" : "Album \(id - 1_000)")
          }
        }
        .margins(.all, 0)
      case .photo(let id):
        guard let photo = photos[id] else { return }
        cell.contentConfiguration = UIHostingConfiguration {
          Button {
            [weak self] in
            self?.toggleHeight(of: id)
          } label: {
            photo.color
          }
          .accessibilityLabel("\(photo)")  // "photo 7", not "Button" alone
        }
        .margins(.all, 0)
      }
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
      // Full width and opaque: the header is pinned, the photos pass under it.
      header.contentConfiguration = UIHostingConfiguration {
        Text("Photos").padding(8)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
          .background { Color.gray }
      }
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    let albums = albums
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      if kind == albums.accessibilityElementKind {
        return albums.accessibilityElementView(in: collectionView, at: indexPath)
      }
      return collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
  }

  /// The first snapshot: six categories, twelve albums, sixty photos.
  private func show() {
    let wallPhotos = Photo.make(60)
    for photo in wallPhotos { photos[photo.id] = photo }
    var snapshot = NSDiffableDataSourceSnapshot<HomeSection, HomeItem>()
    snapshot.appendSections([.categories, .featured, .photos])
    snapshot.appendItems(
      ["All", "Nature", "Cities", "People", "Food", "Travel"].map { .category($0) },
      toSection: .categories)
    snapshot.appendItems((1_000..<1_012).map { .album($0) }, toSection: .featured)
    snapshot.appendItems(wallPhotos.map { .photo($0.id) }, toSection: .photos)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// A photo half as tall again, or back: the wall asks its height again,
  /// the photo keeps its column and only the photos below it move.
  private func toggleHeight(of id: Int) {
    if tallPhotos.remove(id) == nil { tallPhotos.insert(id) }
    wall.invalidateHeights(of: [.photo(id)])
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([.photo(id)])
    dataSource.apply(snapshot)
    collectionView.collectionViewLayout.invalidateLayout()
  }

  /// An album liked, or not.
  private func toggleLike(of id: Int) {
    if likedAlbums.remove(id) == nil { likedAlbums.insert(id) }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([.album(id)])
    dataSource.apply(snapshot)
  }

  #if os(iOS)
    /// A tap: the album drawn in front under it, by the carousel's
    /// projected outlines.
    @objc private func didTap(_ recognizer: UITapGestureRecognizer) {
      let point = recognizer.location(in: collectionView)
      guard let indexPath = albums.indexPathForItem(at: point, in: collectionView),
        case .album(let id) = dataSource.itemIdentifier(for: indexPath)
      else { return }
      toggleLike(of: id)
    }
  #endif

  // MARK: UICollectionViewDelegate

  /// The row's taps go through the recognizer only: UIKit would
  /// highlight and select the card behind the one drawn.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    dataSource.sectionIdentifier(for: indexPath.section) != .featured
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    dataSource.sectionIdentifier(for: indexPath.section) != .featured
  }

  /// Where the focus engine runs (iPad with a keyboard, tvOS), the album
  /// it focuses comes to the row's centre.
  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    albums.centerFocusedItem(for: context, with: coordinator, in: collectionView)
  }
}
