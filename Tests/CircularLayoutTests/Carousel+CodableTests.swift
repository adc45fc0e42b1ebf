// Decoding is validation: missing or null keys take the defaults, unknown
// keys are ignored, an invalid value is dataCorrupted at its field, and a
// custom style decodes as a configuration only.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import XCTest

final class CarouselCodableTests: XCTestCase {
  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  private func assertCorrupted<T: Decodable>(
    _ type: T.Type, _ json: String, at path: [String], line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(type, json), line: line) { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else {
        return XCTFail("expected dataCorrupted, got \(error)", line: line)
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), path, line: line)
      XCTAssertTrue(context.debugDescription.contains(path.last!), line: line)
      XCTAssertNotNil(context.underlyingError as? Carousel.ConfigurationError, line: line)
    }
  }

  func testEmptyAndNullDecodeToTheDefaults() throws {
    XCTAssertEqual(try decode(Carousel.Configuration.self, "{}"), Carousel.Configuration())
    XCTAssertEqual(
      try decode(Carousel.Configuration.self, #"{"spacing": null, "style": null, "later": 3}"#),
      Carousel.Configuration())
    XCTAssertEqual(try decode(Carousel.self, "{}"), try Carousel(configuration: .init()))
  }

  func testRoundTripsEveryField() throws {
    var configuration = Carousel.Configuration(style: .invertedWheel)
    configuration.itemSize = Size(width: 120, height: 90)
    configuration.perspective = -1.0 / 800
    configuration.viewpointOffset = Size(width: 10, height: -4)
    configuration.centerOffset = Size(width: -3, height: 7)
    configuration.axis = .vertical
    configuration.wrapsAround = false
    configuration.showsBackfaces = false
    configuration.visibleItemLimit = 17
    configuration.spacing = 0.8
    configuration.arc = .pi
    configuration.radius = 300
    configuration.anglePerItem = 0.3
    configuration.tilt = 0.2
    configuration.circularItemCount = 9
    configuration.fade = Fade(
      minimumOffset: -2, maximumOffset: 2, range: 0.5, minimumAlpha: 0.25, minimumScale: 0.75)
    configuration.scrollDistancePerItem = 77
    configuration.layoutDirection = .rightToLeft
    configuration.snapping = .paging
    let data = try JSONEncoder().encode(configuration)
    XCTAssertEqual(try JSONDecoder().decode(Carousel.Configuration.self, from: data), configuration)
    let carousel = try Carousel(configuration: configuration)
    XCTAssertEqual(
      try JSONDecoder().decode(Carousel.self, from: JSONEncoder().encode(carousel)), carousel)
  }

  func testOptionalFieldsAreWrittenOnlyWhenSet() throws {
    let data = try JSONEncoder().encode(Carousel.Configuration())
    let keys = Set(try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any]).keys)
    XCTAssertEqual(
      keys,
      [
        "style", "itemSize", "perspective", "viewpointOffset", "centerOffset", "axis",
        "visibleItemLimit", "arc", "layoutDirection", "snapping",
      ])
  }

  func testInvalidValuesAreCorruptedAtTheirField() {
    assertCorrupted(Carousel.Configuration.self, #"{"arc": 0}"#, at: ["arc"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"visibleItemLimit": 0}"#, at: ["visibleItemLimit"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"fade": {"range": -1}}"#, at: ["fade", "range"])
    assertCorrupted(Carousel.self, #"{"itemSize": {"width": 0, "height": 5}}"#, at: ["itemSize"])
    assertCorrupted(Carousel.self, #"{"circularItemCount": -3}"#, at: ["circularItemCount"])
    assertCorrupted(
      Carousel.self, #"{"scrollDistancePerItem": 0}"#, at: ["scrollDistancePerItem"])
  }

  /// Every key null is the default configuration; a key this version
  /// does not know is ignored beside known ones, which still decode.
  func testEveryKeyNullAndUnknownKeysBesideKnownOnes() throws {
    let keys = [
      "style", "itemSize", "perspective", "viewpointOffset", "centerOffset", "axis",
      "wrapsAround", "showsBackfaces", "visibleItemLimit", "spacing", "arc", "radius",
      "anglePerItem", "tilt", "circularItemCount", "fade", "scrollDistancePerItem",
      "layoutDirection", "snapping",
    ]
    let nulls = "{" + keys.map { "\"\($0)\": null" }.joined(separator: ", ") + "}"
    XCTAssertEqual(try decode(Carousel.Configuration.self, nulls), Carousel.Configuration())
    XCTAssertEqual(try decode(Carousel.self, nulls), try Carousel(configuration: .init()))
    let later = #"{"style": "wheel", "tilt": 0, "bounce": true, "decelerationRate": {"x": 1}}"#
    var expected = Carousel.Configuration(style: .wheel)
    expected.tilt = 0
    XCTAssertEqual(try decode(Carousel.Configuration.self, later), expected)
  }

  /// The limits of each field, past them dataCorrupted at the field: too
  /// many visible items, an alpha above 1, a negative size, an offset
  /// beyond the largest length, a zero fade range.
  func testValuesPastTheirLimitsAreCorruptedAtTheirField() {
    assertCorrupted(
      Carousel.Configuration.self, #"{"visibleItemLimit": 10001}"#, at: ["visibleItemLimit"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"visibleItemLimit": -5}"#, at: ["visibleItemLimit"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"fade": {"minimumAlpha": 1.5}}"#,
      at: ["fade", "minimumAlpha"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"fade": {"minimumAlpha": -0.1}}"#,
      at: ["fade", "minimumAlpha"])
    assertCorrupted(Carousel.Configuration.self, #"{"fade": {"range": 0}}"#, at: ["fade", "range"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"fade": {"minimumScale": 0}}"#, at: ["fade", "minimumScale"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"fade": {"minimumScale": 1.01}}"#,
      at: ["fade", "minimumScale"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"itemSize": {"width": -10, "height": 5}}"#, at: ["itemSize"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"itemSize": {"width": 1e300, "height": 5}}"#,
      at: ["itemSize"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"viewpointOffset": {"width": 1e300, "height": 0}}"#,
      at: ["viewpointOffset"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"centerOffset": {"width": 0, "height": -1e300}}"#,
      at: ["centerOffset"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"circularItemCount": 0}"#, at: ["circularItemCount"])
    assertCorrupted(
      Carousel.Configuration.self, #"{"scrollDistancePerItem": -1}"#,
      at: ["scrollDistancePerItem"])
    // Valid at the edges: a zero perspective, tilt and spacing, a negative
    // arc, an alpha of exactly 0 or 1, one visible item.
    for json in [
      #"{"perspective": 0, "tilt": 0, "spacing": 0, "arc": -3.14}"#,
      #"{"fade": {"minimumAlpha": 0}, "visibleItemLimit": 1}"#,
      #"{"fade": {"minimumAlpha": 1, "minimumScale": 1e-300}}"#,
      #"{"fade": {"minimumOffset": -1e308, "maximumOffset": 1e308}}"#,
      #"{"fade": {"minimumOffset": 3, "maximumOffset": -3}}"#,
    ] {
      XCTAssertNoThrow(try decode(Carousel.Configuration.self, json), json)
    }
  }

  /// Options of the wrong kind or an unknown name fail with the decoder's
  /// own error, never a configuration error: a direction or snapping this
  /// version does not know, a Boolean given as a number.
  func testUnknownOptionNamesAreTheDecodersError() {
    for json in [
      #"{"layoutDirection": "topToBottom"}"#, #"{"snapping": "magnetic"}"#,
      #"{"axis": "diagonal"}"#, #"{"wrapsAround": 1}"#, #"{"visibleItemLimit": 2.5}"#,
      #"{"itemSize": [1, 2]}"#, #"{"fade": {"range": "wide"}}"#,
    ] {
      XCTAssertThrowsError(try decode(Carousel.Configuration.self, json), json) { error in
        XCTAssertNotNil(error as? DecodingError, json)
        if case .dataCorrupted(let context) = error as? DecodingError {
          XCTAssertNil(context.underlyingError as? Carousel.ConfigurationError, json)
        }
      }
    }
  }

  /// A custom style's transform is not data: the configuration records the
  /// style, a whole carousel does not decode, and the configuration pairs
  /// with a transform.
  func testTheCustomStyle() throws {
    let transform = ParametricTransform(parameters: .init(step: 50, lift: 5, turn: 0.1))
    let carousel = try Carousel(itemSize: Size(width: 100, height: 100), custom: transform)
    let data = try JSONEncoder().encode(carousel)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["style"] as? String, "custom")
    let configuration = try JSONDecoder().decode(Carousel.Configuration.self, from: data)
    XCTAssertEqual(configuration.style, .custom)
    XCTAssertEqual(try Carousel(configuration: configuration, custom: transform), carousel)
    XCTAssertThrowsError(try JSONDecoder().decode(Carousel.self, from: data)) { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["style"])
      XCTAssertEqual(context.underlyingError as? Carousel.ConfigurationError, .style(.custom))
    }
  }

  /// Malformed JSON is the decoder's own error: a wrong type, an unknown
  /// style name.
  func testMalformedJSONIsTheDecodersError() {
    for json in [#"{"style": "spiral"}"#, #"{"perspective": "near"}"#, #"{"arc": 1e400}"#] {
      XCTAssertThrowsError(try decode(Carousel.Configuration.self, json)) { error in
        if case .dataCorrupted(let context) = error as? DecodingError {
          XCTAssertNil(context.underlyingError as? Carousel.ConfigurationError, json)
        }
      }
    }
  }
}
