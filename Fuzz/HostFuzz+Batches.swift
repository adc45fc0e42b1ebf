// Batch updates for the host fuzz target: a random change of the feed
// (sections deleted, inserted, moved and reloaded; items deleted,
// inserted, reloaded and moved within and across sections, moved
// sections' items included) described as UIKit describes it, with the
// feed after it as the host should hold it; sometimes a description that
// cannot agree with the counts, which the host must survive by reloading.
// After the batch, the transition's path mapping and appearances are
// checked against the identities in the feed.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

extension HostFuzzRun {
  /// What a batch does to a section of the feed before it.
  enum SectionFate {
    case stays, deleted, moved, reloaded
  }

  /// A section of the feed after a batch: one of the feed before it, by
  /// its index there, or a new one.
  enum Entry {
    case old(Int)
    case new(HostSection)
  }

  /// A batch: its update items, and the feed after it as the host should
  /// hold it when it applies the batch as edits.
  struct Batch {
    var updates: [MasonryHost.UpdateItem] = []
    var sections: [HostSection] = []
  }

  /// A random change of the feed and its description by UIKit's rules:
  /// deletions, reloads and move sources at their paths before the batch,
  /// insertions and move destinations at their paths after it.
  mutating func makeBatch(_ input: inout FuzzInput) -> Batch {
    let old = sections
    var updates: [MasonryHost.UpdateItem] = []

    // Sections: the ones that stay (reloaded ones included) keep their
    // order; the moved and new ones are placed among them.
    var fates = [SectionFate](repeating: .stays, count: old.count)
    for index in old.indices {
      switch input.choice(16) {
      case 0: fates[index] = .deleted
      case 1: fates[index] = .moved
      case 2: fates[index] = .reloaded
      default: break
      }
    }
    var entries: [Entry] = old.indices.filter { fates[$0] == .stays || fates[$0] == .reloaded }
      .map { .old($0) }
    var placing: [Entry] = old.indices.filter { fates[$0] == .moved }.map { .old($0) }
    let room = Self.maximumSections - entries.count - placing.count
    if room > 0, input.choice(4) == 0 {
      for _ in 0..<min(room, 1 + input.choice(2)) { placing.append(.new(newSection(&input))) }
    }
    for entry in placing { entries.insert(entry, at: input.integer(in: 0...entries.count)) }
    for (index, fate) in fates.enumerated() {
      if fate == .deleted { updates.append(.deleteSection(index)) }
      if fate == .reloaded { updates.append(.reloadSection(index)) }
    }
    for (new, entry) in entries.enumerated() {
      switch entry {
      case .old(let index) where fates[index] == .moved:
        updates.append(.moveSection(index, to: new))
      case .new: updates.append(.insertSection(new))
      case .old: break
      }
    }

    // Items: edited in the sections that stay and, now and then, in the
    // moved ones too (a combination UIKit allows).
    let editsMoved = input.choice(3) == 0
    var participants: [(new: Int, old: Int)] = []
    for (new, entry) in entries.enumerated() {
      guard case .old(let index) = entry else { continue }
      if fates[index] == .stays || (fates[index] == .moved && editsMoved) {
        participants.append((new, index))
      }
    }
    var lists: [Int: [HostItem]] = [:]
    var edited = Set<Int>()
    var movedFrom: [Int: ItemPath] = [:]
    var reloadedFrom: [Int: ItemPath] = [:]
    var inserted = Set<Int>()
    var arriving: [(item: HostItem, into: Int)] = []
    for (new, index) in participants {
      var kept: [HostItem] = []
      for (position, item) in old[index].items.enumerated() {
        let path = ItemPath(section: index, item: position)
        switch input.choice(12) {
        case 0:
          updates.append(.deleteItem(at: path))
          edited.insert(new)
        case 1:
          let destination = participants[input.choice(participants.count)].new
          movedFrom[item.id] = path
          arriving.append((item, destination))
          edited.formUnion([new, destination])
        case 2:
          // A reload: the source's height may change with it.
          var reloaded = item
          if input.flag() { reloaded.value = estimate(isRatio: item.isRatio, &input) }
          reloadedFrom[item.id] = path
          kept.append(reloaded)
          edited.insert(new)
        default:
          kept.append(item)
        }
      }
      lists[new] = kept
    }
    for (new, _) in participants where input.choice(4) == 0 {
      for _ in 0...input.choice(2) {
        let item = newItem(&input)
        inserted.insert(item.id)
        arriving.append((item, new))
      }
    }
    for (item, into) in arriving {
      // A full section takes no new item (a moved one must land).
      guard movedFrom[item.id] != nil || lists[into]!.count < Self.maximumItems else { continue }
      lists[into]!.insert(item, at: input.integer(in: 0...lists[into]!.count))
      edited.insert(into)
    }
    for (new, _) in participants {
      for (position, item) in lists[new]!.enumerated() {
        let path = ItemPath(section: new, item: position)
        if let from = movedFrom[item.id] {
          updates.append(.moveItem(from: from, to: path))
        } else if inserted.contains(item.id) {
          updates.append(.insertItem(at: path))
        } else if let from = reloadedFrom[item.id] {
          // UIKit may give the path after too; the host reads the one
          // before.
          updates.append(
            MasonryHost.UpdateItem(
              action: .reload, before: .item(from), after: input.flag() ? .item(path) : nil))
        }
      }
    }

    // "A batch of one item move and nothing else is the engine's own
    // moveItem(from:to:mode:)"; in a larger batch a moved item is removed
    // and inserted again.
    let singleMove = updates.count == 1 && movedFrom.count == 1
    if updates.count > 1, input.choice(4) == 0 {
      updates.append(MasonryHost.UpdateItem(action: .none, before: nil, after: nil))
    }
    if input.flag() {
      // "The batch, in any order."
      for index in updates.indices.reversed() where index > 0 {
        updates.swapAt(index, Int(input.byte()) % (index + 1))
      }
    }

    // The feed after the batch, as the host should hold it.
    let mode = host.updateMode
    let editsMovedSections = participants.contains {
      fates[$0.old] == .moved && edited.contains($0.new)
    }
    var after: [HostSection] = []
    for (new, entry) in entries.enumerated() {
      guard case .old(let index) = entry else {
        if case .new(let section) = entry { after.append(section) }
        continue
      }
      var section = old[index]
      let fate = fates[index]
      if fate == .reloaded {
        // Read again whole: new items, perhaps a new header, footer and
        // configuration; the same section.
        var reloaded = newSection(&input)
        reloaded.id = section.id
        if input.flag() {
          (reloaded.header, reloaded.footer) = (section.header, section.footer)
          reloaded.configuration = section.configuration
        }
        after.append(reloaded)
        continue
      }
      if fate == .moved {
        // "A moved item or section keeps the heights it had; its span and
        // column, and a moved section's configuration, header and footer,
        // are read from source at the new place." Where the host held a
        // span or column of its own, how a section move treats it is left
        // open: its placement is then not compared.
        for item in section.items.indices {
          let unknown =
            section.items[item].holdsOwnPlacement || section.items[item].placementUnknown
          section.items[item].readAgain()
          section.items[item].held = section.items[item].length
          section.items[item].placementUnknown = unknown
        }
        // How a moved section's own item edits are placed is the host's
        // choice (reload, or edits that keep columns): not compared.
        if edited.contains(new) { section.isFresh = false }
      }
      if let list = lists[new] {
        section.items = list.map { item in
          var item = item
          if let from = movedFrom[item.id] {
            if !singleMove {
              item.readAgain()
            } else if from.section != index {
              // The engine's move across sections: "keeping its length
              // along the flow and the number of columns it covered ...
              // an explicit column does not travel with it".
              item.heldSpan = item.covered
              item.dropsColumn = true
            }
            item.held = item.length
            return item
          }
          if fate == .moved, !inserted.contains(item.id) {
            // Carried with its section, as above.
            let unknown = item.holdsOwnPlacement || item.placementUnknown
            item.readAgain()
            item.held = item.length
            item.placementUnknown = unknown
          }
          if reloadedFrom[item.id] != nil {
            // "A reloaded item is asked for its height again (its span is
            // kept: reload its section to change it)."
            item.held = nil
          }
          return item
        }
        if edited.contains(new), mode == .keepColumns || editsMovedSections {
          section.isFresh = false
        }
      }
      after.append(section)
    }
    return Batch(updates: updates, sections: after)
  }

