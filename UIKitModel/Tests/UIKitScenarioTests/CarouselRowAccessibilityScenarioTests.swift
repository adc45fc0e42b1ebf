// Issue 51, item 9: the carousel row of a compositional layout for
// VoiceOver, through a collection view subclass written as the 2.1
// compositional article showed (makeAccessibilityElement and
// accessibilityElements(replacingRowCellsIn:of:), which stay for the apps
// that use them): the row is one adjustable element in its place among
// the other sections' cells and headers; swipes move the centred album, a
// double tap opens it, right to left reorders the rest. Then the row's
// element view, which needs no subclass (issue 58, item 1).

import CircularLayout
import CircularLayoutUIKit
import Testing
import UIKit

/// The 2.1 article's subclass: its container methods answer with UIKit's
/// own elements, the row's cells replaced by the row's element.
final class HomeCollectionView: UICollectionView {
  nonisolated(unsafe) weak var albums: CarouselCompositionalSection?

  override func accessibilityElementCount() -> Int { elements.count }

  override func accessibilityElement(at index: Int) -> Any? {
    let elements = elements
    return elements.indices.contains(index) ? elements[index] : nil
  }

  override func index(ofAccessibilityElement element: Any) -> Int {
    elements.firstIndex { $0 as AnyObject === element as AnyObject } ?? NSNotFound
  }

  /// UIKit calls the container methods on the main thread (the iOS 17
  /// SDK declares them nonisolated, the iOS 18 SDK on the main actor).
  private nonisolated var elements: [Any] {
    nonisolated(unsafe) var elements: [Any] = []
    MainActor.assumeIsolated {
      let own = (0..<super.accessibilityElementCount()).compactMap {
        super.accessibilityElement(at: $0)
      }
      elements = albums?.accessibilityElements(replacingRowCellsIn: own, of: self) ?? own
    }
    return elements
  }
}

@MainActor
struct CarouselRowAccessibilityScenarioTests {
  /// Three 44-point list rows, the row from 132 for 200 points (10 linear
  /// 150-point albums), the wall's 40-point header at 332, then photos;
  /// read through the subclass's container methods unless
  /// `readsContainerMethods` is false.
  func screen(wallCount: Int = 4, height: CGFloat = 844, readsContainerMethods: Bool = true)
    -> (HomeScreen, HomeCollectionView, opened: () -> [IndexPath])
  {
    let screen = HomeScreen(
      listCount: 3, rowCount: 10, wallCount: wallCount, style: .linear,
      size: CGSize(width: 390, height: height),
      makeCollectionView: { HomeCollectionView(frame: $0, collectionViewLayout: $1) })
    let collectionView = screen.collectionView as! HomeCollectionView
    collectionView.albums = screen.albums
    // Read through the subclass's container methods: these tests check
    // what the row's element does once VoiceOver has it; whether VoiceOver
    // reads it is VoiceOverThroughCellsScenarioTests' (issue 58, item 1).
    collectionView.modelAccessibilityReadsContainerMethods = readsContainerMethods
    var opened: [IndexPath] = []
    screen.albums.makeAccessibilityElement(
      in: collectionView, label: "Albums", value: { "Album \($0.item)" },
      activate: { opened.append($0) })
    collectionView.layoutIfNeeded()
    return (screen, collectionView, { opened })
  }

  /// Whether VoiceOver reads any album cell (the row's section is 1).
  static func readsAnAlbumCell(
    _ read: [ModelAccessibilityElement], in collectionView: UICollectionView
  ) -> Bool {
    read.contains {
      ($0.element as? UICollectionViewCell).map { cell in
        collectionView.indexPath(for: cell)?.section == 1
      } ?? false
    }
  }

  /// What a VoiceOver user does with the row's element: a swipe up brings
  /// the next album, two down the first and then nothing, and a double
  /// tap, after one more swipe up, opens album 1.
  static func swipeAndOpen(
    _ element: UIResponder, on screen: HomeScreen, opened: () -> [IndexPath]
  ) {
    element.accessibilityIncrement()
    #expect(screen.rowOffset == 150)
    #expect(element.accessibilityValue == "Album 1")
    element.accessibilityDecrement()
    element.accessibilityDecrement()
    #expect(screen.rowOffset == 0)
    #expect(element.accessibilityValue == "Album 0")
    element.accessibilityIncrement()
    #expect(element.accessibilityActivate())
    #expect(opened() == [IndexPath(item: 1, section: 1)])
  }

