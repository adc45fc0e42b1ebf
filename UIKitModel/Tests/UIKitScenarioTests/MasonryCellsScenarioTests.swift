// MasonryCollectionViewLayout with the library's MasonryCollectionViewCell
// and SwiftUI cards, as a UIKit app writes it: every card settles at its
// height at its column's width, also after a new column count or a
// rotation, whose invalidations must have each cell measure itself again.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import SwiftUI
import Testing
import UIKit

@MainActor
final class CardFeed: NSObject, MasonryCollectionViewDelegate {
  typealias Post = LazyMasonryCellsScenarioTests.Post
  typealias Card = LazyMasonryCellsScenarioTests.Card

  let layout = MasonryCollectionViewLayout()
  let collectionView: UICollectionView
  let posts: [Int: Post]
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  init(_ posts: [Post], axis: LayoutGeometry.Axis = .vertical) {
    self.posts = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    try? layout.update { $0.axis = axis }
    super.init()
    let cells = UICollectionView.CellRegistration<MasonryCollectionViewCell, Int> {
      [weak self] cell, _, id in
      guard let post = self?.posts[id] else { return }
      cell.contentConfiguration = UIHostingConfiguration { Card(post: post).id(id) }
        .margins(.all, 0).minSize(width: 0, height: 0)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
    }
    collectionView.delegate = self
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(posts.map(\.id), toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    guard let id = dataSource.itemIdentifier(for: indexPath), let post = posts[id] else { return 0 }
    return post.imageHeight + 3 * Card.lineHeight
  }

  /// The visible cards whose height (in a vertical feed) or width (in a
  /// horizontal one, the caption on one line) is not their card's.
  var misfits: [String] {
    collectionView.indexPathsForVisibleItems.compactMap { path in
      guard let id = dataSource.itemIdentifier(for: path), let post = posts[id],
        let frame = collectionView.layoutAttributesForItem(at: path)?.frame
      else { return "item \(Array(path)) has no post or frame" }
      let card = Card(post: post)
      if layout.configuration.axis == .horizontal {
        let width = card.modelSize(for: ProposedViewSize(width: nil, height: frame.height)).width
        return abs(frame.width - width) <= 1
          ? nil : "post \(id) is \(frame.width) wide, its card \(width)"
      }
      let expected = card.height(atWidth: frame.width)
      return abs(frame.height - expected) <= 1
        ? nil : "post \(id) is \(frame.height) tall at \(frame.width), its card \(expected)"
    }
  }
}

@MainActor
struct MasonryCellsScenarioTests {
  static func feed() -> CardFeed {
    let feed = CardFeed(LazyMasonryCellsScenarioTests.posts(0..<80))
    ScenarioChecks.watch(feed.collectionView)
    feed.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    feed.collectionView.layoutIfNeeded()
    return feed
  }

  @Test func cardsSettleAtTheirColumnsWidthAfterNewColumns() throws {
    let feed = Self.feed()
    #expect(feed.misfits == [])
    for columns in [3, 1, 2] {
      try feed.layout.update { $0.columns = .fixed(columns) }
      feed.collectionView.layoutIfNeeded()
      #expect(feed.misfits == [], "\(columns) columns")
      #expect(ScenarioChecks.problems(in: feed.collectionView) == [], "\(columns) columns")
    }
  }

  @Test func cardsSettleAtTheirColumnsWidthAfterARotation() {
    let feed = Self.feed()
    for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
      feed.collectionView.frame = CGRect(origin: .zero, size: size)
      feed.collectionView.layoutIfNeeded()
      #expect(feed.misfits == [], "at \(size)")
      #expect(ScenarioChecks.problems(in: feed.collectionView) == [], "at \(size)")
    }
  }

  /// In a horizontal feed the cell fits its width at the row's height,
  /// from the layout's axis (its own `axis` left unset).
  @Test func aHorizontalFeedsCellsFitTheirWidth() {
    let feed = CardFeed(
      LazyMasonryCellsScenarioTests.posts(0..<40).filter { $0.characters > 0 }, axis: .horizontal)
    ScenarioChecks.watch(feed.collectionView)
    feed.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
    feed.collectionView.layoutIfNeeded()
    #expect(feed.misfits == [])
    #expect(ScenarioChecks.problems(in: feed.collectionView) == [])
  }
}
