// LazyMasonry's cells as a device treats them (issue 45): reused for other
// items, asked their preferred size with UIKit's own fitting, content
// configurations landing on the content view a cell already has. Cards
// whose caption wraps at the width they are offered settle at their
// content's height at the column's width; per-item state never shows on
// another item; a rotation leaves no card measured at the other width.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutSwiftUI
import MasonryLayoutUIKit
import SwiftUI
import Testing
import UIKit

@MainActor
struct LazyMasonryCellsScenarioTests {
  /// A post: an image `imageHeight` tall at any width, and a caption of
  /// `characters` characters.
  struct Post: Identifiable, Equatable, Sendable {
    var id: Int
    var imageHeight: CGFloat
    var characters: Int
  }

  /// A post's card, as the model sizes it: the image over the caption,
  /// whose characters are 7 points wide on lines 20 points tall, broken
  /// at the width offered; offered no width, the caption is one line
  /// wide, and offered less height than it needs, it keeps the lines
  /// that fit (at least one), as `Text` does.
  struct Card: ModelSizedView {
    let post: Post
    var body: some View { EmptyView() }

    static let characterWidth: CGFloat = 7
    static let lineHeight: CGFloat = 20

    /// The card's height at a width.
    func height(atWidth width: CGFloat) -> CGFloat {
      let text = CGFloat(post.characters) * Self.characterWidth
      let lines =
        text == 0 ? 0 : (width > 0 ? (text / width).rounded(.up) : CGFloat(post.characters))
      return post.imageHeight + lines * Self.lineHeight
    }

    func modelSize(for proposal: ProposedViewSize) -> CGSize {
      let width = proposal.width ?? CGFloat(post.characters) * Self.characterWidth
      let needed = height(atWidth: width)
      let least = post.imageHeight + (post.characters > 0 ? Self.lineHeight : 0)
      return CGSize(
        width: width, height: proposal.height.map { min(needed, max($0, least)) } ?? needed)
    }
  }

  typealias Feed = LazyMasonry<Post, Int, Card, EmptyView, EmptyView>
  typealias Coordinator = LazyMasonryCoordinator<Post, Int, Card, EmptyView, EmptyView>

  /// Posts `ids`: captions of 0 to 3 lines at a 195-point column (0, 20,
  /// 40 and 70 characters), images 100 to 180 points tall, and every
  /// seventh a 12-point strip with no caption.
  static func posts(_ ids: some Sequence<Int>) -> [Post] {
    ids.map { id in
      id % 7 == 0
        ? Post(id: id, imageHeight: 12, characters: 0)
        : Post(
          id: id, imageHeight: 100 + CGFloat(id * 37 % 5) * 20, characters: [0, 20, 40, 70][id % 4])
    }
  }

  /// A two-column feed whose estimate is, by default, the image and room
  /// for three lines (20 points each, `Card.lineHeight`).
  static func feed(
    _ posts: [Post], columns: Masonry.Columns = .fixed(2),
    estimate: @escaping @Sendable (Post) -> CGFloat = { $0.imageHeight + 3 * 20 }
  ) -> Feed {
    LazyMasonry(posts, columns: columns, spacing: 0) {
      Card(post: $0)
    } height: { post, _ in
      estimate(post)
    }
  }

  static func coordinator(_ feed: Feed, size: CGSize = CGSize(width: 390, height: 844))
    -> Coordinator
  {
    let coordinator = Coordinator(feed, environment: EnvironmentValues())
    let collectionView = coordinator.collectionView
    ScenarioChecks.watch(collectionView)
    ScenarioChecks.watchHostedContent(of: coordinator)
    collectionView.frame = CGRect(origin: .zero, size: size)
    collectionView.layoutIfNeeded()
    return coordinator
  }

  /// The visible cells whose height is not their card's at their width,
  /// within a point, one line each.
  static func misfits(_ coordinator: Coordinator, posts: [Int: Post]) -> [String] {
    let collectionView = coordinator.collectionView
    return collectionView.indexPathsForVisibleItems.compactMap { path in
      guard
        let id = coordinator.state.id(ofItemAt: ItemPath(section: path.section, item: path.item)),
        let post = posts[id],
        let frame = collectionView.layoutAttributesForItem(at: path)?.frame
      else { return "item \(Array(path)) has no post or frame" }
      let expected = Card(post: post).height(atWidth: frame.width)
      return abs(frame.height - expected) <= 1
        ? nil : "post \(id) is \(frame.height) tall at \(frame.width), its card \(expected)"
    }
  }

