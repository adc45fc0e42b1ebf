// The host of a sectioned masonry feed: the engine, the settings a host
// layer adds to it (update mode, pinning), and the state that links one
// call of a collection view to the next (the viewport last seen, the
// anchor to restore, the transition of an update, a drag in progress).

import LayoutGeometry
import MasonryLayout

/// The decisions of a host layer (a collection view layout, a SwiftUI
/// view) for a sectioned masonry feed, in platform-free code.
///
/// A host keeps one ``/MasonryLayout/SectionedMasonry`` and answers what a layout is
/// asked: ``prepare(viewport:source:)`` lays out when something requires it
/// and never otherwise; ``apply(_:source:)`` turns a batch of
/// ``UpdateItem``s into engine edits in ``updateMode``;
/// ``initialAppearance(of:for:)`` and ``finalAppearance(of:for:)`` say where
/// the elements of an update start and end; ``setMeasuredHeight(_:ofItemAt:)``
/// takes a self-sized height, taken up above the screen so that what is
/// on screen stays still;
/// ``invalidation(forBoundsChangeFrom:to:)`` and
/// ``targetContentOffset(forProposedContentOffset:)`` handle scrolling and
/// rotation; ``elements(in:)`` answers the visible rect; and
/// ``beginMoving(itemAt:)`` starts a drag to reorder.
///
///     var host = try MasonryHost(configuration: Masonry.Configuration())
///     host.pinsHeaders = true
///     host.prepare(viewport: bounds, source: feed)
///     let onScreen = host.elements(in: bounds)
///
/// The source is a ``/MasonryLayout/MasonrySectionProvider``, the engine's own protocol:
/// counts, each item's height for a width, header and footer heights (0:
/// none), a configuration per section (`nil`: the host's), a column span
/// (1) and an explicit column (`nil`). The host asks it for an item when
/// the item first appears, when an update reloads it, and when the width
/// changes (heights depend on it); its estimate, then the height measured
/// by ``setMeasuredHeight(_:ofItemAt:)``, stays in the engine's storage.
///
/// ## Bad input
/// - Heights, spans and columns the source gives are cleaned by the
///   engine's rules (``/MasonryLayout/Masonry`` and ``/MasonryLayout/SectionedMasonry`` document them),
///   and every call that reads them reports what was cleaned in its
///   ``/MasonryLayout/SectionedMasonry/Diagnostics``, also kept in ``diagnostics``.
/// - A section configuration that fails
///   ``/MasonryLayout/Masonry/Configuration/validate()`` is replaced with the host's
///   ``configuration`` and named in ``invalidConfigurationSections``.
/// - A viewport with a NaN or infinite component reads as the engine reads
///   one; the host never traps on data.
///
/// ## Coordinates
/// Everything is in content coordinates, as a scroll view's bounds are: a
/// viewport is the scroll view's bounds, its origin the content offset.
///
/// - Note: The host is a value: a copy is a snapshot of the layout and of
///   its pending decisions, sharing storage until one of them changes.
public struct MasonryHost: Sendable {
  /// The engine, as laid out now; during a drag, with the dragged item at
  /// its current target.
  ///
  /// Read it for anything the host does not forward: frames, reading
  /// order, hit-testing, scrolling to an item.
  public internal(set) var layout: SectionedMasonry {
    // Not reading `oldValue` keeps every edit in place.
    didSet { _itemCounts = nil }
  }

  /// Each section's item count in ``layout``, when known: set after a
  /// full layout and after a batch, forgotten by any other change. A batch
  /// reads it rather than ask every section's engine, whose storage a
  /// batch that edits one section would otherwise touch only for this.
  internal var _itemCounts: [Int]?

