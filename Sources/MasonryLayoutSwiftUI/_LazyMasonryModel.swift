// The state a LazyMasonry keeps between its bodies: a
// VirtualizedMasonryFeed (the feed, the virtualizer, the cells, the offset
// adjustments still to apply), held on the main actor and observed.
// Every decision is the hosting module's; this converts types and tells
// the views when the cells or the adjustment changed.

#if canImport(SwiftUI) && (!canImport(UIKit) || os(watchOS))
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting
  import SwiftUI

  /// One built element, as the view's `ForEach` names it: the hosting
  /// module's cell with its frame in CoreGraphics' type.
  struct _MasonryCell<ID: Hashable & Sendable>: Identifiable {
    typealias Key = VirtualizedMasonryFeed<ID>.Cell.Key

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
    /// The decisions, and the state they are made from.
    @ObservationIgnored private var state = VirtualizedMasonryFeed<ID>()
    @ObservationIgnored private(set) var cells: [_MasonryCell<ID>] = []
    /// Changes whenever the cells do.
    private(set) var revision = 0
    /// Changes with each offset adjustment not yet applied, for
    /// `onChange`.
    private(set) var adjustmentCount = 0

    /// The viewport last reported.
    var viewport: Rect { state.viewport }

    /// Brings the state to the view's data and settings (see
    /// `VirtualizedMasonryFeed.sync`).
    func sync(
      ids: [[ID]], configuration: Masonry.Configuration, pinsHeaders: Bool, overscan: Double,
      height: (ID, Double) -> Double, header: (Int, Double) -> Double,
      footer: (Int, Double) -> Double
    ) {
      state.sync(
        sections: ids, configuration: configuration, pinsHeaders: pinsHeaders,
        overscan: overscan, height: height, headerHeight: header, footerHeight: footer)
      publish()
    }

    /// Records a scroll; returns the pass, whose hints and end the view
    /// reports.
    func scroll(to viewport: Rect) -> MasonryVirtualizer.Pass? {
      let pass = state.scroll(to: viewport)
      publish()
      return pass
    }

    /// A cell's measured length.
    func measured(_ length: CGFloat, of id: ID, at path: ItemPath) {
      guard state.setMeasuredLength(Double(length), of: id, at: path) != nil else { return }
      publish()
    }

    /// The offset adjustment not yet applied, cleared.
    func takeAdjustment() -> Point { state.takeAdjustment() }

    /// The offset that shows an item, aligned to the top.
    func offset(showing id: ID) -> CGPoint? {
      state.contentOffset(showing: id).map { CGPoint($0) }
    }

    /// The id of the item at a path, and where the view's data has it.
    func source(of path: ItemPath) -> (id: ID, path: ItemPath)? { state.source(of: path) }

    var contentSize: CGSize { CGSize(state.contentSize) }

    /// Converts the cells when the state computed them again, and sets
    /// the observed counts only when they changed.
    private func publish() {
      if revision != state.revision {
        cells = state.cells.map {
          _MasonryCell(id: $0.id, path: $0.path, frame: CGRect($0.frame), zIndex: $0.zIndex)
        }
        revision = state.revision
      }
      if adjustmentCount != state.adjustmentCount { adjustmentCount = state.adjustmentCount }
    }
  }
#endif
