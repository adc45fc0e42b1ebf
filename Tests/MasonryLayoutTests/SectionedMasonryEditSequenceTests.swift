// Seeded random edit sequences over many sections (item edits in both
// update modes, moves within and across sections, header and footer
// heights, section inserts, removals and reloads, prepares at a new
// width), on both axes, against a brute-force model of the update rules:
// every frame, every change set (complete, never before the first element
// touched, exact maps that are mutual inverses) and every anchor.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// The brute-force model of a sectioned layout under updates: each
/// section's frames are always those of placing its items in index order,
/// each in the columns it keeps or where the packing rule puts it (the
/// flat feed's rule), and the sections stack as the reference stacks them.
private struct SectionedModel {
  /// The layout's own configuration, in the vertical frame.
  let configuration: Masonry.Configuration
  /// Each section's configuration is passed through this: the vertical
  /// configuration a shelf section's engine is the transpose of.
  let vertical: (Masonry.Configuration) -> Masonry.Configuration
  var width: Double
  var feed: SectionFeed
  /// Each section's items' first columns after the last update.
  var columns: [[Int]] = []
  /// Each section's items as last laid out.
  var results: [MasonryReference.Result] = []

  /// A section's configuration in the vertical frame.
  func configuration(of section: Int) -> Masonry.Configuration {
    feed.sections[section].configuration.map(vertical) ?? configuration
  }

  /// Lays out `section` keeping `kept` columns (`nil` to choose), and
  /// records the result.
  mutating func layOut(_ section: Int, keeping kept: [Int?]? = nil) {
    let data = feed.sections[section]
    let result = configuration(of: section).reference.layout(
      width: width, itemCount: data.count, height: data.height, span: data.span,
      fixedColumns: kept, explicitColumn: data.column)
    columns[section] = result.firstColumns
    results[section] = result
  }

  /// Lays out every section afresh.
  mutating func layOutAll() {
    columns = Array(repeating: [], count: feed.sections.count)
    results = Array(repeating: results.first ?? Self.empty, count: feed.sections.count)
    for section in feed.sections.indices { layOut(section) }
  }

  static let empty = MasonryReference(
    columns: .fixed(1), columnSpacing: 0, rowSpacing: 0, insets: .zero, roundRobin: false,
    rightToLeft: false, tolerance: 0, scale: nil
  ).layout(width: 0, itemCount: 0, height: { _, _ in 0 }, span: { _ in 1 })

  /// The kept columns of an update of `section` from `first`: those
  /// before it, and, keeping columns, those after it but `choosing`.
  func kept(
    _ section: Int, from first: Int, mode: Masonry.UpdateMode, choosing: Set<Int> = []
  ) -> [Int?] {
    columns[section].indices.map { index in
      index < first || (mode == .keepColumns && !choosing.contains(index))
        ? columns[section][index] : nil
    }
  }

  /// The whole layout in the vertical frame, as the reference stacks it.
  var reference: SectionedMasonryReference {
    SectionedMasonryReference(
      width: width,
      sections: feed.sections.indices.map { section in
        SectionedMasonryReference.Section(
          items: results[section], headerHeight: feed.sections[section].header,
          footerHeight: feed.sections[section].footer)
      })
  }
}

/// Every element of a layout as reported, for comparing before and after.
private struct Snapshot {
  var items: [[Rect]]
  var headers: [Rect?]
  var footers: [Rect?]
  /// Each header pinned for each of the probe viewports.
  var pinned: [[Rect?]]
  var size: Size

  init(_ layout: SectionedMasonry, probes: [Rect]) {
    var pinning = layout
    pinning.pinsHeaders = true
    items = (0..<layout.sectionCount).map { section in
      (0..<layout.itemCount(inSection: section)!).map {
        layout.frame(ofItemAt: ItemPath(section: section, item: $0))!
      }
    }
    headers = (0..<layout.sectionCount).map { layout.headerFrame(inSection: $0) }
    footers = (0..<layout.sectionCount).map { layout.footerFrame(inSection: $0) }
    pinned = (0..<layout.sectionCount).map { section in
      probes.map { pinning.headerFrame(inSection: section, pinnedIn: $0) }
    }
    size = layout.contentSize
  }
}

