// The compositional layout's orthogonal sections (offsets, each
// behaviour's resting place, clamping, hit-testing), its visible-items
// handler, and a mixed screen driven through a diffable data source.

import Testing
import UIKit

/// A section of groups of one 140x100 item, 10 apart, inset 10 on the
/// leading and trailing sides, scrolling sideways. In a 320-wide
/// collection view the groups start at 10 + 150·i (section coordinates),
/// and with six items the content is 10 + 6·140 + 5·10 + 10 = 910 wide:
/// the offset runs from 0 to 590.
@MainActor
func carouselSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
  -> NSCollectionLayoutSection
{
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.absolute(140), .absolute(100)), subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.orthogonalScrollingBehavior = behavior
  section.interGroupSpacing = 10
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
  return section
}

@MainActor
struct UICollectionViewCompositionalOrthogonalTests {
  func carousel(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 6
  ) -> CompositionalFixture {
    CompositionalFixture(
      counts: [count],
      layout: UICollectionViewCompositionalLayout(section: carouselSection(behavior)))
  }

  func offset(_ fixture: CompositionalFixture) -> CGFloat? {
    fixture.collectionView.modelOrthogonalContentOffset(inSection: 0)?.x
  }

  @Test func anOrthogonalSectionRunsSidewaysAndItsCellsMoveByItsOffset() {
    let fixture = carousel(.continuous)
    #expect(offset(fixture) == 0)
    #expect(fixture.item(1) == CGRect(x: 160, y: 0, width: 140, height: 100))
    #expect(fixture.layout.collectionViewContentSize == CGSize(width: 320, height: 100))
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 70, y: 0), inSection: 0)
    #expect(fixture.item(1) == CGRect(x: 90, y: 0, width: 140, height: 100))
    // Item 3 (at 460 − 70 = 390) is past the scroller's 320.
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    #expect(fixture.displayed(1, 0)?.frame.minX == 90)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
    // A touch finds the cell by its frame as shown.
    #expect(fixture.collectionView.modelTap(at: CGPoint(x: 100, y: 50))?.item == 1)
    // Clamped to the content: 0 to 590.
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 1000, y: 0), inSection: 0)
    #expect(offset(fixture) == 590)
    // Item 3 (460 − 590 = −130 to 10) still shows its trailing 10 points.
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == [3, 4, 5])
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: -50, y: 0), inSection: 0)
    #expect(offset(fixture) == 0)
    #expect(fixture.violations.isEmpty)
  }

  @Test func continuousRestsWhereItIsThrown() {
    let fixture = carousel(.continuous)
    #expect(fixture.collectionView.modelSwipeOrthogonalSection(0, by: 50, withVelocity: 0)?.x == 50)
    // 50 + 0.5 · 0.998 / 0.002 = 299.5.
    let thrown = fixture.collectionView.modelSwipeOrthogonalSection(0, by: 0, withVelocity: 0.5)
    #expect(abs((thrown?.x ?? 0) - 299.5) < 0.01)
    #expect(fixture.collectionView.modelSwipeOrthogonalSection(0, by: 0, withVelocity: 5)?.x == 590)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
  }

  @Test func continuousGroupLeadingBoundaryRestsAtTheNearestGroupsLeadingEdge() {
    let fixture = carousel(.continuousGroupLeadingBoundary)
    // Leading edges at the 10-point inset: 0, 150, 300, 450, then 590.
    // 50 + 0.2 · 499 = 149.8: group 1's.
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 50, withVelocity: 0.2)?.x == 150)
    // 150 + 100 + 1 · 499 = 749: past the end, the last rest.
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 100, withVelocity: 1)?.x == 590)
    #expect(fixture.item(5)?.maxX == 310, "the last group's trailing edge at the trailing inset")
  }

  @Test func pagingMovesAtMostAContainerWidthASwipe() {
    let fixture = carousel(.paging)
    // Pages at 0, 320 and (640 clamped to) 590.
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 50, withVelocity: 0.1)?.x == 320)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 40, withVelocity: 0)?.x == 320)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 260, withVelocity: 0)?.x == 590)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: -10, withVelocity: -0.1)?.x == 320)
    // A fast throw from 0 still moves one page.
    fixture.collectionView.modelSetOrthogonalContentOffset(.zero, inSection: 0)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 300, withVelocity: 10)?.x == 320)
  }

  @Test func groupPagingMovesOneGroupToItsLeadingEdge() {
    let fixture = carousel(.groupPaging)
    // A long, fast swipe from group 0 still stops at group 1.
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 200, withVelocity: 1)?.x == 150)
    // No velocity: the nearest group, 150 for 170.
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 20, withVelocity: 0)?.x == 150)
    // 230 is nearer 300 than 150.
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 80, withVelocity: 0)?.x == 300)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: -5, withVelocity: -0.3)?.x == 150)
  }

  /// UIKit adds a centring inset of (320 − 140) / 2 = 90 on each side,
  /// on top of the section's 10: groups start at 100 + 150·i, their
  /// centres at 170 + 150·i, centred at offsets 10 + 150·i; the content is
  /// 10 + 90 + 6·140 + 5·10 + 90 + 10 = 1,090 wide, so the offset runs to
  /// 770 and the last group (centre 920) centres at 760.
  @Test func groupPagingCenteredAddsCentringInsetsAndPutsAGroupsCentreAtTheScrollersCentre() {
    let fixture = carousel(.groupPagingCentered)
    #expect(fixture.item(0) == CGRect(x: 100, y: 0, width: 140, height: 100))
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 30, withVelocity: 0.5)?.x == 160)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 30, withVelocity: 0.5)?.x == 310)
    // Group 2's centre, as shown, at the collection view's centre.
    #expect(fixture.displayed(2, 0)?.center.x == 160)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 0, withVelocity: -0.5)?.x == 160)
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 2000, y: 0), inSection: 0)
    #expect(offset(fixture) == 770)
    #expect(
      fixture.collectionView.modelSwipeOrthogonalSection(0, by: 0, withVelocity: 0.5)?.x == 760)
    #expect(fixture.displayed(5, 0)?.center.x == 160)
    #expect(fixture.violations.isEmpty)
  }

  /// The model's reading of `scrollToItem(at:at:animated:)` in an
  /// orthogonal section: horizontal positions scroll the section's
  /// scroller, clamped. Item 3 spans 460 to 600 of the content: centred
  /// at 460 + 70 − 160 = 370, its left at 460, its right at 600 − 320.
  @Test func scrollingToAnItemOfAnOrthogonalSectionScrollsItsScroller() {
    let fixture = carousel(.continuous)
    let item3 = IndexPath(item: 3, section: 0)
    fixture.collectionView.scrollToItem(at: item3, at: .centeredHorizontally, animated: false)
    #expect(offset(fixture) == 370)
    #expect(fixture.displayed(3, 0)?.center.x == 160)
    fixture.collectionView.scrollToItem(at: item3, at: .left, animated: false)
    #expect(offset(fixture) == 460)
    fixture.collectionView.scrollToItem(at: item3, at: .right, animated: false)
    #expect(offset(fixture) == 280)
    fixture.collectionView.scrollToItem(
      at: IndexPath(item: 5, section: 0), at: .left, animated: false)
    #expect(offset(fixture) == 590, "clamped")
    #expect(fixture.collectionView.contentOffset == .zero)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
    #expect(fixture.violations.isEmpty)
  }

  @Test func anOffsetIsKeptAcrossPassesAndClampedWhenTheContentShrinks() {
    let fixture = carousel(.continuous)
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 220, y: 0), inSection: 0)
    fixture.collectionView.reloadData()
    #expect(offset(fixture) == 220)
    // Three items: 10 + 3·140 + 2·10 + 10 = 460 wide, at most 140.
    fixture.dataSource.counts = [3]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.deleteItems(at: (3..<6).map { IndexPath(item: $0, section: 0) })
    }
    #expect(offset(fixture) == 140)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
    #expect(fixture.violations.isEmpty)
  }

  @Test func theHandlerSeesVisibleItemsInSectionCoordinatesAndItsChangesLastOneCall() {
    var calls: [(paths: [Int], frames: [CGRect], offset: CGPoint)] = []
    var transformsItem1 = true
    let section = carouselSection(.continuous)
    var freshEachCall = true
    var containers: [CGSize] = []
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      calls.append((items.map(\.indexPath.item), items.map(\.frame), offset))
      containers.append(environment.container.contentSize)
      for item in items {
        let fresh =
          item.center == CGPoint(x: item.frame.midX, y: item.frame.midY) && item.alpha == 1
          && !item.isHidden && item.zIndex == 0 && CATransform3DIsIdentity(item.transform3D)
        if !fresh { freshEachCall = false }
        if item.indexPath.item == 1 && transformsItem1 {
          item.center.x += 10
          item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
          item.alpha = 0.5
          item.zIndex = 5
        }
      }
    }
    let fixture = CompositionalFixture(
      counts: [6], layout: UICollectionViewCompositionalLayout(section: section))
    #expect(calls.count == 1)
    #expect(calls.last?.paths == [0, 1, 2])
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 70, y: 0), inSection: 0)
    #expect(calls.count == 2)
    #expect(calls.last?.offset == CGPoint(x: 70, y: 0))
    // Frames unmoved by the offset: item 1 at 160 as at 0.
    #expect(calls.last?.frames[1] == CGRect(x: 160, y: 0, width: 140, height: 100))
    // Shown: centre 230 + 10, less the offset 70.
    let shown = fixture.displayed(1, 0)
    #expect(shown?.center == CGPoint(x: 170, y: 50))
    #expect(shown?.alpha == 0.5 && shown?.zIndex == 5)
    #expect(shown?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
    // A vertical scroll is a layout cycle too: the handler runs again.
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    #expect(calls.count == 3)
    // The next call that leaves item 1 alone shows it untransformed.
    transformsItem1 = false
    fixture.collectionView.modelSetOrthogonalContentOffset(CGPoint(x: 80, y: 0), inSection: 0)
    let untouched = fixture.displayed(1, 0)
    #expect(untouched?.center == CGPoint(x: 150, y: 50))
    #expect(untouched?.alpha == 1 && untouched?.zIndex == 0)
    #expect(untouched.map { CATransform3DIsIdentity($0.transform3D) } == true)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
    #expect(freshEachCall, "each call starts from the solved values")
    #expect(Set(containers) == [CGSize(width: 320, height: 480)])
    #expect(fixture.violations.isEmpty)
  }

  /// "The frame rectangle, which describes the item's location and size in
  /// its section's coordinate system" (NSCollectionLayoutVisibleItem): an
  /// orthogonal section below three 44-point rows gets its items' frames
  /// from the section's top, not the collection view's 132, and what the
  /// handler sets in those coordinates shows at 132 on.
  @Test func aSectionBelowTheFirstSeesItsItemsFromItsOwnTop() {
    var frames: [CGRect] = []
    let row = carouselSection(.continuous)
    row.visibleItemsInvalidationHandler = { items, _, _ in
      frames = items.map(\.frame)
      for item in items where item.indexPath.item == 0 { item.center.y += 5 }
    }
    let list = listSection(height: 44)
    let fixture = CompositionalFixture(
      counts: [3, 6],
      layout: UICollectionViewCompositionalLayout { index, _ in index == 0 ? list : row })
    #expect(frames.first == CGRect(x: 10, y: 0, width: 140, height: 100))
    #expect(fixture.item(1, 1) == CGRect(x: 160, y: 132, width: 140, height: 100))
    #expect(fixture.displayed(0, 1)?.center == CGPoint(x: 80, y: 132 + 50 + 5))
    #expect(fixture.violations.isEmpty)
  }

  @Test func aListSectionsHandlerGetsTheCollectionViewsOffsetAndItsOnScreenItems() {
    var calls: [(paths: [Int], offset: CGPoint)] = []
    let section = listSection(height: 100)
    section.visibleItemsInvalidationHandler = { items, offset, _ in
      calls.append((items.map(\.indexPath.item), offset))
      for item in items where item.indexPath.item == 3 { item.isHidden = true }
    }
    let fixture = CompositionalFixture(
      counts: [20], layout: UICollectionViewCompositionalLayout(section: section))
    #expect(calls.last?.paths == [0, 1, 2, 3, 4])
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(calls.last?.offset == CGPoint(x: 0, y: 250))
    #expect(calls.last?.paths == [2, 3, 4, 5, 6, 7])
    #expect(fixture.displayed(3, 0)?.isHidden == true)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
  }

  @Test func aMixedScreenStaysFreshThroughScrollsSwipesAndDiffableApplies() {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      mixedSection(index, width: environment.container.effectiveContentSize.width)
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var passes = 0
    var stale: [String] = []
    collectionView.modelPassHandler = { view in
      passes += 1
      stale += view.modelStaleDisplayedElements()
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1, 2])
    snapshot.appendItems(Array(0..<5), toSection: 0)
    snapshot.appendItems(Array(100..<108), toSection: 1)
    snapshot.appendItems(Array(200..<207), toSection: 2)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    // List: 5 × 60 = 300; carousel: 100 high from 300; custom: 4 groups of
    // 150 from 400 (the seventh item alone in the last).
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        == CGRect(x: 160, y: 300, width: 140, height: 100))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 2))?.frame
        == CGRect(x: 160, y: 550, width: 160, height: 70))
    #expect(layout.collectionViewContentSize.height == 1000)
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.modelSwipeOrthogonalSection(1, by: 60, withVelocity: 0.3)
    #expect(collectionView.modelOrthogonalContentOffset(inSection: 1)?.x == 150)
    snapshot.deleteItems([101, 203, 204])
    snapshot.appendItems([300, 301], toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(collectionView.modelOrthogonalContentOffset(inSection: 1)?.x == 150)
    collectionView.contentOffset = CGPoint(x: 0, y: 500)
    collectionView.modelSwipeOrthogonalSection(1, by: 400, withVelocity: 2)
    collectionView.contentOffset = CGPoint(x: 0, y: 0)
    snapshot.deleteItems(Array(102..<108))
    dataSource.apply(snapshot, animatingDifferences: true)
    // Two carousel items: 10 + 2·140 + 10 + 10 = 310 wide, no room to
    // scroll.
    #expect(collectionView.modelOrthogonalContentOffset(inSection: 1)?.x == 0)
    #expect(passes >= 8)
    #expect(stale.isEmpty, "\(stale)")
    #expect(collectionView.modelViolations.isEmpty, "\(collectionView.modelViolations)")
  }
}

