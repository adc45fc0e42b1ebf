// The sanitising rule for lengths, as the engine computes it, against the
// rule written plainly.

import LayoutTestSupport
import XCTest

@testable import MasonryLayout

final class MasonryLengthSanitisingTests: XCTestCase {
  /// The documented rule in comparisons of doubles: NaN, infinite,
  /// negative or zero (of either sign) gives +0, above the maximum gives
  /// the maximum.
  private func plainRule(_ value: Double) -> Double {
    if !(value > 0) || value == .infinity { return 0 }
    return value > Masonry.maximumLength ? Masonry.maximumLength : value
  }

  private func assertSanitized(_ value: Double, file: StaticString = #filePath, line: UInt = #line)
  {
    let actual = Masonry._sanitizedLength(value)
    let expected = plainRule(value)
    XCTAssertEqual(
      actual.bitPattern, expected.bitPattern,
      "\(value) (bits \(String(value.bitPattern, radix: 16))): \(actual) != \(expected)",
      file: file, line: line)
  }

  func testSanitizedLengthFollowsTheRuleAtTheEdges() {
    let maximum = Masonry.maximumLength
    let specials: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      Double.leastNormalMagnitude.nextDown, 1, -1, maximum, maximum.nextUp, maximum.nextDown,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan,
      .signalingNaN, Double(nan: 0x1234, signaling: false), Double(bitPattern: ~0),
      Double(bitPattern: 0x7FF0_0000_0000_0001), Double(bitPattern: 0x8000_0000_0000_0001),
    ]
    for value in specials { assertSanitized(value) }
  }

  func testSanitizedLengthFollowsTheRuleForRandomBitPatterns() {
    var random = SplitMix64(seed: 0x5A_4E_17_1E)
    for _ in 0..<100_000 {
      let bits = random.next()
      assertSanitized(Double(bitPattern: bits))
      // Values near the maximum, where the clamp decides.
      assertSanitized(Masonry.maximumLength * (0.5 + Double(bits >> 11) / Double(1 << 53)))
    }
  }
}
