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

  /// Three sections of 20 photos 100 points tall and 44-point headers.
  @MainActor
  final class Sections: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell() }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView() }

    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForItemAt indexPath: IndexPath, width: CGFloat
    ) -> CGFloat { 100 }

    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int, width: CGFloat
    ) -> CGFloat { 44 }
  }

  /// Issue 51, item 7: under a navigation bar (a 91-point adjusted top
  /// inset), a pinned header stands below the bar, as
  /// `UICollectionViewFlowLayout`'s do, not under it at the bounds' top.
  @Test func aPinnedHeaderStandsBelowTheNavigationBar() throws {
    let source = Sections()
    let layout = MasonryCollectionViewLayout()
    layout.pinsHeaders = true
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ScenarioChecks.watch(collectionView)
    collectionView.modelSafeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.contentOffset = CGPoint(x: 0, y: -91)
    collectionView.layoutIfNeeded()
    #expect(collectionView.adjustedContentInset.top == 91)
    // Section 0's 44-point header, then ten rows of 100 points in two
    // columns: its items end at 1,044. Scrolled 300 points into them, the
    // header stands at 300 + 91, written out: in `#expect(y == 300 + 91)`
    // the sum is an Int, compared as AnyHashable and never equal
    // (Scripts/check-expectations; issue 58, item 7).
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    collectionView.layoutIfNeeded()
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame.minY == 391)
    let shown = try #require(
      collectionView.modelDisplayedLayoutAttributes.first {
        $0.representedElementKind == UICollectionView.elementKindSectionHeader
          && $0.indexPath.section == 0
      })
    #expect(shown.frame.minY == 391)
    // At rest under the bar, in place.
    collectionView.contentOffset = CGPoint(x: 0, y: -91)
    collectionView.layoutIfNeeded()
    let resting = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(resting.frame.minY == 0)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }
}
