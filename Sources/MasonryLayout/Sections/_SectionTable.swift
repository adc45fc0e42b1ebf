/// The per-section numbers of a ``SectionedMasonry`` beside its engines,
/// and the sums that place the sections: an update moves the later
/// sections by rewriting a few numbers, never their items.
///
/// A start is its block's start (blocks of ``blockSize``) plus its offset
/// in the block, so a height change costs O(``blockSize`` + *s* /
/// ``blockSize``). The sums depend only on the heights, so the same heights
/// give the same starts bit for bit, however reached, and a section ends
/// exactly where the next starts (both `blockStart + (offset + height)`).
@usableFromInline
internal struct _SectionTable: Sendable {
  /// Sections per block. Re-summing every later start cost more, at a
  /// thousand sections, than a 50-item append; two levels cost a fraction
  /// (`Sections.append50.first.s1000.n1M`, Benchmarks/README.md at b8d69fc).
  @usableFromInline internal static let blockSize = 32

  /// Each section's header height, sanitised; 0 for no header.
  @usableFromInline internal var headers: [Double] = []

  /// Each section's footer height, sanitised; 0 for no footer.
  @usableFromInline internal var footers: [Double] = []

  /// Each section's items' length, insets included, kept here so that
  /// placing a section never reads (and copies) its engine.
  @usableFromInline internal var itemsLengths: [Double] = []

  /// Each section's height: `(header + items) + footer`.
  @usableFromInline internal var heights: [Double] = []

  /// Each section's start relative to its block's start.
  @usableFromInline internal var offsets: [Double] = []

  /// Each block's start, and one more entry: the end of the last section.
  @usableFromInline internal var blockStarts: [Double] = [0]

  @inlinable
  internal init() {}

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

  /// Where section `section` ends: where the next starts, or ``total``.
  @inlinable
  internal func end(_ section: Int) -> Double {
    blockStarts[section / Self.blockSize] + (offsets[section] + heights[section])
  }

  @inlinable
  internal static func blockCount(_ count: Int) -> Int {
    (count + blockSize - 1) / blockSize
  }

  /// The first section with `end >= y`, or ``count``, in O(log *s*): ends
  /// never decrease.
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

  /// Sets every array to `count` sections, new ones zero; redo the sums.
  @usableFromInline
  internal mutating func resize(to count: Int) {
    Self.fit(&headers, to: count)
    Self.fit(&footers, to: count)
    Self.fit(&itemsLengths, to: count)
    Self.fit(&heights, to: count)
    Self.fit(&offsets, to: count)
    Self.fit(&blockStarts, to: Self.blockCount(count) + 1)
  }

  private static func fit(_ array: inout [Double], to count: Int) {
    if array.count > count {
      array.removeLast(array.count - count)
    } else if array.count < count {
      array.append(contentsOf: repeatElement(0, count: count - array.count))
    }
  }

  /// Opens `added` zero sections at `index`; redo the sums from `index`.
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

  /// Removes the sections in `range`; redo the sums from its lower bound.
  @usableFromInline
  internal mutating func remove(_ range: Range<Int>) {
    headers.removeSubrange(range)
    footers.removeSubrange(range)
    itemsLengths.removeSubrange(range)
    heights.removeSubrange(range)
    offsets.removeSubrange(range)
    resize(to: count)
  }

  /// Redoes the sums after sections `first ... last` changed height (not
  /// count): offsets through `last`'s block, block starts from `first`'s, in
  /// O(`last - first` + ``blockSize`` + *s* / ``blockSize``).
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

  /// Redoes every sum from `first`'s block on, for sections changed there,
  /// in O(*s* − `first` + ``blockSize``).
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

  /// Redoes the block starts after block `first`'s (unchanged): each is the
  /// previous plus its block's last section's end within it.
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
