// A wheel and a carousel in an app's own collection view, for VoiceOver
// (issue 58, item 1): the collection view in a plain container, which
// lists the layout's one adjustable element (makeAccessibilityElement(in:
// label:value:)), read as VoiceOver reads the container, whether or not it
// would consult the collection view's container methods.

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
    layout.makeAccessibilityElement(in: container, label: "Planet", value: { "Planet \($0)" })
    for readsContainerMethods in [false, true] {
      collectionView.modelAccessibilityReadsContainerMethods = readsContainerMethods
      let read = container.modelAccessibilityElements
      #expect(read.count == 1)
      #expect(read.first?.traits.contains(.adjustable) == true)
      #expect(read.first?.label == "Planet")
      #expect(read.first?.frameInContainer == container.bounds)
    }
    let element = try #require(container.modelAccessibilityElements.first?.element)
    // From an item in the middle (right to left, the content starts at
    // the far end: the last item).
    collectionView.contentOffset = layout.contentOffset(centeringItemAt: 10)
    let start = try #require(layout.centeredItemIndex)
    #expect(start == 10)
    #expect(element.accessibilityValue == "Planet \(start)")
    // A swipe up: the next item in reading order; down: back.
    let next = layout.readingOrder.map(\.item).first { $0 == start + 1 }
    #expect(next == start + 1, "the next index is on screen, in reading order")
    element.accessibilityIncrement()
    #expect(layout.centeredItemIndex == start + 1)
    #expect(element.accessibilityValue == "Planet \(start + 1)")
    element.accessibilityDecrement()
    #expect(layout.centeredItemIndex == start)
    #expect(ScenarioChecks.problems(in: collectionView, bruteForce: false) == [])
    withExtendedLifetime(dataSource) {}
  }
}
