// The state a LazyMasonry keeps between its bodies: the feed (ids and
// layout), the virtualizer and its last pass, and the offset adjustments
// the view still has to apply. Every decision is the hosting module's;
// this only holds them on the main actor.

#if canImport(SwiftUI)
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting
  import SwiftUI

  /// One built element, as the view's `ForEach` names it.
  struct _MasonryCell<ID: Hashable & Sendable>: Identifiable {
    /// What the cell shows.
    enum Key: Hashable {
      case item(ID)
      case header(Int)
      case footer(Int)
    }

    var id: Key
    var path: ItemPath
    var frame: CGRect
    var zIndex: Double
  }

  /// A lazy masonry's memory between bodies. Only `revision` and
  /// `adjustmentCount` are observed: the scroll view's body reads them, so
  /// a scroll or a measurement redraws the cells and not the view that
  /// holds the data (whose body maps every id).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @MainActor @Observable
  final class _LazyMasonryModel<ID: Hashable & Sendable> {
    @ObservationIgnored var feed: MasonryFeed<ID>?
    @ObservationIgnored var virtualizer = MasonryVirtualizer()
    @ObservationIgnored var cells: [_MasonryCell<ID>] = []
    @ObservationIgnored var viewport = Rect.zero
    /// Changes whenever the cells do.
    var revision = 0
    /// Offset adjustments not yet applied to the scroll position, and a
    /// count that changes with each, for `onChange`.
    @ObservationIgnored var adjustment = Point.zero
    var adjustmentCount = 0
    /// When the last list had duplicates: each kept id's place in it.
    @ObservationIgnored var sourcePaths: [ID: ItemPath]?

    /// Brings the feed to the view's data and settings: a new
    /// configuration lays it out again, a new list of ids is applied as
    /// an identity diff (animated by the caller's transaction), and the
    /// cells are recomputed for the current viewport.
    func sync(
      ids: [[ID]], configuration: Masonry.Configuration, pinsHeaders: Bool, overscan: Double,
      height: (ID, Double) -> Double, header: (Int, Double) -> Double,
      footer: (Int, Double) -> Double
    ) {
      if feed == nil || feed?.host.configuration != configuration {
        // A configuration the engine rejects falls back to its defaults.
        var fresh =
          (try? MasonryFeed<ID>(configuration: configuration)) ?? (try! MasonryFeed<ID>())
        if let old = feed { fresh.setViewport(old.host.viewport ?? viewport) }
        feed = fresh
        virtualizer.reset()
      }
      feed!.pinsHeaders = pinsHeaders
      virtualizer.overscan = overscan
      let update = feed!.update(
        sections: ids, height: height, headerHeight: header, footerHeight: footer)
      sourcePaths = update.diagnostics.duplicateCount > 0 ? Self.firstPaths(ids) : nil
      if !update.isEmpty {
        virtualizer.remap(through: update.transition)
        add(update.contentOffsetAdjustment)
      }
      let prepared = feed!.prepare(
        viewport: viewport, height: height, headerHeight: header, footerHeight: footer)
      add(prepared.contentOffsetAdjustment)
      refresh()
    }

    /// Records a scroll; returns the pass, whose hints and end the view
    /// reports.
    func scroll(to viewport: Rect) -> MasonryVirtualizer.Pass? {
      self.viewport = viewport
      guard feed != nil else { return nil }
      feed!.setViewport(viewport)
      return refresh()
    }

    /// A cell's measured length: the feed's self-sizing, with the first
    /// visible element held still.
    func measured(_ length: CGFloat, of id: ID, at path: ItemPath) {
      guard feed != nil,
        let invalidation = feed!.setMeasuredHeight(Double(length), of: id, at: path)
      else { return }
      add(invalidation.contentOffsetAdjustment)
      refresh()
    }

    /// The offset that shows an item, aligned to the top.
    func offset(showing id: ID) -> CGPoint? {
      feed?.contentOffset(showing: id, alignment: .top, in: viewport).map { CGPoint($0) }
    }

    /// The id of the item at a path, and where the view's data has it.
    func source(of path: ItemPath) -> (id: ID, path: ItemPath)? {
      guard let id = feed?.id(at: path) else { return nil }
      return (id, sourcePaths?[id] ?? path)
    }

    var contentSize: CGSize { feed.map { CGSize($0.host.contentSize) } ?? .zero }

    @discardableResult
    private func refresh() -> MasonryVirtualizer.Pass? {
      guard let feed else { return nil }
      let pass = virtualizer.update(viewport: feed.host.viewport ?? viewport, in: feed.host.layout)
      revision &+= 1
      cells = pass.elements.compactMap { element in
        let key: _MasonryCell<ID>.Key
        switch element.kind {
        case .item:
          guard let id = feed.id(at: element.path) else { return nil }
          key = .item(id)
        case .header: key = .header(element.path.section)
        case .footer: key = .footer(element.path.section)
        }
        return _MasonryCell(
          id: key, path: element.path, frame: CGRect(element.frame),
          zIndex: Double(element.zIndex))
      }
      return pass
    }

    private func add(_ move: Point) {
      guard move != .zero else { return }
      adjustment = Point(x: adjustment.x + move.x, y: adjustment.y + move.y)
      adjustmentCount &+= 1
    }

    /// Each id's first place in a list with duplicates.
    private static func firstPaths(_ ids: [[ID]]) -> [ID: ItemPath] {
      var paths: [ID: ItemPath] = [:]
      for (section, list) in ids.enumerated() {
        for (item, id) in list.enumerated() where paths[id] == nil {
          paths[id] = ItemPath(section: section, item: item)
        }
      }
      return paths
    }
  }
#endif
