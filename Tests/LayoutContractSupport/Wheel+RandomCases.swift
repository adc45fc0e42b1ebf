// The engine's wheel for a reference wheel of the test support (and so
// for every `WheelRandomCase`), and the bridges between the two's
// vocabularies.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport

extension WheelReference.Side {
  /// The engine's axis for a reference side.
  public var axis: Axis { self == .below || self == .above ? .horizontal : .vertical }

  /// Whether the engine's wheel is inverted for a reference side: the
  /// centre above, or to the right.
  public var isInverted: Bool { self == .above || self == .right }

  /// The reference side of an engine's axis and inversion.
  public init(axis: Axis, isInverted: Bool) {
    switch (axis, isInverted) {
    case (.horizontal, false): self = .below
    case (.horizontal, true): self = .above
    case (.vertical, false): self = .left
    case (.vertical, true): self = .right
    }
  }
}

extension ScrollSnapping {
  /// The engine's snapping mode for a reference mode.
  public init(_ snapping: WheelReference.Snapping) {
    switch snapping {
    case .free: self = .free
    case .nearest: self = .nearest
    case .paging: self = .paging
    }
  }
}

extension WheelReference {
  /// The engine's wheel with the same configuration, set one property at
  /// a time with the invariants checked after each.
  ///
  /// - Throws: The engine's error if it rejects a setting (the random
  ///   cases are valid by construction).
  public func makeWheel() throws -> Wheel {
    var wheel = try Wheel(
      itemSize: Size(width: itemWidth, height: itemHeight), radius: radius,
      anglePerItem: customAnglePerItem)
    wheel.axis = side.axis
    wheel._checkInvariants()
    wheel.isInverted = side.isInverted
    wheel._checkInvariants()
    wheel.wrapsAround = wraps
    wheel._checkInvariants()
    wheel.zOrder = centerOnTop ? .centerOnTop : .laterOnTop
    wheel._checkInvariants()
    try wheel.update { $0.fade = fade?.fade }
    wheel._checkInvariants()
    wheel.scrollModel = tutorialScrollModel ? .tutorial : .fixedDistancePerItem
    wheel._checkInvariants()
    try wheel.update { $0.scrollDistancePerItem = customDistancePerItem }
    wheel._checkInvariants()
    wheel.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    wheel._checkInvariants()
    wheel.snapping = ScrollSnapping(snapping)
    wheel._checkInvariants()
    return wheel
  }
}
