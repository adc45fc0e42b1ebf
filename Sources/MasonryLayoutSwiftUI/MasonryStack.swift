// The eager masonry: a SwiftUI `Layout` that measures every subview at its
// column width and places it where the engine says. For a few dozen items;
// a long feed is `LazyMasonry`'s. Every decision is MasonryStackLayout's,
// in the hosting module; this converts SwiftUI's types and calls it.

#if canImport(SwiftUI)
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting
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
  /// sanitised by the engine's rules (0); a NaN, infinite or negative
  /// proposed width (across the lanes) lays out as a zero-wide stack.
  ///
  /// Every decision (the configuration, the breadth, the cache, the
  /// frames) is made by platform-free code of the package's own, in
  /// `MasonryLayoutHosting`, where it is tested; this type converts
  /// SwiftUI's types.
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
    ///     minimum width that is not finite and positive) lays out as one
    ///     column.
    ///   - spacing: The gap between columns and between items; a negative
    ///     or non-finite one reads as 0, one above `Masonry.maximumLength`
    ///     as that maximum.
    ///   - axis: The flow's axis.
    public init(
      columns: Masonry.Columns = .fixed(2), spacing: CGFloat = 8,
      axis: LayoutGeometry.Axis = .vertical
    ) {
      self.columns = columns
      self.spacing = spacing
      self.axis = axis
    }

    /// The platform-free layout that decides everything: the engine's
    /// configuration, the breadth, the cache and the frames.
    var core: MasonryStackLayout {
      MasonryStackLayout(columns: columns, spacing: Double(spacing), axis: axis)
    }

    /// The layout of the last breadth, kept between sizing and placing.
    public struct Cache {
      var core = MasonryStackLayout.Cache()
    }

    /// Creates an empty cache.
    ///
    /// - Complexity: O(1).
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Forgets the layout: the subviews changed. (A layout is otherwise
    /// reused while the breadth, the subview count and the settings stay.)
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
      let size = core.sizeThatFits(
        proposedWidth: proposal.width.map(Double.init),
        proposedHeight: proposal.height.map(Double.init), itemCount: subviews.count,
        cache: &cache.core
      ) { Self.size(of: subviews[$0], width: $1, height: $2) }
      return CGSize(size)
    }

    /// Places each subview at its frame, proposing its frame's size.
    ///
    /// - Complexity: O(*n*), plus the layout when the breadth is new.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      core.placeItems(
        in: Rect(bounds), itemCount: subviews.count, cache: &cache.core,
        measure: { Self.size(of: subviews[$0], width: $1, height: $2) },
        place: { index, frame in
          subviews[index].place(
            at: CGPoint(frame.origin), anchor: .topLeading,
            proposal: ProposedViewSize(CGSize(frame.size)))
        })
    }

    /// A subview's size for a proposal, `nil` for an open dimension.
    static func size(of subview: LayoutSubview, width: Double?, height: Double?) -> Size {
      let proposal = ProposedViewSize(
        width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
      return Size(subview.sizeThatFits(proposal))
    }
  }
#endif
