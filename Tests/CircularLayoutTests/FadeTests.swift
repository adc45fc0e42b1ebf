// The fade by hand (Fade.swift): alpha and scale at given offsets, each
// side and both, crossed bounds as iCarousel reads them, the defaults,
// the tiny minimums the fuzzers found, its coding and its description.

import CircularLayout
import Foundation
import LayoutGeometry
import XCTest

final class FadeTests: XCTestCase {
  /// Opaque from -1 to 1.5; past either bound, over 2 items, to alpha 0.4
  /// and scale 0.8: at 2.5 (one item past) t = 0.5, alpha 1 - 0.5 · 0.6 =
  /// 0.7, scale 1 - 0.5 · 0.2 = 0.9.
  func testAlphaAndScaleAtGivenOffsets() {
    let fade = Fade(
      minimumOffset: -1, maximumOffset: 1.5, range: 2, minimumAlpha: 0.4, minimumScale: 0.8)
    let cases: [(offset: Double, alpha: Double, scale: Double)] = [
      (0, 1, 1), (-1, 1, 1), (1.5, 1, 1), (2, 0.85, 0.95), (2.5, 0.7, 0.9), (3.5, 0.4, 0.8),
      (100, 0.4, 0.8), (-1.5, 0.85, 0.95), (-2, 0.7, 0.9), (-3, 0.4, 0.8),
      (-.infinity, 0.4, 0.8), (.infinity, 0.4, 0.8), (.nan, 1, 1),
    ]
    for test in cases {
      XCTAssertEqual(fade.alpha(forOffset: test.offset), test.alpha, accuracy: 1e-15, "\(test)")
      XCTAssertEqual(fade.scale(forOffset: test.offset), test.scale, accuracy: 1e-15, "\(test)")
    }
  }

  /// iCarousel's time machine: `fadeMax` 0, range 1, alpha 0: the items in
  /// front of the current one fade out over one item, and keep their size.
  func testATimeMachinesDefaultFade() {
    let fade = Fade(maximumOffset: 0)
    XCTAssertEqual(fade.minimumOffset, -.infinity)
    XCTAssertEqual(fade.range, 1)
    XCTAssertEqual(fade.minimumAlpha, 0)
    XCTAssertEqual(fade.minimumScale, 1)
    let alphas: [(Double, Double)] = [
      (-5, 1), (0, 1), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1, 0), (4, 0),
    ]
    for (offset, alpha) in alphas {
      XCTAssertEqual(fade.alpha(forOffset: offset), alpha, "\(offset)")
      XCTAssertEqual(fade.scale(forOffset: offset), 1, "\(offset)")
    }
    XCTAssertEqual(Fade(minimumOffset: 0).alpha(forOffset: -0.25), 0.75)
  }

  /// No fade: opaque and full size at every offset, and the defaults of
  /// every parameter.
  func testDisabled() {
    XCTAssertEqual(Fade.disabled, Fade())
    XCTAssertEqual(
      Fade.disabled,
      Fade(
        minimumOffset: -.infinity, maximumOffset: .infinity, range: 1, minimumAlpha: 0,
        minimumScale: 1))
    for offset in [-Double.greatestFiniteMagnitude, -1e9, 0, 3, 1e300, .infinity, -.infinity] {
      XCTAssertEqual(Fade.disabled.alpha(forOffset: offset), 1, "\(offset)")
      XCTAssertEqual(Fade.disabled.scale(forOffset: offset), 1, "\(offset)")
    }
  }

  /// A `minimumOffset` above `maximumOffset`, which iCarousel allows: an
  /// offset above `maximumOffset` is measured from it, as
  /// `alphaForItemWithOffset:` does, and one at or below it from
  /// `minimumOffset`. Opaque nowhere: offset 0.5 lies 1.5 past the maximum
  /// -1 (alpha over range 2: 0.25); -1 lies 3 below the minimum 2.
  func testCrossedBoundsApplyBothRules() {
    let fade = Fade(minimumOffset: 2, maximumOffset: -1, range: 2)
    XCTAssertEqual(fade.alpha(forOffset: 0.5), 0.25)
    XCTAssertEqual(fade.alpha(forOffset: -0.5), 0.75)
    XCTAssertEqual(fade.alpha(forOffset: -1), 0, "at -1: 3 below the minimum")
    XCTAssertEqual(fade.alpha(forOffset: -1.5), 0)
    XCTAssertEqual(fade.alpha(forOffset: 5), 0)
  }

  /// Found by the fuzz targets: `1 - (1 - m)` rounds a valid minimum scale
  /// of 5e-324 to 0, outside the promised `0 < scale`, and a minimum alpha
  /// of 0.1 to 0.09999999999999998, below it: the minimums are kept.
  func testTinyMinimumsAreReachedExactly() {
    let fade = Fade(maximumOffset: 0, minimumAlpha: 0.1, minimumScale: .leastNonzeroMagnitude)
    XCTAssertEqual(fade.scale(forOffset: 1), .leastNonzeroMagnitude)
    XCTAssertEqual(fade.alpha(forOffset: 1), 0.1)
    XCTAssertEqual(fade.scale(forOffset: 0), 1)
    XCTAssertEqual(Fade(maximumOffset: 0, minimumAlpha: 1e-20).alpha(forOffset: 7), 1e-20)
  }

  /// The fields are coded by name; the default infinities are left out,
  /// so JSON holds any fade an engine accepts, and missing keys take the
  /// defaults.
  func testCoding() throws {
    let fade = Fade(maximumOffset: 0, range: 2, minimumAlpha: 0.5, minimumScale: 0.75)
    let data = try JSONEncoder().encode(fade)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Double])
    XCTAssertEqual(
      object, ["maximumOffset": 0, "range": 2, "minimumAlpha": 0.5, "minimumScale": 0.75])
    XCTAssertEqual(try JSONDecoder().decode(Fade.self, from: data), fade)
    XCTAssertEqual(try JSONDecoder().decode(Fade.self, from: Data("{}".utf8)), .disabled)
    let partial = Data(#"{"minimumOffset": -2, "range": null}"#.utf8)
    XCTAssertEqual(try JSONDecoder().decode(Fade.self, from: partial), Fade(minimumOffset: -2))
    // Plain data: decoding alone checks nothing; an engine checks it.
    XCTAssertEqual(
      try JSONDecoder().decode(Fade.self, from: Data(#"{"range": -1}"#.utf8)), Fade(range: -1))
  }

  func testDescription() {
    XCTAssertEqual(
      Fade(maximumOffset: 0).description,
      "Fade(minimumOffset: -inf, maximumOffset: 0, range: 1, minimumAlpha: 0, minimumScale: 1)")
    XCTAssertEqual(
      String(reflecting: Fade(minimumOffset: -1_234.5, range: 0.25, minimumScale: 0.5)),
      "Fade(minimumOffset: -1,234.5, maximumOffset: inf, range: 0.25, minimumAlpha: 0, "
        + "minimumScale: 0.5)")
  }
}
