// The sectioned layout driven the way a collection view drives the
// `UICollectionViewLayout` subclass of the "Using Masonry with
// UICollectionView and SwiftUI" article: prepare, content size, then a
// scroll through several sections with pinned headers, where each bounds
// change invalidates only the headers through an invalidation context, and
// every frame is checked against the layout rule.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The article's `SectionedMasonryCollectionViewLayout` without UIKit: the
/// same decisions, with `Rect` for `CGRect` and `ItemPath` for
/// `IndexPath`.
private struct SimulatedSectionedLayout {
  var layout: SectionedMasonry
  var sections: SectionFeed
  /// `collectionView.bounds`.
  var bounds: Rect
  var preparedWidth: Double?
  /// Set by `invalidateLayout(with:)` for an invalidation that can change
  /// the counts (`reloadData()`, batch updates, `invalidateLayout()`).
  var countsMayHaveChanged = true
  /// How many times `prepare()` laid the sections out afresh.
  var fullLayouts = 0
  /// How many times `prepare()` compared the item counts.
  var countComparisons = 0

  init(configuration: Masonry.Configuration, sections: SectionFeed, bounds: Rect) throws {
    layout = try SectionedMasonry(configuration: configuration)
    layout.pinsHeaders = true
    self.sections = sections
    self.bounds = bounds
  }

  /// The item count of each section the engine holds.
  var itemCounts: [Int] { (0..<layout.sectionCount).map { layout.itemCount(inSection: $0)! } }

  /// `invalidateLayout(with:)`: notes an invalidation that can change the
  /// counts.
  mutating func invalidateLayout(everything: Bool, dataSourceCounts: Bool) {
    if everything || dataSourceCounts { countsMayHaveChanged = true }
  }

  /// `prepare()`, after every invalidation: lays out afresh only when the
  /// width changed, or the counts did after an invalidation that can
  /// change them.
  mutating func prepare() throws {
    let width = bounds.width
    var countsChanged = false
    if countsMayHaveChanged {
      countComparisons += 1
      countsChanged = sections.sections.map(\.count) != itemCounts
      countsMayHaveChanged = false
    }
    guard width != preparedWidth || countsChanged else { return }
    try layout.prepare(width: width, sections: sections)
    layout._checkInvariants()
    preparedWidth = width
    fullLayouts += 1
  }

  /// `collectionViewContentSize`.
  var contentSize: Size { layout.contentSize }

  /// `layoutAttributesForElements(in:)`.
  func attributesForElements(in rect: Rect) -> [SectionedMasonry.Element] {
    layout.elements(in: rect, pinnedIn: bounds)
  }

  /// `layoutAttributesForItem(at:)`.
  func attributesForItem(at path: ItemPath) -> SectionedMasonry.Element? {
    layout.element(.item, for: path)
  }

  /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
  func attributesForSupplementaryView(
    ofKind kind: SectionedMasonry.Element.Kind, at path: ItemPath
  ) -> SectionedMasonry.Element? {
    layout.element(kind, for: path, pinnedIn: bounds)
  }

  /// `shouldInvalidateLayout(forBoundsChange:)`: a width change, or any
  /// scroll while headers pin.
  func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
    newBounds.width != bounds.width || layout.pinsHeaders
  }

  /// `invalidationContext(forBoundsChange:)`: `nil` for everything (a
  /// width change), else the headers to invalidate, those of the sections
  /// the old or the new bounds show.
  func invalidatedHeaders(forBoundsChange newBounds: Rect) -> [ItemPath]? {
    guard newBounds.width == bounds.width else { return nil }
    return layout.sections(in: bounds.union(newBounds))
      .filter { layout.headerFrame(inSection: $0) != nil }
      .map { ItemPath(section: $0, item: 0) }
  }
}

