// The operations the sections fuzz target drives: every update of a
// `SectionedMasonry`, applied to the layout and to the feed a fresh
// prepare is compared against.

import LayoutGeometry
import MasonryLayout

extension SectionsFuzzRun {
  /// Applies one operation to the layout and the feed; returns its change
  /// set, or `nil` when it threw (the layout must then be unchanged) or
  /// only queried.
  mutating func apply(
    _ layout: inout SectionedMasonry, _ input: inout FuzzInput
  ) -> SectionedMasonry.Changes? {
    let mode: Masonry.UpdateMode = input.flag() ? .keepColumns : .reflow
    let section = sectionIndex(&input)
    let exists = feed.sections.indices.contains(section)
    switch input.choice(14) {
    case 0:
      // A new breadth, sometimes a new feed; a broken section throws.
      let old = feed
      let newBreadth = input.double(magnitude: 1000)
      if input.flag() {
        feed.sections = (0..<input.integer(in: 0...5)).map { _ in Self.section(&input) }
      }
      let newFeed = feed
      return throwing(&layout, old: old) { (layout) throws(SectionedMasonry.SectionError) in
        try layout.prepare(width: newBreadth, sections: newFeed)
      } succeeded: {
        $0.breadth = newBreadth
        $0.isFresh = true
      }
    case 1:
      let added = Self.items(input.integer(in: 0...8), &input)
      let count = input.choice(8) == 0 ? input.element(of: [0, -1, Int.min]) : added.count
      if exists, count > 0 { feed.sections[section].items += added }
      return layout.appendItems(count: count, toSection: section, sections: feed)
    case 2:
      let index = itemIndex(inSection: section, &input)
      let added = Self.items(input.integer(in: 0...5), &input)
      // The indices the new items take, or an empty range at an edge; a
      // range from Int.max holds none of them.
      let range =
        input.choice(8) == 0
        ? input.element(of: [0..<0, Int.min..<Int.min, Int.max..<Int.max])
        : index..<index.saturatingAdd(added.count)
      if exists, !range.isEmpty {
        let at = min(max(range.lowerBound, 0), feed.sections[section].items.count)
        feed.sections[section].items.insert(contentsOf: added.prefix(range.count), at: at)
        if mode == .keepColumns { isFresh = false }
      }
      return layout.insertItems(in: range, inSection: section, sections: feed, mode: mode)
    case 3:
      let range = self.range(inSection: section, &input)
      if exists {
        let clamped = range.clamped(to: 0..<feed.sections[section].items.count)
        feed.sections[section].items.removeSubrange(clamped)
        if mode == .keepColumns, !clamped.isEmpty { isFresh = false }
      }
      return layout.removeItems(in: range, inSection: section, mode: mode)
    case 4:
      let index = itemIndex(inSection: section, &input)
      let height = input.double(magnitude: 300)
      if exists, feed.sections[section].items.indices.contains(index) {
        feed.sections[section].items[index].value = height
        feed.sections[section].items[index].isRatio = false
        if mode == .keepColumns { isFresh = false }
      }
      return layout.setHeight(height, ofItemAt: ItemPath(section: section, item: index), mode: mode)
    case 5:
      let range = self.range(inSection: section, &input)
      if exists {
        for index in range.clamped(to: 0..<feed.sections[section].items.count) {
          let isRatio = input.flag()
          feed.sections[section].items[index].value = input.double(magnitude: isRatio ? 2 : 300)
          feed.sections[section].items[index].isRatio = isRatio
          if mode == .keepColumns { isFresh = false }
        }
      }
      return layout.setHeights(ofItemsIn: range, inSection: section, sections: feed, mode: mode)
    case 6:
      return move(&layout, from: section, mode: mode, &input)
    case 7:
      let height = input.double(magnitude: 60)
      if exists { feed.sections[section].header = height }
      return layout.setHeaderHeight(height, inSection: section)
    case 8:
      let height = input.double(magnitude: 60)
      if exists { feed.sections[section].footer = height }
      return layout.setFooterHeight(height, inSection: section)
    case 9:
      // The indices the new sections take, or an empty range at an edge.
      let range =
        input.choice(8) == 0
        ? input.element(of: [0..<0, Int.min..<Int.min, Int.max..<Int.max])
        : section..<section.saturatingAdd(input.integer(in: 1...3))
      let old = feed
      if !range.isEmpty {
        let at = min(max(range.lowerBound, 0), feed.sections.count)
        feed.sections.insert(
          contentsOf: (0..<range.count).map { _ in Self.section(&input) }, at: at)
      }
      let newFeed = feed
      return throwing(&layout, old: old) { (layout) throws(SectionedMasonry.SectionError) in
        try layout.insertSections(in: range, sections: newFeed)
      }
    case 10:
      let end = section.addingReportingOverflow(input.integer(in: 0...3)).partialValue
      let range = min(section, end)..<max(section, end)
      feed.sections.removeSubrange(range.clamped(to: 0..<feed.sections.count))
      return layout.removeSections(in: range)
    case 11:
      let end = section.addingReportingOverflow(input.integer(in: 0...2)).partialValue
      let range = min(section, end)..<max(section, end)
      let old = feed
      for index in range.clamped(to: 0..<feed.sections.count) {
        feed.sections[index] = Self.section(&input)
      }
      let newFeed = feed
      return throwing(&layout, old: old) { (layout) throws(SectionedMasonry.SectionError) in
        try layout.reloadSections(in: range, sections: newFeed)
      }
    case 12:
      layout.pinsHeaders.toggle()
      return nil
    default:
      return nil
    }
  }

