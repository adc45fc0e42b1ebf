// Stand-ins for the SwiftUI API the articles' views use, so that
// Scripts/check-articles can type-check them on Linux. Each has the name,
// labels and parameter types SwiftUI gives it (iOS 18 SDK), with the
// generics simplified: every modifier returns `_Modified<Self>`, and
// nothing does anything. What is checked is the views' calls into the
// library; add a member here, with SwiftUI's signature, when an article
// starts using it.
//
// Not modelled: the main-actor isolation of `View`, and SwiftUI's
// `EdgeInsets`, which a real app that imports SwiftUI beside
// LayoutGeometry must tell apart from the library's (a stand-in here would
// hide the library's from the other blocks).

@_exported import Observation
import Foundation
import QuartzCore

// MARK: - Views

@resultBuilder
enum ViewBuilder {
  static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  static func buildBlock() -> EmptyView { EmptyView() }
  static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView()
  }
  static func buildOptional<Content: View>(_ content: Content?) -> _Modified<EmptyView> {
    _Modified()
  }
  static func buildEither<First: View, Second: View>(first: First) -> _Either<First, Second> {
    _Either()
  }
  static func buildEither<First: View, Second: View>(second: Second) -> _Either<First, Second> {
    _Either()
  }
}

protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  typealias Body = Never
}

extension View where Body == Never {
  var body: Never { fatalError() }
}

struct EmptyView: View {
  typealias Body = Never
}

struct TupleView<T>: View {
  typealias Body = Never
}

struct _Either<First, Second>: View {
  typealias Body = Never
}

/// What every modifier returns.
struct _Modified<Content>: View {
  typealias Body = Never
}

enum Axis {
  case horizontal, vertical
  struct Set: OptionSet {
    let rawValue: Int8
    static let horizontal = Set(rawValue: 1)
    static let vertical = Set(rawValue: 2)
  }
}

struct Alignment {
  static let center = Alignment()
  static let topLeading = Alignment()
}

struct UnitPoint {
  static let center = UnitPoint()
  static let topLeading = UnitPoint()
}

struct ScrollView<Content: View>: View {
  init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
  typealias Body = Never
}

struct ZStack<Content: View>: View {
  init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  typealias Body = Never
}

struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

struct GeometryProxy {
  var size: CGSize { .zero }
}

struct GeometryReader<Content: View>: View {
  init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  typealias Body = Never
}

protocol Shape: View {}

struct Rectangle: Shape {
  typealias Body = Never
}

struct ProjectionTransform {
  init(_ m: CATransform3D) {}
}

struct ScrollGeometry {
  var visibleRect: CGRect { .zero }
}

@propertyWrapper
struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box
  init(wrappedValue value: Value) { box = Box(value) }
  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

// MARK: - Modifiers

extension View {
  func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> _Modified<Self> { _Modified() }
  func offset(x: CGFloat = 0, y: CGFloat = 0) -> _Modified<Self> { _Modified() }
  func position(x: CGFloat = 0, y: CGFloat = 0) -> _Modified<Self> { _Modified() }
  func opacity(_ opacity: Double) -> _Modified<Self> { _Modified() }
  func zIndex(_ value: Double) -> _Modified<Self> { _Modified() }
  func projectionEffect(_ transform: ProjectionTransform) -> _Modified<Self> { _Modified() }
  func allowsHitTesting(_ enabled: Bool) -> _Modified<Self> { _Modified() }
  func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> _Modified<Self> {
    _Modified()
  }
  func onTapGesture(
    count: Int = 1, perform action: @escaping (CGPoint) -> Void
  ) -> _Modified<Self> { _Modified() }
  func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> _Modified<Self> { _Modified() }
  func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> _Modified<Self> { _Modified() }
  func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> _Modified<Self> {
    _Modified()
  }
}

// MARK: - Layout

protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

struct ProposedViewSize {
  var width: CGFloat?
  var height: CGFloat?
  init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize { size }
}

struct LayoutSubview {
  func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
  subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

struct LayoutSubviews: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { 0 }
  subscript(index: Int) -> LayoutSubview { LayoutSubview() }
}

protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func makeCache(subviews: Subviews) -> Cache
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
  func makeCache(subviews: Subviews) {}
}

extension Layout {
  func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _Modified<V> { _Modified() }
}