final class SectionedMasonryCollectionViewSequenceTests: XCTestCase {
  /// The documented feed scrolled in 20-point steps from above the top to
  /// past the bottom, on a 100-point-tall screen.
  func testTheDocumentedFeedScrolledWithPinnedHeaders() throws {
    var checker = ScrollChecker(
      configuration: gettingStartedConfiguration, feed: documentedSections, seed: 0)
    var host = try SimulatedSectionedLayout(
      configuration: gettingStartedConfiguration, sections: documentedSections,
      bounds: Rect(x: 0, y: -40, width: 375, height: 100))
    try host.prepare()
    checker.scroll(&host, to: stride(from: -40.0, through: 520, by: 20).map { $0 })
    XCTAssertEqual(host.fullLayouts, 1)
    XCTAssertEqual(checker.failures, 0)
    // Mid-scroll, at 320: section 0's header pushed up to 304 by its
    // items' end, section 1's header in place at 378.
    host.bounds = Rect(x: 0, y: 320, width: 375, height: 100)
    XCTAssertEqual(
      host.attributesForElements(in: host.bounds).map(\.frame.minY), [304, 140, 348, 378])
    XCTAssertEqual(host.attributesForElements(in: host.bounds).map(\.zIndex), [2, 0, 1, 1])
  }

  /// Random sectioned feeds with headers (and some footers and empty
  /// sections), scrolled through with pinned headers, then rotated: each
  /// scroll step invalidates only headers, at least every header whose
  /// frame changed on screen, and every frame follows the rule.
  func testRandomScrollsThroughSeveralSections() throws {
    var failures = 0
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(3))
    for seed in RandomSweep.caseSeeds(3, seed: 0x5C2_011) where failures == 0 {
      var random = SplitMix64(seed: seed)
      let configuration = random.layoutConfiguration()
      var feed = random.sectionFeed(maximumSections: 10, maximumItems: 14)
      for index in feed.sections.indices where Int.random(in: 0..<4, using: &random) > 0 {
        feed.sections[index].header = Double(Int.random(in: 20...60, using: &random))
      }
      let widths = [random.masonryWidth(), random.masonryWidth()]
      let height = Double.random(in: 120...700, using: &random)
      var host = try SimulatedSectionedLayout(
        configuration: configuration, sections: feed,
        bounds: Rect(x: 0, y: 0, width: widths[0], height: height))
      try host.prepare()
      var checker = ScrollChecker(configuration: configuration, feed: feed, seed: seed)
      // At most about 50 steps a scroll, so that long feeds stay fast.
      let end = host.contentSize.height + 50
      let step = max(Double.random(in: 5...(height / 2), using: &random), end / 50)
      checker.scroll(&host, to: stride(from: -30.0, through: end, by: step).map { $0 })
      // A rotation invalidates everything; prepare lays out afresh.
      let rotated = Rect(x: 0, y: 0, width: widths[1], height: height)
      XCTAssertEqual(
        host.invalidatedHeaders(forBoundsChange: rotated) == nil, widths[0] != widths[1])
      host.bounds = rotated
      try host.prepare()
      XCTAssertEqual(host.fullLayouts, widths[0] != widths[1] ? 2 : 1, "seed \(seed)")
      let back = max(step, host.contentSize.height / 50)
      checker.scroll(
        &host, to: stride(from: host.contentSize.height, through: -30, by: -back).map { $0 })
      failures += checker.failures
    }
  }
}

/// Replays a scroll and checks every answer against the rule, the
/// reference and the invalidation it needed.
private struct ScrollChecker {
  let configuration: Masonry.Configuration
  let feed: SectionFeed
  let seed: UInt64
  var failures = 0

  init(configuration: Masonry.Configuration, feed: SectionFeed, seed: UInt64) {
    self.configuration = configuration
    self.feed = feed
    self.seed = seed
  }

