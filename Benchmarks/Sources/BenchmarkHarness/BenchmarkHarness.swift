// What every ratio benchmark shares, written once: a monotonic clock, the
// sides of a ratio timed in alternating order, and the medians of the
// per-round values. On shared machines only ratios measured side by side
// carry. The Benchmarks package's programs (`axis-ratios`, `feed-ratios`,
// `hosting-ratios`, `prepare-ratios`, `section-ratios`, `carousel-ratios`)
// and the UIKit model's (`Scripts/uikit-model`, which links this folder
// in as a target of its generated package) import it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock, in seconds.
public func seconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// How long `body` takes, in seconds.
public func timed(_ body: () -> Void) -> Double {
  let start = seconds()
  body()
  return seconds() - start
}

/// Times `first` and `second` in that order in even rounds and the other
/// way round in odd ones, so that neither side always runs on a warmer
/// cache; returns their times in the order given.
public func alternating(_ round: Int, _ first: () -> Double, _ second: () -> Double) -> (
  Double, Double
) {
  withoutActuallyEscaping(first) { first in
    withoutActuallyEscaping(second) { second in
      let times = alternating(round, [first, second])
      return (times[0], times[1])
    }
  }
}

/// Runs `sides` in the order given in even rounds and backward in odd
/// ones; returns each side's result in the order given.
public func alternating(_ round: Int, _ sides: [() -> Double]) -> [Double] {
  var result = [Double](repeating: 0, count: sides.count)
  let order = Array(sides.indices)
  for side in round.isMultiple(of: 2) ? order : order.reversed() { result[side] = sides[side]() }
  return result
}

/// The median of `values` (the upper one of an even count).
///
/// - Precondition: `values` is not empty.
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// Values recorded per round under a name, and their medians: round 0
/// warms up and is not recorded.
public struct RoundMedians {
  /// The values recorded under each name, in the order recorded.
  public private(set) var values: [String: [Double]] = [:]

  /// Creates an empty record.
  public init() {}

  /// Records `value` under `key`, unless `round` is the warm-up (0).
  public mutating func record(_ key: String, _ value: Double, round: Int) {
    guard round > 0 else { return }
    values[key, default: []].append(value)
  }

  /// The median of the values recorded under `key` (the upper one of an
  /// even count).
  public func median(_ key: String) -> Double {
    BenchmarkHarness.median(values[key]!)
  }

  /// Prints each name and its median, one per line, sorted by name.
  public func printMedians() {
    for key in values.keys.sorted() { print("\(key)\t\(Self.format(median(key)))") }
  }

  /// A figure as printed: whole from 100 up, else to two decimals.
  public static func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
  }
}
