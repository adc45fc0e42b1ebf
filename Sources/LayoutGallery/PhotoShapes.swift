// Seeded photo aspect ratios, so every run of the gallery draws the same
// pictures for the same seed.

/// A repeatable stream of photo aspect ratios (height / width), drawn from
/// the mix of shapes a real photo feed has: mostly portrait phone shots and
/// landscape camera shots, some squares, a few tall pins and panoramas.
public struct PhotoShapes: Sendable {
  private var state: UInt64

  /// Creates a stream whose ratios are fixed by `seed`.
  public init(seed: UInt64) {
    // xorshift needs a non-zero state; the odd constant keeps seed 0 usable.
    state = seed ^ 0x2545_F491_4F6C_DD1D
    if state == 0 { state = 1 }
  }

  /// Shapes and how often they occur, out of 100.
  private static let shapes: [(ratio: Double, weight: Int)] = [
    (0.5, 4),  // panorama
    (0.5625, 6),  // 16:9 landscape
    (0.667, 18),  // 3:2 landscape
    (0.75, 12),  // 4:3 landscape
    (1.0, 14),  // square
    (1.25, 16),  // 4:5 portrait
    (1.333, 12),  // 3:4 portrait
    (1.5, 8),  // 2:3 portrait
    (1.778, 6),  // 9:16 story
    (2.5, 4),  // tall pin
  ]

  /// Returns the next ratio, between 0.5 and 2.5.
  public mutating func nextRatio() -> Double {
    var roll = Int(nextBits() % 100)
    for shape in Self.shapes {
      if roll < shape.weight { return shape.ratio }
      roll -= shape.weight
    }
    return 1
  }

  /// Returns `count` ratios.
  public mutating func ratios(count: Int) -> [Double] {
    (0..<max(0, count)).map { _ in nextRatio() }
  }

  private mutating func nextBits() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
