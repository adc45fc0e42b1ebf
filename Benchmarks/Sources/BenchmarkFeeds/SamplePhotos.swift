// What the benchmarks' photos are: the aspect ratios people actually post,
// at the sizes the issue asks for.

/// The inputs shared by the benchmark targets: aspect ratios, item counts
/// and their labels.
public enum SamplePhotos {
  /// The seed of every generated list of ratios; fixed so that runs repeat.
  public static let seed: UInt64 = 0x5EED_F00D

  /// The aspect ratios (`height / width`) of the common photo formats,
  /// each with its share of the common picks: 16:9 and 4:3 landscape,
  /// square, 4:5 and 3:4 and 2:3 portrait, 9:16 stories.
  static let commonRatios: [(ratio: Double, weight: Int)] = [
    (9.0 / 16.0, 2), (3.0 / 4.0, 2), (1.0, 3), (5.0 / 4.0, 3), (4.0 / 3.0, 3), (3.0 / 2.0, 2),
    (16.0 / 9.0, 1),
  ]

  /// Returns `count` aspect ratios (`height / width`) from 0.5 to 2.5, the
  /// same for the same `count` and `seed`.
  ///
  /// Seven in ten are a common photo format (see ``commonRatios``); the
  /// rest, crops and tall pins, are uniform over the whole range.
  ///
  /// - Parameters:
  ///   - count: How many ratios to make; 0 or less makes none.
  ///   - seed: The generator's seed.
  /// - Returns: The ratios, by item index.
  /// - Complexity: O(`count`).
  public static func aspectRatios(count: Int, seed: UInt64 = seed) -> [Double] {
    var generator = SplitMix64(seed: seed)
    let table = commonRatios.flatMap { repeatElement($0.ratio, count: $0.weight) }
    var ratios: [Double] = []
    ratios.reserveCapacity(max(count, 0))
    for _ in 0..<max(count, 0) {
      if Int.random(in: 0..<10, using: &generator) < 7 {
        ratios.append(table[Int.random(in: 0..<table.count, using: &generator)])
      } else {
        ratios.append(Double.random(in: 0.5...2.5, using: &generator))
      }
    }
    return ratios
  }

  /// A short label for an item count, as used in benchmark names: `10k`,
  /// `1M`.
  ///
  /// - Parameter count: A count.
  /// - Returns: The count in thousands (`k`) or millions (`M`) when it is a
  ///   whole number of them, else the count itself.
  public static func label(_ count: Int) -> String {
    if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
    return "\(count)"
  }
}
