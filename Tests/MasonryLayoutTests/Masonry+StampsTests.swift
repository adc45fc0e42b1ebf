// Stamps, worked by hand: which columns a stamp is over (its reach to the
// gap midpoints, open intervals), where those columns start, that stamps
// move neither the round-robin cycle nor anything else, and the bad
// stamps a feed can carry.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryStampsTests: XCTestCase {
  /// Three columns of 100 with 10 between them (at 0, 110 and 220) and 10
  /// between items.
  private func layout(
    stamps: [Rect], heights: [Double] = [40, 40, 40, 40],
    packing: Masonry.Packing = .shortestColumn, displayScale: Double? = nil
  ) throws -> Masonry {
    var masonry = try Masonry(
      configuration: .init(
        columns: .fixed(3), columnSpacing: 10, rowSpacing: 10, packing: packing,
        displayScale: displayScale, stamps: stamps))
    masonry.prepare(width: 320, itemCount: heights.count, heights: FixedHeights(heights))
    masonry._checkInvariants()
    return masonry
  }

  func testItemsFlowAroundAStampOverTwoColumns() throws {
    // The stamp reaches x = 150: over column 0 and over column 1 (whose
    // reach starts at the gap's midpoint, 105), not column 2 (from 215).
    // Columns 0 and 1 start at 80 + 10.
    let masonry = try layout(stamps: [Rect(x: 0, y: 0, width: 150, height: 80)])
    XCTAssertEqual(
      Array(masonry.frames),
      [
        Rect(x: 220, y: 0, width: 100, height: 40), Rect(x: 220, y: 50, width: 100, height: 40),
        Rect(x: 0, y: 90, width: 100, height: 40), Rect(x: 110, y: 90, width: 100, height: 40),
      ])
    XCTAssertEqual(masonry.columnBottoms, [130, 130, 90])
    XCTAssertEqual(masonry.contentSize, Size(width: 320, height: 130))
    // An empty layout's columns end at the stamp.
    let empty = try layout(stamps: [Rect(x: 0, y: 0, width: 150, height: 80)], heights: [])
    XCTAssertEqual(empty.columnBottoms, [80, 80, 0])
    XCTAssertEqual(empty.contentSize.height, 80)
  }

  func testAStampInAGapIsOverBothNeighboursAndTouchingIsNotOverlapping() throws {
    // 102 ..< 108 lies in the gap between columns 0 and 1: over both.
    var masonry = try layout(stamps: [Rect(x: 102, y: 0, width: 6, height: 200)], heights: [])
    XCTAssertEqual(masonry.columnBottoms, [200, 200, 0])
    // Ending exactly at column 1's reach (105) is not over it; starting
    // exactly at column 0's (100 + 5 = 105) is not over column 0.
    masonry = try layout(stamps: [Rect(x: 50, y: 0, width: 55, height: 200)], heights: [])
    XCTAssertEqual(masonry.columnBottoms, [200, 0, 0])
    masonry = try layout(stamps: [Rect(x: 105, y: 0, width: 1, height: 200)], heights: [])
    XCTAssertEqual(masonry.columnBottoms, [0, 200, 0])
    // The outer edges are not widened: a stamp left of column 0 is over
    // nothing.
    masonry = try layout(stamps: [Rect(x: -60, y: 0, width: 60, height: 200)], heights: [])
    XCTAssertEqual(masonry.columnBottoms, [0, 0, 0])
    // A stamp above the top inset raises nothing; the lowest stamp over a
    // column wins.
    masonry = try layout(
      stamps: [
        Rect(x: 0, y: -50, width: 320, height: 40), Rect(x: 0, y: 0, width: 50, height: 30),
        Rect(x: 10, y: 0, width: 20, height: 70),
      ], heights: [])
    XCTAssertEqual(masonry.columnBottoms, [70, 0, 0])
  }

  func testStampsMoveNeitherTheCycleNorTheCursor() throws {
    // Round-robin with column 0 stamped: items still go 0, 1, 2, 0.
    let masonry = try layout(
      stamps: [Rect(x: 0, y: 0, width: 100, height: 500)], packing: .roundRobin)
    XCTAssertEqual((0..<4).map { masonry.column(ofItemAt: $0) }, [0, 1, 2, 0])
    XCTAssertEqual(masonry.frame(ofItemAt: 0)?.minY, 510)
    XCTAssertEqual(masonry.frame(ofItemAt: 3)?.minY, 560)
  }

  func testAStampsBottomIsRoundedUpToAPixel() throws {
    // At a scale of 2 the stamp ends at 80.3, inside the pixel that ends
    // at 80.5: column 0 starts 10 below that. Items 0 and 1 take the
    // columns that start at 0; item 2 the stamped one, lower than their
    // next starts (110).
    let masonry = try layout(
      stamps: [Rect(x: 0, y: 0, width: 50, height: 80.3)], heights: [100, 100, 100],
      displayScale: 2)
    XCTAssertEqual(masonry.frame(ofItemAt: 2), Rect(x: 0, y: 90.5, width: 100, height: 100))
    XCTAssertEqual(masonry.columnBottoms, [190.5, 100, 100])
  }

  func testBadStampsAreIgnoredOrClamped() throws {
    let plain = try layout(stamps: [])
    // NaN, infinite, empty and negative sizes: ignored.
    for stamp in [
      Rect(x: .nan, y: 0, width: 100, height: 100), Rect(x: 0, y: 0, width: .infinity, height: 9),
      Rect(x: 0, y: -.infinity, width: 100, height: .infinity),
      Rect(x: 0, y: 0, width: 0, height: 100), Rect(x: 0, y: 0, width: 100, height: 0),
      Rect(x: 0, y: 0, width: 100, height: -50), Rect(x: 0, y: .nan, width: 100, height: 100),
    ] {
      let masonry = try layout(stamps: [stamp])
      XCTAssertEqual(Array(masonry.frames), Array(plain.frames), "\(stamp)")
      XCTAssertEqual(masonry.columnBottoms, plain.columnBottoms, "\(stamp)")
    }
    // Outside every column: nothing raised.
    let outside = try layout(stamps: [Rect(x: 400, y: 0, width: 50, height: 900)])
    XCTAssertEqual(Array(outside.frames), Array(plain.frames))
    // Far below the content: the bottom it raises is clamped to the
    // length limit, and the column's items stand below that, finite.
    let far = try layout(stamps: [Rect(x: 0, y: 0, width: 50, height: 5e15)], heights: [])
    XCTAssertEqual(far.columnBottoms, [Masonry.maximumLength, 0, 0])
    XCTAssertEqual(far.contentSize.height, Masonry.maximumLength)
    let below = try layout(
      stamps: [Rect(x: 0, y: 0, width: 50, height: 5e15)], heights: [40, 40, 40, 40],
      packing: .roundRobin)
    XCTAssertEqual(below.frame(ofItemAt: 0)?.minY, Masonry.maximumLength + 10)
    XCTAssertTrue(below.frames.allSatisfy(\.isFinite))
  }

  func testAStampWithANegativeWidthOrHeightIsIgnored() throws {
    // The worked example: three columns of 100, no column spacing,
    // rows 10 apart, heights 40, 40, 40. The stamp spans x 50 ..< 150 once
    // standardised, over columns 0 and 1, which would then start at 90;
    // as given its width is negative, so it is ignored and the feed lies
    // as with no stamp.
    func vertical(_ stamps: [Rect]) throws -> Masonry {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(3), rowSpacing: 10, stamps: stamps))
      masonry.prepare(width: 300, itemCount: 3, heights: FixedHeights([40, 40, 40]))
      masonry._checkInvariants()
      return masonry
    }
    let plain = [
      Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 0, width: 100, height: 40),
      Rect(x: 200, y: 0, width: 100, height: 40),
    ]
    for stamp in [
      Rect(x: 150, y: 0, width: -100, height: 80), Rect(x: 0, y: 100, width: 300, height: -90),
    ] {
      let masonry = try vertical([stamp])
      XCTAssertEqual(Array(masonry.frames), plain, "\(stamp)")
      XCTAssertEqual(masonry.contentSize, Size(width: 300, height: 40), "\(stamp)")
      XCTAssertEqual(masonry.columnBottoms, [40, 40, 40], "\(stamp)")
    }
    // The same areas given with positive sizes do raise the columns: the
    // frames the negative stamps used to give.
    let standardised = try vertical([Rect(x: 50, y: 0, width: 100, height: 80)])
    XCTAssertEqual(
      Array(standardised.frames),
      [
        Rect(x: 200, y: 0, width: 100, height: 40), Rect(x: 200, y: 50, width: 100, height: 40),
        Rect(x: 0, y: 90, width: 100, height: 40),
      ])
    XCTAssertEqual(standardised.contentSize.height, 130)
    let below = try vertical([Rect(x: 0, y: 10, width: 300, height: 90)])
    XCTAssertEqual(below.frame(ofItemAt: 0), Rect(x: 0, y: 110, width: 100, height: 40))

    // On the horizontal axis, the transposed stamps: three lanes of 100
    // across a breadth of 300, items 40 long along the flow.
    func shelf(_ stamps: [Rect]) throws -> Masonry {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(3), rowSpacing: 10, axis: .horizontal, stamps: stamps))
      masonry.prepare(width: 300, itemCount: 3, heights: FixedHeights([40, 40, 40]))
      masonry._checkInvariants()
      return masonry
    }
    let plainShelf = [
      Rect(x: 0, y: 0, width: 40, height: 100), Rect(x: 0, y: 100, width: 40, height: 100),
      Rect(x: 0, y: 200, width: 40, height: 100),
    ]
    for stamp in [
      Rect(x: 0, y: 150, width: 80, height: -100), Rect(x: 100, y: 0, width: -90, height: 300),
    ] {
      let masonry = try shelf([stamp])
      XCTAssertEqual(Array(masonry.frames), plainShelf, "\(stamp)")
      XCTAssertEqual(masonry.contentSize, Size(width: 40, height: 300), "\(stamp)")
    }
    let standardisedShelf = try shelf([Rect(x: 0, y: 50, width: 80, height: 100)])
    XCTAssertEqual(
      standardisedShelf.frame(ofItemAt: 2), Rect(x: 90, y: 0, width: 40, height: 100))
    XCTAssertEqual(standardisedShelf.contentSize, Size(width: 130, height: 300))
  }

  func testWhereStampsDifferFromMasonryJS() throws {
    // Four columns 30 wide, 8 apart (at 0, 38, 76, 114): column 0 reaches
    // to 34, half the gap past its edge, and column 1 from 34. A stamp from
    // x 36 to 41 lies in the gap after column 0: over column 1 only here,
    // where Masonry.js (column 0 owning 0 ..< 38) raises columns 0 and 1.
    func bottoms(_ stamp: Rect) throws -> [Double] {
      var masonry = try Masonry(
        configuration: .init(columns: .fixed(4), columnSpacing: 8, stamps: [stamp]))
      masonry.prepare(width: 144, itemCount: 0, heights: FixedHeights([]))
      masonry._checkInvariants()
      return masonry.columnBottoms
    }
    XCTAssertEqual(try bottoms(Rect(x: 36, y: 0, width: 5, height: 50)), [0, 50, 0, 0])
    // A stamp wholly outside the box raises nothing (Masonry.js raises its
    // last column).
    XCTAssertEqual(try bottoms(Rect(x: 200, y: 0, width: 20, height: 50)), [0, 0, 0, 0])
  }

  func testOnAShelfStampsAreTransposedAndOnARightToLeftShelfMeasuredFromItsStart() throws {
    // A shelf 320 tall in three lanes; the stamp covers lanes 0 and 1
    // (y < 150) up to x = 80: they start at 90.
    var configuration = Masonry.Configuration(
      columns: .fixed(3), columnSpacing: 10, rowSpacing: 10, packing: .roundRobin,
      axis: .horizontal, stamps: [Rect(x: 0, y: 0, width: 80, height: 150)])
    var shelf = try Masonry(configuration: configuration)
    shelf.prepare(width: 320, itemCount: 3, heights: FixedHeights([40, 40, 40]))
    shelf._checkInvariants()
    XCTAssertEqual(
      Array(shelf.frames),
      [
        Rect(x: 90, y: 0, width: 40, height: 100), Rect(x: 90, y: 110, width: 40, height: 100),
        Rect(x: 0, y: 220, width: 40, height: 100),
      ])
    XCTAssertEqual(shelf.columnBottoms, [130, 130, 40])
    // Right to left, the same stamp stands at the right end: the content is
    // 130 wide, so item 0 is at 130 - 130 = 0, and item 2 at the right.
    configuration.layoutDirection = .rightToLeft
    shelf = try Masonry(configuration: configuration)
    shelf.prepare(width: 320, itemCount: 3, heights: FixedHeights([40, 40, 40]))
    shelf._checkInvariants()
    XCTAssertEqual(shelf.contentSize, Size(width: 130, height: 320))
    XCTAssertEqual(shelf.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 40, height: 100))
    XCTAssertEqual(shelf.frame(ofItemAt: 2), Rect(x: 90, y: 220, width: 40, height: 100))
    XCTAssertEqual(shelf.columnBottoms, [130, 130, 40], "flow coordinates")
  }
}
