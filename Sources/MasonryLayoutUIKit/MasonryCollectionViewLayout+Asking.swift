// What the delegate may read while the layout asks it: the host is being
// changed then (a layout, a batch update), and a read of it in the middle
// of that change is an exclusivity violation, which traps in every build.
// The settings a delegate derives a section's from (the configuration
// above all) are answered from a copy made before the change.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// The layout's settings, as its getters answer them while it asks its
    /// delegate.
    internal struct _Settings {
      /// The configuration the layout is being laid out with.
      internal let configuration: Masonry.Configuration
      /// ``MasonryCollectionViewLayout/pinsHeaders``.
      internal let pinsHeaders: Bool
      /// ``MasonryCollectionViewLayout/updateMode``.
      internal let updateMode: Masonry.UpdateMode
      /// `absorbsAboveViewport`.
      internal let absorbsAboveViewport: Bool
    }

    /// Runs `change`, a change of the host that asks the delegate, with
    /// the settings' getters answering from a copy made first: the
    /// configuration the change lays the feed out with, and the others as
    /// they are.
    ///
    /// - Complexity: O(1) beyond `change`.
    @discardableResult
    internal func _askingTheDelegate<Result>(_ change: () -> Result) -> Result {
      let outer = _settingsWhileAsking
      if outer == nil {
        _settingsWhileAsking = _Settings(
          configuration: host.nextConfiguration, pinsHeaders: host.pinsHeaders,
          updateMode: host.updateMode, absorbsAboveViewport: host.absorbsAboveViewport)
      }
      defer { _settingsWhileAsking = outer }
      return change()
    }
  }
#endif
