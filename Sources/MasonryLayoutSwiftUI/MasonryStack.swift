// The eager masonry: a SwiftUI `Layout` that measures every subview at its
// column width and places it where the engine says. For a few dozen items;
// a long feed is `LazyMasonry`'s.

#if canImport(SwiftUI)
  import LayoutGeometry
  import MasonryLayout
  import SwiftUI

  /// A masonry of a few dozen views, each measured at its column width and
  /// placed in the shortest column: SwiftUI's `Layout` over the engine.
  ///
  ///     MasonryStack(columns: .fixed(2), spacing: 8) {
  ///       ForEach(notes) { NoteCard($0) }
  ///     }
  ///
  /// Every subview is measured (`sizeThatFits` with the column width
  /// proposed and the height left open, or the reverse on the horizontal
  /// axis) each time the stack is laid out at a new width, so the cost is
  /// linear in the subviews: use ``LazyMasonry`` for a long feed.
  /// Requires iOS 16, macOS 13, tvOS 16, watchOS 9 or visionOS 1 (SwiftUI's
  /// `Layout`).
  ///
  /// Items are placed left to right; in a right-to-left environment SwiftUI
  /// mirrors a layout's placement, so the first column is then on the
  /// right. A subview that measures a NaN, infinite or negative length is
  /// sanitised by the engine's rules (0).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct MasonryStack: Layout {
    /// How many columns: `.fixed(n)`, `.adaptive(minimumWidth:maximumCount:)`
    /// or `.fixedWidth(_:)`, the engine's rule.
    public var columns: Masonry.Columns

    /// The gap between columns and between the items of a column.
    public var spacing: CGFloat

    /// The scroll axis: columns on `.vertical` (the default), rows on
    /// `.horizontal`.
    public var axis: LayoutGeometry.Axis

    /// Creates a stack.
    ///
    /// - Parameters:
    ///   - columns: The column rule; an invalid one (`.fixed(0)`, a
    ///     minimum width that is not positive) lays out as one column.
    ///   - spacing: The gap between columns and between items; a negative
    ///     or non-finite one reads as 0.
    ///   - axis: The flow's axis.
    public init(
      columns: Masonry.Columns = .fixed(2), spacing: CGFloat = 8,
      axis: LayoutGeometry.Axis = .vertical
    ) {
      self.columns = columns
      self.spacing = spacing
      self.axis = axis
    }

    /// The layout of the last breadth, kept between sizing and placing.
    public struct Cache {
      var masonry: Masonry?
      var breadth: Double?
    }

    /// Creates an empty cache.
    ///
    /// - Complexity: O(1).
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Forgets the layout: the subviews changed.
    ///
    /// - Complexity: O(1).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
      cache = Cache()
    }

    /// The stack's size for a proposal: the proposed breadth (10 points
    /// when unspecified, as SwiftUI's stacks treat an open width) and the
    /// engine's content length.
    ///
    /// - Complexity: O(*n*) subview measurements and the engine's layout,
    ///   once per breadth.
    public func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
      let size = proposal.replacingUnspecifiedDimensions()
      let breadth = Double(axis == .vertical ? size.width : size.height)
      let masonry = layout(breadth: breadth, subviews: subviews, cache: &cache)
      return CGSize(width: masonry.contentSize.width, height: masonry.contentSize.height)
    }

    /// Places each subview at its frame, proposing its frame's size.
    ///
    /// - Complexity: O(*n*), plus the layout when the breadth is new.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      let breadth = Double(axis == .vertical ? bounds.width : bounds.height)
      let masonry = layout(breadth: breadth, subviews: subviews, cache: &cache)
      for (index, subview) in subviews.enumerated() {
        guard let frame = masonry.frame(ofItemAt: index) else { continue }
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading,
          proposal: ProposedViewSize(width: frame.size.width, height: frame.size.height))
      }
    }

    /// The engine laid out at `breadth`, from the cache when it has it.
    func layout(breadth: Double, subviews: Subviews, cache: inout Cache) -> Masonry {
      if let masonry = cache.masonry, cache.breadth == breadth { return masonry }
      var configuration = Masonry.Configuration(columns: columns)
      let gap = Double(spacing)
      configuration.columnSpacing = gap.isFinite && gap > 0 ? gap : 0
      configuration.rowSpacing = configuration.columnSpacing
      configuration.axis = axis
      let masonry =
        (try? Masonry(configuration: configuration))
        ?? (try! Masonry(configuration: Masonry.Configuration(columns: .fixed(1), axis: axis)))
      var laidOut = masonry
      _ = laidOut.prepare(
        width: breadth, itemCount: subviews.count,
        heights: _SubviewLengths(subviews: subviews, axis: axis))
      cache = Cache(masonry: laidOut, breadth: breadth)
      return laidOut
    }
  }

  /// Each subview's length along the flow for a breadth: its
  /// `sizeThatFits` with the breadth proposed and the length left open.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct _SubviewLengths: MasonryHeightProvider {
    let subviews: LayoutSubviews
    let axis: LayoutGeometry.Axis

    func height(forItemAt index: Int, width: Double) -> Double {
      Double(subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
    }

    func length(forItemAt index: Int, breadth: Double, axis: LayoutGeometry.Axis) -> Double {
      guard axis == .horizontal else { return height(forItemAt: index, width: breadth) }
      return Double(
        subviews[index].sizeThatFits(ProposedViewSize(width: nil, height: breadth)).width)
    }

    var coveredItemCount: Int? { subviews.count }
  }
#endif
