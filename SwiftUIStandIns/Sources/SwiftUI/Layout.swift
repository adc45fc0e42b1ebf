// The Layout protocol (iOS 16): an eager container that asks every
// subview its size.

/// A proposal for the size of a view.
///
/// https://developer.apple.com/documentation/swiftui/proposedviewsize
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width
  public var width: CGFloat?
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height
  public var height: CGFloat?
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing()
  public init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
  public init() {}
  public var stackOrientation: Axis?
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewDimensions: Equatable {
  public var width: CGFloat { fatalError() }
  public var height: CGFloat { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// A proxy that represents one subview of a layout.
///
/// https://developer.apple.com/documentation/swiftui/layoutsubview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  /// Model only: how the UIKit model's hosting configuration measures the
  /// subview (ModelHosting.swift); nil where nothing measures it.
  let _measure: (@Sendable (ProposedViewSize) -> CGSize)?

  /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard let measure = _measure else { fatalError("a stand-in subview has no size") }
    return measure(proposal)
  }
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError() }
  public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { fatalError() }
  public var priority: Double { 0 }
  public var spacing: ViewSpacing { ViewSpacing() }
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { true }
}

@available(*, unavailable)
extension LayoutSubview: Sendable {}

/// A collection of proxy values that represent the subviews of a layout
/// view.
///
/// https://developer.apple.com/documentation/swiftui/layoutsubviews
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public var layoutDirection: LayoutDirection
  /// Model only: the subviews the UIKit model's hosting configuration
  /// measures a layout with.
  nonisolated(unsafe) let _subviews: [LayoutSubview]
  public var startIndex: Int { 0 }
  public var endIndex: Int { _subviews.count }
  public subscript(index: Int) -> LayoutSubview { _subviews[index] }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
  public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int { self }
}

/// A type that defines the geometry of a collection of views.
///
/// https://developer.apple.com/documentation/swiftui/layout
/// (neither `Sendable` nor main-actor isolated, as iOS 18's SDK declares
/// it: `public protocol Layout : Animatable`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout: Animatable {
  static var layoutProperties: LayoutProperties { get }
  /// https://developer.apple.com/documentation/swiftui/layout/cache
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGSize
  /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
  )
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    ViewSpacing()
  }
  nonisolated public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View
  where V: View {
    _StandInView(modifying: content(), layout: _StandInLayout(self))
  }
}

/// Model only: a layout that arranges a view, kept so that the UIKit
/// model's hosting configuration can size the view as the layout says
/// (`sizeThatFits(proposal:subviews:cache:)`, with a fresh cache).
struct _StandInLayout {
  let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize

  init(_ layout: some Layout) {
    sizeThatFits = { proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}

extension Layout where Self.Cache == Void {
  public func makeCache(subviews: Self.Subviews) {}
}

extension View {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View
  where K: LayoutValueKey {
    _StandInView()
  }
}
