// Every way of making or changing a wheel follows the same rules: the
// initializer, setConfiguration(_:) and update(_:), decoding (including
// NaN written as a string, numbers beyond a Double and bad nested
// fields), and the fade.

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelValidationTests: XCTestCase {
  /// A decoder that reads NaN and the infinities from strings.
  private let lenient: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }()

  private func decode(_ json: String, with decoder: JSONDecoder? = nil) throws -> Wheel {
    try (decoder ?? lenient).decode(Wheel.self, from: Data(json.utf8))
  }

  private func assertCorrupted(
    _ json: String, at path: [String], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(json), json, file: file, line: line) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else {
        return XCTFail("\(json): \($0)", file: file, line: line)
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), path, json, file: file, line: line)
    }
  }

  private let size = #""itemSize": {"width": 133, "height": 173}"#

  func testNonFiniteValuesWrittenAsStringsAreRejectedAtTheirField() {
    for value in ["\"nan\"", "\"inf\"", "\"-inf\""] {
      assertCorrupted("{\(size), \"radius\": \(value)}", at: ["radius"])
      assertCorrupted(
        "{\"itemSize\": {\"width\": \(value), \"height\": 1}, \"radius\": 5}", at: ["itemSize"])
      assertCorrupted(
        "{\"itemSize\": {\"width\": 1, \"height\": \(value)}, \"radius\": 5}", at: ["itemSize"])
      assertCorrupted("{\(size), \"radius\": 5, \"anglePerItem\": \(value)}", at: ["anglePerItem"])
      for field in ["range", "minimumAlpha", "minimumScale"] {
        assertCorrupted(
          "{\(size), \"radius\": 5, \"fade\": {\"maximumOffset\": 1, \"\(field)\": \(value)}}",
          at: ["fade", field])
      }
    }
    // A bound may be infinite (that side does not fade), never NaN.
    assertCorrupted(
      "{\(size), \"radius\": 5, \"fade\": {\"minimumOffset\": \"nan\"}}",
      at: ["fade", "minimumOffset"])
    XCTAssertEqual(
      try decode("{\(size), \"radius\": 5, \"fade\": {\"minimumOffset\": \"inf\"}}").fade
        .minimumOffset, .infinity)
    // Without a strategy for non-finite numbers, the string is a type
    // mismatch at the nested field.
    XCTAssertThrowsError(try decode("{\(size), \"radius\": \"NaN\"}", with: JSONDecoder())) {
      guard case .typeMismatch(_, let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["radius"])
    }
  }

  func testLimitsAndNumbersBeyondThem() throws {
    // 2^53 is the largest accepted length; the next Double is rejected.
    let largest = try decode("{\(size), \"radius\": 9007199254740992}")
    XCTAssertEqual(largest.radius, Wheel.maximumLength)
    assertCorrupted("{\(size), \"radius\": 9007199254740994}", at: ["radius"])
    assertCorrupted(
      #"{"itemSize": {"width": 1e300, "height": 1}, "radius": 5}"#, at: ["itemSize"])
    let tiny = try decode(#"{"itemSize": {"width": 5e-324, "height": 5e-324}, "radius": 1}"#)
    XCTAssertEqual(tiny.itemSize.width, .leastNonzeroMagnitude)
    // Beyond a Double altogether: the parser's own error.
    for json in [
      "{\(size), \"radius\": 1e400}", "{\(size), \"radius\": 5, \"anglePerItem\": -1e400}",
    ] {
      XCTAssertThrowsError(try decode(json), json) { XCTAssertTrue($0 is DecodingError, json) }
    }
  }

  func testMissingAndNullFields() {
    // A null or missing field takes its default; a nested value missing a
    // required key is still the decoder's error.
    XCTAssertEqual(try decode("{\(size), \"radius\": null}"), defaultWheel)
    XCTAssertEqual(try decode(#"{"itemSize": null, "radius": 500}"#), defaultWheel)
    XCTAssertThrowsError(try decode(#"{"itemSize": {"width": 1}, "radius": 5}"#)) {
      guard case .keyNotFound(let key, let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(key.stringValue, "height")
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["itemSize"])
    }
    // Optional fields read null as absent.
    XCTAssertEqual(
      try? decode("{\(size), \"radius\": 500, \"anglePerItem\": null, \"falloff\": null}"),
      defaultWheel)
  }

  func testNestedInALargerDocument() {
    struct Screen: Decodable { var wheels: [Wheel] }
    let json = #"{"wheels": [{\#(size), "radius": 500}, {\#(size), "radius": 0}]}"#
    XCTAssertThrowsError(try lenient.decode(Screen.self, from: Data(json.utf8))) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["wheels", "Index 1", "radius"])
    }
  }

  /// Random values through every path at once: the initializer, each
  /// setter and decoding accept exactly the same values, and a rejected
  /// value leaves a wheel unchanged.
  func testEveryPathAgreesOnRandomValues() throws {
    let good: [Double] = [1, 133, 0.5, .leastNonzeroMagnitude, Wheel.maximumLength, 1e-300]
    let bad: [Double] = [0, -1, -0.0, .nan, .infinity, -.infinity, Wheel.maximumLength.nextUp]
    func text(_ value: Double) -> String {
      value.isNaN ? "\"nan\"" : value.isInfinite ? (value > 0 ? "\"inf\"" : "\"-inf\"") : "\(value)"
    }
    var outcomes = (accepted: 0, rejected: 0)
    for seed in caseSeeds(1_500) {
      var random = SplitMix64(seed: seed)
      func pick() -> Double {
        (Int.random(in: 0..<4, using: &random) < 3 ? good : bad).randomElement(using: &random)!
      }
      let size = Size(width: pick(), height: pick())
      let radius = pick()
      let angle: Double? = Bool.random(using: &random) ? nil : pick()
      let context = "seed \(seed): \(size) \(radius) \(String(describing: angle))"
      let valid =
        [size.width, size.height, radius].allSatisfy {
          $0.isFinite && $0 > 0 && $0 <= Wheel.maximumLength
        } && angle.map { $0.isFinite && $0 > 0 } ?? true

      let made = try? Wheel(itemSize: size, radius: radius, anglePerItem: angle)
      XCTAssertEqual(made != nil, valid, context)
      var json =
        "{\"itemSize\": {\"width\": \(text(size.width)), \"height\": \(text(size.height))}, "
        + "\"radius\": \(text(radius))"
      if let angle { json += ", \"anglePerItem\": \(text(angle))" }
      json += "}"
      let decoded = try? decode(json)
      XCTAssertEqual(decoded, made, context)

      var wheel = defaultWheel
      let sizeSet = (try? wheel.update { $0.itemSize = size }) != nil
      wheel._checkInvariants()
      let radiusSet = (try? wheel.update { $0.radius = radius }) != nil
      wheel._checkInvariants()
      let angleSet = (try? wheel.update { $0.anglePerItem = angle }) != nil
      wheel._checkInvariants()
      XCTAssertEqual(sizeSet && radiusSet && angleSet, valid, context)
      XCTAssertEqual(wheel.itemSize, sizeSet ? size : tutorialWheel.itemSize, context)
      XCTAssertEqual(wheel.radius, radiusSet ? radius : tutorialWheel.radius, context)
      if valid { XCTAssertEqual(wheel, made, context) }
      if valid { outcomes.accepted += 1 } else { outcomes.rejected += 1 }
    }
    if RandomSweep.replaySeed == nil {
      XCTAssertGreaterThan(outcomes.accepted, 500, "\(outcomes)")
      XCTAssertGreaterThan(outcomes.rejected, 500, "\(outcomes)")
    }
  }

  /// The options' package setters need no check: every value of their
  /// types is valid; a fade goes through update(_:), which checks it.
  func testOptionsNeedNoCheck() throws {
    var wheel = tutorialWheel
    for orientation in WheelReference.Side.allCases {
      for zOrder in Wheel.ZOrder.allCases {
        wheel.axis = orientation.axis
        wheel._checkInvariants()
        wheel.isInverted = orientation.isInverted
        wheel._checkInvariants()
        wheel.zOrder = zOrder
        wheel._checkInvariants()
        wheel.wrapsAround.toggle()
        wheel._checkInvariants()
        try wheel.setFalloff(endAngle: .pi, minimumScale: 0.5)
        wheel._checkInvariants()
        let viewport = Rect(x: 0, y: 0, width: 375, height: 667)
        for item in wheel.items(in: viewport, itemCount: 50) { assertSane(item) }
        XCTAssertEqual(
          try JSONDecoder().decode(Wheel.self, from: JSONEncoder().encode(wheel)), wheel)
      }
    }
    let before = wheel
    for fade in [
      Fade(maximumOffset: .nan), Fade(range: 0), Fade(minimumAlpha: .nan),
      Fade(minimumScale: .nan),
    ] {
      XCTAssertThrowsError(try wheel.update { $0.fade = fade }, "\(fade)")
      wheel._checkInvariants()
      XCTAssertEqual(wheel, before)
    }
  }
}
