import CircularLayout
import LayoutGallery
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class GalleryTests: XCTestCase {
  func testEveryPictureIsValidSVGWithOneShapePerLaidOutItem() throws {
    for options in [
      GalleryOptions(),
      try GalleryOptions(arguments: ["--columns", "1", "--count", "0"]),
    ] {
      let pictures = try Gallery.pictures(options: options)
      XCTAssertEqual(Set(pictures.map(\.fileName)).count, pictures.count, "file names are distinct")
      for picture in pictures {
        let context = "\(picture.fileName) with \(options)"
        let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg), "not well-formed: " + context)
        XCTAssertEqual(svg.rootName, "svg", context)
        XCTAssertTrue(svg.numericAttributesAreFinite, context)
        XCTAssertEqual(
          svg.titles(startingWith: "item ").count, picture.counts["item"] ?? 0, context)
        XCTAssertFalse(picture.summary.isEmpty, context)
        XCTAssertGreaterThanOrEqual(picture.layoutSeconds, 0, context)
      }
    }
  }

  func testThePackingPictureDrawsEveryPhotoOfBothFeedsAndEachColumnBottom() throws {
    let options = try GalleryOptions(arguments: [
      "--columns", "4", "--count", "25",
    ])
    let picture = try XCTUnwrap(
      Gallery.pictures(options: options).first { $0.fileName == "masonry-packing.svg" })
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    // Two panels (round-robin and shortest column), 25 photos each.
    XCTAssertEqual(picture.counts["item"], 50)
    XCTAssertEqual(svg.titles(startingWith: "item ").count, 50)
    XCTAssertEqual(picture.counts["column-bottom"], 8)
    // Background, two panel backgrounds and 50 photos.
    XCTAssertEqual(svg.elementCounts["rect"], 53)
    XCTAssertEqual(svg.elementCounts["line"], 8)

    let single = try GalleryOptions(arguments: [
      "--packing", "shortest-column", "--count", "10",
    ])
    let one = try XCTUnwrap(Gallery.pictures(options: single).first)
    XCTAssertEqual(one.counts["item"], 10)
    XCTAssertEqual(one.counts["column-bottom"], 3)
  }

  func testThePackingPictureMatchesTheEngine() throws {
    // The frames drawn are the engine's: redo the shortest-column layout
    // and compare each rect's position in the file.
    let options = try GalleryOptions(arguments: [
      "--packing", "shortest-column", "--count", "12", "--seed", "99",
    ])
    let picture = try XCTUnwrap(Gallery.pictures(options: options).first)
    var shapes = PhotoShapes(seed: 99)
    let ratios = shapes.ratios(count: 12)
    var configuration = Masonry.Configuration()
    configuration.columns = .fixed(3)
    configuration.columnSpacing = 8
    configuration.rowSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 8)
    configuration.packing = .shortestColumn
    var masonry = try Masonry(configuration: configuration)
    masonry.prepare(width: 375, itemCount: 12, heights: AspectRatioHeights(ratios))
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    for (index, frame) in masonry.frames.enumerated() {
      let drawn = try XCTUnwrap(svg.titledRects["item \(index)"], "item \(index)")
      // The file keeps two decimals.
      for (value, expected) in zip(drawn, [frame.minX, frame.minY, frame.width, frame.height]) {
        XCTAssertEqual(value, expected, accuracy: 0.005, "item \(index)")
      }
    }
  }

  func testPhotoShapesAreRepeatableAndRealistic() {
    var first = PhotoShapes(seed: 5)
    var second = PhotoShapes(seed: 5)
    var other = PhotoShapes(seed: 6)
    let ratios = first.ratios(count: 2_000)
    XCTAssertEqual(ratios, second.ratios(count: 2_000))
    XCTAssertNotEqual(ratios, other.ratios(count: 2_000))
    XCTAssertTrue(ratios.allSatisfy { (0.5...2.5).contains($0) })
    XCTAssertGreaterThan(Set(ratios).count, 8, "a mix of shapes")
    XCTAssertEqual(first.ratios(count: -1), [])
  }
}