/// What one edit should do to paths and sections, by brute force: each
/// old path's new path, each old section's new section, and what the
/// update may touch.
private struct Expectation {
  var description: String
  /// Each old section's new index, or `nil` when removed.
  var sectionMap: [Int?]
  /// Each old path's new path, or `nil` when removed (items of removed
  /// sections included).
  var pathMap: [ItemPath: ItemPath?]
  var insertedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  /// Whether a change may be listed for a new path, header or footer of a
  /// new section: nothing before the first element the update touched.
  var mayChangeItem: (ItemPath) -> Bool = { _ in false }
  var mayChangeHeader: (Int) -> Bool = { _ in false }
  var mayChangeFooter: (Int) -> Bool = { _ in false }
  var moved: (from: ItemPath, to: ItemPath)?
}

final class SectionedMasonryEditSequenceTests: XCTestCase {
  func testVerticalEditSequencesFollowTheRulesAndReportThem() throws {
    try run(cases: 12, seed: 0x5EC7_5E01, axis: .vertical, maximumSections: 8)
  }

  func testEditSequencesOverManySections() throws {
    try run(cases: 2, seed: 0x5EC7_5E02, axis: .vertical, maximumSections: 70, steps: 20)
  }

  func testShelfEditSequencesFollowTheRulesAndReportThem() throws {
    try run(cases: 6, seed: 0x5EC7_5E03, axis: .horizontal, maximumSections: 6)
  }

  // MARK: - The run

  private func run(
    cases: Int, seed: UInt64, axis: Axis, maximumSections: Int, steps: Int = 14
  ) throws {
    RandomSweep.tally("SectionedMasonry", RandomSweep.count(cases) * steps)
    for caseSeed in RandomSweep.caseSeeds(cases, seed: seed) {
      var random = SplitMix64(seed: caseSeed)
      var configuration = random.layoutConfiguration()
      configuration.axis = axis
      // Fixed counts, so that a keep-columns column stays a column.
      if case .adaptive = configuration.columns {
        configuration.columns = .fixed(Int.random(in: 1...4, using: &random))
      }
      let direction = configuration.layoutDirection
      let vertical: (Masonry.Configuration) -> Masonry.Configuration =
        axis == .vertical
        ? { $0 }
        : { verticalConfiguration(ofShelf: $0, flowing: direction) }
      var feed = random.sectionFeed(
        maximumSections: maximumSections, maximumItems: 14,
        badValues: Int.random(in: 0..<4, using: &random) == 0)
      for index in feed.sections.indices where feed.sections[index].configuration != nil {
        if case .adaptive = feed.sections[index].configuration!.columns {
          feed.sections[index].configuration!.columns = .fixed(2)
        }
      }
      var model = SectionedModel(
        configuration: vertical(configuration), vertical: vertical,
        width: [320.0, 375, 768].randomElement(using: &random)!, feed: feed)
      model.layOutAll()
      var layout = try SectionedMasonry(configuration: configuration)
      layout.pinsHeaders = Bool.random(using: &random)
      try layout.prepare(width: model.width, sections: model.feed)
      layout._checkInvariants()
      var log: [String] = []
      for _ in 0..<steps {
        let probes = (0..<3).map { _ in randomViewport(layout, &random) }
        let before = Snapshot(layout, probes: probes)
        let viewport = probes[0]
        let anchor = layout.anchor(in: viewport)
        let mode = Masonry.UpdateMode.allCases.randomElement(using: &random)!
        let (changes, expectation) = try applyRandomEdit(
          &layout, &model, mode: mode, using: &random)
        log.append(expectation.description)
        layout._checkInvariants()
        let context = "seed \(caseSeed) after \(log.joined(separator: "; "))"
        let failures = testRun?.failureCount ?? 0
        checkFrames(layout, model, axis: axis, direction: direction, context)
        let after = Snapshot(layout, probes: probes)
        checkChanges(changes, expectation, before: before, after: after, layout, context)
        checkAnchor(anchor, changes, viewport: viewport, layout, context)
        if (testRun?.failureCount ?? 0) > failures { return }
      }
    }
  }

