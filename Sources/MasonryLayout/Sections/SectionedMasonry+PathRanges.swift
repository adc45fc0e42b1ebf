// A sorted set of item paths, stored per section as ranges of items, with
// one more form for "every item of these sections": the compact form of
// the path sets a sectioned change set reports, so that an update that
// moves every later section never lists their items one by one.

extension SectionedMasonry {
  /// A sorted set of item paths: some items of some sections, stored as
  /// ranges of items per section, and every item of other sections.
  ///
  /// A change set names its removed, inserted and changed items with these.
  /// An update in one section that moves every later section reports those
  /// sections as *whole sections*, one range of section indices, rather
  /// than a million paths:
  ///
  ///     let changed = changes.changedItems
  ///     changed.contains(ItemPath(section: 3, item: 7))   // O(log r)
  ///     changed.wholeSections                             // [4..<1000]
  ///     changed.partialSections                           // [3: [7..<20]]
  ///     print(changed)                                    // [3: [7..<20], 4..<1000: all]
  ///     for path in changed.paths(in: layout) { ... }     // ascending
  ///
  /// A set does not know how many items a whole section has, so it
  /// contains every path of a whole section whose item is not negative,
  /// and iterating it takes the item counts from a layout (the layout the
  /// paths belong to: after the update for inserted and changed items).
  public struct PathRanges: Hashable, Sendable, Codable {
    /// The items of one section that a set holds.
    public struct SectionItems: Hashable, Sendable, Codable {
      /// The section's index.
      public var section: Int

      /// The section's items in the set, as ranges of item indices.
      public var items: Masonry.IndexRanges

      /// Creates the items of one section.
      ///
      /// - Parameters:
      ///   - section: The section's index.
      ///   - items: Its items in the set.
      public init(section: Int, items: Masonry.IndexRanges) {
        self.section = section
        self.items = items
      }
    }

    // The first section's items are stored inline: a set with one section
    // of one range (an append's, a height change's) allocates nothing.

    /// The sections every item of which is in the set.
    @usableFromInline internal var _whole: Masonry.IndexRanges
    /// The first section with some of its items in the set.
    @usableFromInline internal var _first: SectionItems?
    /// The sections after the first with some of their items in the set.
    @usableFromInline internal var _rest: [SectionItems]

    /// An empty set, built without the work of the public initializer.
    @inlinable
    internal init(_empty: Void) {
      _whole = Masonry.IndexRanges()
      _first = nil
      _rest = []
    }

    /// Creates the set of every item of `wholeSections` and the given items
    /// of other sections; with no arguments, an empty set.
    ///
    /// The sections may come in any order and more than once (their items
    /// are united); a section's items that are also in `wholeSections` are
    /// left to it, and sections without items are dropped. Negative
    /// sections and negative item indices name nothing and are dropped.
    ///
    /// - Parameters:
    ///   - wholeSections: The sections every item of which is in the set.
    ///   - partialSections: Some items of other sections.
    /// - Complexity: O(*p* log *p* + *r* log *r*) for *p* sections and *r*
    ///   ranges.
    public init(
      wholeSections: Masonry.IndexRanges = Masonry.IndexRanges(),
      partialSections: some Sequence<SectionItems> = [SectionItems]()
    ) {
      self.init(_empty: ())
      _whole = Masonry.IndexRanges(wholeSections.ranges.compactMap { Self._nonNegative($0) })
      var bySection: [Int: [Range<Int>]] = [:]
      for entry in partialSections where entry.section >= 0 && !_whole.contains(entry.section) {
        bySection[entry.section, default: []] += entry.items.ranges.compactMap(Self._nonNegative)
      }
      for section in bySection.keys.sorted() {
        _append(section: section, items: Masonry.IndexRanges(bySection[section]!))
      }
    }

    /// The part of `range` at 0 or above, or `nil` when none is.
    private static func _nonNegative(_ range: Range<Int>) -> Range<Int>? {
      let clamped = range.clamped(to: 0..<Int.max)
      return clamped.isEmpty ? nil : clamped
    }

    /// The sections every item of which is in the set, ascending.
    public var wholeSections: Masonry.IndexRanges { _whole }

    /// The other sections with items in the set, ascending by section,
    /// each with those items (never empty, never a whole section).
    ///
    /// - Complexity: O(*p*) for *p* sections (the array is built on each
    ///   read).
    public var partialSections: [SectionItems] {
      guard let first = _first else { return [] }
      return [first] + _rest
    }

    /// A Boolean value indicating whether the set holds no path.
    public var isEmpty: Bool { _whole.isEmpty && _first == nil }

    /// Returns whether the set holds `path`: its section is a whole
    /// section and its item is not negative, or its item is among its
    /// section's items.
    ///
    /// - Parameter path: Any path.
    /// - Returns: `true` when the set holds it.
    /// - Complexity: O(log *p* + log *r*) for *p* sections and *r* ranges.
    public func contains(_ path: ItemPath) -> Bool {
      guard path.item >= 0 else { return false }
      if _whole.contains(path.section) { return true }
      var (low, high) = (0, _partialCount)
      while low < high {
        let middle = (low + high) / 2
        if _partial(at: middle).section < path.section { low = middle + 1 } else { high = middle }
      }
      guard low < _partialCount else { return false }
      let entry = _partial(at: low)
      return entry.section == path.section && entry.items.contains(path.item)
    }