  /// Runs `change` on the host, keeping ``_itemCounts``: for the edits
  /// that move items or change lengths but keep every section's count (a
  /// gap carried, closed or taken out; a measured height), which
  /// `layout`'s observer cannot tell from the others. A scroll or a
  /// measurement then costs the batch that follows no recount.
  @discardableResult
  internal mutating func _keepingItemCounts<Result>(
    _ change: (inout MasonryHost) -> Result
  ) -> Result {
    let counts = _itemCounts
    defer { _itemCounts = counts }
    return change(&self)
  }

  /// How batch updates and drags move the items that stay:
  /// ``/MasonryLayout/Masonry/UpdateMode/keepColumns`` by default, so that no item
  /// changes column under the user's eyes.
  ///
  /// A re-layout (the first one, a reload, a width change) is always a
  /// fresh placement; this mode applies to the item edits of
  /// ``apply(_:source:)``. A measured height
  /// (``setMeasuredHeight(_:ofItemAt:)``) and a drag always keep columns.
  public var updateMode: Masonry.UpdateMode = .keepColumns

  /// Whether a measured height above the viewport is absorbed above it
  /// (see ``setMeasuredHeight(_:ofItemAt:)``); `false` only to measure and
  /// test the rule it replaced, the adjustment that moves the screen
  /// least.
  package var absorbsAboveViewport = true

  /// What the host last read from the source had to clean: the
  /// diagnostics of the last ``prepare(viewport:source:)`` that laid out,
  /// or of the last ``apply(_:source:)``.
  public internal(set) var diagnostics = SectionedMasonry.Diagnostics()

  /// The sections whose configuration from the source failed validation
  /// at the last full layout, in ascending order; each was laid out with
  /// the host's ``configuration`` instead.
  public internal(set) var invalidConfigurationSections: [Int] = []

  /// Whether the next ``prepare(viewport:source:)`` must read the whole
  /// feed from the source again.
  internal var _needsReload = true

  /// Whether the source's counts changed and a batch of update items is
  /// on its way (UIKit invalidates the counts, prepares, then sends the
  /// items): ``prepare(viewport:source:)`` waits for it.
  internal var _awaitsUpdates = false

  /// The last viewport the host was told about.
  internal var _viewport: Rect?

  /// The content's width when the host last recorded a viewport: on a
  /// right-to-left shelf, where every element stands from the content's
  /// right end, a change since moved what any bounds show (see
  /// `_boundsAsShownNow(_:)`).
  internal var _viewportContentWidth = 0.0

  /// How far past the viewport the host shows elements, sanitised.
  internal var _overscan = 0.0

  /// The element to keep where it was after a re-layout or an update,
  /// already carried to the new layout; read by
  /// ``targetContentOffset(forProposedContentOffset:)``.
  internal var _pendingAnchor: SectionedMasonry.Anchor? {
    // A new re-layout's anchor replaces the one held after the last.
    didSet { if _pendingAnchor != nil { _hold = nil } }
  }

  /// The anchor a re-layout restored, held through the measured heights
  /// that follow it until the viewport moves otherwise than by their
  /// adjustments (the user scrolls).
  internal var _hold: _Hold?

  /// The update being animated: what its animation needs of the layout
  /// before it, the layout after it, and how paths map.
  internal var _transition: _Transition?

  /// The drag in progress.
  internal var _move: _Move?

  /// The empty layout a new configuration makes, until the next prepare
  /// lays it out (the old layout answers queries until then).
  internal var _pendingConfiguration: SectionedMasonry?

  /// Creates a host with no sections, after checking the configuration.
  ///
  /// - Parameter configuration: The settings of every section whose source
  ///   gives none; see ``/MasonryLayout/Masonry/Configuration/validate()``.
  /// - Throws: ``/MasonryLayout/Masonry/ConfigurationError`` naming the first invalid
  ///   field.
  public init(configuration: Masonry.Configuration = Masonry.Configuration())
    throws(Masonry.ConfigurationError)
  {
    layout = try SectionedMasonry(configuration: configuration)
  }
}

// MARK: - Settings

