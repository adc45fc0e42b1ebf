import Foundation
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class Transform3DCodableTests: XCTestCase {
  func testRoundTripKeepsEveryEntryExactly() throws {
    let seed: UInt64 = 0x5EED_0003_0101
    var fuzzer = GeometryFuzzer(seed: seed)
    for index in 0..<RandomSweep.count(150) {
      let t = fuzzer.chance(0.5) ? fuzzer.carouselTransform() : fuzzer.rawTransform()
      XCTAssertEqual(try GeometryCoding.roundTrip(t), t, "seed \(seed), case \(index)")
    }
  }

  func testWireFormatHasOneKeyPerEntry() throws {
    var t = Transform3D(translationX: 10, y: -20, z: 30)
    t.m34 = -0.5
    XCTAssertEqual(
      try GeometryCoding.json(t),
      #"{"m11":1,"m12":0,"m13":0,"m14":0,"m21":0,"m22":1,"m23":0,"m24":0,"#
        + #""m31":0,"m32":0,"m33":1,"m34":-0.5,"m41":10,"m42":-20,"m43":30,"m44":1}"#)
  }

  func testEveryEntryIsRequired() throws {
    let complete = try GeometryCoding.json(Transform3D.identity)
    XCTAssertEqual(try GeometryCoding.decode(Transform3D.self, from: complete), .identity)
    for key in ["m11", "m24", "m34", "m44"] {
      let missing = complete.replacingOccurrences(of: #""\#(key)":"#, with: #""x\#(key)":"#)
      XCTAssertThrowsError(try GeometryCoding.decode(Transform3D.self, from: missing), key) {
        guard case DecodingError.keyNotFound(let found, _) = $0 else {
          return XCTFail("\(key): \($0)")
        }
        XCTAssertEqual(found.stringValue, key)
      }
    }
    XCTAssertThrowsError(
      try GeometryCoding.decode(
        Transform3D.self,
        from: complete.replacingOccurrences(of: #""m12":0"#, with: #""m12":1e400"#)))
    XCTAssertThrowsError(
      try GeometryCoding.decode(
        Transform3D.self, from: complete.replacingOccurrences(of: #""m12":0"#, with: #""m12":"0""#))
    )
  }

  func testNonFiniteEntriesAreRejectedAtTheirField() throws {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let complete = try GeometryCoding.json(Transform3D.identity)
    for (key, value) in [("m11", "nan"), ("m34", "inf"), ("m43", "-inf"), ("m44", "nan")] {
      let json = complete.replacingOccurrences(
        of: #""\#(key)":\#(key == "m11" || key == "m44" ? "1" : "0")"#,
        with: #""\#(key)":"\#(value)""#)
      XCTAssertNotEqual(json, complete)
      XCTAssertThrowsError(try decoder.decode(Transform3D.self, from: Data(json.utf8)), key) {
        guard case DecodingError.dataCorrupted(let context) = $0 else {
          return XCTFail("\(key): \($0)")
        }
        XCTAssertEqual(context.codingPath.map(\.stringValue), [key])
        XCTAssertTrue(context.debugDescription.contains(key), context.debugDescription)
      }
    }
    // Inside an array, the path leads to the element and then the entry.
    let list =
      "[\(complete), \(complete.replacingOccurrences(of: #""m42":0"#, with: #""m42":"nan""#))]"
    XCTAssertThrowsError(try decoder.decode([Transform3D].self, from: Data(list.utf8))) {
      guard case DecodingError.dataCorrupted(let context) = $0 else { return XCTFail("\($0)") }
      XCTAssertEqual(context.codingPath.last?.stringValue, "m42")
      XCTAssertEqual(context.codingPath.first?.intValue, 1)
    }
    // The same strategy reads finite values as usual.
    XCTAssertEqual(try decoder.decode(Transform3D.self, from: Data(complete.utf8)), .identity)
  }

  func testNonFiniteTransformsDoNotEncodeToPlainJSON() {
    var t = Transform3D.identity
    t.m34 = .nan
    XCTAssertThrowsError(try GeometryCoding.json(t))
  }
}
