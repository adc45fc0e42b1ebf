// The one specialised placement loop: shortest-column packing without
// tolerance, with the default tie rule (reading order), in 2 to 8
// columns, the phone, tablet and desktop feeds, keeps every column's next
// start in a register.
//
// Each item's column depends on where the previous item ended, so
// placement is one chain of dependent steps. The general rule keeps the
// starts in memory, so each item waits for the previous item's store to
// reach its loads, and it compares them one after another. Here the starts
// stay in registers as bit patterns (for the non-negative doubles they
// are, they order as the values do), the lowest and the first column
// holding it come from a tree of branch-free comparisons, and the chosen
// column is updated with a mask: nothing on the chain touches memory or
// branches.
//
// It earns its place on the whole prepare (1M items in 4 columns from an
// aspect-ratio provider, release build): `swift run -c release
// prepare-ratios` times it beside the same prepare forced through the
// general rule (`Masonry._usesGeneralPlacement`), and the figure is in
// Benchmarks/README.md, *How fast*. Only
// one-column items whose column the packing rule chooses take this path;
// any other item goes to the general rule, with the registers spilled to
// the state in memory and read back. The randomized tests compare both
// paths on every configuration this one handles.

/// The next starts of up to `width` logical columns, as bit patterns, in
/// registers; lanes past the column count hold `padding`, above every
/// start, so they are never the lowest.
@usableFromInline
internal protocol _ColumnRegisters {
  /// How many columns the registers hold at most.
  static var width: Int { get }

  /// Registers that all hold `bits`.
  init(repeating bits: UInt64)

  /// The bits of lane `lane`, `0 ..< width`.
  subscript(lane: Int) -> UInt64 { get set }
}

extension _ColumnRegisters {
  /// The bit pattern of the padding lanes: above every finite,
  /// non-negative double's, and below 2^63, so `_less` still applies; all
  /// ones but the sign bit, so it is also the mask that clears that bit.
  @inlinable
  internal static var padding: UInt64 { UInt64(Int64.max) }

  /// All ones when `a < b`, else zero, for `a` and `b` below 2^63: a
  /// comparison that compiles to arithmetic, not to a branch.
  @inlinable @inline(__always)
  internal static func _less(_ a: UInt64, _ b: UInt64) -> UInt64 {
    UInt64(bitPattern: (Int64(bitPattern: a) &- Int64(bitPattern: b)) >> 63)
  }

  /// The lowest lane's bits and the first lane holding them: the shortest
  /// column, the first in reading order on a tie, as
  /// `_PlacementRule.chooseColumn` chooses without tolerance.
  ///
  /// A tree of pairwise minima, each keeping the earlier lane unless the
  /// later one is strictly lower: the lowest value with the lowest index,
  /// whatever the order of the pairings.
  @inlinable @inline(__always)
  internal func firstLowest() -> (bits: UInt64, lane: Int) {
    var values = self
    var lanes = Self(repeating: 0)
    for lane in 0..<Self.width { lanes[lane] = UInt64(lane) }
    var step = 1
    while step < Self.width {
      var lane = 0
      while lane + step < Self.width {
        let isLater = Self._less(values[lane + step], values[lane])
        values[lane] ^= (values[lane] ^ values[lane + step]) & isLater
        lanes[lane] ^= (lanes[lane] ^ lanes[lane + step]) & isLater
        lane += 2 * step
      }
      step *= 2
    }
    return (values[0], Int(lanes[0]))
  }

  /// Sets lane `chosen` to `bits`, with masks rather than a branch.
  @inlinable @inline(__always)
  internal mutating func set(_ bits: UInt64, inLane chosen: Int) {
    for lane in 0..<Self.width {
      let isChosen = 0 &- UInt64(lane == chosen ? 1 : 0)
      self[lane] ^= (self[lane] ^ bits) & isChosen
    }
  }

  /// Registers holding the first `count` starts of `next`, padded, with
  /// each start's sign bit cleared.
  ///
  /// A start can be -0 (a top inset of -0, which validation accepts as a
  /// length of 0): its bit pattern, the sign bit alone, would order above
  /// the padding, so the padding lane of a 3-column feed was chosen, a
  /// column that does not exist (found by the sections fuzz target).
  /// Cleared, -0 reads as +0, as the general rule compares it; and since
  /// then no lane holds more than the padding and ties go to the earlier
  /// lane, a padding lane is never chosen, whatever the starts. The items'
  /// sums keep the lanes non-negative after that: a top of +0 or more plus
  /// a sanitised length and a valid spacing is never -0.
  @inlinable
  internal init(_ next: UnsafeMutableBufferPointer<Double>, count: Int) {
    self.init(repeating: Self.padding)
    for lane in 0..<count { self[lane] = next[lane].bitPattern & Self.padding }
  }

  /// Writes the first `count` lanes back to `next`.
  @inlinable
  internal func spill(to next: UnsafeMutableBufferPointer<Double>, count: Int) {
    for lane in 0..<count { next[lane] = Double(bitPattern: self[lane]) }
  }
}

/// Four columns' starts in registers.
@usableFromInline
internal struct _ColumnRegisters4: _ColumnRegisters {
  @usableFromInline internal var r0, r1, r2, r3: UInt64

  @inlinable
  internal static var width: Int { 4 }

  @inlinable
  internal init(repeating bits: UInt64) {
    (r0, r1, r2, r3) = (bits, bits, bits, bits)
  }

  @inlinable
  internal subscript(lane: Int) -> UInt64 {
    @inline(__always) get {
      switch lane {
      case 0: r0
      case 1: r1
      case 2: r2
      default: r3
      }
    }
    @inline(__always) set {
      switch lane {
      case 0: r0 = newValue
      case 1: r1 = newValue
      case 2: r2 = newValue
      default: r3 = newValue
      }
    }
  }
}

/// Eight columns' starts in registers.
@usableFromInline
internal struct _ColumnRegisters8: _ColumnRegisters {
  @usableFromInline internal var low: _ColumnRegisters4
  @usableFromInline internal var high: _ColumnRegisters4

  @inlinable
  internal static var width: Int { 8 }

  @inlinable
  internal init(repeating bits: UInt64) {
    low = _ColumnRegisters4(repeating: bits)
    high = _ColumnRegisters4(repeating: bits)
  }

  @inlinable
  internal subscript(lane: Int) -> UInt64 {
    @inline(__always) get { lane < 4 ? low[lane] : high[lane - 4] }
    @inline(__always) set {
      if lane < 4 { low[lane] = newValue } else { high[lane - 4] = newValue }
    }
  }
}
