// How the state prints: the selected identifier, the count and the
// interaction.

extension ScrollingSelection: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation: the selected identifier, the count and the
  /// interaction.
  public var description: String {
    "ScrollingSelection(selectedID: \(selectedID.map { "\($0)" } ?? "nil"), ids: \(ids.count), "
      + "interaction: \(interaction))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