  /// Makes a batch disagree with the counts for certain: an insertion or
  /// deletion left out, an element deleted that does not exist, an
  /// element named twice, or an insertion past the end ("Inconsistent
  /// batches", `apply(_:source:)`).
  func corrupt(
    _ updates: inout [MasonryHost.UpdateItem], old: [HostSection], new: [HostSection],
    _ input: inout FuzzInput
  ) {
    let counted = updates.indices.filter {
      updates[$0].action == .insert || updates[$0].action == .delete
    }
    let named = updates.indices.filter { updates[$0].action != .none }
    switch input.choice(4) {
    case 0 where !counted.isEmpty:
      updates.remove(at: counted[input.choice(counted.count)])
    case 1 where !named.isEmpty:
      let twice = updates[named[input.choice(named.count)]]
      updates.insert(twice, at: input.integer(in: 0...updates.count))
    case 2:
      let count = new.count
      if input.flag() || count == 0 {
        updates.append(.insertSection(count + input.choice(3)))
      } else {
        let section = input.choice(count)
        let end = new[section].items.count
        updates.append(.insertItem(at: ItemPath(section: section, item: end + input.choice(3))))
      }
    default:
      let section = old.isEmpty ? 0 : input.choice(old.count)
      let end = old.indices.contains(section) ? old[section].items.count : 0
      switch input.choice(4) {
      case 0: updates.append(.deleteSection(old.count + input.choice(3)))
      case 1: updates.append(.deleteSection(input.element(of: [-1, Int.min])))
      case 2:
        updates.append(.deleteItem(at: ItemPath(section: section, item: end + input.choice(3))))
      default: updates.append(.deleteItem(at: ItemPath(section: section, item: -1)))
      }
    }
  }

