// Positions along a feed's flow for the scenarios that scroll a feed on
// either axis and in either direction: what a vertical feed measures in y,
// a horizontal one in x, from the right on a right-to-left shelf.

import LayoutGeometry
import UIKit

/// Positions along a feed's flow, measured from its start whatever the
/// axis and direction (a horizontal feed right to left starts at the
/// content's right), and across it.
@MainActor
struct ScenarioFlow {
  let axis: LayoutGeometry.Axis
  let rightToLeft: Bool
  let collectionView: UICollectionView

  /// Whether the flow runs against the physical axis (right to left).
  private var reversed: Bool { axis == .horizontal && rightToLeft }
  /// The content's length along the flow.
  var contentLength: CGFloat {
    axis == .vertical ? collectionView.contentSize.height : collectionView.contentSize.width
  }
  /// The bounds' length along the flow.
  var viewportLength: CGFloat {
    axis == .vertical ? collectionView.bounds.height : collectionView.bounds.width
  }
  /// Where the bounds' leading edge is along the flow.
  var offset: CGFloat {
    let offset = collectionView.contentOffset
    if axis == .vertical { return offset.y }
    return reversed ? contentLength - viewportLength - offset.x : offset.x
  }
  /// Where a frame's leading edge is along the flow.
  func start(of frame: CGRect) -> CGFloat {
    if axis == .vertical { return frame.minY }
    return reversed ? contentLength - frame.maxX : frame.minX
  }
  /// Where a frame starts across the flow (its columns).
  func cross(of frame: CGRect) -> CGFloat { axis == .vertical ? frame.minX : frame.minY }
  /// Scrolls to `flowOffset` along the flow, clamped to the content.
  func scroll(to flowOffset: CGFloat) {
    let clamped = min(max(flowOffset, 0), max(contentLength - viewportLength, 0))
    collectionView.contentOffset =
      axis == .vertical
      ? CGPoint(x: 0, y: clamped)
      : CGPoint(x: reversed ? contentLength - viewportLength - clamped : clamped, y: 0)
  }
}
