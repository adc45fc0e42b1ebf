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

  /// What a batch update did, for its animation: the layouts before and
  /// after, and how paths map from one to the other.
  ///
  /// A collection view answers `initialLayoutAttributesForAppearingItem(at:)`
  /// with ``initialAppearance(of:at:)`` and
  /// `finalLayoutAttributesForDisappearingItem(at:)` with
  /// ``finalAppearance(of:at:)``:
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
  public struct Transition: Sendable {
    /// The layout before the batch.
    public let before: SectionedMasonry
    /// The layout after the batch.
    public let after: SectionedMasonry
    /// How paths map; `nil` for a reload.
    internal let _map: _BatchMap?
    /// The viewport the headers are pinned for.
    internal let _viewport: Rect?
    /// What the source's values that the batch read had to clean.
    public let diagnostics: SectionedMasonry.Diagnostics

    internal init(
      before: SectionedMasonry, after: SectionedMasonry, map: _BatchMap?, viewport: Rect?,
      diagnostics: SectionedMasonry.Diagnostics
    ) {
      self.before = before
      self.after = after
      self._map = map
      self._viewport = viewport
      self.diagnostics = diagnostics
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
        before.element(kind, for: ItemPath(section: $0, item: 0)) != nil
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
    ///   with alpha 0 when it is new.
    /// - Complexity: As ``SectionedMasonry/element(_:for:pinnedIn:)``, plus
    ///   the mapping.
    public func initialAppearance(
      of kind: SectionedMasonry.Element.Kind, at path: ItemPath
    ) -> Appearance? {
      guard let now = after.element(kind, for: path, pinnedIn: _viewport) else { return nil }
      let old: ItemPath? =
        kind == .item
        ? oldPath(ofNew: path)
        : oldSection(ofNew: path.section).map { ItemPath(section: $0, item: 0) }
      if let old, let then = before.element(kind, for: old, pinnedIn: _viewport) {
        return Appearance(frame: then.frame, alpha: 1, zIndex: now.zIndex)
      }
      return Appearance(frame: now.frame, alpha: 0, zIndex: now.zIndex)
    }

    /// Returns where an element present before the batch ends its
    /// animation, or `nil` when there was no such element before it.
    ///
    /// - Parameters:
    ///   - kind: An item, a header or a footer.
    ///   - path: Its path before the batch.
    /// - Returns: Its frame after, opaque, when it stays; its frame before
    ///   with alpha 0 when it was deleted.
    /// - Complexity: As ``initialAppearance(of:at:)``.
    public func finalAppearance(
      of kind: SectionedMasonry.Element.Kind, at path: ItemPath
    ) -> Appearance? {
      guard let then = before.element(kind, for: path, pinnedIn: _viewport) else { return nil }
      let new: ItemPath? =
        kind == .item
        ? newPath(ofOld: path)
        : newSection(ofOld: path.section).map { ItemPath(section: $0, item: 0) }
      if let new, let now = after.element(kind, for: new, pinnedIn: _viewport) {
        return Appearance(frame: now.frame, alpha: 1, zIndex: then.zIndex)
      }
      return Appearance(frame: then.frame, alpha: 0, zIndex: then.zIndex)
    }
  }

  /// Returns where an element present after the last batch starts its
  /// animation; `nil` outside a batch's animation (see
  /// ``Transition/initialAppearance(of:at:)``).
  ///
  /// - Complexity: As ``Transition/initialAppearance(of:at:)``.
  public func initialAppearance(
    of kind: SectionedMasonry.Element.Kind, at path: ItemPath
  ) -> Appearance? {
    _transition?.initialAppearance(of: kind, at: path)
  }

  /// Returns where an element present before the last batch ends its
  /// animation; `nil` outside a batch's animation (see
  /// ``Transition/finalAppearance(of:at:)``).
  ///
  /// - Complexity: As ``Transition/finalAppearance(of:at:)``.
  public func finalAppearance(
    of kind: SectionedMasonry.Element.Kind, at path: ItemPath
  ) -> Appearance? {
    _transition?.finalAppearance(of: kind, at: path)
  }
}

/// The internal state of a host's update animation.
internal typealias _Transition = MasonryHost.Transition
