// SwiftUI's WheelView and CarouselView where UIKit exists: their one
// coordinator's collection view, driven through the UIKit model (issue
// 35), for a wheel, a wrapping wheel, a cover flow carousel and a
// wrapping cylinder. The selection is written exactly once per settle (a
// fling across several items, a drag that stops, a tap) and never for a
// settle on the selected item; the caller's selection scrolls there and
// is not written back; data changes around the selection keep it centred
// and write nothing, a removed selection hands over once; right to left;
// every cell shown hosts its item's content.

import CircularLayout
import CircularLayoutHosting
import CircularLayoutSwiftUI
import CircularLayoutUIKit
import LayoutGeometry
import LayoutTestSupport
import SwiftUI
import Testing
import UIKit

/// The binding's storage: its value, every write the view made, and the
/// items whose content was built.
@MainActor
final class CircularSelectionBox {
  var value: Int
  var writes: [Int] = []
  var built: [Int] = []

  init(_ value: Int) { self.value = value }
}

/// What a scenario does to one of the views, whatever its engine.
@MainActor
protocol CircularViewHarness: AnyObject {
  var collectionView: UICollectionView { get }
  /// The view SwiftUI shows, which holds the collection view.
  var containerView: UIView { get }
  var box: CircularSelectionBox { get }
  var ids: [Int] { get }
  var axis: LayoutGeometry.Axis { get }
  var centeredIndex: Int? { get }
  var landingIndex: Int? { get }
  var engineDirection: LayoutGeometry.LayoutDirection { get }
  /// SwiftUI updates the view with these items (the binding as the box
  /// holds it).
  func update(_ ids: [Int], animated: Bool)
  func offset(centering index: Int) -> CGPoint
  /// A tap on an item: UIKit asks the delegate whether to select it.
  func tap(_ index: Int) -> Bool
  /// The id of the item at an index, as the data source answers it now.
  func id(ofItemAt index: Int) -> Int?
  /// Whether the view's selection state is at rest: no drag,
  /// deceleration or animation of its own that it waits to end.
  var isSettled: Bool { get }
}

extension CircularViewHarness {
  var centeredID: Int? { centeredIndex.map { ids[$0] } }

  /// The caller sets the binding (not a write of the view's) and SwiftUI
  /// updates the view.
  func select(_ id: Int, animated: Bool) {
    box.value = id
    update(ids, animated: animated)
  }
}

/// The coordinator of a view over the items `ids` (identified by
/// themselves, each with an empty view whose building is recorded).
@MainActor
final class CircularHarness<Engine: CircularCollectionEngine>: CircularViewHarness {
  typealias Coordinator = CircularCollectionCoordinator<Engine, [Int], Int, EmptyView>

  let engine: Engine
  let box: CircularSelectionBox
  let direction: SwiftUI.LayoutDirection
  private(set) var ids: [Int]
  var coordinator: Coordinator!

  init(
    _ engine: Engine, ids: [Int], selection: Int, rightToLeft: Bool
  ) {
    self.engine = engine
    self.ids = ids
    box = CircularSelectionBox(selection)
    direction = rightToLeft ? .rightToLeft : .leftToRight
    coordinator = Coordinator(view(), environment: EnvironmentValues())
    coordinator.update(
      view(), environment: EnvironmentValues(), layoutDirection: direction, animated: false)
  }

  func view() -> CircularCollection<Engine, [Int], Int, EmptyView> {
    let box = self.box
    return CircularCollection(
      engine: engine, data: ids, id: \.self,
      selection: Binding(
        modelGet: { box.value },
        modelSet: {
          box.value = $0
          box.writes.append($0)
        }),
      decelerationRate: .normal,
      content: {
        box.built.append($0)
        return EmptyView()
      })
  }

  var collectionView: UICollectionView { coordinator.collectionView }
  var containerView: UIView { coordinator.containerView }
  var axis: LayoutGeometry.Axis { coordinator.layout.engine(as: Engine.self).axis }
  var centeredIndex: Int? { coordinator.layout.centeredItemIndex }
  var landingIndex: Int? { coordinator.layout.landingItemIndex }
  var engineDirection: LayoutGeometry.LayoutDirection {
    coordinator.layout.engine(as: Engine.self).layoutDirection
  }

  func update(_ ids: [Int], animated: Bool) {
    self.ids = ids
    coordinator.update(
      view(), environment: EnvironmentValues(), layoutDirection: direction, animated: animated)
  }

  func offset(centering index: Int) -> CGPoint {
    coordinator.layout.contentOffset(centeringItemAt: index)
  }

