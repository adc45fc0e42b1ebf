// SwiftUI's LazyMasonry inside `refreshable(action:)` (issue 45, problem
// 7): its collection view gets a UIRefreshControl while the environment
// holds a refresh action, a pull runs the action once and ends refreshing
// when it returns, and no action means no control.

import MasonryLayoutSwiftUI
import SwiftUI
import Testing
import UIKit

@MainActor
struct LazyMasonryRefreshScenarioTests {
  typealias Coordinator = LazyMasonryScenarioTests.Coordinator

  /// What the refresh actions did, and the continuation that lets the
  /// running one return.
  @MainActor final class Log {
    var runs: [String] = []
    var gate: CheckedContinuation<Void, Never>?
  }

  /// A refresh action that records `name` and waits for the test to let
  /// it return, on the main actor.
  static func action(_ name: String, _ log: Log) -> RefreshAction {
    RefreshAction(modelHandler: { @MainActor in
      log.runs.append(name)
      await withCheckedContinuation { log.gate = $0 }
    })
  }

  /// An environment inside `refreshable(action:)` when `action` is given.
  static func environment(_ action: RefreshAction?) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.modelRefresh = action
    return environment
  }

  /// A feed of 40 photos in a 390x844 collection view, laid out.
  static func coordinator(_ environment: EnvironmentValues) -> Coordinator {
    let feed = LazyMasonryScenarioTests.feed(LazyMasonryScenarioTests.photos(0..<40))
    let coordinator = Coordinator(feed, environment: environment)
    ScenarioChecks.watch(coordinator.collectionView)
    coordinator.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    coordinator.collectionView.layoutIfNeeded()
    return coordinator
  }

  /// Waits (up to `milliseconds`, two seconds by default) until
  /// `condition` holds: the refresh runs in a task, and the action's
  /// `callAsFunction()` leaves the main actor and comes back.
  static func eventually(
    milliseconds: Int = 2_000, _ condition: @MainActor () -> Bool
  ) async throws {
    for _ in 0..<milliseconds where !condition() {
      try await Task.sleep(for: .milliseconds(1))
    }
  }

  /// A pull runs the action once; the control refreshes until the action
  /// returns, a second pull meanwhile runs nothing, and the refresh ends
  /// once when it returns.
  @Test func aPullRunsTheActionOnceAndEndsRefreshingWhenItReturns() async throws {
    let log = Log()
    let coordinator = Self.coordinator(Self.environment(Self.action("refresh", log)))
    let collectionView = coordinator.collectionView
    let control = try #require(collectionView.refreshControl)
    collectionView.contentOffset = CGPoint(x: 0, y: 600)
    #expect(collectionView.modelPullToRefresh())
    #expect(collectionView.contentOffset.y == 0)
    #expect(control.isRefreshing)
    try await Self.eventually { log.gate != nil }
    #expect(log.runs == ["refresh"])
    #expect(!collectionView.modelPullToRefresh())
    try await Self.eventually(milliseconds: 50) { false }
    #expect(log.runs == ["refresh"])
    #expect(control.isRefreshing)
    log.gate?.resume()
    log.gate = nil
    try await Self.eventually { !control.isRefreshing }
    #expect(!control.isRefreshing)
    #expect(control.modelBeginCount == 1)
    #expect(control.modelEndCount == 1)
    #expect(log.runs == ["refresh"])
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// The action of the latest update runs, not the first one's.
  @Test func aPullRunsTheLatestAction() async throws {
    let log = Log()
    let coordinator = Self.coordinator(Self.environment(Self.action("first", log)))
    coordinator.update(
      coordinator.lazyMasonry, environment: Self.environment(Self.action("second", log)),
      animated: false)
    let control = try #require(coordinator.collectionView.refreshControl)
    #expect(coordinator.collectionView.modelPullToRefresh())
    try await Self.eventually { log.gate != nil }
    #expect(log.runs == ["second"])
    log.gate?.resume()
    try await Self.eventually { !control.isRefreshing }
    #expect(control.modelEndCount == 1)
  }

  /// Outside `refreshable(action:)`: no control, and a pull refreshes
  /// nothing.
  @Test func noRefreshActionNoControl() {
    let coordinator = Self.coordinator(EnvironmentValues())
    #expect(coordinator.collectionView.refreshControl == nil)
    #expect(!coordinator.collectionView.modelPullToRefresh())
  }

  /// An action that goes away on an update takes the control with it; one
  /// that comes back brings a control back. A refresh running when its
  /// control went away ends nothing when it returns.
  @Test func anActionRemovedOnUpdateRemovesTheControl() async throws {
    let log = Log()
    let coordinator = Self.coordinator(Self.environment(Self.action("refresh", log)))
    let collectionView = coordinator.collectionView
    let first = try #require(collectionView.refreshControl)
    #expect(collectionView.modelPullToRefresh())
    try await Self.eventually { log.gate != nil }
    coordinator.update(coordinator.lazyMasonry, environment: EnvironmentValues(), animated: false)
    #expect(collectionView.refreshControl == nil)
    #expect(!collectionView.modelPullToRefresh())
    coordinator.update(
      coordinator.lazyMasonry, environment: Self.environment(Self.action("again", log)),
      animated: false)
    let second = try #require(collectionView.refreshControl)
    #expect(second !== first)
    #expect(!second.isRefreshing)
    log.gate?.resume()
    log.gate = nil
    try await Self.eventually(milliseconds: 50) { false }
    #expect(second.modelEndCount == 0)
    #expect(log.runs == ["refresh"])
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Issue 51, item 3: a scroll view whose content is no taller than its
  /// bounds does not drag vertically unless it always bounces
  /// (`UIScrollView.h`), and a refresh control does not turn that on. A
  /// short feed, an empty one and a horizontal one can all be pulled.
  @Test func aShortAnEmptyAndAHorizontalFeedCanBePulled() throws {
    let feeds = [
      LazyMasonryScenarioTests.feed(LazyMasonryScenarioTests.photos(0..<3)),
      LazyMasonryScenarioTests.feed(LazyMasonryScenarioTests.photos(0..<0)),
      LazyMasonryScenarioTests.feed(
        LazyMasonryScenarioTests.photos(0..<60), columns: .fixed(3), axis: .horizontal),
    ]
    for feed in feeds {
      let log = Log()
      let coordinator = Coordinator(feed, environment: Self.environment(Self.action("r", log)))
      let collectionView = coordinator.collectionView
      ScenarioChecks.watch(collectionView)
      collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      collectionView.layoutIfNeeded()
      #expect(collectionView.contentSize.height <= 844)
      let control = try #require(collectionView.refreshControl)
      #expect(collectionView.modelPullToRefresh())
      #expect(control.isRefreshing)
      #expect(ScenarioChecks.problems(in: collectionView) == [])
    }
  }
}
