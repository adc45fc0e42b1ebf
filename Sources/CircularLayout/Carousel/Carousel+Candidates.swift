// Which items a query computes: the `visibleItemLimit` items nearest the
// centre, found from the scroll position alone, in O(limit) whatever the
// item count. iCarousel loads a window of `numberOfVisibleItems` round the
// current index whose size is a per-style guess; here the window is the
// nearest items by offset, and the outlines decide what is visible.

extension Carousel._Pose {
  /// Two ascending, disjoint index ranges, `lower` before `upper`.
  typealias IndexRanges = (lower: Range<Int>, upper: Range<Int>)

  /// Whether item `a` comes before item `b` among the candidates: a
  /// smaller `|offset|`, or an equal one and a higher index.
  func isNearer(_ a: Int, than b: Int) -> Bool {
    let (first, second) = (abs(offset(ofItem: a)), abs(offset(ofItem: b)))
    return first < second || (first == second && a > b)
  }

  /// The candidates: the ``limit`` items with the smallest `|offset|`, a
  /// tie for the last place going to the higher index, as ascending
  /// ranges.
  ///
  /// Offsets grow by one per item away from the scroll position `p` on
  /// either side (unrolled round the turn when wrapping), so the nearest
  /// `l` items are `l` consecutive positions from the smallest integer
  /// above `p - l/2`; the window then moves while an item outside it is
  /// nearer, by the offsets as computed, than the one it would replace,
  /// which settles ties and any rounding at the edges.
  ///
  /// - Complexity: O(1) ranges, from O(1) offsets.
  func candidates() -> IndexRanges {
    let empty = 0..<0
    guard count > 0 else { return (empty, empty) }
    let size = limit
    if size >= count { return (0..<count, empty) }
    // The first position strictly above p - size/2: a tie between the two
    // ends goes to the upper end, here, and to the higher index below.
    let ideal = (position - Double(size) / 2).rounded(.down) + 1

    guard wraps else {
      // Positions are indices; p may lie far beyond either end.
      var start = Int(Swift.min(Swift.max(ideal, 0), Double(count - size)))
      for _ in 0..<4 {
        if start > 0, isNearer(start - 1, than: start + size - 1) {
          start -= 1
        } else if start + size < count, isNearer(start + size, than: start) {
          start += 1
        } else {
          break
        }
      }
      return (start..<(start + size), empty)
    }

    // p lies in 0 ..< count: positions from about -count/2 to 1.5 count,
    // each standing for the index it is congruent to.
    func index(_ position: Int) -> Int {
      let remainder = position % count
      return remainder < 0 ? remainder + count : remainder
    }
    var start = Int(ideal)
    for _ in 0..<4 {
      if isNearer(index(start - 1), than: index(start + size - 1)) {
        start -= 1
      } else if isNearer(index(start + size), than: index(start)) {
        start += 1
      } else {
        break
      }
    }
    let first = index(start)
    let end = first + size
    if end <= count { return (first..<end, empty) }
    return (0..<(end - count), first..<count)
  }

  /// Whether `index` is a candidate.
  func isCandidate(_ index: Int) -> Bool {
    let ranges = candidates()
    return ranges.lower.contains(index) || ranges.upper.contains(index)
  }
}
