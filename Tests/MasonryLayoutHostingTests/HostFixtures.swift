// A feed over plain arrays for the host's tests, the random batches a
// collection view's data source makes (built from the feed before and
// after, so that their update items follow UIKit's rules by
// construction), and whole-layout comparisons.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

/// One item of a ``HostFeed``: an identity that survives moves, and what
/// the source answers for it.
struct HostItem: Hashable {
  var id: Int
  var height: Double
  var span: Int = 1
  var column: Int? = nil
}

/// One section of a ``HostFeed``.
struct HostSection: Hashable {
  var id: Int
  var items: [HostItem]
  var header: Double = 0
  var footer: Double = 0
  var configuration: Masonry.Configuration? = nil
}

/// A source over plain arrays; it counts the questions it is asked.
struct HostFeed: MasonrySectionProvider {
  var sections: [HostSection]
  /// Counts the heights asked, across copies.
  final class Counter: @unchecked Sendable { var heights = 0 }
  var counter = Counter()

  init(_ sections: [HostSection]) { self.sections = sections }

  /// Sections of fixed heights, ids numbered from 0 across the feed.
  init(heights: [[Double]], headers: [Double] = [], footers: [Double] = []) {
    var id = 0
    sections = heights.enumerated().map { index, heights in
      let items = heights.map { height -> HostItem in
        defer { id += 1 }
        return HostItem(id: id, height: height)
      }
      return HostSection(
        id: 1_000_000 + index, items: items,
        header: headers.indices.contains(index) ? headers[index] : 0,
        footer: footers.indices.contains(index) ? footers[index] : 0)
    }
  }

  var sectionCount: Int { sections.count }
  func itemCount(inSection section: Int) -> Int { sections[section].items.count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    counter.heights += 1
    return sections[path.section].items[path.item].height
  }
  func columnSpan(forItemAt path: ItemPath) -> Int { sections[path.section].items[path.item].span }
  func column(forItemAt path: ItemPath) -> Int? { sections[path.section].items[path.item].column }
  func headerHeight(inSection section: Int, width: Double) -> Double { sections[section].header }
  func footerHeight(inSection section: Int, width: Double) -> Double { sections[section].footer }
  func configuration(forSection section: Int) -> Masonry.Configuration? {
    sections[section].configuration
  }

  /// The path of the item with `id`, if any.
  func path(of id: Int) -> ItemPath? {
    for (section, data) in sections.enumerated() {
      if let item = data.items.firstIndex(where: { $0.id == id }) {
        return ItemPath(section: section, item: item)
      }
    }
    return nil
  }
}

