// SwiftUI's LazyMasonry under a navigation bar and above the home
// indicator (issue 45, problem 6): the collection view's safe area is 91
// points at the top and 34 at the bottom, adjusted automatically, as
// UIKit gives it inside a navigation controller on an iPhone. A scroll
// target lands below the bar, the last item can rest above the indicator,
// the end is reported once, when the user sees it; right to left, the
// feed starts at its first item inside the side insets.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutSwiftUI
import SwiftUI
import Testing
import UIKit

@MainActor
struct LazyMasonrySafeAreaScenarioTests {
  typealias Feeds = LazyMasonryScenarioTests
  typealias Coordinator = LazyMasonryScenarioTests.Coordinator

  final class Count: @unchecked Sendable { var value = 0 }

  /// A navigation bar's and the home indicator's safe area on an iPhone.
  static let bars = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)

  /// A coordinator of `feed` in a 390x844 collection view (or `size`)
  /// with `safeArea`, at a display scale of 3, laid out at `offset` (where
  /// UIKit starts a scroll view under a navigation bar: −91), watched for
  /// stale cells.
  static func coordinator(
    _ feed: Feeds.Feed, safeArea: UIEdgeInsets, offset: CGPoint,
    size: CGSize = CGSize(width: 390, height: 844), rightToLeft: Bool = false
  ) -> Coordinator {
    var environment = EnvironmentValues()
    if rightToLeft { environment.layoutDirection = .rightToLeft }
    let coordinator = Coordinator(feed, environment: environment)
    let collectionView = coordinator.collectionView
    ScenarioChecks.watch(collectionView)
    collectionView.modelTraitCollection = UITraitCollection(displayScale: 3)
    collectionView.modelSafeAreaInsets = safeArea
    collectionView.frame = CGRect(origin: .zero, size: size)
    collectionView.contentOffset = offset
    collectionView.layoutIfNeeded()
    return coordinator
  }

  /// What the user sees: the bounds less the adjusted insets.
  static func visible(_ collectionView: UICollectionView) -> CGRect {
    collectionView.bounds.inset(by: collectionView.adjustedContentInset)
  }

  /// Issue 45, problem 6: under a 91-point bar and above a 34-point
  /// indicator, a scroll target's top lands at the bar's lower edge, the
  /// last item rests fully above the indicator (a target there, and a
  /// drag past the end), and the end is reported once, when the last item
  /// clears the indicator, not while its last 34 points are under it.
  @Test func underANavigationBarATargetLandsBelowItAndTheLastItemAboveTheIndicator() throws {
    let count = Count()
    let feed = Feeds.feed(Feeds.photos(0..<100)).overscan(0).onEndReached { count.value += 1 }
    let coordinator = Self.coordinator(feed, safeArea: Self.bars, offset: CGPoint(x: 0, y: -91))
    let collectionView = coordinator.collectionView
    #expect(
      collectionView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: -91))
    // Two columns of items 100 to 180 tall: whole points, so every offset
    // below is on the pixel grid.
    let content = collectionView.contentSize.height
    #expect(content > 844 * 4)
    #expect(content == content.rounded())

    // A target mid-feed: its top at 91 points below the bounds' top.
    coordinator.requestScroll(to: 50)
    let item50 = try #require(Feeds.frames(coordinator)[50])
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: item50.minY - 91))
    #expect(Self.visible(collectionView).contains(item50))
    #expect(count.value == 0)

    // At the largest offset without the insets (the content's end at the
    // bounds' bottom), the last 34 points are under the indicator: the
    // user has not seen the end.
    collectionView.contentOffset = CGPoint(x: 0, y: content - 844)
    #expect(count.value == 0)

    // A target on the last item (the one that ends the content) rests at
    // the largest offset, content + 34 − 844, the item above the indicator.
    let frames = Feeds.frames(coordinator)
    let last = try #require(frames.max { $0.value.maxY < $1.value.maxY })
    #expect(last.value.maxY == content)
    collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    coordinator.requestScroll(to: last.key)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: content + 34 - 844))
    #expect(Self.visible(collectionView).contains(last.value))
    #expect(count.value == 1)

    // A drag past the end comes to rest there too; the end is not
    // reported again, nor after going back up and down.
    collectionView.modelBeginDragging()
    collectionView.contentOffset = CGPoint(x: 0, y: content)
    collectionView.modelEndDragging(withVelocity: .zero)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: content + 34 - 844))
    collectionView.contentOffset = CGPoint(x: 0, y: 500)
    collectionView.modelEndDragging(withVelocity: CGPoint(x: 0, y: 50))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: content + 34 - 844))
    #expect(count.value == 1)

    // A target near the top rests at −91, the first row below the bar.
    coordinator.requestScroll(to: 0)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: -91))
    #expect(Self.visible(collectionView).contains(try #require(Feeds.frames(coordinator)[0])))
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Issue 45, problem 6: a horizontal feed right to left, in landscape
  /// with the notch's 47 points on each side, starts with its first item
  /// at the right inset, not under the notch.
  @Test func aHorizontalFeedRightToLeftStartsInsideTheSideInsets() throws {
    let feed = Feeds.feed(Feeds.photos(0..<60), columns: .fixed(3), axis: .horizontal)
    let coordinator = Self.coordinator(
      feed, safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47), offset: .zero,
      size: CGSize(width: 844, height: 300), rightToLeft: true)
    let collectionView = coordinator.collectionView
    let width = collectionView.contentSize.width
    #expect(width > 844 * 3)
    #expect(collectionView.adjustedContentInset.right == 47)
    // The largest offset: the content's right end at the right inset.
    #expect(collectionView.contentOffset == CGPoint(x: width + 47 - 844, y: 0))
    let first = try #require(Feeds.frames(coordinator)[0])
    #expect(first.maxX == width)
    #expect(Self.visible(collectionView).contains(first))
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Issue 51, item 4: `.automatic` adjusts the top and bottom insets only
  /// where the content scrolls vertically (or always bounces), unless the
  /// scroll view is a view controller's view in a navigation controller,
  /// which LazyMasonry's never is. A feed shorter than the screen still
  /// starts below the bar and ends above the indicator, and does not jump
  /// when it grows past a screen.
  @Test func aShortFeedStartsBelowTheBarAndDoesNotJumpWhenItGrows() throws {
    let coordinator = Self.coordinator(
      Feeds.feed(Feeds.photos(0..<3)), safeArea: Self.bars, offset: CGPoint(x: 0, y: -91))
    let collectionView = coordinator.collectionView
    #expect(collectionView.contentSize.height < 844 - 91 - 34)
    #expect(!collectionView.modelIsNavigationContentView)
    #expect(
      collectionView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    // A drag that ends rests with the first row below the bar.
    collectionView.modelBeginDragging()
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    collectionView.modelEndDragging(withVelocity: .zero)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: -91))
    let first = try #require(Feeds.frames(coordinator)[0])
    #expect(Self.visible(collectionView).contains(first))
    let onScreen = first.minY - collectionView.contentOffset.y
    // Grown past a screen: the same inset, the first photo where it was.
    coordinator.update(
      Feeds.feed(Feeds.photos(0..<60)), environment: EnvironmentValues(), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentSize.height > 844)
    #expect(collectionView.adjustedContentInset.top == 91)
    let grown = try #require(Feeds.frames(coordinator)[0])
    #expect(grown.minY - collectionView.contentOffset.y == onScreen)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }
}
