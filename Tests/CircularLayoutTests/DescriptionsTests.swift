// How the module's values print: the items a query returns, the
// configurations, the engines and the fade, in the package's one number
// format (`133×173`, `0.5`, `-inf`), and what `dump` shows of an engine,
// never the values it stores beside its configuration.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import XCTest

final class DescriptionsTests: XCTestCase {
  /// The tutorial's wheel at offset 0: item 0 upright at the top, in the
  /// middle of a 375 x 667 viewport.
  func testAWheelItem() throws {
    let item = try XCTUnwrap(defaultWheel.item(0, in: tutorialViewport(x: 0), itemCount: 10))
    let text =
      "Item(index: 0, angle: 0, center: (187.5, 333.5), frame: (121, 247, 133×173), "
      + "zIndex: 0, alpha: 1, scale: 1, isHidden: false)"
    XCTAssertEqual(item.description, text)
    XCTAssertEqual(String(reflecting: item), text)
    XCTAssertEqual("\(item)", text)
    var hidden = item
    hidden.angle = -3.5
    hidden.isHidden = true
    hidden.alpha = 0.25
    XCTAssertTrue(hidden.description.contains("angle: -3.5, "))
    XCTAssertTrue(hidden.description.contains("alpha: 0.25, scale: 1, isHidden: true)"))
  }

  /// A linear carousel seen orthographically: item 1 at offset 1 stands
  /// 200 points right of the centre.
  func testACarouselItem() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 100))
    try carousel.update { $0.perspective = 0 }
    carousel._checkInvariants()
    let item = try XCTUnwrap(
      carousel.item(1, in: Rect(x: 0, y: 0, width: 1_000, height: 400), itemCount: 3))
    let text =
      "Item(index: 1, offset: 1, center: (500, 200), frame: (600, 150, 200×100), alpha: 1, "
      + "zIndex: 1, isFrontFacing: true)"
    XCTAssertEqual(item.description, text)
    XCTAssertEqual(String(reflecting: item), text)
  }

  func testTheConfigurationsAndTheEngines() throws {
    let configuration = Wheel.Configuration(
      radius: 1_250.5, wrapsAround: true, fade: Fade(maximumOffset: 2))
    let fields =
      "itemSize: 133×173, radius: 1,250.5, anglePerItem: nil, axis: horizontal, "
      + "isInverted: false, wrapsAround: true, fade: Fade(minimumOffset: -inf, maximumOffset: 2, "
      + "range: 1, minimumAlpha: 0, minimumScale: 1), zOrder: laterOnTop, "
      + "scrollModel: fixedDistancePerItem, scrollDistancePerItem: nil, "
      + "layoutDirection: leftToRight, snapping: free"
    XCTAssertEqual(configuration.description, "Configuration(\(fields))")
    let wheel = try Wheel(configuration: configuration)
    wheel._checkInvariants()
    XCTAssertEqual(wheel.description, "Wheel(\(fields))")
    XCTAssertEqual(String(reflecting: wheel), "Wheel(\(fields))")

    let carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: .cylinder)
    carousel._checkInvariants()
    XCTAssertEqual(
      carousel.description,
      "Carousel(style: cylinder, itemSize: 200×200, perspective: -0.002, viewpointOffset: 0×0, "
        + "centerOffset: 0×0, axis: horizontal, wrapsAround: nil, showsBackfaces: nil, "
        + "visibleItemLimit: 30, spacing: nil, arc: 6.283185307179586, radius: nil, "
        + "anglePerItem: nil, tilt: nil, circularItemCount: nil, fade: nil, "
        + "scrollDistancePerItem: nil, layoutDirection: leftToRight, snapping: free)")
    XCTAssertEqual(
      carousel.configuration.description,
      carousel.description.replacingOccurrences(of: "Carousel(", with: "Configuration("))
  }

  /// `dump` shows a wheel's configuration and a carousel's configuration
  /// and custom transform, never the underscored values stored beside
  /// them.
  func testDumpShowsNoStorage() throws {
    var text = ""
    dump(defaultWheel, to: &text)
    XCTAssertTrue(text.contains("configuration"), text)
    XCTAssertFalse(text.contains("_derived"), text)
    let custom = try Carousel(
      itemSize: Size(width: 100, height: 100),
      custom: ParametricTransform(parameters: .init(step: 10, lift: 0, turn: 0)))
    text = ""
    dump(custom, to: &text)
    XCTAssertTrue(text.contains("customTransform"), text)
    XCTAssertFalse(text.contains("_custom"), text)
    XCTAssertTrue(custom.description.hasSuffix(", customTransform: \(custom.customTransform!))"))
    text = ""
    dump(try Carousel(itemSize: Size(width: 100, height: 100)), to: &text)
    XCTAssertFalse(text.contains("_custom") || text.contains("customTransform"), text)
  }
}
