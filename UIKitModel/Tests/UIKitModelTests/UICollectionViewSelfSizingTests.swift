// Self-sizing: the cell's measured size is offered to the layout as
// preferred attributes, and the context's adjustments move the content.

import Testing
import UIKit

@MainActor
struct UICollectionViewSelfSizingTests {
  @Test func aMeasuredSizeIsOfferedToTheLayoutAsACopyOfItsAttributes() {
    let fixture = ModelFixture(counts: [100])
    var offered: [(IndexPath, CGSize)] = []
    fixture.collectionView.modelCellSizing = { attributes in
      offered.append((attributes.indexPath, attributes.size))
      return CGSize(width: attributes.size.width, height: 60)
    }
    fixture.layout.invalidateLayout()
    // First pass: the five visible cells at 100 points measure 60.
    #expect(offered.prefix(5).map(\.0.item) == Array(0...4))
    #expect(offered.prefix(5).allSatisfy { $0.1 == CGSize(width: 320, height: 100) })
    #expect(
      Array(fixture.layout.orderedCalls.prefix(5)) == [
        "invalidateLayout(with:)", "prepare", "collectionViewContentSize",
        "layoutAttributesForElements", "shouldInvalidateLayout(forPreferredLayoutAttributes:)",
      ])
  }

  @Test func theLayoutIsNotAskedWhenTheCellKeepsItsSize() {
    let fixture = ModelFixture(counts: [100])
    fixture.collectionView.modelCellSizing = { $0.size }
    fixture.layout.invalidateLayout()
    #expect(!fixture.layout.calls.contains("shouldInvalidateLayout(forPreferredLayoutAttributes:)"))
  }

  @Test func aLayoutThatDeclinesIsNotInvalidated() {
    let fixture = ModelFixture(counts: [100])
    fixture.collectionView.modelCellSizing = { CGSize(width: $0.size.width, height: 60) }
    fixture.layout.invalidateLayout()
    let asked = fixture.layout.calls.filter {
      $0 == "shouldInvalidateLayout(forPreferredLayoutAttributes:)"
    }
    #expect(asked.count == 5, "once per visible cell, not again while nothing changes")
    #expect(!fixture.layout.calls.contains("invalidationContext(forPreferredLayoutAttributes:)"))
    #expect(fixture.layout.contexts.count == 1)
  }

  @Test func aLayoutThatTakesTheSizeIsInvalidatedAndLaidOutAgain() {
    let fixture = ModelFixture(counts: [100])
    fixture.layout.takesPreferredHeights = true
    fixture.collectionView.modelCellSizing = { CGSize(width: $0.size.width, height: 60) }
    fixture.layout.invalidateLayout()
    let calls = fixture.layout.orderedCalls
    let firstAsk = calls.firstIndex(of: "shouldInvalidateLayout(forPreferredLayoutAttributes:)")!
    #expect(
      Array(calls[firstAsk..<(firstAsk + 3)]) == [
        "shouldInvalidateLayout(forPreferredLayoutAttributes:)",
        "invalidationContext(forPreferredLayoutAttributes:)", "invalidateLayout(with:)",
      ])
    // Every visible item ends up measured, and the screen holds 8 of them.
    #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...7))
    #expect(fixture.layout.measuredHeights.count == 8)
    #expect(fixture.collectionView.contentSize.height == CGFloat(8 * 60 + 92 * 100))
    #expect(fixture.violations == [])
  }

  @Test func theContextsOffsetAdjustmentKeepsTheFirstVisibleItemStill() {
    let fixture = ModelFixture(counts: [100])
    fixture.layout.takesPreferredHeights = true
    // Item 9 (900...1000) straddles the top edge at 950, with item 10 50
    // points below it. Item 9 shrinks by 40 above the edge, so the layout
    // asks for -40; items 10... grow below it and ask for nothing.
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 950)
    fixture.collectionView.modelCellSizing = { attributes in
      CGSize(width: attributes.size.width, height: attributes.indexPath.item == 9 ? 60 : 120)
    }
    fixture.layout.invalidateLayout()
    let item10 = fixture.collectionView.layoutAttributesForItem(
      at: IndexPath(item: 10, section: 0))!
    #expect(item10.frame.minY == 960)
    #expect(fixture.collectionView.contentOffset.y == 910, "item 10 is still 50 points down")
    #expect(fixture.violations == [])
  }

  @Test func anInsertedCellMeasuresItselfEvenWhereTheOldOneStood() {
    let fixture = ModelFixture(counts: [10])
    fixture.layout.takesPreferredHeights = true
    var measured: [Int] = []
    fixture.collectionView.modelCellSizing = { attributes in
      measured.append(attributes.indexPath.item)
      return CGSize(width: attributes.size.width, height: 60)
    }
    fixture.layout.invalidateLayout()
    measured = []
    // The spy keeps measured heights by path, so the new item 0 gets the
    // very attributes the old one had: only its being new makes it measure.
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(measured.contains(0))
    #expect(fixture.violations == [])
  }

  @Test func aCellThatNeverSettlesIsRecorded() {
    let fixture = ModelFixture(counts: [100])
    fixture.layout.takesPreferredHeights = true
    var height: CGFloat = 50
    fixture.collectionView.modelCellSizing = { attributes in
      height += 1
      return CGSize(width: attributes.size.width, height: height)
    }
    fixture.layout.invalidateLayout()
    #expect(fixture.collectionView.modelViolations.map(\.kind).contains(.selfSizingDidNotSettle))
  }
}