/// Every element of a layout, for exact comparisons.
func allElements(_ layout: SectionedMasonry) -> [SectionedMasonry.Element] {
  let size = layout.contentSize
  return layout.elements(
    in: Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
}

/// A fresh layout of `feed`.
func freshLayout(
  _ configuration: Masonry.Configuration, width: Double, feed: some MasonrySectionProvider
) -> SectionedMasonry {
  var layout = try! SectionedMasonry(configuration: configuration)
  _ = try! layout.prepare(width: width, sections: feed)
  layout._checkInvariants()
  return layout
}

extension SplitMix64 {
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

  mutating func itemHeight() -> Double {
    [20, 44, 100, 150.5, 1.0 / 3, 300, 0].randomElement(using: &self)!
  }

  /// A random feed of up to `sections` sections of up to `items` items.
  mutating func hostFeed(sections: Int, items: Int, nextID: inout Int) -> HostFeed {
    let count = Int.random(in: 1...sections, using: &self)
    return HostFeed(
      (0..<count).map { _ in hostSection(items: items, nextID: &nextID) })
  }

  mutating func hostSection(items: Int, nextID: inout Int) -> HostSection {
    let count = Int.random(in: 0...items, using: &self)
    var list: [HostItem] = []
    for _ in 0..<count {
      list.append(
        HostItem(
          id: nextID, height: itemHeight(),
          span: chance(10) ? Int.random(in: 1...3, using: &self) : 1))
      nextID += 1
    }
    defer { nextID += 1 }
    return HostSection(
      id: nextID, items: list, header: chance(50) ? 0 : 44, footer: chance(70) ? 0 : 30)
  }

  /// A random batch over `feed`: the feed after it and the update items
  /// that describe it, by UIKit's rules (deletions and move sources read
  /// before, insertions and move destinations after).
  mutating func batch(
    over feed: HostFeed, items: Int, nextID: inout Int, sectionChanges: Bool = true
  ) -> (after: HostFeed, updates: [MasonryHost.UpdateItem]) {
    typealias Update = MasonryHost.UpdateItem
    var updates: [Update] = []
    let old = feed.sections
    // Sections: each deleted, moved, reloaded or kept.
    enum Fate { case kept, deleted, moved, reloaded }
    var fates = old.map { _ in Fate.kept }
    if sectionChanges {
      for index in old.indices {
        switch Int.random(in: 0..<20, using: &self) {
        case 0: fates[index] = .deleted
        case 1: fates[index] = .moved
        case 2: fates[index] = .reloaded
        default: break
        }
      }
    }
    // Items of the kept and moved sections (UIKit follows a moved
    // section's items through the batch): deleted, moved (to a kept or
    // moved section), reloaded or kept.
    var survivors: [Int: [HostItem]] = [:]
    var movedItems: [(from: ItemPath, item: HostItem)] = []
    var reloadedItems: [ItemPath] = []
    var changedHeights: [Int: Double] = [:]
    for (index, section) in old.enumerated() where fates[index] == .kept || fates[index] == .moved {
      var kept: [HostItem] = []
      for (item, data) in section.items.enumerated() {
        let path = ItemPath(section: index, item: item)
        switch Int.random(in: 0..<12, using: &self) {
        case 0: updates.append(.deleteItem(at: path))
        case 1: movedItems.append((path, data))
        case 2:
          reloadedItems.append(path)
          changedHeights[data.id] = itemHeight()
          kept.append(data)
        default: kept.append(data)
        }
      }
      survivors[index] = kept
    }
    let keptSections = old.indices.filter { fates[$0] == .kept || fates[$0] == .moved }
    if keptSections.isEmpty {
      // Moved items need a section to land in: they stay deleted.
      for moved in movedItems { updates.append(.deleteItem(at: moved.from)) }
      movedItems = []
    }
    // The sections after: the kept and reloaded ones in order, then the
    // moved and new ones at random places.
    var after: [(old: Int?, section: HostSection)] = []
    for (index, section) in old.enumerated() {
      switch fates[index] {
      case .kept:
        var copy = section
        copy.items = survivors[index]!
        after.append((index, copy))
      case .reloaded:
        var copy = hostSection(items: items, nextID: &nextID)
        copy.id = section.id
        after.append((index, copy))
      default: break
      }
    }
    var placedSections: [(old: Int?, section: HostSection)] = []
    for (index, section) in old.enumerated() where fates[index] == .moved {
      var copy = section
      copy.items = survivors[index]!
      // Now and then its new place gives it another configuration (a
      // source that configures sections by index).
      if chance(25) {
        copy.configuration = Masonry.Configuration(
          columns: .fixed(Int.random(in: 1...4, using: &self)), columnSpacing: 4)
      }
      placedSections.append((index, copy))
    }
    if sectionChanges, chance(30) {
      for _ in 0..<Int.random(in: 1...2, using: &self) {
        placedSections.append((nil, hostSection(items: items, nextID: &nextID)))
      }
    }
    var newSectionIDs = Set<Int>()
    for placed in placedSections {
      let at = Int.random(in: 0...after.count, using: &self)
      after.insert((placed.old == nil ? nil : -1 - placed.old!, placed.section), at: at)
      if placed.old == nil { newSectionIDs.insert(placed.section.id) }
    }
    // Items moved in and inserted, at random places of the kept and
    // moved sections (a moved one's `old` is `-1 - index`).
    let keptAfter = after.indices.filter {
      after[$0].old.map { $0 < 0 || fates[$0] == .kept } ?? false
    }
    var newItemIDs = Set<Int>()
    var placedItems: [HostItem] = movedItems.map(\.item)
    if !keptAfter.isEmpty {
      for _ in 0..<Int.random(in: 0...3, using: &self) {
        placedItems.append(HostItem(id: nextID, height: itemHeight()))
        newItemIDs.insert(nextID)
        nextID += 1
      }
    }
    for item in placedItems {
      let section = keptAfter.randomElement(using: &self)!
      let at = Int.random(in: 0...after[section].section.items.count, using: &self)
      after[section].section.items.insert(item, at: at)
    }
    for index in after.indices {
      for item in after[index].section.items.indices {
        if let height = changedHeights[after[index].section.items[item].id] {
          after[index].section.items[item].height = height
        }
      }
    }
    let result = HostFeed(after.map(\.section))
    // The update items, read from the two feeds.
    for (index, fate) in fates.enumerated() {
      switch fate {
      case .deleted: updates.append(.deleteSection(index))
      case .reloaded: updates.append(.reloadSection(index))
      case .moved:
        let to = result.sections.firstIndex { $0.id == old[index].id }!
        updates.append(.moveSection(index, to: to))
      case .kept: break
      }
    }
    for (index, section) in result.sections.enumerated() where newSectionIDs.contains(section.id) {
      updates.append(.insertSection(index))
    }
    for moved in movedItems {
      updates.append(.moveItem(from: moved.from, to: result.path(of: moved.item.id)!))
    }
    for id in newItemIDs { updates.append(.insertItem(at: result.path(of: id)!)) }
    for path in reloadedItems { updates.append(.reloadItem(at: path)) }
    updates.shuffle(using: &self)
    return (result, updates)
  }
}

/// A measured height's documented offset adjustment on the vertical axis,
/// by brute force: 0 when the user saw the measured item (`measured`, its
/// frame before: its top on screen, or at least half of it or of the
/// viewport showing); otherwise, of every candidate (each element's move,
/// and 0), the one whose sum of on-screen moves, each weighted by how much
/// of its element the viewport showed, is least; nearest 0 among equals.
func leastMovingAdjustment(
  _ before: [SectionedMasonry.Element], after: SectionedMasonry, in viewport: Rect,
  measured: Rect
) -> Double {
  let measuredShows = min(measured.maxY, viewport.maxY) - max(measured.minY, viewport.minY)
  let topShows = measured.minY >= viewport.minY && measured.minY < viewport.maxY
  if topShows
    || (measuredShows > 0
      && (2 * measuredShows >= measured.size.height || 2 * measuredShows >= viewport.size.height))
  {
    return 0
  }
  var moves: [(shift: Double, weight: Double)] = []
  for element in before {
    let shown = min(element.frame.maxY, viewport.maxY) - max(element.frame.minY, viewport.minY)
    guard shown > 0, let now = after.element(element.kind, for: element.path) else { continue }
    moves.append((now.frame.minY - element.frame.minY, shown))
  }
  func cost(_ adjustment: Double) -> Double {
    moves.reduce(0) { $0 + $1.weight * abs($1.shift - adjustment) }
  }
  let candidates = [0] + moves.map(\.shift)
  let least = candidates.map(cost).min() ?? 0
  return
    candidates
    .filter { cost($0) <= least + 1e-9 * max(1, least) }
    .min { abs($0) < abs($1) } ?? 0
}
