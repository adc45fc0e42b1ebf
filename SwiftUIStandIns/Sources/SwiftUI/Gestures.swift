// Gestures: drags, taps, and how a view attaches them.

/// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: Gesture {
  public typealias Value = Never
}

/// SwiftUI's primitive gestures declare `Body = Never` and no `body`: the
/// witness of `Gesture.body` is SwiftUI's own, out of sight. This internal
/// protocol gives them one the same way, without a public `body`.
protocol _PrimitiveGesture: Gesture where Body == Never {}

extension _PrimitiveGesture {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ChangedGesture<Content>: Gesture
where Content: Gesture, Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
}

extension _ChangedGesture: _PrimitiveGesture {}

@available(*, unavailable)
extension _ChangedGesture: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

extension _EndedGesture: _PrimitiveGesture {}

@available(*, unavailable)
extension _EndedGesture: Sendable {}

extension Gesture where Self.Value: Equatable {
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  nonisolated public func onChanged(
    _ action: @escaping (Self.Value) -> Void
  ) -> _ChangedGesture<Self> {
    fatalError()
  }
}

extension Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    fatalError()
  }
}

/// A dragging motion that invokes an action as the drag-event sequence
/// changes.
///
/// https://developer.apple.com/documentation/swiftui/draggesture
/// (main-actor isolated, its initialisers too; not on tvOS).
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/time
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    public var translation: CGSize { fatalError() }
    /// The current drag velocity: back-deployed, so available wherever
    /// `DragGesture` is (the page lists iOS 13, macOS 10.15, watchOS 6).
    ///
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
    @export(implementation) public var velocity: CGSize { fatalError() }
    public var predictedEndLocation: CGPoint { fatalError() }
    public var predictedEndTranslation: CGSize { fatalError() }
  }
  /// The initialiser over the `CoordinateSpace` enumeration; its page is
  /// the overload group's, below. Main-actor isolated, as the struct;
  /// disfavoured and deprecated as in SwiftUI's interface.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(tvOS, unavailable)
  @_disfavoredOverload @MainActor @preconcurrency
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
  }
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  @MainActor @preconcurrency
  public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
  }
  public typealias Body = Never
}

@available(tvOS, unavailable)
extension DragGesture: _PrimitiveGesture {}

@available(*, unavailable)
extension DragGesture: Sendable {}

/// A gesture that recognizes one or more taps and reports their location.
/// Not on tvOS.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, @unchecked Sendable {
    public var location: CGPoint
  }
  @available(
    iOS, introduced: 16.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    macOS, introduced: 13.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(tvOS, unavailable)
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @_disfavoredOverload
  nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
  }
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
  }
  public typealias Body = Never
}

@available(tvOS, unavailable)
extension SpatialTapGesture: _PrimitiveGesture {}

@available(*, unavailable)
extension SpatialTapGesture: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
public struct TapGesture: Gesture {
  nonisolated public init(count: Int = 1) {}
  public typealias Value = Void
  public typealias Body = Never
}

extension TapGesture: _PrimitiveGesture {}

@available(*, unavailable)
extension TapGesture: Sendable {}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture {
    _StandInView()
  }
  nonisolated public func simultaneousGesture<T>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View where T: Gesture {
    _StandInView()
  }
  nonisolated public func highPriorityGesture<T>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View where T: Gesture {
    _StandInView()
  }
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    _StandInView()
  }
  /// Adds an action to perform when this view recognizes a tap gesture,
  /// with the location of the interaction. Not on tvOS.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:coordinatespace:perform:)
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    _StandInView()
  }
}
