// The rules UIKit enforces on a layout's answers, recorded by the model.

import Testing
import UIKit

@MainActor
struct UICollectionViewChecksTests {
  @Test func attributesForAnItemThatDoesNotExistAreRecorded() {
    let fixture = ModelFixture(counts: [3])
    let ghost = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
    ghost.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    fixture.layout.extraAttributes = [ghost]
    fixture.layout.invalidateLayout()
    #expect(
      fixture.collectionView.modelViolations.map(\.kind).contains(.attributesIndexPathOutOfRange))
  }

  @Test func duplicateCellsAreRecorded() {
    let fixture = ModelFixture(counts: [3])
    let copy = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    copy.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    fixture.layout.extraAttributes = [copy]
    fixture.layout.invalidateLayout()
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.duplicateAttributes])
  }

  @Test func aNonFiniteFrameIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: CGFloat.nan, width: 320, height: 10)
    fixture.layout.extraAttributes = [header]
    fixture.layout.invalidateLayout()
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidFrame])
  }

  @Test func aSupplementaryViewInAMissingSectionIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    let footer = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      with: IndexPath(item: 0, section: 1))
    fixture.layout.extraAttributes = [footer]
    fixture.layout.invalidateLayout()
    #expect(
      fixture.collectionView.modelViolations.map(\.kind) == [.attributesIndexPathOutOfRange])
  }

  @Test func askingForAMissingSectionIsRecordedAndAnswersZero() {
    let fixture = ModelFixture(counts: [3])
    #expect(fixture.collectionView.numberOfItems(inSection: 1) == 0)
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.invalidQuery])
  }

  @Test func aSupplementaryViewWhoseTwoAnswersDisagreeIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
    fixture.layout.extraAttributes = [header]
    fixture.layout.invalidateLayout()
    #expect(fixture.violations == [], "agreeing answers")
    fixture.layout.supplementaryShift = 12  // a pinned header pinned in one answer only
    fixture.layout.invalidateLayout()
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.inconsistentItemAttributes])
  }

  /// UIKit raises when the layout shows a supplementary view that the
  /// data source does not provide: recorded once per view asked for.
  @Test func aSupplementaryViewTheDataSourceDoesNotProvideIsRecorded() {
    let fixture = ModelFixture(counts: [3])
    let cellsOnly = CellsOnly()
    fixture.collectionView.dataSource = cellsOnly
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 10)
    fixture.layout.extraAttributes = [header]
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.modelViolations.map(\.kind) == [.missingSupplementaryView])
    withExtendedLifetime(cellsOnly) {}
  }
}

/// A data source of three items that provides no supplementary view.
@MainActor
private final class CellsOnly: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
}
