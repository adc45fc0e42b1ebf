// The rule for pull to refresh: a control exactly while there is a
// refresh action, one refresh at a time, and a refresh ended only by the
// action it started. The collection view bridge of SwiftUI's LazyMasonry
// asks it.

/// When a host offers pull to refresh, and when a refresh ends.
///
/// A host that shows a refresh control (UIKit's `UIRefreshControl`)
/// tells ``update(hasAction:)`` whether its environment holds a refresh
/// action (SwiftUI's `refreshable(action:)`): the answer says whether the
/// control is wanted, so that it is added when an action arrives and
/// removed when the action goes away. A pull calls ``begin()``, which
/// answers a token when a refresh starts (none while one runs), and the
/// host runs the action and calls ``end(_:)`` with the token when the
/// action returns: `true` says to end the control's refresh. A refresh
/// whose action went away (or came back as a new control) before it
/// returned ends nothing: the control it would end is gone.
package struct PullToRefresh: Hashable, Sendable {
  /// Whether a refresh the host started is running.
  package private(set) var isRefreshing = false

  /// Whether the host has a control: the last ``update(hasAction:)``'s
  /// answer.
  package private(set) var wantsControl = false

  /// The token of the running refresh: it changes with every refresh and
  /// every control removed, so an older token ends nothing.
  private var generation = 0

  package init() {}

  /// Records whether the environment holds a refresh action, and answers
  /// whether the host should show a refresh control.
  ///
  /// With no action, a running refresh is forgotten: the host removes its
  /// control, and that refresh's ``end(_:)`` ends nothing.
  ///
  /// - Parameter hasAction: Whether there is a refresh action.
  /// - Returns: Whether a refresh control is wanted (`hasAction`).
  /// - Complexity: O(1).
  @discardableResult
  package mutating func update(hasAction: Bool) -> Bool {
    if wantsControl && !hasAction {
      isRefreshing = false
      generation &+= 1
    }
    wantsControl = hasAction
    return hasAction
  }

  /// A pull: the token of the refresh it starts, or nil when there is no
  /// control or a refresh is running (a second pull runs no second
  /// action).
  ///
  /// - Returns: The token to give ``end(_:)`` when the action returns.
  /// - Complexity: O(1).
  package mutating func begin() -> Int? {
    guard wantsControl, !isRefreshing else { return nil }
    generation &+= 1
    isRefreshing = true
    return generation
  }

  /// The action of the refresh `token` started has returned: whether the
  /// host should end its control's refresh (true only for the running
  /// refresh, once).
  ///
  /// - Parameter token: ``begin()``'s answer.
  /// - Returns: Whether to end the control's refresh.
  /// - Complexity: O(1).
  package mutating func end(_ token: Int) -> Bool {
    guard isRefreshing, token == generation else { return false }
    isRefreshing = false
    return true
  }
}