  /// Problems 2 and 11: each settled cell is as tall as its card at its
  /// column's width, captions of two and three lines included (UIKit's
  /// default fitting measures them on one line), and a 12-point strip is
  /// 12 points tall (the hosting configuration's system minimum would
  /// make it 44).
  @Test func captionedCellsSettleAtTheirContentsHeightAtTheColumnWidth() {
    let posts = Self.posts(0..<60)
    let byID = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
    let coordinator = Self.coordinator(Self.feed(posts))
    let collectionView = coordinator.collectionView
    var checked = Set<Int>()
    var y: CGFloat = 0
    while true {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
      #expect(Self.misfits(coordinator, posts: byID) == [], "at \(y)")
      #expect(ScenarioChecks.problems(in: collectionView) == [], "at \(y)")
      for path in collectionView.indexPathsForVisibleItems {
        checked.insert(path.item)
      }
      let end = collectionView.contentSize.height - collectionView.bounds.height
      guard y < end else { break }
      y = min(y + 300, end)
    }
    #expect(checked.count == posts.count, "every post was seen settled")
  }

  /// Issue 51, item 8: content taller than its estimate is not cut. The
  /// estimate is the image alone, so every caption (up to three lines at
  /// the column's width) is longer than it; each settled cell is still its
  /// whole card's height. (The estimate proposed as the content's ideal
  /// height cut each caption to the lines that fit: none.)
  @Test func contentTallerThanItsEstimateIsNotCut() {
    let posts = Self.posts(0..<60)
    let byID = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
    let coordinator = Self.coordinator(Self.feed(posts, estimate: \.imageHeight))
    let collectionView = coordinator.collectionView
    var y: CGFloat = 0
    while true {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
      #expect(Self.misfits(coordinator, posts: byID) == [], "at \(y)")
      let end = collectionView.contentSize.height - collectionView.bounds.height
      guard y < end else { break }
      y = min(y + 300, end)
    }
  }

  /// A placeholder: no length of its own, it takes the length it is
  /// offered, and offered none, 10 points (a `Color`'s ideal size).
  struct Placeholder: ModelSizedView {
    var body: some View { EmptyView() }
    func modelSize(for proposal: ProposedViewSize) -> CGSize {
      CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }
  }

  /// A view with no length of its own takes its estimate, longer or
  /// shorter than its ideal 10 points.
  @Test func aPlaceholderTakesItsEstimate() {
    let feed = LazyMasonry(Self.posts(1..<21), columns: .fixed(2), spacing: 0) { _ in
      Placeholder()
    } height: { post, _ in
      post.imageHeight
    }
    let coordinator = LazyMasonryCoordinator(feed, environment: EnvironmentValues())
    let collectionView = coordinator.collectionView
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    collectionView.layoutIfNeeded()
    #expect(!collectionView.indexPathsForVisibleItems.isEmpty)
    for path in collectionView.indexPathsForVisibleItems {
      let post = Self.posts(1..<21)[path.item]
      #expect(collectionView.layoutAttributesForItem(at: path)?.frame.height == post.imageHeight)
    }
  }

