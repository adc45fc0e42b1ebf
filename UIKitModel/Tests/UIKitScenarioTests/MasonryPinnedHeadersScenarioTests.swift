// A header height written without `width:` through the UIKit model: it
// compiles (the conformance here is in the class's declaration, where the
// compiler does not look for near misses), it is never called, no header
// appears, and the layout's debug check reports it once.

import MasonryLayout
import MasonryLayoutHosting
import Testing
import UIKit

@testable import MasonryLayoutUIKit

@MainActor
struct MasonryPinnedHeadersScenarioTests {
  /// A delegate whose header height misses `width:`.
  @MainActor
  final class NearMiss: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
    var headersAsked = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell() }

    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForItemAt indexPath: IndexPath, width: CGFloat
    ) -> CGFloat { 100 }

    // The near miss: no `width:`.
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int
    ) -> CGFloat {
      headersAsked += 1
      return 44
    }
  }

  /// A collection view laid out once by a layout pinning headers, over
  /// `source`.
  private func laidOut(
    _ source: some UICollectionViewDataSource & MasonryCollectionViewDelegate
  ) -> (UICollectionView, MasonryCollectionViewLayout) {
    let layout = MasonryCollectionViewLayout()
    layout.pinsHeaders = true
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return (collectionView, layout)
  }

  @Test func aHeaderHeightWithoutWidthIsNeverCalledAndTheCheckReportsIt() {
    let source = NearMiss()
    let (collectionView, layout) = laidOut(source)
    #expect(source.headersAsked == 0)
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader) == [])
    #if DEBUG
      // Reported after the first pass (that it reports once is
      // PinnedHeadersCheck's own test).
      #expect(layout._pinnedHeadersCheck.isSettled, "reported after the first pass")
    #else
      #expect(!layout._pinnedHeadersCheck.isSettled, "a release build checks nothing")
    #endif
  }

  @Test func theRightHeaderHeightShowsAHeaderAndSettlesTheCheckWithoutAReport() {
    let feed = Feed(counts: [20])
    feed.headerHeight = 44
    let (collectionView, layout) = laidOut(feed)
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
    var fresh = PinnedHeadersCheck()
    let reported = fresh.problem(after: layout.host.layout)
    #expect(!reported)
    #if DEBUG
      #expect(layout._pinnedHeadersCheck.isSettled, "a header seen")
    #else
      #expect(!layout._pinnedHeadersCheck.isSettled, "a release build checks nothing")
    #endif
  }
}
