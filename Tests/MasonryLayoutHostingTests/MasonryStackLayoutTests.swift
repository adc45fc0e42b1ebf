// The eager masonry's core: a small stack worked out by hand on both
// axes, the bounds' origin, bad spacing, columns, breadths and origins,
// the cache (counted in measurements), no children, and a seeded sweep
// against a Masonry prepared directly.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

/// Children of fixed lengths along the flow; each measurement's proposal
/// is recorded. The dimension across the flow answers 999, so a core that
/// read it would be seen.
final class StackChildren {
  struct Proposal: Equatable {
    var index: Int
    var width: Double?
    var height: Double?
  }

  var lengths: [Double]
  var proposals: [Proposal] = []

  init(_ lengths: [Double]) { self.lengths = lengths }

  var count: Int { lengths.count }

  func measure(_ index: Int, _ width: Double?, _ height: Double?) -> Size {
    proposals.append(Proposal(index: index, width: width, height: height))
    return width == nil
      ? Size(width: lengths[index], height: 999) : Size(width: 999, height: lengths[index])
  }

  /// Empties the record, returning how many measurements it held.
  @discardableResult
  func takeCount() -> Int {
    defer { proposals = [] }
    return proposals.count
  }
}

extension MasonryStackLayout {
  /// The size for a proposal, measuring `children`.
  func size(
    _ width: Double?, _ height: Double?, _ children: StackChildren, _ cache: inout Cache
  ) -> Size {
    sizeThatFits(
      proposedWidth: width, proposedHeight: height, itemCount: children.count, cache: &cache,
      measure: children.measure)
  }

  /// The frames `placeItems` gives, by index, measuring `children`.
  func frames(in bounds: Rect, _ children: StackChildren, _ cache: inout Cache) -> [Int: Rect] {
    var frames: [Int: Rect] = [:]
    var order: [Int] = []
    placeItems(in: bounds, itemCount: children.count, cache: &cache, measure: children.measure) {
      index, frame in
      order.append(index)
      frames[index] = frame
    }
    XCTAssertEqual(order, Array(order.sorted()), "placed in index order")
    return frames
  }
}

final class MasonryStackLayoutTests: XCTestCase {
  /// Five children, 100, 50, 30, 80 and 20 long.
  func children() -> StackChildren { StackChildren([100, 50, 30, 80, 20]) }

  func testTwoColumnsByHand() {
    // 200 wide, spacing 8: columns 96 wide at x 0 and 104. 100 goes left,
    // 50 right; 30 and 80 go right (ending at 50, then 88, above 100),
    // at 58 and 96; 20 goes left (100 is above 176), at 108.
    let stack = MasonryStackLayout(columns: .fixed(2), spacing: 8)
    let children = children()
    var cache = MasonryStackLayout.Cache()
    XCTAssertEqual(stack.size(200, nil, children, &cache), Size(width: 200, height: 176))
    XCTAssertEqual(
      children.proposals,
      (0..<5).map { StackChildren.Proposal(index: $0, width: 96, height: nil) })
    children.takeCount()
    let frames = stack.frames(in: Rect(x: 0, y: 0, width: 200, height: 176), children, &cache)
    XCTAssertEqual(
      frames,
      [
        0: Rect(x: 0, y: 0, width: 96, height: 100),
        1: Rect(x: 104, y: 0, width: 96, height: 50),
        2: Rect(x: 104, y: 58, width: 96, height: 30),
        3: Rect(x: 104, y: 96, width: 96, height: 80),
        4: Rect(x: 0, y: 108, width: 96, height: 20),
      ])
    XCTAssertEqual(children.takeCount(), 0, "placed from the cached layout")
  }

  func testTheDocumentationExample() {
    let stack = MasonryStackLayout(columns: .fixed(2), spacing: 8)
    var cache = MasonryStackLayout.Cache()
    let children = StackChildren([60, 40, 30])
    XCTAssertEqual(stack.size(200, nil, children, &cache), Size(width: 200, height: 78))
    let frames = stack.frames(in: Rect(x: 0, y: 0, width: 200, height: 78), children, &cache)
    XCTAssertEqual(frames[2], Rect(x: 104, y: 48, width: 96, height: 30))
  }

