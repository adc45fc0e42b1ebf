// The custom style's hook: iCarousel's delegate method
// `carousel:itemTransformForOffset:baseTransform:` as a protocol, so that a
// custom carousel is a value like any other.

import LayoutGeometry

/// The transform and opacity of a custom carousel style, as a function of
/// an item's offset from the centre.
///
/// iCarousel's `iCarouselTypeCustom` asks its delegate for
/// `carousel:itemTransformForOffset:baseTransform:`; here the delegate is a
/// value of your own type, given to ``Carousel/init(itemSize:custom:)``:
///
///     struct Staircase: CarouselTransform {
///       var step = 80.0
///       func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
///         base.translatedBy(x: offset * step, y: offset * step / 2, z: -abs(offset) * 40)
///       }
///       func alpha(forOffset offset: Double) -> Double { abs(offset) < 3 ? 1 : 0 }
///     }
///     let carousel = try Carousel(itemSize: Size(width: 120, height: 160), custom: Staircase())
///
/// The carousel calls both methods once per candidate item in every query
/// (the ``Carousel/visibleItemLimit`` items nearest the centre), with the
/// item's ``Carousel/Item/offset``. Both must be pure functions of their
/// arguments: the carousel is a value that answers the same query the same
/// way, on any thread, so the type is `Sendable`; and it is `Hashable` so
/// that the carousel is.
///
/// An item whose transform has a NaN or infinite entry, or whose alpha is
/// NaN or infinite, is left out: it is not returned, not hit, and has no
/// ``Carousel/item(_:in:itemCount:coverFlowToggle:)``. A finite alpha outside `0 ... 1`
/// is clamped into it.
public protocol CarouselTransform: Hashable, Sendable {
  /// The transform of the item at `offset` items from the centre, built on
  /// `base`.
  ///
  /// `base` is iCarousel's base transform: the identity with
  /// ``/LayoutGeometry/Transform3D/m34`` set to the carousel's ``Carousel/perspective``,
  /// translated by minus its ``Carousel/viewpointOffset``. Apply your steps
  /// to it with ``/LayoutGeometry/Transform3D/translatedBy(x:y:z:)``,
  /// ``/LayoutGeometry/Transform3D/rotated(by:aroundX:y:z:)`` and
  /// ``/LayoutGeometry/Transform3D/scaledBy(x:y:z:)``, which put each step before the
  /// transform so far, as Core Animation's functions do, so iCarousel
  /// delegate code reads the same. The result is about the item's centre,
  /// which stands at the viewport's centre (plus
  /// ``Carousel/centerOffset``).
  ///
  /// - Parameters:
  ///   - offset: The item's position relative to the centre, in items
  ///     (negative before it); see ``Carousel/Item/offset``.
  ///   - base: The base transform, perspective included.
  /// - Returns: The item's transform.
  func transform(forOffset offset: Double, base: Transform3D) -> Transform3D

  /// The item's opacity at `offset` items from the centre, before the
  /// carousel's fade: the two are multiplied.
  ///
  /// The default implementation returns 1.
  ///
  /// - Parameter offset: The item's position relative to the centre, in
  ///   items.
  /// - Returns: An opacity, normally in `0 ... 1`.
  func alpha(forOffset offset: Double) -> Double
}

extension CarouselTransform {
  /// Returns 1: a custom style is opaque unless it says otherwise, and
  /// only the carousel's ``Carousel/fade`` makes
  /// its items transparent.
  ///
  /// - Parameter offset: The item's position relative to the centre.
  /// - Returns: 1.
  public func alpha(forOffset offset: Double) -> Double { 1 }
}

/// A custom transform kept by a carousel: the value, compared and hashed
/// as itself, so that two carousels with equal custom transforms are equal.
struct _CustomTransform: Hashable, Sendable {
  /// The host's transform.
  let value: any CarouselTransform

  static func == (lhs: _CustomTransform, rhs: _CustomTransform) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(value))
  }
}
