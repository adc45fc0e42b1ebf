// Code written against the wheel's earlier API still compiles and does
// what it did: the old error case names (constructed and compared, and as
// value patterns), `coordinateLimit`, the Size-taking calls and untyped
// `catch` clauses. Each test method is deprecated, which silences the
// deprecation warnings inside it, so the suite builds with
// `-warnings-as-errors`. (Not the class: on Linux, SwiftPM's generated test
// list extends the class, and naming a deprecated class there warns; the
// list itself is marked deprecated, so deprecated methods are fine.)
//
// Two spellings cannot be kept, and are not here: a binding pattern on an
// old case name (`case .invalidRadius(let radius)`), since the old names
// are now functions, not cases; and a cast of the error in a `catch`
// around only wheel calls (`catch let error as Wheel.ConfigurationError`),
// which now compiles with an "always true" warning, because the throws
// are typed. CHANGELOG.md says so.

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class WheelDeprecatedAPITests: XCTestCase {
  // MARK: - Errors

  @available(*, deprecated, message: "exercises the deprecated spellings")
  func testOldErrorNamesConstructTheNewCases() {
    XCTAssertEqual(Wheel.ConfigurationError.invalidRadius(-1), .radius(-1))
    XCTAssertEqual(
      Wheel.ConfigurationError.invalidItemSize(Size(width: 0, height: 1)),
      .itemSize(Size(width: 0, height: 1)))
    XCTAssertEqual(Wheel.ConfigurationError.invalidAnglePerItem(0), .anglePerItem(0))
    XCTAssertEqual(
      Wheel.ConfigurationError.invalidFalloffAngles(start: 1, end: 0),
      .falloffAngles(start: 1, end: 0))
    XCTAssertEqual(Wheel.ConfigurationError.invalidFalloffAlpha(2), .falloffMinimumAlpha(2))
    XCTAssertEqual(Wheel.ConfigurationError.invalidFalloffScale(0), .falloffMinimumScale(0))
    XCTAssertEqual(
      "\(Wheel.ConfigurationError.invalidRadius(-1))",
      "Wheel radius must be finite, positive and at most 9007199254740992.0; got -1.0")
  }

  /// Untyped `throws` and `catch`, as code written before the throws were
  /// typed: the error arrives as `any Error` and casts to the
  /// configuration error, which compares equal to the old names.
  @available(*, deprecated, message: "exercises the deprecated spellings")
  func testUntypedCatchAndComparisonWithOldNames() throws {
    func makeWheel(radius: Double) throws -> Wheel {
      try Wheel(itemSize: Size(width: 133, height: 173), radius: radius)
    }
    do {
      _ = try makeWheel(radius: -1)
      XCTFail("radius -1 accepted")
    } catch let error as Wheel.ConfigurationError {
      XCTAssertEqual(error, .invalidRadius(-1))
      XCTAssertTrue(error == .invalidRadius(-1))
    } catch {
      XCTFail("not a configuration error: \(error)")
    }

    XCTAssertThrowsError(try makeWheel(radius: .infinity)) {
      XCTAssertEqual($0 as? Wheel.ConfigurationError, .invalidRadius(.infinity))
    }
    XCTAssertThrowsError(try Wheel.Falloff(endAngle: 1, minimumAlpha: 2)) {
      XCTAssertEqual($0 as? Wheel.ConfigurationError, .invalidFalloffAlpha(2))
    }

    // A value pattern with an old name still matches (it is an expression
    // pattern now, through ==).
    let error: Wheel.ConfigurationError = .radius(-1)
    switch error {
    case .invalidRadius(-1): break
    default: XCTFail("\(error)")
    }

    // A typed throwing initializer converts to an untyped function type,
    // and into an untyped Result.
    let make: (Size, Double, Double?) throws -> Wheel = Wheel.init(itemSize:radius:anglePerItem:)
    XCTAssertEqual(try make(Size(width: 133, height: 173), 500, nil), defaultWheel)
    let result: Result<Wheel, any Error> = Result {
      try Wheel(itemSize: Size(width: 1, height: 1), radius: 0)
    }
    guard case .failure(let failure) = result else { return XCTFail("\(result)") }
    XCTAssertEqual(failure as? Wheel.ConfigurationError, .invalidRadius(0))

    // A catch that does not cast still compiles and sees the same error.
    var wheel = tutorialWheel
    do {
      try wheel.setAnglePerItem(0)
    } catch {
      XCTAssertEqual("\(error)", "\(Wheel.ConfigurationError.invalidAnglePerItem(0))")
    }
    wheel._checkInvariants()
    XCTAssertEqual(wheel, tutorialWheel)
  }

  // MARK: - Limits

  @available(*, deprecated, message: "exercises the deprecated spellings")
  func testCoordinateLimitIsTheMaximumLength() throws {
    XCTAssertEqual(Wheel.coordinateLimit, Wheel.maximumLength)
    XCTAssertEqual(Wheel.coordinateLimit, 9_007_199_254_740_992)
    let largest = try Wheel(
      itemSize: Size(width: Wheel.coordinateLimit, height: 1), radius: Wheel.coordinateLimit)
    largest._checkInvariants()
    XCTAssertThrowsError(
      try Wheel(itemSize: Size(width: 1, height: 1), radius: Wheel.coordinateLimit.nextUp))
  }

  // MARK: - Size-taking calls

  /// The tutorial's numbers through the old calls, as the README once
  /// showed them.
  @available(*, deprecated, message: "exercises the deprecated spellings")
  func testSizeTakingCallsByHand() {
    let wheel = tutorialWheel
    let size = Size(width: 375, height: 667)
    XCTAssertEqual(wheel.contentSize(itemCount: 10, viewport: size), Size(width: 1330, height: 667))
    XCTAssertEqual(wheel.maximumContentOffset(itemCount: 10, viewport: size), 955)
    XCTAssertEqual(wheel.scrollDistancePerItem(itemCount: 10, viewport: size), 955.0 / 9)
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 0, viewport: size, itemCount: 10),
      955.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(
      wheel.contentOffset(centering: 4, viewport: size, itemCount: 10), 4 * 955.0 / 9,
      accuracy: 1e-9)
    var wrapping = wheel
    wrapping.wrapsAround = true
    wrapping._checkInvariants()
    XCTAssertEqual(wrapping.contentOffset(centering: 3, viewport: size, itemCount: 10), 5003 * 133)
  }

  /// The old calls read a negative size component as 0, as they always
  /// did; the Rect forms read the standardised size instead.
  @available(*, deprecated, message: "exercises the deprecated spellings")
  func testSizeTakingCallsStillReadANegativeSizeAsZero() {
    let wheel = tutorialWheel
    let negative = Size(width: -375, height: 667)
    let zero = Rect(x: 0, y: 0, width: 0, height: 667)
    XCTAssertEqual(
      wheel.contentSize(itemCount: 10, viewport: negative), Size(width: 1330, height: 667))
    XCTAssertEqual(wheel.maximumContentOffset(itemCount: 10, viewport: negative), 1330)
    XCTAssertEqual(
      wheel.maximumContentOffset(itemCount: 10, viewport: negative),
      wheel.maximumContentOffset(itemCount: 10, viewport: zero))
    XCTAssertEqual(
      wheel.targetContentOffset(forProposed: 300, velocity: 0, viewport: negative, itemCount: 10),
      2 * 1330.0 / 9, accuracy: 1e-9)
    XCTAssertEqual(
      wheel.contentSize(itemCount: 10, viewport: Size(width: 375, height: -667)),
      Size(width: 1330, height: 0))
    // The Rect form of the same numbers: the standardised 375 x 667.
    XCTAssertEqual(
      wheel.maximumContentOffset(
        itemCount: 10, viewport: Rect(x: 375, y: 0, width: -375, height: 667)), 955)
  }

  /// On random wheels and viewports with a non-negative size, each old
  /// call gives exactly the Rect form's answer for the viewport of that
  /// size (its origin plays no part in either).
  @available(*, deprecated, message: "exercises the deprecated spellings")
  func testSizeTakingCallsAgreeWithTheRectForms() {
    for seed in caseSeeds(3_000) {
      var generator = SplitMix64(seed: seed)
      let input = WheelRandomCase.random(using: &generator)
      let wheel = input.reference.makeWheel()
      let viewport = input.viewport
      let size = viewport.size
      let count = input.count
      let context = "seed \(seed): \(input)"
      let proposed = Double.random(in: -2000...2000, using: &generator)
      let velocity = [-1.0, 0, 1].randomElement(using: &generator)!
      let index = Int.random(in: -2...(count + 2), using: &generator)

      XCTAssertEqual(
        wheel.contentSize(itemCount: count, viewport: size),
        wheel.contentSize(itemCount: count, viewport: viewport), context)
      XCTAssertEqual(
        wheel.maximumContentOffset(itemCount: count, viewport: size),
        wheel.maximumContentOffset(itemCount: count, viewport: viewport), context)
      XCTAssertEqual(
        wheel.scrollDistancePerItem(itemCount: count, viewport: size),
        wheel.scrollDistancePerItem(itemCount: count, viewport: viewport), context)
      XCTAssertEqual(
        wheel.targetContentOffset(
          forProposed: proposed, velocity: velocity, viewport: size, itemCount: count),
        wheel.targetContentOffset(
          forProposed: proposed, velocity: velocity, viewport: viewport, itemCount: count),
        context)
      XCTAssertEqual(
        wheel.contentOffset(centering: index, viewport: size, itemCount: count),
        wheel.initialContentOffset(centering: index, viewport: viewport, itemCount: count),
        context)
    }
  }
}
