// Shared helpers for the sectioned-layout tests: a provider over plain
// arrays, random sectioned feeds, the translation to the brute-force
// reference, and whole-layout comparisons.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import XCTest

/// One section of a ``SectionFeed``.
struct SectionData {
  /// The section's own configuration, or `nil` for the layout's.
  var configuration: Masonry.Configuration?
  /// The value the provider returns for each item: a height in points,
  /// or an aspect ratio when `usesRatios`.
  var values: [Double]
  /// The span the provider returns for each item.
  var spans: [Int]
  /// The column the provider names for each item (empty, or `nil` for an
  /// item, when the engine chooses).
  var columns: [Int?] = []
  /// Whether `values` are ratios (height = width × value).
  var usesRatios: Bool
  /// Heights in points set item by item, as an app sets the height of an
  /// item whose image loaded; `nil` where `values` applies.
  var fixed: [Double?]
  /// The header height the provider returns (may be bad).
  var header: Double = 0
  /// The footer height the provider returns (may be bad).
  var footer: Double = 0

  init(
    configuration: Masonry.Configuration? = nil, feed: MasonryFeed, header: Double = 0,
    footer: Double = 0
  ) {
    self.configuration = configuration
    values = feed.values
    spans = feed.spans
    columns = feed.columns
    usesRatios = feed.usesRatios
    fixed = Array(repeating: nil, count: feed.values.count)
    self.header = header
    self.footer = footer
  }

  /// A section of fixed heights in points, spans of 1 unless given.
  init(
    heights: [Double], spans: [Int] = [], header: Double = 0, footer: Double = 0,
    configuration: Masonry.Configuration? = nil
  ) {
    self.configuration = configuration
    values = heights
    self.spans = heights.indices.map { spans.indices.contains($0) ? spans[$0] : 1 }
    usesRatios = false
    fixed = Array(repeating: nil, count: heights.count)
    self.header = header
    self.footer = footer
  }

  /// The number of items.
  var count: Int { values.count }

  /// The height the provider returns for item `index` at `width`.
  func height(_ index: Int, _ width: Double) -> Double {
    guard values.indices.contains(index) else { return 0 }
    if let height = fixed[index] { return height }
    return usesRatios ? width * values[index] : values[index]
  }

  /// Inserts items at `index`, as a client's data source would.
  mutating func insert(
    values new: [Double], spans newSpans: [Int], columns newColumns: [Int?] = [], at index: Int
  ) {
    if !columns.isEmpty || !newColumns.isEmpty {
      columns += Array(repeating: nil, count: max(0, values.count - columns.count))
      let added = newColumns + Array(repeating: nil, count: max(0, new.count - newColumns.count))
      columns.insert(contentsOf: added.prefix(new.count), at: index)
    }
    values.insert(contentsOf: new, at: index)
    spans.insert(contentsOf: newSpans, at: index)
    fixed.insert(contentsOf: Array(repeating: nil, count: new.count), at: index)
  }

  /// Removes the items in `range`.
  mutating func remove(_ range: Range<Int>) {
    if !columns.isEmpty {
      columns += Array(repeating: nil, count: max(0, values.count - columns.count))
      columns.removeSubrange(range)
    }
    values.removeSubrange(range)
    spans.removeSubrange(range)
    fixed.removeSubrange(range)
  }

  /// Moves item `from` to `to` (its index after the move), keeping its
  /// value, span, column and fixed height.
  mutating func move(_ from: Int, to: Int) {
    columns += Array(repeating: nil, count: max(0, values.count - columns.count))
    let entry = (values.remove(at: from), spans.remove(at: from), columns.remove(at: from))
    let height = fixed.remove(at: from)
    values.insert(entry.0, at: to)
    spans.insert(entry.1, at: to)
    columns.insert(entry.2, at: to)
    fixed.insert(height, at: to)
  }

  /// The span the provider returns for item `index`.
  func span(_ index: Int) -> Int { spans.indices.contains(index) ? spans[index] : 1 }

  /// The column the provider names for item `index`, or `nil`.
  func column(_ index: Int) -> Int? { columns.indices.contains(index) ? columns[index] : nil }
}

