// A collection view over a compositional layout and a data source that
// gives cells and header and footer views, for the compositional layout's
// tests.

import UIKit

// Main-actor, as UIKit declares the kinds.
@MainActor let headerKind = UICollectionView.elementKindSectionHeader
@MainActor let footerKind = UICollectionView.elementKindSectionFooter

/// A data source of fixed counts whose cells and supplementary views come
/// from registrations.
@MainActor
final class CompositionalDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  private let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
  private let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
    elementKind: headerKind
  ) { _, _, _ in }
  private let footers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
    elementKind: footerKind
  ) { _, _, _ in }

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueConfiguredReusableSupplementary(
      using: kind == headerKind ? headers : footers, for: indexPath)
  }
}

@MainActor
struct CompositionalFixture {
  let collectionView: UICollectionView
  let layout: UICollectionViewCompositionalLayout
  let dataSource: CompositionalDataSource

  /// A 320x480 collection view (no preload, so that what is displayed is
  /// what meets the bounds), laid out once unless `layOut` is false.
  init(
    counts: [Int], layout: UICollectionViewCompositionalLayout,
    safeArea: UIEdgeInsets = .zero, layOut: Bool = true
  ) {
    self.layout = layout
    dataSource = CompositionalDataSource(counts: counts)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = 0
    collectionView.modelSafeAreaInsets = safeArea
    collectionView.dataSource = dataSource
    if layOut { collectionView.layoutIfNeeded() }
  }

  var violations: [String] { collectionView.modelViolations.map(\.description) }

  func item(_ item: Int, _ section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func supplementary(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
  }

  /// The displayed element's attributes, as shown.
  func displayed(_ item: Int, _ section: Int) -> UICollectionViewLayoutAttributes? {
    collectionView.modelDisplayedLayoutAttributes.first {
      $0.representedElementCategory == .cell
        && $0.indexPath == IndexPath(item: item, section: section)
    }
  }
}

/// Sizes, briefly.
@MainActor
func size(
  _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A list section: full-width rows of `height` points.
@MainActor
func listSection(height: CGFloat) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.vertical(
    layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item])
  return NSCollectionLayoutSection(group: group)
}
