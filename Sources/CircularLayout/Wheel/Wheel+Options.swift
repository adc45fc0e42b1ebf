// The options beyond the tutorial: where the wheel's centre lies, and which
// item lies in front. Wrap-around is a Boolean on `Wheel`; the falloff has
// its own file.

extension Wheel {
  /// The scroll direction, and the side of the viewport the wheel's centre
  /// lies on.
  ///
  /// In every orientation, with `C` the viewport's centre, `r` the radius
  /// and `ψ` an item's *wheel angle* (`(i - p) · anglePerItem`, growing with
  /// the index), the item at wheel angle 0 is centred in the viewport and
  /// unrotated, items of larger index lie further along the scroll
  /// direction (right, or down), and ``Item/angle`` is the rotation to
  /// apply to the cell in y-down coordinates, positive clockwise on screen
  /// (`CGAffineTransform(rotationAngle:)`):
  ///
  /// | Orientation | Pivot | Visual centre | `angle` |
  /// |---|---|---|---|
  /// | ``horizontalCenterBelow`` | `(C.x, C.y + r)` | `pivot + r · (sin ψ, -cos ψ)` | `ψ` |
  /// | ``horizontalCenterAbove`` | `(C.x, C.y - r)` | `pivot + r · (sin ψ, cos ψ)` | `-ψ` |
  /// | ``verticalCenterLeft`` | `(C.x - r, C.y)` | `pivot + r · (cos ψ, sin ψ)` | `ψ` |
  /// | ``verticalCenterRight`` | `(C.x + r, C.y)` | `pivot + r · (-cos ψ, sin ψ)` | `-ψ` |
  ///
  /// Cells stay upright at the top in all four: a vertical wheel turns
  /// them about a pivot to their side, so its default ``anglePerItem``
  /// uses the item's height, the extent along the scroll axis.
  public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Scrolls horizontally, with the wheel's centre below the viewport:
    /// the tutorial's wheel.
    case horizontalCenterBelow

    /// Scrolls horizontally, with the wheel's centre above the viewport
    /// (iCarousel's inverted wheel): the items hang from it.
    case horizontalCenterAbove

    /// Scrolls vertically, with the wheel's centre left of the viewport.
    case verticalCenterLeft

    /// Scrolls vertically, with the wheel's centre right of the viewport.
    case verticalCenterRight

    /// A Boolean value indicating whether the content scrolls along x.
    var isHorizontal: Bool {
      self == .horizontalCenterBelow || self == .horizontalCenterAbove
    }

    /// The unit vector from the pivot to the item at wheel angle 0.
    var outward: (x: Double, y: Double) {
      switch self {
      case .horizontalCenterBelow: return (0, -1)
      case .horizontalCenterAbove: return (0, 1)
      case .verticalCenterLeft: return (1, 0)
      case .verticalCenterRight: return (-1, 0)
      }
    }

    /// The unit vector along which the index grows: the scroll direction.
    var tangent: (x: Double, y: Double) { isHorizontal ? (1, 0) : (0, 1) }

    /// The sign turning a wheel angle into the cell's clockwise rotation.
    ///
    /// Rotating `outward` clockwise by 90 degrees gives `tangent` for the
    /// centre below or left, and `-tangent` for the other two.
    var rotationSign: Double {
      self == .horizontalCenterBelow || self == .verticalCenterLeft ? 1 : -1
    }
  }

  /// Which of two overlapping items lies in front, as ``Item/zIndex``.
  ///
  /// Either way the z-indices of one query are distinct (indeed distinct
  /// over every index for one viewport), never overflow, and a larger
  /// z-index lies in front.
  public enum ZOrder: String, Hashable, Sendable, Codable, CaseIterable {
    /// A later item lies above an earlier one: the tutorial's order
    /// without its overflowing `Int(angle · 1_000_000)`.
    ///
    /// The z-index is the item's index; with ``Wheel/wrapsAround``, it is
    /// the item's rank, from 0, in order of its wheel angle (the order of
    /// the copies round the wheel, from the back on the left).
    case laterOnTop

    /// The item nearest the top of the wheel in front, then its neighbours
    /// outwards.
    ///
    /// The item nearest the top gets z-index 0 and every other item a
    /// negative z-index, lower the further the item is from the top (the
    /// absolute value of its wheel angle). Of two items at the same
    /// distance the later one is in front. The item in front is always
    /// ``Wheel/centeredItemIndex(in:itemCount:)``: overscrolled past an end
    /// of a wheel with ends, that is the end item, and the others follow in
    /// index order.
    case centerOnTop
  }
}