/// A section provider over arrays, as a client's would hand them out.
struct SectionFeed: MasonrySectionProvider {
  var sections: [SectionData]

  init(_ sections: [SectionData]) { self.sections = sections }

  var sectionCount: Int { sections.count }

  func itemCount(inSection section: Int) -> Int { sections[section].count }

  func height(forItemAt path: ItemPath, width: Double) -> Double {
    sections[path.section].height(path.item, width)
  }

  func columnSpan(forItemAt path: ItemPath) -> Int { sections[path.section].span(path.item) }

  func column(forItemAt path: ItemPath) -> Int? { sections[path.section].column(path.item) }

  func configuration(forSection section: Int) -> Masonry.Configuration? {
    sections[section].configuration
  }

  func headerHeight(inSection section: Int, width: Double) -> Double { sections[section].header }

  func footerHeight(inSection section: Int, width: Double) -> Double { sections[section].footer }

  /// The brute-force layout of these sections at `width`, each section's
  /// items from `MasonryReference` with its effective configuration.
  func reference(width: Double, configuration: Masonry.Configuration) -> SectionedMasonryReference {
    SectionedMasonryReference(
      width: width,
      sections: sections.map { data in
        let items = (data.configuration ?? configuration).reference.layout(
          width: width, itemCount: data.count, height: data.height, span: data.span,
          explicitColumn: data.column)
        return SectionedMasonryReference.Section(
          items: items, headerHeight: data.header, footerHeight: data.footer)
      })
  }
}

extension SplitMix64 {
  /// A header or footer height: none half the time, else 20 to 80 points,
  /// and with `badValues` sometimes NaN, infinite, negative or huge.
  mutating func sectionEdgeHeight(badValues: Bool) -> Double {
    if badValues, Int.random(in: 0..<5, using: &self) == 0 {
      return [.nan, .infinity, -.infinity, -3, 1e13, .greatestFiniteMagnitude, -0.0]
        .randomElement(using: &self)!
    }
    if Bool.random(using: &self) { return 0 }
    return [20, 44, 80, 30.5, 1.0 / 3].randomElement(using: &self)!
  }

  /// A random section: its own configuration a third of the time, up to
  /// `maximumItems` items.
  mutating func sectionData(maximumItems: Int, badValues: Bool) -> SectionData {
    let configuration = Int.random(in: 0..<3, using: &self) == 0 ? masonryConfiguration() : nil
    let feed = MasonryFeed.random(
      count: Int.random(in: 0...maximumItems, using: &self), using: &self,
      badValues: badValues && Bool.random(using: &self),
      explicitColumns: Int.random(in: 0..<4, using: &self) == 0)
    return SectionData(
      configuration: configuration, feed: feed, header: sectionEdgeHeight(badValues: badValues),
      footer: sectionEdgeHeight(badValues: badValues))
  }

  /// A random sectioned feed of up to `maximumSections` sections.
  mutating func sectionFeed(
    maximumSections: Int, maximumItems: Int, badValues: Bool = false
  ) -> SectionFeed {
    let count = Int.random(in: 0...maximumSections, using: &self)
    return SectionFeed(
      (0..<count).map { _ in sectionData(maximumItems: maximumItems, badValues: badValues) })
  }

  /// A valid layout configuration, sometimes the default.
  mutating func layoutConfiguration() -> Masonry.Configuration {
    Int.random(in: 0..<4, using: &self) == 0 ? Masonry.Configuration() : masonryConfiguration()
  }
}

/// A sectioned layout of `feed` prepared afresh, its invariants checked.
func preparedSections(
  _ configuration: Masonry.Configuration, width: Double, feed: some MasonrySectionProvider,
  pinsHeaders: Bool = false
) throws -> SectionedMasonry {
  var layout = try SectionedMasonry(configuration: configuration)
  layout.pinsHeaders = pinsHeaders
  try layout.prepare(width: width, sections: feed)
  layout._checkInvariants()
  return layout
}

