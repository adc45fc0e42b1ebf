// An accessibility element's answers on whatever thread asks. VoiceOver
// asks on the main thread, but the informal protocols are NSObject's, and
// an accessibility-audit or analytics SDK may ask from a queue of its own,
// where `MainActor.assumeIsolated` traps. On the main thread an element
// computes its answer and remembers it; on any other it gives the last
// answer, and an action is sent to the main actor.

#if canImport(UIKit) && !os(watchOS)
  import Dispatch
  import Foundation

  /// The last answer an accessibility element computed on the main thread,
  /// given to a caller on any other thread.
  ///
  /// The element's overrides are `nonisolated`, so that neither the iOS 17
  /// SDK's reading (NSObject's members, nonisolated) nor the iOS 18 SDK's
  /// (main actor, whose thunk would check the thread) traps off the main
  /// thread.
  package final class _AccessibilityAnswer<Value: Sendable>: @unchecked Sendable {
    /// Guards `last`, which the main thread writes and any thread reads.
    private let lock = NSLock()
    private var last: Value

    /// Creates the answer given before the main thread computes one.
    ///
    /// - Parameter initial: The answer until then.
    package init(_ initial: Value) {
      last = initial
    }

    /// The answer: computed and remembered on the main thread, the last
    /// one remembered on any other.
    ///
    /// - Parameter compute: Computes the answer on the main actor.
    /// - Returns: The answer.
    /// - Complexity: That of `compute` on the main thread; O(1) elsewhere.
    package func read(_ compute: @MainActor () -> Value) -> Value {
      guard _isOnTheMainQueue else { return remembered }
      let value = MainActor.assumeIsolated(compute)
      remember(value)
      return value
    }

    private var remembered: Value {
      lock.lock()
      defer { lock.unlock() }
      return last
    }

    private func remember(_ value: Value) {
      lock.lock()
      defer { lock.unlock() }
      last = value
    }
  }

  /// Performs an accessibility action on the main actor: at once on the
  /// main thread, later from any other (see ``_AccessibilityAnswer``).
  ///
  /// - Parameter action: The action.
  /// - Complexity: That of `action` on the main thread; O(1) elsewhere.
  package func _performAccessibilityAction(_ action: @escaping @MainActor @Sendable () -> Void) {
    guard _isOnTheMainQueue else {
      Task { @MainActor in action() }
      return
    }
    MainActor.assumeIsolated(action)
  }

  /// Whether the caller runs on the main queue, the main actor's executor,
  /// without asserting it as `MainActor.assumeIsolated` does.
  ///
  /// On Apple's platforms the main queue runs on the main thread, where
  /// UIKit also calls from its run loop outside any queue's block, so the
  /// thread answers. Elsewhere (the UIKit model's tests on Linux, after
  /// `dispatchMain()`), a thread of the pool may run the main queue, so
  /// the queue answers; a key set on it once tells.
  package var _isOnTheMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey.key) != nil
  }

  /// A key the main queue carries, set on it once, on first use.
  private let _mainQueueKey: _MainQueueKey = {
    let key = _MainQueueKey()
    DispatchQueue.main.setSpecific(key: key.key, value: true)
    return key
  }()

  /// The main queue's key, `Sendable` whether or not an SDK's Dispatch
  /// declares the key so (only the queue reads it).
  private struct _MainQueueKey: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
  }
#endif
