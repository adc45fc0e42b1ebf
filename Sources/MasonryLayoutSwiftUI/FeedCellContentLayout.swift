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
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  struct FeedCellContentLayout: Layout {
    /// The feed's axis: the flow runs down a vertical feed.
    var axis: LayoutGeometry.Axis
    /// The item's estimated length along the flow; `nil` for none.
    var estimate: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions() }
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
      for content in subviews {
        content.place(
          at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
#endif