/// Asserts that two sectioned layouts are bit for bit the same: sections,
/// configurations, every frame, header, footer and the content size.
func assertIdentical(
  _ actual: SectionedMasonry, _ expected: SectionedMasonry, _ message: @autoclosure () -> String,
  file: StaticString = #filePath, line: UInt = #line
) {
  guard actual.sectionCount == expected.sectionCount else {
    XCTFail(
      "section count \(actual.sectionCount) != \(expected.sectionCount) \(message())", file: file,
      line: line)
    return
  }
  XCTAssertEqual(actual.contentSize, expected.contentSize, message(), file: file, line: line)
  for section in 0..<actual.sectionCount {
    let (mine, theirs) = (
      actual.masonry(inSection: section)!, expected.masonry(inSection: section)!
    )
    let context = "section \(section) \(message())"
    guard mine.configuration == theirs.configuration else {
      XCTFail("configurations differ: \(context)", file: file, line: line)
      return
    }
    assertIdentical(mine, theirs, context, file: file, line: line)
    guard
      actual.headerFrame(inSection: section) == expected.headerFrame(inSection: section),
      actual.footerFrame(inSection: section) == expected.footerFrame(inSection: section),
      actual.sectionFrame(inSection: section) == expected.sectionFrame(inSection: section)
    else {
      XCTFail(
        "header, footer or section frame differs: "
          + "\(String(describing: actual.sectionFrame(inSection: section))) vs "
          + "\(String(describing: expected.sectionFrame(inSection: section))) \(context)",
        file: file, line: line)
      return
    }
    for item in 0..<mine.itemCount {
      let path = ItemPath(section: section, item: item)
      guard actual.frame(ofItemAt: path) == expected.frame(ofItemAt: path) else {
        XCTFail("item \(path) differs: \(context)", file: file, line: line)
        return
      }
    }
  }
}

/// Whether the layout matches the reference to within rounding: content
/// size, every header, footer, section and item frame. Returns a failure
/// message, or `nil`.
func mismatch(_ layout: SectionedMasonry, _ reference: SectionedMasonryReference) -> String? {
  guard layout.sectionCount == reference.sections.count else {
    return "section count \(layout.sectionCount) != \(reference.sections.count)"
  }
  let size = layout.contentSize
  guard
    nearlyEqual(size.width, reference.contentSize.width),
    nearlyEqual(size.height, reference.contentSize.height)
  else { return "content size \(size) != \(reference.contentSize)" }
  for section in reference.sections.indices {
    guard nearlyEqual(layout.headerFrame(inSection: section), reference.headerFrame(section)) else {
      return
        "section \(section) header \(String(describing: layout.headerFrame(inSection: section)))"
        + " != \(String(describing: reference.headerFrame(section)))"
    }
    guard nearlyEqual(layout.footerFrame(inSection: section), reference.footerFrame(section))
    else {
      return
        "section \(section) footer \(String(describing: layout.footerFrame(inSection: section)))"
        + " != \(String(describing: reference.footerFrame(section)))"
    }
    guard nearlyEqual(layout.sectionFrame(inSection: section), reference.sectionFrame(section))
    else {
      return "section \(section) frame differs"
    }
    let count = reference.sections[section].frames.count
    guard layout.itemCount(inSection: section) == count else {
      return
        "section \(section) item count \(String(describing: layout.itemCount(inSection: section))) != \(count)"
    }
    for item in 0..<count {
      let frame = layout.frame(ofItemAt: ItemPath(section: section, item: item))
      guard nearlyEqual(frame, reference.itemFrame(section: section, item: item)) else {
        return "item [\(section), \(item)] \(String(describing: frame)) != "
          + "\(reference.itemFrame(section: section, item: item))"
      }
    }
  }
  return nil
}

/// Every element of the layout from its own frame queries, headers pinned
/// for `viewport` when given, filtered by `rect`: the brute-force answer
/// to a rect query on the engine's own frames (`allElements(pinnedIn:)`).
func bruteForceElements(
  _ layout: SectionedMasonry, in rect: Rect, pinnedIn viewport: Rect? = nil
) -> [SectionedMasonry.Element] {
  layout.allElements(pinnedIn: viewport).filter { $0.frame.intersects(rect) }
}

