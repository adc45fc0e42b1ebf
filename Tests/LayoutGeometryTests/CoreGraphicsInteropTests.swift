import LayoutGeometry
import LayoutTestSupport
import XCTest

#if canImport(CoreGraphics)
  import CoreGraphics
#elseif canImport(Foundation)
  import Foundation
#endif

#if canImport(CoreGraphics) || canImport(Foundation)
  final class CoreGraphicsInteropTests: XCTestCase {
    func testPointConvertsBothWays() {
      XCTAssertEqual(Point(CGPoint(x: 1.5, y: -2)), Point(x: 1.5, y: -2))
      XCTAssertEqual(CGPoint(Point(x: 1.5, y: -2)), CGPoint(x: 1.5, y: -2))
      XCTAssertEqual(Point(CGPoint.zero), .zero)
    }

    func testSizeConvertsBothWaysKeepingNegativeComponents() {
      XCTAssertEqual(Size(CGSize(width: -3, height: 4.25)), Size(width: -3, height: 4.25))
      XCTAssertEqual(CGSize(Size(width: -3, height: 4.25)), CGSize(width: -3, height: 4.25))
    }

    func testRectConvertsBothWaysKeepingTheStoredForm() {
      let rect = Rect(x: 10, y: 0, width: -10, height: 5)
      let converted = CGRect(rect)
      XCTAssertEqual(converted.origin, CGPoint(x: 10, y: 0))
      XCTAssertEqual(converted.size, CGSize(width: -10, height: 5))
      XCTAssertEqual(Rect(converted), rect)
      XCTAssertEqual(
        Rect(CGRect(x: 1, y: 2, width: 3, height: -4)), Rect(x: 1, y: 2, width: 3, height: -4))
    }

    func testNonFiniteValuesPassThroughUnchanged() {
      let point = Point(CGPoint(x: CGFloat.nan, y: -CGFloat.infinity))
      XCTAssertTrue(point.x.isNaN)
      XCTAssertEqual(point.y, -.infinity)
      let rect = CGRect(Rect(x: 0, y: .nan, width: .infinity, height: 1))
      XCTAssertTrue(rect.origin.y.isNaN)
      XCTAssertEqual(rect.size.width, .infinity)
    }

    func testEdgeInsetsComponentsInOrder() {
      let components = EdgeInsets(top: 1, left: -2, bottom: 3.5, right: 4).cgFloatComponents
      XCTAssertEqual(components.top, 1)
      XCTAssertEqual(components.left, -2)
      XCTAssertEqual(components.bottom, 3.5)
      XCTAssertEqual(components.right, 4)
    }

    func testRandomValuesRoundTripExactly() {
      let seed: UInt64 = 0x5EED_0002_000B
      var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0.2)
      for index in 0..<RandomSweep.count(1_000) {
        let rect = Rect(
          x: fuzzer.component() + fuzzer.unit(), y: fuzzer.component(),
          width: fuzzer.component() - fuzzer.unit(), height: fuzzer.component())
        let context = "seed \(seed), case \(index): \(rect)"
        let back = Rect(CGRect(rect))
        // Compare bit patterns so that NaN and signed zeros count too.
        XCTAssertEqual(back.origin.x.bitPattern, rect.origin.x.bitPattern, context)
        XCTAssertEqual(back.origin.y.bitPattern, rect.origin.y.bitPattern, context)
        XCTAssertEqual(back.size.width.bitPattern, rect.size.width.bitPattern, context)
        XCTAssertEqual(back.size.height.bitPattern, rect.size.height.bitPattern, context)
        XCTAssertEqual(Point(CGPoint(rect.origin)).x.bitPattern, rect.origin.x.bitPattern, context)
        XCTAssertEqual(
          Size(CGSize(rect.size)).height.bitPattern, rect.size.height.bitPattern, context)
      }
    }

    func testStandardisedEdgesMatchCoreGraphics() {
      // "As in CoreGraphics": the derived edges of a negative-sized rect are
      // the ones CGRect reports.
      let seed: UInt64 = 0x5EED_0002_000C
      var fuzzer = GeometryFuzzer(seed: seed, specialValueRate: 0)
      for index in 0..<RandomSweep.count(1_000) {
        let rect = fuzzer.rect()
        let cgRect = CGRect(rect)
        let context = "seed \(seed), case \(index): \(rect)"
        XCTAssertEqual(rect.minX, Double(cgRect.minX), context)
        XCTAssertEqual(rect.midX, Double(cgRect.midX), context)
        XCTAssertEqual(rect.maxX, Double(cgRect.maxX), context)
        XCTAssertEqual(rect.minY, Double(cgRect.minY), context)
        XCTAssertEqual(rect.midY, Double(cgRect.midY), context)
        XCTAssertEqual(rect.maxY, Double(cgRect.maxY), context)
        XCTAssertEqual(rect.width, Double(cgRect.width), context)
        XCTAssertEqual(rect.height, Double(cgRect.height), context)
        XCTAssertEqual(rect.standardized, Rect(cgRect.standardized), context)
      }
    }
  }
#endif
