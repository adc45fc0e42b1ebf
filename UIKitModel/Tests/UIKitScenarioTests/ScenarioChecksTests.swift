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

  /// A watched collection view, laid out, then its items moved by 10
  /// points with an invalidation that names item 0 alone: items 1 to 4
  /// stay shown where they were, stale.
  func makeStale(_ view: UICollectionView, source: Cells) {
    ScenarioChecks.watch(view, preloadFraction: 0)
    view.dataSource = source
    view.layoutIfNeeded()
    guard let layout = view.collectionViewLayout as? ShiftingLayout else { return }
    layout.shift += 10
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
    layout.invalidateLayout(with: context)
    view.layoutIfNeeded()
  }

  func makeView() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ShiftingLayout())
  }

  /// The checks report what a watched view showed stale, pass by pass and
  /// now, once.
  @Test func aWatchedViewsStaleElementsAreReportedOnce() {
    let source = Cells()
    let view = makeView()
    makeStale(view, source: source)
    let problems = ScenarioChecks.problems(in: view, bruteForce: false)
    #expect(problems.count(where: { $0.hasPrefix("stale after pass") }) == 4, "\(problems)")
    #expect(problems.count(where: { $0.hasPrefix("stale now") }) == 4, "\(problems)")
    // The pass log was read; the elements are still stale now.
    #expect(ScenarioChecks.problems(in: view, bruteForce: false).count == 4)
  }

  /// A watched collection view that showed stale elements and was freed
  /// before its problems were read leaves its log behind; the next
  /// collection view made at its address is another view, and is not
  /// reported for it. (Keyed by address alone, the new view was reported
  /// with the old one's stale elements: a failure that comes and goes
  /// with the allocator.) The test needs the allocator to hand the freed
  /// view's block to a new one, as glibc does here; where no new view
  /// takes the address within a few tries, no view can be handed the old
  /// log either, and the test has nothing to check.
  @Test func aFreedCollectionViewsLogReachesNoOtherView() throws {
    let source = Cells()
    var first: UICollectionView? = makeView()
    weak let freed = first
    let address = ObjectIdentifier(try #require(first))
    if let view = first {
      makeStale(view, source: source)
      #expect(view.modelStaleDisplayedElements().count == 4)
    }
    first = nil
    #expect(freed == nil)

    var next: [UICollectionView] = []
    for _ in 0..<32 {
      let view = makeView()
      next.append(view)
      if ObjectIdentifier(view) == address { break }
    }
    guard let successor = next.last, ObjectIdentifier(successor) == address else {
      // Said in the log, so that a run where it never checks is seen.
      print("aFreedCollectionViewsLogReachesNoOtherView: the address was not reused; not checked")
      return
    }
    successor.dataSource = source
    successor.layoutIfNeeded()
    #expect(ScenarioChecks.problems(in: successor, bruteForce: false) == [])
  }
}
