// The interaction's three states, and what a deceleration in flight
// carries: the fling, when it started, and the landing it was solved for.

extension ScrollingInteraction {
  /// What a ``ScrollingInteraction`` is doing.
  public enum Phase: Hashable, Sendable {
    /// At rest, with ``ScrollingInteraction/selection`` at the reference
    /// point (or no items).
    case idle

    /// Following a finger that began dragging with the content offset at
    /// `startOffset`.
    case dragging(startOffset: Double)

    /// Coasting to a landing by itself.
    case decelerating(Spin)
  }

  /// A deceleration in flight: the fling, its start time and the landing
  /// it stops on.
  public struct Spin: Hashable, Sendable {
    /// The fling, solved to rest on ``landing`` (``Deceleration/init(from:velocity:landingAt:)``).
    public let deceleration: Deceleration

    /// The time the fling started, in seconds.
    public let startTime: Double

    /// The content offset it comes to rest on.
    public let landing: Double

    /// The item standing at the reference point there: the selection once
    /// it settles.
    public let landingIndex: Int

    /// Creates a spin.
    ///
    /// - Parameters:
    ///   - deceleration: The fling.
    ///   - startTime: When it started.
    ///   - landing: Where it comes to rest.
    ///   - landingIndex: The item at the reference point there.
    /// - Complexity: O(1)
    public init(deceleration: Deceleration, startTime: Double, landing: Double, landingIndex: Int) {
      self.deceleration = deceleration
      self.startTime = startTime
      self.landing = landing
      self.landingIndex = landingIndex
    }
  }
}