  /// Problem 10's reading: after a rotation and back, no visible card
  /// keeps a height measured at the other width once the pass settles.
  @Test func aRotationAndBackLeavesNoCardMeasuredAtTheOtherWidth() {
    let posts = Self.posts(0..<60)
    let byID = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
    let coordinator = Self.coordinator(
      Self.feed(posts, columns: .adaptive(minimumWidth: 180, maximumCount: 6)))
    let collectionView = coordinator.collectionView
    #expect(Self.misfits(coordinator, posts: byID) == [])
    for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
      collectionView.frame = CGRect(origin: .zero, size: size)
      collectionView.layoutIfNeeded()
      #expect(Self.misfits(coordinator, posts: byID) == [], "at \(size)")
      #expect(ScenarioChecks.problems(in: collectionView) == [], "at \(size)")
    }
  }

  /// Problem 1: per-item state follows the item, not the cell. Seeded
  /// random scrolls, deletions, insertions, moves and changed values
  /// under the same id, with cells reused: after every pass each
  /// displayed cell hosts its own item's card (ScenarioChecks'
  /// hosted-content check) and that card's state (made for the same
  /// post), never another item's, and the cards settle at their height
  /// at their column's width.
  @Test func perItemStateNeverShowsOnAnotherItem() {
    var random = SplitMix64(seed: 0x5EED_CE11)
    var reused = 0
    // 300 sequences of 40 steps at CI's sweep factor: 12,000 steps.
    for _ in 0..<RandomSweep.count(3) {
      var next = 0
      func fresh(_ count: Int) -> [Post] {
        defer { next += count }
        return Self.posts(next..<next + count)
      }
      var posts = fresh(Int.random(in: 20...200, using: &random))
      let coordinator = Self.coordinator(Self.feed(posts))
      let collectionView = coordinator.collectionView
      // Either reading of when UIKit asks a cell to size itself again.
      collectionView.modelFitsOnlyNamedCells = Bool.random(using: &random)
      for step in 0..<40 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
          let end = max(collectionView.contentSize.height - 844, 0)
          collectionView.contentOffset = CGPoint(
            x: 0, y: CGFloat.random(in: 0...end, using: &random))
        case 5..<8:
          posts.removeAll { _ in Int.random(in: 0..<6, using: &random) == 0 }
          for _ in 0..<Int.random(in: 0...6, using: &random) {
            posts.insert(fresh(1)[0], at: Int.random(in: 0...posts.count, using: &random))
          }
          if posts.count > 1 {
            let moved = posts.remove(at: Int.random(in: 0..<posts.count, using: &random))
            posts.insert(moved, at: Int.random(in: 0...posts.count, using: &random))
          }
          coordinator.update(
            Self.feed(posts), environment: EnvironmentValues(),
            animated: Bool.random(using: &random))
        default:
          // New values under the same ids: the cells are rebuilt in place.
          for index in posts.indices where Int.random(in: 0..<3, using: &random) == 0 {
            posts[index].characters = Int.random(in: 0...80, using: &random)
          }
          coordinator.update(Self.feed(posts), environment: EnvironmentValues(), animated: false)
        }
        collectionView.layoutIfNeeded()
        #expect(
          ScenarioChecks.problems(in: collectionView, bruteForce: posts.count < 120) == [],
          "step \(step)")
        let byID = Dictionary(posts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Self.misfits(coordinator, posts: byID) == [], "step \(step)")
        for path in collectionView.indexPathsForVisibleItems {
          let id = coordinator.state.id(ofItemAt: ItemPath(section: path.section, item: path.item))
          let cell = collectionView.cellForItem(at: path)
          #expect((cell?.modelHostedContent as? Card)?.post.id == id, "step \(step)")
          #expect(
            (cell?.modelHostedStateOrigin as? Card)?.post.id == id,
            "step \(step): post \(id ?? -1) shows the state of another post")
        }
      }
      reused += collectionView.modelReusedViewCount
    }
    #expect(reused > 0, "cells were reused")
  }

  /// Problem 11: a data change in a transaction with an animation
  /// animates, also when the transaction disables animations (which
  /// stops only implicit `animation(_:)` ones); none without one.
  @Test func aDataChangeAnimatesAsItsTransactionSays() {
    var posts = Self.posts(0..<40)
    let coordinator = Self.coordinator(Self.feed(posts))
    let collectionView = coordinator.collectionView
    func update(in transaction: Transaction) {
      posts.removeLast()
      LazyMasonryRepresentable(Self.feed(posts)).updateUIView(
        collectionView,
        context: UIViewRepresentableContext(
          modelCoordinator: coordinator, transaction: transaction,
          environment: EnvironmentValues()))
    }
    var transaction = Transaction(animation: .default)
    transaction.disablesAnimations = true
    update(in: transaction)
    #expect(collectionView.modelLastBatchWasAnimated == true)
    update(in: Transaction())
    #expect(collectionView.modelLastBatchWasAnimated == false)
    update(in: Transaction(animation: .default))
    #expect(collectionView.modelLastBatchWasAnimated == true)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// `onEndReached` once per item count: the cards at the end measuring
  /// themselves change the content's length, not its items, so a page still
  /// loading is not asked for again; the next page's end is reported.
  /// (Once per content length, the rule before, reported the end again as
  /// each card at the end measured itself.)
  @Test func theEndIsReportedOnceWhileTheLastCardsMeasureThemselves() {
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    var posts = Self.posts(0..<40)
    let coordinator = Self.coordinator(Self.feed(posts).onEndReached { count.value += 1 })
    let collectionView = coordinator.collectionView
    func scrollToTheEndAsTheCardsSettle() -> Set<CGFloat> {
      var lengths: Set<CGFloat> = [collectionView.contentSize.height]
      for _ in 0..<6 {
        let end = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
        collectionView.contentOffset = CGPoint(x: 0, y: end)
        collectionView.layoutIfNeeded()
        lengths.insert(collectionView.contentSize.height)
      }
      return lengths
    }
    #expect(count.value == 0)
    // The estimates leave room for three lines: the cards at the end
    // measure shorter, and the content's length changes under the user.
    #expect(scrollToTheEndAsTheCardsSettle().count > 1)
    #expect(count.value == 1)
    posts += Self.posts(40..<80)
    coordinator.update(
      Self.feed(posts).onEndReached { count.value += 1 }, environment: EnvironmentValues(),
      animated: false)
    collectionView.layoutIfNeeded()
    #expect(count.value == 1)
    #expect(scrollToTheEndAsTheCardsSettle().count > 1)
    #expect(count.value == 2)
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }
}
