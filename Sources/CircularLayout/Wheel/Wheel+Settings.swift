// The wheel's settings, read from its configuration: the one way to change
// it (a whole configuration, or an edit of it), and the values in effect,
// read-only. The options every value of whose type is valid have package
// setters, for the hosts in this package.

import LayoutGeometry

extension Wheel {
  // MARK: - Changing the configuration

  /// Replaces the whole configuration, keeping the wheel unchanged if it
  /// is invalid.
  ///
  ///     var configuration = wheel.configuration
  ///     configuration.radius = 400
  ///     configuration.wrapsAround = true
  ///     try wheel.setConfiguration(configuration)
  ///
  /// - Parameter configuration: The new settings; see
  ///   ``Configuration/validate()`` for the rules.
  /// - Throws: ``ConfigurationError`` naming the first invalid field; the
  ///   wheel is then unchanged.
  public mutating func setConfiguration(
    _ configuration: Configuration
  ) throws(ConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
  }

  /// Changes the configuration in place, keeping the wheel unchanged if
  /// the result is invalid: ``setConfiguration(_:)`` applied to a copy of
  /// ``configuration`` that `change` edits.
  ///
  ///     try wheel.update { $0.radius = 400 }
  ///     try wheel.update {
  ///       $0.anglePerItem = nil           // back to atan(itemLength / radius)
  ///       $0.scrollDistancePerItem = 120  // one item per 120 points
  ///     }
  ///
  /// - Parameter change: Edits the configuration; called once.
  /// - Throws: ``ConfigurationError`` naming the first invalid field; the
  ///   wheel is then unchanged.
  public mutating func update(
    _ change: (inout Configuration) -> Void
  ) throws(ConfigurationError) {
    try setConfiguration(_ConfigurationRules.edited(configuration, by: change))
  }

  // MARK: - Values in effect

  /// The size of every item, before rotation and ``fade`` scaling:
  /// ``configuration``'s item size.
  ///
  /// Each component is finite, positive and at most ``maximumLength``.
  public var itemSize: Size { configuration.itemSize }

  /// The distance from the wheel's centre (the pivot) to each item's
  /// centre, in points: ``configuration``'s radius.
  ///
  /// Finite, positive and at most ``maximumLength``. A radius smaller than
  /// half the item's depth is allowed: the items then overlap the pivot.
  public var radius: Double { configuration.radius }

  /// The angle between neighbouring items, in radians: the one in effect.
  ///
  /// ``configuration``'s `anglePerItem` when it is set, otherwise the
  /// tutorial's `atan(itemLength / radius)`, where the item's length is its
  /// extent along the scroll axis: ``itemSize``'s width when scrolling
  /// horizontally, its height when scrolling vertically. Always finite and
  /// positive: an extreme but valid shape whose quotient underflows (an
  /// item 5e-324 long on a radius of 2^53) gets the smallest normal
  /// `Double`.
  public var anglePerItem: Double { _derived.anglePerItem }

  /// How alpha and scale fall off away from the top of the wheel: the fade
  /// in effect, ``configuration``'s `fade`, or ``Fade/disabled`` when it is
  /// `nil`.
  ///
  /// An item's offset is its wheel angle divided by ``anglePerItem``: the
  /// item upright at the top has offset 0, its neighbours ±1.
  public var fade: Fade { configuration.fade ?? .disabled }

  // MARK: - Options every value of which is valid

  /// The axis the content scrolls along; `.horizontal`, the tutorial's
  /// wheel, by default.
  ///
  /// With ``isInverted`` it says where the wheel's centre (the pivot) lies,
  /// with `C` the viewport's centre, `r` the radius and `ψ` an item's wheel
  /// angle (`(i - p) · anglePerItem`, growing with the index). In every
  /// case the item at wheel angle 0 is centred in the viewport and
  /// unrotated, items of larger index lie further along the scroll
  /// direction (right, or down), and ``Item/angle`` is the rotation to
  /// apply to the cell in y-down coordinates, positive clockwise on screen
  /// (`CGAffineTransform(rotationAngle:)`):
  ///
  /// | `axis` | `isInverted` | Pivot | Visual centre | `angle` |
  /// |---|---|---|---|---|
  /// | `.horizontal` | `false` | `(C.x, C.y + r)`, below | `pivot + r · (sin ψ, -cos ψ)` | `ψ` |
  /// | `.horizontal` | `true` | `(C.x, C.y - r)`, above | `pivot + r · (sin ψ, cos ψ)` | `-ψ` |
  /// | `.vertical` | `false` | `(C.x - r, C.y)`, left | `pivot + r · (cos ψ, sin ψ)` | `ψ` |
  /// | `.vertical` | `true` | `(C.x + r, C.y)`, right | `pivot + r · (-cos ψ, sin ψ)` | `-ψ` |
  ///
  /// Cells stay upright at the top in all four: a vertical wheel turns
  /// them about a pivot to their side, so its default ``anglePerItem``
  /// uses the item's height, the extent along the scroll axis. A
  /// right-to-left ``layoutDirection`` mirrors the picture. Read from ``configuration``;
  /// change it with ``update(_:)``.
  public package(set) var axis: Axis {
    get { configuration.axis }
    set { configuration.axis = newValue }
  }

