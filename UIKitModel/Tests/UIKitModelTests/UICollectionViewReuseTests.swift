// Reuse: a registration's views go back to its queue when their element
// leaves the display (all of them when the data changes), and a dequeue
// hands one back, told to prepare for reuse, before it makes a new one.
// Content configurations land on the content view a cell already has when
// it supports them; a cell's default self-sizing fits its content view
// along both axes at fittingSizeLevel.
//
// Over GridSpyLayout with no preload: 4 columns of 80x100 cells, so at
// offset y the displayed rows are those overlapping y..<y + 480.

import Testing
import UIKit

/// A cell that counts its `prepareForReuse()` calls and keeps the item
/// its registration last gave it.
final class ReuseCountingCell: UICollectionViewCell {
  var item: Int?
  var preparedForReuse = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuse += 1
  }
}

/// A data source that dequeues its cells through a registration, and
/// records which cell each item was given.
@MainActor
final class RegistrationDataSource: NSObject, UICollectionViewDataSource {
  var count: Int
  /// Each request's item and cell, in order.
  var given: [(item: Int, cell: ReuseCountingCell)] = []
  private var registration: UICollectionView.CellRegistration<ReuseCountingCell, Int>!

  init(count: Int) {
    self.count = count
    super.init()
    registration = UICollectionView.CellRegistration { cell, _, item in cell.item = item }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: indexPath.item)
    given.append((indexPath.item, cell))
    return cell
  }
}

/// A content configuration of its own type, whose content views record
/// what they are given.
struct RecordingConfiguration: UIContentConfiguration {
  var text: String

  func makeContentView() -> any UIView & UIContentView { RecordingContentView(self) }
  func updated(for state: any UIConfigurationState) -> RecordingConfiguration { self }
}

/// Another type, which the first's content view does not support.
struct UnsupportedConfiguration: UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView { RecordingContentView(self) }
  func updated(for state: any UIConfigurationState) -> UnsupportedConfiguration { self }
}

/// A content view that records its configurations and the fittings asked
/// of it, and prefers 50 x 30.
final class RecordingContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration {
    didSet { applied += 1 }
  }
  var applied = 0
  var fittings: [(CGSize, UILayoutPriority, UILayoutPriority)] = []

  init(_ configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittings.append((targetSize, horizontalFittingPriority, verticalFittingPriority))
    return CGSize(width: 50, height: 30)
  }
}