  @Test func theRowIsOneAdjustableElementInItsPlace() throws {
    let (screen, collectionView, opened) = screen()
    // UIKit's own order (the model's: visible cells by index path), the
    // row's cells replaced by its element where the first of them was.
    let read0 = collectionView.modelAccessibilityElements
    #expect(read0.map(\.frameInContainer?.minY).prefix(4) == [0, 44, 88, 132])
    #expect(read0[3].label == "Albums")
    // No album cell is read.
    let read = read0
    let row = try #require(read.first { $0.label == "Albums" })
    #expect(row.traits.contains(.adjustable))
    #expect(row.value == "Album 0")
    #expect(row.frameInContainer == CGRect(x: 0, y: 132, width: 390, height: 200))
    #expect(!Self.readsAnAlbumCell(read, in: collectionView))
    Self.swipeAndOpen(row.element, on: screen, opened: opened)
    // Scrolled past, the row is not listed and opens nothing.
    collectionView.contentOffset.y = 400
    collectionView.layoutIfNeeded()
    #expect(!collectionView.modelAccessibilityElements.contains { $0.label == "Albums" })
    #expect(!row.element.accessibilityActivate())
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Right to left, the other sections read as UIKit orders them (the
  /// list is UIKit's own); the row is still one element in its place, and
  /// a swipe up still brings the album on the right, the next, to the
  /// centre: the row runs left to right.
  @Test func rightToLeftTheRowStillStepsToTheNextAlbum() throws {
    let (screen, collectionView, _) = screen()
    try Self.stepsToTheNextAlbumRightToLeft(on: screen, in: collectionView)
  }

  /// Right to left, the row is read once, in its place (from 132, 200
  /// tall, the collection view's width), and a swipe up brings the album
  /// on the right, the next, to the centre: the row runs left to right.
  static func stepsToTheNextAlbumRightToLeft(
    on screen: HomeScreen, in collectionView: UICollectionView
  ) throws {
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    let read = collectionView.modelAccessibilityElements
    #expect(read.filter { $0.label == "Albums" }.count == 1)
    let row = try #require(read.first { $0.label == "Albums" })
    #expect(row.frameInContainer == CGRect(x: 0, y: 132, width: 390, height: 200))
    row.element.accessibilityIncrement()
    #expect(screen.albums.centeredIndexPath?.item == 1)
    #expect(screen.rowOffset == 150)
  }
}

/// The row's element view (issue 58, item 1): the row is one adjustable
/// element, a supplementary view over the row, read by its own properties,
/// with no collection view subclass; the row's cells hide what they
/// contain. Read as VoiceOver reads a collection view under either reading
/// of its container methods.
@MainActor
struct CarouselRowElementScenarioTests {
  /// `CarouselRowAccessibilityScenarioTests`' screen, its row made one
  /// element as the compositional article shows, in a plain collection
  /// view.
  func screen(readsContainerMethods: Bool = false)
    -> (HomeScreen, UICollectionView, opened: () -> [IndexPath])
  {
    let screen = HomeScreen(
      listCount: 3, rowCount: 10, wallCount: 4, style: .linear,
      size: CGSize(width: 390, height: 844))
    var opened: [IndexPath] = []
    screen.makeRowOneAccessibilityElement(
      value: { "Album \($0.item)" }, activate: { opened.append($0) })
    let collectionView = screen.collectionView
    collectionView.modelAccessibilityReadsContainerMethods = readsContainerMethods
    collectionView.layoutIfNeeded()
    return (screen, collectionView, { opened })
  }

  @Test(arguments: [false, true])
  func theRowIsOneAdjustableElementInItsPlace(readsContainerMethods: Bool) throws {
    let (screen, collectionView, opened) = screen(readsContainerMethods: readsContainerMethods)
    let read = collectionView.modelAccessibilityElements
    // The list's three rows, then the row, where it is drawn, then the
    // wall's header and photos; no album cell.
    #expect(read.map(\.frameInContainer?.minY).prefix(4) == [0, 44, 88, 132])
    let row = read[3]
    #expect(row.label == "Albums")
    #expect(row.traits.contains(.adjustable))
    #expect(row.value == "Album 0")
    #expect(row.frameInContainer == CGRect(x: 0, y: 132, width: 390, height: 200))
    #expect(read.filter { $0.label == "Albums" }.count == 1)
    #expect(!CarouselRowAccessibilityScenarioTests.readsAnAlbumCell(read, in: collectionView))
    CarouselRowAccessibilityScenarioTests.swipeAndOpen(row.element, on: screen, opened: opened)
    // Scrolled past, the row is not read.
    collectionView.contentOffset.y = 400
    collectionView.layoutIfNeeded()
    #expect(!collectionView.modelAccessibilityElements.contains { $0.label == "Albums" })
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Scrolled away and back, the row's view is dequeued again (the model
  /// hands out views from the reuse queue) and reads this row, with the
  /// label of the latest call; a second row's views have a kind of their
  /// own.
  @Test func theRowsViewIsReadAgainAfterAScrollBack() throws {
    let (screen, collectionView, _) = screen()
    let rowView = IndexPath(item: 0, section: 1)
    let shown = try #require(
      collectionView.supplementaryView(
        forElementKind: screen.albums.accessibilityElementKind, at: rowView))
    collectionView.contentOffset.y = 1_000
    collectionView.layoutIfNeeded()
    screen.albums.addAccessibilityElement(
      label: "Featured", value: { "Album \($0.item)" }, activate: { _ in })
    collectionView.contentOffset.y = 0
    collectionView.layoutIfNeeded()
    // The same view, reused: its element was made at its first dequeue.
    #expect(
      collectionView.supplementaryView(
        forElementKind: screen.albums.accessibilityElementKind, at: rowView) === shown)
    let row = try #require(
      collectionView.modelAccessibilityElements.first { $0.traits.contains(.adjustable) })
    #expect(row.label == "Featured")
    #expect(row.value == "Album 0")
    row.element.accessibilityIncrement()
    #expect(screen.albums.centeredIndexPath?.item == 1)
    let other = CarouselCompositionalSection(carousel: screen.carousel)
    #expect(other.accessibilityElementKind != screen.albums.accessibilityElementKind)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// The view takes no touches: a tap in the row finds the album drawn
  /// there, not the view over it.
  @Test func aTapInTheRowFindsTheAlbumBeneath() throws {
    let (_, collectionView, _) = screen()
    let hit = collectionView.hitTest(CGPoint(x: 195, y: 232), with: nil)
    let cell = try #require(hit as? UICollectionViewCell)
    #expect(collectionView.indexPath(for: cell)?.section == 1)
  }

  /// Right to left, the row is still one element in its place, and a
  /// swipe up still brings the album on the right, the next, to the
  /// centre: the row runs left to right.
  @Test func rightToLeftTheRowStillStepsToTheNextAlbum() throws {
    let (screen, collectionView, _) = screen()
    try CarouselRowAccessibilityScenarioTests.stepsToTheNextAlbumRightToLeft(
      on: screen, in: collectionView)
  }
}