  /// Changes the feed, describes the change as UIKit would (or, with
  /// `consistent` false, in a way that cannot agree with the counts), and
  /// applies it the way a collection view does: the counts invalidated, a
  /// prepare that must wait, the batch, the target offset, the end of the
  /// animation.
  mutating func batch(_ input: inout FuzzInput, consistent: Bool) {
    let before = sections
    let beforeElements = host.layout.allElements()
    var batch = makeBatch(&input)
    if !consistent { corrupt(&batch.updates, old: before, new: batch.sections, &input) }
    sections = batch.sections
    trace("batch\(consistent ? "" : " (inconsistent)"), \(host.updateMode): \(batch.updates)")
    if input.choice(4) != 0 {
      host.invalidate(everything: false, dataSourceCounts: true)
      let reason = host.prepare(viewport: viewport, source: feed)
      require(reason == .awaitingUpdates, "a prepare before the batch: \(reason)")
    }
    let transition = host.apply(batch.updates, source: feed)
    trace("  \(transition.isReload ? "applied as a reload" : "applied as edits")")
    if !consistent {
      require(transition.isReload, "an inconsistent batch was applied as edits: \(batch.updates)")
    }
    if transition.isReload { didLayOutEverything() }
    traceFeed()
    checkTransition(transition, before: before, beforeElements: beforeElements)
    let target = host.targetContentOffset(forProposedContentOffset: viewport.origin)
    if viewport.origin.isFinite { require(target.isFinite, "target offset \(target)") }
    if input.flag() { host.didRestoreContentOffset() }
    host.finishUpdates()
    let first = ItemPath(section: 0, item: 0)
    require(
      host.transition == nil && host.initialAppearance(of: .item, for: first) == nil,
      "a transition after finishUpdates()")
  }

