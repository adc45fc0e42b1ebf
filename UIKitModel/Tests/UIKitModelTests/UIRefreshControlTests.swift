// A control's actions by event, a refresh control's state, and the
// model's pull to refresh: a drag to the top and past it that, with an
// enabled control not yet refreshing, begins refreshing and sends
// `.valueChanged` while the finger is down.

import Testing
import UIKit

@MainActor
struct UIRefreshControlTests {
  @Test func aControlSendsTheActionsAddedForAnEventOnceEach() {
    let control = UIControl()
    #expect(control.isEnabled)
    var log: [String] = []
    let changed = UIAction { _ in log.append("changed") }
    let both = UIAction(title: "both") { action in log.append(action.title) }
    control.addAction(changed, for: .valueChanged)
    control.addAction(both, for: [.valueChanged, .primaryActionTriggered])
    control.sendActions(for: .valueChanged)
    #expect(log == ["changed", "both"])
    log = []
    control.sendActions(for: .primaryActionTriggered)
    #expect(log == ["both"])
    log = []
    control.sendActions(for: .touchUpInside)
    #expect(log == [])
    control.removeAction(both, for: .valueChanged)
    control.sendActions(for: [.valueChanged, .primaryActionTriggered])
    #expect(log == ["changed", "both"])
  }

  @Test func aRefreshControlRefreshesFromBeginToEndAndSendsNothing() {
    let control = UIRefreshControl()
    var sent = 0
    control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    #expect(!control.isRefreshing)
    control.beginRefreshing()
    control.beginRefreshing()
    #expect(control.isRefreshing)
    #expect(control.modelBeginCount == 1)
    control.endRefreshing()
    control.endRefreshing()
    #expect(!control.isRefreshing)
    #expect(control.modelEndCount == 1)
    // "Tells the control that a refresh operation was started
    // programmatically": no action.
    #expect(sent == 0)
  }

  @Test func aScrollViewHasNoRefreshControlUntilGivenOne() {
    let fixture = ModelFixture()
    #expect(fixture.collectionView.refreshControl == nil)
    let control = UIRefreshControl()
    fixture.collectionView.refreshControl = control
    #expect(fixture.collectionView.refreshControl === control)
    fixture.collectionView.refreshControl = nil
    #expect(fixture.collectionView.refreshControl == nil)
  }

  /// From an offset of 1,000: a drag to the top, `.valueChanged` while
  /// the finger is down, the lift at the top; the control refreshing.
  @Test func aPullBeginsRefreshingAndSendsValueChangedDuringTheDrag() {
    let fixture = ModelFixture()
    let collectionView = fixture.collectionView
    let delegate = SpyScrollDelegate()
    collectionView.delegate = delegate
    collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    delegate.calls = []
    let control = UIRefreshControl()
    control.addAction(
      UIAction { _ in
        delegate.record("valueChanged(\(control.isRefreshing))", collectionView)
      }, for: .valueChanged)
    collectionView.refreshControl = control
    #expect(collectionView.modelPullToRefresh())
    #expect(
      delegate.calls == [
        "willBeginDragging [td] 1000",
        "didScroll [td] 0",
        "valueChanged(true) [td] 0",
        "willEndDragging [td] 0",
        "didEndDragging(false) [t] 0",
      ])
    #expect(control.isRefreshing)
    #expect(!collectionView.isTracking && !collectionView.isDragging)
    // Refreshing already: a second pull notifies nothing.
    delegate.calls = []
    #expect(!collectionView.modelPullToRefresh())
    #expect(!delegate.calls.contains { $0.hasPrefix("valueChanged") })
    #expect(control.modelBeginCount == 1)
    #expect(fixture.violations == [])
  }

  @Test func aPullReachesNoDisabledControlAndNoMissingOne() {
    let fixture = ModelFixture()
    let collectionView = fixture.collectionView
    collectionView.contentOffset = CGPoint(x: 0, y: 500)
    // No control: the drag still scrolls to the top.
    #expect(!collectionView.modelPullToRefresh())
    #expect(collectionView.contentOffset.y == 0)
    let control = UIRefreshControl()
    var offsets: [CGFloat] = []
    control.addAction(
      UIAction { _ in offsets.append(collectionView.contentOffset.y) }, for: .valueChanged)
    control.isEnabled = false
    collectionView.refreshControl = control
    #expect(!collectionView.modelPullToRefresh())
    #expect(!control.isRefreshing)
    #expect(offsets == [])
    control.isEnabled = true
    #expect(collectionView.modelPullToRefresh())
    // The top is above the content inset's top: the pull reaches it.
    control.endRefreshing()
    collectionView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(collectionView.modelPullToRefresh())
    #expect(offsets == [0, -40])
    #expect(fixture.violations == [])
  }
}
