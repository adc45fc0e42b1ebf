// A wheel and a carousel in an app's own collection view, for VoiceOver
// (issue 58, item 1): the collection view in a plain container, which
// lists the layout's one adjustable element (addAccessibilityElement(to:
// label:value:activate:)); the list replaces the container's subviews, so
// the collection view, and whatever its container methods answer, is not
// read. Steps go to the next item in reading order and are reported as
// landings; a double tap opens the centred item.

import CircularLayout
import CircularLayoutUIKit
import LayoutGeometry
import Testing
import UIKit

@MainActor
struct CircularLayoutAccessibilityScenarioTests {
  /// A 390x844 container holding a collection view of 30 items over
  /// `layout`, right to left if asked, laid out once through the
  /// container.
  func screen(_ layout: CircularCollectionViewLayout, rightToLeft: Bool = false)
    -> (UIView, UICollectionView, ItemsDataSource)
  {
    let dataSource = ItemsDataSource(count: 30)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
    ScenarioChecks.watch(collectionView)
    collectionView.dataSource = dataSource
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    container.addSubview(collectionView)
    collectionView.frame = container.bounds
    container.layoutIfNeeded()
    return (container, collectionView, dataSource)
  }

  static let layouts: [@MainActor @Sendable () -> CircularCollectionViewLayout] = [
    { WheelCollectionViewLayout() },
    {
      CarouselCollectionViewLayout(carousel: try! Carousel(itemSize: Size(width: 200, height: 200)))
    },
  ]

  @Test(arguments: 0..<2, [false, true])
  func theWheelOrCarouselIsOneAdjustableElement(layoutIndex: Int, rightToLeft: Bool) throws {
    let layout = Self.layouts[layoutIndex]()
    let (container, collectionView, dataSource) = screen(layout, rightToLeft: rightToLeft)
    // Without the element, VoiceOver reads the turning cells.
    #expect(container.modelAccessibilityElements.count > 1)
    var landed: [Int] = []
    layout.landingItemHandler = { landed.append($0) }
    var opened: [Int] = []
    layout.addAccessibilityElement(
      to: container, label: "Planet", value: { "Planet \($0)" }, activate: { opened.append($0) })
    let read = container.modelAccessibilityElements
    #expect(read.count == 1)
    #expect(read.first?.traits.contains(.adjustable) == true)
    #expect(read.first?.label == "Planet")
    #expect(read.first?.frameInContainer == container.bounds)
    let element = try #require(read.first?.element)
    // From an item in the middle (right to left, the content starts at
    // the far end: the last item).
    collectionView.contentOffset = layout.contentOffset(centeringItemAt: 10)
    #expect(layout.centeredItemIndex == 10)
    #expect(element.accessibilityValue == "Planet 10")
    // A swipe up: the next item in reading order, reported as a landing;
    // down: back.
    let order = layout.readingOrder.map(\.item)
    let next = try #require(order.firstIndex(of: 10)).advanced(by: 1)
    #expect((order.indices.contains(next) ? order[next] : nil) == 11, "\(order)")
    element.accessibilityIncrement()
    #expect(layout.centeredItemIndex == 11)
    #expect(element.accessibilityValue == "Planet 11")
    #expect(landed == [11])
    #expect(layout.landingItemIndex == 11)
    element.accessibilityDecrement()
    #expect(layout.centeredItemIndex == 10)
    #expect(landed == [11, 10])
    // A double tap opens the centred item.
    #expect(element.accessibilityActivate())
    #expect(opened == [10])
    // While a finger is down, a swipe does nothing.
    collectionView.modelBeginDragging()
    element.accessibilityIncrement()
    #expect(layout.centeredItemIndex == 10)
    #expect(landed == [11, 10])
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    withExtendedLifetime(dataSource) {}
  }

  /// Without `activate`, a double tap is UIKit's; off the main thread the
  /// element answers and steps without trapping.
  @Test func withoutActivateADoubleTapIsUIKitsAndAnyThreadIsSafe() async throws {
    let layout = WheelCollectionViewLayout()
    let (container, collectionView, dataSource) = screen(layout)
    let element = layout.addAccessibilityElement(
      to: container, label: "Planet", value: { "Planet \($0)" })
    #expect(!element.accessibilityActivate())
    collectionView.contentOffset = layout.contentOffset(centeringItemAt: 10)
    #expect(element.accessibilityValue == "Planet 10")
    let answer = await AccessibilityOffTheMainThreadScenarioTests.fromAnotherThread {
      let value = element.accessibilityValue
      element.accessibilityIncrement()
      return value
    }
    #expect(answer == "Planet 10")
    for _ in 0..<100 where layout.centeredItemIndex != 11 { await Task.yield() }
    #expect(layout.centeredItemIndex == 11)
    withExtendedLifetime(dataSource) {}
  }
}
