// The wheel as a UICollectionViewLayout: its engine, initializers and
// settings; every UIKit call is CircularCollectionViewLayout's.

#if canImport(UIKit) && !os(watchOS)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import UIKit

  /// A collection view layout that places the items of section 0 on a
  /// spinning wheel: set it in one line.
  ///
  ///     var configuration = Wheel.Configuration()
  ///     configuration.snapping = .paging
  ///     let layout = try WheelCollectionViewLayout(configuration: configuration)
  ///     collectionView.collectionViewLayout = layout
  ///     collectionView.contentInsetAdjustmentBehavior = .never   // offsets are the wheel's
  ///
  /// Everything but the engine is ``CircularCollectionViewLayout``'s:
  /// snapping and paging, wrap-around, taps, accessibility, right to left,
  /// updates and size changes. The wheel adds its attributes: every cell
  /// gets the wheel's size, centre, rotation and scale (`transform`),
  /// alpha, z-index and hidden state, and
  /// ``WheelCollectionViewLayoutAttributes`` carry the anchor point at the
  /// wheel's centre.
  ///
  /// Only section 0 is laid out; other sections' items get no attributes.
  open class WheelCollectionViewLayout: CircularCollectionViewLayout {
    // MARK: - The engine

    /// The wheel the layout draws; setting it invalidates the layout and
    /// keeps the centred item where it was.
    ///
    /// A `Wheel` value is always valid, so this never fails; to change
    /// settings that need a check, use ``setConfiguration(_:)`` or
    /// ``update(_:)``.
    ///
    /// - Complexity: O(1)
    public var wheel: Wheel {
      get { engine() }
      set { replaceEngine(newValue) }
    }

    // MARK: - Creating a layout

    /// Creates a layout drawing a wheel.
    ///
    /// - Parameter wheel: The wheel.
    /// - Complexity: O(1)
    public init(wheel: Wheel) {
      super.init(host: ScrollingLayoutHost(wheel))
    }

    /// Creates a layout from a wheel configuration, after checking it.
    ///
    /// - Parameter configuration: The wheel's settings.
    /// - Throws: `Wheel.ConfigurationError` naming the first invalid
    ///   field.
    /// - Complexity: O(1)
    public convenience init(configuration: Wheel.Configuration) throws(Wheel.ConfigurationError) {
      self.init(wheel: try Wheel(configuration: configuration))
    }

    /// Creates a layout with the default wheel: the tutorial's, items
    /// 133 x 173 on a radius of 500.
    ///
    /// - Complexity: O(1)
    public override init() {
      super.init()
    }

    /// The default wheel's host.
    package override class func defaultHost() -> any CircularLayoutDriver {
      ScrollingLayoutHost(defaultWheel)
    }

    /// Creates a layout with the default wheel when decoded from a
    /// storyboard or archive.
    ///
    /// - Parameter coder: The decoder.
    /// - Complexity: O(1)
    public required init?(coder: NSCoder) {
      super.init(host: ScrollingLayoutHost(Self.defaultWheel), coder: coder)
    }

    /// The wheel of the default configuration.
    private static var defaultWheel: Wheel {
      do {
        return try Wheel(configuration: Wheel.Configuration())
      } catch {
        preconditionFailure("The default wheel configuration is valid: \(error)")
      }
    }

    // MARK: - Settings (the 1.0 convention)

    /// The wheel's settings, always valid.
    public var configuration: Wheel.Configuration { wheel.configuration }

    /// Replaces the wheel's configuration, after checking it, and
    /// invalidates the layout; an invalid one leaves everything unchanged.
    ///
    /// - Parameter configuration: The new settings.
    /// - Throws: `Wheel.ConfigurationError` naming the first invalid field.
    /// - Complexity: O(1)
    public func setConfiguration(_ configuration: Wheel.Configuration)
      throws(Wheel.ConfigurationError)
    {
      var wheel = self.wheel
      try wheel.setConfiguration(configuration)
      self.wheel = wheel
    }

    /// Edits the wheel's configuration in place, after checking the
    /// result, and invalidates the layout; an invalid result leaves
    /// everything unchanged.
    ///
    ///     try layout.update { $0.radius = 400 }
    ///
    /// - Parameter change: Edits a copy of the configuration.
    /// - Throws: `Wheel.ConfigurationError` naming the first invalid field.
    /// - Complexity: O(1)
    public func update(_ change: (inout Wheel.Configuration) -> Void)
      throws(Wheel.ConfigurationError)
    {
      var wheel = self.wheel
      try wheel.update(change)
      self.wheel = wheel
    }

    /// Which item a drag comes to rest on; `.free` by default.
    ///
    /// - Complexity: O(1)
    public var snapping: ScrollSnapping {
      get { wheel.snapping }
      set { wheel.snapping = newValue }
    }

    /// A Boolean value indicating whether the items repeat endlessly.
    ///
    /// - Complexity: O(1)
    public var wrapsAround: Bool {
      get { wheel.wrapsAround }
      set { wheel.wrapsAround = newValue }
    }

    /// The direction the wheel lays its items out in. While
    /// ``followsCollectionViewLayoutDirection`` is `true`, each layout pass
    /// sets it from the collection view.
    ///
    /// - Complexity: O(1)
    public var layoutDirection: LayoutDirection {
      get { wheel.layoutDirection }
      set { wheel.layoutDirection = newValue }
    }

    /// The axis the content scrolls along; `.horizontal` by default.
    ///
    /// - Complexity: O(1)
    public var axis: Axis {
      get { wheel.axis }
      set { wheel.axis = newValue }
    }

    /// A Boolean value indicating whether the wheel's centre lies on the
    /// other side (above a horizontal wheel, right of a vertical one).
    ///
    /// - Complexity: O(1)
    public var isInverted: Bool {
      get { wheel.isInverted }
      set { wheel.isInverted = newValue }
    }

    /// Which of two overlapping items lies in front.
    ///
    /// - Complexity: O(1)
    public var zOrder: Wheel.ZOrder {
      get { wheel.zOrder }
      set { wheel.zOrder = newValue }
    }

    /// How the content offset maps to the wheel's turn.
    ///
    /// - Complexity: O(1)
    public var scrollModel: Wheel.ScrollModel {
      get { wheel.scrollModel }
      set { wheel.scrollModel = newValue }
    }

    // MARK: - UICollectionViewLayout

    /// ``WheelCollectionViewLayoutAttributes``, which carry the anchor
    /// point.
    ///
    /// - Complexity: O(1)
    open override class var layoutAttributesClass: AnyClass {
      WheelCollectionViewLayoutAttributes.self
    }
  }
#endif
