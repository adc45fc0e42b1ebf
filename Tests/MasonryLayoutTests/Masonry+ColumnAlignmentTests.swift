// Fixed-width columns and where their leftover goes, worked by hand: the
// count by Masonry.js's slack rule, exact widths when they fit, a shared
// width when they overshoot, and the alignment on both axes and in both
// directions.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

final class MasonryColumnAlignmentTests: XCTestCase {
  /// Lanes of 100 with 10 between them across 400: three fit (320), 80
  /// are left over.
  private func layout(
    _ alignment: Masonry.ColumnAlignment, direction: LayoutDirection = .leftToRight,
    axis: Axis = .vertical, heights: [Double] = [50, 30, 20]
  ) throws -> Masonry {
    var masonry = try Masonry(
      configuration: .init(
        columns: .fixedWidth(100), columnSpacing: 10, layoutDirection: direction, axis: axis,
        columnAlignment: alignment))
    masonry.prepare(width: 400, itemCount: heights.count, heights: FixedHeights(heights))
    masonry._checkInvariants()
    return masonry
  }

  private func columnStarts(_ masonry: Masonry) -> [Double] {
    masonry.columnFrames.map(masonry.configuration.axis == .vertical ? \.minX : \.minY)
  }

  func testTheLeftoverGoesWhereTheAlignmentSays() throws {
    let expected: [(Masonry.ColumnAlignment, LayoutDirection, [Double])] = [
      (.leading, .leftToRight, [0, 110, 220]), (.center, .leftToRight, [40, 150, 260]),
      (.trailing, .leftToRight, [80, 190, 300]),
      // Mirrored: leading is the right.
      (.leading, .rightToLeft, [80, 190, 300]), (.center, .rightToLeft, [40, 150, 260]),
      (.trailing, .rightToLeft, [0, 110, 220]),
    ]
    for (alignment, direction, starts) in expected {
      let masonry = try layout(alignment, direction: direction)
      let context = "\(alignment) \(direction)"
      XCTAssertEqual(masonry.columnCount, 3, context)
      XCTAssertEqual(masonry.columnWidth, 100, context)
      XCTAssertEqual(columnStarts(masonry), starts, context)
      XCTAssertEqual(masonry.columnFrames.map(\.width), [100, 100, 100], context)
      // Item 0 takes the first column in reading order.
      let first = direction == .leftToRight ? starts[0] : starts[2]
      XCTAssertEqual(
        masonry.frame(ofItemAt: 0), Rect(x: first, y: 0, width: 100, height: 50), context)
    }
  }

  func testOnAShelfLeadingIsTheTopInBothDirections() throws {
    for direction in LayoutDirection.allCases {
      for (alignment, starts) in [
        (Masonry.ColumnAlignment.leading, [0.0, 110, 220]), (.center, [40, 150, 260]),
        (.trailing, [80, 190, 300]),
      ] {
        let shelf = try layout(alignment, direction: direction, axis: .horizontal)
        XCTAssertEqual(columnStarts(shelf), starts, "\(alignment) \(direction)")
        XCTAssertEqual(shelf.frame(ofItemAt: 0)?.minY, starts[0])
        XCTAssertEqual(shelf.frame(ofItemAt: 0)?.height, 100)
      }
    }
  }

  func testColumnsThatOvershootShareTheWidthExactly() throws {
    func masonry(_ width: Double, spacing: Double, breadth: Double) throws -> Masonry {
      var masonry = try Masonry(
        configuration: .init(
          columns: .fixedWidth(width), columnSpacing: spacing, columnAlignment: .center))
      masonry.prepare(width: breadth, itemCount: 1, heights: FixedHeights([10]))
      masonry._checkInvariants()
      return masonry
    }
    // Three columns of 100 with gaps of 10 need 320; 319.5 misses by half
    // a point, less than a pixel: three columns of (319.5 - 20) / 3, and
    // no leftover to align.
    var shared = try masonry(100, spacing: 10, breadth: 319.5)
    XCTAssertEqual(shared.columnCount, 3)
    XCTAssertEqual(shared.columnWidth, 299.5 / 3)
    XCTAssertEqual(shared.columnFrames[0].minX, 0)
    XCTAssertEqual(shared.columnFrames[2].maxX, 319.5, accuracy: 1e-12)
    // Not even one fits: one column as wide as the container.
    shared = try masonry(500, spacing: 10, breadth: 320)
    XCTAssertEqual(shared.columnCount, 1)
    XCTAssertEqual(shared.columnWidth, 320)
    XCTAssertEqual(shared.frame(ofItemAt: 0), Rect(x: 0, y: 0, width: 320, height: 10))
    // Two columns of 0.3 with a gap of 100 miss 100 by 0.6 (under a
    // pixel), but sharing would leave them no width: one column of 100.
    shared = try masonry(0.3, spacing: 100, breadth: 100)
    XCTAssertEqual(shared.columnCount, 1)
    XCTAssertEqual(shared.columnWidth, 100)
    // They fit: exactly the width asked for, with the leftover centred.
    let exact = try masonry(100, spacing: 10, breadth: 330)
    XCTAssertEqual(exact.columnCount, 3)
    XCTAssertEqual(exact.columnWidth, 100)
    XCTAssertEqual(exact.columnFrames.map(\.minX), [5, 115, 225])
  }

  func testFixedAndAdaptiveColumnsFillTheWidthWhateverTheAlignment() throws {
    for columns in [Masonry.Columns.fixed(3), .adaptive(minimumWidth: 100, maximumCount: nil)] {
      var frames: [[Rect]] = []
      for alignment in Masonry.ColumnAlignment.allCases {
        var masonry = try Masonry(
          configuration: .init(columns: columns, columnSpacing: 10, columnAlignment: alignment))
        masonry.prepare(width: 400, itemCount: 3, heights: FixedHeights([1, 2, 3]))
        frames.append(masonry.columnFrames)
      }
      XCTAssertEqual(frames[0], frames[1], "\(columns)")
      XCTAssertEqual(frames[0], frames[2], "\(columns)")
      XCTAssertEqual(frames[0].last?.maxX, 400)
    }
  }

  func testAlignedColumnsWithADisplayScaleStayOnPixels() throws {
    // A leftover of 80.5 centred is 40.25: the columns start on the
    // nearest pixel at a scale of 2, 40.5 (halves away from zero).
    var masonry = try Masonry(
      configuration: .init(
        columns: .fixedWidth(100), columnSpacing: 10, displayScale: 2, columnAlignment: .center))
    masonry.prepare(width: 400.5, itemCount: 2, heights: FixedHeights([1, 2]))
    masonry._checkInvariants()
    XCTAssertEqual(masonry.columnFrames.map(\.minX), [40.5, 150.5, 260.5])
    XCTAssertEqual(masonry.columnFrames.map(\.width), [100, 100, 100])
  }
}
