// The scroll axis, one type for every engine.

/// The axis along which an engine's content scrolls: the same type in
/// every engine of the package.
///
/// A masonry feed on the ``vertical`` axis has columns side by side and
/// grows downwards; on the ``horizontal`` axis its columns are rows and it
/// grows sideways (a shelf). A wheel or a carousel on the ``horizontal``
/// axis scrolls sideways; each engine documents its default.
///
/// The raw values, `"vertical"` and `"horizontal"`, are the coding.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
  /// The content scrolls up and down.
  case vertical

  /// The content scrolls sideways.
  case horizontal
}
