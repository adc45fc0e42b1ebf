// The options beyond the tutorial: which item lies in front, and where the
// wheel's centre lies (its axis, and the side of the viewport), as unit
// vectors. Wrap-around and the side are Booleans on `Wheel`; the fade is
// the module's `Fade`.

extension Wheel {
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
    /// ``ScrollingLayout/centeredItemIndex(in:itemCount:)``: overscrolled past an end
    /// of a wheel with ends, that is the end item, and the others follow in
    /// index order.
    case centerOnTop
  }
}

extension Wheel.Configuration {
  /// The unit vector from the pivot to the item at wheel angle 0, left to
  /// right: up for a horizontal wheel (down when inverted), right for a
  /// vertical one (left when inverted).
  var outward: (x: Double, y: Double) {
    switch (axis, isInverted) {
    case (.horizontal, false): (0, -1)
    case (.horizontal, true): (0, 1)
    case (.vertical, false): (1, 0)
    case (.vertical, true): (-1, 0)
    }
  }

  /// The unit vector along which the index grows: the scroll direction.
  var tangent: (x: Double, y: Double) { axis == .horizontal ? (1, 0) : (0, 1) }

  /// The sign turning a wheel angle into the cell's clockwise rotation,
  /// left to right.
  ///
  /// Rotating `outward` clockwise by 90 degrees gives `tangent` for the
  /// centre below or left, and `-tangent` for the inverted sides.
  var rotationSign: Double { isInverted ? -1 : 1 }
}
