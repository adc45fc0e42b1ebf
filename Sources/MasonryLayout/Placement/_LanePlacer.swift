// The one specialised placement loop: shortest-column packing without
// tolerance, for 2 to 8 columns, keeps every column's start in the lanes of
// a SIMD vector.
//
// Each item's column depends on where the previous item ended, so
// placement is one chain of dependent steps. The general rule finds the
// shortest column with a branch per column, which the processor
// mispredicts about as often as the columns swap order, and it updates the
// state through memory. Here the lowest lane and the first lane holding it
// come from vector minima and comparisons, the update is a blend, and
// nothing on the chain branches.
//
// Measured gain on the whole prepare (1M items, 4 columns, aspect-ratio
// provider, release build, medians of alternating rounds): see the
// `Masonry.prepare.shortest.*` rows of Benchmarks/README.md, which time
// this loop beside `Masonry.prepare.generalRule.*`, the same prepare forced
// through `_RulePlacer`. Only one-column items take the fast step; any
// other item, or a kept column, goes to the general rule on the state
// spilled to memory. The randomized tests compare both placers on every
// configuration this one handles.

/// A placer for shortest-column packing without tolerance in at most
/// `Lanes.scalarCount` columns.
@usableFromInline
internal struct _LanePlacer<Lanes: _PlacementLanes>: _ItemPlacer {
  @usableFromInline internal let rule: _PlacementRule
  /// The general state, valid only while the lanes are spilled.
  @usableFromInline internal var state: _ColumnState
  /// Where the next item of each logical column would start; lanes past
  /// the column count hold +infinity, so they are never the lowest.
  @usableFromInline internal var lanes: Lanes
  /// Each lane's index as a double, to read the chosen lane's index off a
  /// mask.
  @usableFromInline internal let laneIndices: Lanes

  @inlinable
  internal init(rule: _PlacementRule, state: _ColumnState) {
    self.rule = rule
    self.state = state
    lanes = Lanes(repeating: .infinity)
    var indices = Lanes()
    for lane in 0..<Lanes.scalarCount { indices[lane] = Double(lane) }
    laneIndices = indices
    reload()
  }

  /// Copies the state into the lanes.
  @inlinable
  internal mutating func reload() {
    for column in 0..<rule.columnCount { lanes[column] = state.next[column] }
  }

  /// Copies the lanes back into the state and returns it.
  @inlinable
  internal mutating func spilled() -> _ColumnState {
    for column in 0..<rule.columnCount { state.next[column] = lanes[column] }
    return state
  }

  @inlinable @inline(__always)
  internal mutating func place(_ item: _PlacementItem) -> (top: Double, column: Int) {
    guard item.span == 1, item.keptStart < 0 else {
      var general = _RulePlacer(rule: rule, state: spilled())
      let placed = general.place(item)
      state = general.state
      reload()
      return placed
    }
    let (top, isChosen) = Self.firstLowest(lanes)
    lanes.replace(with: rule.nextTop(belowItemAt: top, length: item.length), where: isChosen)
    let start = Int(Lanes(repeating: 0).replacing(with: laneIndices, where: isChosen).laneSum)
    state.cursor = start + 1 == rule.columnCount ? 0 : start + 1
    return (top, rule.physicalStart(ofLogical: start, span: 1))
  }

  /// The lowest value of `lanes`, and a mask of the first lane holding it:
  /// the shortest column and the first in reading order on a tie, as
  /// `_PlacementRule.chooseColumn` chooses without tolerance.
  @inlinable @inline(__always)
  internal static func firstLowest(
    _ lanes: Lanes
  ) -> (lowest: Double, mask: SIMDMask<Lanes.MaskStorage>) {
    // Inclusive prefix minima by doubling shifts (a scan in log2(lanes)
    // steps): `prefix[i]` is the lowest of lanes 0 ... i.
    var prefix = lanes
    var shift = 1
    while shift < Lanes.scalarCount {
      let shifted = prefix.shiftedUp(by: shift)
      prefix.replace(with: shifted, where: shifted .< prefix)
      shift *= 2
    }
    let lowest = prefix.lastLane
    // The first lane holding the lowest value is the one whose earlier
    // lanes are all higher.
    let before = prefix.shiftedUp(by: 1)
    let broadcast = Lanes(repeating: lowest)
    return (lowest, (lanes .== broadcast) .& (before .> broadcast))
  }
}

/// The vectors `_LanePlacer` keeps column starts in, with the lane moves
/// it needs spelled out per width, so that they compile to shuffles (the
/// standard library's generic lane loops do not).
@usableFromInline
internal protocol _PlacementLanes: SIMD where Scalar == Double {
  /// The lanes moved `shift` lanes up (lane `i` takes lane `i - shift`),
  /// with +infinity in the lanes below `shift`.
  func shiftedUp(by shift: Int) -> Self

  /// The last lane.
  var lastLane: Double { get }

  /// The sum of the lanes.
  var laneSum: Double { get }
}

extension SIMD2: _PlacementLanes where Scalar == Double {
  @inlinable @inline(__always)
  internal func shiftedUp(by shift: Int) -> Self {
    Self(.infinity, self[0])
  }

  @inlinable
  internal var lastLane: Double { self[1] }

  @inlinable
  internal var laneSum: Double { self[0] + self[1] }
}

extension SIMD4: _PlacementLanes where Scalar == Double {
  @inlinable @inline(__always)
  internal func shiftedUp(by shift: Int) -> Self {
    shift == 1
      ? Self(.infinity, self[0], self[1], self[2])
      : Self(.infinity, .infinity, self[0], self[1])
  }

  @inlinable
  internal var lastLane: Double { self[3] }

  @inlinable
  internal var laneSum: Double { (self[0] + self[1]) + (self[2] + self[3]) }
}

extension SIMD8: _PlacementLanes where Scalar == Double {
  @inlinable @inline(__always)
  internal func shiftedUp(by shift: Int) -> Self {
    let infinity = Double.infinity
    switch shift {
    case 1:
      return Self(infinity, self[0], self[1], self[2], self[3], self[4], self[5], self[6])
    case 2:
      return Self(infinity, infinity, self[0], self[1], self[2], self[3], self[4], self[5])
    default:
      return Self(infinity, infinity, infinity, infinity, self[0], self[1], self[2], self[3])
    }
  }

  @inlinable
  internal var lastLane: Double { self[7] }

  @inlinable
  internal var laneSum: Double {
    ((self[0] + self[1]) + (self[2] + self[3])) + ((self[4] + self[5]) + (self[6] + self[7]))
  }
}
