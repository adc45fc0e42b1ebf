// Where each element of an update starts and ends: an element that stays
// animates from its frame before to its frame after (so one whose frame
// did not change does not animate), an inserted one fades in where it
// lands, a deleted one fades out where it was.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Where an element is drawn at one end of an animation: the values of
  /// a collection view's layout attributes that an update animates.
  public struct Appearance: Hashable, Sendable, Codable {
    /// The frame, in content coordinates.
    public var frame: Rect
    /// The opacity, from 0 (invisible) to 1.
    public var alpha: Double
    /// The drawing order: 0 for items, 1 for footers and headers in place,
    /// 2 for pinned headers, 3 for a dragged item.
    public var zIndex: Int

    /// Creates an appearance.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - alpha: The opacity.
    ///   - zIndex: The drawing order.
    public init(frame: Rect, alpha: Double, zIndex: Int) {
      self.frame = frame
      self.alpha = alpha
      self.zIndex = zIndex
    }
  }

  /// What a batch update did, for its animation: what it needs of the
  /// layout before, the layout after, and how paths map from one to the
  /// other.
  ///
  /// A collection view answers `initialLayoutAttributesForAppearingItem(at:)`
  /// with ``initialAppearance(of:for:)`` and
  /// `finalLayoutAttributesForDisappearingItem(at:)` with
  /// ``finalAppearance(of:for:)``:
  /// - an element that stays starts at its frame before and ends at its
  ///   frame after, fully opaque, so it slides, and one whose frame did not
  ///   change stays still;
  /// - an inserted element starts at its frame after with alpha 0 (it
  ///   fades in where it lands);
  /// - a deleted element ends at its frame before with alpha 0 (it fades
  ///   out where it was).
  ///
  /// Headers are placed as pinning places them for the viewport the host
  /// knew when the batch was applied.
  ///
  /// ## The window
  /// A transition answers from what it keeps of the layout before the
  /// batch, not from the layout (keeping the layout makes the batch's
  /// first edit copy the edited section's storage). It keeps the elements
  /// before whose frames intersect a window, the
  /// viewport grown by its own length on each side along the flow; the
  /// frames before of the items the batch deletes or moves and of the
  /// sections it moves; and which of the sections it deletes, moves or
  /// reloads had a header or footer. Every answer is then the one the
  /// layout before would give, except for an element whose frame before
  /// lies outside the window:
  /// - one that stays starts at its frame after, opaque (it appears in
  ///   place, where the whole layout would have it slide in from more than
  ///   a screen away);
  /// - a header that stays ends with its z-index after (pinning moves the
  ///   header of a section above the viewport to its section's end, and
  ///   the batch may have moved the section across the viewport's top);
  /// - one that was deleted (a deleted section's, or any after a reload)
  ///   has no final appearance: `nil`.
  ///
  /// UIKit asks for the elements it shows before or after the batch: the
  /// ones it showed are in the window, and the ones it shows after are too
  /// unless the batch moved them by more than a screen. Without a viewport
  /// (``MasonryHost/prepare(viewport:source:)`` never called) the window
  /// is empty. The host never keeps the whole layout before the batch,
  /// so a batch costs only its edits.
  public struct Transition: Sendable {
    /// The layout after the batch.
    ///
    /// - Complexity: O(1).
    public var after: SectionedMasonry { _storage.after }
    /// What the source's values that the batch read had to clean.
    ///
    /// - Complexity: O(1).
    public var diagnostics: SectionedMasonry.Diagnostics { _storage.diagnostics }

    /// Everything, in one object: the host keeps a transition and returns
    /// it, and each copy of the fields would retain and release every
    /// buffer of the layout, the map and the window.
    internal final class _Storage: Sendable {
      let before: _BeforeSnapshot
      let after: SectionedMasonry
      let map: _BatchMap?
      let viewport: Rect?
      let diagnostics: SectionedMasonry.Diagnostics

      init(
        before: _BeforeSnapshot, after: SectionedMasonry,
        map: _BatchMap?, viewport: Rect?, diagnostics: SectionedMasonry.Diagnostics
      ) {
        self.before = before
        self.after = after
        self.map = map
        self.viewport = viewport
        self.diagnostics = diagnostics
      }
    }

    internal let _storage: _Storage
    /// What the animation needs of the layout before.
    internal var _before: _BeforeSnapshot { _storage.before }
    /// How paths map; `nil` for a reload.
    internal var _map: _BatchMap? { _storage.map }
    /// The viewport the headers are pinned for.
    internal var _viewport: Rect? { _storage.viewport }

    internal init(
      before: _BeforeSnapshot, after: SectionedMasonry, map: _BatchMap?,
      viewport: Rect?, diagnostics: SectionedMasonry.Diagnostics
    ) {
      _storage = _Storage(
        before: before, after: after, map: map, viewport: viewport,
        diagnostics: diagnostics)
    }

    /// A Boolean value indicating whether the batch was handled as a
    /// reload, because it did not agree with the counts: no element is
    /// followed from before to after.
    ///
    /// - Complexity: O(1).
    public var isReload: Bool { _map == nil }

    /// Returns the path after the batch of the item at `path` before it,
    /// or `nil` when it was deleted (or the batch was a reload).
    ///
    /// - Complexity: O(log *u* + *u*) for *u* update items.
    public func newPath(ofOld path: ItemPath) -> ItemPath? { _map?.newPath(ofOld: path) }

    /// Returns the path before the batch of the item at `path` after it,
    /// or `nil` when it was inserted (or the batch was a reload).
    ///
    /// - Complexity: O(log *u* + *u*).
    public func oldPath(ofNew path: ItemPath) -> ItemPath? { _map?.oldPath(ofNew: path) }

    /// Returns the index after the batch of the section at `section`
    /// before it, or `nil` when it was deleted.
    ///
    /// - Complexity: O(log *u* + *u*).
    public func newSection(ofOld section: Int) -> Int? { _map?.newSection(ofOld: section) }

    /// Returns the index before the batch of the section at `section`
    /// after it, or `nil` when it was inserted.
    ///
    /// - Complexity: O(log *u* + *u*).
    public func oldSection(ofNew section: Int) -> Int? { _map?.oldSection(ofNew: section) }

    /// Returns the sections after the batch whose header (or footer) is
    /// new: the inserted sections that have one. A collection view answers
    /// `indexPathsToInsertForSupplementaryView(ofKind:)` with them.
    ///
    /// A moved or reloaded section keeps its header and footer (they slide
    /// or stay); a reload of the whole feed (``isReload``) names none.
    ///
    /// - Parameter kind: `.header` or `.footer` (`.item` names none).
    /// - Returns: The sections, ascending.
    /// - Complexity: O(*i* log *s*) for *i* inserted sections.
    public func insertedSupplementarySections(of kind: SectionedMasonry.Element.Kind) -> [Int] {
      guard kind != .item, let map = _map else { return [] }
      return map.insertedSections.filter {
        after.element(kind, for: ItemPath(section: $0, item: 0)) != nil
      }
    }

    /// Returns the sections before the batch whose header (or footer) goes
    /// away: the deleted sections that had one. A collection view answers
    /// `indexPathsToDeleteForSupplementaryView(ofKind:)` with them.
    ///
    /// - Parameter kind: `.header` or `.footer` (`.item` names none).
    /// - Returns: The sections, ascending.
    /// - Complexity: O(*d* log *s*) for *d* deleted sections.
    public func deletedSupplementarySections(of kind: SectionedMasonry.Element.Kind) -> [Int] {
      guard kind != .item, let map = _map else { return [] }
      return map.deletedSections.filter {
        _before.existed(kind, at: ItemPath(section: $0, item: 0), map: map, after: after)
      }
    }

    /// Returns where an element present after the batch starts its
    /// animation, or `nil` when there is no such element after it.
    ///
    /// - Parameters:
    ///   - kind: An item, a header or a footer.
    ///   - path: Its path after the batch (section and item 0 for a header
    ///     or footer).
    /// - Returns: Its frame before, opaque, when it stays; its frame after
    ///   with alpha 0 when it is new. One that stays but was outside the
    ///   window before (see *The window*) starts at its frame after, opaque.
    /// - Complexity: As ``/MasonryLayout/SectionedMasonry/element(_:for:pinnedIn:)``, plus
    ///   the mapping and a hash lookup.
    public func initialAppearance(
      of kind: SectionedMasonry.Element.Kind, for path: ItemPath
    ) -> Appearance? {
      guard let now = after.element(kind, for: path, pinnedIn: _viewport) else { return nil }
      let old: ItemPath? =
        kind == .item
        ? oldPath(ofNew: path)
        : oldSection(ofNew: path.section).map { ItemPath(section: $0, item: 0) }
      guard let old, _before.existed(kind, at: old, map: _map, after: after) else {
        return Appearance(frame: now.frame, alpha: 0, zIndex: now.zIndex)
      }
      let then = _before.element(kind, at: old)?.frame ?? now.frame
      return Appearance(frame: then, alpha: 1, zIndex: now.zIndex)
    }

    /// Returns where an element present before the batch ends its
    /// animation, or `nil` when there was no such element before it.
    ///
    /// - Parameters:
    ///   - kind: An item, a header or a footer.
    ///   - path: Its path before the batch.
    /// - Returns: Its frame after, opaque, when it stays; its frame before
    ///   with alpha 0 when it was deleted; `nil` for a deleted element
    ///   outside the window (see *The window*).
    /// - Complexity: As ``initialAppearance(of:for:)``.
    public func finalAppearance(
      of kind: SectionedMasonry.Element.Kind, for path: ItemPath
    ) -> Appearance? {
      guard _before.existed(kind, at: path, map: _map, after: after) else { return nil }
      let then = _before.element(kind, at: path)
      let new: ItemPath? =
        kind == .item
        ? newPath(ofOld: path)
        : newSection(ofOld: path.section).map { ItemPath(section: $0, item: 0) }
      if let new, let now = after.element(kind, for: new, pinnedIn: _viewport) {
        // Outside the window the z-index after: whether pinning moved a
        // header far from the viewport is not kept.
        return Appearance(frame: now.frame, alpha: 1, zIndex: then?.zIndex ?? now.zIndex)
      }
      return then.map { Appearance(frame: $0.frame, alpha: 0, zIndex: $0.zIndex) }
    }
  }

  /// Returns where an element present after the last batch starts its
  /// animation; `nil` outside a batch's animation (see
  /// ``Transition/initialAppearance(of:for:)``).
  ///
  /// - Complexity: As ``Transition/initialAppearance(of:for:)``.
  public func initialAppearance(
    of kind: SectionedMasonry.Element.Kind, for path: ItemPath
  ) -> Appearance? {
    _transition?.initialAppearance(of: kind, for: path)
  }

  /// Returns where an element present before the last batch ends its
  /// animation; `nil` outside a batch's animation (see
  /// ``Transition/finalAppearance(of:for:)``).
  ///
  /// - Complexity: As ``Transition/finalAppearance(of:for:)``.
  public func finalAppearance(
    of kind: SectionedMasonry.Element.Kind, for path: ItemPath
  ) -> Appearance? {
    _transition?.finalAppearance(of: kind, for: path)
  }
}

/// The internal state of a host's update animation.
internal typealias _Transition = MasonryHost.Transition
