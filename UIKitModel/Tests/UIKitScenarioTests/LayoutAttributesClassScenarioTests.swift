// Every layout's attributes are of its `layoutAttributesClass`: UIKit makes
// the attributes it creates of its own of that class and compares them
// with the layout's with `isEqual(_:)`, and Apple asks a layout that
// subclasses the attributes to return its subclass there. The model
// reports attributes of another class (`attributesOfAnotherClass`), which
// every scenario's checks read; these tests name the rule for each layout.

import CircularLayoutUIKit
import LayoutGeometry
import MasonryLayout
import Testing
import UIKit

@MainActor
struct LayoutAttributesClassScenarioTests {
  /// The classes of the attributes the collection view shows, and the
  /// violations of the rule the model recorded.
  static func check(_ collectionView: UICollectionView, _ layout: UICollectionViewLayout) {
    let expected = ObjectIdentifier(type(of: layout).layoutAttributesClass)
    let shown = collectionView.modelVisibleLayoutAttributes
    #expect(!shown.isEmpty)
    for attributes in shown {
      #expect(
        ObjectIdentifier(type(of: attributes)) == expected,
        "\(attributes.representedElementCategory) at \(Array(attributes.indexPath)) is a \(type(of: attributes))"
      )
    }
    #expect(!collectionView.modelViolations.contains { $0.kind == .attributesOfAnotherClass })
  }

  @Test(arguments: [LayoutGeometry.Axis.vertical, .horizontal])
  func aMasonryFeedsItemsAndHeadersAreOfItsClass(axis: LayoutGeometry.Axis) {
    let scene = MasonryScenarioTests.Scene(
      counts: [20, 20], headerHeight: 44,
      configuration: Masonry.Configuration(
        columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, axis: axis))
    #expect(
      scene.collectionView.modelVisibleLayoutAttributes.contains {
        $0.representedElementCategory == .supplementaryView
      })
    Self.check(scene.collectionView, scene.layout)
  }

  @Test func aWheelsAndACarouselsAttributesAreOfTheirClass() {
    for layout in [WheelCollectionViewLayout(), CarouselCollectionViewLayout()]
      as [UICollectionViewLayout]
    {
      let (collectionView, _) = CircularScenarioTests.makeCollectionView(layout, count: 40)
      Self.check(collectionView, layout)
    }
  }
}
