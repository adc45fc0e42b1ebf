// The scenario checks' own bookkeeping: what one test's collection view
// showed is never reported against another's (issue 58, item 7: a check
// that fails once and not again may be state that tests share).

import Testing
import UIKit

@MainActor
struct ScenarioChecksTests {
  /// One column of 100-point items, all shown `shift` points lower than
  /// before once the test moves them, so that the elements the
  /// invalidation does not name are stale.
  final class ShiftingLayout: UICollectionViewLayout {
    var shift: CGFloat = 0

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2_000) }

    func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100 + shift, width: 320, height: 100)
      return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      (0..<20).map(attributes).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      (0..<20).contains(indexPath.item) ? attributes(indexPath.item) : nil
    }
  }

  final class Cells: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell() }
  }

  /// A watched collection view that showed stale elements and was freed
  /// before its problems were read leaves its log behind; the next
  /// collection view made at its address is another view, and is not
  /// reported for it. (Keyed by address alone, the new view was reported
  /// with the old one's stale elements: a failure that comes and goes
  /// with the allocator.)
  @Test func aFreedCollectionViewsLogReachesNoOtherView() throws {
    let source = Cells()
    var first: UICollectionView? = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ShiftingLayout())
    weak let freed = first
    let address = ObjectIdentifier(try #require(first))
    if let view = first, let layout = view.collectionViewLayout as? ShiftingLayout {
      ScenarioChecks.watch(view, preloadFraction: 0)
      view.dataSource = source
      view.layoutIfNeeded()
      // Every item moves 10 points; the context names item 0 alone, so
      // items 1 to 4 stay shown where they were: stale.
      layout.shift = 10
      let context = UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
      layout.invalidateLayout(with: context)
      view.layoutIfNeeded()
      #expect(view.modelStaleDisplayedElements().count == 4)
    }
    first = nil
    #expect(freed == nil)

    // The allocator hands a freed block to the next request of its size:
    // the next collection view takes the first one's address.
    var next: [UICollectionView] = []
    for _ in 0..<8 {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ShiftingLayout())
      next.append(view)
      if ObjectIdentifier(view) == address { break }
    }
    let successor = try #require(
      next.last.flatMap { ObjectIdentifier($0) == address ? $0 : nil },
      "no collection view took the freed one's address, so this test checks nothing")
    successor.dataSource = source
    successor.layoutIfNeeded()
    #expect(ScenarioChecks.problems(in: successor, bruteForce: false) == [])

    // Watched, it starts with an empty log, and finds its own stale
    // elements.
    ScenarioChecks.watch(successor, preloadFraction: 0)
    #expect(ScenarioChecks.problems(in: successor, bruteForce: false) == [])
  }
}
