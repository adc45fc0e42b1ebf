// The masonry feed in UIKit: a UICollectionView with
// MasonryCollectionViewLayout, a diffable data source, pinned section
// headers, self-sizing cells (their SwiftUI content in
// UIHostingConfiguration, the gaps they leave above the screen closed
// where a scroll rests) and deletes, wrapped for this SwiftUI app.

import MasonryLayout
import MasonryLayoutUIKit
import SwiftUI
import UIKit

struct UIKitFeedScreen: UIViewRepresentable {
  func makeCoordinator() -> UIKitFeed { UIKitFeed() }

  func makeUIView(context: Context) -> UICollectionView { context.coordinator.collectionView }

  func updateUIView(_ collectionView: UICollectionView, context: Context) {}
}

/// The feed's collection view, data source and delegate.
@MainActor
final class UIKitFeed: NSObject, MasonryCollectionViewDelegate {
  let layout = MasonryCollectionViewLayout()
  let collectionView: UICollectionView
  private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  private var photos: [Int: Photo] = [:]

  override init() {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    super.init()
    layout.pinsHeaders = true
    // The library's cell measures its height at its column's width; the
    // content is identified by its photo, so a reused cell starts the
    // new photo's state, and has no system minimum height.
    let cells = UICollectionView.CellRegistration<MasonryCollectionViewCell, Int> {
      [weak self] cell, _, id in
      guard let self, let photo = self.photos[id] else { return }
      cell.contentConfiguration = UIHostingConfiguration {
        PhotoCard(photo: photo) { [weak self] in self?.delete(id) }.id(id)
      }
      .minSize(width: 0, height: 0)
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      header.contentConfiguration = UIHostingConfiguration {
        Text("Section \(indexPath.section + 1)").padding(8).id(indexPath.section)
      }
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    collectionView.delegate = self
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for (section, first) in [0, 100, 200].enumerated() {
      let sectionPhotos = Photo.make(40, from: first)
      for photo in sectionPhotos { photos[photo.id] = photo }
      snapshot.appendSections([section])
      snapshot.appendItems(sectionPhotos.map(\.id), toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Removes a photo; the others keep their columns.
  private func delete(_ id: Int) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([id])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  // MARK: MasonryCollectionViewDelegate

  /// The estimate: the picture, and room for a short caption. The cell
  /// measures itself and the layout keeps what is on screen still.
  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    guard let id = dataSource.itemIdentifier(for: indexPath), let photo = photos[id] else {
      return 0
    }
    return width * photo.aspectRatio + 60
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForHeaderInSection section: Int, width: CGFloat
  ) -> CGFloat { 36 }

  // MARK: UIScrollViewDelegate

  // Where a scroll comes to rest, the gaps that cells measured above the
  // screen left close, in an animation.

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    layout.closeGaps()
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { layout.closeGaps() }
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    layout.closeGaps()
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    layout.closeGaps()
  }
}
