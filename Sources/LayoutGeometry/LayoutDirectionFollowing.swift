// How a UIKit layout follows its collection view's layout direction,
// written once for the masonry layout and the wheel's and carousel's: the
// direction a configuration the user gives is directed to, and whether a
// layout pass must set the engine's direction. Platform-free, so that the
// rule is tested on Linux; the layouts read the view's direction and
// apply the answers.

/// Whether, and to which direction, a layout that follows its view's
/// layout direction must set its engine's.
///
/// While following (``isOn``), every layout pass asks
/// ``directionToApply(view:engine:)`` with the view's direction and the
/// engine's, and a configuration the user sets is directed by
/// ``direction(forConfigurationIn:)``. The answer is the view's direction
/// when the engine's differs from it, when the view's changed since the
/// last pass or none was followed yet (a host whose sections read
/// ``followed`` must lay them out again, though its own configuration
/// already has it), or when a configuration was set while no view was
/// there to read; otherwise `nil`. Turned off, nothing is directed and ``followed`` is `nil`.
package struct LayoutDirectionFollowing: Hashable, Sendable {
  /// Whether the layout follows its view's direction; `true` by default.
  /// Turning it off forgets ``followed``.
  package var isOn = true {
    didSet { if !isOn { followed = nil } }
  }

  /// The direction last followed: what a host's section configurations
  /// are given; `nil` while off, or before a direction was read.
  package private(set) var followed: LayoutDirection?

  /// Whether a configuration was set while no view was there to read the
  /// direction from: the next pass sets it whatever the engine has.
  private var isUnchecked = false

  /// Creates the rule, on.
  package init() {}

  /// The direction a configuration the user sets must carry: the view's,
  /// when following and a view is there (`viewDirection` not `nil`);
  /// otherwise `nil`, the configuration's own, to be checked at the next
  /// pass when following.
  ///
  /// - Complexity: O(1)
  package mutating func direction(forConfigurationIn viewDirection: LayoutDirection?)
    -> LayoutDirection?
  {
    guard isOn else { return nil }
    guard let viewDirection else {
      isUnchecked = true
      return nil
    }
    followed = viewDirection
    return viewDirection
  }

  /// The direction a layout pass must set the engine's to, or `nil` when
  /// it need not set it.
  ///
  /// - Parameters:
  ///   - view: The view's direction now.
  ///   - engine: The engine's direction now.
  /// - Complexity: O(1)
  package mutating func directionToApply(view: LayoutDirection, engine: LayoutDirection)
    -> LayoutDirection?
  {
    guard isOn else { return nil }
    let changed = followed != view
    followed = view
    guard changed || isUnchecked || engine != view else { return nil }
    isUnchecked = false
    return view
  }
}