/// The mixed screen's sections: a list of 60-point rows, a group-paging
/// carousel whose handler scales items by their distance from the centre,
/// and custom groups of two items (a tall half and, above it by zIndex, a
/// short half).
@MainActor
func mixedSection(_ index: Int, width: CGFloat) -> NSCollectionLayoutSection {
  switch index {
  case 0:
    return listSection(height: 60)
  case 1:
    let section = carouselSection(.groupPaging)
    section.visibleItemsInvalidationHandler = scaleByDistanceFromCentre
    return section
  default:
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(150)),
      itemProvider: { _ in twoHalves(width: width) })
    return NSCollectionLayoutSection(group: group)
  }
}

@MainActor
func scaleByDistanceFromCentre(
  _ items: [any NSCollectionLayoutVisibleItem], _ offset: CGPoint,
  _ environment: any NSCollectionLayoutEnvironment
) {
  for item in items {
    let scale = 1 - abs(item.center.x - offset.x - 160) / 1000
    item.transform = CGAffineTransform(scaleX: scale, y: scale)
  }
}

@MainActor
func twoHalves(width: CGFloat) -> [NSCollectionLayoutGroupCustomItem] {
  [
    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 150)),
    NSCollectionLayoutGroupCustomItem(
      frame: CGRect(x: width / 2, y: 0, width: width / 2, height: 70), zIndex: 1),
  ]
}
