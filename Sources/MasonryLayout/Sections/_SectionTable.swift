// Each section's header, footer and height, and where each section starts:
// the only per-section state a sectioned layout keeps beside the sections'
// own engines, so that an update moves the later sections by rewriting a
// few numbers, never their items.

/// The per-section numbers of a ``SectionedMasonry``, and the sums that
/// place the sections one below the other.
///
/// A section's start is the sum of the heights of the sections before it,
/// kept in two levels: the sections are grouped in blocks of
/// ``blockSize``, and a section's start is its block's start plus its
/// offset within the block, both running sums from 0 in index order. Any
/// change to a section's height then re-sums the rest of its block and the
/// starts of the later blocks: O(``blockSize`` + *s* / ``blockSize``) for
/// *s* sections, instead of every later section.
///
/// The sums depend only on the heights and the section count (a block is
/// always sections `32k ..< 32k + 32`), so every way of reaching the same
/// heights, a fresh prepare or any sequence of updates, gives bit-for-bit
/// the same starts. A section ends exactly where the next one starts: both
/// are `blockStart + (offset + height)` computed the same way.
@usableFromInline
internal struct _SectionTable: Sendable {
  /// Sections per block.
  ///
  /// Two levels because re-summing every later section's start one after
  /// the other cost more, at a thousand sections, than the small update it
  /// follows (a 50-item append), and a block and the block starts cost a
  /// fraction of that. The `Sections.append50.first.s1000.n1M` benchmark
  /// measures it; the figures are in Benchmarks/README.md, *Sections*.
  @usableFromInline internal static let blockSize = 32

  /// Each section's header height, sanitised; 0 for no header.
  @usableFromInline internal var headers: [Double] = []

  /// Each section's footer height, sanitised; 0 for no footer.
  @usableFromInline internal var footers: [Double] = []

  /// The length of each section's items, insets included: its engine's
  /// content length, kept here so that placing a section never reads
  /// (and copies) its engine.
  @usableFromInline internal var itemsLengths: [Double] = []

  /// Each section's height: `(header + items) + footer`, where `items` is
  /// its items' length.
  @usableFromInline internal var heights: [Double] = []

  /// Each section's start relative to its block's start.
  @usableFromInline internal var offsets: [Double] = []

  /// Each block's start, and one more entry: the end of the last section.
  @usableFromInline internal var blockStarts: [Double] = [0]

  @inlinable
  internal init() {}

  /// The number of sections.
  @inlinable
  internal var count: Int { heights.count }

  /// The end of the last section: the content height.
  @inlinable
  internal var total: Double { blockStarts[blockStarts.count - 1] }

  /// Where section `section` starts.
  @inlinable
  internal func start(_ section: Int) -> Double {
    blockStarts[section / Self.blockSize] + offsets[section]
  }

  /// Where section `section` ends: exactly where the next one starts, or
  /// at ``total`` for the last.
  @inlinable
  internal func end(_ section: Int) -> Double {
    blockStarts[section / Self.blockSize] + (offsets[section] + heights[section])
  }

  /// The number of blocks for `count` sections.
  @inlinable
  internal static func blockCount(_ count: Int) -> Int {
    (count + blockSize - 1) / blockSize
  }

  /// The first section whose end is at or below `y` (`end >= y`), or
  /// ``count`` when there is none; ends never decrease.
  ///
  /// - Complexity: O(log *s*).
  @usableFromInline
  internal func firstSection(endingAtOrBelow y: Double) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if end(middle) >= y { high = middle } else { low = middle + 1 }
    }
    return low
  }

  // MARK: Changing the table

  /// Sets every array to `count` sections, keeping the first ones'
  /// values, giving new ones zeros; the sums must be redone after.
  @usableFromInline
  internal mutating func resize(to count: Int) {
    Self.fit(&headers, to: count)
    Self.fit(&footers, to: count)
    Self.fit(&itemsLengths, to: count)
    Self.fit(&heights, to: count)
    Self.fit(&offsets, to: count)
    Self.fit(&blockStarts, to: Self.blockCount(count) + 1)
  }

  /// Shortens `array` to `count` elements, or pads it with zeros.
  private static func fit(_ array: inout [Double], to count: Int) {
    if array.count > count {
      array.removeLast(array.count - count)
    } else if array.count < count {
      array.append(contentsOf: repeatElement(0, count: count - array.count))
    }
  }

  /// Opens room for `added` sections at `index` (zeros); the sums must be
  /// redone from `index` after.
  @usableFromInline
  internal mutating func insert(count added: Int, at index: Int) {
    let zeros = repeatElement(0.0, count: added)
    headers.insert(contentsOf: zeros, at: index)
    footers.insert(contentsOf: zeros, at: index)
    itemsLengths.insert(contentsOf: zeros, at: index)
    heights.insert(contentsOf: zeros, at: index)
    offsets.insert(contentsOf: zeros, at: index)
    resize(to: count)
  }

  /// Removes the sections in `range`; the sums must be redone from
  /// `range.lowerBound` after.
  @usableFromInline
  internal mutating func remove(_ range: Range<Int>) {
    headers.removeSubrange(range)
    footers.removeSubrange(range)
    itemsLengths.removeSubrange(range)
    heights.removeSubrange(range)
    offsets.removeSubrange(range)
    resize(to: count)
  }

  /// Redoes the sums after the heights of the sections `first ... last`
  /// changed (the section count did not): the offsets up to the end of
  /// `last`'s block, and the starts of the blocks from `first`'s on.
  ///
  /// - Complexity: O(`last - first` + ``blockSize`` + *s* /
  ///   ``blockSize``).
  @usableFromInline
  internal mutating func heightsDidChange(from first: Int, through last: Int) {
    let size = Self.blockSize
    let end = Swift.min((last / size + 1) * size, count)
    offsets.withUnsafeMutableBufferPointer { offsets in
      heights.withUnsafeBufferPointer { heights in
        var index = first + 1
        while index < end {
          offsets[index] = index % size == 0 ? 0 : offsets[index - 1] + heights[index - 1]
          index += 1
        }
      }
    }
    sumBlocks(from: first / size)
  }

  /// Redoes every sum from section `first`'s block on, after sections
  /// were inserted, removed or replaced from `first` on.
  ///
  /// - Complexity: O(*s* − `first` + ``blockSize``).
  @usableFromInline
  internal mutating func rebuild(from first: Int) {
    let size = Self.blockSize
    let block = Swift.min(first, count) / size
    offsets.withUnsafeMutableBufferPointer { offsets in
      heights.withUnsafeBufferPointer { heights in
        var index = block * size
        while index < offsets.count {
          offsets[index] = index % size == 0 ? 0 : offsets[index - 1] + heights[index - 1]
          index += 1
        }
      }
    }
    sumBlocks(from: block)
  }

  /// Redoes the block starts after block `first`'s (which is unchanged):
  /// each is the previous one plus that block's last section's end within
  /// it.
  @usableFromInline
  internal mutating func sumBlocks(from first: Int) {
    let size = Self.blockSize
    let count = self.count
    let blocks = Self.blockCount(count)
    guard first < blocks else { return }
    blockStarts.withUnsafeMutableBufferPointer { starts in
      offsets.withUnsafeBufferPointer { offsets in
        heights.withUnsafeBufferPointer { heights in
          var start = starts[first]
          for block in first..<blocks {
            let last = Swift.min((block + 1) * size, count) - 1
            start = start + (offsets[last] + heights[last])
            starts[block + 1] = start
          }
        }
      }
    }
  }
}
