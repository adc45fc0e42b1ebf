// Scroll geometry, positions and phases (iOS 17 and 18).

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  /// https://developer.apple.com/documentation/swiftui/scrollgeometry/visiblerect
  public var visibleRect: CGRect { fatalError() }
  public var bounds: CGRect { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition {
  /// https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:)
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {}
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  /// https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(point:)
  /// (not among the stored pages; as its sibling scrollTo(x:y:)).
  public mutating func scrollTo(point: CGPoint) {}
  public mutating func scrollTo(x: CGFloat) {}
  public mutating func scrollTo(y: CGFloat) {}
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  public mutating func scrollTo(edge: Edge) {}
  public var isPositionedByUser: Bool { false }
  public var edge: Edge? { nil }
  public var point: CGPoint? { nil }
  public var x: CGFloat? { nil }
  public var y: CGFloat? { nil }
  public var viewID: (any Hashable & Sendable)? { nil }
  public func viewID<T>(type: T.Type) -> T? where T: Hashable { nil }
}

extension ScrollPosition: Equatable {
  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool { true }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public enum ScrollPhase: Equatable, Sendable {
  case idle
  case tracking
  case interacting
  case decelerating
  case animating
  public var isScrolling: Bool { self != .idle }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
  public var geometry: ScrollGeometry { fatalError() }
  public var velocity: CGVector? { nil }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility {
  public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
  public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
}

@available(*, unavailable)
extension ScrollIndicatorVisibility: Sendable {}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension ScrollIndicatorVisibility: Equatable {
  public static func == (a: ScrollIndicatorVisibility, b: ScrollIndicatorVisibility) -> Bool {
    true
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  /// (its transform is not `@Sendable`).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable {
    _StandInView()
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    _StandInView()
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    _StandInView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
  /// (not among the stored pages; as its sibling scrollPosition(id:anchor:)).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View {
    _StandInView()
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func scrollPosition(
    id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil
  ) -> some View {
    _StandInView()
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    _StandInView()
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    _StandInView()
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { _StandInView() }
}