extension SectionedMasonry.Element {
  /// The element in the reference's terms.
  var referenceElement: SectionedMasonryReference.Element {
    SectionedMasonryReference.Element(
      kind: SectionedMasonryReference.Kind(rawValue: kind.rawValue)!, section: path.section,
      item: path.item, frame: frame, zIndex: zIndex)
  }
}

/// A section provider that records what it is asked, in order: `"c s"`
/// for a configuration, `"n s"` an item count, `"h s"` a header, `"f s"`
/// a footer, `"span s.i"` and `"height s.i"` an item; each section has
/// `items` items of 10 points, a 12-point header and a 6-point footer.
final class RecordingSections: MasonrySectionProvider {
  var requests: [String] = []
  var widths: [Double] = []
  var sectionCount: Int
  var items: Int

  init(sections: Int, items: Int) {
    sectionCount = sections
    self.items = items
  }

  func itemCount(inSection section: Int) -> Int {
    requests.append("n \(section)")
    return items
  }

  func height(forItemAt path: ItemPath, width: Double) -> Double {
    requests.append("height \(path.section).\(path.item)")
    return 10
  }

  func columnSpan(forItemAt path: ItemPath) -> Int {
    requests.append("span \(path.section).\(path.item)")
    return 1
  }

  func configuration(forSection section: Int) -> Masonry.Configuration? {
    requests.append("c \(section)")
    return nil
  }

  func headerHeight(inSection section: Int, width: Double) -> Double {
    requests.append("h \(section)")
    widths.append(width)
    return 12
  }

  func footerHeight(inSection section: Int, width: Double) -> Double {
    requests.append("f \(section)")
    widths.append(width)
    return 6
  }
}

// MARK: - Both axes

/// The vertical configuration a shelf section's engine lays out the
/// transpose of: the section's configuration on the vertical axis, left to
/// right, with its insets transposed as a shelf flowing in `direction`
/// has them (start and end exchanged for a right-to-left shelf) and its
/// stamps transposed.
func verticalConfiguration(
  ofShelf shelf: Masonry.Configuration, flowing direction: LayoutDirection
) -> Masonry.Configuration {
  var vertical = shelf
  vertical.axis = .vertical
  vertical.layoutDirection = .leftToRight
  let insets = shelf.contentInsets
  let (start, end) =
    direction == .rightToLeft ? (insets.right, insets.left) : (insets.left, insets.right)
  vertical.contentInsets = EdgeInsets(
    top: start, left: insets.top, bottom: end, right: insets.bottom)
  vertical.stamps = shelf.stamps.map(transposed)
  return vertical
}

/// A configuration with its left and right insets exchanged.
func exchangingLeftAndRight(_ configuration: Masonry.Configuration) -> Masonry.Configuration {
  var exchanged = configuration
  let insets = configuration.contentInsets
  exchanged.contentInsets = EdgeInsets(
    top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
  return exchanged
}

/// A section feed whose sections' own configurations pass through
/// `transform`: the feed of another layout the tests compare with.
struct TransformedSections: MasonrySectionProvider {
  var base: SectionFeed
  var transform: (Masonry.Configuration) -> Masonry.Configuration

  var sectionCount: Int { base.sectionCount }
  func itemCount(inSection section: Int) -> Int { base.itemCount(inSection: section) }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    base.height(forItemAt: path, width: width)
  }
  func columnSpan(forItemAt path: ItemPath) -> Int { base.columnSpan(forItemAt: path) }
  func column(forItemAt path: ItemPath) -> Int? { base.column(forItemAt: path) }
  func configuration(forSection section: Int) -> Masonry.Configuration? {
    base.configuration(forSection: section).map(transform)
  }
  func headerHeight(inSection section: Int, width: Double) -> Double {
    base.headerHeight(inSection: section, width: width)
  }
  func footerHeight(inSection section: Int, width: Double) -> Double {
    base.footerHeight(inSection: section, width: width)
  }
}
