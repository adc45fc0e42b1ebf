// The compositional layout's geometry: lists, grids, custom groups,
// insets and spacing, headers and footers, and when the section provider
// is called. Every frame is worked out by hand for a 320x480 collection
// view.

import Testing
import UIKit

@MainActor
struct UICollectionViewCompositionalLayoutTests {
  @Test func aListSectionStacksRowsOfAbsoluteHeightInsetByTheItemsInsets() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 16, bottom: 2, trailing: 16)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let fixture = CompositionalFixture(
      counts: [20], layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
    // Row i: 44 points from 44·i, the cell 2 in from the top and bottom,
    // 16 from the sides.
    #expect(fixture.item(0) == CGRect(x: 16, y: 2, width: 288, height: 40))
    #expect(fixture.item(7) == CGRect(x: 16, y: 310, width: 288, height: 40))
    #expect(fixture.item(19) == CGRect(x: 16, y: 838, width: 288, height: 40))
    #expect(fixture.item(20) == nil)
    #expect(fixture.layout.collectionViewContentSize == CGSize(width: 320, height: 880))
    // 480 / 44: rows 0 to 10 meet the bounds (row 10 from 442 to 482).
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...10))
    #expect(fixture.violations.isEmpty)
  }

  @Test func aGridOfRepeatingSubitemsSizesThemToFitWithSpacingAndInsets() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10)
    section.interGroupSpacing = 8
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    let fixture = CompositionalFixture(
      counts: [5, 2],
      layout: UICollectionViewCompositionalLayout(section: section, configuration: configuration))
    // Content width 300 (10 in on each side); two items of (300 − 10) / 2
    // = 145, at 10 and 165. Rows at 20, 128, 236; the last holds one.
    #expect(fixture.item(0) == CGRect(x: 10, y: 20, width: 145, height: 100))
    #expect(fixture.item(1) == CGRect(x: 165, y: 20, width: 145, height: 100))
    #expect(fixture.item(2) == CGRect(x: 10, y: 128, width: 145, height: 100))
    #expect(fixture.item(4) == CGRect(x: 10, y: 236, width: 145, height: 100))
    // Section 0: 20 + 3·100 + 2·8 + 30 = 366; section 1 starts 12 below.
    #expect(fixture.item(0, 1) == CGRect(x: 10, y: 398, width: 145, height: 100))
    // 366 + 12 + (20 + 100 + 30).
    #expect(fixture.layout.collectionViewContentSize.height == 528)
    #expect(fixture.violations.isEmpty)
  }

  @Test func aSubitemListRepeatsWhileTheNextFitsSpacingIncluded() {
    let item = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
    let fixture = CompositionalFixture(
      counts: [6], layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
    // Four of 80 in 320; the group's height is a quarter of the width.
    #expect(fixture.item(3) == CGRect(x: 240, y: 0, width: 80, height: 80))
    #expect(fixture.item(4) == CGRect(x: 0, y: 80, width: 80, height: 80))
    // With 10 points between them, a fourth would end at 350: three a row.
    group.interItemSpacing = .fixed(10)
    fixture.collectionView.reloadData()
    #expect(fixture.item(2) == CGRect(x: 180, y: 0, width: 80, height: 80))
    #expect(fixture.item(3) == CGRect(x: 0, y: 80, width: 80, height: 80))
    #expect(fixture.violations.isEmpty)
  }

  @Test func aCustomGroupPlacesItsFramesAsGivenAndRepeatsCallingItsProviderEachTime() {
    var containers: [CGSize] = []
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(200))
    ) { environment in
      containers.append(environment.container.contentSize)
      return [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100), zIndex: 2),
        // Past the group's edges: kept, not clipped.
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 150, y: 50, width: 200, height: 300)),
      ]
    }
    let fixture = CompositionalFixture(
      counts: [5], layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
    #expect(containers == Array(repeating: CGSize(width: 320, height: 200), count: 3))
    #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(fixture.item(1) == CGRect(x: 150, y: 50, width: 200, height: 300))
    #expect(fixture.item(3) == CGRect(x: 150, y: 250, width: 200, height: 300))
    #expect(fixture.item(4) == CGRect(x: 0, y: 400, width: 100, height: 100))
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 2)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.zIndex == 0)
    #expect(fixture.layout.collectionViewContentSize.height == 600)
    // A scroll of the same size solves nothing again.
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(containers.count == 3)
    #expect(fixture.violations.isEmpty)
  }

  @Test func aCustomProviderThatReturnsNothingEndsTheSectionAndIsRecorded() {
    var calls = 0
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(100))
    ) { _ in
      calls += 1
      return calls == 1
        ? [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))] : []
    }
    let fixture = CompositionalFixture(
      counts: [4], layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
    #expect(calls == 2)
    #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(fixture.item(1) == nil)
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidCompositionalLayout])
  }

  @Test func aCustomFrameThatIsNotFiniteIsRecordedNotSanitised() {
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(100))
    ) { _ in
      [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50))
      ]
    }
    let fixture = CompositionalFixture(
      counts: [2], layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
    #expect(fixture.item(0)?.minX.isNaN == true)
    #expect(
      fixture.collectionView.modelViolations.map(\.kind).contains(.invalidCompositionalLayout))
    #expect(fixture.collectionView.indexPathsForVisibleItems.isEmpty)
  }

  @Test func headersAndFootersTakeRoomInsideTheInsetsAndPinWhileTheirSectionIsOnScreen() {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: headerKind,
      alignment: .top)
    header.pinToVisibleBounds = true
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: footerKind,
      alignment: .bottom)
    let section = listSection(height: 44)
    section.boundarySupplementaryItems = [header, footer]
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let fixture = CompositionalFixture(
      counts: [20, 20], layout: UICollectionViewCompositionalLayout(section: section))
    // Header, 20 rows of 44, footer: 50 + 880 + 30 = 960 a section.
    #expect(
      fixture.supplementary(headerKind, 0)?.frame == CGRect(x: 10, y: 0, width: 300, height: 50))
    #expect(fixture.supplementary(headerKind, 0)?.zIndex == 1)
    #expect(fixture.item(0) == CGRect(x: 10, y: 50, width: 300, height: 44))
    #expect(
      fixture.supplementary(footerKind, 0)?.frame == CGRect(x: 10, y: 930, width: 300, height: 30))
    #expect(fixture.supplementary(headerKind, 1)?.frame.minY == 960)
    // Scrolled: the header stays at the top of the bounds, pushed up by
    // its section's end; the footer, not pinned, stays.
    let checks: [(CGFloat, CGFloat)] = [(300, 300), (900, 900), (940, 910), (1000, 1000)]
    for (offset, headerY) in checks {
      fixture.collectionView.contentOffset = CGPoint(x: 0, y: offset)
      let pinnedSection = offset < 960 ? 0 : 1
      #expect(fixture.supplementary(headerKind, pinnedSection)?.frame.minY == headerY)
      #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
      #expect(
        fixture.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: headerKind)
          .contains(IndexPath(item: 0, section: pinnedSection)))
    }
    #expect(fixture.supplementary(footerKind, 0)?.frame.minY == 930)
    #expect(fixture.violations.isEmpty)
  }

  @Test func aPinnedFooterStaysAtTheBottomAndUnpinnedHeadersScrollAway() {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: headerKind,
      alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: footerKind,
      alignment: .bottom)
    footer.pinToVisibleBounds = true
    let section = listSection(height: 44)
    section.boundarySupplementaryItems = [header, footer]
    section.supplementariesFollowContentInsets = false
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
    let fixture = CompositionalFixture(
      counts: [20], layout: UICollectionViewCompositionalLayout(section: section))
    // Outside the insets: the header across the width, then the top inset.
    #expect(
      fixture.supplementary(headerKind, 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(fixture.item(0) == CGRect(x: 10, y: 60, width: 300, height: 44))
    // The footer (solved at 940) at the bottom of the bounds: 480 − 30.
    #expect(fixture.supplementary(footerKind, 0)?.frame.minY == 450)
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(fixture.supplementary(headerKind, 0)?.frame.minY == 0)
    #expect(fixture.supplementary(footerKind, 0)?.frame.minY == 750)
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 500)
    #expect(fixture.supplementary(footerKind, 0)?.frame.minY == 940)
    #expect(fixture.collectionView.modelStaleDisplayedElements().isEmpty)
    #expect(fixture.violations.isEmpty)
  }

  @Test func theProviderIsCalledAgainAfterUpdatesAndRotationsNotAfterAScroll() {
    var calls: [Int] = []
    let layout = UICollectionViewCompositionalLayout { index, _ in
      calls.append(index)
      return listSection(height: 44)
    }
    let fixture = CompositionalFixture(counts: [30, 30], layout: layout)
    #expect(calls == [0, 1])
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(calls == [0, 1], "a scroll of the same size")
    fixture.dataSource.counts[1] = 31
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [IndexPath(item: 30, section: 1)])
    }
    #expect(calls == [0, 1, 0, 1], "a batch update")
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    #expect(calls == [0, 1, 0, 1, 0, 1], "a rotation")
    #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 480, height: 44))
    fixture.collectionView.reloadData()
    #expect(calls.count == 8)
    #expect(fixture.violations.isEmpty)
  }

  @Test func theEnvironmentIsTheCollectionViewsSizeLessTheSafeAreasSides() {
    var containers: [any NSCollectionLayoutContainer] = []
    var traits: [UITraitCollection] = []
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { _, environment in
        containers.append(environment.container)
        traits.append(environment.traitCollection)
        return listSection(height: 44)
      }, configuration: configuration)
    let fixture = CompositionalFixture(
      counts: [3], layout: layout,
      safeArea: UIEdgeInsets(top: 20, left: 44, bottom: 34, right: 30))
    let container = containers.first
    #expect(container?.contentSize == CGSize(width: 320, height: 480))
    #expect(
      container?.contentInsets
        == NSDirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 30))
    #expect(container?.effectiveContentInsets == container?.contentInsets)
    #expect(container?.effectiveContentSize == CGSize(width: 246, height: 480))
    #expect(traits.first === fixture.collectionView.traitCollection)
    #expect(fixture.item(0) == CGRect(x: 44, y: 0, width: 246, height: 44))
    // `.none`: measured from the edges.
    configuration.contentInsetsReference = .none
    layout.configuration = configuration
    #expect(containers.last?.contentInsets == NSDirectionalEdgeInsets.zero)
    #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(fixture.violations.isEmpty)
  }

  @Test func declarationsHaveUIKitsDefaults() {
    let dimension = NSCollectionLayoutDimension.estimated(44)
    #expect(dimension.isEstimated && !dimension.isAbsolute && dimension.dimension == 44)
    #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
    #expect(NSCollectionLayoutSpacing.flexible(8).isFlexible)
    #expect(NSCollectionLayoutSpacing.fixed(8).spacing == 8)
    let section = listSection(height: 44)
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(section.supplementariesFollowContentInsets)
    #expect(section.contentInsetsReference == .automatic)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: headerKind,
      alignment: .top, absoluteOffset: CGPoint(x: 0, y: -4))
    #expect(header.extendsBoundary && !header.pinToVisibleBounds && header.zIndex == 1)
    #expect(header.offset == CGPoint(x: 0, y: -4) && header.alignment == .top)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
    #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
    let custom = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(custom.zIndex == 0 && custom.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}
