// The carousel row's 2.1 names, kept as deprecated forwarders until 3.0:
// `centeredItemHandler` (now `centeredItemChangeHandler`) and
// `accessibilityElements(in:supplementaryElementKinds:)`, 2.1's list for a
// collection view subclass's container methods. Called through a
// protocol, so that the test compiles without deprecation warnings.

import CircularLayoutUIKit
import Testing
import UIKit

/// The row's 2.1 spellings, as an app written for 2.1 calls them.
@MainActor
protocol CarouselRowOf21 {
  var centeredItemHandler: ((Int) -> Void)? { get set }
  func accessibilityElements(
    in collectionView: UICollectionView, supplementaryElementKinds: [String]
  ) -> [Any]
}

extension CarouselCompositionalSection: CarouselRowOf21 {}

@MainActor
struct CarouselRowDeprecatedNamesScenarioTests {
  /// The 2.1 handler hears each change of the centred item, as the new one
  /// does, and is the new one.
  @Test func theOldHandlerIsTheChangeHandler() {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 60, style: .linear)
    var row: any CarouselRowOf21 = screen.albums
    var heard: [Int] = []
    row.centeredItemHandler = { heard.append($0) }
    #expect(screen.albums.centeredItemChangeHandler != nil)
    screen.collectionView.layoutIfNeeded()
    screen.collectionView.modelSwipeOrthogonalSection(1, by: 30, withVelocity: 0.5)
    #expect(heard == [0, 1])
    screen.albums.centeredItemChangeHandler = nil
    #expect(row.centeredItemHandler == nil)
  }

  /// The 2.1 list: the list's three 44-point rows, the row's element in
  /// its place (from 132, 200 tall), the wall's 40-point header at 332,
  /// then its photos; no album cell.
  @Test func theOldListPutsTheRowInReadingOrder() throws {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 4, style: .linear)
    let collectionView = screen.collectionView
    screen.albums.makeAccessibilityElement(
      in: collectionView, label: "Albums", value: { "Album \($0.item)" }, activate: { _ in })
    collectionView.layoutIfNeeded()
    let row: any CarouselRowOf21 = screen.albums
    let listed = row.accessibilityElements(
      in: collectionView, supplementaryElementKinds: [UICollectionView.elementKindSectionHeader])
    let tops = listed.map {
      ($0 as? UIView)?.frame.minY
        ?? ($0 as? UIAccessibilityElement)?.accessibilityFrameInContainerSpace.minY
    }
    #expect(Array(tops.prefix(5)) == [0, 44, 88, 132, 332])
    #expect(tops.count > 5 && tops.dropFirst(5).allSatisfy { ($0 ?? 0) >= 372 })
    let element = try #require(listed[3] as? UIAccessibilityElement)
    #expect(element.accessibilityLabel == "Albums")
    #expect(element.accessibilityFrameInContainerSpace.height == 200)
    #expect(
      !listed.contains {
        ($0 as? UICollectionViewCell).map { collectionView.indexPath(for: $0)?.section == 1 }
          ?? false
      })
  }

  /// With no element made, the row's cells are listed as the others:
  /// after the list's three rows, at the row's top, before the wall.
  @Test func withNoElementTheOldListReadsTheRowsCells() {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 4, style: .linear)
    let collectionView = screen.collectionView
    collectionView.layoutIfNeeded()
    let row: any CarouselRowOf21 = screen.albums
    let listed = row.accessibilityElements(
      in: collectionView, supplementaryElementKinds: [UICollectionView.elementKindSectionHeader])
    let sections = listed.map { ($0 as? UICollectionViewCell).flatMap(collectionView.indexPath) }
    let firstAlbum = sections.firstIndex { $0?.section == 1 }
    #expect(firstAlbum == 3, "\(sections)")
    let top = (listed[firstAlbum ?? 0] as? UIView)?.frame.minY
    #expect(top.map { $0 >= 132 && $0 < 332 } == true, "\(String(describing: top))")
  }
}