extension MasonryHost {
  /// The validated configuration of every section whose source gives
  /// none.
  ///
  /// Read-only: change it through ``setConfiguration(_:)`` or
  /// ``update(_:)``, which check it first.
  public var configuration: Masonry.Configuration { layout.configuration }

  /// Whether each section's header stays pinned to the viewport's top
  /// while its section is on screen; `false` by default.
  ///
  /// It changes no stored frame, only where ``elements(in:)`` and the
  /// other queries put headers, so it can be switched at any time.
  public var pinsHeaders: Bool {
    get { layout.pinsHeaders }
    set { layout.pinsHeaders = newValue }
  }

  /// How far inside the viewport's leading edge pinned headers stand: a
  /// scroll view's adjusted inset there (below a navigation bar), as
  /// ``/MasonryLayout/SectionedMasonry/pinnedHeadersInset`` reads it.
  public var pinnedHeadersInset: Double {
    get { layout.pinnedHeadersInset }
    set { layout.pinnedHeadersInset = newValue }
  }

  /// Replaces the configuration, after checking it; the next
  /// ``prepare(viewport:source:)`` lays the feed out again with the first
  /// visible element kept where it was (read now, or, when a new width is
  /// still to be laid out, where the bounds before it showed it).
  ///
  /// The item widths may change, so every height is asked again.
  ///
  /// - Parameter configuration: The new settings.
  /// - Throws: ``/MasonryLayout/Masonry/ConfigurationError`` naming the first invalid
  ///   field; the host is then unchanged.
  /// - Complexity: O(1) now; the layout's cost at the next prepare.
  public mutating func setConfiguration(
    _ configuration: Masonry.Configuration
  ) throws(Masonry.ConfigurationError) {
    try configuration.validate()
    _rememberAnchor()
    let pins = layout.pinsHeaders
    var fresh = try SectionedMasonry(configuration: configuration)
    fresh.pinsHeaders = pins
    // The old layout stays readable until the next prepare replaces it.
    _pendingConfiguration = fresh
    _needsReload = true
  }

  /// Changes the configuration in place, after checking the result; see
  /// ``setConfiguration(_:)``.
  ///
  ///     try host.update { $0.columns = .fixed(3) }
  ///
  /// - Parameter change: Edits a copy of ``configuration``.
  /// - Throws: ``/MasonryLayout/Masonry/ConfigurationError``; the host is then unchanged.
  /// - Complexity: O(1) now; the layout's cost at the next prepare.
  public mutating func update(
    _ change: (inout Masonry.Configuration) -> Void
  ) throws(Masonry.ConfigurationError) {
    var configuration = nextConfiguration
    change(&configuration)
    try setConfiguration(configuration)
  }

  /// The configuration the next ``prepare(viewport:source:)`` lays the
  /// feed out with: the one set last (``configuration`` is the layout's
  /// until then).
  package var nextConfiguration: Masonry.Configuration {
    _pendingConfiguration?.configuration ?? configuration
  }
}

// MARK: - Invalidation and preparing