  func testTwoRowsByHandOnTheHorizontalAxis() {
    // The same stack transposed: 200 high, rows 96 high at y 0 and 104;
    // each child proposed its height and read for its width.
    let stack = MasonryStackLayout(columns: .fixed(2), spacing: 8, axis: .horizontal)
    let children = children()
    var cache = MasonryStackLayout.Cache()
    XCTAssertEqual(stack.size(nil, 200, children, &cache), Size(width: 176, height: 200))
    XCTAssertEqual(
      children.proposals,
      (0..<5).map { StackChildren.Proposal(index: $0, width: nil, height: 96) })
    children.takeCount()
    let frames = stack.frames(in: Rect(x: 0, y: 0, width: 176, height: 200), children, &cache)
    XCTAssertEqual(
      frames,
      [
        0: Rect(x: 0, y: 0, width: 100, height: 96),
        1: Rect(x: 0, y: 104, width: 50, height: 96),
        2: Rect(x: 58, y: 104, width: 30, height: 96),
        3: Rect(x: 96, y: 104, width: 80, height: 96),
        4: Rect(x: 108, y: 0, width: 20, height: 96),
      ])
    XCTAssertEqual(children.takeCount(), 0)
  }

  func testFramesAreOffsetByTheBoundsOrigin() {
    let stack = MasonryStackLayout(columns: .fixed(2), spacing: 8)
    var cache = MasonryStackLayout.Cache()
    let frames = stack.frames(in: Rect(x: 10, y: -20, width: 200, height: 176), children(), &cache)
    XCTAssertEqual(frames[0], Rect(x: 10, y: -20, width: 96, height: 100))
    XCTAssertEqual(frames[2], Rect(x: 114, y: 38, width: 96, height: 30))
    XCTAssertEqual(frames[4], Rect(x: 10, y: 88, width: 96, height: 20))
    // A NaN or infinite origin coordinate reads as 0: no frame is NaN or
    // infinite.
    let odd = stack.frames(
      in: Rect(x: .nan, y: -.infinity, width: 200, height: 176), children(), &cache)
    XCTAssertEqual(odd[2], Rect(x: 104, y: 58, width: 96, height: 30))
  }

  func testBadSpacingReadsAsZero() {
    for spacing in [-1, -.infinity, .infinity, .nan, -0.0] {
      let stack = MasonryStackLayout(columns: .fixed(2), spacing: spacing)
      XCTAssertEqual(stack.configuration.columnSpacing, 0, "\(spacing)")
      XCTAssertEqual(stack.configuration.rowSpacing, 0, "\(spacing)")
      XCTAssertEqual(stack.configuration.columns, .fixed(2), "\(spacing)")
      var cache = MasonryStackLayout.Cache()
      let children = children()
      // Columns 100 wide at x 0 and 100, no gaps: 30 at 50, 80 at 80,
      // 20 at 100 on the left.
      XCTAssertEqual(stack.size(200, nil, children, &cache), Size(width: 200, height: 160))
      let frames = stack.frames(in: Rect(x: 0, y: 0, width: 200, height: 160), children, &cache)
      XCTAssertEqual(frames[2], Rect(x: 100, y: 50, width: 100, height: 30), "\(spacing)")
      XCTAssertEqual(frames[4], Rect(x: 0, y: 100, width: 100, height: 20), "\(spacing)")
    }
    // Above the engine's maximum, the maximum: the columns stay.
    let wide = MasonryStackLayout(columns: .fixed(3), spacing: 5e12)
    XCTAssertEqual(wide.configuration.columnSpacing, Masonry.maximumLength)
    XCTAssertEqual(wide.configuration.rowSpacing, Masonry.maximumLength)
    XCTAssertEqual(wide.configuration.columns, .fixed(3))
    XCTAssertEqual(MasonryStackLayout(spacing: 4.5).configuration.rowSpacing, 4.5)
  }

