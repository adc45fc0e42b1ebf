// The sectioned masonry fuzz target: the input bytes pick a layout
// configuration (either axis, either direction, pinned headers or not), a
// feed of sections (items with heights, ratios, spans and explicit
// columns; header and footer heights; a section's own configuration,
// valid or not; NaN, infinities, negatives and huge values included) and a
// sequence of section-local updates in both modes, with queries. After
// each operation SectionsFuzz+Checks.swift checks the invariants, the
// frames against the brute-force reference and a fresh prepare, the change
// set against the frames before and after, the anchor, and every query
// against a scan of every element; a broken rule traps. Built and run by
// Scripts/fuzz.

import Foundation
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSections(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  var run = SectionsFuzzRun()
  run.start(&input)
  return 0
}

/// One item as a client holds it: points or a ratio of the width, a span
/// and the column its provider names, if any.
struct FuzzItem {
  var value: Double
  var isRatio: Bool
  var span: Int
  var column: Int?
}

/// One section as a client holds it.
struct FuzzSection {
  var items: [FuzzItem] = []
  var header: Double = 0
  var footer: Double = 0
  var configuration: Masonry.Configuration?
}

/// The feed: what a fresh `prepare` is compared against.
struct FuzzSections: MasonrySectionProvider {
  var sections: [FuzzSection] = []

  var sectionCount: Int { sections.count }
  func itemCount(inSection section: Int) -> Int { sections[section].items.count }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    let item = sections[path.section].items[path.item]
    return item.isRatio ? width * item.value : item.value
  }
  func columnSpan(forItemAt path: ItemPath) -> Int { sections[path.section].items[path.item].span }
  func column(forItemAt path: ItemPath) -> Int? { sections[path.section].items[path.item].column }
  func configuration(forSection section: Int) -> Masonry.Configuration? {
    sections[section].configuration
  }
  func headerHeight(inSection section: Int, width: Double) -> Double { sections[section].header }
  func footerHeight(inSection section: Int, width: Double) -> Double { sections[section].footer }
}

/// The feed as a provider that records, in the order asked, every header,
/// item and footer height and every span it hands out: the brute-force
/// count of what a prepare had to clean.
struct RecordingSections: MasonrySectionProvider {
  final class Record {
    /// Each value handed out: its kind and path, height and span (for an
    /// item), in order.
    var values: [(SectionedMasonry.Element.Kind, ItemPath, Double, Int?)] = []
  }

  let feed: FuzzSections
  let record = Record()

  var sectionCount: Int { feed.sectionCount }
  func itemCount(inSection section: Int) -> Int { feed.itemCount(inSection: section) }
  func height(forItemAt path: ItemPath, width: Double) -> Double {
    let value = feed.height(forItemAt: path, width: width)
    // The span is asked just before.
    let span = record.values.last.flatMap { $0.0 == .item && $0.1 == path ? $0.3 : nil }
    if let last = record.values.last, last.0 == .item, last.1 == path {
      record.values[record.values.count - 1] = (.item, path, value, span)
    } else {
      record.values.append((.item, path, value, nil))
    }
    return value
  }
  func columnSpan(forItemAt path: ItemPath) -> Int {
    let span = feed.columnSpan(forItemAt: path)
    record.values.append((.item, path, .nan, span))
    return span
  }
  func column(forItemAt path: ItemPath) -> Int? { feed.column(forItemAt: path) }
  func configuration(forSection section: Int) -> Masonry.Configuration? {
    feed.configuration(forSection: section)
  }
  func headerHeight(inSection section: Int, width: Double) -> Double {
    let value = feed.headerHeight(inSection: section, width: width)
    record.values.append((.header, ItemPath(section: section, item: 0), value, nil))
    return value
  }
  func footerHeight(inSection section: Int, width: Double) -> Double {
    let value = feed.footerHeight(inSection: section, width: width)
    record.values.append((.footer, ItemPath(section: section, item: 0), value, nil))
    return value
  }

  /// The brute-force count, value by value, as a flat feed's are counted.
  var expected: SectionedMasonry.Diagnostics {
    var result = SectionedMasonry.Diagnostics()
    for (kind, path, value, span) in record.values {
      let one = MasonryReference.cleaned(
        [0], height: { _ in value }, span: span.map { span in { _ in span } }, covered: nil)
      result.nanCount += one.nan
      result.infiniteCount += one.infinite
      result.negativeCount += one.negative
      result.tooLargeCount += one.tooLarge
      result.invalidSpanCount += one.invalidSpan
      if !one.isClean, result.firstKind == nil {
        (result.firstKind, result.firstPath) = (kind, path)
      }
    }
    return result
  }
}

struct SectionsFuzzRun {
  var configuration = Masonry.Configuration()
  var feed = FuzzSections()
  var breadth: Double = 0
  /// Whether the layout should equal a fresh `prepare` of `feed`: true
  /// until a keep-columns update moves items off the packing rule.
  var isFresh = true

