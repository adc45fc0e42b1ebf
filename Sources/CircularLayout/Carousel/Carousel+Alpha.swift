// Opacity: iCarousel's fade (`alphaForItemWithOffset:`). A custom style's
// own alpha is multiplied with it where each item is placed
// (Carousel+Visibility.swift).

extension Carousel {
  /// The fade's four values in force, read once per query.
  struct _Fade {
    /// Items below this offset fade.
    var minimum: Double
    /// Items above this offset fade.
    var maximum: Double
    /// Over how many items.
    var range: Double
    /// The alpha the fade ends at.
    var minimumAlpha: Double

    /// iCarousel's fade at offset `o`: 1 between `minimum` and `maximum`,
    /// falling linearly to `minimumAlpha` over `range` items beyond either,
    /// and holding there.
    ///
    /// With `f` the distance beyond (`o - maximum` above, `minimum - o`
    /// below, else 0): `1 - min(f, range) / range · (1 - minimumAlpha)`.
    /// The time machine (``Style/timeMachine``, `maximum` 0) fades the
    /// items in front of the current one: offset 0.25 has alpha 0.75, and
    /// offset 1 and beyond alpha 0. The infinite defaults never fade.
    func alpha(atOffset o: Double) -> Double {
      var beyond = 0.0
      if o > maximum {
        beyond = o - maximum
      } else if o < minimum {
        beyond = minimum - o
      }
      return 1 - Swift.min(beyond, range) / range * (1 - minimumAlpha)
    }
  }

  /// The fade in force.
  var fade: _Fade {
    _Fade(minimum: fadeMin, maximum: fadeMax, range: fadeRange, minimumAlpha: fadeMinAlpha)
  }
}
