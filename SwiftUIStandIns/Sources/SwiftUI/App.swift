// An app's entry point, for Examples/: the app, its scenes, the window
// group and the scene builder. Nothing launches: `main()` returns.

/// A type that represents the structure and behavior of an app.
///
/// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the
/// system.
///
/// https://developer.apple.com/documentation/swiftui/scene
/// (its `body` as `App`'s, with `@SceneBuilder`; not verified: the page
/// of `Scene.body` is not among those stored)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  public var body: Never { fatalError() }
}

/// A result builder for composing a collection of scenes into a single
/// composite scene.
///
/// https://developer.apple.com/documentation/swiftui/scenebuilder
/// (its builder methods are the stand-ins' own: SwiftUI's
/// `buildBlock(_:)` takes a parameter pack; this one builds one scene)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
///
/// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension WindowGroup: Sendable {}
