// A feed whose items span columns by id (the package-level apply, prepare
// and reconfigure a compositional section calls): frames worked out by
// hand, spans kept through a keep-columns deletion, a reload and a new
// width, bad spans clamped.

import LayoutGeometry
import MasonryLayout
import XCTest

@testable import MasonryLayoutHosting

final class MasonryFeedSpansTests: XCTestCase {
  typealias Feed = MasonryFeed<String>

  private let none: (Int, Double) -> Double = { _, _ in 0 }

  /// "wide" spans two columns, "huge" asks for nine, "bad" for -3.
  private func span(_ id: String) -> Int {
    switch id {
    case "wide": 2
    case "huge": 9
    case "bad": -3
    default: 1
    }
  }

  private func frames(_ feed: Feed) -> [String: Rect] {
    Dictionary(
      uniqueKeysWithValues: feed.ids.enumerated().map {
        ($1, feed.host.layout.frame(ofItemAt: ItemPath(section: 0, item: $0))!)
      })
  }

  func testSpansByIDThroughAnEditAReloadAndANewWidth() throws {
    var feed = try Feed(configuration: Masonry.Configuration(columns: .fixed(3)))
    let height: (String, Double) -> Double = { _, width in width / 2 }
    feed.apply(
      sections: [["a", "wide", "b", "huge", "bad"]], height: height, columnSpan: span,
      headerHeight: none, footerHeight: none)
    feed.prepare(
      viewport: Rect(x: 0, y: 0, width: 300, height: 600), height: height, columnSpan: span,
      headerHeight: none, footerHeight: none)
    feed.host.layout._checkInvariants()
    // Three columns of 100: a in 0 (50 tall); wide across 1 and 2 (100
    // tall); b in 0 under a; huge across all three under wide (150 tall);
    // bad as one column, in 0 under huge.
    XCTAssertEqual(
      frames(feed),
      [
        "a": Rect(x: 0, y: 0, width: 100, height: 50),
        "wide": Rect(x: 100, y: 0, width: 200, height: 100),
        "b": Rect(x: 0, y: 50, width: 100, height: 50),
        "huge": Rect(x: 0, y: 100, width: 300, height: 150),
        "bad": Rect(x: 0, y: 250, width: 100, height: 50),
      ])
    // Deleting a keeps every column: b closes up in column 0, wide stays.
    feed.apply(
      sections: [["wide", "b", "huge", "bad"]], height: height, columnSpan: span,
      headerHeight: none, footerHeight: none)
    feed.host.layout._checkInvariants()
    XCTAssertEqual(frames(feed)["wide"], Rect(x: 100, y: 0, width: 200, height: 100))
    XCTAssertEqual(frames(feed)["b"]?.minX, 0)
    // A reload keeps the span.
    feed.reconfigure(
      ["wide"], height: { _, width in width }, columnSpan: span, headerHeight: none,
      footerHeight: none)
    feed.host.layout._checkInvariants()
    XCTAssertEqual(frames(feed)["wide"], Rect(x: 100, y: 0, width: 200, height: 200))
    // A new width lays every item out again, spans read again.
    feed.prepare(
      viewport: Rect(x: 0, y: 0, width: 600, height: 600), height: height, columnSpan: span,
      headerHeight: none, footerHeight: none)
    feed.host.layout._checkInvariants()
    XCTAssertEqual(frames(feed)["wide"]?.width, 400)
    XCTAssertEqual(frames(feed)["huge"]?.width, 600)
    XCTAssertEqual(frames(feed)["bad"]?.width, 200)
  }
}
