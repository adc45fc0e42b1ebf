// Invariants are code, as in swift-collections' `_checkInvariants()`: the
// checks compile into debug builds (and any build with
// `-DLAYOUT_INTERNAL_CHECKS`), and release builds get an empty inlinable
// body that costs nothing.

import LayoutGeometry

extension Wheel {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    /// Traps if the wheel breaks one of its invariants; for tests.
    ///
    /// Underscored because it is for the package's own tests (and yours,
    /// if you build wheels in unusual ways), not for use in an app. The
    /// checks compile in debug builds and when `LAYOUT_INTERNAL_CHECKS` is
    /// defined; otherwise the call is empty. It checks that:
    ///
    /// - ``configuration`` passes ``Configuration/validate()``, and the
    ///   values derived from it (the angle per item, the anchor point)
    ///   are up to date;
    /// - the derived ``anglePerItem`` is finite and positive;
    /// - ``anchorPoint`` is finite;
    /// - the scroll model's reading of the most items the wheel lays out
    ///   (``maximumItemCount``), and of one item, in an empty viewport and
    ///   in one ``maximumLength`` long: content finite and at most
    ///   ``maximumLength`` long, a finite largest offset, a finite,
    ///   non-negative distance per item (positive under
    ///   ``ScrollModel-swift.enum/fixedDistancePerItem``), and a last
    ///   stop within the items.
    ///
    /// Every public way of making or changing a wheel keeps these, so a
    /// failure is a bug in the package.
    ///
    /// - Complexity: O(1)
    package func _checkInvariants() {
      do {
        try configuration.validate()
      } catch {
        preconditionFailure("Wheel configuration is invalid: \(error)")
      }
      precondition(_derived == Derived(configuration), "Wheel derived values are stale")
      let angle = anglePerItem
      precondition(angle.isFinite && angle > 0, "Wheel anglePerItem \(angle) is not positive")
      precondition(anchorPoint.isFinite, "Wheel anchorPoint \(anchorPoint) is not finite")
      // The tutorial's model stands still where its items fit.
      _checkScrollTracks("Wheel", alwaysTurns: scrollModel == .fixedDistancePerItem)
    }
  #else
    /// Traps if the wheel breaks one of its invariants; for tests.
    ///
    /// In this build (neither `DEBUG` nor `LAYOUT_INTERNAL_CHECKS`) the
    /// checks are compiled out and the call does nothing.
    ///
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    package func _checkInvariants() {}
  #endif
}
