// How an outline prints and what the debugger and `dump` show of it: its
// vertices and its facing, never the inline storage behind them.

extension ConvexPolygon: CustomStringConvertible {
  /// A textual representation of the outline: its vertices in order and
  /// whether it faces the viewer, such as
  /// `[(0, 0), (10, 0), (10, 5), (0, 5)] front-facing`, or `[] empty`
  /// for an outline with no area.
  ///
  /// - Complexity: O(n) for n vertices.
  public var description: String {
    let facing = isEmpty ? "empty" : isFrontFacing ? "front-facing" : "back-facing"
    return "[" + vertices.map(\.description).joined(separator: ", ") + "] " + facing
  }
}

extension ConvexPolygon: CustomReflectable {
  /// The outline as `dump` and the debugger show it: its vertices and
  /// whether it faces the viewer.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["vertices": vertices, "isFrontFacing": isFrontFacing, "isEmpty": isEmpty],
      displayStyle: .struct)
  }
}
