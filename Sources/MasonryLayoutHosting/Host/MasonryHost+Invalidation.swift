// What a host asks its collection view to redo after a change: the
// elements whose frames changed, and how far to move the content offset
// and the content size. One value for every change a host makes, so that
// a layout fills its invalidation context from it in one place.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// What a collection view must redo after a change: a platform-free
  /// invalidation context.
  ///
  /// A `UICollectionViewLayout` copies it into its invalidation context:
  /// ``items`` into `invalidateItems(at:)`, ``headers`` and ``footers``
  /// into `invalidateSupplementaryElements(ofKind:at:)`,
  /// ``contentOffsetAdjustment`` and ``contentSizeAdjustment`` into the
  /// context's properties of the same names.
  ///
  /// The element lists cover what the host shows: the viewport, before
  /// and after the change, grown by ``MasonryHost/overscan`` on each side
  /// along the flow; what is not shown is asked again when it scrolls in.
  /// A collection view keeps the attributes of every element a context
  /// does not name, and a host that cannot be sure what its collection
  /// view shows names none, so that every element shown is asked again:
  /// `MasonryCollectionViewLayout` names elements for pinned headers on a
  /// scroll, for a drag (whose context UIKit makes, naming the dragged
  /// item) and for a width change (every element shown, so that each cell
  /// measures itself again), and copies only the adjustments otherwise.
  public struct Invalidation: Hashable, Sendable, Codable {
    /// The items shown whose frames changed.
    public var items: [ItemPath]
    /// The sections whose headers moved, among those shown.
    public var headers: [Int]
    /// The sections whose footers moved, among those shown.
    public var footers: [Int]
    /// How far the content offset must move: to keep the element the user
    /// is looking at still, or, for a measured height, to take back what
    /// moved everything from the viewport on when the height was absorbed
    /// above it (for an item across the columns, the offset that moves
    /// what is on screen least).
    public var contentOffsetAdjustment: Point
    /// How much the content size changed.
    public var contentSizeAdjustment: Size
    /// Whether the whole layout is redone (the width changed): every
    /// element shown must be asked again, and the lists name every element
    /// shown before the change.
    public var invalidatesLayout: Bool

    /// Creates an invalidation; with no arguments, one that redoes
    /// nothing.
    ///
    /// - Parameters:
    ///   - items: Items whose frames changed.
    ///   - headers: Sections whose headers moved.
    ///   - footers: Sections whose footers moved.
    ///   - contentOffsetAdjustment: The offset's change.
    ///   - contentSizeAdjustment: The content size's change.
    ///   - invalidatesLayout: Whether everything is redone.
    public init(
      items: [ItemPath] = [], headers: [Int] = [], footers: [Int] = [],
      contentOffsetAdjustment: Point = .zero, contentSizeAdjustment: Size = .zero,
      invalidatesLayout: Bool = false
    ) {
      self.items = items
      self.headers = headers
      self.footers = footers
      self.contentOffsetAdjustment = contentOffsetAdjustment
      self.contentSizeAdjustment = contentSizeAdjustment
      self.invalidatesLayout = invalidatesLayout
    }

    /// A Boolean value indicating whether there is nothing to redo.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
      items.isEmpty && headers.isEmpty && footers.isEmpty && contentOffsetAdjustment == .zero
        && contentSizeAdjustment == .zero && !invalidatesLayout
    }
  }

  /// The elements in `rect` whose frames differ between two layouts (or
  /// that exist in only one), as an invalidation's lists.
  ///
  /// - Complexity: The queries of both layouts over `rect`, plus
  ///   O(*k* log *k*) for *k* elements.
  internal static func _differences(
    _ old: SectionedMasonry, _ new: SectionedMasonry, in rect: Rect, pinnedIn viewport: Rect?
  ) -> (items: [ItemPath], headers: [Int], footers: [Int]) {
    _differences(
      old.elements(in: rect, pinnedIn: viewport), new.elements(in: rect, pinnedIn: viewport))
  }

  /// The elements of two lists (what was on screen, what is) that differ
  /// in frame or z-index, or are in one list only, as an invalidation's
  /// lists. Taking the lists rather than two layouts lets a caller query
  /// the old layout before it changes, so that no copy of it is kept
  /// across the change (a copy would make the change copy the storage of
  /// the whole section).
  ///
  /// - Complexity: O(*k* log *k*) for *k* elements.
  internal static func _differences(
    _ old: [SectionedMasonry.Element], _ new: [SectionedMasonry.Element]
  ) -> (items: [ItemPath], headers: [Int], footers: [Int]) {
    struct Key: Hashable {
      var kind: SectionedMasonry.Element.Kind
      var path: ItemPath
    }
    var before: [Key: SectionedMasonry.Element] = [:]
    for element in old { before[Key(kind: element.kind, path: element.path)] = element }
    var items = Set<ItemPath>()
    var headers = Set<Int>()
    var footers = Set<Int>()
    func note(_ element: SectionedMasonry.Element) {
      switch element.kind {
      case .item: items.insert(element.path)
      case .header: headers.insert(element.path.section)
      case .footer: footers.insert(element.path.section)
      }
    }
    for element in new {
      let key = Key(kind: element.kind, path: element.path)
      if let then = before.removeValue(forKey: key), then == element { continue }
      note(element)
    }
    for element in before.values { note(element) }
    return (items.sorted(), headers.sorted(), footers.sorted())
  }

  /// The position along the flow of a point: its y on the vertical axis,
  /// its x on the horizontal one.
  internal func _flow(_ point: Point) -> Double {
    configuration.axis == .vertical ? point.y : point.x
  }

  /// A point that moves `distance` along the flow.
  internal func _flowPoint(_ distance: Double) -> Point {
    configuration.axis == .vertical
      ? Point(x: 0, y: distance) : Point(x: distance, y: 0)
  }

  /// Whether the flow runs leftward from the content's right end (a
  /// right-to-left shelf): every element stands at a distance from that
  /// end, so a change of the content's length moves all of them.
  internal var _flowsFromTheRight: Bool {
    configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
  }

  /// How far what the scroll view shows moves when the content's width
  /// goes from `old` to `new`: on a right-to-left shelf every element
  /// stands at a distance from the content's right end, so all of them
  /// move by the change, and an offset that keeps them takes it; anywhere
  /// else, nowhere. The one rule behind every right-to-left adjustment
  /// the host makes (a gap closed on a scroll back, a cell the user sees)
  /// and behind reading old bounds where they stand now.
  internal func _driftWithTheContent(fromWidth old: Double, to new: Double) -> Point {
    let drift = new - old
    return _flowsFromTheRight && drift.isFinite ? Point(x: drift, y: 0) : .zero
  }

  /// Where an anchor's element starts along the flow in the layout, not
  /// clamped to the content (the engine clamps an offset; an adjustment
  /// must not).
  internal func _top(of anchor: SectionedMasonry.Anchor) -> Double {
    // A zero-length viewport at the origin: the restored offset is the
    // element's start itself, which lies within the content.
    let probe = Rect(x: 0, y: 0, width: 0, height: 0)
    let start = SectionedMasonry.Anchor(kind: anchor.kind, path: anchor.path, distance: 0)
    return _flow(layout.contentOffset(restoring: start, in: probe))
  }
}
