// The layout a LazyMasonry cell's SwiftUI content sits in: it fixes the
// column's breadth and decides the length along the flow by the one rule
// (MasonryLayoutHosting's SelfSizedLength), from the content measured at
// the item's estimate and at its ideal length. UIKit sizes a hosting
// configuration's cell by proposing no length along an axis it fits, so
// this is where an estimate meets the content.

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import LayoutGeometry
  import MasonryLayoutHosting
  import SwiftUI

  /// The layout of a feed cell's content: the breadth proposed, and along
  /// the flow the longer of the content at the estimate and its ideal
  /// length, so that content longer than its estimate is never cut and
  /// content with no length of its own takes the estimate. Proposed a
  /// length (the cell's own, once UIKit has sized it), the content fills
  /// it.
  ///
  /// Content of several views (a view builder's list, a `ForEach`) is
  /// stacked along the flow with no spacing, as a `VStack(spacing: 0)` of
  /// them, each at its ideal length (the estimate is for one view); no
  /// view takes no room.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  struct FeedCellContentLayout: Layout {
    /// The feed's axis: the flow runs down a vertical feed.
    var axis: LayoutGeometry.Axis
    /// The item's estimated length along the flow; `nil` for none.
    var estimate: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard subviews.count == 1, let content = subviews.first else {
        return stackSize(proposal: proposal, subviews: subviews)
      }
      let vertical = axis == .vertical
      let breadth = vertical ? proposal.width : proposal.height
      func size(along length: CGFloat?) -> CGSize {
        content.sizeThatFits(
          vertical
            ? ProposedViewSize(width: breadth, height: length)
            : ProposedViewSize(width: length, height: breadth))
      }
      // Proposed a length (the cell's own, once sized), the content fills
      // it.
      if let length = vertical ? proposal.height : proposal.width {
        let given = size(along: length)
        let across = breadth ?? (vertical ? given.width : given.height)
        return vertical
          ? CGSize(width: across, height: length) : CGSize(width: length, height: across)
      }
      let atEstimate = size(along: estimate)
      let ideal = size(along: nil)
      let flow = { (size: CGSize) in Double(vertical ? size.height : size.width) }
      let length = CGFloat(
        SelfSizedLength.resolved(
          atEstimate: flow(atEstimate), ideal: flow(ideal), estimate: estimate.map(Double.init)))
      let across = breadth ?? (vertical ? ideal.width : ideal.height)
      return vertical
        ? CGSize(width: across, height: length) : CGSize(width: length, height: across)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      guard subviews.count > 1 else {
        subviews.first?.place(
          at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        return
      }
      let vertical = axis == .vertical
      var origin = bounds.origin
      for content in subviews {
        let size = content.sizeThatFits(
          idealAlongFlow(breadth: vertical ? bounds.width : bounds.height))
        content.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
        if vertical { origin.y += size.height } else { origin.x += size.width }
      }
    }

    /// Several views (or none) stacked along the flow, each at its ideal
    /// length at the breadth.
    private func stackSize(proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
      let vertical = axis == .vertical
      let breadth = vertical ? proposal.width : proposal.height
      var length: CGFloat = 0
      var across: CGFloat = 0
      for content in subviews {
        let size = content.sizeThatFits(idealAlongFlow(breadth: breadth))
        length += vertical ? size.height : size.width
        across = Swift.max(across, vertical ? size.width : size.height)
      }
      let width = vertical ? (breadth ?? across) : (proposal.width ?? length)
      let height = vertical ? (proposal.height ?? length) : (breadth ?? across)
      return CGSize(width: width, height: height)
    }

    /// The proposal of a breadth and no length along the flow.
    private func idealAlongFlow(breadth: CGFloat?) -> ProposedViewSize {
      axis == .vertical
        ? ProposedViewSize(width: breadth, height: nil)
        : ProposedViewSize(width: nil, height: breadth)
    }
  }
#endif
