// Content configurations: the protocols a cell's `contentConfiguration`
// and SwiftUI's `UIHostingConfiguration` are declared with, with UIKit's
// Swift signatures and availability (iOS 14; `supports(_:)` iOS 16). The
// model keeps a cell's configuration and runs `supports(_:)`'s documented
// default; it makes no content view of its own (see UIKitModel/README.md).

/// The requirements for an object that encapsulates a view's state.
///
/// Apple Developer Documentation, UIKit, "UIConfigurationState":
/// https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd
///
/// Declared without its requirements (`init(traitCollection:)`,
/// `traitCollection`, the custom-state subscript): the model makes no
/// state and reads none, and no code here conforms to it.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}

/// The requirements for an object that provides the configuration for a
/// content view.
///
/// Apple Developer Documentation, UIKit, "UIContentConfiguration":
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
  /// Creates a new instance of the content view using this configuration.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// Generates a configuration for the specified state by applying the
  /// configuration's default values for that state to any properties that
  /// you haven't customized.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// The requirements for a content view that you create using a
/// configuration.
///
/// Apple Developer Documentation, UIKit, "UIContentView":
/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The current configuration of the view. Setting this property applies
  /// the new configuration to the view.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
  var configuration: any UIContentConfiguration { get set }

  /// Determines whether the view is compatible with the provided
  /// configuration.
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  @available(iOS 16.0, tvOS 16.0, *)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

@available(iOS 16.0, tvOS 16.0, *)
extension UIContentView {
  /// The default, as UIKit documents it: "The default implementation
  /// assumes the view is compatible with configuration types that match
  /// the type of the view's existing configuration."
  ///
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  ///
  /// - Parameter configuration: The new configuration to test for
  ///   compatibility.
  /// - Returns: Whether `configuration` has the type of the view's
  ///   current one.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}
