// A view's data: State, Binding, the environment.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError() }
  public init(initialValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { fatalError() }
}

extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  public var transaction: Transaction
  /// Model only (see ``init(modelGet:modelSet:)``).
  let _modelGet: (() -> Value)?
  let _modelSet: ((Value) -> Void)?
  /// Model only, not SwiftUI's: a binding that reads and writes through
  /// plain closures, so that a test can drive a view's coordinator on
  /// Linux. SwiftUI's own initialisers take `@isolated(any)` closures,
  /// which a synchronous getter cannot call; `package`, so the shipped
  /// sources cannot use it.
  package init(modelGet: @escaping () -> Value, modelSet: @escaping (Value) -> Void) {
    transaction = Transaction()
    _modelGet = modelGet
    _modelSet = modelSet
  }
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    fatalError()
  }
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {
    fatalError()
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get {
      guard let _modelGet else { fatalError() }
      return _modelGet()
    }
    nonmutating set { _modelSet?(newValue) }
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    fatalError()
  }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: DynamicProperty {}
extension Binding: @unchecked Sendable where Value: Sendable {}

// MARK: - The environment

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}
  /// Model only: the storage of `refresh` (Refresh.swift).
  var _modelRefresh: RefreshAction?
  public var description: String { "EnvironmentValues" }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  /// (left to right unless a test sets it).
  public var layoutDirection: LayoutDirection = .leftToRight
  public var accessibilityReduceMotion: Bool { false }
  public var displayScale: CGFloat {
    get { 1 }
    set {}
  }
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

// As iOS 18's SDK declares it (iOS 17's: unavailable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    _StandInView(modifying: self)
  }
}

// MARK: - Transactions

/// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
  /// https://developer.apple.com/documentation/swiftui/transaction/animation
  /// (kept: a test's context carries it to the views).
  public var animation: Animation?
  /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
  /// ("A Boolean value that indicates whether views should disable
  /// animations"; kept).
  public var disablesAnimations = false
}

@available(*, unavailable)
extension Transaction: Sendable {}

/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
