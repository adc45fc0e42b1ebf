// The size of every randomized test, from one environment variable, and the
// way to replay one failing case.

import Foundation

/// How many random cases the randomized tests run, and which.
///
/// Every randomized test of the suite sizes its loop with ``count(_:)``, so
/// one environment variable runs them all longer:
///
///     LAYOUT_SWEEP_FACTOR=10 swift test -c release    # the release sweep
///
/// Tests whose cases are seeded one by one draw the seeds from
/// ``caseSeeds(_:seed:)``; a failure prints its case's seed, and
///
///     LAYOUT_REPLAY_SEED=<seed> swift test --filter <TestClass/testName>
///
/// runs that case alone.
public enum RandomSweep {
  /// The whole number in `LAYOUT_SWEEP_FACTOR`, or 1 when it is unset,
  /// not a number or below 1.
  public static let factor: Int = {
    let text = ProcessInfo.processInfo.environment["LAYOUT_SWEEP_FACTOR"] ?? ""
    return max(Int(text) ?? 1, 1)
  }()

  /// The case seed in `LAYOUT_REPLAY_SEED`, decimal or `0x` hexadecimal,
  /// or `nil` when it is unset.
  public static let replaySeed: UInt64? = {
    guard let text = ProcessInfo.processInfo.environment["LAYOUT_REPLAY_SEED"] else {
      return nil
    }
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }()

  /// The number of cases for a test whose normal run has `base` cases:
  /// `base` times ``factor``.
  ///
  /// - Parameter base: The cases in a normal `swift test` run.
  /// - Returns: `base · factor`.
  public static func count(_ base: Int) -> Int { base * factor }

  /// The seeds of a test's cases: ``count(_:)`` of them drawn from `seed`,
  /// or only ``replaySeed`` when it is set.
  ///
  /// - Parameters:
  ///   - base: The cases in a normal run.
  ///   - seed: The test's own seed, fixed in its source.
  /// - Returns: One seed per case, each to start a `SplitMix64`.
  public static func caseSeeds(_ base: Int, seed: UInt64) -> [UInt64] {
    if let replaySeed { return [replaySeed] }
    var generator = SplitMix64(seed: seed)
    return (0..<count(base)).map { _ in generator.next() }
  }

  /// Reports that a test checked `cases` randomized cases of `kind`
  /// against a brute-force reference, as one line on standard output:
  ///
  ///     randomized cases: Masonry horizontal axis: 15000
  ///
  /// `Scripts/reliability` adds the lines of the release sweep up per
  /// kind, prints the totals and requires 100,000 of each new kind.
  ///
  /// - Parameters:
  ///   - kind: What was checked, such as `Masonry updates with Changes`.
  ///   - cases: How many cases.
  public static func tally(_ kind: String, _ cases: Int) {
    print("randomized cases: \(kind): \(cases)")
  }
}
