// An identifier whose hash falls in one of a few buckets, for the tests of
// the hash tables behind the identity difference and the feed's set of
// ids: every other identifier of its bucket collides with it, so probes
// and `==` decide alone.

/// An identifier hashed by `value % buckets` and equal by `value`.
public struct CollidingID: Hashable, Sendable {
  /// What the identifier is equal by.
  public var value: Int
  /// How many hashes the identifiers spread over (1: all collide).
  public var buckets: Int

  /// The identifier `value`, hashed into one of `buckets`.
  public init(value: Int, buckets: Int) {
    self.value = value
    self.buckets = buckets
  }

  /// Hashes the bucket only.
  public func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }

  /// Whether the two have the same value (whatever their buckets).
  public static func == (a: Self, b: Self) -> Bool { a.value == b.value }
}