  func tap(_ index: Int) -> Bool {
    coordinator.collectionView(
      coordinator.collectionView, shouldSelectItemAt: IndexPath(item: index, section: 0))
  }

  func id(ofItemAt index: Int) -> Int? {
    coordinator.state.id(ofItemAt: index)
  }

  /// SwiftUI updates the view with these items in `transaction`, through
  /// the representable's `updateUIView(_:context:)`.
  func updateUIView(_ ids: [Int], in transaction: Transaction) {
    self.ids = ids
    view().updateUIView(
      coordinator.containerView,
      context: UIViewRepresentableContext(
        modelCoordinator: coordinator, transaction: transaction,
        environment: EnvironmentValues()))
  }
  var isSettled: Bool { coordinator.state.phase == .idle }
}

@MainActor
struct CircularViewsScenarioTests {
  /// The engines the two views are tested with.
  enum Engine: String, CaseIterable, CustomStringConvertible {
    /// WheelView's default wheel.
    case wheel
    /// The default wheel, wrapping around.
    case wrappingWheel
    /// A cover flow carousel of CarouselView's default item size.
    case coverFlow
    /// A cylinder carousel, which wraps around by default.
    case cylinder

    var description: String { rawValue }
  }

  /// A view of `count` items (ids 100, 101, ...) with `selection`
  /// selected, 390x844, at the display scale `scale` (none by default:
  /// offsets are not rounded), with `distancePerItem` points of scrolling
  /// per item when given, laid out and watched for stale cells.
  static func harness(
    _ engine: Engine, count: Int = 30, selection: Int = 110, rightToLeft: Bool = false,
    scale: CGFloat = 0, distancePerItem: Double? = nil
  ) throws -> any CircularViewHarness {
    let ids = Array(100..<100 + count)
    let harness: any CircularViewHarness
    switch engine {
    case .wheel, .wrappingWheel:
      var wheel = WheelView<[Int], Int, EmptyView>.defaultWheel
      try wheel.update {
        $0.wrapsAround = engine == .wrappingWheel
        if let distancePerItem {
          $0.scrollModel = .fixedDistancePerItem
          $0.scrollDistancePerItem = distancePerItem
        }
      }
      harness = CircularHarness(
        wheel, ids: ids,
        selection: selection, rightToLeft: rightToLeft)
    case .coverFlow, .cylinder:
      var carousel = try Carousel(
        itemSize: Size(width: 200, height: 200),
        style: engine == .coverFlow ? .coverFlow : .cylinder)
      if let distancePerItem {
        try carousel.update { $0.scrollDistancePerItem = distancePerItem }
      }
      harness = CircularHarness(
        carousel, ids: ids,
        selection: selection, rightToLeft: rightToLeft)
    }
    let collectionView = harness.collectionView
    ScenarioChecks.watch(collectionView)
    ScenarioChecks.watchHostedContent(collectionView) { [weak harness] path in
      path.section == 0 ? harness?.id(ofItemAt: path.item).map { AnyHashable($0) } : nil
    }
    collectionView.modelTraitCollection = UITraitCollection(displayScale: scale)
    // SwiftUI sizes the container, which sizes the collection view.
    harness.containerView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    harness.containerView.layoutIfNeeded()
    #expect(collectionView.frame == harness.containerView.bounds)
    return harness
  }

