// How an interaction prints: its phase, offset and selection, the fields
// a failing test needs to replay it.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation, such as
  /// `ScrollingInteraction(phase: idle, contentOffset: 266, selection: 2, itemCount: 10, viewportSize: 375 x 667)`;
  /// a carousel's cover flow 2 toggle follows when it is not 0.
  public var description: String {
    let fields = DescriptionFormat.fields(
      "ScrollingInteraction",
      [
        "phase": phase.description,
        "contentOffset": DescriptionFormat.number(contentOffset),
        "selection": selection.map(String.init) ?? "nil",
        "itemCount": String(itemCount),
        "viewportSize": DescriptionFormat.size(
          width: viewportSize.width, height: viewportSize.height),
        "time": DescriptionFormat.number(time),
      ])
    // A held toggle is state a replay needs; a wheel's is always 0.
    guard toggle != 0 else { return fields }
    return fields.dropLast() + ", coverFlowToggle: \(DescriptionFormat.number(toggle)))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension ScrollingInteraction.Phase: CustomStringConvertible {
  /// `idle`, `dragging(from: 120)`, or the spin.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .dragging(let start): "dragging(from: \(DescriptionFormat.number(start)))"
    case .decelerating(let spin): "decelerating(\(spin))"
    }
  }
}

extension ScrollingInteraction.Spin: CustomStringConvertible {
  /// A textual representation, such as
  /// `Spin(deceleration: Deceleration(...), startTime: 0.5, landing: 532, landingIndex: 4)`.
  public var description: String {
    DescriptionFormat.fields(
      "Spin",
      [
        "deceleration": deceleration.description,
        "startTime": DescriptionFormat.number(startTime),
        "landing": DescriptionFormat.number(landing),
        "landingIndex": String(landingIndex),
      ])
  }
}