  /// A viewport somewhere on the content, sometimes past either end.
  private func randomViewport(_ layout: SectionedMasonry, _ random: inout SplitMix64) -> Rect {
    let size = layout.contentSize
    let vertical = layout.configuration.axis == .vertical
    let length = vertical ? size.height : size.width
    let offset = Double.random(in: -40...(length + 40), using: &random)
    let extent = Double.random(in: 1...700, using: &random)
    return vertical
      ? Rect(x: 0, y: offset, width: size.width, height: extent)
      : Rect(x: offset, y: 0, width: extent, height: size.height)
  }

  // MARK: - Frames

  /// The layout against the model: on the vertical axis directly, on a
  /// shelf through the transpose (and the mirror, right to left).
  private func checkFrames(
    _ layout: SectionedMasonry, _ model: SectionedModel, axis: Axis,
    direction: LayoutDirection, _ context: String
  ) {
    let reference = model.reference
    guard axis == .horizontal else {
      if let problem = mismatch(layout, reference) { XCTFail(problem + "; " + context) }
      return
    }
    XCTAssertEqual(layout.sectionCount, reference.sections.count, context)
    let width = layout.contentSize.width
    XCTAssert(nearlyEqual(width, reference.contentSize.height), "length \(width) \(context)")
    func content(_ upright: Rect) -> Rect {
      let shelf = transposed(upright)
      guard direction == .rightToLeft else { return shelf }
      return Rect(
        minX: width - shelf.maxX, minY: shelf.minY, maxX: width - shelf.minX, maxY: shelf.maxY)
    }
    // A mirrored edge is the content's length less a sum: it is exact to
    // within rounding of the length, not of the edge.
    let tolerance = 1e-9 * max(1, direction == .rightToLeft ? width : 0)
    func close(_ a: Rect, _ b: Rect) -> Bool {
      nearlyEqual(a, b)
        || (abs(a.minX - b.minX) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
          && nearlyEqual(a.minY, b.minY) && nearlyEqual(a.maxY, b.maxY))
    }
    for section in reference.sections.indices {
      for item in reference.sections[section].frames.indices {
        let path = ItemPath(section: section, item: item)
        let expected = content(reference.itemFrame(section: section, item: item))
        guard let frame = layout.frame(ofItemAt: path), close(frame, expected) else {
          return XCTFail(
            "\(path) \(String(describing: layout.frame(ofItemAt: path))) != \(expected) \(context)")
        }
      }
      let header = reference.headerFrame(section).map(content)
      XCTAssertEqual(layout.headerFrame(inSection: section) == nil, header == nil, context)
      if let header, let frame = layout.headerFrame(inSection: section) {
        XCTAssert(close(frame, header), "header \(section) \(context)")
      }
    }
  }

  // MARK: - Change sets

