// The container views: stacks, ForEach, the scroll view and its reader,
// the geometry reader, and the leaf views the articles draw with.

/// A view that overlays its subviews, aligning them in both axes.
///
/// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
}

@available(*, unavailable)
extension ZStack: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct VStack<Content>: View where Content: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct HStack<Content>: View where Content: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
}

@available(*, unavailable)
extension HStack: Sendable {}

/// A structure that computes views on demand from an underlying collection
/// of identified data.
///
/// https://developer.apple.com/documentation/swiftui/foreach
/// (not main-actor isolated: its `View` conformance is an extension's).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
}

extension ForEach: View where Content: View {
  public typealias Body = Never
}

extension ForEach where Content: View {
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    fatalError()
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that uniquely identifies and creates views across
  /// updates based on the identity of the underlying data.
  ///
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  /// (the overload for views; `@ViewBuilder`, as SwiftUI's interface
  /// declares it).
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}

// MARK: - Scrolling

/// A scrollable view.
///
/// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  @export(implementation) nonisolated public init(
    _ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use scrollIndicators(_:axes:)")
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use scrollIndicators(_:axes:)"
  )
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use scrollIndicators(_:axes:)")
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use scrollIndicators(_:axes:)"
  )
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }
  public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
@frozen public struct ScrollViewReader<Content>: View where Content: View {
  nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
  public typealias Body = Never
}

@available(*, unavailable)
extension ScrollViewReader: Sendable {}

// MARK: - Geometry

/// A proxy for access to the size and coordinate space of the container
/// view.
///
/// https://developer.apple.com/documentation/swiftui/geometryproxy
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
}

/// A container view that defines its content as a function of its own
/// size and coordinate space.
///
/// https://developer.apple.com/documentation/swiftui/geometryreader
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public typealias Body = Never
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

// MARK: - Leaf views

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
@frozen public struct Spacer: View {
  nonisolated public init(minLength: CGFloat? = nil) {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: View, Equatable, Sendable {
  nonisolated public init(verbatim content: String) {}
  nonisolated public init<S>(_ content: S) where S: StringProtocol {}
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
///
/// https://developer.apple.com/documentation/swiftui/color
/// (not main-actor isolated: its `View` conformance is an extension's, so
/// nothing infers the main actor from it).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }
  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  nonisolated public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}
  /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
  nonisolated public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
  ) {}
  /// https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color(white: 0, opacity: 0)
  public static let gray = Color(white: 0.5)
  public static let primary = Color(white: 0)
  public static let accentColor = Color(red: 0, green: 0.48, blue: 1)
}

extension Color: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, Sendable {
  public init() {}
  public init(_ rect: CGRect) {}
  public init(_ callback: (inout Path) -> Void) {}
  public mutating func move(to end: CGPoint) {}
  public mutating func addLine(to end: CGPoint) {}
  public mutating func addLines(_ lines: [CGPoint]) {}
  public mutating func closeSubpath() {}
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { false }
}

/// A 2D shape that you can use when drawing a view.
///
/// https://developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _StandInView { _StandInView() }
}

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  /// https://developer.apple.com/documentation/swiftui/rectangle/init()
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}
