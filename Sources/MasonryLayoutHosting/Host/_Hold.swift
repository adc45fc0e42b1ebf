// What a hold keeps: the anchor a re-layout restored or a jump landed, and
// the viewport that tells the user's scroll from the host's own
// adjustments (MasonryHost+Holding.swift: how the host keeps it).

import LayoutGeometry
import MasonryLayout

/// The anchor a re-layout restored, held through the measured heights that
/// follow it: the anchor, and the viewport the last of them left (`nil`
/// until the first).
internal struct _Hold: Sendable {
  internal var anchor: SectionedMasonry.Anchor
  internal var viewport: Rect?
  /// Where the restore that set the hold asked the scroll view to rest,
  /// before the first measurement (``MasonryHost/_holdFrom(_:insets:)``):
  /// a scroll away from it ends the hold. Unlike `viewport` it reads no
  /// rounding (the place the scroll view rounded it to is the one shown),
  /// and only its origin (the bounds' size read when UIKit asks for the
  /// target offset may not be the one it shows).
  internal var restoredAt: Rect?
  /// The scroll view's adjusted insets where the hold was set (`nil` when
  /// the host was not told): with them, the host tells the scroll view
  /// stopping the offset at an end of the content from a scroll
  /// (``MasonryHost/_followHold(stoppedAt:)``).
  internal var insets: EdgeInsets?
  /// Whether a jump set it and the scroll view has not moved there yet
  /// (``MasonryHost/jump(to:alignment:bounds:insets:)``): that move is the
  /// jump's, not the user's scroll back.
  internal var landing = false
  /// Whether a jump set it (not a re-layout's restored anchor): at rest,
  /// the item goes back where the jump asked (``MasonryHost/closeGapsAtRest()``).
  internal var putsBack = false
  /// Whether the jump's scroll is animated: it lands at the rest that ends
  /// the animation, wherever that is (what UIKit does with an offset
  /// adjustment made on the way is undocumented: the animation may keep
  /// its end or move it), never on the way; a touch before that ends it
  /// (``MasonryHost/userTookTheScroll()``).
  internal var animated = false

  /// How far along the flow `viewport`'s origin is from where the held
  /// anchor's element stands as the hold asks (its start at the anchor's
  /// distance into the viewport), given where that element starts now.
  internal func offPlace(_ viewport: Rect, elementStart start: Double, axis: Axis) -> Double {
    let origin = axis == .vertical ? viewport.minY : viewport.minX
    return (start - anchor.distance) - origin
  }

  /// Whether `viewport` is the one the hold left: the user has not
  /// scrolled since (where the restore rests, when the host was told; a
  /// viewport the hold has not met yet is taken as it is, the first
  /// measurement following the re-layout at once). Its
  /// origin may differ by up to half a point: a scroll view rounds the
  /// offset it is given to its pixels, or outside a window to whole
  /// points, halves away from zero (so an offset of x.5 lands half a
  /// point off).
  internal func holds(_ viewport: Rect) -> Bool {
    guard let expected = self.viewport ?? restoredAt else { return true }
    func close(_ a: Double, _ b: Double) -> Bool {
      a == b || abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }
    func rounded(_ a: Double, _ b: Double) -> Bool {
      a == b || abs(a - b) <= 0.5 + 1e-9 * Swift.max(1, abs(a), abs(b))
    }
    return rounded(expected.minX, viewport.minX) && rounded(expected.minY, viewport.minY)
      && (self.viewport == nil
        || close(expected.size.width, viewport.size.width)
          && close(expected.size.height, viewport.size.height))
  }

  /// How far the scroll view's rounding moved `viewport` from the one the
  /// hold left (zero before the first): under half a point each way when
  /// ``holds(_:)``. An adjustment made from `viewport` takes it back, so
  /// that the roundings of a hold's adjustments never add up (outside a
  /// window a scroll view rounds its offset to whole points; ten
  /// measurements could have moved the held item by five).
  internal func rounding(of viewport: Rect) -> Point {
    guard let expected = self.viewport else { return .zero }
    let rounding = Point(x: viewport.minX - expected.minX, y: viewport.minY - expected.minY)
    // A viewport that is not finite (bad input) shows no rounding; its
    // difference would make the adjustment NaN.
    return rounding.x.isFinite && rounding.y.isFinite ? rounding : .zero
  }
}
