// Gestures: drags, taps, and how a view attaches them.

/// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
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
@frozen public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}

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
  /// the overload group's, below. Main-actor isolated, as the struct.
  @MainActor @preconcurrency
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
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TapGesture: Gesture {
  nonisolated public init(count: Int = 1) {}
  public typealias Value = Void
  public typealias Body = Never
  public var body: Never { fatalError() }
}

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
