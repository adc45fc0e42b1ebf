// A stack's children as the engine's height provider: each child measured
// with its breadth proposed and its length along the flow left open.

import LayoutGeometry
import MasonryLayout

/// The lengths of an eager container's children, asked of its measuring
/// function: on the vertical axis the width is proposed and the height
/// read, on the horizontal axis the height proposed and the width read.
/// The engine sanitises what comes back.
internal struct _MeasuredLengths: MasonryHeightProvider {
  /// A child's size for a proposal (`nil` for an open dimension).
  let measure: (_ index: Int, _ proposedWidth: Double?, _ proposedHeight: Double?) -> Size

  /// The number of children.
  let itemCount: Int

  func height(forItemAt index: Int, width: Double) -> Double {
    measure(index, width, nil).height
  }

  func height(forItemAt index: Int, width breadth: Double, axis: Axis) -> Double {
    guard axis == .horizontal else { return height(forItemAt: index, width: breadth) }
    return measure(index, nil, breadth).width
  }

  var coveredItemCount: Int? { itemCount }
}