    /// The paths of the set in ascending order, with the items of each
    /// whole section counted in `layout`.
    ///
    /// Pass the layout the paths belong to: the layout after the update for
    /// a change set's inserted and changed items. A whole section that
    /// `layout` does not have has no items.
    ///
    ///     for path in changes.changedItems.paths(in: layout) {
    ///       context.invalidateItems(at: [IndexPath(path)])
    ///     }
    ///
    /// - Parameter layout: The layout whose item counts the whole sections
    ///   take.
    /// - Returns: A sequence of the paths, ascending.
    public func paths(in layout: SectionedMasonry) -> Paths {
      Paths(set: self, layout: layout)
    }

    /// The number of sections with some of their items in the set.
    internal var _partialCount: Int { _first == nil ? 0 : 1 + _rest.count }

    /// The partial section at `position` in `0 ..< _partialCount`.
    internal func _partial(at position: Int) -> SectionItems {
      position == 0 ? _first! : _rest[position - 1]
    }

    /// Adds the items of `section`, which must be at or after every
    /// section already in the set and not a whole section; empty items add
    /// nothing.
    internal mutating func _append(section: Int, items: Masonry.IndexRanges) {
      guard !items.isEmpty else { return }
      if let last = _rest.last ?? _first, last.section == section {
        let merged = SectionItems(
          section: section, items: Masonry.IndexRanges(last.items.ranges + items.ranges))
        if _rest.isEmpty { _first = merged } else { _rest[_rest.count - 1] = merged }
        return
      }
      let entry = SectionItems(section: section, items: items)
      if _first == nil { _first = entry } else { _rest.append(entry) }
    }

    private enum CodingKeys: String, CodingKey {
      case wholeSections
      case partialSections
    }

    /// Decodes a set, checking that its sections ascend, hold items, are
    /// not negative and are apart from the whole sections.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for sections that are not.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let whole = try container.decode(Masonry.IndexRanges.self, forKey: .wholeSections)
      let partial = try container.decode([SectionItems].self, forKey: .partialSections)
      func corrupted(_ reason: String) -> DecodingError {
        DecodingError.dataCorruptedError(
          forKey: .partialSections, in: container, debugDescription: reason)
      }
      if let first = whole.ranges.first, first.lowerBound < 0 {
        throw DecodingError.dataCorruptedError(
          forKey: .wholeSections, in: container,
          debugDescription: "whole sections must not be negative: \(first)")
      }
      for (earlier, later) in zip(partial, partial.dropFirst())
      where earlier.section >= later.section {
        throw corrupted("sections must ascend: \(earlier.section), \(later.section)")
      }
      for entry in partial {
        guard entry.section >= 0, let range = entry.items.ranges.first, range.lowerBound >= 0
        else { throw corrupted("section \(entry.section) must hold items from 0 on") }
        guard !whole.contains(entry.section) else {
          throw corrupted("section \(entry.section) is also a whole section")
        }
      }
      self.init(_empty: ())
      _whole = whole
      for entry in partial { _append(section: entry.section, items: entry.items) }
    }

    /// Encodes the whole sections and the other sections' items.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(_whole, forKey: .wholeSections)
      try container.encode(partialSections, forKey: .partialSections)
    }

    /// The paths of a ``PathRanges``, ascending, with the whole sections'
    /// items counted in a layout.
    public struct Paths: Sequence, Sendable {
      private let set: PathRanges
      private let layout: SectionedMasonry

      fileprivate init(set: PathRanges, layout: SectionedMasonry) {
        self.set = set
        self.layout = layout
      }

      /// Returns an iterator over the paths, ascending.
      public func makeIterator() -> Iterator {
        Iterator(set: set, layout: layout)
      }

      /// The paths of a ``PathRanges``, ascending.
      public struct Iterator: IteratorProtocol {
        private let set: PathRanges
        private let layout: SectionedMasonry
        private var partial = 0
        private var whole: Masonry.IndexRanges.Iterator
        private var nextWhole: Int?
        private var section = 0
        private var items: Masonry.IndexRanges.Iterator?

        fileprivate init(set: PathRanges, layout: SectionedMasonry) {
          self.set = set
          self.layout = layout
          whole = set._whole.makeIterator()
          nextWhole = whole.next()
        }

        /// Returns the next path, or `nil` after the last.
        public mutating func next() -> ItemPath? {
          while true {
            if let item = items?.next() { return ItemPath(section: section, item: item) }
            // The next section: a partial one or a whole one, whichever
            // comes first (they are never the same).
            let partialSection =
              partial < set._partialCount ? set._partial(at: partial).section : nil
            switch (partialSection, nextWhole) {
            case (nil, nil):
              return nil
            case (let next?, let wholeNext) where wholeNext.map({ next < $0 }) ?? true:
              section = next
              items = set._partial(at: partial).items.makeIterator()
              partial += 1
            default:
              section = nextWhole!
              let count = layout.itemCount(inSection: section) ?? 0
              items = Masonry.IndexRanges(0..<count).makeIterator()
              nextWhole = whole.next()
            }
          }
        }
      }
    }
  }
}