  private func checkChanges(
    _ changes: SectionedMasonry.Changes, _ expected: Expectation, before: Snapshot,
    after: Snapshot, _ layout: SectionedMasonry, _ context: String
  ) {
    XCTAssertEqual(changes.oldSectionCount, before.items.count, context)
    XCTAssertEqual(changes.newSectionCount, after.items.count, context)
    XCTAssertEqual(changes.oldContentSize, before.size, context)
    XCTAssertEqual(changes.newContentSize, after.size, context)
    XCTAssertEqual(changes.movedItem?.from, expected.moved?.from, context)
    XCTAssertEqual(changes.movedItem?.to, expected.moved?.to, context)
    XCTAssertEqual(Set(changes.insertedSections), expected.insertedSections, context)
    XCTAssertEqual(Set(changes.reloadedSections), expected.reloadedSections, context)
    // On a right-to-left shelf a change of length moves everything.
    let mirroredAll =
      layout.configuration.axis == .horizontal
      && layout.configuration.layoutDirection == .rightToLeft
      && before.size.width != after.size.width

    // Sections: the maps exact and inverse.
    for (old, new) in expected.sectionMap.enumerated() {
      XCTAssertEqual(changes.newSection(ofOld: old), new, "section \(old) \(context)")
      XCTAssertEqual(changes.removedSections.contains(old), new == nil, context)
      if let new { XCTAssertEqual(changes.oldSection(ofNew: new), old, context) }
    }
    for new in after.items.indices where !expected.sectionMap.contains(new) {
      XCTAssertNil(changes.oldSection(ofNew: new), context)
    }
    XCTAssertNil(changes.newSection(ofOld: -1))
    XCTAssertNil(changes.newSection(ofOld: before.items.count))
    XCTAssertNil(changes.oldSection(ofNew: after.items.count))

    // Items: exact maps, exact removed and inserted sets, complete changes.
    // The edited sections' own change sets list a move across sections as
    // a removal and an insertion; the move names it.
    for section in changes.editedSections {
      guard let items = changes.itemChanges(inSection: section),
        section < before.items.count, section < after.items.count
      else { return XCTFail("edited \(section) out of reach \(context)") }
      XCTAssertEqual(items.oldItemCount, before.items[section].count, context)
      XCTAssertEqual(items.newItemCount, after.items[section].count, context)
      XCTAssertEqual(expected.sectionMap[section], section, "edited \(section) \(context)")
    }
    var survivors = Set<ItemPath>()
    for (old, frames) in before.items.enumerated() {
      for item in frames.indices {
        let path = ItemPath(section: old, item: item)
        // A path without an entry was removed.
        let new = expected.pathMap[path] ?? nil
        XCTAssertEqual(changes.newPath(ofOld: path), new, "\(path) \(context)")
        let section = expected.sectionMap[old]
        let listed = section != nil && !expected.reloadedSections.contains(section!)
        XCTAssertEqual(
          changes.removesItem(at: path), listed && new == nil, "removed \(path) \(context)")
        guard let new else { continue }
        survivors.insert(new)
        XCTAssertEqual(changes.oldPath(ofNew: new), path, "inverse \(path) \(context)")
        if listed, frames[item] != after.items[new.section][new.item] {
          XCTAssert(
            changes.changedFrame(ofItemAt: new),
            "\(path) -> \(new) moved unreported: \(frames[item]) -> "
              + "\(after.items[new.section][new.item]) in \(changes) \(context)")
        }
      }
    }
    for (section, frames) in after.items.enumerated() {
      let fresh =
        expected.insertedSections.contains(section) || expected.reloadedSections.contains(section)
      for item in frames.indices {
        let path = ItemPath(section: section, item: item)
        if !survivors.contains(path) {
          XCTAssertNil(changes.oldPath(ofNew: path), "\(path) \(context)")
        }
        XCTAssertEqual(
          changes.insertsItem(at: path), !fresh && !survivors.contains(path),
          "inserted \(path) \(context)")
        if changes.changedFrame(ofItemAt: path) {
          XCTAssertFalse(changes.insertsItem(at: path), "changed and inserted \(path) \(context)")
          XCTAssertFalse(fresh, "changed in a fresh section \(path) \(context)")
          XCTAssert(
            mirroredAll || expected.mayChangeItem(path),
            "\(path) listed before the first element touched: \(changes) \(context)")
        }
      }
    }

    // Headers and footers of the sections that survive, not reloaded.
    for (old, new) in expected.sectionMap.enumerated() {
      guard let new, !expected.reloadedSections.contains(new) else { continue }
      if before.headers[old] != after.headers[new] || before.pinned[old] != after.pinned[new] {
        XCTAssert(changes.changedHeaders.contains(new), "header \(old) -> \(new) \(context)")
      }
      if before.footers[old] != after.footers[new] {
        XCTAssert(changes.changedFooters.contains(new), "footer \(old) -> \(new) \(context)")
      }
    }
    for section in changes.changedHeaders {
      XCTAssert(mirroredAll || expected.mayChangeHeader(section), "header \(section) \(context)")
      XCTAssertLessThan(section, after.items.count, context)
    }
    for section in changes.changedFooters {
      XCTAssert(mirroredAll || expected.mayChangeFooter(section), "footer \(section) \(context)")
      XCTAssertLessThan(section, after.items.count, context)
    }
    // The moved sections are those whose items answer changedFrame (which
    // the checks above hold to the frames) without an edit of their own.
    for section in after.items.indices where !changes.editedSections.contains(section) {
      guard changes.oldSection(ofNew: section) != nil, !changes.reloadedSections.contains(section)
      else { continue }
      XCTAssertEqual(
        changes.movedSections.contains(section),
        changes.changedFrame(ofItemAt: ItemPath(section: section, item: 0)),
        "moved section \(section) \(context)")
    }
  }