extension MasonryHost {
  /// Why ``prepare(viewport:source:)`` laid the feed out, or that it did
  /// not.
  public enum PrepareReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Nothing required a layout: the host kept the one it has.
    case unchanged
    /// The whole feed was read again: the first layout, a reload, an
    /// invalidation of everything or a new configuration.
    case reloaded
    /// The width across the columns changed: every section was laid out
    /// again at the new width, and the element the user was looking at
    /// (``/MasonryLayout/SectionedMasonry/anchor(in:)``) will be restored by
    /// ``targetContentOffset(forProposedContentOffset:)``.
    case widthChanged
    /// The source's counts changed and a batch of update items is
    /// expected: the layout waits for ``apply(_:source:)``.
    case awaitingUpdates
  }

  /// Marks what the next ``prepare(viewport:source:)`` must redo, as a
  /// collection view's invalidation context says.
  ///
  /// - Parameters:
  ///   - everything: Read the whole feed again (UIKit's
  ///     `invalidateEverything`, set by `reloadData()` and by
  ///     `invalidateLayout()`), keeping the first visible element where it
  ///     is (read now, or, when a new width is still to be laid out, where
  ///     the bounds before it showed it).
  ///   - dataSourceCounts: The counts changed (UIKit's
  ///     `invalidateDataSourceCounts`). Alone, it means a batch of update
  ///     items follows, so the layout waits for ``apply(_:source:)``;
  ///     with `everything`, the feed is read again.
  /// - Complexity: O(1).
  public mutating func invalidate(everything: Bool, dataSourceCounts: Bool = false) {
    if everything {
      _rememberAnchor()
      _needsReload = true
      _awaitsUpdates = false
    } else if dataSourceCounts {
      _awaitsUpdates = true
    }
  }

  /// Lays the feed out if something requires it, and records `viewport`
  /// as the scroll view's bounds.
  ///
  /// It reads the whole feed from `source` when nothing was laid out yet,
  /// after ``invalidate(everything:dataSourceCounts:)`` with `everything`,
  /// or after ``setConfiguration(_:)``; it lays every section out again
  /// when the viewport's width across the columns (its width on the
  /// vertical axis, its height on the horizontal one) differs from the
  /// layout's, keeping the element the user is looking at for
  /// ``targetContentOffset(forProposedContentOffset:)``. Otherwise it does
  /// nothing, so a collection view can call it on every invalidation. A
  /// viewport of the same size as the last one at another origin (a
  /// scroll) forgets an anchor not yet restored.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, in content coordinates.
  ///   - source: The feed, as it is now.
  /// - Returns: What it did.
  /// - Complexity: O(1) when nothing is required; otherwise the engine's
  ///   ``/MasonryLayout/SectionedMasonry/prepare(width:sections:)``, O(*n* · *c* + *s*).
  @discardableResult
  public mutating func prepare(
    viewport: Rect, source: some MasonrySectionProvider
  ) -> PrepareReason {
    defer { _recordViewport(viewport) }
    if !_needsReload, let old = _viewport, old.standardized.size == viewport.standardized.size,
      old.origin != viewport.origin
    {
      // A scroll: the user has moved on from an anchor not yet restored.
      _pendingAnchor = nil
    }
    let breadth = _breadth(of: viewport)
    if _needsReload {
      _reload(breadth: breadth, source: source)
      return .reloaded
    }
    if _awaitsUpdates { return .awaitingUpdates }
    if breadth != _breadth(of: layout.contentSize), _move == nil {
      _rememberAnchor()
      _reload(breadth: breadth, source: source)
      return .widthChanged
    }
    return .unchanged
  }

  /// Reads the whole feed and lays it out at `breadth`, carrying the
  /// remembered anchor to the new layout.
  internal mutating func _reload(breadth: Double, source: some MasonrySectionProvider) {
    if let fresh = _pendingConfiguration {
      layout = fresh
      _pendingConfiguration = nil
    }
    let checked = _CheckedSections(source)
    // The checked source gives only valid configurations: nothing throws.
    let changes = try? layout._prepare(width: breadth, sections: checked)
    _itemCounts = Self._itemCounts(of: layout)
    diagnostics = changes?.diagnostics ?? SectionedMasonry.Diagnostics()
    invalidConfigurationSections = checked.invalidSections()
    if let changes, let anchor = _pendingAnchor {
      _pendingAnchor = anchor.updated(by: changes)
    }
    _needsReload = false
    _awaitsUpdates = false
    _transition = nil
    _move = nil
  }

  /// Each section's item count in `layout`.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  internal static func _itemCounts(of layout: SectionedMasonry) -> [Int] {
    (0..<layout.sectionCount).map { layout.itemCount(inSection: $0) ?? 0 }
  }

  /// Remembers the element the user is looking at in the last viewport
  /// (the anchor rule), to restore it after the next re-layout; but while
  /// the viewport has a width the layout has not taken up yet, an anchor
  /// already remembered stays.
  ///
  /// A rotation records its new bounds at once, and remembers the anchor
  /// from the old ones; the layout keeps the old width until the next
  /// prepare. Read again in between (a configuration changed before that
  /// prepare, or a reload), against the old layout in the new viewport,
  /// the anchor would name another element. At any other time the
  /// viewport is read afresh: a scroll the host was not told of (only
  /// ``setViewport(_:)`` saw it) must not restore an older anchor.
  internal mutating func _rememberAnchor() {
    guard let viewport = _viewport, layout.sectionCount > 0 else { return }
    if _pendingAnchor != nil, _breadth(of: viewport) != _breadth(of: layout.contentSize) {
      return
    }
    _pendingAnchor = layout.anchor(in: viewport)
  }

  /// The breadth across the columns of a rect's size: its width on the
  /// vertical axis, its height on the horizontal one (the layout's axis,
  /// unless another is given).
  internal func _breadth(of size: Size, axis: Axis? = nil) -> Double {
    let breadth = (axis ?? configuration.axis) == .vertical ? size.width : size.height
    return Sanitizing.length(breadth, limit: Masonry.maximumLength)
  }

  /// The breadth of a viewport for the layout the host lays out next: a
  /// new configuration's, when one is pending (it may change the axis).
  internal func _breadth(of viewport: Rect) -> Double {
    _breadth(of: viewport.standardized.size, axis: nextConfiguration.axis)
  }

  /// The viewport last recorded, if any.
  ///
  /// - Complexity: O(1).
  public var viewport: Rect? { _viewport }

  /// How far past the viewport, on each side along the flow, the host
  /// shows elements: a collection view prepares cells a little beyond its
  /// bounds. 0 by default; a NaN, infinite or negative value reads as 0,
  /// one above ``/MasonryLayout/Masonry/maximumLength`` as that maximum.
  ///
  /// The element lists of every ``Invalidation`` and the window of every
  /// ``Transition`` reach this far past the viewport, so that an element
  /// shown beyond the viewport is named when it moves and slides when an
  /// update moves it. `MasonryCollectionViewLayout` sets it from the
  /// rectangles UIKit asks it for.
  ///
  /// - Complexity: O(1).
  public var overscan: Double {
    get { _overscan }
    set { _overscan = Sanitizing.length(newValue, limit: Masonry.maximumLength) }
  }

  /// The area the host shows around `viewport`: the viewport grown by
  /// ``overscan`` on each side along the flow.
  internal func _shownArea(around viewport: Rect) -> Rect {
    let area = viewport.standardized
    let grow = _overscan
    guard grow > 0, area.isFinite else { return area }
    return configuration.axis == .vertical
      ? Rect(
        x: area.minX, y: area.minY - grow, width: area.size.width,
        height: area.size.height + 2 * grow)
      : Rect(
        x: area.minX - grow, y: area.minY, width: area.size.width + 2 * grow,
        height: area.size.height)
  }

  /// Records the scroll view's bounds, without deciding anything.
  ///
  /// ``prepare(viewport:source:)`` and
  /// ``invalidation(forBoundsChangeFrom:to:)`` record the viewport too; a
  /// host whose scroll view moved without either (a collection view
  /// scrolls without invalidating when no header is pinned) calls it
  /// before asking anything that reads the viewport: the anchor of
  /// ``setMeasuredHeight(_:ofItemAt:)``, the invalidations of a drag.
  ///
  /// - Parameter viewport: The scroll view's bounds, in content
  ///   coordinates.
  /// - Complexity: O(1).
  public mutating func setViewport(_ viewport: Rect) {
    _recordViewport(viewport)
  }
}
