// The shipped wheel and carousel layouts driven through the UIKit model:
// every visible item's attributes, snapping through
// targetContentOffset(forProposedContentOffset:withScrollingVelocity:) as
// the finger lifts, wrap-around re-centring without a jump, and a batch
// update that keeps the centred item.

import CircularLayout
import CircularLayoutHosting
import CircularLayoutUIKit
import LayoutGeometry
import LayoutTestSupport
import Testing
import UIKit

@MainActor
struct CircularScenarioTests {
  /// A collection view of `count` items over `layout`, 390x844, laid out
  /// once.
  static func makeCollectionView(
    _ layout: UICollectionViewLayout, count: Int, preloadFraction: CGFloat = 0.5,
    preparesForUpdatesFirst: Bool = false, splitsQueries: Bool = false
  ) -> (UICollectionView, ItemsDataSource) {
    let dataSource = ItemsDataSource(count: count)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ScenarioChecks.watch(
      collectionView, preloadFraction: preloadFraction,
      preparesForUpdatesFirst: preparesForUpdatesFirst, splitsQueries: splitsQueries)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  /// A velocity along an axis, in points per millisecond.
  static func velocity(_ speed: CGFloat, along axis: Axis) -> CGPoint {
    axis == .horizontal ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed)
  }

  /// The offset's component along an axis.
  static func position(_ offset: CGPoint, along axis: Axis) -> CGFloat {
    axis == .horizontal ? offset.x : offset.y
  }

  /// A random offset along the axis within the content.
  static func randomOffset(
    _ collectionView: UICollectionView, axis: Axis, using random: inout SplitMix64
  ) -> CGPoint {
    let content = collectionView.contentSize
    let bounds = collectionView.bounds.size
    let x = CGFloat.random(in: 0...max(content.width - bounds.width, 0), using: &random)
    let y = CGFloat.random(in: 0...max(content.height - bounds.height, 0), using: &random)
    return axis == .horizontal ? CGPoint(x: x, y: 0) : CGPoint(x: 0, y: y)
  }

  // MARK: The wheel

  @Test func theWheelGivesEveryVisibleItemItsAttributes() {
    let layout = WheelCollectionViewLayout()
    let (collectionView, _) = Self.makeCollectionView(layout, count: 60)
    var random = SplitMix64(seed: 0x3EE1)
    for _ in 0..<RandomSweep.count(15) {
      collectionView.contentOffset = Self.randomOffset(
        collectionView, axis: layout.axis, using: &random)
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
      let visible = collectionView.modelVisibleLayoutAttributes
      #expect(!visible.isEmpty)
      for attributes in visible {
        #expect(attributes is WheelCollectionViewLayoutAttributes)
        let t = attributes.transform
        #expect(t.a * t.d - t.b * t.c > 0, "a rotation and a scale, never a mirror")
        #expect((0...1).contains(attributes.alpha))
        // The cell is drawn as the engine's item: turned by its angle
        // (clockwise on screen for a positive one, as CoreGraphics turns),
        // then scaled, about its centre; its anchor at the wheel's centre.
        guard
          let item = layout.wheel.item(
            attributes.indexPath.item, in: Rect(collectionView.bounds), itemCount: 60),
          let wheelAttributes = attributes as? WheelCollectionViewLayoutAttributes
        else {
          Issue.record("no engine item for \(attributes.indexPath)")
          continue
        }
        let expected = CGAffineTransform(rotationAngle: CGFloat(item.angle))
          .scaledBy(x: CGFloat(item.scale), y: CGFloat(item.scale))
        for (got, want) in [
          (t.a, expected.a), (t.b, expected.b), (t.c, expected.c), (t.d, expected.d),
        ] {
          #expect(abs(got - want) < 1e-12, "\(attributes.indexPath): \(t) against \(expected)")
        }
        #expect(Point(attributes.center) == item.center)
        #expect(Point(wheelAttributes.anchorPoint) == item.anchorPoint)
      }
      if let centered = layout.centeredItemIndex {
        #expect(visible.map(\.indexPath.item).contains(centered))
      }
    }
  }

