// Decoding is validation, path by path: the JSON a server or a settings file
// may send (a NaN written as a string, numbers beyond a Double, zero counts,
// bad nested fields) either decodes to a configuration the engine accepts or
// fails with a DecodingError; and the other ways of making or changing a
// configuration follow the rules their documentation states.

import Foundation
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryCodableTests: XCTestCase {
  /// A decoder that reads NaN and the infinities from strings, as a
  /// client that round-trips non-finite values would configure it.
  private let lenient: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }()

  private func decode(
    _ json: String, with decoder: JSONDecoder = JSONDecoder()
  ) throws -> Masonry.Configuration {
    try decoder.decode(Masonry.Configuration.self, from: Data(json.utf8))
  }

  /// Asserts that decoding fails with `dataCorrupted` at `path`, carrying
  /// the configuration error the initialiser would throw.
  private func assertRejected(
    _ json: String, at path: [String], with decoder: JSONDecoder? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(json, with: decoder ?? lenient), file: file, line: line) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else {
        return XCTFail("\(json): \($0) is not dataCorrupted", file: file, line: line)
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), path, json, file: file, line: line)
      let error = context.underlyingError as? Masonry.ConfigurationError
      XCTAssertEqual(error?.field, path.last, json, file: file, line: line)
      XCTAssertEqual(context.debugDescription, error?.description, file: file, line: line)
    }
  }

  func testNonFiniteValuesWrittenAsStringsAreRejectedAtTheirField() {
    for value in ["\"nan\"", "\"inf\"", "\"-inf\""] {
      assertRejected(#"{"columnSpacing": \#(value)}"#, at: ["columnSpacing"])
      assertRejected(#"{"rowSpacing": \#(value)}"#, at: ["rowSpacing"])
      assertRejected(#"{"tolerance": \#(value)}"#, at: ["tolerance"])
      assertRejected(#"{"displayScale": \#(value)}"#, at: ["displayScale"])
      assertRejected(
        #"{"contentInsets": {"top": 0, "left": 0, "bottom": \#(value), "right": 0}}"#,
        at: ["contentInsets"])
      assertRejected(
        #"{"columns": {"adaptive": {"minimumWidth": \#(value)}}}"#, at: ["columns"])
    }
    // Without a strategy for them, a string where a number belongs is a
    // type mismatch at that field.
    XCTAssertThrowsError(try decode(#"{"rowSpacing": "NaN"}"#)) {
      guard case .typeMismatch(_, let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["rowSpacing"])
    }
  }

  func testNumbersBeyondTheLimitsAreRejected() {
    // Representable but too large: a rule of validation.
    assertRejected(#"{"columnSpacing": 1e300}"#, at: ["columnSpacing"])
    assertRejected(#"{"rowSpacing": 1000000000001}"#, at: ["rowSpacing"])
    assertRejected(#"{"columns": {"fixed": 10001}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"fixed": 9223372036854775807}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"fixed": -9223372036854775808}}"#, at: ["columns"])
    // Beyond a Double or an Int altogether: Foundation's parser refuses
    // the document (on Linux, as invalid JSON).
    for json in [
      #"{"columnSpacing": 1e400}"#, #"{"tolerance": -1e400}"#,
      #"{"columns": {"fixed": 99999999999999999999}}"#, #"{"columns": {"fixed": 2.5}}"#,
    ] {
      XCTAssertThrowsError(try decode(json), json) { XCTAssertTrue($0 is DecodingError, json) }
    }
  }

  func testZeroAndNegativeCountsAndWidthsAreRejected() {
    assertRejected(#"{"columns": {"fixed": 0}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"fixed": -2}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"adaptive": {"minimumWidth": 0}}}"#, at: ["columns"])
    assertRejected(
      #"{"columns": {"adaptive": {"minimumWidth": 100, "maximumCount": -1}}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"fixedWidth": 0}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"fixedWidth": -120}}"#, at: ["columns"])
    assertRejected(#"{"columns": {"fixedWidth": "nan"}}"#, at: ["columns"])
    XCTAssertEqual(try decode(#"{"columns": {"fixedWidth": 120}}"#).columns, .fixedWidth(120))
    assertRejected(#"{"displayScale": 0}"#, at: ["displayScale"])
    assertRejected(#"{"displayScale": -2}"#, at: ["displayScale"])
    // The smallest valid values decode.
    XCTAssertEqual(try decode(#"{"columns": {"fixed": 1}}"#).columns, .fixed(1))
    XCTAssertEqual(try decode(#"{"columns": {"fixed": 10000}}"#).columns, .fixed(10_000))
    assertRejected(#"{"displayScale": 5e-324}"#, at: ["displayScale"])
    assertRejected(#"{"displayScale": 1025}"#, at: ["displayScale"])
    XCTAssertEqual(try decode(#"{"displayScale": 1024}"#).displayScale, 1024)
    XCTAssertEqual(try decode(#"{"displayScale": 0.0009765625}"#).displayScale, 1.0 / 1024)
  }

  func testNestedFieldsAreCheckedAndMalformedOnesNamed() {
    // Each inset, alone.
    for side in ["top", "left", "bottom", "right"] {
      let insets = ["top", "left", "bottom", "right"].map { "\"\($0)\": \($0 == side ? -1 : 0)" }
      assertRejected(
        "{\"contentInsets\": {\(insets.joined(separator: ", "))}}", at: ["contentInsets"])
    }
    // A missing inset or a malformed column rule fails in the decoder,
    // at the nested path.
    XCTAssertThrowsError(try decode(#"{"contentInsets": {"top": 1, "left": 1, "bottom": 1}}"#)) {
      guard case .keyNotFound(let key, let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(key.stringValue, "right")
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["contentInsets"])
    }
    XCTAssertThrowsError(try decode(#"{"columns": {"adaptive": {"maximumCount": 3}}}"#)) {
      guard case .keyNotFound(let key, _) = $0 as? DecodingError else { return XCTFail("\($0)") }
      XCTAssertEqual(key.stringValue, "minimumWidth")
    }
    XCTAssertThrowsError(try decode(#"{"columns": {"fixed": 2, "adaptive": {}}}"#)) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["columns"])
    }
    // Inside a larger document, the path starts at the document's root.
    struct Screen: Decodable { var sections: [Masonry.Configuration] }
    XCTAssertThrowsError(
      try lenient.decode(
        Screen.self,
        from: Data(#"{"sections": [{}, {"columns": {"fixed": 0}}]}"#.utf8))
    ) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["sections", "Index 1", "columns"])
    }
  }

  func testAxisAlignmentAndStampsDecodeOrNameTheirField() throws {
    let stamp = #"{"origin": {"x": 0, "y": 0}, "size": {"width": 200, "height": 80}}"#
    let decoded = try decode(
      #"{"axis": "horizontal", "columnAlignment": "center", "stamps": [\#(stamp)]}"#)
    XCTAssertEqual(decoded.axis, .horizontal)
    XCTAssertEqual(decoded.columnAlignment, .center)
    XCTAssertEqual(decoded.stamps, [Rect(x: 0, y: 0, width: 200, height: 80)])
    XCTAssertEqual(try decode("{}").axis, .vertical)
    XCTAssertEqual(try decode("{}").columnAlignment, .leading)
    XCTAssertEqual(try decode("{}").stamps, [])
    // A value that is not one of the cases, or not a string, is a
    // decoding error at its field; so is a malformed stamp.
    for (json, field) in [
      (#"{"axis": "diagonal"}"#, "axis"), (#"{"axis": 1}"#, "axis"),
      (#"{"columnAlignment": "justified"}"#, "columnAlignment"),
      (#"{"columnAlignment": true}"#, "columnAlignment"),
      (#"{"stamps": [[0, 0, 200, 80]]}"#, "stamps"), (#"{"stamps": 3}"#, "stamps"),
    ] {
      XCTAssertThrowsError(try decode(json), json) { error in
        guard let error = error as? DecodingError else { return XCTFail("\(error)") }
        let path: [any CodingKey]
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context),
          .valueNotFound(_, let context), .keyNotFound(_, let context):
          path = context.codingPath
        @unknown default:
          return XCTFail("\(error)")
        }
        XCTAssertEqual(path.first?.stringValue, field, json)
      }
    }
    // Stamps are data, not settings: a NaN stamp decodes (and is ignored
    // by the layout).
    let nan = try decode(
      #"{"stamps": [{"origin": {"x": "nan", "y": 0}, "size": {"width": 10, "height": 10}}]}"#,
      with: lenient)
    XCTAssertTrue(nan.stamps[0].origin.x.isNaN)
  }

  func testNullMeansTheDefault() throws {
    // `decodeIfPresent` reads null as absent: each field keeps its default.
    XCTAssertEqual(
      try decode(#"{"columnSpacing": null, "displayScale": null, "columns": null}"#),
      Masonry.Configuration())
  }

  func testUnknownKeysAreIgnored() throws {
    // A configuration written by a later version, with fields this one
    // does not know, still decodes: the known fields are read, the others
    // ignored.
    XCTAssertEqual(
      try decode(#"{"rowSpacing": 4, "futureOption": "on", "futureList": [], "futureField": 1}"#),
      Masonry.Configuration(rowSpacing: 4))
  }

  /// The column rule alone is plain data: it is range-checked only as part
  /// of a configuration, as its documentation says.
  func testColumnsAloneDecodeAnyCount() throws {
    let columns = try JSONDecoder().decode(
      Masonry.Columns.self, from: Data(#"{"fixed": 0}"#.utf8))
    XCTAssertEqual(columns, .fixed(0))
    XCTAssertThrowsError(try Masonry(configuration: .init(columns: columns))) {
      XCTAssertEqual($0 as? Masonry.ConfigurationError, .columnCount(0))
    }
  }

  /// Every value a configuration's fields can hold either decodes to a
  /// configuration the engine accepts, or is rejected by decoding, by
  /// `validate()` and by the initialiser alike, naming the same field.
  func testDecodingAgreesWithTheInitialiserOnRandomValues() throws {
    let good: [Double] = [0, 1, 8, 1e12, -0.0, .leastNonzeroMagnitude, 0.5]
    let bad: [Double] = [1e12.nextUp, 1e300, -1, .nan, .infinity, -.infinity]
    let counts = [0, 1, 2, 10_000, 10_001, -1, Int.max, Int.min]
    func text(_ value: Double) -> String {
      value.isNaN ? "\"nan\"" : value.isInfinite ? (value > 0 ? "\"inf\"" : "\"-inf\"") : "\(value)"
    }
    var outcomes = (decoded: 0, rejected: 0)
    for seed in RandomSweep.caseSeeds(1_500, seed: 0xDEC0_DE00) {
      var random = SplitMix64(seed: seed)
      func pick() -> Double {
        (Int.random(in: 0..<10, using: &random) < 8 ? good : bad).randomElement(using: &random)!
      }
      let columns: Masonry.Columns
      switch Int.random(in: 0..<3, using: &random) {
      case 0: columns = .fixed(counts.randomElement(using: &random)!)
      case 1:
        columns = .adaptive(
          minimumWidth: pick(),
          maximumCount: Bool.random(using: &random) ? nil : counts.randomElement(using: &random))
      default: columns = .fixedWidth(pick())
      }
      let configuration = Masonry.Configuration(
        columns: columns, columnSpacing: pick(), rowSpacing: pick(),
        contentInsets: EdgeInsets(top: pick(), left: pick(), bottom: pick(), right: pick()),
        tolerance: pick(), displayScale: Bool.random(using: &random) ? nil : pick())
      let columnsJSON: String
      switch columns {
      case .fixed(let count): columnsJSON = "{\"fixed\": \(count)}"
      case .adaptive(let width, let maximum):
        columnsJSON =
          "{\"adaptive\": {\"minimumWidth\": \(text(width))"
          + (maximum.map { ", \"maximumCount\": \($0)" } ?? "") + "}}"
      case .fixedWidth(let width): columnsJSON = "{\"fixedWidth\": \(text(width))}"
      }
      let insets = configuration.contentInsets
      var json =
        "{\"columns\": \(columnsJSON), \"columnSpacing\": \(text(configuration.columnSpacing)), "
        + "\"rowSpacing\": \(text(configuration.rowSpacing)), \"contentInsets\": {\"top\": "
        + "\(text(insets.top)), \"left\": \(text(insets.left)), \"bottom\": "
        + "\(text(insets.bottom)), \"right\": \(text(insets.right))}, "
        + "\"tolerance\": \(text(configuration.tolerance))"
      if let scale = configuration.displayScale { json += ", \"displayScale\": \(text(scale))" }
      json += "}"

      let context = "seed \(seed): \(json)"
      var thrown: Masonry.ConfigurationError?
      do { try configuration.validate() } catch { thrown = error }
      XCTAssertEqual(
        (try? Masonry(configuration: configuration)) == nil, thrown != nil, context)
      do {
        let decoded = try decode(json, with: lenient)
        XCTAssertNil(thrown, context)
        XCTAssertEqual(decoded, configuration, context)
        outcomes.decoded += 1
      } catch DecodingError.dataCorrupted(let decodingContext) {
        XCTAssertEqual(decodingContext.codingPath.last?.stringValue, thrown?.field, context)
        outcomes.rejected += 1
      } catch {
        XCTFail("\(error); \(context)")
      }
    }
    // Both outcomes are reached often.
    if RandomSweep.replaySeed == nil {
      XCTAssertGreaterThan(outcomes.decoded, 50, "\(outcomes)")
      XCTAssertGreaterThan(outcomes.rejected, 750, "\(outcomes)")
    }
  }

  // MARK: - The other paths

  /// A configuration is plain data while it is edited: setting a field never
  /// traps and never checks; the rules apply when the value reaches
  /// `validate()`, the initialiser or a decoder. An engine's configuration
  /// cannot be changed after it is created.
  func testEditingAConfigurationDefersTheCheck() throws {
    var configuration = Masonry.Configuration()
    configuration.rowSpacing = .nan
    configuration.columns = .fixed(0)
    XCTAssertEqual(configuration.columns, .fixed(0))
    XCTAssertThrowsError(try configuration.validate()) {
      XCTAssertEqual(($0 as? Masonry.ConfigurationError)?.field, "columns")
    }
    configuration.columns = .fixed(3)
    XCTAssertThrowsError(try Masonry(configuration: configuration)) {
      XCTAssertEqual(($0 as? Masonry.ConfigurationError)?.field, "rowSpacing")
    }
    configuration.rowSpacing = 4
    let masonry = try Masonry(configuration: configuration)
    XCTAssertEqual(masonry.configuration, configuration)
    // Encoding a rejected configuration works (it is data), and decoding
    // the result rejects it again.
    configuration.tolerance = -1
    let encoded = try JSONEncoder().encode(configuration)
    XCTAssertThrowsError(try JSONDecoder().decode(Masonry.Configuration.self, from: encoded))
  }

  /// The providers' values are data: they decode whatever numbers they
  /// hold, and the layout sanitises them.
  func testDecodedProvidersWithBadValuesLayOutSanely() throws {
    let json = #"{"heights": ["nan", "-inf", -5, 1e300, 20], "columnSpans": [0, -3, 99, 1, 2]}"#
    let heights = try lenient.decode(FixedHeights.self, from: Data(json.utf8))
    var masonry = try Masonry(configuration: .init(columns: .fixed(2)))
    masonry.prepare(width: 200, itemCount: 6, heights: heights)
    masonry._checkInvariants()
    XCTAssertEqual(
      Array(masonry.frames),
      [
        // Spans 0 and -3 read as 1, 99 as the column count; NaN, -inf and
        // -5 as 0, 1e300 as the maximum length; item 5 is past the arrays.
        Rect(x: 0, y: 0, width: 100, height: 0), Rect(x: 0, y: 0, width: 100, height: 0),
        Rect(x: 0, y: 0, width: 200, height: 0),
        Rect(x: 0, y: 0, width: 100, height: Masonry.maximumLength),
        Rect(x: 0, y: Masonry.maximumLength, width: 200, height: 20),
        Rect(x: 0, y: Masonry.maximumLength + 20, width: 100, height: 0),
      ])
    let ratios = try lenient.decode(
      AspectRatioHeights.self,
      from: Data(#"{"ratios": ["nan", 1], "additionalHeight": "inf", "columnSpans": []}"#.utf8))
    masonry.prepare(width: 200, itemCount: 2, heights: ratios)
    masonry._checkInvariants()
    XCTAssertTrue(masonry.frames.allSatisfy(\.isFinite))
    // 100 × 1 + infinity is infinite, which reads as 0.
    XCTAssertEqual(masonry.frame(ofItemAt: 1)?.height, 0)
  }
}
