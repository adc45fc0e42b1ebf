// Invariants are code, as in swift-collections' `_checkInvariants()`: the
// checks compile into debug builds (and any build with
// `-DLAYOUT_INTERNAL_CHECKS`), and release builds get an empty body.

import LayoutGeometry

extension Carousel {
  #if DEBUG || LAYOUT_INTERNAL_CHECKS
    /// Traps if the carousel breaks one of its invariants; for tests.
    ///
    /// Underscored because it is for the package's own tests (and yours,
    /// if you build carousels in unusual ways), not for use in an app. It
    /// checks that:
    ///
    /// - ``configuration`` passes ``Configuration/validate()``;
    /// - a custom transform is kept exactly when the style is
    ///   ``Style/custom``;
    /// - the values in effect (``spacing``, ``tilt``, ``arc``, ``fade``,
    ///   the distance per item) are within their rules;
    /// - the scroll model's reading of one item and of the most the
    ///   carousel lays out (``maximumItemCount``), in an empty viewport and
    ///   in one ``maximumLength`` long, is finite, with a positive distance
    ///   per item and a last stop within the items.
    ///
    /// Every public way of making or changing a carousel keeps these, so
    /// a failure is a bug in the package.
    ///
    /// - Complexity: O(1)
    package func _checkInvariants() {
      do {
        try configuration.validate()
      } catch {
        preconditionFailure("Carousel configuration is invalid: \(error)")
      }
      precondition(
        (style == .custom) == (_custom != nil),
        "Carousel style \(style) and its custom transform disagree")
      precondition(spacing.isFinite && tilt.isFinite, "Carousel spacing or tilt is not finite")
      precondition(arc.isFinite && arc != 0, "Carousel arc \(arc) is invalid")
      precondition(fade._invalidField == nil, "Carousel fade \(fade) is invalid")
      let distance = distancePerItem
      precondition(
        distance.isFinite && distance > 0 && distance <= Carousel.maximumLength,
        "Carousel distance per item \(distance) is out of range")
      _checkScrollTracks("Carousel", alwaysTurns: true)
    }
  #else
    /// Traps if the carousel breaks one of its invariants; for tests.
    ///
    /// In this build (neither `DEBUG` nor `LAYOUT_INTERNAL_CHECKS`) the
    /// checks are compiled out and the call does nothing.
    ///
    /// - Complexity: O(1)
    @inlinable @inline(__always)
    package func _checkInvariants() {}
  #endif
}
