// The size of every randomized and scale test, from one environment
// variable, and the way to replay one failing case.

import Foundation

/// How many random cases the randomized tests run, how large the scale
/// tests are, and which cases run.
///
/// One environment variable, `LAYOUT_SWEEP_FACTOR` (a whole number from 1,
/// 1 when unset), sizes the whole suite:
///
/// - at 1, the default, `swift test` is the quick run a developer makes
///   every few minutes (41 to 43 s of tests in debug on a 2-core machine
///   on 2026-11-30, against an aim of well under a minute; 60 to 85 s when
///   the full-size factor was 50): each randomized test runs its
///   default cases, and each scale test a ``fullSizeFactor``-th of its
///   full size;
/// - at ``fullSizeFactor`` (100), CI's release sweep: each randomized test
///   runs 100 times its default cases, and each scale test its full size
///   (ten million items, say):
///
///       LAYOUT_SWEEP_FACTOR=100 swift test -c release -Xswiftc -enable-testing
///
///   `Scripts/reliability` runs this, reading the factor from
///   ``fullSizeFactor``.
///
/// Randomized tests size their loops with ``count(_:)`` or draw their
/// seeds from ``caseSeeds(_:seed:)``; scale tests size themselves with
/// ``size(_:)``. Keep a test's default cases few enough that its debug run
/// takes well under a second: the depth is the release sweep's, a hundred
/// times as many. A seeded test's default cases are the first of the
/// sweep's, so a case that fails by default fails in the sweep too.
///
/// A failure prints its case's seed, and
///
///     LAYOUT_REPLAY_SEED=<seed> swift test --filter <TestClass/testName>
///
/// runs that case alone.
public enum RandomSweep {
  /// The factor of CI's release sweep, at which every scale test has its
  /// full size: 100.
  ///
  /// `Scripts/reliability` reads this line for the factor it runs the
  /// release sweep at (its `SWEEP_FACTOR` overrides it).
  public static let fullSizeFactor = 100

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

  /// The size of a scale test whose full size is `full`: `full` at
  /// ``fullSizeFactor`` and above (CI's release sweep), and in proportion
  /// to ``factor`` below it, so a hundredth of `full` by default.
  ///
  ///     let itemCount = RandomSweep.size(10_000_000)  // 100,000 by default
  ///
  /// - Parameter full: The size the test is written for, such as ten
  ///   million items.
  /// - Returns: `full · min(factor, fullSizeFactor) / fullSizeFactor`,
  ///   at least 1.
  public static func size(_ full: Int) -> Int {
    max(1, full * min(factor, fullSizeFactor) / fullSizeFactor)
  }

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

  /// Runs `body` once per seed of ``caseSeeds(_:seed:)``, with a
  /// generator started from that seed: the seeded random-case loop.
  ///
  ///     RandomSweep.forEachCase(200, seed: 0xA11C_E5ED) { seed, random in
  ///       let configuration = random.masonryConfiguration()
  ///       ...
  ///       XCTAssert(..., "seed \(seed)")
  ///     }
  ///
  /// - Parameters:
  ///   - base: The cases in a normal run.
  ///   - seed: The test's own seed, fixed in its source.
  ///   - body: The case, given its seed (to print on failure) and the
  ///     generator to draw it from.
  public static func forEachCase(
    _ base: Int, seed: UInt64,
    _ body: (_ seed: UInt64, _ random: inout SplitMix64) throws -> Void
  ) rethrows {
    for caseSeed in caseSeeds(base, seed: seed) {
      var random = SplitMix64(seed: caseSeed)
      try body(caseSeed, &random)
    }
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
