// View, the view builder, and the views every builder produces.

/// A type that represents part of your app's user interface.
///
/// Apple Developer Documentation, SwiftUI, "View":
/// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// As SwiftUI declares them: `Body` and `body` in a plain extension of
// `Never`, and the `View` conformance in its own.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {}

extension View where Body == Never {
  public var body: Never { fatalError() }
}

/// What a stand-in returns where SwiftUI returns `some View`.
///
/// The modifiers the UIKit model's hosting configuration reads (`id(_:)`,
/// the `frame` modifiers, `environment(_:_:)`) keep the view they modify,
/// the explicit identity and the frame in it (ModelHosting.swift); every
/// other modifier returns an empty one, which hides what it modified from
/// the model.
nonisolated public struct _StandInView: View {
  public typealias Body = Never
  /// The view the modifier was applied to.
  let _modified: Any?
  /// The identity `id(_:)` gave.
  let _identity: AnyHashable?
  /// The frame a `frame` modifier gave.
  let _frame: _StandInFrame?
  /// The layout a `Layout`'s `callAsFunction(_:)` arranges the view with.
  let _layout: _StandInLayout?

  nonisolated public init() {
    _modified = nil
    _identity = nil
    _frame = nil
    _layout = nil
  }

  nonisolated init(
    modifying content: Any, identity: AnyHashable? = nil, frame: _StandInFrame? = nil,
    layout: _StandInLayout? = nil
  ) {
    _modified = content
    _identity = identity
    _frame = frame
    _layout = layout
  }
}

/// A frame modifier's sizes: fixed ones (`frame(width:height:alignment:)`)
/// and ideal ones.
struct _StandInFrame {
  var width: CGFloat?
  var height: CGFloat?
  var idealWidth: CGFloat?
  var idealHeight: CGFloat?
}

/// A custom parameter attribute that constructs views from closures.
///
/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// (its builder methods are the stand-ins' own: SwiftUI's are
/// `@export(implementation)` and, from Xcode 27, build content of any type;
/// these build views only.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent()
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

/// A view that doesn't contain any content.
///
/// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public typealias Body = Never
}

@available(*, unavailable)
extension TupleView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  nonisolated init() {}
  public typealias Body = Never
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
  nonisolated public init<V>(_ view: V) where V: View {}
  nonisolated public init<V>(erasing view: V) where V: View {}
  public typealias Body = Never
}

@available(*, unavailable)
extension AnyView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
  public typealias Body = Never
}

extension Group: View where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension Group: Sendable {}

// MARK: - Modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
