// A delegate that reads the layout's settings while the layout asks it, as
// the delegate's documentation invites: a section's configuration derived
// from the layout's. The layout is being changed then (a first layout, a
// batch update, a new configuration, a rotation, a reload), and a read of
// it that overlaps the change is an exclusivity violation, which traps in
// every build.

import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
struct MasonryDelegateReadsSettingsScenarioTests {
  /// Two sections: the first with the layout's configuration, the second
  /// with one more column; every answer reads the layout's settings.
  final class DerivingFeed: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
    var counts = [30, 20]
    /// The column spacing the delegate read last, from the layout.
    var spacingRead: Double?

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell()
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      UICollectionReusableView()
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForItemAt indexPath: IndexPath, width: CGFloat
    ) -> CGFloat {
      layout.updateMode == .keepColumns ? width : 0
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int, width: CGFloat
    ) -> CGFloat {
      layout.pinsHeaders ? 30 : 20
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      configurationForSection section: Int
    ) -> Masonry.Configuration? {
      var configuration = layout.configuration
      spacingRead = configuration.columnSpacing
      guard section == 1, case .fixed(let columns) = configuration.columns else { return nil }
      configuration.columns = .fixed(columns + 1)
      return configuration
    }
  }

  @Test func aDelegateReadsTheLayoutsSettingsWhileItIsAsked() throws {
    let feed = DerivingFeed()
    let layout = try MasonryCollectionViewLayout(
      configuration: Masonry.Configuration(columns: .fixed(2), columnSpacing: 8))
    layout.pinsHeaders = true
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ScenarioChecks.watch(collectionView)
    collectionView.dataSource = feed
    collectionView.delegate = feed
    collectionView.layoutIfNeeded()
    func width(inSection section: Int) -> CGFloat? {
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame.width
    }
    // 390 wide: two columns of (390 - 8) / 2, three of (390 - 16) / 3; a
    // header 30 high (pinned) and square items (the keep-columns mode).
    #expect(width(inSection: 0) == 191)
    #expect(abs((width(inSection: 1) ?? 0) - 374.0 / 3) < 1e-9)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
    // A batch update asks for the inserted item's height: square, so the
    // delegate read the update mode (keep columns) there.
    collectionView.performBatchUpdates {
      feed.counts[1] += 1
      collectionView.insertItems(at: [IndexPath(item: 0, section: 1)])
    }
    let inserted = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(inserted.map { abs($0.height - $0.width) < 1e-9 } == true)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 20, section: 1)) != nil)
    // A new configuration: the delegate reads the new one.
    try layout.update { $0.columnSpacing = 12 }
    collectionView.layoutIfNeeded()
    #expect(feed.spacingRead == 12)
    #expect(abs((width(inSection: 1) ?? 0) - 366.0 / 3) < 1e-9)
    // A rotation and a reload lay everything out again, asking again:
    // two columns of (844 - 12) / 2, three of (844 - 24) / 3.
    feed.spacingRead = nil
    collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    collectionView.layoutIfNeeded()
    #expect(feed.spacingRead == 12)
    #expect(width(inSection: 0) == 416)
    #expect(abs((width(inSection: 1) ?? 0) - 820.0 / 3) < 1e-9)
    feed.spacingRead = nil
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(feed.spacingRead == 12)
    #expect(width(inSection: 0) == 416)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }
}
