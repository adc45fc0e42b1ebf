// Alpha and scale that fall off away from the reference point, one type
// for both engines: iCarousel's fade (`alphaForItemWithOffset:` with its
// `fadeMin`, `fadeMax`, `fadeRange` and `fadeMinAlpha` options), plus the
// scale the wheel's side items shrink by, as UPCarousel's do.

/// How an item's alpha and scale fall off with its offset from the
/// reference point: the fade of ``Wheel`` and ``Carousel`` alike.
///
/// An item's *offset* is its index minus the scroll position, in items:
/// negative before the reference point, positive after it (a carousel's
/// ``Carousel/Item/offset``; on a wheel, its wheel angle divided by the
/// angle per item, before a right-to-left mirror). Items whose offset lies
/// in ``minimumOffset`` `...` ``maximumOffset`` are opaque and full size;
/// past a bound, both fall linearly over ``range`` items to
/// ``minimumAlpha`` and ``minimumScale``, and stay there beyond. With `d`
/// how far the offset lies past the bound:
///
///     t = clamp(d / range, 0, 1)
///     alpha = 1 - t · (1 - minimumAlpha)
///     scale = 1 - t · (1 - minimumScale)
///
/// This is iCarousel's fade exactly (an offset above `maximumOffset` is
/// measured from it first, so a `minimumOffset` above `maximumOffset`, which
/// iCarousel allows, applies both rules), plus the scale. The scale shrinks
/// an item about its own centre, so it always stays within its unscaled
/// shape.
///
///     // Items more than two places from the top fade out over one more,
///     // shrinking to 0.7 of their size.
///     var configuration = Wheel.Configuration()
///     configuration.fade = Fade(minimumOffset: -2, maximumOffset: 2, minimumScale: 0.7)
///
/// A fade is plain data: every field may be set to anything, and the
/// engine's `validate()` checks it (the bounds not NaN, ``range`` finite and
/// positive, ``minimumAlpha`` in `0...1`, ``minimumScale`` above 0 and at
/// most 1), naming the field `fade`.
public struct Fade: Hashable, Sendable {
  /// The lowest offset at which an item is opaque and full size; `-infinity`
  /// (the default) for no fade before the reference point.
  public var minimumOffset: Double

  /// The highest offset at which an item is opaque and full size;
  /// `infinity` (the default) for no fade after the reference point.
  public var maximumOffset: Double

  /// How many items past a bound the fade takes to reach ``minimumAlpha``
  /// and ``minimumScale``; 1 by default. Valid when finite and positive.
  public var range: Double

  /// The alpha of an item ``range`` items or more past a bound; 0 by
  /// default, so that a fully faded item is not shown. Valid in `0...1`.
  public var minimumAlpha: Double

  /// The scale of an item ``range`` items or more past a bound; 1 by
  /// default, which leaves the size alone. Valid above 0 and at most 1, so
  /// that an item keeps an area and stays within its unscaled shape.
  public var minimumScale: Double

  /// Creates a fade; every parameter has a default, and none is checked
  /// until an engine uses the fade.
  ///
  /// - Parameters:
  ///   - minimumOffset: The lowest offset that is opaque and full size;
  ///     `-infinity` by default.
  ///   - maximumOffset: The highest offset that is opaque and full size;
  ///     `infinity` by default.
  ///   - range: How many items past a bound the fade takes; 1 by default.
  ///   - minimumAlpha: The alpha the fade ends at; 0 by default.
  ///   - minimumScale: The scale the fade ends at; 1 by default.
  public init(
    minimumOffset: Double = -.infinity, maximumOffset: Double = .infinity, range: Double = 1,
    minimumAlpha: Double = 0, minimumScale: Double = 1
  ) {
    self.minimumOffset = minimumOffset
    self.maximumOffset = maximumOffset
    self.range = range
    self.minimumAlpha = minimumAlpha
    self.minimumScale = minimumScale
  }

  /// No fade: every item opaque and full size, at every offset.
  public static let disabled = Fade()

  /// The alpha of an item at an offset.
  ///
  ///     Fade(maximumOffset: 0).alpha(forOffset: 0.25)   // 0.75: a time machine's
  ///
  /// - Parameter offset: The item's offset from the reference point, in
  ///   items. NaN reads as lying between the bounds, and gives 1.
  /// - Returns: A value in `minimumAlpha...1` for a valid fade.
  public func alpha(forOffset offset: Double) -> Double {
    // The maximum keeps the promised range where `1 - (1 - m)` rounds
    // below `m` (0.09999999999999998 for 0.1).
    Swift.max(1 - progress(atOffset: offset) * (1 - minimumAlpha), minimumAlpha)
  }

  /// The scale of an item at an offset, about the item's centre.
  ///
  /// - Parameter offset: The item's offset from the reference point, in
  ///   items. NaN reads as lying between the bounds, and gives 1.
  /// - Returns: A value in `minimumScale...1` for a valid fade.
  public func scale(forOffset offset: Double) -> Double {
    // `1 - (1 - m)` rounds to 0 for a minimum below half an ulp of 1 (a
    // valid 5e-324, say): the maximum keeps the scale positive.
    Swift.max(1 - progress(atOffset: offset) * (1 - minimumScale), minimumScale)
  }

  /// `t`, how far the fade has gone at an offset, in `0...1`:
  /// iCarousel's `MIN(factor, fadeRange) / fadeRange`, with `factor` the
  /// distance past `maximumOffset`, else past `minimumOffset`, else 0.
  @inline(__always)
  func progress(atOffset offset: Double) -> Double {
    var beyond = 0.0
    if offset > maximumOffset {
      beyond = offset - maximumOffset
    } else if offset < minimumOffset {
      beyond = minimumOffset - offset
    }
    return Swift.min(beyond, range) / range
  }
}
