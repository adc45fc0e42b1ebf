import CircularLayout
import Foundation
import LayoutGeometry
import XCTest

final class WheelCodableTests: XCTestCase {
  private func decode(_ json: String) throws -> Wheel {
    try JSONDecoder().decode(Wheel.self, from: Data(json.utf8))
  }

  private func encodedObject(_ wheel: Wheel) throws -> [String: Any] {
    let data = try JSONEncoder().encode(wheel)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Asserts that decoding fails with `dataCorrupted` at `path`, with a
  /// description naming the field.
  private func assertCorrupted(
    _ json: String, at path: [String], line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(json), line: line) { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else {
        return XCTFail("expected dataCorrupted, got \(error)", line: line)
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), path, line: line)
      XCTAssert(
        context.debugDescription.contains(path.last!), context.debugDescription, line: line)
    }
  }

  private let size = #""itemSize": {"width": 133, "height": 173}"#

  func testMinimalJSONDecodesToTheDefaultWheel() throws {
    XCTAssertEqual(try decode("{\(size), \"radius\": 500}"), defaultWheel)
    XCTAssertEqual(
      try decode("{\(size), \"radius\": 500, \"scrollModel\": \"tutorial\"}"), tutorialWheel)
  }

  func testRoundTripsEveryOption() throws {
    var wheel = try Wheel(itemSize: Size(width: 50, height: 70), radius: 120, anglePerItem: 0.4)
    wheel.axis = .vertical
    wheel._checkInvariants()
    wheel.isInverted = true
    wheel._checkInvariants()
    wheel.wrapsAround = true
    wheel._checkInvariants()
    wheel.zOrder = .centerOnTop
    wheel._checkInvariants()
    try wheel.update {
      $0.fade = Fade(
        minimumOffset: -0.25, maximumOffset: 2, range: 2, minimumAlpha: 0.25, minimumScale: 0.5)
    }
    wheel._checkInvariants()
    wheel.snapping = .paging
    wheel._checkInvariants()
    wheel.layoutDirection = .rightToLeft
    wheel._checkInvariants()
    try wheel.update { $0.scrollDistancePerItem = 64 }
    wheel._checkInvariants()
    let decoded = try JSONDecoder().decode(Wheel.self, from: JSONEncoder().encode(wheel))
    XCTAssertEqual(decoded, wheel)
    XCTAssertEqual(decoded.fade.minimumScale, 0.5)
    XCTAssertEqual(decoded.axis, .vertical)
    XCTAssertTrue(decoded.isInverted)

    XCTAssertEqual(
      try JSONDecoder().decode(Wheel.self, from: JSONEncoder().encode(tutorialWheel)), tutorialWheel
    )
  }

  func testEncodesTheCustomAngleAndDistanceOnlyWhenSet() throws {
    let plain = try encodedObject(defaultWheel)
    XCTAssertEqual(
      Set(plain.keys),
      [
        "itemSize", "radius", "axis", "isInverted", "wrapsAround", "zOrder", "scrollModel",
        "layoutDirection", "snapping",
      ])
    XCTAssertEqual(plain["radius"] as? Double, 500)
    XCTAssertEqual(plain["axis"] as? String, "horizontal")
    XCTAssertEqual(plain["isInverted"] as? Bool, false)
    XCTAssertEqual(plain["scrollModel"] as? String, "fixedDistancePerItem")
    XCTAssertEqual(plain["layoutDirection"] as? String, "leftToRight")
    XCTAssertEqual(plain["snapping"] as? String, "free")
    XCTAssertEqual(try encodedObject(tutorialWheel)["scrollModel"] as? String, "tutorial")

    var custom = defaultWheel
    try custom.update { $0.anglePerItem = 0.3 }
    custom._checkInvariants()
    try custom.update { $0.scrollDistancePerItem = 120 }
    custom._checkInvariants()
    custom.layoutDirection = .rightToLeft
    custom._checkInvariants()
    custom.snapping = .paging
    custom._checkInvariants()
    let object = try encodedObject(custom)
    XCTAssertEqual(object["anglePerItem"] as? Double, 0.3)
    XCTAssertEqual(object["scrollDistancePerItem"] as? Double, 120)
    XCTAssertEqual(object["layoutDirection"] as? String, "rightToLeft")
    XCTAssertEqual(object["snapping"] as? String, "paging")
    XCTAssertEqual(try JSONDecoder().decode(Wheel.self, from: JSONEncoder().encode(custom)), custom)
  }

  /// The scroll model's fields decode with their defaults, and a distance
  /// per item that breaks its rule is reported at its key; a value that is
  /// not one of an option's cases is the decoder's own error.
  func testDecodingTheScrollModelsFields() throws {
    let wheel = try decode(
      #"{"scrollModel": "tutorial", "scrollDistancePerItem": 90, "layoutDirection": "rightToLeft", "snapping": "nearest"}"#
    )
    XCTAssertEqual(wheel.scrollModel, .tutorial)
    XCTAssertEqual(wheel.configuration.scrollDistancePerItem, 90)
    XCTAssertEqual(wheel.layoutDirection, .rightToLeft)
    XCTAssertEqual(wheel.snapping, .nearest)
    XCTAssertNil(
      try decode(#"{"scrollDistancePerItem": null}"#).configuration.scrollDistancePerItem)
    for bad in ["0", "-1", "1e300", "9007199254740994"] {
      assertCorrupted("{\(size), \"scrollDistancePerItem\": \(bad)}", at: ["scrollDistancePerItem"])
    }
    for json in [
      #"{"scrollModel": "iPad"}"#, #"{"layoutDirection": "upwards"}"#, #"{"snapping": 3}"#,
    ] {
      XCTAssertThrowsError(try decode(json), json) { XCTAssertTrue($0 is DecodingError, json) }
    }
  }

  /// The issue's example, `{"radius": -1, ...}`, and every other rule of
  /// the initializers.
  func testDecodingValidatesLikeTheInitializer() {
    assertCorrupted("{\(size), \"radius\": -1}", at: ["radius"])
    assertCorrupted("{\(size), \"radius\": 0}", at: ["radius"])
    assertCorrupted("{\(size), \"radius\": 1e300}", at: ["radius"])
    assertCorrupted(#"{"itemSize": {"width": 0, "height": 173}, "radius": 500}"#, at: ["itemSize"])
    assertCorrupted(#"{"itemSize": {"width": 133, "height": -2}, "radius": 500}"#, at: ["itemSize"])
    assertCorrupted("{\(size), \"radius\": 500, \"anglePerItem\": 0}", at: ["anglePerItem"])
    assertCorrupted("{\(size), \"radius\": 500, \"anglePerItem\": -0.5}", at: ["anglePerItem"])
  }

  /// An invalid fade is reported at the fade's own field inside `fade`.
  func testDecodingValidatesTheFade() throws {
    func wheel(fade: String) -> String { "{\(size), \"radius\": 500, \"fade\": \(fade)}" }
    assertCorrupted(wheel(fade: #"{"minimumAlpha": 2}"#), at: ["fade", "minimumAlpha"])
    assertCorrupted(wheel(fade: #"{"minimumScale": 0}"#), at: ["fade", "minimumScale"])
    assertCorrupted(wheel(fade: #"{"range": 0}"#), at: ["fade", "range"])
    assertCorrupted(wheel(fade: #"{"range": -1, "minimumScale": 0}"#), at: ["fade", "range"])
    XCTAssertEqual(
      try decode(wheel(fade: #"{"maximumOffset": 1}"#)).fade, Fade(maximumOffset: 1))
    XCTAssertEqual(
      try decode(wheel(fade: #"{"minimumOffset": 2, "maximumOffset": -2}"#)).fade,
      Fade(minimumOffset: 2, maximumOffset: -2))
  }

  /// A missing key or `null` takes the field's default, so `{}` is the
  /// default wheel (the tutorial's geometry, one item per item length);
  /// unknown keys are ignored.
  func testMissingNullAndUnknownKeys() throws {
    XCTAssertEqual(try Wheel(configuration: Wheel.Configuration()), defaultWheel)
    XCTAssertEqual(try decode("{}"), defaultWheel)
    XCTAssertEqual(try decode("{}").configuration, Wheel.Configuration())
    XCTAssertEqual(try decode("{\(size)}"), defaultWheel)
    XCTAssertEqual(try decode(#"{"radius": 400}"#).radius, 400)
    XCTAssertEqual(try decode(#"{"radius": 400}"#).itemSize, Size(width: 133, height: 173))
    let nulls = #"""
      {"itemSize": null, "radius": null, "anglePerItem": null, "axis": null, "isInverted": null,
       "wrapsAround": null, "fade": null, "zOrder": null, "scrollModel": null,
       "scrollDistancePerItem": null, "layoutDirection": null, "snapping": null}
      """#
    XCTAssertEqual(try decode(nulls), defaultWheel)
    let later = #"{"radius": 500, "spokes": 12, "fade": {"maximumOffset": 1, "curve": "ease"}}"#
    var expected = defaultWheel
    try expected.update { $0.fade = Fade(maximumOffset: 1) }
    expected._checkInvariants()
    XCTAssertEqual(try decode(later), expected)
  }

  /// The wheel's Codable form is its configuration's: the same keys both
  /// ways, and the same rules.
  func testTheWheelCodesAsItsConfiguration() throws {
    var wheel = try Wheel(itemSize: Size(width: 50, height: 70), radius: 120, anglePerItem: 0.4)
    wheel.wrapsAround = true
    wheel._checkInvariants()
    try wheel.setFalloff(endAngle: 1)
    wheel._checkInvariants()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(try encoder.encode(wheel), try encoder.encode(wheel.configuration))
    XCTAssertEqual(
      try JSONDecoder().decode(Wheel.Configuration.self, from: encoder.encode(wheel)),
      wheel.configuration)
    XCTAssertEqual(
      try JSONDecoder().decode(Wheel.Configuration.self, from: Data("{}".utf8)),
      Wheel.Configuration())
    XCTAssertEqual(
      Set(try encodedObject(wheel).keys),
      [
        "itemSize", "radius", "anglePerItem", "axis", "isInverted", "wrapsAround", "fade",
        "zOrder", "scrollModel", "layoutDirection", "snapping",
      ])

    // A broken rule is reported the same way for both, with the
    // configuration error as the underlying error.
    for type in [Wheel.self, Wheel.Configuration.self] as [any Decodable.Type] {
      XCTAssertThrowsError(
        try JSONDecoder().decode(type, from: Data(#"{"anglePerItem": -2}"#.utf8))
      ) {
        guard case .dataCorrupted(let context) = $0 as? DecodingError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(context.codingPath.map(\.stringValue), ["anglePerItem"])
        XCTAssertEqual(context.underlyingError as? Wheel.ConfigurationError, .anglePerItem(-2))
        XCTAssertEqual(
          context.debugDescription, Wheel.ConfigurationError.anglePerItem(-2).description)
      }
    }
  }

  func testMalformedJSONFailsWithTheDecodersOwnErrors() {
    XCTAssertThrowsError(try decode("{\(size), \"radius\": 500, \"axis\": \"diagonal\"}")) {
      guard case .dataCorrupted = $0 as? DecodingError else { return XCTFail("\($0)") }
    }
    XCTAssertThrowsError(try decode("{\(size), \"radius\": \"big\"}"))
  }
}
