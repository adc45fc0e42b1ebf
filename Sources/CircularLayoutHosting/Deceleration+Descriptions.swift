// How a deceleration and a rate print, as every value of the package
// prints its numbers.

import LayoutGeometry

extension Deceleration: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation, such as
  /// `Deceleration(position: 0, velocity: 1000, rate: 0.998 per ms)`.
  public var description: String {
    DescriptionFormat.fields(
      "Deceleration",
      [
        "position": DescriptionFormat.number(position),
        "velocity": DescriptionFormat.number(velocity),
        "rate": rate.description,
      ])
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension Deceleration.Rate: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation, such as `0.998 per ms`.
  public var description: String { "\(DescriptionFormat.number(perMillisecond)) per ms" }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