  func testAnInvalidColumnRuleLaysOutAsOneColumn() {
    let invalid: [Masonry.Columns] = [
      .fixed(0), .fixed(-3), .fixed(Masonry.maximumColumnCount + 1),
      .adaptive(minimumWidth: 0, maximumCount: nil), .adaptive(minimumWidth: -1, maximumCount: 2),
      .adaptive(minimumWidth: .nan, maximumCount: nil),
      .adaptive(minimumWidth: .infinity, maximumCount: nil),
      .adaptive(minimumWidth: 50, maximumCount: 0), .fixedWidth(0), .fixedWidth(.nan),
      .fixedWidth(-.infinity),
    ]
    for columns in invalid {
      let stack = MasonryStackLayout(columns: columns, spacing: 8, axis: .vertical)
      XCTAssertEqual(stack.configuration.columns, .fixed(1), "\(columns)")
      XCTAssertNoThrow(try stack.configuration.validate())
      var cache = MasonryStackLayout.Cache()
      let children = children()
      // One column 200 wide: 100, 50, 30, 80, 20 stacked 8 apart.
      XCTAssertEqual(stack.size(200, nil, children, &cache), Size(width: 200, height: 312))
      let frames = stack.frames(in: Rect(x: 0, y: 0, width: 200, height: 312), children, &cache)
      XCTAssertEqual(
        frames.sorted { $0.key < $1.key }.map(\.value),
        [
          Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 0, y: 108, width: 200, height: 50),
          Rect(x: 0, y: 166, width: 200, height: 30), Rect(x: 0, y: 204, width: 200, height: 80),
          Rect(x: 0, y: 292, width: 200, height: 20),
        ], "\(columns)")
    }
    let valid: [Masonry.Columns] = [
      .fixed(1), .fixed(3), .fixed(Masonry.maximumColumnCount),
      .adaptive(minimumWidth: 50, maximumCount: nil),
      .adaptive(minimumWidth: 1e-9, maximumCount: 1),
      .fixedWidth(60),
    ]
    for columns in valid {
      XCTAssertEqual(MasonryStackLayout(columns: columns).configuration.columns, columns)
    }
  }

  func testTheBreadthOfAProposal() {
    let vertical = MasonryStackLayout()
    let horizontal = MasonryStackLayout(axis: .horizontal)
    XCTAssertEqual(vertical.width(proposedWidth: 300, proposedHeight: 40), 300)
    XCTAssertEqual(horizontal.width(proposedWidth: 300, proposedHeight: 40), 40)
    XCTAssertEqual(vertical.width(proposedWidth: nil, proposedHeight: 40), 10)
    XCTAssertEqual(horizontal.width(proposedWidth: 300, proposedHeight: nil), 10)
    XCTAssertEqual(MasonryStackLayout.unspecifiedWidth, 10)
    for bad in [Double.nan, .infinity, -.infinity, -5, -0.0] {
      XCTAssertEqual(vertical.width(proposedWidth: bad, proposedHeight: 40), 0, "\(bad)")
      XCTAssertEqual(horizontal.width(proposedWidth: 40, proposedHeight: bad), 0, "\(bad)")
    }
    XCTAssertEqual(
      vertical.width(proposedWidth: 5e12, proposedHeight: nil), Masonry.maximumLength)
  }

  func testABadBreadthLaysOutZeroWideWithoutTrapping() {
    for axis in [Axis.vertical, .horizontal] {
      let stack = MasonryStackLayout(columns: .fixed(2), spacing: 8, axis: axis)
      for bad in [Double.nan, .infinity, -.infinity, -5] {
        var cache = MasonryStackLayout.Cache()
        let children = children()
        let size = stack.size(bad, bad, children, &cache)
        // Two columns 0 wide: the spacing shrinks to share nothing; the
        // items are measured at a breadth of 0 and keep their lengths.
        XCTAssertEqual(axis == .vertical ? size.width : size.height, 0, "\(axis) \(bad)")
        XCTAssertTrue(size.width.isFinite && size.height.isFinite, "\(axis) \(bad)")
        XCTAssertTrue(
          children.proposals.allSatisfy { ($0.width ?? $0.height) == 0 }, "\(axis) \(bad)")
        XCTAssertEqual(children.takeCount(), 5)
        // A NaN breadth is the same breadth as itself: the layout is reused.
        XCTAssertEqual(stack.size(bad, bad, children, &cache), size, "\(axis) \(bad)")
        let bounds = Rect(x: 0, y: 0, width: bad, height: bad)
        let frames = stack.frames(in: bounds, children, &cache)
        XCTAssertEqual(children.takeCount(), 0, "\(axis) \(bad)")
        XCTAssertEqual(frames.count, 5)
        for frame in frames.values {
          XCTAssertTrue(
            frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite
              && frame.maxY.isFinite, "\(axis) \(bad) \(frame)")
        }
      }
    }
  }

  func testTheCacheIsReusedForTheSameBreadthOnly() {
    let stack = MasonryStackLayout(columns: .fixed(2), spacing: 8)
    let children = children()
    var cache = MasonryStackLayout.Cache()
    _ = stack.size(200, nil, children, &cache)
    XCTAssertEqual(children.takeCount(), 5)
    // The same breadth, whatever the length proposed, and the bounds of
    // that breadth: no measurement.
    _ = stack.size(200, 50, children, &cache)
    _ = stack.frames(in: Rect(x: 5, y: 5, width: 200, height: 176), children, &cache)
    XCTAssertEqual(children.takeCount(), 0)
    // Another breadth measures every child again, at its column width...
    XCTAssertEqual(stack.size(300, nil, children, &cache).width, 300)
    XCTAssertEqual(children.proposals.map(\.width), Array(repeating: 146, count: 5))
    XCTAssertEqual(children.takeCount(), 5)
    // ...and one layout is kept: back to 200, measured again.
    _ = stack.frames(in: Rect(x: 0, y: 0, width: 200, height: 176), children, &cache)
    XCTAssertEqual(children.takeCount(), 5)
    // A new cache (the children changed) measures again.
    cache = MasonryStackLayout.Cache()
    _ = stack.size(200, nil, children, &cache)
    XCTAssertEqual(children.takeCount(), 5)
    // So do a new item count and new settings, even with the old cache.
    children.lengths.append(10)
    XCTAssertEqual(stack.size(200, nil, children, &cache), Size(width: 200, height: 176))
    XCTAssertEqual(children.takeCount(), 6)
    var spaced = stack
    spaced.spacing = 0
    XCTAssertEqual(spaced.size(200, nil, children, &cache), Size(width: 200, height: 160))
    XCTAssertEqual(children.takeCount(), 6)
    // The same settings reached another way are the same layout.
    spaced.spacing = -3
    _ = spaced.size(200, nil, children, &cache)
    XCTAssertEqual(children.takeCount(), 0)
  }

  func testNoChildren() {
    for axis in [Axis.vertical, .horizontal] {
      let stack = MasonryStackLayout(columns: .fixed(3), spacing: 8, axis: axis)
      var cache = MasonryStackLayout.Cache()
      let none = StackChildren([])
      let size = stack.size(200, 200, none, &cache)
      XCTAssertEqual(
        size, Size(width: axis == .vertical ? 200 : 0, height: axis == .vertical ? 0 : 200))
      XCTAssertEqual(stack.frames(in: Rect(x: 0, y: 0, width: 200, height: 200), none, &cache), [:])
      // A negative count is no children.
      var placed = 0
      XCTAssertEqual(
        stack.sizeThatFits(
          proposedWidth: 200, proposedHeight: 200, itemCount: -4, cache: &cache,
          measure: none.measure),
        size)
      stack.placeItems(
        in: Rect(x: 0, y: 0, width: 200, height: 200), itemCount: -4, cache: &cache,
        measure: none.measure
      ) { _, _ in placed += 1 }
      XCTAssertEqual(placed, 0)
      XCTAssertEqual(none.proposals, [])
    }
  }

  func testRandomStacksMatchAMasonryPreparedDirectly() {
    let columnRules: [Masonry.Columns] = [
      .fixed(1), .fixed(2), .fixed(3), .fixed(5), .fixed(0), .fixed(-1),
      .adaptive(minimumWidth: 80, maximumCount: nil), .adaptive(minimumWidth: 120, maximumCount: 3),
      .adaptive(minimumWidth: .nan, maximumCount: nil),
      .adaptive(minimumWidth: 60, maximumCount: 0),
      .fixedWidth(70), .fixedWidth(-70),
    ]
    let spacings: [Double] = [0, 8, 4.5, 1.0 / 3, 20, -1, .nan, .infinity, -.infinity, 5e12]
    let breadths: [Double?] = [0, 1, 100, 200, 333.5, 600, nil, .nan, .infinity, -10, 3e12]
    let cases = RandomSweep.count(150)
    RandomSweep.forEachCase(150, seed: 0x57AC_C0DE) { seed, random in
      let stack = MasonryStackLayout(
        columns: columnRules.randomElement(using: &random)!,
        spacing: spacings.randomElement(using: &random)!,
        axis: Bool.random(using: &random) ? .vertical : .horizontal)
      let breadth =
        Bool.random(using: &random)
        ? Double.random(in: 0...500, using: &random) : breadths.randomElement(using: &random)!
      let count = Int.random(in: 0...30, using: &random)
      // Lengths in points, a share of the breadth, or bad.
      let ratios = (0..<count).map { _ in Double.random(in: 0...2, using: &random) }
      let fixed = (0..<count).map { _ in
        [Double.random(in: 0...300, using: &random), .nan, -8, .infinity, 0].randomElement(
          using: &random)!
      }
      let usesRatio = (0..<count).map { _ in Bool.random(using: &random) }
      func length(_ index: Int, _ breadth: Double) -> Double {
        usesRatio[index] ? ratios[index] * breadth + 10 : fixed[index]
      }
      var measured = 0
      let measure = { (index: Int, width: Double?, height: Double?) -> Size in
        measured += 1
        XCTAssertEqual(width == nil, stack.axis == .horizontal, "seed \(seed)")
        XCTAssertEqual(height == nil, stack.axis == .vertical, "seed \(seed)")
        let across = width ?? height!
        let along = length(index, across)
        return stack.axis == .vertical
          ? Size(width: .nan, height: along) : Size(width: along, height: -1)
      }

      // The reference: the rules written out, and the engine itself.
      var configuration = Masonry.Configuration(columns: stack.columns, axis: stack.axis)
      if (try? Masonry(configuration: configuration)) == nil { configuration.columns = .fixed(1) }
      let gap = stack.spacing.isFinite && stack.spacing > 0 ? min(stack.spacing, 1e12) : 0
      configuration.columnSpacing = gap
      configuration.rowSpacing = gap
      XCTAssertEqual(stack.configuration, configuration, "seed \(seed)")
      guard var reference = try? Masonry(configuration: configuration) else {
        return XCTFail("seed \(seed): an invalid reference configuration")
      }
      reference.prepare(
        width: breadth ?? 10, itemCount: count, heights: ComputedHeights(height: length))

      var cache = MasonryStackLayout.Cache()
      let proposed: (Double?, Double?) =
        stack.axis == .vertical
        ? (breadth, Double.random(in: 0...100, using: &random)) : (nil, breadth)
      let size = stack.sizeThatFits(
        proposedWidth: proposed.0, proposedHeight: proposed.1, itemCount: count, cache: &cache,
        measure: measure)
      XCTAssertEqual(size, reference.contentSize, "seed \(seed)")
      XCTAssertEqual(measured, count, "seed \(seed)")
      // Placed in bounds of the size it asked for: from the cache.
      let origin = Point(
        x: Double.random(in: -50...50, using: &random),
        y: Double.random(in: -50...50, using: &random))
      var frames: [Rect] = []
      stack.placeItems(
        in: Rect(origin: origin, size: size), itemCount: count, cache: &cache, measure: measure
      ) { index, frame in
        XCTAssertEqual(index, frames.count, "seed \(seed)")
        frames.append(frame)
      }
      XCTAssertEqual(measured, count, "seed \(seed): placing measured again")
      let expected = (0..<count).map {
        reference.frame(ofItemAt: $0)!.offsetBy(dx: origin.x, dy: origin.y)
      }
      XCTAssertEqual(frames, expected, "seed \(seed)")

      // Another breadth, laid out again in the cached engine: as fresh.
      let next = Double.random(in: 0...500, using: &random)
      reference.prepare(width: next, itemCount: count, heights: ComputedHeights(height: length))
      frames = []
      stack.placeItems(
        in: Rect(origin: .zero, size: reference.contentSize), itemCount: count, cache: &cache,
        measure: measure, place: { frames.append($1) })
      XCTAssertEqual(
        frames, (0..<count).map { reference.frame(ofItemAt: $0)! }, "seed \(seed) at \(next)")
      XCTAssertEqual(measured, 2 * count, "seed \(seed)")
    }
    RandomSweep.tally("MasonryStackLayout", cases)
  }
}
