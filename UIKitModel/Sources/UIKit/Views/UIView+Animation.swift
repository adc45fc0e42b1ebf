// UIView's animation switch: the model has no animation, but a change made
// inside performWithoutAnimation(_:) is one that asked for none, and ends
// no scrolling animation.

extension UIView {
  /// Whether animations are enabled: false while a
  /// ``performWithoutAnimation(_:)`` block runs.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
  /// ("Returns a Boolean value indicating whether animations are enabled").
  public internal(set) static var areAnimationsEnabled = true

  /// Disables a view transition animation.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  /// ("Disables a view transition animation"). The model animates
  /// nothing, so the block runs as it would anyway; what changes is that
  /// an animated `setContentOffset(_:animated:)` inside it makes no
  /// animation and so ends none: no `scrollViewDidEndScrollingAnimation(_:)`
  /// (UIKit's observed behaviour, the stricter reading: a bridge that
  /// waits for that callback after such a scroll waits for ever).
  ///
  /// - Parameter actionsWithoutAnimation: The changes to make without
  ///   animation.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let enabled = areAnimationsEnabled
    areAnimationsEnabled = false
    defer { areAnimationsEnabled = enabled }
    actionsWithoutAnimation()
  }
}
