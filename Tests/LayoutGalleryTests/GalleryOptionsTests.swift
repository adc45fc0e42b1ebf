import LayoutGallery
import XCTest

final class GalleryOptionsTests: XCTestCase {
  func testNoArgumentsGiveTheDefaults() throws {
    let options = try GalleryOptions(arguments: [])
    XCTAssertEqual(options, GalleryOptions())
    XCTAssertEqual(options.columns, 3)
    XCTAssertNil(options.packing)
    XCTAssertEqual(options.itemCount, 40)
    XCTAssertEqual(options.outputDirectory, "gallery")
    XCTAssertFalse(options.showsHelp)
  }

  func testEveryOptionIsRead() throws {
    let options = try GalleryOptions(arguments: [
      "--columns", "4", "--packing", "round-robin", "--count", "12", "--wheel-count", "30",
      "--seed", "7", "--output", "out", "--help",
    ])
    XCTAssertEqual(options.columns, 4)
    XCTAssertEqual(options.packing, "round-robin")
    XCTAssertEqual(options.itemCount, 12)
    XCTAssertEqual(options.wheelItemCount, 30)
    XCTAssertEqual(options.seed, 7)
    XCTAssertEqual(options.outputDirectory, "out")
    XCTAssertTrue(options.showsHelp)
    XCTAssertNil(try GalleryOptions(arguments: ["--packing", "both"]).packing)
    XCTAssertTrue(try GalleryOptions(arguments: ["-h"]).showsHelp)
  }

  func testBadArgumentsThrowOneLineErrorsNamingTheOption() {
    let cases: [([String], String)] = [
      (["--columns"], "--columns needs a value"),
      (["--columns", "0"], "--columns takes a whole number from 1 to 12, not '0'"),
      (["--columns", "13"], "--columns takes a whole number from 1 to 12, not '13'"),
      (["--columns", "two"], "--columns takes a whole number from 1 to 12, not 'two'"),
      (["--count", "-1"], "--count takes a whole number from 0 to 10000, not '-1'"),
      (["--count", "1e9"], "--count takes a whole number from 0 to 10000, not '1e9'"),
      (["--seed", "-3"], "--seed takes a whole number"),
      (["--packing", "diagonal"], "--packing takes round-robin, shortest-column or both"),
      (["--output", ""], "--output needs a folder name"),
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["extra"], "unknown option 'extra'"),
    ]
    for (arguments, expected) in cases {
      XCTAssertThrowsError(try GalleryOptions(arguments: arguments), "\(arguments)") { error in
        let message = "\(error)"
        XCTAssertTrue(message.hasPrefix(expected), "\(arguments): \(message)")
        XCTAssertFalse(message.contains("\n"), "\(arguments): \(message)")
      }
    }
  }

  func testUsageNamesEveryOption() {
    for option in [
      "--columns", "--packing", "--count", "--wheel-count", "--seed", "--output", "--help",
    ] {
      XCTAssertTrue(GalleryOptions.usage.contains(option), option)
    }
  }
}
