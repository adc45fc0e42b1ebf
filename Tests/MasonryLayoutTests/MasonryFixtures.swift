// Shared helpers for the masonry tests: random configurations, the
// translation to the brute-force reference, and frame comparisons.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// A provider over a random feed, as a client's provider would hand it out.
struct FeedHeights: MasonryHeightProvider {
  var feed: MasonryFeed

  func height(forItemAt index: Int, width: Double) -> Double { feed.height(index, width) }
  func columnSpan(forItemAt index: Int) -> Int { feed.span(index) }
  func column(forItemAt index: Int) -> Int? { feed.column(index) }
}

/// A provider that records which indices it was asked for, and at which
/// widths.
final class RecordingHeights: MasonryHeightProvider {
  var heightRequests: [(index: Int, width: Double)] = []
  var spanRequests: [Int] = []
  let height: Double

  init(height: Double = 10) { self.height = height }

  func height(forItemAt index: Int, width: Double) -> Double {
    heightRequests.append((index, width))
    return height
  }

  func columnSpan(forItemAt index: Int) -> Int {
    spanRequests.append(index)
    return 1
  }
}

extension SplitMix64 {
  /// A random valid configuration covering every option.
  mutating func masonryConfiguration() -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    switch Int.random(in: 0..<12, using: &self) {
    case 0: configuration.columns = .fixed(1)
    case 1: configuration.columns = .fixed(Int.random(in: 7...40, using: &self))
    case 10, 11:
      configuration.columns = .fixedWidth(
        [Double.random(in: 40...260, using: &self), 100, 1.0 / 3, 2_000].randomElement(
          using: &self)!)
    case 2, 3:
      configuration.columns = .adaptive(
        minimumWidth: Double.random(in: 60...220, using: &self),
        maximumCount: Bool.random(using: &self) ? nil : Int.random(in: 1...8, using: &self))
    default: configuration.columns = .fixed(Int.random(in: 2...6, using: &self))
    }
    let spacings: [Double] = [0, 0, 8, 4.5, 1.0 / 3]
    configuration.columnSpacing = spacings.randomElement(using: &self)!
    configuration.rowSpacing = spacings.randomElement(using: &self)!
    if Bool.random(using: &self) {
      configuration.contentInsets = EdgeInsets(
        top: Double.random(in: 0...20, using: &self), left: Double.random(in: 0...20, using: &self),
        bottom: Double.random(in: 0...20, using: &self),
        right: Double.random(in: 0...20, using: &self))
    }
    configuration.packing = Masonry.Packing.allCases.randomElement(using: &self)!
    configuration.layoutDirection = LayoutDirection.allCases.randomElement(using: &self)!
    configuration.tolerance =
      Bool.random(using: &self) ? 0 : Double.random(in: 0...30, using: &self)
    configuration.displayScale = [nil, nil, 1, 2, 3].randomElement(using: &self)!
    configuration.columnAlignment = Masonry.ColumnAlignment.allCases.randomElement(using: &self)!
    configuration.tieBreaking = Masonry.TieBreaking.allCases.randomElement(using: &self)!
    if Int.random(in: 0..<4, using: &self) == 0 {
      // Stamps over the top of a phone or tablet feed, some straddling the
      // gaps, some degenerate or off to the side.
      configuration.stamps = (0..<Int.random(in: 1...3, using: &self)).map { _ in
        switch Int.random(in: 0..<10, using: &self) {
        case 0: Rect(x: .nan, y: 0, width: 50, height: 50)
        case 1: Rect(x: 10, y: 10, width: 0, height: 80)
        case 2: Rect(x: -400, y: 0, width: 100, height: 80)
        case 3: Rect(x: 0, y: 0, width: 10, height: 5e12)
        // A negative width or height: ignored, not standardised.
        case 4: Rect(x: Double.random(in: 0...600, using: &self), y: 0, width: -120, height: 80)
        case 5: Rect(x: 0, y: Double.random(in: 20...200, using: &self), width: 300, height: -90)
        default:
          Rect(
            x: Double.random(in: -30...900, using: &self),
            y: Double.random(in: -40...300, using: &self),
            width: Double.random(in: 1...300, using: &self),
            height: Double.random(in: 1...200, using: &self))
        }
      }
    }
    return configuration
  }
}

