// Encoding a sectioned change set, and decoding one only when its parts
// agree with each other, so that no decoded change set can make a map
// overflow or index out of range.

import LayoutGeometry

extension SectionedMasonry.Changes: Codable {
  private enum CodingKeys: String, CodingKey {
    case oldSectionCount
    case newSectionCount
    case oldContentSize
    case newContentSize
    case removedSections
    case insertedSections
    case reloadedSections
    case reloadedItemCounts
    case sections
    case footerSection
    case shiftedFrom
    case movedItem
    case diagnostics
  }

  /// Decodes a change set, checking that its parts agree: section ranges
  /// within the counts, one item count pair per reloaded section, each
  /// section's own change set within its counts, and a moved item that
  /// exists on both sides.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for parts that do not agree,
  ///   and the decoder's own errors.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func corrupted(_ key: CodingKeys, _ reason: String) -> DecodingError {
      DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
    }
    let old = try container.decode(Int.self, forKey: .oldSectionCount)
    let new = try container.decode(Int.self, forKey: .newSectionCount)
    guard old >= 0 else { throw corrupted(.oldSectionCount, "negative count \(old)") }
    guard new >= 0 else { throw corrupted(.newSectionCount, "negative count \(new)") }
    let removed = try container.decode(Range<Int>.self, forKey: .removedSections)
    let inserted = try container.decode(Range<Int>.self, forKey: .insertedSections)
    let reloaded = try container.decode(Range<Int>.self, forKey: .reloadedSections)
    guard removed.isEmpty || (removed.lowerBound >= 0 && removed.upperBound <= old) else {
      throw corrupted(.removedSections, "\(removed) outside 0 ..< \(old)")
    }
    guard inserted.isEmpty || (inserted.lowerBound >= 0 && inserted.upperBound <= new) else {
      throw corrupted(.insertedSections, "\(inserted) outside 0 ..< \(new)")
    }
    // Each side less its own sections, which the checks above keep within
    // its count: no sum that could overflow.
    guard old - removed.count == new - inserted.count else {
      throw corrupted(.newSectionCount, "\(old) - \(removed.count) + \(inserted.count) != \(new)")
    }
    // One update inserts or removes sections, or reloads them, or (a
    // prepare) reloads those from 0 that both layouts have and inserts or
    // removes the rest.
    let firstShift = Swift.min(
      removed.isEmpty ? old : removed.lowerBound, inserted.isEmpty ? new : inserted.lowerBound)
    guard reloaded.isEmpty || (reloaded.lowerBound >= 0 && reloaded.upperBound <= firstShift)
    else { throw corrupted(.reloadedSections, "\(reloaded) does not keep its indices") }
    guard removed.isEmpty || inserted.isEmpty else {
      throw corrupted(.insertedSections, "sections both inserted and removed")
    }
    if !reloaded.isEmpty, !removed.isEmpty || !inserted.isEmpty {
      let kept = Swift.min(old, new)
      guard reloaded == 0..<kept, (removed.isEmpty ? inserted : removed).lowerBound == kept else {
        throw corrupted(.reloadedSections, "not a prepare's reloaded sections")
      }
    }
    let counts = try container.decode(
      [SectionedMasonry._ItemCounts].self, forKey: .reloadedItemCounts)
    guard counts.count == reloaded.count, counts.allSatisfy({ $0.old >= 0 && $0.new >= 0 }) else {
      throw corrupted(.reloadedItemCounts, "one pair of counts per reloaded section")
    }
    let entries = try container.decode([SectionedMasonry._SectionEntry].self, forKey: .sections)
    guard entries.count <= 2,
      zip(entries, entries.dropFirst()).allSatisfy({ $0.section < $1.section }),
      entries.allSatisfy({
        // Each section's own change set was checked as it was decoded.
        $0.section >= 0 && $0.section < firstShift && !reloaded.contains($0.section)
      })
    else { throw corrupted(.sections, "sections out of order, out of range or inconsistent") }
    let footerSection = try container.decode(Int.self, forKey: .footerSection)
    guard footerSection >= -1, footerSection < Swift.min(old, new) else {
      throw corrupted(.footerSection, "\(footerSection) is not a section, nor -1")
    }
    let shiftedFrom = try container.decode(Int.self, forKey: .shiftedFrom)
    guard shiftedFrom >= 0, shiftedFrom <= new else {
      throw corrupted(.shiftedFrom, "\(shiftedFrom) outside 0 ... \(new)")
    }
    let move = try container.decodeIfPresent(SectionedMasonry._PathMove.self, forKey: .movedItem)
    // A move within a section is its engine's; a move across sections
    // has the two sections' entries.
    var across: [SectionedMasonry._MoveAcross] = []
    if let move, move.from.section != move.to.section {
      let source = entries.first { $0.section == move.from.section }
      let destination = entries.first { $0.section == move.to.section }
      guard entries.count == 2, let source, let destination, move.from.item >= 0,
        move.from.item < source.items.oldItemCount, move.to.item >= 0,
        move.to.item < destination.items.newItemCount
      else { throw corrupted(.movedItem, "the moved item is not in its sections") }
      across = [SectionedMasonry._MoveAcross(move: move, entry: entries[1])]
    } else {
      let engineMove = entries.first.flatMap { entry in
        entry.items.movedItem.map {
          SectionedMasonry._PathMove(
            from: ItemPath(section: entry.section, item: $0.from),
            to: ItemPath(section: entry.section, item: $0.to))
        }
      }
      guard entries.count <= 1, move == engineMove else {
        throw corrupted(.movedItem, "the moved item is not its section's move")
      }
    }
    oldSectionCount = old
    newSectionCount = new
    oldContentSize = try container.decode(Size.self, forKey: .oldContentSize)
    newContentSize = try container.decode(Size.self, forKey: .newContentSize)
    (_sectionKind, _sectionRange) = SectionedMasonry._SectionUpdate.kind(
      removed: removed, inserted: inserted, reloaded: reloaded)
    _reloadedItemCounts = counts
    _entry = entries.first ?? .none
    _across = across
    _footerSection = footerSection
    _shiftedFrom = shiftedFrom
    diagnostics =
      try container.decodeIfPresent(SectionedMasonry.Diagnostics.self, forKey: .diagnostics)
      ?? SectionedMasonry.Diagnostics()
  }

  /// Encodes a change set: its counts and sizes, its section ranges, each
  /// reloaded section's item counts, the change sets of the sections it
  /// changed through their engines, the section whose footer alone
  /// changed (or -1), the first section that moved whole, the moved item,
  /// and the diagnostics when they are not clean (a missing key decodes as
  /// clean).
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(oldSectionCount, forKey: .oldSectionCount)
    try container.encode(newSectionCount, forKey: .newSectionCount)
    try container.encode(oldContentSize, forKey: .oldContentSize)
    try container.encode(newContentSize, forKey: .newContentSize)
    try container.encode(_removedSections, forKey: .removedSections)
    try container.encode(_insertedSections, forKey: .insertedSections)
    try container.encode(_reloadedSections, forKey: .reloadedSections)
    try container.encode(_reloadedItemCounts, forKey: .reloadedItemCounts)
    var entries: [SectionedMasonry._SectionEntry] = []
    _forEachEntry { entries.append($0) }
    try container.encode(entries, forKey: .sections)
    try container.encode(_footerSection, forKey: .footerSection)
    try container.encode(_shiftedFrom, forKey: .shiftedFrom)
    try container.encodeIfPresent(_move, forKey: .movedItem)
    if !diagnostics.isClean { try container.encode(diagnostics, forKey: .diagnostics) }
  }
}
