// The shipped masonry layout fed by a diffable data source: random
// snapshot edits (items and sections inserted, deleted, moved across
// sections, reloaded; sections moved and reloaded) applied while the feed
// scrolls, each followed by the scenario checks and an identity check:
// every item keeps the height its own identity gave it, so no edit
// carried one item's frame to another.

import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import Testing
import UIKit

@MainActor
final class DiffableFeed: NSObject, MasonryCollectionViewDelegate {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

  let collectionView: UICollectionView
  let layout: MasonryCollectionViewLayout
  private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  /// Identities reloaded, with how many times: a reload changes the
  /// height, as new content would.
  var versions: [Int: Int] = [:]
  private var nextItem = 0
  private var nextSection = 0

  init(sections: Int, itemsPerSection: Int) {
    layout = try! MasonryCollectionViewLayout(
      configuration: Masonry.Configuration(columns: .fixed(3), columnSpacing: 8, rowSpacing: 8))
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    super.init()
    ScenarioChecks.watch(collectionView)
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in
      UICollectionViewCell()
    }
    // The headers' views (UIKit raises without them).
    dataSource.supplementaryViewProvider = { _, _, _ in UICollectionReusableView() }
    collectionView.delegate = self
    var snapshot = Snapshot()
    for _ in 0..<sections {
      let section = makeSection()
      snapshot.appendSections([section])
      snapshot.appendItems((0..<itemsPerSection).map { _ in makeItem() }, toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  func makeItem() -> Int {
    defer { nextItem += 1 }
    return nextItem
  }

  func makeSection() -> Int {
    defer { nextSection += 1 }
    return nextSection
  }

  /// An identity's height for a width: a fixed aspect ratio of 0.5 to 2,
  /// changed by each reload.
  func height(of identity: Int, width: CGFloat) -> CGFloat {
    var generator = SplitMix64(seed: UInt64(identity) &* 0x9E37 &+ UInt64(versions[identity] ?? 0))
    let unit = CGFloat(generator.next() >> 11) / CGFloat(1 << 53)
    return ((0.5 + 1.5 * unit) * width).rounded()
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    dataSource.itemIdentifier(for: indexPath).map { height(of: $0, width: width) } ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForHeaderInSection section: Int, width: CGFloat
  ) -> CGFloat {
    32
  }

  /// A random edit of the current snapshot, as an app makes one.
  func randomEdit(using random: inout SplitMix64) -> (Snapshot, String) {
    var snapshot = dataSource.snapshot()
    let items = snapshot.itemIdentifiers
    let sections = snapshot.sectionIdentifiers
    var done: [String] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      switch Int.random(in: 0..<9, using: &random) {
      case 0 where !items.isEmpty:
        let target = items.randomElement(using: &random)!
        guard snapshot.indexOfItem(target) != nil else { continue }
        let new = (0..<Int.random(in: 1...3, using: &random)).map { _ in makeItem() }
        snapshot.insertItems(new, beforeItem: target)
        done.append("insert \(new) before \(target)")
      case 1 where !sections.isEmpty:
        let section = snapshot.sectionIdentifiers.randomElement(using: &random)!
        let new = (0..<Int.random(in: 1...5, using: &random)).map { _ in makeItem() }
        snapshot.appendItems(new, toSection: section)
        done.append("append \(new) to \(section)")
      case 2, 3:
        let victims = snapshot.itemIdentifiers.shuffled(using: &random)
          .prefix(Int.random(in: 1...4, using: &random))
        snapshot.deleteItems(Array(victims))
        done.append("delete \(Array(victims))")
      case 4:
        let current = snapshot.itemIdentifiers
        guard current.count >= 2 else { continue }
        let pair = current.shuffled(using: &random).prefix(2)
        snapshot.moveItem(pair.first!, afterItem: pair.last!)
        done.append("move \(pair.first!) after \(pair.last!)")
      case 5:
        let reloaded = snapshot.itemIdentifiers.shuffled(using: &random)
          .prefix(Int.random(in: 1...3, using: &random))
        for identity in reloaded { versions[identity, default: 0] += 1 }
        snapshot.reloadItems(Array(reloaded))
        done.append("reload \(Array(reloaded))")
      case 6:
        let section = makeSection()
        if let before = snapshot.sectionIdentifiers.randomElement(using: &random) {
          snapshot.insertSections([section], beforeSection: before)
        } else {
          snapshot.appendSections([section])
        }
        let new = (0..<Int.random(in: 0...6, using: &random)).map { _ in makeItem() }
        snapshot.appendItems(new, toSection: section)
        done.append("insert section \(section) with \(new)")
      case 7 where snapshot.numberOfSections > 1:
        let section = snapshot.sectionIdentifiers.randomElement(using: &random)!
        snapshot.deleteSections([section])
        done.append("delete section \(section)")
      case 8 where snapshot.numberOfSections > 1:
        let pair = snapshot.sectionIdentifiers.shuffled(using: &random).prefix(2)
        snapshot.moveSection(pair.first!, beforeSection: pair.last!)
        if Bool.random(using: &random) {
          for identity in snapshot.itemIdentifiers(inSection: pair.first!) {
            versions[identity, default: 0] += 1
          }
          snapshot.reloadSections([pair.first!])
        }
        done.append("move section \(pair.first!) before \(pair.last!)")
      default:
        continue
      }
    }
    return (snapshot, done.joined(separator: "; "))
  }

  /// Items whose frame is not the height their identity gives at their
  /// width: an edit carried another item's height to them.
  func identityProblems() -> [String] {
    var problems: [String] = []
    let snapshot = dataSource.snapshot()
    for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
      for (item, identity) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
        let path = IndexPath(item: item, section: section)
        guard let frame = layout.layoutAttributesForItem(at: path)?.frame else {
          problems.append("no attributes for \(Array(path))")
          continue
        }
        let expected = height(of: identity, width: frame.width)
        if abs(frame.height - expected) > 1e-6 {
          problems.append(
            "item \(identity) at \(Array(path)) is \(frame.height) tall, not \(expected)")
        }
      }
    }
    return problems
  }
}

@MainActor
struct MasonryDiffableScenarioTests {
  @Test func randomSnapshotsAppliedWhileScrollingKeepEveryItemItsOwnFrame() {
    for sequence in 0..<RandomSweep.count(2) {
      var random = SplitMix64(seed: 0xD1FF + UInt64(sequence))
      let feed = DiffableFeed(sections: 3, itemsPerSection: 12)
      let collectionView = feed.collectionView
      for step in 0..<25 {
        let (snapshot, edits) = feed.randomEdit(using: &random)
        feed.dataSource.apply(snapshot)
        let height = collectionView.contentSize.height
        let maximum = max(height - collectionView.bounds.height, 0)
        collectionView.contentOffset = CGPoint(
          x: 0, y: CGFloat.random(in: 0...maximum, using: &random))
        collectionView.layoutIfNeeded()
        let problems = ScenarioChecks.problems(in: collectionView) + feed.identityProblems()
        #expect(problems == [], "sequence \(sequence), step \(step): \(edits)")
        if !problems.isEmpty { return }
      }
    }
  }
}