  /// The transition against the identities in the feed before and after:
  /// each item and section followed to where it went, "an inserted
  /// element starts at its frame after with alpha 0", "a deleted element
  /// ends at its frame before with alpha 0" (or `nil` outside the
  /// window), an element that stays is opaque and ends at its frame
  /// after; after a reload "every element before fades out where it was
  /// and every element after fades in where it is".
  func checkTransition(
    _ transition: MasonryHost.Transition, before: [HostSection],
    beforeElements: [SectionedMasonry.Element]
  ) {
    let layout = host.layout
    var oldPaths: [Int: ItemPath] = [:]
    var newPaths: [Int: ItemPath] = [:]
    var oldSections: [Int: Int] = [:]
    var newSections: [Int: Int] = [:]
    for (index, section) in before.enumerated() {
      oldSections[section.id] = index
      for (item, value) in section.items.enumerated() {
        oldPaths[value.id] = ItemPath(section: index, item: item)
      }
    }
    for (index, section) in sections.enumerated() {
      newSections[section.id] = index
      for (item, value) in section.items.enumerated() {
        newPaths[value.id] = ItemPath(section: index, item: item)
      }
    }
    let isReload = transition.isReload
    var framesBefore: [ItemPath: Rect] = [:]
    for element in beforeElements where element.kind == .item {
      framesBefore[element.path] = element.frame
    }

    for (index, section) in before.enumerated() {
      let moved = isReload ? nil : newSections[section.id]
      require(
        transition.newSection(ofOld: index) == moved,
        "section \(index) went to \(String(describing: transition.newSection(ofOld: index))), "
          + "not \(String(describing: moved))")
      for (item, value) in section.items.enumerated() {
        let path = ItemPath(section: index, item: item)
        let new = isReload ? nil : newPaths[value.id]
        require(
          transition.newPath(ofOld: path) == new,
          "\(path) (#\(value.id)) went to \(String(describing: transition.newPath(ofOld: path))), "
            + "not \(String(describing: new))")
        let end = transition.finalAppearance(of: .item, for: path)
        if let new {
          require(
            end?.alpha == 1 && end?.frame == layout.frame(ofItemAt: new) && end?.zIndex == 0,
            "\(path), which stays at \(new), ends at \(String(describing: end))")
        } else if let end {
          require(
            end.alpha == 0 && end.frame == framesBefore[path] && end.zIndex == 0,
            "\(path), which went, ends at \(end), not \(String(describing: framesBefore[path]))")
        }
      }
      let past = ItemPath(section: index, item: section.items.count)
      require(transition.finalAppearance(of: .item, for: past) == nil, "\(past) before")
    }
    for (index, section) in sections.enumerated() {
      let came = isReload ? nil : oldSections[section.id]
      require(
        transition.oldSection(ofNew: index) == came,
        "section \(index) came from \(String(describing: transition.oldSection(ofNew: index))), "
          + "not \(String(describing: came))")
      for (item, value) in section.items.enumerated() {
        let path = ItemPath(section: index, item: item)
        let old = isReload ? nil : oldPaths[value.id]
        require(
          transition.oldPath(ofNew: path) == old,
          "\(path) (#\(value.id)) came from \(String(describing: transition.oldPath(ofNew: path))), "
            + "not \(String(describing: old))")
        let start = transition.initialAppearance(of: .item, for: path)
        guard let start, start.frame.isFinite, start.zIndex == 0 else {
          fatalError("invariant broken: \(path) starts at \(String(describing: start))")
        }
        if old == nil {
          require(
            start.alpha == 0 && start.frame == layout.frame(ofItemAt: path),
            "\(path), which is new, starts at \(start)")
        } else {
          require(start.alpha == 1, "\(path), which stays, starts at \(start)")
        }
      }
      let past = ItemPath(section: index, item: section.items.count)
      require(transition.initialAppearance(of: .item, for: past) == nil, "\(past) after")
      for kind in [SectionedMasonry.Element.Kind.header, .footer] {
        let path = ItemPath(section: index, item: 0)
        let start = transition.initialAppearance(of: kind, for: path)
        let exists = host.element(kind, for: path) != nil
        require(
          (start != nil) == exists
            && start.map { $0.frame.isFinite && ($0.alpha == 0 || $0.alpha == 1) } ?? true,
          "\(kind) of \(index) starts at \(String(describing: start))")
        if isReload || came == nil { require(start.map { $0.alpha == 0 } ?? true, "new \(kind)") }
      }
    }
    for index in before.indices {
      for kind in [SectionedMasonry.Element.Kind.header, .footer] {
        let end = transition.finalAppearance(of: kind, for: ItemPath(section: index, item: 0))
        require(
          end.map { $0.frame.isFinite && ($0.alpha == 0 || $0.alpha == 1) } ?? true,
          "\(kind) of \(index) ends at \(String(describing: end))")
      }
    }

    // "The inserted sections that have one", "the deleted sections that
    // had one"; a reload names none.
    for kind in [SectionedMasonry.Element.Kind.header, .footer] {
      func has(_ section: HostSection) -> Bool {
        HostSection.exists(kind == .header ? section.header : section.footer)
      }
      let insertedWith =
        isReload
        ? [] : sections.indices.filter { oldSections[sections[$0].id] == nil && has(sections[$0]) }
      let deletedWith =
        isReload
        ? [] : before.indices.filter { newSections[before[$0].id] == nil && has(before[$0]) }
      require(
        transition.insertedSupplementarySections(of: kind) == insertedWith
          && transition.deletedSupplementarySections(of: kind) == deletedWith,
        "\(kind)s inserted \(transition.insertedSupplementarySections(of: kind)), deleted "
          + "\(transition.deletedSupplementarySections(of: kind)); expected \(insertedWith), "
          + "\(deletedWith)")
    }
  }
}
