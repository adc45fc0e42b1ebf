// The masonry layout's settings: the configuration by the library's
// convention, the direction it follows, pinning and the update mode.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  extension MasonryCollectionViewLayout {
    /// The settings of every section whose delegate gives none.
    ///
    /// Read-only: change it with ``setConfiguration(_:)`` or ``update(_:)``.
    /// The delegate's methods may read it (to derive a section's own), as
    /// they may ``pinsHeaders`` and ``updateMode``.
    public var configuration: Masonry.Configuration {
      _settingsWhileAsking?.configuration ?? host.configuration
    }

    /// Replaces the settings, after checking them, and lays the feed out
    /// again at once, with the item the user is looking at kept where it was
    /// through the invalidation context's `contentOffsetAdjustment`, unless
    /// the offset stands past an end of the content before and after (a
    /// pull to refresh, a rubber band), where it is the user's.
    ///
    /// - Parameter configuration: The new settings.
    /// - Throws: `Masonry.ConfigurationError`; the layout is then
    ///   unchanged.
    /// - Complexity: A full layout of the feed.
    public func setConfiguration(
      _ configuration: Masonry.Configuration
    ) throws(Masonry.ConfigurationError) {
      if let collectionView { host.setViewport(Rect(collectionView.bounds)) }
      try host.setConfiguration(_directed(configuration))
      _relayOutKeepingAnchor()
    }

    /// Changes the settings in place, after checking the result:
    /// `try layout.update { $0.columns = .fixed(3) }`; see
    /// ``setConfiguration(_:)``.
    ///
    /// - Parameter change: Edits a copy of ``configuration``.
    /// - Throws: `Masonry.ConfigurationError`; the layout is then
    ///   unchanged.
    /// - Complexity: A full layout of the feed.
    public func update(
      _ change: (inout Masonry.Configuration) -> Void
    ) throws(Masonry.ConfigurationError) {
      if let collectionView { host.setViewport(Rect(collectionView.bounds)) }
      try host.update { configuration in
        change(&configuration)
        configuration = _directed(configuration)
      }
      _relayOutKeepingAnchor()
    }

    /// The collection view's direction, as the engine reads it.
    internal static func _direction(of collectionView: UICollectionView) -> LayoutDirection {
      collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    /// `configuration` with the followed direction, when the layout
    /// follows one and has a collection view.
    internal func _directed(_ configuration: Masonry.Configuration) -> Masonry.Configuration {
      var directed = configuration
      if let direction = _directionFollowing.direction(
        forConfigurationIn: collectionView.map(Self._direction))
      {
        directed.layoutDirection = direction
      }
      return directed
    }

    /// Before a prepare: takes up the collection view's direction when it
    /// changed, or was never read for the configuration given.
    internal func _followDirection(of collectionView: UICollectionView) {
      guard
        let direction = _directionFollowing.directionToApply(
          view: Self._direction(of: collectionView), engine: host.configuration.layoutDirection)
      else { return }
      host.setViewport(Rect(collectionView.bounds))
      do throws(Masonry.ConfigurationError) {
        try host.update { $0.layoutDirection = direction }
      } catch {
        // Unreachable: the configuration is valid, and so is every
        // direction. The layout keeps the direction it had.
      }
    }

    /// Lays the feed out now (the host remembered the element the user is
    /// looking at) and invalidates everything shown, naming each element
    /// so that each cell measures itself again, with the host's offset
    /// adjustment that keeps that element where it was (see
    /// `MasonryHost.relayOut(viewport:insets:source:)`).
    internal func _relayOutKeepingAnchor() {
      guard let collectionView, host.viewport != nil else {
        invalidateLayout()
        return
      }
      let (bounds, insets, source) = (
        Rect(collectionView.bounds), Self._insets(of: collectionView), _source(collectionView)
      )
      let invalidation = _askingTheDelegate {
        host.relayOut(viewport: bounds, insets: insets, source: source)
      }
      let context = _newContext()
      _fill(context, with: invalidation, naming: true)
      invalidateLayout(with: context)
    }

    /// Whether each section's header stays pinned to the top of the
    /// collection view while its section is on screen; `false` by default.
    ///
    /// A header's height comes from the delegate's
    /// ``MasonryCollectionViewDelegate/collectionView(_:layout:heightForHeaderInSection:width:)``,
    /// `width:` included: a method without it is never called. A debug
    /// build prints once when headers are pinned over a feed with items
    /// and no header.
    ///
    /// Switching it lays nothing out again; the headers shown move (the
    /// context names no element, so UIKit asks again for every one it
    /// shows: pinning moves the header of every section above the bounds
    /// to its section's end, and UIKit may show some of them).
    public var pinsHeaders: Bool {
      get { _settingsWhileAsking?.pinsHeaders ?? host.pinsHeaders }
      set {
        guard newValue != host.pinsHeaders else { return }
        host.pinsHeaders = newValue
        guard collectionView != nil else { return }
        invalidateLayout(with: _newContext())
      }
    }

    /// How batch updates move the items that stay:
    /// `Masonry.UpdateMode.keepColumns` by default, so that no item
    /// changes column (deletes never reshuffle).
    public var updateMode: Masonry.UpdateMode {
      get { _settingsWhileAsking?.updateMode ?? host.updateMode }
      set { host.updateMode = newValue }
    }

    /// What the delegate's values had to clean at the last full layout or
    /// batch update.
    public var diagnostics: SectionedMasonry.Diagnostics { host.diagnostics }

    /// The sections whose configuration from the delegate could not work,
    /// laid out with ``configuration`` instead.
    public var invalidConfigurationSections: [Int] { host.invalidConfigurationSections }
  }
#endif