final class GalleryWheelTests: XCTestCase {
  func testTheScrollingPictureMarksExactlyTheItemsTheEngineReturns() throws {
    let options = try GalleryOptions(arguments: ["--wheel-count", "10"])
    let picture = try XCTUnwrap(
      Gallery.pictures(options: options).first { $0.fileName == "wheel-scrolling.svg" })
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    let viewport = Size(width: 375, height: 667)
    let maxOffset = wheel.maximumContentOffset(
      in: Rect(origin: .zero, size: viewport), itemCount: 10)
    let expected = [0, maxOffset / 2, maxOffset].reduce(0) { total, offset in
      total
        + wheel.items(in: Rect(origin: Point(x: offset, y: 0), size: viewport), itemCount: 10).count
    }
    // Tutorial wheel, 10 items: nothing is hidden, so all 30 are drawn.
    XCTAssertEqual(picture.counts["item"], 30)
    XCTAssertEqual(svg.titles(startingWith: "item ").count, 30)
    XCTAssertEqual(picture.counts["returned"], expected)
    XCTAssertEqual(svg.titles.filter { $0.hasSuffix("returned by items(in:)") }.count, expected)
    XCTAssertEqual(svg.titles.filter { $0.hasSuffix("skipped") }.count, 30 - expected)
    XCTAssertEqual(svg.elementCounts["polygon"], 30)
    XCTAssertGreaterThan(expected, 0)
  }

  func testTheOptionPicturesDrawEveryItemAndTheStamp() throws {
    let pictures = try Gallery.pictures(options: GalleryOptions())
    let shelf = try XCTUnwrap(pictures.first { $0.fileName == "masonry-shelf.svg" })
    let shelfSVG = try XCTUnwrap(SVGInspector.inspect(shelf.svg))
    // Two shelves of 40 photos.
    XCTAssertEqual(shelf.counts["item"], 80)
    XCTAssertEqual(shelfSVG.titles(startingWith: "item ").count, 80)
    let placement = try XCTUnwrap(pictures.first { $0.fileName == "masonry-options.svg" })
    let placementSVG = try XCTUnwrap(SVGInspector.inspect(placement.svg))
    XCTAssertEqual(placement.counts["item"], 80)
    XCTAssertEqual(placement.counts["stamp"], 1)
    XCTAssertEqual(placementSVG.titles.filter { $0 == "stamp" }.count, 1)
    // The stamped feed itself: no photo overlaps the stamp.
    let stamp = Rect(x: 8, y: 8, width: 240, height: 120)
    var stamped = try Masonry(
      configuration: .init(
        columns: .fixed(3), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
        stamps: [stamp]))
    var shapes = PhotoShapes(seed: GalleryOptions().seed &+ 4)
    stamped.prepare(
      width: 375, itemCount: 40, heights: AspectRatioHeights(shapes.ratios(count: 40)))
    XCTAssertFalse(stamped.frames.contains { $0.intersects(stamp) })
    XCTAssertEqual(stamped.items(in: stamp).count, 0)
  }

  func testTheVariantsPictureDrawsBothWheels() throws {
    let picture = try XCTUnwrap(
      Gallery.pictures(options: GalleryOptions()).first { $0.fileName == "wheel-variants.svg" })
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    XCTAssertEqual(svg.elementCounts["polygon"], picture.counts["item"])
    XCTAssertEqual(
      svg.titles.filter { $0.hasSuffix("returned by items(in:)") }.count, picture.counts["returned"]
    )
    // Two clipped panels.
    XCTAssertEqual(svg.elementCounts["clipPath"], 2)
  }

  /// The screens picture: the same wheel on a phone and an iPad with the
  /// distance per item marked on each (133 points on both), and right to
  /// left; item 3 stands upright at the top of all three.
  func testTheScreensPictureMarksTheSameDistanceOnEveryScreen() throws {
    let picture = try XCTUnwrap(
      Gallery.pictures(options: GalleryOptions()).first { $0.fileName == "wheel-screens.svg" })
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    XCTAssertEqual(picture.counts["distance-mark"], 3)
    XCTAssertEqual(svg.titles(startingWith: "distance per item: 133 pt").count, 3)
    XCTAssertEqual(picture.counts["item"], 36)
    XCTAssertEqual(svg.elementCounts["clipPath"], 3)
    let drawn = try XCTUnwrap(svg.titledRects["distance per item: 133 pt"])
    XCTAssertEqual(drawn[2], 133, accuracy: 0.005)
    // The engine's side of the picture.
    let wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    var mirrored = wheel
    mirrored.layoutDirection = .rightToLeft
    mirrored._checkInvariants()
    let phone = Rect(x: 0, y: 0, width: 375, height: 667)
    let iPad = Rect(x: 0, y: 0, width: 1024, height: 768)
    XCTAssertEqual(wheel.initialContentOffset(centering: 3, in: phone, itemCount: 12), 399)
    XCTAssertEqual(wheel.scrollDistancePerItem(in: iPad, itemCount: 12), 133)
    XCTAssertEqual(
      mirrored.initialContentOffset(centering: 3, in: phone, itemCount: 12), 1064)
    for (engine, viewport) in [
      (wheel, Rect(x: 399, y: 0, width: 375, height: 667)),
      (wheel, Rect(x: 399, y: 0, width: 1024, height: 768)),
      (mirrored, Rect(x: 1064, y: 0, width: 375, height: 667)),
    ] {
      XCTAssertEqual(engine.centeredItemIndex(in: viewport, itemCount: 12), 3)
      XCTAssertEqual(engine.item(3, in: viewport, itemCount: 12)?.angle, 0)
    }
  }

