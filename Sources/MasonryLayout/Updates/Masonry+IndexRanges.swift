// A sorted set of item indices stored as ranges: the compact form of the
// index sets a change set reports.

extension Masonry {
  /// A sorted set of item indices, stored as disjoint ranges.
  ///
  /// A change set names its removed, inserted and changed items with these,
  /// so that a re-flow of a million items is one range, not a million
  /// indices.
  ///
  ///     let changed = changes.changedItems
  ///     changed.contains(7)               // O(log r) for r ranges
  ///     for index in changed { ... }      // ascending
  ///     changed.ranges                    // [10 ..< 200]
  public struct IndexRanges: Hashable, Sendable, Codable, Sequence, CustomStringConvertible {
    /// The ranges, ascending, non-empty, and neither overlapping nor
    /// touching (two ranges that would touch are one).
    public private(set) var ranges: [Range<Int>]

    /// Creates an empty set.
    public init() {
      ranges = []
    }

    /// Creates the set of the indices in `range`.
    ///
    /// - Parameter range: The indices; an empty range gives an empty set.
    public init(_ range: Range<Int>) {
      ranges = range.isEmpty ? [] : [range]
    }

    /// Creates the set of the indices in `ranges`, which may overlap and be
    /// in any order.
    ///
    /// - Parameter ranges: The ranges to union.
    /// - Complexity: O(*r* log *r*) for *r* ranges.
    public init(_ ranges: some Sequence<Range<Int>>) {
      self.ranges = []
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) { _append(range) }
    }

    /// A Boolean value indicating whether the set holds no index.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The number of indices in the set.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    public var count: Int { ranges.reduce(0) { $0 + $1.count } }

    /// Returns whether the set holds `index`.
    ///
    /// - Parameter index: Any integer.
    /// - Returns: `true` when some range contains it.
    /// - Complexity: O(log *r*) for *r* ranges.
    public func contains(_ index: Int) -> Bool {
      var (low, high) = (0, ranges.count)
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound <= index { low = middle + 1 } else { high = middle }
      }
      return low < ranges.count && ranges[low].contains(index)
    }

    /// The number of indices in the set below `index`.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    internal func count(below index: Int) -> Int {
      var total = 0
      for range in ranges {
        if range.lowerBound >= index { break }
        total += Swift.min(range.upperBound, index) - range.lowerBound
      }
      return total
    }

    /// The set with the indices of `added` too.
    internal func union(_ added: Range<Int>) -> IndexRanges {
      IndexRanges(ranges + [added])
    }

    /// The set without the indices of `removed`.
    internal func subtracting(_ removed: Range<Int>) -> IndexRanges {
      var result = IndexRanges()
      for range in ranges {
        // The parts of the range before and after `removed`, each possibly
        // empty.
        let before = range.clamped(
          to: range.lowerBound..<Swift.max(range.lowerBound, removed.lowerBound))
        let after = range.clamped(
          to: Swift.min(range.upperBound, removed.upperBound)..<range.upperBound)
        result._append(before)
        result._append(after)
      }
      return result
    }

    /// Adds the indices of `range`, which must start at or after every
    /// index already in the set.
    internal mutating func _append(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      if let last = ranges.last, last.upperBound >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }

    /// Returns an iterator over the indices, ascending.
    public func makeIterator() -> Iterator {
      Iterator(ranges: ranges)
    }

    /// The indices of an ``IndexRanges``, ascending.
    public struct Iterator: IteratorProtocol {
      private let ranges: [Range<Int>]
      private var range = 0
      private var upcoming: Int

      fileprivate init(ranges: [Range<Int>]) {
        self.ranges = ranges
        upcoming = ranges.first?.lowerBound ?? 0
      }

      /// Returns the next index, or `nil` after the last.
      public mutating func next() -> Int? {
        while range < ranges.count {
          if upcoming < ranges[range].upperBound {
            defer { upcoming += 1 }
            return upcoming
          }
          range += 1
          if range < ranges.count { upcoming = ranges[range].lowerBound }
        }
        return nil
      }
    }

    /// The ranges, such as `[0..<3, 7..<8]`.
    public var description: String { ranges.description }

    /// Decodes ranges, checking that they are ascending, non-empty and
    /// apart.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for ranges that are not.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let ranges = try container.decode([Range<Int>].self, forKey: .ranges)
      for (earlier, later) in zip(ranges, ranges.dropFirst())
      where earlier.upperBound >= later.lowerBound {
        throw DecodingError.dataCorruptedError(
          forKey: .ranges, in: container,
          debugDescription: "ranges must be ascending and apart: \(earlier), \(later)")
      }
      guard ranges.allSatisfy({ !$0.isEmpty }) else {
        throw DecodingError.dataCorruptedError(
          forKey: .ranges, in: container, debugDescription: "ranges must not be empty")
      }
      self.ranges = ranges
    }

    private enum CodingKeys: String, CodingKey {
      case ranges
    }
  }
}