  // MARK: - Anchors

  /// An anchor taken before the update and followed through it: its
  /// element keeps its distance from the viewport's leading edge unless
  /// the clamp applies.
  private func checkAnchor(
    _ anchor: SectionedMasonry.Anchor, _ changes: SectionedMasonry.Changes, viewport: Rect,
    _ layout: SectionedMasonry, _ context: String
  ) {
    let updated = anchor.updated(by: changes)
    let offset = layout.contentOffset(restoring: updated, in: viewport)
    let vertical = layout.configuration.axis == .vertical
    let mirrored = !vertical && layout.configuration.layoutDirection == .rightToLeft
    let size = layout.contentSize
    let length = vertical ? size.height : size.width
    let extent = vertical ? viewport.height : viewport.width
    let maximum = max(0, length - extent)
    let along = vertical ? offset.y : offset.x
    XCTAssertGreaterThanOrEqual(along, 0, context)
    XCTAssertLessThanOrEqual(along, maximum + 1e-9 * max(1, length), context)
    XCTAssertEqual(vertical ? offset.x : offset.y, vertical ? viewport.minX : viewport.minY)
    guard let path = updated.path else { return }
    if let old = anchor.path, anchor.kind == updated.kind,
      (anchor.kind == .item
        ? changes.newPath(ofOld: old)
        : changes.newSection(ofOld: old.section)
          .map { ItemPath(section: $0, item: 0) }) == path
    {
      XCTAssertEqual(updated.distance, anchor.distance, context)
    } else {
      XCTAssertEqual(updated.distance, 0, "a moved anchor lands at distance 0 \(context)")
    }
    // The anchored point along the flow, in the vertical frame.
    func flow(_ rect: Rect) -> (start: Double, end: Double) {
      if vertical { return (rect.minY, rect.maxY) }
      return mirrored ? (length - rect.maxX, length - rect.minX) : (rect.minX, rect.maxX)
    }
    let point: Double
    switch updated.kind {
    case .item: point = flow(layout.frame(ofItemAt: path)!).start
    case .header: point = flow(layout.sectionFrame(inSection: path.section)!).start
    case .footer:
      let footer = layout.footerFrame(inSection: path.section).map { flow($0).end - flow($0).start }
      point = flow(layout.sectionFrame(inSection: path.section)!).end - (footer ?? 0)
    }
    let shown = Rect(
      x: vertical ? viewport.minX : offset.x, y: vertical ? offset.y : viewport.minY,
      width: viewport.width, height: viewport.height)
    let leading = flow(shown).start
    let unclamped = point - updated.distance
    if unclamped > 0, unclamped < maximum {
      // Within rounding of the largest sum involved: the content's length.
      XCTAssertEqual(
        point - leading, updated.distance, accuracy: 1e-6 * max(1, abs(point)) + 64 * length.ulp,
        context)
    }
  }

  // MARK: - Edits

