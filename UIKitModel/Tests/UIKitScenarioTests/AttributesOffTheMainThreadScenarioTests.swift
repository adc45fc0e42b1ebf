// Layout attributes compared off the main thread. `isEqual(_:)` and `hash`
// are NSObject's, which anything may call from any thread (an analytics or
// accessibility-audit SDK walking the views on a queue of its own): the
// package's attributes answer there as they do on the main thread, and
// never trap.

import CircularLayoutUIKit
import MasonryLayout
import Testing
import UIKit

@MainActor
struct AttributesOffTheMainThreadScenarioTests {
  /// An element's attributes, a copy of them, and the next element's
  /// (other values; another class, for a header beside a cell).
  typealias Trio = (
    attributes: UICollectionViewLayoutAttributes, copy: UICollectionViewLayoutAttributes,
    other: UICollectionViewLayoutAttributes
  )

  /// One trio for each element the collection view shows.
  static func trios(_ collectionView: UICollectionView) -> [Trio] {
    let shown = collectionView.modelVisibleLayoutAttributes
    return shown.indices.map { index in
      let attributes = shown[index]
      let copy = attributes.copy() as! UICollectionViewLayoutAttributes
      return (attributes, copy, shown[(index + 1) % shown.count])
    }
  }

  /// For each trio: whether the attributes equal their copy, hash as it
  /// does, and equal the other element's. Nonisolated: callable from any
  /// thread, as NSObject's methods are.
  nonisolated static func answers(_ trios: [Trio]) -> [Bool] {
    trios.flatMap { trio in
      [
        trio.attributes.isEqual(trio.copy), trio.attributes.hash == trio.copy.hash,
        trio.attributes.isEqual(trio.other),
      ]
    }
  }

  /// Compares every trio on the main thread and from a detached task: the
  /// answers agree, and are right.
  static func compare(_ collectionView: UICollectionView) async {
    let trios = trios(collectionView)
    #expect(trios.count > 2)
    let onMain = answers(trios)
    let offMain = await Task.detached { answers(trios) }.value
    #expect(offMain == onMain)
    #expect(onMain == Array(repeating: [true, true, false], count: trios.count).flatMap { $0 })
  }

  @Test func aMasonryFeedsAttributesCompareOnAnyThread() async {
    let scene = MasonryScenarioTests.Scene(counts: [40, 30], headerHeight: 44)
    #expect(
      scene.collectionView.modelVisibleLayoutAttributes.contains {
        $0.representedElementCategory == .cell
      })
    await Self.compare(scene.collectionView)
  }

  @Test func aWheelsAttributesCompareOnAnyThread() async {
    let (collectionView, _) = CircularScenarioTests.makeCollectionView(
      WheelCollectionViewLayout(), count: 40)
    await Self.compare(collectionView)
    // Copies that differ from the attributes only in the anchor: unequal,
    // on either thread.
    let trios: [Trio] = collectionView.modelVisibleLayoutAttributes.compactMap { attributes in
      guard let moved = attributes.copy() as? WheelCollectionViewLayoutAttributes else {
        return nil
      }
      moved.anchorPoint.x += 0.25
      let shifted = attributes.copy() as! WheelCollectionViewLayoutAttributes
      shifted.anchoredPosition.y += 1
      return (attributes, moved, shifted)
    }
    #expect(!trios.isEmpty)
    let differ: @Sendable ([Trio]) -> [Bool] = { trios in
      trios.flatMap { [$0.attributes.isEqual($0.copy), $0.attributes.isEqual($0.other)] }
    }
    #expect(differ(trios).allSatisfy { !$0 })
    #expect(await Task.detached { differ(trios) }.value.allSatisfy { !$0 })
  }
}
