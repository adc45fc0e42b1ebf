// UIKit's two rates, the clamping of a factor that would never stop or has
// no logarithm, NaN, and the single-number coding.

import CircularLayoutHosting
import Foundation
import XCTest

final class DecelerationRateTests: XCTestCase {
  func testUIKitsTwoRates() {
    XCTAssertEqual(DecelerationRate.normal.perMillisecond, 0.998)
    XCTAssertEqual(DecelerationRate.fast.perMillisecond, 0.99)
    XCTAssertEqual(DecelerationRate.normal.description, "0.998 per ms")
    XCTAssertEqual(String(reflecting: DecelerationRate.fast), "0.99 per ms")
  }

  func testAFactorOutsideTheRangeIsClampedAndNaNReadsAsNormal() {
    XCTAssertEqual(DecelerationRate(perMillisecond: .nan), .normal)
    XCTAssertEqual(DecelerationRate(perMillisecond: 1).perMillisecond, 0.9999)
    XCTAssertEqual(DecelerationRate(perMillisecond: .infinity).perMillisecond, 0.9999)
    XCTAssertEqual(DecelerationRate(perMillisecond: 0).perMillisecond, 0.001)
    XCTAssertEqual(DecelerationRate(perMillisecond: -.infinity).perMillisecond, 0.001)
    XCTAssertEqual(DecelerationRate(perMillisecond: 0.995).perMillisecond, 0.995)
  }

  func testCodingIsTheFactorAloneAndSanitises() throws {
    let data = try JSONEncoder().encode(DecelerationRate.fast)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "0.99")
    XCTAssertEqual(try JSONDecoder().decode(DecelerationRate.self, from: data), .fast)
    let wild = try JSONDecoder().decode(DecelerationRate.self, from: Data("7".utf8))
    XCTAssertEqual(wild.perMillisecond, 0.9999)
    XCTAssertThrowsError(try JSONDecoder().decode(DecelerationRate.self, from: Data("\"x\"".utf8)))
  }
}