  /// Applies one random edit to the model and the layout; returns the
  /// change set and what the edit should report.
  private func applyRandomEdit(
    _ layout: inout SectionedMasonry, _ model: inout SectionedModel, mode: Masonry.UpdateMode,
    using random: inout SplitMix64
  ) throws -> (SectionedMasonry.Changes, Expectation) {
    let sectionCount = model.feed.sections.count
    let counts = model.feed.sections.map(\.count)
    func identity() -> Expectation {
      var map: [ItemPath: ItemPath?] = [:]
      for (section, count) in counts.enumerated() {
        for item in 0..<count {
          map[ItemPath(section: section, item: item)] = ItemPath(section: section, item: item)
        }
      }
      return Expectation(
        description: "", sectionMap: Array(0..<sectionCount).map { $0 }, pathMap: map)
    }
    // Items from `first` of `section` on, and whatever follows the section.
    func touching(_ section: Int, item first: Int) -> (inout Expectation) -> Void {
      { expectation in
        expectation.mayChangeItem = {
          $0.section > section || ($0.section == section && $0.item >= first)
        }
        expectation.mayChangeHeader = { $0 >= section }
        expectation.mayChangeFooter = { $0 >= section }
      }
    }
    let section = sectionCount == 0 ? 0 : Int.random(in: 0..<sectionCount, using: &random)
    let exists = section < sectionCount
    let count = exists ? counts[section] : 0
    var expectation = identity()
    let changes: SectionedMasonry.Changes
    switch exists ? Int.random(in: 0..<12, using: &random) : 9 {
    case 0:  // append
      let added = Int.random(in: 0...5, using: &random)
      let new = MasonryFeed.random(count: added, using: &random)
      model.feed.sections[section].insert(
        values: new.values.map { ratioOrPoints($0, like: model.feed.sections[section], new) },
        spans: new.spans, at: count)
      changes = layout.appendItems(count: added, toSection: section, sections: model.feed)
      model.layOut(
        section, keeping: model.columns[section] + Array(repeating: nil, count: added))
      expectation.description = "append \(section) \(added)"
      touching(section, item: count)(&expectation)
    case 1:  // insert
      let index = Int.random(in: 0...count, using: &random)
      let added = Int.random(in: 1...4, using: &random)
      let new = MasonryFeed.random(count: added, using: &random)
      model.feed.sections[section].insert(
        values: new.values.map { ratioOrPoints($0, like: model.feed.sections[section], new) },
        spans: new.spans, at: index)
      changes = layout.insertItems(
        in: index..<index + added, inSection: section, sections: model.feed,
        mode: mode)
      model.columns[section].insert(contentsOf: Array(repeating: 0, count: added), at: index)
      model.layOut(
        section,
        keeping: model.kept(
          section, from: index, mode: mode, choosing: Set(index..<(index + added))))
      for item in index..<count {
        expectation.pathMap[ItemPath(section: section, item: item)] = ItemPath(
          section: section, item: item + added)
      }
      expectation.description = "insert \(section) \(index) \(added) \(mode)"
      touching(section, item: index)(&expectation)
    case 2:  // remove
      guard count > 0 else { fallthrough }
      let lower = Int.random(in: 0..<count, using: &random)
      let range = lower..<min(count, lower + Int.random(in: 1...3, using: &random))
      model.feed.sections[section].remove(range)
      model.columns[section].removeSubrange(range)
      changes = layout.removeItems(in: range, inSection: section, mode: mode)
      model.layOut(section, keeping: model.kept(section, from: range.lowerBound, mode: mode))
      for item in range.lowerBound..<count {
        expectation.pathMap[ItemPath(section: section, item: item)] =
          range.contains(item) ? nil : ItemPath(section: section, item: item - range.count)
      }
      expectation.description = "remove \(section) \(range) \(mode)"
      touching(section, item: range.lowerBound)(&expectation)
    case 3, 4:  // heights
      guard count > 0 else { fallthrough }
      let lower = Int.random(in: 0..<count, using: &random)
      let range = lower..<min(count, lower + Int.random(in: 1...3, using: &random))
      for item in range {
        model.feed.sections[section].fixed[item] = Double(Int.random(in: 0...300, using: &random))
      }
      if range.count == 1, Bool.random(using: &random) {
        changes = layout.setHeight(
          model.feed.sections[section].fixed[lower]!,
          ofItemAt: ItemPath(section: section, item: lower),
          mode: mode)
      } else {
        changes = layout.setHeights(
          ofItemsIn: range, inSection: section, sections: model.feed, mode: mode)
      }
      model.layOut(section, keeping: model.kept(section, from: lower, mode: mode))
      expectation.description = "heights \(section) \(range) \(mode)"
      touching(section, item: lower)(&expectation)
    case 5:  // move within the section
      guard count > 1 else { fallthrough }
      let from = Int.random(in: 0..<count, using: &random)
      var to = Int.random(in: 0..<count, using: &random)
      if to == from { to = (from + 1) % count }
      model.feed.sections[section].move(from, to: to)
      let column = model.columns[section].remove(at: from)
      model.columns[section].insert(column, at: to)
      changes = layout.moveItem(
        from: ItemPath(section: section, item: from), to: ItemPath(section: section, item: to),
        mode: mode)
      let first = min(from, to)
      model.layOut(section, keeping: model.kept(section, from: first, mode: mode, choosing: [to]))
      var order = Array(0..<count)
      order.insert(order.remove(at: from), at: to)
      for (new, old) in order.enumerated() {
        expectation.pathMap[ItemPath(section: section, item: old)] = ItemPath(
          section: section, item: new)
      }
      expectation.moved = (
        ItemPath(section: section, item: from), ItemPath(section: section, item: to)
      )
      expectation.description = "move \(section) \(from) \(to) \(mode)"
      touching(section, item: first)(&expectation)
    case 6:  // move to another section
      guard count > 0, sectionCount > 1 else { fallthrough }
      var destination = Int.random(in: 0..<sectionCount, using: &random)
      if destination == section { destination = (section + 1) % sectionCount }
      let item = Int.random(in: 0..<count, using: &random)
      let target = Int.random(in: 0...counts[destination], using: &random)
      // Every section's engine lays out a vertical feed: its frame's
      // height is the length along the flow, on either axis.
      let engine = layout.masonry(inSection: section)!
      let length = engine.frame(ofItemAt: item)!.height
      let span = engine.columns(ofItemAt: item)!.count
      changes = layout.moveItem(
        from: ItemPath(section: section, item: item),
        to: ItemPath(section: destination, item: target), mode: mode)
      // The item travels with its length and span, without its column.
      model.feed.sections[section].remove(item..<(item + 1))
      model.columns[section].remove(at: item)
      model.layOut(section, keeping: model.kept(section, from: item, mode: mode))
      model.feed.sections[destination].insert(values: [0], spans: [span], at: target)
      model.feed.sections[destination].fixed[target] = length
      model.columns[destination].insert(0, at: target)
      model.layOut(
        destination, keeping: model.kept(destination, from: target, mode: mode, choosing: [target]))
      for index in item..<count {
        expectation.pathMap[ItemPath(section: section, item: index)] =
          index == item
          ? ItemPath(section: destination, item: target)
          : ItemPath(section: section, item: index - 1)
      }
      for index in target..<counts[destination] {
        expectation.pathMap[ItemPath(section: destination, item: index)] = ItemPath(
          section: destination, item: index + 1)
      }
      expectation.moved = (
        ItemPath(section: section, item: item), ItemPath(section: destination, item: target)
      )
      expectation.description = "move [\(section), \(item)] to [\(destination), \(target)] \(mode)"
      let (low, lowItem) = section < destination ? (section, item) : (destination, target)
      touching(low, item: lowItem)(&expectation)
    case 7:  // header or footer height
      let height = random.sectionEdgeHeight(badValues: false)
      if Bool.random(using: &random) {
        model.feed.sections[section].header = height
        changes = layout.setHeaderHeight(height, inSection: section)
        expectation.description = "header \(section) \(height)"
        touching(section, item: 0)(&expectation)
      } else {
        model.feed.sections[section].footer = height
        changes = layout.setFooterHeight(height, inSection: section)
        expectation.description = "footer \(section) \(height)"
        expectation.mayChangeItem = { $0.section > section }
        expectation.mayChangeHeader = { $0 > section }
        expectation.mayChangeFooter = { $0 >= section }
      }
    case 8:  // remove sections
      let range = section..<min(sectionCount, section + Int.random(in: 1...2, using: &random))
      model.feed.sections.removeSubrange(range)
      model.columns.removeSubrange(range)
      model.results.removeSubrange(range)
      changes = layout.removeSections(in: range)
      expectation.sectionMap = (0..<sectionCount).map {
        range.contains($0) ? nil : ($0 < range.lowerBound ? $0 : $0 - range.count)
      }
      for (path, _) in expectation.pathMap {
        expectation.pathMap[path] = expectation.sectionMap[path.section].map {
          ItemPath(section: $0, item: path.item)
        }
      }
      expectation.description = "remove sections \(range)"
      expectation.mayChangeItem = { $0.section >= range.lowerBound }
      expectation.mayChangeHeader = { $0 >= range.lowerBound }
      expectation.mayChangeFooter = { $0 >= range.lowerBound }
    case 9:  // insert sections
      let index = Int.random(in: 0...sectionCount, using: &random)
      let added = Int.random(in: 1...2, using: &random)
      let new = (0..<added).map { _ in random.sectionData(maximumItems: 8, badValues: false) }
      model.feed.sections.insert(contentsOf: new, at: index)
      model.columns.insert(contentsOf: Array(repeating: [], count: added), at: index)
      model.results.insert(
        contentsOf: Array(repeating: SectionedModel.empty, count: added), at: index)
      for fresh in index..<(index + added) { model.layOut(fresh) }
      changes = try layout.insertSections(in: index..<index + added, sections: model.feed)
      expectation.sectionMap = (0..<sectionCount).map { $0 < index ? $0 : $0 + added }
      for (path, _) in expectation.pathMap {
        expectation.pathMap[path] = ItemPath(
          section: expectation.sectionMap[path.section]!, item: path.item)
      }
      expectation.insertedSections = Set(index..<(index + added))
      expectation.description = "insert sections \(index) \(added)"
      expectation.mayChangeItem = { $0.section >= index + added }
      expectation.mayChangeHeader = { $0 >= index + added }
      expectation.mayChangeFooter = { $0 >= index + added }
    case 10:  // reload sections
      let range = section..<min(sectionCount, section + Int.random(in: 1...2, using: &random))
      for index in range {
        model.feed.sections[index] = random.sectionData(maximumItems: 10, badValues: false)
        model.layOut(index)
      }
      changes = try layout.reloadSections(in: range, sections: model.feed)
      for (path, _) in expectation.pathMap where range.contains(path.section) {
        if path.item >= model.feed.sections[path.section].count { expectation.pathMap[path] = nil }
      }
      expectation.reloadedSections = Set(range)
      expectation.description = "reload \(range)"
      expectation.mayChangeItem = { $0.section >= range.upperBound }
      expectation.mayChangeHeader = { $0 >= range.upperBound }
      expectation.mayChangeFooter = { $0 >= range.upperBound }
    default:  // prepare at another width: a rotation
      model.width = [320.0, 375, 414, 768, 1024].randomElement(using: &random)!
      model.layOutAll()
      changes = try layout.prepare(width: model.width, sections: model.feed)
      expectation.reloadedSections = Set(0..<sectionCount)
      expectation.description = "prepare \(model.width)"
    }
    return (changes, expectation)
  }

  /// A new item's value in the kind (ratio or points) of its section.
  private func ratioOrPoints(_ value: Double, like data: SectionData, _ drawn: MasonryFeed)
    -> Double
  {
    data.usesRatios == drawn.usesRatios ? value : (data.usesRatios ? value / 100 : value * 100)
  }
}
