// The fade written out plainly from iCarousel's `alphaForItemWithOffset:`
// (its `fadeMin`, `fadeMax`, `fadeRange` and `fadeMinAlpha` options), with
// the scale beside the alpha, for the wheel's and the carousel's
// references. It knows nothing of `CircularLayout`'s `Fade`: the tests
// translate.

/// How alpha and scale fall off with an item's offset from the reference
/// point, as the references compute it.
public struct ReferenceFade: Sendable, CustomStringConvertible {
  /// Below this offset items fade (`fadeMin`).
  public var minimumOffset: Double
  /// Above this offset items fade (`fadeMax`), checked first.
  public var maximumOffset: Double
  /// Over how many items (`fadeRange`).
  public var range: Double
  /// The alpha the fade ends at (`fadeMinAlpha`).
  public var minimumAlpha: Double
  /// The scale the fade ends at.
  public var minimumScale: Double

  /// Creates a fade.
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

  /// A description to print with a failing seed.
  public var description: String {
    "fade \(minimumOffset)...\(maximumOffset) over \(range) to alpha \(minimumAlpha), "
      + "scale \(minimumScale)"
  }

  /// iCarousel's factor: how far past `fadeMax` the offset lies, else
  /// past `fadeMin`, else 0, over the range, at most 1.
  public func fraction(offset: Double) -> Double {
    var factor = 0.0
    if offset > maximumOffset {
      factor = offset - maximumOffset
    } else if offset < minimumOffset {
      factor = minimumOffset - offset
    }
    return min(factor, range) / range
  }

  /// The alpha at an offset: `1 - t · (1 - minimumAlpha)`, and never
  /// below `minimumAlpha`, the range the engines document. (For a minimum
  /// below half an ulp of 1, such as `leastNormalMagnitude`, the formula
  /// alone rounds a fully faded item's alpha to 0, and would hide an item
  /// the fade says to show, faintly.)
  public func alpha(offset: Double) -> Double {
    max(1.0 - fraction(offset: offset) * (1.0 - minimumAlpha), minimumAlpha)
  }

  /// The scale at an offset: `1 - t · (1 - minimumScale)`, and never below
  /// `minimumScale`, as the alpha.
  public func scale(offset: Double) -> Double {
    max(1.0 - fraction(offset: offset) * (1.0 - minimumScale), minimumScale)
  }
}
