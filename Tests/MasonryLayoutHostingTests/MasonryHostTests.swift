// Building a host from a source: the frames of a small feed worked out by
// hand, when the source is asked (and when not), bad data cleaned and
// reported, and the queries that answer a scroll.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostTests: XCTestCase {
  /// Two columns, 8-point spacing and insets, the example of
  /// SectionedMasonry's documentation.
  static let configuration = Masonry.Configuration(
    columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8))

  static func exampleFeed() -> HostFeed {
    HostFeed(heights: [[120, 80, 200, 60], [50]], headers: [44, 40], footers: [30, 0])
  }

  func testTheFirstPrepareLaysOutTheFeedAsWorkedOutByHand() throws {
    var host = try MasonryHost(configuration: Self.configuration)
    let viewport = Rect(x: 0, y: 0, width: 375, height: 600)
    XCTAssertEqual(host.prepare(viewport: viewport, source: Self.exampleFeed()), .reloaded)
    host.layout._checkInvariants()
    let elements = host.elements(in: viewport)
    XCTAssertEqual(
      elements.map(\.frame),
      [
        Rect(x: 0, y: 0, width: 375, height: 44),
        Rect(x: 8, y: 52, width: 175.5, height: 120),
        Rect(x: 191.5, y: 52, width: 175.5, height: 80),
        Rect(x: 191.5, y: 140, width: 175.5, height: 200),
        Rect(x: 8, y: 180, width: 175.5, height: 60),
        Rect(x: 0, y: 348, width: 375, height: 30),
        Rect(x: 0, y: 378, width: 375, height: 40),
        Rect(x: 8, y: 426, width: 175.5, height: 50),
      ])
    XCTAssertEqual(host.contentSize, Size(width: 375, height: 484))
    XCTAssertEqual(host.element(.item, for: ItemPath(section: 0, item: 3))?.frame.minY, 180)
    XCTAssertTrue(host.diagnostics.isClean)
  }

  func testPrepareAsksTheSourceOnlyWhenSomethingRequiresIt() throws {
    var host = try MasonryHost(configuration: Self.configuration)
    let feed = Self.exampleFeed()
    let viewport = Rect(x: 0, y: 0, width: 375, height: 600)
    host.prepare(viewport: viewport, source: feed)
    XCTAssertEqual(feed.counter.heights, 5)
    // A scroll, and a prepare on every frame: nothing is asked again.
    for y in stride(from: 0.0, to: 300, by: 10) {
      XCTAssertEqual(
        host.prepare(viewport: viewport.offsetBy(dx: 0, dy: y), source: feed), .unchanged)
    }
    XCTAssertEqual(feed.counter.heights, 5)
    // A measured height stays: a prepare does not ask for it again.
    host.setMeasuredHeight(90, ofItemAt: ItemPath(section: 0, item: 0))
    host.prepare(viewport: viewport, source: feed)
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 0))?.size.height, 90)
    XCTAssertEqual(feed.counter.heights, 5)
    // The counts changed and updates follow: prepare waits for them.
    host.invalidate(everything: false, dataSourceCounts: true)
    XCTAssertEqual(host.prepare(viewport: viewport, source: feed), .awaitingUpdates)
    host.apply([], source: feed)
    XCTAssertEqual(feed.counter.heights, 5)
    // Everything invalidated: the feed is read again.
    host.invalidate(everything: true)
    XCTAssertEqual(host.prepare(viewport: viewport, source: feed), .reloaded)
    XCTAssertEqual(feed.counter.heights, 10)
    // A new width: again, since heights depend on it.
    XCTAssertEqual(
      host.prepare(viewport: Rect(x: 0, y: 0, width: 500, height: 600), source: feed),
      .widthChanged)
    XCTAssertEqual(feed.counter.heights, 15)
    host.layout._checkInvariants()
  }

  func testBadDataFromTheSourceIsCleanedByTheEngineRulesAndReported() throws {
    var feed = HostFeed(heights: [[.nan, -5, .infinity, 100, 100, 100], [10]])
    feed.sections[0].items[3].span = 0
    feed.sections[0].items[4].span = 7
    feed.sections[0].items[5].column = 9
    feed.sections[1].header = .nan
    var broken = Masonry.Configuration()
    broken.columnSpacing = -1
    feed.sections[1].configuration = broken
    var host = try MasonryHost(configuration: Self.configuration)
    host.prepare(viewport: Rect(x: 0, y: 0, width: 375, height: 600), source: feed)
    host.layout._checkInvariants()
    let diagnostics = host.diagnostics
    XCTAssertEqual(diagnostics.nanCount, 2)
    XCTAssertEqual(diagnostics.negativeCount, 1)
    XCTAssertEqual(diagnostics.infiniteCount, 1)
    XCTAssertEqual(diagnostics.invalidSpanCount, 1)
    XCTAssertEqual(diagnostics.firstPath, ItemPath(section: 0, item: 0))
    XCTAssertEqual(host.invalidConfigurationSections, [1])
    // The section with the broken configuration uses the host's.
    XCTAssertEqual(host.layout.masonry(inSection: 1)?.configuration, Self.configuration)
    // Bad heights are zero-height items; the layout is as a fresh engine's.
    XCTAssertEqual(host.layout.frame(ofItemAt: ItemPath(section: 0, item: 0))?.size.height, 0)
    var engineFeed = feed
    engineFeed.sections[1].configuration = nil
    XCTAssertEqual(
      allElements(host.layout),
      allElements(freshLayout(Self.configuration, width: 375, feed: engineFeed)))
    // An absurd viewport never traps.
    host.prepare(viewport: Rect(x: .nan, y: .infinity, width: .nan, height: -3), source: feed)
    XCTAssertEqual(host.elements(in: Rect(x: .nan, y: 0, width: 1, height: 1)), [])
    host.layout._checkInvariants()
  }

  func testQueriesAreTheEnginesWithHeadersPinnedForTheLastViewport() throws {
    var host = try MasonryHost(configuration: Self.configuration)
    host.pinsHeaders = true
    let viewport = Rect(x: 0, y: 100, width: 375, height: 200)
    host.prepare(viewport: viewport, source: Self.exampleFeed())
    XCTAssertEqual(
      host.elements(in: viewport), host.layout.elements(in: viewport, pinnedIn: viewport))
    let header = try XCTUnwrap(host.element(.header, for: ItemPath(section: 0, item: 0)))
    XCTAssertEqual(header.frame, Rect(x: 0, y: 100, width: 375, height: 44))
    XCTAssertEqual(header.zIndex, 2)
    RandomSweep.forEachCase(10, seed: 0x4057_0001) { seed, random in
      var nextID = 0
      let feed = random.hostFeed(sections: 5, items: 40, nextID: &nextID)
      var host = try! MasonryHost(configuration: random.masonryConfiguration())
      host.pinsHeaders = random.chance(50)
      let width = Double.random(in: 100...800, using: &random)
      let length = host.layout.contentSize.height
      let rect = Rect(
        x: 0, y: Double.random(in: -50...(length + 2000), using: &random), width: width,
        height: Double.random(in: 1...900, using: &random))
      host.prepare(viewport: rect, source: feed)
      host.layout._checkInvariants()
      XCTAssertEqual(
        host.elements(in: rect), host.layout.elements(in: rect, pinnedIn: rect), "seed \(seed)")
    }
  }

  func testANewConfigurationLaysOutAgainAtTheNextPrepare() throws {
    var host = try MasonryHost(configuration: Self.configuration)
    let viewport = Rect(x: 0, y: 0, width: 375, height: 600)
    let feed = Self.exampleFeed()
    host.prepare(viewport: viewport, source: feed)
    XCTAssertThrowsError(try host.update { $0.columnSpacing = .nan })
    XCTAssertEqual(host.configuration, Self.configuration)
    try host.update { $0.columns = .fixed(3) }
    XCTAssertEqual(host.prepare(viewport: viewport, source: feed), .reloaded)
    XCTAssertEqual(host.layout.masonry(inSection: 0)?.columnCount, 3)
    var three = Self.configuration
    three.columns = .fixed(3)
    XCTAssertEqual(
      allElements(host.layout), allElements(freshLayout(three, width: 375, feed: feed)))
  }
}