  /// A Boolean value indicating whether the wheel's centre lies on the
  /// other side of the viewport: above it for a horizontal wheel
  /// (iCarousel's inverted wheel, whose items hang from it), right of it
  /// for a vertical one; `false` by default.
  ///
  /// See ``axis`` for the geometry of each side. Read from ``configuration``; change it with
  /// ``update(_:)``.
  public package(set) var isInverted: Bool {
    get { configuration.isInverted }
    set { configuration.isInverted = newValue }
  }

  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions.
  ///
  /// When `true`, item `n - 1` is followed by item 0 again, each item
  /// appears once, at the copy nearest the top of the wheel, scrolling
  /// turns the wheel by one ``anglePerItem`` per
  /// ``ScrollingLayout/scrollDistancePerItem(in:itemCount:)``, and
  /// scroll-to-item takes the shortest way round. The default is `false`,
  /// the tutorial's wheel with two ends. Read from ``configuration``; change it with
  /// ``update(_:)``.
  public package(set) var wrapsAround: Bool {
    get { configuration.wrapsAround }
    set { configuration.wrapsAround = newValue }
  }

  /// Which of two overlapping items lies in front.
  ///
  /// The default, ``ZOrder-swift.enum/laterOnTop``, is the tutorial's
  /// order. Read from ``configuration``; change it with ``update(_:)``.
  public package(set) var zOrder: ZOrder {
    get { configuration.zOrder }
    set { configuration.zOrder = newValue }
  }

  /// How the content offset maps to the wheel's turn.
  ///
  /// The default, ``ScrollModel-swift.enum/fixedDistancePerItem``, turns
  /// one item per ``ScrollingLayout/scrollDistancePerItem(in:itemCount:)``
  /// whatever the viewport and the count;
  /// ``ScrollModel-swift.enum/tutorial`` is the tutorial's model. Read from
  /// ``configuration``; change it with ``update(_:)``.
  public package(set) var scrollModel: ScrollModel {
    get { configuration.scrollModel }
    set { configuration.scrollModel = newValue }
  }

  /// Which item a scroll comes to rest on when a drag ends.
  ///
  /// The default, ``ScrollSnapping/free``, is the next item in the
  /// velocity's direction, as the wheel has always snapped. Read from ``configuration``;
  /// change it with ``update(_:)``.
  public package(set) var snapping: ScrollSnapping {
    get { configuration.snapping }
    set { configuration.snapping = newValue }
  }

  /// The direction items are laid out in: right to left mirrors the wheel
  /// about the viewport's vertical centre line, the way UIKit flips a
  /// collection view for right-to-left languages.
  ///
  /// - A horizontal wheel puts item 0 at the right end of its content and
  ///   reverses scrolling: at offset `x` it shows the left-to-right wheel
  ///   at `maxOffset - x`, mirrored. Snapping and stepping read velocities
  ///   and steps in the direction of motion.
  /// - A vertical wheel shows the left-to-right wheel at the same offset,
  ///   mirrored: its centre moves to the other side, and its scrolling is
  ///   unchanged.
  ///
  /// Mirroring negates every ``Item/angle`` and reflects every x
  /// coordinate (``Item/center``, ``Item/pivot``, ``Item/frame``) about the
  /// viewport's vertical centre line; ``Item/anchorPoint`` and
  /// ``Wheel/anchorPoint`` reflect about the cell's vertical centre line.
  /// Indices, z-indices, alpha and scale are those of the item's mirror
  /// image. The default is `.leftToRight`; set the configuration's from
  /// the collection view's `effectiveUserInterfaceLayoutDirection` with
  /// ``update(_:)``. Read from ``configuration``.
  public package(set) var layoutDirection: LayoutDirection {
    get { configuration.layoutDirection }
    set { configuration.layoutDirection = newValue }
  }
}