  /// A velocity along an axis, in points per millisecond.
  static func velocity(_ speed: CGFloat, along axis: LayoutGeometry.Axis) -> CGPoint {
    axis == .horizontal ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed)
  }

  /// An offset moved by `distance` along an axis.
  static func moved(_ offset: CGPoint, by distance: CGFloat, along axis: LayoutGeometry.Axis)
    -> CGPoint
  {
    axis == .horizontal
      ? CGPoint(x: offset.x + distance, y: offset.y) : CGPoint(x: offset.x, y: offset.y + distance)
  }

  /// Every visible cell hosts content, and each visible item's content
  /// was built.
  static func expectCellsHostContent(_ harness: any CircularViewHarness, _ engine: Engine) {
    let collectionView = harness.collectionView
    // Transparent, as a SwiftUI view is.
    #expect(collectionView.backgroundColor == .clear, "\(engine)")
    let visible = collectionView.indexPathsForVisibleItems
    #expect(!visible.isEmpty, "\(engine)")
    for path in visible {
      #expect(
        collectionView.cellForItem(at: path)?.contentConfiguration != nil, "\(engine) \(path)")
      #expect(harness.box.built.contains(harness.ids[path.item]), "\(engine) \(path)")
    }
  }

  // MARK: - The first layout

  @Test(arguments: Engine.allCases)
  func theFirstLayoutRestsOnTheSelectionWritesNothingAndHostsEveryCell(engine: Engine) throws {
    let harness = try Self.harness(engine)
    #expect(harness.centeredID == 110)
    #expect(harness.box.writes == [])
    Self.expectCellsHostContent(harness, engine)
    // Only the scroll axis scrolls: a drag across it goes to an enclosing
    // scroll view (UIKit's own arbitration).
    let collectionView = harness.collectionView
    if harness.axis == .horizontal {
      #expect(collectionView.contentSize.height <= collectionView.bounds.height)
      #expect(collectionView.contentSize.width > collectionView.bounds.width)
    } else {
      #expect(collectionView.contentSize.width <= collectionView.bounds.width)
    }
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test(arguments: Engine.allCases)
  func aSelectionNotAmongTheItemsShowsTheFirstAndIsNotWritten(engine: Engine) throws {
    let harness = try Self.harness(engine, selection: 7)
    #expect(harness.centeredIndex == 0)
    #expect(harness.box.writes == [])
    #expect(harness.box.value == 7)
  }

  // MARK: - Settling

  @Test(arguments: Engine.allCases)
  func aFlingAcrossSeveralItemsWritesOnceWithTheLandingItem(engine: Engine) throws {
    let harness = try Self.harness(engine)
    let collectionView = harness.collectionView
    collectionView.modelBeginDragging()
    // The finger moves half an item's distance and more: every frame
    // scrolls, none writes.
    let start = collectionView.contentOffset
    for step in 1...6 {
      collectionView.contentOffset = Self.moved(start, by: CGFloat(step) * 25, along: harness.axis)
      #expect(harness.box.writes == [])
    }
    collectionView.modelEndDragging(withVelocity: Self.velocity(3, along: harness.axis))
    let landing = try #require(harness.landingIndex)
    #expect(
      abs(landing - 10) >= 2, "\(engine): a fling across several items, from 10 to \(landing)")
    #expect(harness.centeredIndex == landing)
    #expect(harness.box.writes == [harness.ids[landing]], "\(engine)")
    // SwiftUI brings the written value back: nothing moves, nothing is
    // written.
    let rest = collectionView.contentOffset
    harness.update(harness.ids, animated: false)
    #expect(collectionView.contentOffset == rest)
    #expect(harness.box.writes.count == 1)
    Self.expectCellsHostContent(harness, engine)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test(arguments: Engine.allCases)
  func aDragThatEndsWithoutDeceleratingWritesOnce(engine: Engine) throws {
    let harness = try Self.harness(engine)
    let collectionView = harness.collectionView
    collectionView.modelBeginDragging()
    // The finger stops with item 13 at the reference point, and lifts.
    let target = harness.offset(centering: 13)
    collectionView.contentOffset = target
    #expect(harness.box.writes == [])
    collectionView.modelEndDragging(withVelocity: .zero)
    #expect(collectionView.contentOffset == target, "\(engine): no deceleration")
    #expect(harness.box.writes == [113], "\(engine)")
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test(arguments: Engine.allCases)
  func aSettleOnTheSelectedItemWritesNothing(engine: Engine) throws {
    let harness = try Self.harness(engine)
    let collectionView = harness.collectionView
    let start = collectionView.contentOffset
    // A small drag that comes back to the selected item, with and without
    // deceleration.
    collectionView.modelBeginDragging()
    collectionView.contentOffset = Self.moved(start, by: 20, along: harness.axis)
    collectionView.modelEndDragging(withVelocity: .zero)
    #expect(harness.centeredID == 110, "\(engine)")
    collectionView.modelBeginDragging()
    collectionView.contentOffset = Self.moved(start, by: -15, along: harness.axis)
    collectionView.modelEndDragging(withVelocity: .zero)
    #expect(harness.centeredID == 110, "\(engine)")
    #expect(harness.box.writes == [], "\(engine)")
    // A tap on the selected item: nothing to write either.
    #expect(!harness.tap(10))
    #expect(harness.box.writes == [], "\(engine)")
  }

  @Test(arguments: Engine.allCases)
  func aTapTurnsTheItemToTheReferencePointAndWritesItOnce(engine: Engine) throws {
    let harness = try Self.harness(engine)
    #expect(!harness.tap(12), "the cell is never left selected")
    #expect(harness.centeredID == 112, "\(engine)")
    #expect(harness.box.writes == [112], "\(engine)")
    #expect(!harness.tap(40), "an index past the items")
    #expect(harness.box.writes == [112])
  }

  // MARK: - The caller's selection

  @Test(arguments: Engine.allCases)
  func aSelectionSetByTheCallerScrollsThereAndIsNotWrittenBack(engine: Engine) throws {
    let harness = try Self.harness(engine)
    for animated in [true, false] {
      let id = animated ? 125 : 103
      harness.select(id, animated: animated)
      #expect(harness.centeredID == id, "\(engine), animated \(animated)")
    }
    // A value no item carries: the view keeps its item.
    harness.select(999, animated: true)
    #expect(harness.centeredID == 103)
    #expect(harness.box.writes == [], "\(engine): the caller's values are never written back")
    // The user moves on from there: written once.
    harness.collectionView.modelEndDragging(withVelocity: Self.velocity(1.5, along: harness.axis))
    #expect(harness.box.writes.count == 1)
    #expect(harness.box.writes == harness.centeredID.map { [$0] })
    #expect(ScenarioChecks.problems(in: harness.collectionView, bruteForce: false) == [])
  }

  // MARK: - Data changes

  @Test(arguments: Engine.allCases)
  func aDataChangeAroundTheSelectionKeepsItCentredAndWritesNothing(engine: Engine) throws {
    let harness = try Self.harness(engine)
    // The item centred at every layout pass, the update's own included:
    // the selection never leaves the reference point, not even for a
    // pass (a reload followed by a scroll back would show another item).
    var centred: [Int?] = []
    let watch = harness.collectionView.modelPassHandler
    harness.collectionView.modelPassHandler = { collectionView in
      watch?(collectionView)
      centred.append(harness.centeredID)
    }
    for animated in [true, false] {
      var ids = harness.ids
      // Remove two before the selection and one after, insert three at
      // the front and one right after it, move one from the end to the
      // front.
      ids.removeAll { [103, 108, 125].contains($0) }
      ids.insert(
        contentsOf: [animated ? 200 : 300, 201, 202].map { $0 + (animated ? 0 : 10) }, at: 0)
      let selected = try #require(ids.firstIndex(of: 110))
      ids.insert(animated ? 250 : 350, at: selected + 1)
      let last = ids.removeLast()
      ids.insert(last, at: 0)
      centred = []
      harness.update(ids, animated: animated)
      #expect(harness.centeredID == 110, "\(engine), animated \(animated)")
      #expect(!centred.isEmpty && centred.allSatisfy { $0 == 110 }, "\(engine): \(centred)")
      #expect(harness.box.writes == [], "\(engine)")
      #expect(ScenarioChecks.problems(in: harness.collectionView, bruteForce: false) == [])
      Self.expectCellsHostContent(harness, engine)
    }
  }

  @Test(arguments: Engine.allCases)
  func aRemovedSelectionHandsOverOnceToTheItemInItsPlace(engine: Engine) async throws {
    let harness = try Self.harness(engine)
    var ids = harness.ids
    ids.removeAll { $0 == 110 }
    harness.update(ids, animated: true)
    // Written after SwiftUI's update, not during it.
    #expect(harness.box.writes == [])
    for _ in 0..<10 { await Task.yield() }
    let centred = try #require(harness.centeredID)
    #expect(centred == 111, "\(engine): the next item takes its place")
    #expect(harness.box.writes == [centred], "\(engine)")
    // Its return is no change.
    harness.update(ids, animated: false)
    #expect(harness.box.writes == [centred])
  }

  @Test(arguments: Engine.allCases)
  func aSelectionSetBeforeItsDataIsShownWhenTheDataArrives(engine: Engine) throws {
    let harness = try Self.harness(engine, count: 0, selection: 105)
    #expect(harness.centeredIndex == nil)
    harness.update(Array(100..<130), animated: false)
    #expect(harness.centeredID == 105, "\(engine)")
    #expect(harness.box.writes == [])
    Self.expectCellsHostContent(harness, engine)
    // All gone: nothing written, the binding keeps its value.
    harness.update([], animated: true)
    #expect(harness.box.writes == [])
    #expect(harness.box.value == 105)
    #expect(ScenarioChecks.problems(in: harness.collectionView, bruteForce: false) == [])
  }

  // MARK: - Random sequences

  /// Random flings, drags that stop, taps, the caller's values (present
  /// and absent), data changes (the selection removed too) and rotations:
  /// after each, the binding changed at most once, only where the content
  /// settled or the selection was removed, and, whenever an item carries
  /// the binding's value, that item is the one at the reference point;
  /// nothing shown is stale.
  @Test(arguments: Engine.allCases)
  func randomSequencesWriteOncePerSettleAndKeepTheSelectionCentred(engine: Engine) async throws {
    // What the run exercised: settles that wrote, and selections handed
    // over by a data change.
    var (settled, handedOver) = (0, 0)
    for seed in RandomSweep.caseSeeds(2, seed: 0xC1_2C1E + UInt64(engine.rawValue.count)) {
      var random = SplitMix64(seed: seed)
      // Right to left a quarter of the time; offsets on a 3x pixel grid
      // half of it, as a device rounds them.
      let rightToLeft = random.next() % 4 == 0
      let harness = try Self.harness(
        engine, selection: 110, rightToLeft: rightToLeft, scale: random.next() % 2 == 0 ? 3 : 0)
      let collectionView = harness.collectionView
      var nextID = 1_000
      for step in 0..<40 {
        let context = "\(engine), seed \(seed), step \(step)"
        let before = harness.box.writes.count
        var settles = false
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25:
          settles = true
          collectionView.modelBeginDragging()
          let start = collectionView.contentOffset
          let distance = CGFloat.random(in: -300...300, using: &random)
          collectionView.contentOffset = Self.moved(start, by: distance, along: harness.axis)
          let speed = random.next() % 3 == 0 ? 0 : CGFloat.random(in: -4...4, using: &random)
          collectionView.modelEndDragging(withVelocity: Self.velocity(speed, along: harness.axis))
        case 25..<40:
          settles = true
          guard !harness.ids.isEmpty else { continue }
          _ = harness.tap(Int.random(in: 0..<harness.ids.count, using: &random))
        case 40..<60:
          let present = !harness.ids.isEmpty && random.next() % 5 != 0
          let id = present ? harness.ids.randomElement(using: &random) ?? 0 : 5_000 + step
          harness.select(id, animated: random.next() % 2 == 0)
        case 60..<90:
          var ids = harness.ids
          // A quarter of the changes remove the selected item.
          if random.next() % 4 == 0 { ids.removeAll { $0 == harness.box.value } }
          for _ in 0..<Int.random(in: 0...3, using: &random) where !ids.isEmpty {
            ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
          }
          for _ in 0..<Int.random(in: 0...3, using: &random) {
            ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &random))
            nextID += 1
          }
          harness.update(ids, animated: random.next() % 2 == 0)
          for _ in 0..<5 { await Task.yield() }
        default:
          let size = collectionView.bounds.size
          collectionView.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
          collectionView.layoutIfNeeded()
        }
        let writes = harness.box.writes.count - before
        #expect(writes <= 1, "\(context): \(writes) writes")
        if writes == 1 { if settles { settled += 1 } else { handedOver += 1 } }
        if writes == 1, !settles {
          // Only a data change that removed the selection hands over.
          #expect(harness.ids.contains(harness.box.value), "\(context)")
        }
        if !harness.ids.isEmpty { Self.expectCellsHostContent(harness, engine) }
        if harness.ids.contains(harness.box.value) {
          #expect(harness.centeredID == harness.box.value, "\(context)")
        }
        #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [], "\(context)")
      }
    }
    #expect(
      settled > 10 && handedOver > 0, "\(engine): \(settled) settles, \(handedOver) handovers")
  }

  // MARK: - Right to left

  @Test(arguments: Engine.allCases)
  func rightToLeftMirrorsTheEngineAndWritesOncePerSettle(engine: Engine) throws {
    let harness = try Self.harness(engine, rightToLeft: true)
    let collectionView = harness.collectionView
    #expect(harness.engineDirection == .rightToLeft)
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(harness.centeredID == 110)
    // The next item stands on the left of the selected one: its cell's
    // centre, as its transform projects it (a carousel's cells share a
    // centre and move by their transforms).
    let layout = collectionView.collectionViewLayout
    func projectedX(_ item: Int) throws -> CGFloat {
      let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      let t = cell.transform3D
      return cell.center.x + t.m41 / t.m44
    }
    #expect(try projectedX(11) < projectedX(10), "\(engine)")
    // A fling towards the leading edge (content moving right) lands on a
    // later item, written once.
    collectionView.modelEndDragging(withVelocity: Self.velocity(-3, along: harness.axis))
    let landing = try #require(harness.landingIndex)
    #expect(landing > 10, "\(engine): right to left, the items run leftwards")
    #expect(harness.box.writes == [harness.ids[landing]])
    harness.select(104, animated: true)
    #expect(harness.centeredID == 104)
    #expect(harness.box.writes.count == 1)
    Self.expectCellsHostContent(harness, engine)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }
}
