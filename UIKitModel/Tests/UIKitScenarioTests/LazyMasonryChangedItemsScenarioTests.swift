// LazyMasonry where UIKit exists, items whose values change under the same
// id (issue 36, item 5): Equatable items without a cell are reloaded, so
// the layout reads their estimates again with every column kept and the
// viewed item still; items with a cell are rebuilt in place (the same
// cell) and measure themselves; items that are not Equatable keep the
// estimate read when they were inserted.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutSwiftUI
import MasonryLayoutUIKit
import SwiftUI
import Testing
import UIKit

@MainActor
struct LazyMasonryChangedItemsScenarioTests {
  struct Photo: Identifiable, Equatable, Sendable {
    var id: Int
    var height: CGFloat
  }

  /// The same, not Equatable.
  struct OpaquePhoto: Identifiable, Sendable {
    var id: Int
    var height: CGFloat
  }

  typealias Coordinator = LazyMasonryCoordinator<Photo, Int, EmptyView, EmptyView, EmptyView>

  static func photos(_ ids: Range<Int>) -> [Photo] {
    ids.map { Photo(id: $0, height: 100 + CGFloat($0 * 37 % 5) * 20) }
  }

  static func feed(_ photos: [Photo]) -> LazyMasonry<Photo, Int, EmptyView, EmptyView, EmptyView> {
    LazyMasonry(photos, columns: .fixed(2), spacing: 0) { _ in
      EmptyView()
    } height: { photo, _ in
      photo.height
    }
  }

  static func coordinator(_ photos: [Photo]) -> Coordinator {
    let coordinator = Coordinator(feed(photos), environment: EnvironmentValues())
    ScenarioChecks.watch(coordinator.collectionView)
    coordinator.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    coordinator.collectionView.layoutIfNeeded()
    return coordinator
  }

  static func frame(_ coordinator: Coordinator, _ id: Int) -> CGRect? {
    coordinator.layout.layoutAttributesForItem(at: IndexPath(item: id, section: 0))?.frame
  }

  static func columns(_ coordinator: Coordinator) -> [Int?] {
    let engine = coordinator.layout.host.layout.masonry(inSection: 0)!
    return (0..<engine.itemCount).map { engine.column(ofItemAt: $0) }
  }

  @Test func anItemWithoutACellIsMeasuredAgainWithColumnsKept() throws {
    var photos = Self.photos(0..<400)
    let coordinator = Self.coordinator(photos)
    let collectionView = coordinator.collectionView
    collectionView.contentOffset = CGPoint(x: 0, y: 8_000)
    collectionView.layoutIfNeeded()
    let columns = Self.columns(coordinator)
    let bounds = collectionView.bounds
    let viewed = try #require(coordinator.layout.host.layout.anchor(in: Rect(bounds)).path?.item)
    let viewedTop = try #require(Self.frame(coordinator, viewed)).minY - bounds.minY
    // Item 3, far above the screen, grows by 200; item 390, far below,
    // shrinks to 20. Neither has a cell.
    for id in [3, 390] {
      #expect(collectionView.cellForItem(at: IndexPath(item: id, section: 0)) == nil)
    }
    photos[3].height += 200
    photos[390].height = 20
    coordinator.update(Self.feed(photos), environment: EnvironmentValues(), animated: false)
    collectionView.layoutIfNeeded()
    #expect(Self.frame(coordinator, 3)?.height == photos[3].height)
    #expect(Self.frame(coordinator, 390)?.height == 20)
    #expect(Self.columns(coordinator) == columns)
    // The item the user looks at stays where it was on screen.
    let after = collectionView.bounds
    #expect(try #require(Self.frame(coordinator, viewed)).minY - after.minY == viewedTop)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  @Test func anItemWithACellIsRebuiltInPlace() throws {
    var photos = Self.photos(0..<100)
    let coordinator = Self.coordinator(photos)
    let collectionView = coordinator.collectionView
    let path = IndexPath(item: 2, section: 0)
    let cell = try #require(collectionView.cellForItem(at: path))
    let height = try #require(Self.frame(coordinator, 2)).height
    photos[2].height += 50
    coordinator.update(Self.feed(photos), environment: EnvironmentValues(), animated: false)
    collectionView.layoutIfNeeded()
    // Not reloaded: the same cell, configured again, which measures
    // itself again (its hosting view asks, as a device's resizes itself
    // when its SwiftUI content changes): the empty content takes its new
    // ideal height, the new estimate.
    #expect(collectionView.cellForItem(at: path) === cell)
    #expect(Self.frame(coordinator, 2)?.height == height + 50)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  @Test func itemsThatAreNotEquatableKeepTheirFirstEstimate() {
    func feed(_ photos: [OpaquePhoto]) -> LazyMasonry<
      OpaquePhoto, Int, EmptyView, EmptyView, EmptyView
    > {
      LazyMasonry(photos, columns: .fixed(2), spacing: 0) { _ in
        EmptyView()
      } height: {
        photo, _ in
        photo.height
      }
    }
    var photos = Self.photos(0..<400).map { OpaquePhoto(id: $0.id, height: $0.height) }
    let coordinator = LazyMasonryCoordinator(feed(photos), environment: EnvironmentValues())
    let collectionView = coordinator.collectionView
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 8_000)
    collectionView.layoutIfNeeded()
    let path = IndexPath(item: 3, section: 0)
    let before = coordinator.layout.layoutAttributesForItem(at: path)?.frame
    photos[3].height += 200
    coordinator.update(feed(photos), environment: EnvironmentValues(), animated: false)
    collectionView.layoutIfNeeded()
    #expect(coordinator.layout.layoutAttributesForItem(at: path)?.frame == before)
  }
}
