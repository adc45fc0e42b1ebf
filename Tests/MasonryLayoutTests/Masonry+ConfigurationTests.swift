// Configuration: validation (each field, each rule, with its message),
// coding (decoding validates like the initialiser), and adaptive columns.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryConfigurationTests: XCTestCase {
  private func error(for configuration: Masonry.Configuration) -> Masonry.ConfigurationError? {
    do {
      _ = try Masonry(configuration: configuration)
      return nil
    } catch {
      return error
    }
  }

  /// Invalid configurations, each with the error it must give.
  private var invalidCases: [(Masonry.Configuration, Masonry.ConfigurationError)] {
    var cases: [(Masonry.Configuration, Masonry.ConfigurationError)] = []
    for count in [0, -1, Int.min, 10_001, Int.max] {
      cases.append((.init(columns: .fixed(count)), .columnCount(count)))
    }
    for width in [0, -1, Double.nan, .infinity, -.infinity] {
      cases.append(
        (
          .init(columns: .adaptive(minimumWidth: width, maximumCount: 3)),
          .minimumColumnWidth(width)
        ))
    }
    for width in [0, -1, -0.0, Double.nan, .infinity, -.infinity] {
      cases.append((.init(columns: .fixedWidth(width)), .fixedColumnWidth(width)))
    }
    for count in [0, -2, Int.min] {
      cases.append(
        (
          .init(columns: .adaptive(minimumWidth: 100, maximumCount: count)),
          .maximumColumnCount(count)
        ))
    }
    for value in [-1, -0.001, Double.nan, .infinity, -.infinity, 1e12.nextUp] {
      cases.append((.init(columnSpacing: value), .columnSpacing(value)))
      cases.append((.init(rowSpacing: value), .rowSpacing(value)))
      for insets in [
        EdgeInsets(top: value, left: 0, bottom: 0, right: 0),
        EdgeInsets(top: 0, left: value, bottom: 0, right: 0),
        EdgeInsets(top: 0, left: 0, bottom: value, right: 0),
        EdgeInsets(top: 0, left: 0, bottom: 0, right: value),
      ] {
        cases.append((.init(contentInsets: insets), .contentInsets(insets)))
      }
    }
    for value in [-1, Double.nan, .infinity, -.infinity] {
      cases.append((.init(tolerance: value), .tolerance(value)))
    }
    for value in [
      0, -2, Double.nan, .infinity, -.infinity, .leastNonzeroMagnitude,
      Masonry.minimumDisplayScale.nextDown, Masonry.maximumDisplayScale.nextUp, 1e300,
    ] {
      cases.append((.init(displayScale: value), .displayScale(value)))
    }
    return cases
  }

  func testInvalidConfigurationsThrowNamingTheField() {
    for (configuration, expected) in invalidCases {
      let thrown = error(for: configuration)
      // NaN payloads are not equal to themselves: compare descriptions.
      XCTAssertEqual(thrown?.description, expected.description, "\(configuration)")
      XCTAssertEqual(thrown?.field, expected.field)
      XCTAssertThrowsError(try configuration.validate())
    }
    XCTAssertEqual(Masonry.ConfigurationError.maximumColumnCount(0).field, "columns")
    XCTAssertEqual(Masonry.ConfigurationError.fixedColumnWidth(0).field, "columns")
  }

  func testErrorDescriptionsNameTheEngineTheFieldTheRuleAndTheValue() {
    // One form, "<Engine> <field> must <rule>; got <value>", numbers in the
    // package's format.
    let cases: [(Masonry.ConfigurationError, String)] = [
      (.columnCount(0), "Masonry columns must have from 1 to 10,000 columns; got fixed(0)"),
      (
        .minimumColumnWidth(-0.5),
        "Masonry columns must have an adaptive minimumWidth that is finite and positive; "
          + "got -0.5"
      ),
      (
        .maximumColumnCount(-2),
        "Masonry columns must have an adaptive maximumCount of at least 1; got -2"
      ),
      (
        .fixedColumnWidth(.infinity),
        "Masonry columns must have a fixedWidth that is finite and positive; got inf"
      ),
      (
        .columnSpacing(-1),
        "Masonry columnSpacing must be finite, from 0 to 1,000,000,000,000; got -1"
      ),
      (
        .rowSpacing(.nan), "Masonry rowSpacing must be finite, from 0 to 1,000,000,000,000; got nan"
      ),
      (
        .contentInsets(EdgeInsets(top: -1, left: 0, bottom: 2.5, right: 1e13)),
        "Masonry contentInsets must each be finite, from 0 to 1,000,000,000,000; "
          + "got (top -1, left 0, bottom 2.5, right 10,000,000,000,000)"
      ),
      (.tolerance(-1), "Masonry tolerance must be finite and not negative; got -1"),
      (.displayScale(0), "Masonry displayScale must be nil or from 0.0009765625 to 1,024; got 0"),
    ]
    for (error, text) in cases {
      XCTAssertEqual(error.description, text)
    }
  }

  func testBoundaryConfigurationsAreValid() throws {
    let valid: [Masonry.Configuration] = [
      .init(columns: .fixed(1)), .init(columns: .fixed(10_000)),
      .init(columns: .adaptive(minimumWidth: .leastNonzeroMagnitude, maximumCount: nil)),
      .init(columns: .adaptive(minimumWidth: 1e300, maximumCount: 1)),
      .init(columns: .adaptive(minimumWidth: 100, maximumCount: Int.max)),
      .init(columnSpacing: 1e12, rowSpacing: 1e12, contentInsets: EdgeInsets(all: 1e12)),
      .init(columnSpacing: 0, rowSpacing: 0, contentInsets: .zero, tolerance: 0),
      .init(tolerance: 1e300, displayScale: 3), .init(displayScale: Masonry.minimumDisplayScale),
      .init(displayScale: Masonry.maximumDisplayScale),
    ]
    for configuration in valid {
      XCTAssertNil(error(for: configuration), "\(configuration)")
      var masonry = try Masonry(configuration: configuration)
      masonry.prepare(width: 375, itemCount: 20, heights: AspectRatioHeights([1, 2, 0.5]))
      masonry._checkInvariants()
      XCTAssertTrue(masonry.frames.allSatisfy(\.isFinite), "\(configuration)")
      XCTAssertTrue(masonry.contentSize.height.isFinite)
    }
  }

  // MARK: - Adaptive columns

  func testAdaptiveColumnCount() throws {
    func columns(
      minimumWidth: Double, maximumCount: Int?, spacing: Double = 0, insets: Double = 0,
      width: Double
    ) throws -> (count: Int, width: Double) {
      var masonry = try Masonry(
        configuration: .init(
          columns: .adaptive(minimumWidth: minimumWidth, maximumCount: maximumCount),
          columnSpacing: spacing, contentInsets: EdgeInsets(all: insets)))
      masonry.prepare(width: width, itemCount: 0, heights: FixedHeights([]))
      masonry._checkInvariants()
      return (masonry.columnCount, masonry.columnWidth)
    }
    // 375 less 16 of insets leaves 359: two columns of 150 and a gap of 8
    // take 308, three would take 466. Each is (359 - 8) / 2 = 175.5 wide.
    XCTAssert(
      try columns(minimumWidth: 150, maximumCount: 6, spacing: 8, insets: 8, width: 375) == (
        2, 175.5
      ))
    // Exactly fitting counts: 3 × 100 + 2 × 10 = 320. A third column that
    // misses by less than a pixel (a point, without a display scale) still
    // counts, as in Masonry.js; one that misses by more does not.
    XCTAssertEqual(
      try columns(minimumWidth: 100, maximumCount: nil, spacing: 10, width: 320).count, 3)
    XCTAssertEqual(
      try columns(minimumWidth: 100, maximumCount: nil, spacing: 10, width: 319.01).count, 3)
    XCTAssertEqual(
      try columns(minimumWidth: 100, maximumCount: nil, spacing: 10, width: 318.99).count, 2)
    // The maximum count caps; a too-narrow width still gets one column.
    XCTAssertEqual(try columns(minimumWidth: 100, maximumCount: 6, width: 1000).count, 6)
    XCTAssertEqual(try columns(minimumWidth: 100, maximumCount: nil, width: 1000).count, 10)
    XCTAssert(try columns(minimumWidth: 100, maximumCount: nil, width: 40) == (1, 40))
    XCTAssertEqual(try columns(minimumWidth: 100, maximumCount: nil, width: .nan).count, 1)
    XCTAssertEqual(
      try columns(minimumWidth: 0.001, maximumCount: nil, width: 1e12).count,
      Masonry.maximumColumnCount)
    // Against a count-up loop over many widths.
    var random = SplitMix64(seed: 0xADA9_7100)
    // (From 2 points up, where a column that misses by less than a point
    // has more than half of it in: Masonry.js rounds the count, so for
    // narrower columns it may stay.)
    for _ in 0..<RandomSweep.count(1_000) {
      let minimumWidth = Double.random(in: 2...300, using: &random)
      let spacing = [0, 8, 0.5].randomElement(using: &random)!
      let width = Double.random(in: 0...3000, using: &random)
      let maximum: Int? = Bool.random(using: &random) ? nil : Int.random(in: 1...12, using: &random)
      // Count up while the next column misses by less than a point.
      var expected = 1
      while expected < (maximum ?? 10_000),
        Double(expected + 1) * minimumWidth + Double(expected) * spacing - width < 1
      {
        expected += 1
      }
      let found = try columns(
        minimumWidth: minimumWidth, maximumCount: maximum, spacing: spacing, width: width)
      XCTAssertEqual(found.count, expected, "min \(minimumWidth) spacing \(spacing) width \(width)")
      // A column is narrower than the minimum by at most its share of the
      // pixel it missed by.
      if expected > 1 {
        XCTAssertGreaterThan(found.width, minimumWidth - 1 / Double(expected) - 1e-9)
      }
    }
  }

  func testMasonryJSColumnCountCases() throws {
    func count(_ columns: Masonry.Columns, spacing: Double = 0, width: Double) throws -> Int {
      var masonry = try Masonry(configuration: .init(columns: columns, columnSpacing: spacing))
      masonry.prepare(width: width, itemCount: 0, heights: FixedHeights([]))
      masonry._checkInvariants()
      return masonry.columnCount
    }
    // Masonry.js's element-sizing test: a column sizer 20% of the
    // container, no gutter: five columns at every width (0.2 × 174 is
    // 34.800000000000004, a rounding error above a fifth).
    for width in 170...190 {
      let minimum = 0.2 * Double(width)
      XCTAssertEqual(
        try count(.adaptive(minimumWidth: minimum, maximumCount: nil), width: Double(width)), 5,
        "\(width)")
      XCTAssertEqual(try count(.fixedWidth(minimum), width: Double(width)), 5, "\(width)")
    }
    // Its pixel-rounding test: columns of 28.667% with a 7% gutter total
    // 100.001%: three columns at every width.
    for width in 170...210 {
      let (minimum, gutter) = (0.28667 * Double(width), 0.07 * Double(width))
      XCTAssertEqual(
        try count(
          .adaptive(minimumWidth: minimum, maximumCount: nil), spacing: gutter, width: Double(width)
        ), 3,
        "\(width)")
    }
    // An overshoot of clearly more than a pixel loses the column: three
    // columns of 100 and gaps of 10 need 320; at 318 they miss by 2.
    XCTAssertEqual(
      try count(.adaptive(minimumWidth: 100, maximumCount: nil), spacing: 10, width: 318), 2)
    XCTAssertEqual(try count(.fixedWidth(100), spacing: 10, width: 318), 2)
    // With a display scale of 3 a pixel is a third of a point: a miss of
    // half a point loses the column, a miss of a tenth keeps it.
    var scaled = Masonry.Configuration(
      columns: .fixedWidth(100), columnSpacing: 10, displayScale: 3)
    var masonry = try Masonry(configuration: scaled)
    masonry.prepare(width: 319.5, itemCount: 0, heights: FixedHeights([]))
    XCTAssertEqual(masonry.columnCount, 2)
    scaled.columns = .adaptive(minimumWidth: 100, maximumCount: nil)
    masonry = try Masonry(configuration: scaled)
    masonry.prepare(width: 319.9, itemCount: 0, heights: FixedHeights([]))
    XCTAssertEqual(masonry.columnCount, 3)
  }

  /// CSS's `repeat(auto-fill, minmax(m, 1fr))` with a gap `g` makes the
  /// largest count whose minimum columns fit exactly, at least one:
  /// `floor((available + g) / (m + g))`.
  private func cssAutoFillCount(minimumWidth m: Double, spacing g: Double, available: Double)
    -> Int
  {
    max(1, Int(((available + g) / (m + g)).rounded(.down)))
  }

  func testTheAdaptiveCountForgivesAMissUnderAPixelThatCSSAutoFillDoesNot() throws {
    func columns(_ width: Double, minimum: Double, spacing: Double, scale: Double? = nil) throws
      -> (count: Int, width: Double)
    {
      var masonry = try Masonry(
        configuration: .init(
          columns: .adaptive(minimumWidth: minimum, maximumCount: nil), columnSpacing: spacing,
          displayScale: scale))
      masonry.prepare(width: width, itemCount: 0, heights: FixedHeights([]))
      return (masonry.columnCount, masonry.columnWidth)
    }
    // The placement article's example: three columns of 100 and two gaps
    // of 10 need 320 points; 319.5 misses by half a point.
    let forgiven = try columns(319.5, minimum: 100, spacing: 10)
    XCTAssertEqual(forgiven.count, 3)
    XCTAssertEqual(forgiven.width, 299.5 / 3, accuracy: 1e-12)  // 99.83: 0.5 / 3 short
    XCTAssertEqual(cssAutoFillCount(minimumWidth: 100, spacing: 10, available: 319.5), 2)
    // A miss of a whole pixel or more: the engine and CSS agree.
    XCTAssertEqual(try columns(319, minimum: 100, spacing: 10).count, 2)
    XCTAssertEqual(cssAutoFillCount(minimumWidth: 100, spacing: 10, available: 319), 2)
    // A pixel is 1 / displayScale: at 3x, half a point is more than one.
    XCTAssertEqual(try columns(319.5, minimum: 100, spacing: 10, scale: 3).count, 2)
    XCTAssertEqual(try columns(319.8, minimum: 100, spacing: 10, scale: 3).count, 3)
    // A fit, exact or with room: both make the floor.
    XCTAssertEqual(try columns(320, minimum: 100, spacing: 10).count, 3)
    XCTAssertEqual(cssAutoFillCount(minimumWidth: 100, spacing: 10, available: 320), 3)
    // The count is rounded, not raised: with a step (m + g) under two
    // pixels a miss over half the step is not forgiven. 0.5-point columns
    // in 1.6 points: 3.2 columns, a miss of 0.4, rounded to 3; in 1.9, 3.8
    // columns, a miss of 0.1, rounded to 4.
    XCTAssertEqual(try columns(1.6, minimum: 0.5, spacing: 0).count, 3)
    XCTAssertEqual(try columns(1.9, minimum: 0.5, spacing: 0).count, 4)
    XCTAssertEqual(cssAutoFillCount(minimumWidth: 0.5, spacing: 0, available: 1.9), 3)

    // Everywhere else the two agree: over random widths, the engine has
    // CSS's count or one more, one more only where the last column misses
    // by more than 0 and less than a pixel.
    var random = SplitMix64(seed: 0xA070_F111)
    for _ in 0..<RandomSweep.count(1_000) {
      let minimum = Double.random(in: 40...200, using: &random)
      let spacing = [0, 8, 10, 12.5].randomElement(using: &random)!
      let available = Double.random(in: 0...1_400, using: &random)
      let scale = ([nil, 2, 3] as [Double?]).randomElement(using: &random)!
      let engine = try columns(available, minimum: minimum, spacing: spacing, scale: scale).count
      let css = cssAutoFillCount(minimumWidth: minimum, spacing: spacing, available: available)
      let miss = Double(css + 1) * (minimum + spacing) - spacing - available
      let pixel = scale.map { 1 / $0 } ?? 1
      // Described only on failure.
      func context() -> String {
        "m \(minimum) g \(spacing) width \(available) scale \(String(describing: scale))"
      }
      if miss > 1e-9, miss < pixel - 1e-9 {
        XCTAssertEqual(engine, css + 1, context())
      } else if miss >= pixel + 1e-9 {
        XCTAssertEqual(engine, css, context())
      }
    }
  }

  // MARK: - Coding

  private func decode(_ json: String) throws -> Masonry.Configuration {
    try JSONDecoder().decode(Masonry.Configuration.self, from: Data(json.utf8))
  }

  func testRoundTripsThroughJSON() throws {
    var random = SplitMix64(seed: 0xC0DE_C0DE)
    for _ in 0..<RandomSweep.count(1_000) {
      var configuration = random.masonryConfiguration()
      // JSON has no NaN (JSONEncoder throws unless told how to write it),
      // and NaN is equal to nothing.
      configuration.stamps.removeAll { !$0.isFinite }
      let data = try JSONEncoder().encode(configuration)
      XCTAssertEqual(
        try JSONDecoder().decode(Masonry.Configuration.self, from: data), configuration)
    }
    let encoded = try JSONEncoder().encode(
      Masonry.Configuration(columns: .adaptive(minimumWidth: 150, maximumCount: nil)))
    let object = try JSONSerialization.jsonObject(with: encoded) as! [String: Any]
    XCTAssertEqual(
      object["columns"] as? [String: [String: Double]], ["adaptive": ["minimumWidth": 150]])
    XCTAssertNil(object["displayScale"])
    XCTAssertEqual(object["packing"] as? String, "shortestColumn")
    XCTAssertEqual(object["layoutDirection"] as? String, "leftToRight")
    XCTAssertNil(object["direction"])
    XCTAssertEqual(object["tieBreaking"] as? String, "readingOrder")
    XCTAssertEqual(object["axis"] as? String, "vertical")
  }

  func testTheTieRuleAndTheLayoutDirectionDecodeByName() throws {
    XCTAssertEqual(
      try decode(#"{"tieBreaking": "placementCursor", "layoutDirection": "rightToLeft"}"#),
      Masonry.Configuration(layoutDirection: .rightToLeft, tieBreaking: .placementCursor))
    XCTAssertEqual(try decode(#"{"tieBreaking": "readingOrder"}"#), Masonry.Configuration())
    // Names outside the enums are the decoder's errors; the old key
    // `direction` is not read.
    XCTAssertThrowsError(try decode(#"{"tieBreaking": "css"}"#))
    XCTAssertThrowsError(try decode(#"{"layoutDirection": "upward"}"#))
    XCTAssertEqual(try decode(#"{"direction": "rightToLeft"}"#), Masonry.Configuration())
  }

  func testMissingKeysTakeTheDefaults() throws {
    XCTAssertEqual(try decode("{}"), Masonry.Configuration())
    XCTAssertEqual(try decode(#"{"columnSpacing": 8}"#), Masonry.Configuration(columnSpacing: 8))
    XCTAssertEqual(
      try decode(
        #"{"columns": {"fixed": 3}, "packing": "roundRobin", "layoutDirection": "rightToLeft", "displayScale": 2}"#
      ),
      Masonry.Configuration(
        columns: .fixed(3), packing: .roundRobin, layoutDirection: .rightToLeft, displayScale: 2))
    XCTAssertEqual(
      try decode(#"{"columns": {"adaptive": {"minimumWidth": 120, "maximumCount": 4}}}"#).columns,
      .adaptive(minimumWidth: 120, maximumCount: 4))
    XCTAssertEqual(
      try decode(#"{"columns": {"adaptive": {"minimumWidth": 120}}}"#).columns,
      .adaptive(minimumWidth: 120, maximumCount: nil))
  }

  func testDecodingValidatesAndNamesTheField() throws {
    let cases: [(json: String, field: String)] = [
      (#"{"columns": {"fixed": 0}}"#, "columns"),
      (#"{"columns": {"fixed": 20000}}"#, "columns"),
      (#"{"columns": {"adaptive": {"minimumWidth": -1}}}"#, "columns"),
      (#"{"columns": {"adaptive": {"minimumWidth": 100, "maximumCount": 0}}}"#, "columns"),
      (#"{"columnSpacing": -1}"#, "columnSpacing"),
      (#"{"rowSpacing": 1e13}"#, "rowSpacing"),
      (#"{"contentInsets": {"top": 0, "left": -3, "bottom": 0, "right": 0}}"#, "contentInsets"),
      (#"{"tolerance": -0.5}"#, "tolerance"),
      (#"{"displayScale": 0}"#, "displayScale"),
    ]
    for (json, field) in cases {
      XCTAssertThrowsError(try decode(json), json) { error in
        guard case DecodingError.dataCorrupted(let context) = error else {
          return XCTFail("\(json): \(error) is not dataCorrupted")
        }
        XCTAssertEqual(context.codingPath.last?.stringValue, field, json)
        XCTAssertTrue(
          context.debugDescription.hasPrefix("Masonry \(field) must "), context.debugDescription)
        XCTAssertTrue(context.underlyingError is Masonry.ConfigurationError)
      }
    }
    // Malformed column rules and wrong types are decoding errors too.
    for json in [
      #"{"columns": {}}"#, #"{"columns": {"fixed": 2, "adaptive": {"minimumWidth": 1}}}"#,
      #"{"columns": 3}"#, #"{"packing": "diagonal"}"#, #"{"rowSpacing": "wide"}"#,
    ] {
      XCTAssertThrowsError(try decode(json), json) { XCTAssertTrue($0 is DecodingError, json) }
    }
  }

  func testDecodedNestedConfigurationReportsItsPath() throws {
    struct Settings: Decodable { var feed: Masonry.Configuration }
    XCTAssertThrowsError(
      try JSONDecoder().decode(Settings.self, from: Data(#"{"feed": {"tolerance": -1}}"#.utf8))
    ) { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail() }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["feed", "tolerance"])
    }
  }
}
