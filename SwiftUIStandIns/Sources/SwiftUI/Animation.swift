// Animations, and the timeline view that redraws on every frame.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  nonisolated init() {}
  public static let `default` = Animation()
  public static func linear(duration: TimeInterval) -> Animation { Animation() }
  public static var linear: Animation { Animation() }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
  public static var easeOut: Animation { Animation() }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
  public static var easeInOut: Animation { Animation() }
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation()
  }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation()
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation()
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var smooth: Animation { Animation() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation()
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var snappy: Animation { Animation() }
  public func delay(_ delay: TimeInterval) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  public static let logicallyComplete = AnimationCompletionCriteria()
  public static let removed = AnimationCompletionCriteria()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  try body()
}

extension View {
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable {
    _StandInView()
  }
  nonisolated public func transaction(
    _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    _StandInView()
  }
}

// MARK: - Animatable

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// MARK: - Timelines

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public func entries(
    from start: Date, mode: TimelineScheduleMode
  ) -> AnimationTimelineSchedule.Entries {
    Entries()
  }
  /// The sequence of dates within an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { nil }
    public typealias Element = Date
    public typealias Iterator = AnimationTimelineSchedule.Entries
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation
  @export(implementation) public static var animation: AnimationTimelineSchedule {
    AnimationTimelineSchedule()
  }
  /// A pausable schedule of dates updating at a frequency no more quickly
  /// than the provided interval.
  ///
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  @export(implementation) public static func animation(
    minimumInterval: Double? = nil, paused: Bool = false
  ) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineViewDefaultContext {
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }
  public let date: Date
  public let cadence: Cadence
}

/// A view that updates according to a schedule that you provide.
///
/// https://developer.apple.com/documentation/swiftui/timelineview
/// (not main-actor isolated: its `View` conformance is an extension's).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  public typealias Context = TimelineViewDefaultContext
}

extension TimelineView: View where Content: View {
  public typealias Body = Never
  /// Creates a new timeline view that uses the given schedule.
  ///
  /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  @export(implementation) nonisolated public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
}