  @Test(arguments: ScrollSnapping.allCases)
  func theWheelComesToRestOnTheItemItNamesWhenTheFingerLifts(snapping: ScrollSnapping) {
    let layout = WheelCollectionViewLayout()
    layout.snapping = snapping
    let (collectionView, _) = Self.makeCollectionView(layout, count: 40)
    var random = SplitMix64(seed: 0x5_4A99)
    for _ in 0..<RandomSweep.count(20) {
      collectionView.contentOffset = Self.randomOffset(
        collectionView, axis: layout.axis, using: &random)
      let liftCentered = layout.centeredItemIndex
      let speed = CGFloat.random(in: -4...4, using: &random)
      let rest = collectionView.modelEndDragging(
        withVelocity: Self.velocity(speed, along: layout.axis))
      guard let landing = layout.landingItemIndex else {
        Issue.record("no landing item after a drag at speed \(speed)")
        continue
      }
      #expect(layout.centeredItemIndex == landing, "speed \(speed)")
      let centering = layout.contentOffset(centeringItemAt: landing)
      #expect(
        abs(Self.position(centering, along: layout.axis) - Self.position(rest, along: layout.axis))
          < 0.5, "rests with item \(landing) at the top")
      if snapping == .paging, let liftCentered {
        #expect(abs(landing - liftCentered) <= 1, "one page at most: \(liftCentered) -> \(landing)")
      }
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    }
  }

  @Test func aWrappingWheelRecentresWithoutAVisibleJump() throws {
    var configuration = Wheel.Configuration()
    configuration.wrapsAround = true
    let layout = try WheelCollectionViewLayout(configuration: configuration)
    let (collectionView, _) = Self.makeCollectionView(layout, count: 24)
    let axis = layout.axis
    collectionView.contentOffset = layout.initialContentOffset(centeringItemAt: 0)
    let content = Self.position(
      CGPoint(x: collectionView.contentSize.width, y: collectionView.contentSize.height),
      along: axis)
    // Start just short of a quarter of the content from the middle, where
    // the layout moves the offset back by whole turns, and step past it.
    let start = Self.position(collectionView.contentOffset, along: axis) + content / 4 - 2_000
    collectionView.contentOffset = Self.velocity(start, along: axis)
    var recentred = 0
    var previous = layout.centeredItemIndex
    for _ in 0..<200 {
      let requested = Self.position(collectionView.contentOffset, along: axis) + 25
      let before = Dictionary(
        collectionView.modelVisibleLayoutAttributes.map {
          (
            $0.indexPath,
            Self.position($0.center, along: axis)
              - Self.position(collectionView.bounds.origin, along: axis)
          )
        }, uniquingKeysWith: { a, _ in a })
      collectionView.contentOffset = Self.velocity(requested, along: axis)
      if abs(Self.position(collectionView.contentOffset, along: axis) - requested) > 0.5 {
        recentred += 1
      }
      for attributes in collectionView.modelVisibleLayoutAttributes {
        guard let old = before[attributes.indexPath] else { continue }
        let now =
          Self.position(attributes.center, along: axis)
          - Self.position(collectionView.bounds.origin, along: axis)
        #expect(
          abs(now - old) < 100, "item \(attributes.indexPath.item) jumped from \(old) to \(now)")
      }
      let centered = layout.centeredItemIndex
      if let previous, let centered {
        let step = (centered - previous + 24) % 24
        #expect(step <= 1 || step == 23, "the centred item went from \(previous) to \(centered)")
      }
      previous = centered
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    }
    #expect(recentred >= 1, "the scroll crossed the re-centring point")
  }

  @Test func aBatchUpdateKeepsTheCentredItem() {
    let layout = WheelCollectionViewLayout()
    let (collectionView, dataSource) = Self.makeCollectionView(layout, count: 50)
    var random = SplitMix64(seed: 0xCE47_E2ED)
    for _ in 0..<RandomSweep.count(10) {
      guard dataSource.identities.count > 4 else { break }
      collectionView.contentOffset = layout.contentOffset(
        centeringItemAt: Int.random(in: 0..<dataSource.identities.count, using: &random))
      guard let centered = layout.centeredItemIndex else { continue }
      let identity = dataSource.identities[centered]
      let deletes = Set(
        (0..<3).map { _ in Int.random(in: 0..<dataSource.identities.count, using: &random) }
      ).subtracting([centered]).sorted()
      let inserts = Int.random(in: 0...2, using: &random)
      collectionView.performBatchUpdates {
        for index in deletes.reversed() { dataSource.identities.remove(at: index) }
        for _ in 0..<inserts {
          dataSource.identities.insert(1_000 + dataSource.identities.count, at: 0)
        }
        collectionView.deleteItems(at: deletes.map { IndexPath(item: $0, section: 0) })
        collectionView.insertItems(at: (0..<inserts).map { IndexPath(item: $0, section: 0) })
      }
      let now = layout.centeredItemIndex.map { dataSource.identities[$0] }
      #expect(now == identity, "deleted \(deletes), inserted \(inserts) at the front")
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    }
  }

  // MARK: The carousel

  @Test(arguments: [Carousel.Style.linear, .rotary, .cylinder, .coverFlow, .timeMachine, .wheel])
  func theCarouselGivesTransformsAlphaAndHiddenBackFaces(style: Carousel.Style) throws {
    let layout = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 200, height: 280), style: style)
    let (collectionView, _) = Self.makeCollectionView(layout, count: 30)
    var random = SplitMix64(seed: 0xCA40_5E1)
    for _ in 0..<RandomSweep.count(10) {
      collectionView.contentOffset = Self.randomOffset(
        collectionView, axis: layout.axis, using: &random)
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
      let visible = collectionView.modelVisibleLayoutAttributes
      #expect(!visible.isEmpty, "\(style)")
      for attributes in visible {
        #expect((0...1).contains(attributes.alpha), "\(style)")
      }
      if let centered = layout.centeredItemIndex {
        #expect(visible.contains { $0.indexPath.item == centered && !$0.isHidden }, "\(style)")
      }
    }
  }

  @Test func coverFlow2sToggleIsHeldUnderTheFingerAndFollowsTheScrollOtherwise() {
    let layout = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 200, height: 280), style: .coverFlow2)
    let (collectionView, _) = Self.makeCollectionView(layout, count: 30)
    let host = ScrollingLayoutHost(layout.carousel)
    /// The toggle the engine gives the collection view where it stands.
    func enginesToggle() -> Double {
      layout.carousel.coverFlowToggle(in: Rect(collectionView.bounds), itemCount: 30)
    }
    /// The centred cell's transform as the layout draws it, beside the
    /// host's for a toggle.
    func drawnTransform(_ toggle: Double) -> (drawn: CATransform3D?, host: Transform3D?) {
      guard let index = layout.centeredItemIndex else { return (nil, nil) }
      let drawn = collectionView.modelVisibleLayoutAttributes.first { $0.indexPath.item == index }
      let cell = host.attributes(
        forItemAt: index, in: Rect(collectionView.bounds), itemCount: 30, coverFlowToggle: toggle)
      return (drawn?.transform3D, cell?.transform)
    }
    // Moving by itself (no finger), the toggle follows the scroll.
    var random = SplitMix64(seed: 0xC0F2)
    var sawAToggle = false
    for _ in 0..<RandomSweep.count(10) {
      collectionView.contentOffset = Self.randomOffset(
        collectionView, axis: layout.axis, using: &random)
      collectionView.layoutIfNeeded()
      #expect(layout.coverFlowToggle == enginesToggle())
      sawAToggle = sawAToggle || abs(layout.coverFlowToggle) > 0.05
    }
    #expect(sawAToggle, "the sweep reaches offsets between items")
    // Under the finger, the toggle of the drag's start is held, and the
    // cells are drawn with it.
    collectionView.contentOffset = CGPoint(x: 200 * 10 + 60, y: 0)
    collectionView.layoutIfNeeded()
    let held = layout.coverFlowToggle
    #expect(held != 0)
    collectionView.modelBeginDragging()
    for step in 1...5 {
      collectionView.contentOffset.x += 37
      collectionView.layoutIfNeeded()
      #expect(layout.coverFlowToggle == held, "step \(step)")
      let (drawn, expected) = drawnTransform(held)
      #expect(drawn != nil && drawn.map(Transform3D.init) == expected, "step \(step)")
    }
    // Taps and VoiceOver's order read the held toggle too.
    let bounds = Rect(collectionView.bounds)
    #expect(
      layout.readingOrder.map(\.item)
        == host.readingOrder(in: bounds, itemCount: 30, coverFlowToggle: held))
    for x in stride(from: bounds.minX, through: bounds.maxX, by: 15) {
      let point = Point(x: x, y: bounds.midY)
      #expect(
        layout.indexPathForItem(at: CGPoint(point))?.item
          == host.itemIndex(at: point, in: bounds, itemCount: 30, coverFlowToggle: held))
    }
    _ = collectionView.modelEndDragging(withVelocity: .zero)
    #expect(layout.coverFlowToggle == enginesToggle())
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test func theLayoutsDefaultsAndWhatTheyTellUIKit() throws {
    let wheel = WheelCollectionViewLayout()
    #expect(wheel.wheel == (try Wheel(configuration: Wheel.Configuration())))
    #expect(
      WheelCollectionViewLayout.layoutAttributesClass is WheelCollectionViewLayoutAttributes.Type)
    #expect(!wheel.flipsHorizontallyInOppositeLayoutDirection)
    let carousel = CarouselCollectionViewLayout()
    #expect(carousel.carousel == (try Carousel(configuration: Carousel.Configuration())))
    #expect(
      !(CarouselCollectionViewLayout.layoutAttributesClass
        is WheelCollectionViewLayoutAttributes.Type))
    #expect(!carousel.flipsHorizontallyInOppositeLayoutDirection)
  }

  /// A transform of one's own: the items side by side.
  struct SideBySide: CarouselTransform {
    func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
      base.translatedBy(x: offset * 220, y: 0, z: 0)
    }
  }

  @Test(arguments: [
    CGSize(width: -200, height: 200), CGSize(width: 200, height: CGFloat.nan), .zero,
    CGSize(width: CGFloat.infinity, height: 100),
  ])
  func aCarouselOfARejectedItemSizeDrawsTheDefaultSizeAndSaysWhy(size: CGSize) {
    // No `try`: the initializers of plain values never throw.
    let layout = CarouselCollectionViewLayout(itemSize: size, style: .coverFlow)
    #expect(layout.configurationError == .itemSize(Size(size)) || size.height.isNaN)
    #expect(layout.configurationError?.field == "itemSize")
    #expect(layout.carousel.itemSize == Size(CarouselCollectionViewLayout.defaultItemSize))
    #expect(layout.carousel.style == .coverFlow)
    let custom = CarouselCollectionViewLayout(itemSize: size, custom: SideBySide())
    #expect(custom.configurationError?.field == "itemSize")
    #expect(custom.carousel.itemSize == Size(width: 200, height: 200))
    #expect(custom.carousel.style == .custom)
    let (collectionView, _) = Self.makeCollectionView(layout, count: 10)
    #expect(!collectionView.modelVisibleLayoutAttributes.isEmpty)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
  }

  @Test func theCustomStyleWithoutATransformDrawsLinearAndSaysWhy() {
    let layout = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 120, height: 160), style: .custom)
    #expect(layout.configurationError == .style(.custom))
    #expect(layout.carousel.style == .linear)
    #expect(layout.carousel.itemSize == Size(width: 120, height: 160))
    // A bad size is named first, as the engine's checks name it.
    let both = CarouselCollectionViewLayout(itemSize: .zero, style: .custom)
    #expect(both.configurationError == .itemSize(.zero))
    #expect(both.carousel.style == .linear)
  }

  @Test func aCarouselOfValidArgumentsReportsNothing() {
    let layout = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 120, height: 160), style: .rotary)
    #expect(layout.configurationError == nil)
    #expect(layout.carousel.itemSize == Size(width: 120, height: 160))
    #expect(layout.carousel.style == .rotary)
    let custom = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 120, height: 160), custom: SideBySide())
    #expect(custom.configurationError == nil)
    #expect(CarouselCollectionViewLayout().configurationError == nil)
  }

  @Test(arguments: ScrollSnapping.allCases)
  func theCarouselComesToRestOnTheItemItNames(snapping: ScrollSnapping) throws {
    let layout = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 200, height: 280), style: .coverFlow)
    layout.snapping = snapping
    let (collectionView, _) = Self.makeCollectionView(layout, count: 25)
    var random = SplitMix64(seed: 0xCA40_5A9)
    for _ in 0..<RandomSweep.count(20) {
      collectionView.contentOffset = Self.randomOffset(
        collectionView, axis: layout.axis, using: &random)
      let speed = CGFloat.random(in: -4...4, using: &random)
      let rest = collectionView.modelEndDragging(
        withVelocity: Self.velocity(speed, along: layout.axis))
      guard let landing = layout.landingItemIndex else {
        Issue.record("no landing item after a drag at speed \(speed)")
        continue
      }
      #expect(layout.centeredItemIndex == landing, "speed \(speed)")
      let centering = layout.contentOffset(centeringItemAt: landing)
      #expect(
        abs(Self.position(centering, along: layout.axis) - Self.position(rest, along: layout.axis))
          < 0.5)
      #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    }
  }

  @Test func aRightToLeftCarouselStartsAtTheFarEndAndStillSnaps() throws {
    let layout = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 200, height: 280), style: .linear)
    let dataSource = ItemsDataSource(count: 20)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    ScenarioChecks.watch(collectionView)
    collectionView.modelTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let start = layout.initialContentOffset(centeringItemAt: 0)
    let leftToRightStart: CGFloat = 0
    #expect(start.x > leftToRightStart, "item 0 is at the right-hand end")
    collectionView.contentOffset = start
    #expect(layout.centeredItemIndex == 0)
    // A fling towards lower offsets moves to higher items, right to left.
    collectionView.modelEndDragging(withVelocity: CGPoint(x: -1, y: 0))
    #expect((layout.centeredItemIndex ?? 0) > 0)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    collectionView.semanticContentAttribute = .forceLeftToRight
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  // MARK: Random sequences

  @Test func randomUpdatesScrollsAndDragsOnTheWheelAndTheCarousel() throws {
    var sequences = 0
    try RandomSweep.forEachCase(50, seed: 0xC12C_0142) { seed, random in
      let layout: UICollectionViewLayout
      let axis: Axis
      if Bool.random(using: &random) {
        var configuration = Wheel.Configuration()
        configuration.wrapsAround = Bool.random(using: &random)
        let wheel = try WheelCollectionViewLayout(configuration: configuration)
        wheel.snapping = ScrollSnapping.allCases.randomElement(using: &random)!
        (layout, axis) = (wheel, wheel.axis)
      } else {
        let style = [Carousel.Style.linear, .rotary, .cylinder, .coverFlow, .timeMachine]
          .randomElement(using: &random)!
        let carousel = CarouselCollectionViewLayout(
          itemSize: CGSize(width: 160, height: 220), style: style)
        carousel.snapping = ScrollSnapping.allCases.randomElement(using: &random)!
        (layout, axis) = (carousel, carousel.axis)
      }
      let (collectionView, dataSource) = Self.makeCollectionView(
        layout, count: Int.random(in: 0...40, using: &random),
        preloadFraction: [0, 0.25, 0.5, 1][Int.random(in: 0..<4, using: &random)],
        preparesForUpdatesFirst: Bool.random(using: &random),
        splitsQueries: Bool.random(using: &random))
      var log: [String] = []
      for _ in 0..<10 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let count = dataSource.identities.count
          let deletes = Set(
            (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in
              count == 0 ? nil : Int.random(in: 0..<count, using: &random)
            }
          ).sorted()
          let inserts = Int.random(in: 0...3, using: &random)
          collectionView.performBatchUpdates {
            for index in deletes.reversed() { dataSource.identities.remove(at: index) }
            for _ in 0..<inserts {
              dataSource.identities.append(dataSource.identities.count + 10_000)
            }
            collectionView.deleteItems(at: deletes.map { IndexPath(item: $0, section: 0) })
            let first = dataSource.identities.count - inserts
            collectionView.insertItems(
              at: (first..<dataSource.identities.count).map { IndexPath(item: $0, section: 0) })
          }
          log.append("delete \(deletes), append \(inserts)")
        case 1:
          collectionView.contentOffset = Self.randomOffset(
            collectionView, axis: axis, using: &random)
          log.append("scroll \(collectionView.contentOffset)")
        case 2:
          let speed = CGFloat.random(in: -5...5, using: &random)
          collectionView.modelEndDragging(withVelocity: Self.velocity(speed, along: axis))
          log.append("fling \(speed)")
        default:
          let size = collectionView.bounds.size
          collectionView.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
          log.append("rotate")
        }
        let problems = ScenarioChecks.problems(in: collectionView, bruteForce: false)
        #expect(problems == [], "seed \(seed): \(log.joined(separator: " | "))")
        if !problems.isEmpty { return }
      }
      sequences += 1
    }
    RandomSweep.tally("UIKit model circular sequences", sequences)
    #expect(sequences == RandomSweep.count(50) || RandomSweep.replaySeed != nil)
  }

  // MARK: Settings

  @Test func newSettingsKeepTheCentredItemWhereItWas() throws {
    // A carousel scrolled to item 7 and a quarter; its items grow, then
    // its direction flips: item 7 stays centred, a quarter past.
    let carousel = CarouselCollectionViewLayout(
      itemSize: CGSize(width: 200, height: 120), style: .coverFlow)
    carousel.followsCollectionViewLayoutDirection = false
    let (collectionView, _) = Self.makeCollectionView(carousel, count: 30)
    let distance = carousel.carousel.scrollDistancePerItem(
      in: Rect(collectionView.bounds), itemCount: 30)
    collectionView.contentOffset = CGPoint(x: 7.25 * distance, y: 0)
    collectionView.layoutIfNeeded()
    let position = {
      carousel.carousel.scrollPosition(in: Rect(collectionView.bounds), itemCount: 30)
    }
    #expect(abs(position() - 7.25) < 1e-9)
    try carousel.update { $0.itemSize = Size(width: 320, height: 120) }
    collectionView.layoutIfNeeded()
    #expect(carousel.centeredItemIndex == 7)
    #expect(abs(position() - 7.25) < 1e-9)
    carousel.layoutDirection = .rightToLeft
    collectionView.layoutIfNeeded()
    #expect(carousel.centeredItemIndex == 7)
    #expect(abs(position() - 7.25) < 1e-9)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])

    // A wheel under the tutorial's model, whose distance per item depends
    // on the item width.
    let wheel = WheelCollectionViewLayout()
    wheel.scrollModel = .tutorial
    let (wheelView, _) = Self.makeCollectionView(wheel, count: 40)
    wheelView.contentOffset = wheel.contentOffset(centeringItemAt: 12)
    wheelView.layoutIfNeeded()
    try wheel.update { $0.itemSize = Size(width: 90, height: 173) }
    wheelView.layoutIfNeeded()
    #expect(wheel.centeredItemIndex == 12)
    // A new snapping mode moves nothing.
    let offset = wheelView.contentOffset
    wheel.snapping = .paging
    wheelView.layoutIfNeeded()
    #expect(wheelView.contentOffset == offset)
    #expect(ScenarioChecks.problems(in: wheelView, bruteForce: false) == [])
  }
}