  /// The carousel picture: every style at two positions, one polygon per
  /// item the engine returns (back faces marked as such), and each sample
  /// tap labelled with the engine's answer.
  func testTheCarouselPictureDrawsWhatTheEngineReturns() throws {
    let picture = try XCTUnwrap(
      Gallery.pictures(options: GalleryOptions()).first { $0.fileName == "carousel-styles.svg" })
    let svg = try XCTUnwrap(SVGInspector.inspect(picture.svg))
    XCTAssertEqual(svg.elementCounts["polygon"], picture.counts["item"])
    XCTAssertEqual(svg.elementCounts["clipPath"], 2 * Carousel.Style.allCases.count)
    XCTAssertEqual(
      svg.titles.filter { $0.contains(", back face,") }.count, picture.counts["back-face"])
    XCTAssertEqual(picture.counts["tap"], 2 * Carousel.Style.allCases.count * 5)
    XCTAssertTrue(picture.svg.contains("invertedRotary, limit 6, at rest"))
    XCTAssertTrue(picture.svg.contains("invertedRotary, limit 6, 0.4 further"))
    // The same queries by hand: each style at rest on item 5 and 0.4 of an
    // item further, 12 items.
    var items = 0
    var backFaces = 0
    var hits = 0
    for style in Carousel.Style.allCases {
      var carousel =
        style == .custom
        ? try Carousel(itemSize: Size(width: 110, height: 140), custom: Staircase())
        : try Carousel(itemSize: Size(width: 110, height: 140), style: style)
      let start = Rect(x: 0, y: 0, width: 420, height: 240)
      if style == .invertedRotary { try carousel.update { $0.visibleItemLimit = 6 } }  // half of 12
      let rest = carousel.initialContentOffset(centering: 5, in: start, itemCount: 12)
      let step = carousel.scrollDistancePerItem(in: start, itemCount: 12)
      for offset in [rest, rest + 0.4 * step] {
        let viewport = start.offsetBy(dx: offset, dy: 0)
        let returned = carousel.items(in: viewport, itemCount: 12)
        items += returned.count
        backFaces += returned.filter { !$0.isFrontFacing }.count
        for k in 0..<5 {
          let point = Point(x: viewport.minX + 84 * (Double(k) + 0.5), y: viewport.midY)
          if carousel.itemIndex(at: point, in: viewport, itemCount: 12) != nil { hits += 1 }
        }
      }
    }
    XCTAssertEqual(picture.counts["item"], items)
    XCTAssertEqual(picture.counts["back-face"], backFaces)
    XCTAssertEqual(picture.counts["hit"], hits)
    XCTAssertGreaterThan(backFaces, 0, "some style shows a back face")
    XCTAssertGreaterThan(hits, 50)
  }

  /// The gallery's custom staircase, written again.
  private struct Staircase: CarouselTransform {
    func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
      base.translatedBy(x: offset * 90, y: -offset * 25, z: -abs(offset) * 60)
        .rotated(by: offset * 0.35, aroundX: 0, y: 1, z: 0)
    }

    func alpha(forOffset offset: Double) -> Double { max(0, 1 - abs(offset) / 4) }
  }

  func testEmptyWheelsDrawNoItems() throws {
    let options = try GalleryOptions(arguments: [
      "--wheel-count", "0", "--count", "0",
    ])
    for picture in try Gallery.pictures(options: options) {
      XCTAssertNotNil(SVGInspector.inspect(picture.svg), picture.fileName)
      XCTAssertEqual(picture.counts["item"], 0, picture.fileName)
    }
  }
}