extension Masonry.Configuration {
  /// The same rules, for the brute-force reference.
  var reference: MasonryReference {
    let columns: MasonryReference.Columns =
      switch self.columns {
      case .fixed(let count): .fixed(count)
      case .adaptive(let width, let count): .adaptive(minimumWidth: width, maximumCount: count)
      case .fixedWidth(let width): .fixedWidth(width)
      }
    var reference = MasonryReference(
      columns: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
      insets: contentInsets, roundRobin: packing == .roundRobin,
      rightToLeft: layoutDirection == .rightToLeft, tolerance: tolerance, scale: displayScale)
    reference.alignment =
      switch columnAlignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    reference.stamps = stamps
    reference.tiesAtCursor = tieBreaking == .placementCursor
    return reference
  }
}

/// Whether two values agree to within rounding (relative 1e-9).
func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
  a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}

/// Whether two rects' edges agree to within rounding.
func nearlyEqual(_ a: Rect, _ b: Rect) -> Bool {
  nearlyEqual(a.minX, b.minX) && nearlyEqual(a.maxX, b.maxX) && nearlyEqual(a.minY, b.minY)
    && nearlyEqual(a.maxY, b.maxY)
}

/// Asserts that two rects are equal within `accuracy` on every edge.
func assertFrame(
  _ actual: Rect?, _ expected: Rect, accuracy: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let actual else {
    XCTFail("no frame, expected \(expected) \(message)", file: file, line: line)
    return
  }
  let close =
    abs(actual.minX - expected.minX) <= accuracy && abs(actual.maxX - expected.maxX) <= accuracy
    && abs(actual.minY - expected.minY) <= accuracy && abs(actual.maxY - expected.maxY) <= accuracy
  XCTAssert(close, "frame \(actual) != expected \(expected) \(message)", file: file, line: line)
}

/// Asserts that the engine's whole layout (frames, columns, content size,
/// column bottoms) is bit-for-bit that of `expected`.
func assertIdentical(
  _ actual: Masonry, _ expected: Masonry, _ message: @autoclosure () -> String,
  file: StaticString = #filePath, line: UInt = #line
) {
  guard actual.itemCount == expected.itemCount else {
    XCTFail(
      "item count \(actual.itemCount) != \(expected.itemCount) \(message())", file: file, line: line
    )
    return
  }
  XCTAssertEqual(actual.contentSize, expected.contentSize, message(), file: file, line: line)
  XCTAssertEqual(actual.columnBottoms, expected.columnBottoms, message(), file: file, line: line)
  for index in 0..<actual.itemCount
  where actual.frame(ofItemAt: index) != expected.frame(ofItemAt: index)
    || actual.columns(ofItemAt: index) != expected.columns(ofItemAt: index)
  {
    XCTFail(
      "item \(index): \(String(describing: actual.frame(ofItemAt: index))) "
        + "!= \(String(describing: expected.frame(ofItemAt: index))) \(message())",
      file: file, line: line)
    return
  }
}

/// Lays out `feed` afresh with `configuration` at `width`.
func prepared(
  _ configuration: Masonry.Configuration, width: Double, feed: MasonryFeed
) -> Masonry {
  var masonry = try! Masonry(configuration: configuration)
  masonry.prepare(width: width, itemCount: feed.count, heights: FeedHeights(feed: feed))
  masonry._checkInvariants()
  return masonry
}

/// Asserts that a change set is complete and exact against the frames
/// before and after the update: the counts add up, removed items have no
/// new index and inserted items no old one, the index maps are mutual
/// inverses on the survivors, and every survivor whose frame differs is
/// listed as changed.
func assertChangesComplete(
  _ changes: Masonry.Changes, before: [Rect], after: [Rect], _ context: @autoclosure () -> String,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(changes.oldItemCount, before.count, context(), file: file, line: line)
  XCTAssertEqual(changes.newItemCount, after.count, context(), file: file, line: line)
  XCTAssertEqual(
    before.count - changes.removedItems.count + changes.insertedItems.count, after.count,
    context(), file: file, line: line)
  for old in changes.removedItems where changes.newIndex(ofOld: old) != nil {
    XCTFail("removed item \(old) has a new index, \(context())", file: file, line: line)
  }
  for index in after.indices {
    if changes.insertedItems.contains(index) {
      if changes.oldIndex(ofNew: index) != nil {
        XCTFail("inserted item \(index) has an old index, \(context())", file: file, line: line)
      }
      continue
    }
    guard let old = changes.oldIndex(ofNew: index), before.indices.contains(old) else {
      XCTFail("survivor \(index) has no old index, \(context())", file: file, line: line)
      continue
    }
    if changes.newIndex(ofOld: old) != index {
      XCTFail("the index maps disagree at \(index), \(context())", file: file, line: line)
    }
    if before[old] != after[index], !changes.changedItems.contains(index) {
      XCTFail(
        "item \(index) moved from \(before[old]) to \(after[index]) unlisted, \(context())",
        file: file, line: line)
    }
  }
}
