extension SectionedMasonry {
  /// The reason a section could not be laid out: the configuration its
  /// provider gave it fails ``Masonry/Configuration/validate()``. It names
  /// the section and carries the ``Masonry/ConfigurationError``:
  ///
  ///     do {
  ///       try layout.prepare(width: 375, sections: feed)
  ///     } catch {
  ///       print(error.section, error.field)  // 2 columnSpacing
  ///     }
  ///
  /// Whatever threw it left the layout unchanged.
  public struct SectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The index of the section whose configuration is invalid, as the
    /// provider numbers it (for an insertion, its index after it).
    public var section: Int
    /// Why the section's configuration was rejected.
    public var configurationError: Masonry.ConfigurationError

    /// Creates an error for a section and why its configuration was rejected.
    ///
    /// - Parameters:
    ///   - section: The section's index.
    ///   - configurationError: Why its configuration was rejected.
    public init(section: Int, configurationError: Masonry.ConfigurationError) {
      self.section = section
      self.configurationError = configurationError
    }

    /// The name of the configuration field at fault, such as
    /// `"columnSpacing"`, from ``configurationError``.
    public var field: String { configurationError.field }
    /// A sentence naming the section, the field, its value and its rule.
    public var description: String { "section \(section): \(configurationError.description)" }
  }
}
