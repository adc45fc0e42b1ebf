// The source as the engine reads it: every section configuration checked,
// an invalid one replaced with the host's and remembered.

import LayoutGeometry
import MasonryLayout

/// A source whose section configurations are all valid: one that fails
/// ``/MasonryLayout/Masonry/Configuration/validate()`` reads as `nil` (the host's), and
/// its section is remembered for ``MasonryHost/invalidConfigurationSections``.
internal struct _CheckedSections<Source: MasonrySectionProvider>: MasonrySectionProvider {
  internal let source: Source
  private let log = _Log()

  /// Where the provider, whose methods do not mutate, records what it
  /// replaced; it lives for one engine call.
  private final class _Log {
    var invalid: [Int] = []
  }

  internal init(_ source: Source) {
    self.source = source
  }

  /// The sections whose configuration was replaced, ascending, each once.
  internal func invalidSections() -> [Int] {
    Array(Set(log.invalid)).sorted()
  }

  internal var sectionCount: Int { source.sectionCount }

  internal func itemCount(inSection section: Int) -> Int { source.itemCount(inSection: section) }

  internal func height(forItemAt path: ItemPath, width: Double) -> Double {
    source.height(forItemAt: path, width: width)
  }

  internal func configuration(forSection section: Int) -> Masonry.Configuration? {
    guard let configuration = source.configuration(forSection: section) else { return nil }
    do throws(Masonry.ConfigurationError) {
      try configuration.validate()
      return configuration
    } catch {
      log.invalid.append(section)
      return nil
    }
  }

  internal func headerHeight(inSection section: Int, width: Double) -> Double {
    source.headerHeight(inSection: section, width: width)
  }

  internal func footerHeight(inSection section: Int, width: Double) -> Double {
    source.footerHeight(inSection: section, width: width)
  }

  internal func columnSpan(forItemAt path: ItemPath) -> Int { source.columnSpan(forItemAt: path) }

  internal func column(forItemAt path: ItemPath) -> Int? { source.column(forItemAt: path) }

  internal func height(forItemAt path: ItemPath, width breadth: Double, axis: Axis) -> Double {
    source.height(forItemAt: path, width: breadth, axis: axis)
  }
}