  mutating func scroll(_ host: inout SimulatedSectionedLayout, to tops: [Double]) {
    let layout = host.layout
    let reference = feed.reference(width: host.bounds.width, configuration: configuration)
    let context = "seed \(seed), width \(host.bounds.width)"
    if let problem = mismatch(layout, reference) { return fail(problem + "; " + context) }
    for top in tops {
      let newBounds = Rect(x: 0, y: top, width: host.bounds.width, height: host.bounds.height)
      guard host.shouldInvalidate(forBoundsChange: newBounds),
        let invalidated = host.invalidatedHeaders(forBoundsChange: newBounds)
      else { return fail("a scroll did not invalidate the headers alone; \(context)") }
      // Every header that moved and is on screen before or after.
      let oldBounds = host.bounds
      for section in 0..<layout.sectionCount {
        guard let before = layout.headerFrame(inSection: section, pinnedIn: oldBounds),
          let after = layout.headerFrame(inSection: section, pinnedIn: newBounds),
          before != after, before.intersects(oldBounds) || after.intersects(newBounds)
        else { continue }
        if !invalidated.contains(ItemPath(section: section, item: 0)) {
          return fail("header \(section) moved on screen but was not invalidated; \(context)")
        }
      }
      // UIKit invalidates with the context (headers only), then prepares.
      let (comparisons, layouts) = (host.countComparisons, host.fullLayouts)
      host.invalidateLayout(everything: false, dataSourceCounts: false)
      host.bounds = newBounds
      do {
        try host.prepare()
      } catch {
        return fail("prepare threw \(error); \(context)")
      }
      if host.countComparisons != comparisons || host.fullLayouts != layouts {
        return fail("a scroll made prepare() compare counts or lay out; \(context)")
      }
      let stepContext = "top \(top); \(context)"
      for rect in [newBounds, newBounds.insetBy(dx: 0, dy: -newBounds.height / 2)] {
        guard check(host, rect: rect, reference: reference, context: stepContext) else { return }
      }
    }
  }

  /// One `layoutAttributesForElements(in:)` and the per-element calls
  /// that follow it.
  private mutating func check(
    _ host: SimulatedSectionedLayout, rect: Rect, reference: SectionedMasonryReference,
    context: String
  ) -> Bool {
    let layout = host.layout
    let top = host.bounds.minY
    let found = host.attributesForElements(in: rect)
    let context = "rect \(rect), \(context)"
    guard found == bruteForceElements(layout, in: rect, pinnedIn: host.bounds) else {
      fail("elements differ from the brute force; \(context)")
      return false
    }
    var headers: [Rect] = []
    for element in found {
      let section = element.path.section
      switch element.kind {
      case .item:
        guard host.attributesForItem(at: element.path) == element, element.zIndex == 0 else {
          fail("item \(element.path) answers differently; \(context)")
          return false
        }
      case .header:
        // max(headerTop, min(v, itemsEnd - headerHeight)), from the
        // engine's own numbers, and z-index 2 exactly when moved.
        let place = layout.headerFrame(inSection: section)!
        let itemsEnd = place.maxY + layout.masonry(inSection: section)!.contentSize.height
        let y = max(place.minY, min(top, itemsEnd - place.height))
        guard element.frame == Rect(x: 0, y: y, width: place.width, height: place.height),
          element.zIndex == (y == place.minY ? 1 : 2),
          host.attributesForSupplementaryView(ofKind: .header, at: element.path) == element
        else {
          fail("header \(section) at \(element.frame), expected y \(y); \(context)")
          return false
        }
        // Never over its footer (to within rounding).
        if let footer = layout.footerFrame(inSection: section),
          element.frame.maxY > footer.minY + 2 * footer.minY.ulp
        {
          fail("header \(section) covers its footer; \(context)")
          return false
        }
        headers.append(element.frame)
      case .footer:
        guard element.frame == layout.footerFrame(inSection: section),
          host.attributesForSupplementaryView(ofKind: .footer, at: element.path) == element
        else {
          fail("footer \(section) differs; \(context)")
          return false
        }
      }
    }
    // No two headers overlap (to within rounding).
    for (a, b) in zip(headers, headers.dropFirst()) where a.maxY > b.minY + 2 * b.minY.ulp {
      fail("headers \(a) and \(b) overlap; \(context)")
      return false
    }
    let expected = reference.elements(in: rect, pinnedAt: top)
    if let problem = compare(found.map(\.referenceElement), expected, rect: rect) {
      fail(problem + "; " + context)
      return false
    }
    return true
  }

  private mutating func fail(_ message: String) {
    failures += 1
    XCTFail(message)
  }
}
