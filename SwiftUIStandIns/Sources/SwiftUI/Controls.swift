// The controls and the layout modifier the example app uses: a button,
// and a view kept at an aspect ratio.

/// A control that initiates an action.
///
/// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

/// Constants that define how a view's content fills the available space.
///
/// https://developer.apple.com/documentation/swiftui/contentmode
/// (the enumeration's own declaration line is not among the pages stored;
/// its cases are)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/contentmode/fit
  case fit
  case fill
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  { _StandInView() }
}
