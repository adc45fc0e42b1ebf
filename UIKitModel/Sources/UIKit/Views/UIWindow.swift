// UIWindow: the model's one window, which a view is in while the test
// says so (UIView.modelIsInWindow).

/// The backdrop for your app's user interface and the object that
/// dispatches events to your views.
///
/// The model declares the class, and one window that every view in a
/// window reports as its `window`; it has no scene, screen, root view
/// controller or events.
@MainActor
open class UIWindow: UIView {
  /// The window every view the model puts in a window reports.
  static let _model = UIWindow(frame: .zero)
}
