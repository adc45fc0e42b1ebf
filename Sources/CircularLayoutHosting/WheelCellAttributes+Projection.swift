// A wheel cell's rotation and scale as a host without Core Animation
// applies it: about the cell's top-left corner, in the same planar form
// as a carousel cell's, so one drawing path serves both engines.

import LayoutGeometry

extension WheelCellAttributes {
  /// The cell's ``transform`` (about its centre) as a planar projection
  /// about its top-left corner: SwiftUI's `projectionEffect`, for a view
  /// of ``size`` whose centre is placed at ``center``.
  ///
  /// With `c = (w/2, h/2)` and `A` the transform, a point `p` measured from
  /// the corner lands at `A(p - c) + c`: the linear part is `A`'s, the
  /// translation `c - A(c)`; the projective column is the identity's.
  ///
  /// - Complexity: O(1)
  public var projectionAboutOrigin: ProjectiveTransform {
    let t = transform
    let cx = size.width / 2
    let cy = size.height / 2
    return ProjectiveTransform(
      m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0,
      m31: t.tx + cx - (t.a * cx + t.c * cy), m32: t.ty + cy - (t.b * cx + t.d * cy), m33: 1)
  }
}
