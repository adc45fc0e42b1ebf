// A carousel cell's 3D transform as a host without Core Animation applies
// it: about the cell's top-left corner rather than its centre, and flat
// (the depth a layer keeps for sorting is the zIndex's job here).

import LayoutGeometry

extension CarouselCellAttributes {
  /// The cell's ``transform`` as a planar projection about its top-left
  /// corner: SwiftUI's `projectionEffect`, for a view of ``size`` whose
  /// centre is placed at ``center``.
  ///
  /// A point `(x, y)` of the cell, measured from its top-left corner, is
  /// `(x - w/2, y - h/2, 0)` about its centre; Core Animation draws it at
  /// `(X / W, Y / W)` from the centre, with `[x - w/2, y - h/2, 0, 1] · M =
  /// [X Y Z W]`. Since the cell's plane has `z = 0`, the third row and
  /// column of `M` drop out, and moving the origin to the corner on both
  /// sides gives, with `a = w/2` and `b = h/2`:
  ///
  ///     row 1: m11 + a·m14,  m12 + b·m14,  m14
  ///     row 2: m21 + a·m24,  m22 + b·m24,  m24
  ///     row 3: m41 + a·m44 - a·r11 - b·r21,  m42 + b·m44 - a·r12 - b·r22,
  ///            m44 - a·m14 - b·m24
  ///
  /// where `r11 r12` and `r21 r22` are rows 1 and 2's first two entries;
  /// so the cell's corners land where Core Animation puts them, on the
  /// engine's outline, as long as they are in front of the eye (a host
  /// hides an item whose outline the eye plane cuts: a planar projection
  /// cannot draw it).
  ///
  /// - Complexity: O(1)
  public var projectionAboutOrigin: ProjectiveTransform {
    let t = transform
    let a = size.width / 2
    let b = size.height / 2
    let r11 = t.m11 + a * t.m14
    let r12 = t.m12 + b * t.m14
    let r21 = t.m21 + a * t.m24
    let r22 = t.m22 + b * t.m24
    return ProjectiveTransform(
      m11: r11, m12: r12, m13: t.m14,
      m21: r21, m22: r22, m23: t.m24,
      m31: t.m41 + a * t.m44 - a * r11 - b * r21,
      m32: t.m42 + b * t.m44 - a * r12 - b * r22,
      m33: t.m44 - a * t.m14 - b * t.m24)
  }

  /// A Boolean value indicating whether every corner of the cell lies in
  /// front of the eye, so ``projectionAboutOrigin`` draws it whole.
  ///
  /// - Complexity: O(1)
  public var projectsWhole: Bool {
    let p = projectionAboutOrigin
    return [
      Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height),
      Point(x: 0, y: size.height),
    ].allSatisfy { p.applied(to: $0) != nil }
  }
}
