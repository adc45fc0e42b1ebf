// SwiftUI's bridges to UIKit: a UIKit view in a SwiftUI hierarchy
// (`UIViewRepresentable`) and SwiftUI content in a UIKit cell
// (`UIHostingConfiguration`), with the iOS 18 SDK's signatures and
// availability and no behaviour. Here `UIKit` is the model
// (UIKitModel/Sources/UIKit), which Scripts/uikit-model gives this module
// as a dependency; where there is no UIKit, none of this exists, as in
// SwiftUI.

#if canImport(UIKit)
  import UIKit

  // MARK: - UIViewRepresentable

  /// A wrapper for a UIKit view that you use to integrate that view into
  /// your SwiftUI view hierarchy.
  ///
  /// Apple Developer Documentation, SwiftUI, "UIViewRepresentable":
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
  ///
  /// `Body` is `Never`: the stand-ins' `View where Body == Never`
  /// extension gives the body, as SwiftUI's own extension does.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView

    /// Creates the view object and configures its initial state.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

    /// Updates the state of the specified view with new information from
    /// SwiftUI.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    /// Given a proposed size, returns the preferred size of the composite
    /// view.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize?

    /// Cleans up the presented UIKit view (and coordinator) in
    /// anticipation of their removal.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIView(
      _ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    /// A type to coordinate with the view.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes
    /// from your view to other parts of your SwiftUI interface.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewRepresentable where Self.Coordinator == Void {
    /// SwiftUI's default where there is no coordinator.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewRepresentable {
    /// SwiftUI's default: returns nil, "the system should use the default
    /// sizing algorithm".
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize? {
      nil
    }

    /// SwiftUI's default, which does nothing.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    @MainActor @preconcurrency public static func dismantleUIView(
      _ uiView: Self.UIViewType, coordinator: Self.Coordinator
    ) {}
  }

  /// Contextual information about the state of the system that you use to
  /// create and update your UIKit view.
  ///
  /// Apple Developer Documentation, SwiftUI, "UIViewRepresentableContext":
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
  /// ("Don't create this structure yourself": its one public initializer
  /// is the model's, for tests).
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// The view's associated coordinator.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator

    /// The current transaction.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
    @MainActor @preconcurrency public var transaction: Transaction { _transaction }

    /// The current environment.
    ///
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    @MainActor @preconcurrency public var environment: EnvironmentValues { _environment }

    let _transaction: Transaction
    let _environment: EnvironmentValues

    /// Model only: a context for a test that updates a representable as
    /// SwiftUI would, in `transaction` and `environment` (SwiftUI makes
    /// contexts itself: "Don't create this structure yourself").
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator the representable made.
    ///   - transaction: The update's transaction.
    ///   - environment: The environment.
    public init(
      modelCoordinator coordinator: Representable.Coordinator, transaction: Transaction,
      environment: EnvironmentValues
    ) {
      self.coordinator = coordinator
      _transaction = transaction
      _environment = environment
    }
  }

  // MARK: - UIHostingConfiguration

  /// A content configuration suitable for hosting a hierarchy of SwiftUI
  /// views.
  ///
  /// Apple Developer Documentation, SwiftUI, "UIHostingConfiguration":
  /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration
  ///
  /// Only the members the library uses are declared (not `background`).
  /// It keeps its content, margins and minimum size, and
  /// `makeContentView()` returns the model's hosting view
  /// (ModelHosting.swift), which keeps the content's state by identity
  /// and measures the content for self-sizing.
  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public struct UIHostingConfiguration<Content, Background>: UIContentConfiguration
  where Content: View, Background: View {
    /// The content, built once when the configuration is made, as
    /// SwiftUI's initializer runs its builder.
    let _content: Content
    /// The margins around the content: the system's until set, which
    /// the model takes as a view's default layout margins, 8 points on
    /// each side (`layoutMargins`: "By default, the margins are 8 points
    /// on each side for a view that is not the root view of a view
    /// controller").
    var _margins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The minimum size; nil along an axis: the system default.
    var _minimumWidth: CGFloat?
    var _minimumHeight: CGFloat?

    init(content: Content) {
      _content = content
    }

    /// Sets the margins around the content of the configuration.
    ///
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<
      Content, Background
    > {
      margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Sets the margins around the content of the configuration.
    ///
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<
      Content, Background
    > {
      var copy = self
      if edges.contains(.top) { copy._margins.top = insets.top }
      if edges.contains(.leading) { copy._margins.leading = insets.leading }
      if edges.contains(.bottom) { copy._margins.bottom = insets.bottom }
      if edges.contains(.trailing) { copy._margins.trailing = insets.trailing }
      return copy
    }

    /// Sets the minimum size for the configuration.
    ///
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/minsize(width:height:)
    /// ("A value of `nil` indicates that the system default should be
    /// used").
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<
      Content, Background
    > {
      var copy = self
      copy._minimumWidth = width
      copy._minimumHeight = height
      return copy
    }

    /// Creates the model's hosting view for this configuration (the
    /// requirement's page: SwiftUI documents no page of its own).
    ///
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
    @MainActor public func makeContentView() -> any UIView & UIContentView {
      _UIHostingConfigurationContentView(configuration: self)
    }

    /// Returns the configuration unchanged (the requirement's page:
    /// SwiftUI documents no page of its own).
    ///
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<
      Content, Background
    > {
      self
    }
  }

  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIHostingConfiguration where Background == EmptyView {
    /// Creates a hosting configuration with the given contents.
    ///
    /// https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
    public init(@ViewBuilder content: () -> Content) {
      self.init(content: content())
    }
  }
#endif
