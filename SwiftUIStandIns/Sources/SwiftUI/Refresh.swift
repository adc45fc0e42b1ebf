// Refreshing: the refresh action a `refreshable(action:)` puts in the
// environment, which views that offer pull to refresh read.

/// An action that initiates a refresh operation.
///
/// https://developer.apple.com/documentation/swiftui/refreshaction:
/// "When the refresh environment value contains an instance of this
/// structure, certain built-in views in the corresponding Environment
/// begin offering a refresh capability. They apply the instance's
/// handler to any refresh operation that the user initiates. By default,
/// the environment value is nil". `Sendable`: the page's declaration
/// shows none, but SwiftUI's interface declares `RefreshAction : Sendable`
/// (as skiptools/skip-ui's copy of it does), and the page's own example
/// (`Task { await refresh?() }` in a button's action) compiles in Swift 6
/// only so.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction: Sendable {
  /// The handler (model only: SwiftUI's storage is its own).
  let _handler: @Sendable () async -> Void

  /// Model only, not SwiftUI's: a refresh action that runs `handler`, as
  /// `refreshable(action:)` makes one, so that a test can put one in an
  /// environment (``EnvironmentValues/modelRefresh``) and drive a view's
  /// coordinator on Linux. `package`, so the shipped sources cannot use
  /// it.
  ///
  /// - Parameter handler: The refresh operation.
  package init(modelHandler handler: @escaping @Sendable () async -> Void) {
    _handler = handler
  }

  /// Initiates a refresh action.
  ///
  /// https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction():
  /// `func callAsFunction() async`. The model runs the handler.
  public func callAsFunction() async {
    await _handler()
  }
}

extension EnvironmentValues {
  /// A refresh action stored in a view's environment.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/refresh
  /// (its page is not among those stored: get-only and optional, as
  /// `RefreshAction`'s page describes it: "By default, the environment
  /// value is nil, but you can use the refreshable(action:) modifier to
  /// create and store a new refresh action").
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var refresh: RefreshAction? { _modelRefresh }

  /// Model only, not SwiftUI's: the refresh action, settable, as
  /// `refreshable(action:)` sets it for the views it modifies, so that a
  /// test can give a coordinator an environment inside `.refreshable`.
  /// `package`, so the shipped sources cannot use it.
  package var modelRefresh: RefreshAction? {
    get { _modelRefresh }
    set { _modelRefresh = newValue }
  }
}

extension View {
  /// Adds an asynchronous handler that can update the data the view
  /// displays when a person initiates a request, such as by pulling to
  /// refresh.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:):
  /// `nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View`,
  /// "A view with a new refresh action in its environment."
  ///
  /// - Parameter action: The refresh operation.
  /// - Returns: The view, with the refresh action in its environment.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func refreshable(
    action: @escaping @Sendable () async -> Void
  ) -> some View {
    _StandInView()
  }
}