  mutating func start(_ input: inout FuzzInput) {
    configuration = Self.configuration(&input)
    guard var layout = try? SectionedMasonry(configuration: configuration) else { return }
    layout.pinsHeaders = input.flag()
    breadth = input.double(magnitude: 1000)
    feed.sections = (0..<input.integer(in: 0...5)).map { _ in Self.section(&input) }
    // Before the prepare, so that a crash in it shows what it was given.
    trace("\(configuration), pins \(layout.pinsHeaders), breadth \(breadth), \(feed.sections)")
    do {
      let recording = RecordingSections(feed: feed)
      let changes = try layout.prepare(width: breadth, sections: recording)
      require(
        changes.diagnostics == recording.expected,
        "diagnostics \(changes.diagnostics), expected \(recording.expected)")
    } catch {
      require(firstBrokenSection() == error.section, "\(error) for \(feed.sections.count)")
      feed.sections = []
      _ = try? layout.prepare(width: breadth, sections: feed)
      trace("that feed threw \(error); prepared with no sections")
    }
    check(layout, &input)

    var steps = 0
    while !input.isExhausted, steps < 12 {
      steps += 1
      let before = Snapshot(layout)
      let viewport = rect(layout.contentSize, &input)
      let anchor = layout.anchor(in: viewport)
      let changes = apply(&layout, &input)
      trace(
        "step \(steps): \(changes.map { "\($0)" } ?? "no change set"), size \(layout.contentSize)")
      check(layout, &input)
      checkChanges(changes, before: before, after: Snapshot(layout), layout)
      checkAnchor(anchor, changes, viewport: viewport, layout)
    }
  }

  /// Prints what the run does when FUZZ_TRACE is set (for replaying a
  /// crash).
  func trace(_ message: @autoclosure () -> String) {
    if Self.tracing { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
  }

  static let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

  /// The first section whose own configuration cannot work, or `nil`.
  func firstBrokenSection() -> Int? {
    feed.sections.firstIndex { section in
      guard let own = section.configuration else { return false }
      return (try? Masonry(configuration: own)) == nil
    }
  }

  // MARK: Inputs

  static func configuration(_ input: inout FuzzInput) -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    configuration.columns =
      input.choice(4) == 0
      ? .adaptive(minimumWidth: input.length(magnitude: 200), maximumCount: nil)
      : .fixed(input.integer(in: 1...4))
    if input.flag() { configuration.columnSpacing = input.length(magnitude: 16) }
    if input.flag() { configuration.rowSpacing = input.length(magnitude: 16) }
    if input.flag() {
      configuration.contentInsets = EdgeInsets(
        top: input.length(magnitude: 20), left: input.length(magnitude: 20),
        bottom: input.length(magnitude: 20), right: input.length(magnitude: 20))
    }
    // One byte: its low bit the packing, the next the tie rule (read from
    // the packing's byte so that older corpus inputs keep their meaning).
    let packing = input.byte()
    configuration.packing = packing & 1 == 1 ? .roundRobin : .shortestColumn
    configuration.tieBreaking = packing & 2 == 2 ? .placementCursor : .readingOrder
    configuration.layoutDirection = input.flag() ? .rightToLeft : .leftToRight
    if input.flag() { configuration.displayScale = 3 }
    configuration.axis = input.choice(3) == 0 ? .horizontal : .vertical
    return configuration
  }

  static func section(_ input: inout FuzzInput) -> FuzzSection {
    var section = FuzzSection()
    section.items = items(input.integer(in: 0...12), &input)
    if input.flag() { section.header = input.length(magnitude: 60) }
    if input.choice(3) == 0 { section.footer = input.length(magnitude: 40) }
    switch input.choice(8) {
    case 0:
      var own = Masonry.Configuration(columns: .fixed(input.count(in: 1...4)))
      own.rowSpacing = input.length(magnitude: 12)
      section.configuration = own
    case 1: section.configuration = Masonry.Configuration(columns: .fixed(1))
    default: break
    }
    return section
  }

  static func items(_ count: Int, _ input: inout FuzzInput) -> [FuzzItem] {
    (0..<count).map { _ in
      let isRatio = input.choice(4) == 0
      let value = isRatio ? input.double(magnitude: 2) : input.double(magnitude: 300)
      let span = input.choice(6) == 0 ? input.element(of: [2, 3, 0, -1, Int.max]) : 1
      let column: Int? = input.choice(8) == 0 ? input.element(of: [0, 1, 3, -1, Int.max]) : nil
      return FuzzItem(value: value, isRatio: isRatio, span: span, column: column)
    }
  }

  /// A section index near the feed, or absurd.
  func sectionIndex(_ input: inout FuzzInput) -> Int {
    if input.choice(8) == 0 {
      return input.element(of: [Int.min, -1, Int.max, feed.sections.count])
    }
    return feed.sections.isEmpty ? 0 : input.integer(in: 0...(feed.sections.count - 1))
  }

  /// An item index near the section, or absurd.
  func itemIndex(inSection section: Int, _ input: inout FuzzInput) -> Int {
    let count = feed.sections.indices.contains(section) ? feed.sections[section].items.count : 0
    if input.choice(8) == 0 { return input.element(of: [Int.min, -1, Int.max, count]) }
    return count == 0 ? 0 : input.integer(in: 0...(count - 1))
  }

  func range(inSection section: Int, _ input: inout FuzzInput) -> Range<Int> {
    let a = itemIndex(inSection: section, &input)
    let b =
      input.flag() ? a.addingReportingOverflow(input.integer(in: 0...4)).partialValue : a
    return min(a, b)..<max(a, b)
  }

  /// A rect around the content, sometimes absurd.
  func rect(_ size: Size, _ input: inout FuzzInput) -> Rect {
    if input.choice(10) == 0 {
      return Rect(
        x: input.double(magnitude: 1e4), y: input.double(magnitude: 1e4),
        width: input.double(magnitude: 1e4), height: input.double(magnitude: 1e4))
    }
    let width = size.width.isFinite ? size.width : 0
    let height = size.height.isFinite ? size.height : 0
    return Rect(
      x: Double(input.integer(in: 0...100)) / 100 * width - 20,
      y: Double(input.integer(in: 0...100)) / 100 * height - 20,
      width: Double(input.integer(in: 0...100)) / 50 * max(width, 100),
      height: Double(input.integer(in: 1...100)) / 100 * max(height, 100))
  }
}
