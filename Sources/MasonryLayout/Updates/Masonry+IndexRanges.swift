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
  ///     changed.ranges                    // [10..<200]
  ///     print(changed)                    // [10..<200]; a single index prints as itself
  public struct IndexRanges: Hashable, Sendable, Codable, Sequence {
    // The first range is stored inline: a change set of one range per set
    // (an append, a re-flow, a prepare) allocates nothing.

    /// The first range; empty exactly when the set is.
    @usableFromInline internal var _first: Range<Int>
    /// The ranges after the first.
    @usableFromInline internal var _rest: [Range<Int>]

    /// The ranges, ascending, non-empty, and neither overlapping nor
    /// touching (two ranges that would touch are one).
    ///
    /// - Complexity: O(*r*) for *r* ranges (the array is built on each
    ///   read).
    public var ranges: [Range<Int>] {
      _first.isEmpty ? [] : [_first] + _rest
    }

    /// Creates an empty set.
    public init() {
      _first = 0..<0
      _rest = []
    }

    /// Creates the set of the indices in `range`.
    ///
    /// - Parameter range: The indices; an empty range gives an empty set.
    public init(_ range: Range<Int>) {
      _first = range.isEmpty ? 0..<0 : range
      _rest = []
    }

    /// Creates the set of the indices in `ranges`, which may overlap and be
    /// in any order.
    ///
    /// - Parameter ranges: The ranges to union.
    /// - Complexity: O(*r* log *r*) for *r* ranges.
    public init(_ ranges: some Sequence<Range<Int>>) {
      self.init()
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) { _append(range) }
    }

    /// A Boolean value indicating whether the set holds no index.
    public var isEmpty: Bool { _first.isEmpty }

    /// The number of ranges.
    internal var _rangeCount: Int { _first.isEmpty ? 0 : 1 + _rest.count }

    /// The range at `position` in `0 ..< _rangeCount`.
    internal func _range(at position: Int) -> Range<Int> {
      position == 0 ? _first : _rest[position - 1]
    }

    /// The last range, or `nil` for an empty set.
    internal var _last: Range<Int>? {
      _first.isEmpty ? nil : _rest.last ?? _first
    }

    /// The number of indices in the set.
    ///
    /// A change set's indices are item indices, so its count always fits
    /// an `Int`. A set built by hand from negative ranges can hold more
    /// than `Int.max` indices (`IndexRanges(Int.min..<Int.max)`); counting
    /// those traps on the overflow, as `Range.count` does for that range.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    public var count: Int { _rest.reduce(_first.count) { $0 + $1.count } }

    /// Returns whether the set holds `index`.
    ///
    /// - Parameter index: Any integer.
    /// - Returns: `true` when some range contains it.
    /// - Complexity: O(log *r*) for *r* ranges.
    public func contains(_ index: Int) -> Bool {
      var (low, high) = (0, _rangeCount)
      while low < high {
        let middle = (low + high) / 2
        if _range(at: middle).upperBound <= index { low = middle + 1 } else { high = middle }
      }
      return low < _rangeCount && _range(at: low).contains(index)
    }

    /// The number of indices in the set below `index`.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    internal func count(below index: Int) -> Int {
      var total = 0
      for position in 0..<_rangeCount {
        let range = _range(at: position)
        if range.lowerBound >= index { break }
        total += Swift.min(range.upperBound, index) - range.lowerBound
      }
      return total
    }

    /// The set with the indices of `added` too.
    ///
    /// - Complexity: O(*r*); no allocation when `added` joins the last
    ///   range or the set has room for one range more.
    internal func union(_ added: Range<Int>) -> IndexRanges {
      guard !added.isEmpty else { return self }
      if let last = _last, added.lowerBound >= last.lowerBound {
        var result = self
        result._append(added)
        return result
      }
      var result = IndexRanges()
      var pending: Range<Int>? = added
      for position in 0..<_rangeCount {
        let range = _range(at: position)
        if let next = pending, next.lowerBound <= range.lowerBound {
          result._append(next)
          pending = nil
        }
        result._append(range)
      }
      if let pending { result._append(pending) }
      return result
    }

    /// The set without the indices of `removed`.
    internal func subtracting(_ removed: Range<Int>) -> IndexRanges {
      var result = IndexRanges()
      for position in 0..<_rangeCount {
        let range = _range(at: position)
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
      if _first.isEmpty {
        _first = range
      } else if let last = _rest.last {
        if last.upperBound >= range.lowerBound {
          _rest[_rest.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
        } else {
          _rest.append(range)
        }
      } else if _first.upperBound >= range.lowerBound {
        _first = _first.lowerBound..<Swift.max(_first.upperBound, range.upperBound)
      } else {
        _rest.append(range)
      }
    }

    /// Returns an iterator over the indices, ascending.
    public func makeIterator() -> Iterator {
      Iterator(set: self)
    }

    /// The indices of an ``IndexRanges``, ascending.
    public struct Iterator: IteratorProtocol {
      private let set: IndexRanges
      private var position = 0
      private var upcoming: Int

      fileprivate init(set: IndexRanges) {
        self.set = set
        upcoming = set._first.lowerBound
      }

      /// Returns the next index, or `nil` after the last.
      public mutating func next() -> Int? {
        while position < set._rangeCount {
          let range = set._range(at: position)
          if upcoming < range.upperBound {
            defer { upcoming += 1 }
            return upcoming
          }
          position += 1
          if position < set._rangeCount { upcoming = set._range(at: position).lowerBound }
        }
        return nil
      }
    }

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
      self.init()
      for range in ranges { _append(range) }
    }

    /// Encodes the ranges under the key `ranges`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(ranges, forKey: .ranges)
    }

    private enum CodingKeys: String, CodingKey {
      case ranges
    }
  }
}