@MainActor
struct UICollectionViewReuseTests {
  static func grid(count: Int = 100) -> (UICollectionView, RegistrationDataSource) {
    let layout = GridSpyLayout()
    let dataSource = RegistrationDataSource(count: count)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.modelPreloadFraction = 0
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  @Test func aCellWhoseItemLeftIsDequeuedForAnotherAfterPreparingForReuse() throws {
    let (collectionView, dataSource) = Self.grid()
    // Rows 0 to 4: twenty new cells.
    #expect(dataSource.given.count == 20)
    #expect(collectionView.modelReusedViewCount == 0)
    let row0 = dataSource.given.prefix(4).map { ObjectIdentifier($0.cell) }
    #expect(dataSource.given.allSatisfy { $0.cell.reuseIdentifier != nil })
    // 130..<610: rows 1 to 6. Row 0 leaves; rows 5 and 6 (items 20 to
    // 27) come in, the first four on row 0's cells, last in first out,
    // each prepared for reuse once, the other four on new cells.
    dataSource.given = []
    collectionView.contentOffset = CGPoint(x: 0, y: 130)
    #expect(dataSource.given.map(\.item) == Array(20...27))
    #expect(dataSource.given.prefix(4).map { ObjectIdentifier($0.cell) } == row0.reversed())
    #expect(dataSource.given.map(\.cell.preparedForReuse) == [1, 1, 1, 1, 0, 0, 0, 0])
    #expect(collectionView.modelReusedViewCount == 4)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 20, section: 0)))
    #expect((cell as? ReuseCountingCell)?.item == 20)
  }

  @Test func aDataChangeRequeuesEveryViewBeforeAnyIsAskedFor() {
    let (collectionView, dataSource) = Self.grid()
    let before = Dictionary(
      uniqueKeysWithValues: dataSource.given.map { ($0.item, ObjectIdentifier($0.cell)) })
    dataSource.given = []
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    // The same twenty cells, no new one, handed to other items: item 0
    // gets the cell item 19 had.
    #expect(dataSource.given.count == 20)
    #expect(collectionView.modelReusedViewCount == 20)
    #expect(ObjectIdentifier(dataSource.given[0].cell) == before[19])
    #expect(Set(dataSource.given.map { ObjectIdentifier($0.cell) }) == Set(before.values))
  }

  @Test func aConfigurationLandsOnTheContentViewThatSupportsIt() throws {
    let cell = UICollectionViewCell()
    let plain = cell.contentView
    #expect(!(plain is any UIContentView))
    cell.contentConfiguration = RecordingConfiguration(text: "a")
    let first = try #require(cell.contentView as? RecordingContentView)
    #expect(first !== plain)
    // The same type: applied to the content view the cell has.
    cell.contentConfiguration = RecordingConfiguration(text: "b")
    #expect(cell.contentView === first)
    #expect((first.configuration as? RecordingConfiguration)?.text == "b")
    #expect(first.applied == 1)
    // Another type: a new content view.
    cell.contentConfiguration = UnsupportedConfiguration()
    #expect(cell.contentView !== first)
    #expect(cell.contentView is RecordingContentView)
    // nil: a plain content view again.
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is any UIContentView))
  }

  @Test func aCellFitsItsContentViewAlongBothAxesAtFittingSizeLevel() throws {
    let cell = UICollectionViewCell()
    cell.contentConfiguration = RecordingConfiguration(text: "a")
    let attributes = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: 3, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 80, height: 100)
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    let content = try #require(cell.contentView as? RecordingContentView)
    #expect(content.fittings.count == 1)
    #expect(content.fittings.first?.0 == CGSize(width: 80, height: 100))
    #expect(content.fittings.first?.1 == .fittingSizeLevel)
    #expect(content.fittings.first?.2 == .fittingSizeLevel)
    #expect(preferred.size == CGSize(width: 50, height: 30))
    #expect(preferred !== attributes, "a copy")
    #expect(attributes.size == CGSize(width: 80, height: 100))
    // A plain cell keeps the layout's size.
    let plain = UICollectionViewCell().preferredLayoutAttributesFitting(attributes)
    #expect(plain.size == CGSize(width: 80, height: 100))
  }

  @Test func theCollectionViewAsksEachDisplayedCellItsPreferredAttributes() {
    let (collectionView, dataSource) = Self.grid()
    // Twenty cells, each asked once; their answers keep the size.
    #expect(collectionView.modelSizingRequestCount == 20)
    // 130..<610: rows 5 and 6 come in, and only they are asked.
    collectionView.contentOffset = CGPoint(x: 0, y: 130)
    #expect(collectionView.modelSizingRequestCount == 28)
    #expect(dataSource.count == 100)
  }

  @Test func aContentViewThatInvalidatesItsSizeHasItsCellSizedAgain() throws {
    let (collectionView, dataSource) = Self.grid()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
    cell.contentConfiguration = RecordingConfiguration(text: "a")
    let content = try #require(cell.contentView as? RecordingContentView)
    let asked = collectionView.modelSizingRequestCount
    // Enabled (the default): the cell is asked again at the next layout.
    content.invalidateIntrinsicContentSize()
    #expect(collectionView.modelSizingRequestCount == asked)
    collectionView.layoutIfNeeded()
    #expect(collectionView.modelSizingRequestCount == asked + 1)
    #expect(content.fittings.count == 1)
    // Disabled: nothing.
    collectionView.selfSizingInvalidation = .disabled
    content.invalidateIntrinsicContentSize()
    collectionView.layoutIfNeeded()
    #expect(collectionView.modelSizingRequestCount == asked + 1)
    #expect(dataSource.count == 100)
  }
}