  /// Runs an update that can throw: when it throws, the error names the
  /// first broken section the call lays out, the layout is unchanged, and
  /// the feed goes back to `old`.
  mutating func throwing(
    _ layout: inout SectionedMasonry, old: FuzzSections,
    _ update: (inout SectionedMasonry) throws(SectionedMasonry.SectionError) ->
      SectionedMasonry.Changes,
    succeeded: (inout SectionsFuzzRun) -> Void = { _ in }
  ) -> SectionedMasonry.Changes? {
    let before = Snapshot(layout)
    do {
      let changes = try update(&layout)
      succeeded(&self)
      return changes
    } catch {
      require(error.section >= 0 && error.section < feed.sections.count, "\(error)")
      require(
        feed.sections[error.section].configuration.map { (try? Masonry(configuration: $0)) == nil }
          == true, "\(error) names a section that works")
      require(Snapshot(layout) == before, "a throwing update changed the layout")
      feed = old
      return nil
    }
  }

  /// Moves an item within its section or into another one.
  mutating func move(
    _ layout: inout SectionedMasonry, from section: Int, mode: Masonry.UpdateMode,
    _ input: inout FuzzInput
  ) -> SectionedMasonry.Changes {
    let item = itemIndex(inSection: section, &input)
    let destination = input.flag() ? section : sectionIndex(&input)
    let target = itemIndex(inSection: destination, &input)
    let changes = layout.moveItem(
      from: ItemPath(section: section, item: item),
      to: ItemPath(section: destination, item: target), mode: mode)
    guard feed.sections.indices.contains(section), feed.sections.indices.contains(destination),
      feed.sections[section].items.indices.contains(item)
    else { return changes }
    var moved = feed.sections[section].items.remove(at: item)
    if destination == section {
      let at = min(max(target, 0), feed.sections[section].items.count)
      feed.sections[section].items.insert(moved, at: at)
      if at != item, mode == .keepColumns { isFresh = false }
    } else {
      // Its length travels, not its ratio, span rule or column: a fresh
      // prepare places it by other rules.
      let at = min(max(target, 0), feed.sections[destination].items.count)
      let path = ItemPath(
        section: destination, item: changes.movedItem?.to.item ?? at)
      moved.value =
        layout.frame(ofItemAt: path).map {
          layout.configuration.axis == .vertical ? $0.height : $0.width
        } ?? 0
      moved.isRatio = false
      moved.column = nil
      feed.sections[destination].items.insert(moved, at: at)
      isFresh = false
    }
    return changes
  }
}
