// The masonry fuzz target: the input bytes pick a configuration (valid or
// not, on either axis, with fixed-width columns, alignments and stamps), a
// feed of heights, spans and explicit columns (NaN, infinities, negatives,
// huge values and out-of-range columns included) and a sequence of
// operations in both update modes; after each operation the target checks
// the invariants the XCTest suites check (MasonryFuzz+Checks.swift), and
// traps with a message when one breaks. Built and run by Scripts/fuzz.

import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzMasonry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  var run = MasonryFuzzRun()
  run.start(&input)
  return 0
}

/// One item of the feed as a client holds it: a height in points or an
/// aspect ratio, a span, and the column its provider names, if any.
struct FuzzEntry {
  var value: Double
  var isRatio: Bool
  var span: Int
  var column: Int?
}

/// The feed: the final data a fresh `prepare` is compared against.
struct FuzzFeed: MasonryHeightProvider {
  var entries: [FuzzEntry] = []

  func height(forItemAt index: Int, width: Double) -> Double {
    guard entries.indices.contains(index) else { return 0 }
    let entry = entries[index]
    return entry.isRatio ? width * entry.value : entry.value
  }

  func columnSpan(forItemAt index: Int) -> Int {
    entries.indices.contains(index) ? entries[index].span : 1
  }

  func column(forItemAt index: Int) -> Int? {
    entries.indices.contains(index) ? entries[index].column : nil
  }
}

/// The feed as a provider that records every height and span it hands
/// out, for the brute-force count of what the engine had to clean.
struct RecordingFeed: MasonryHeightProvider {
  final class Record {
    var heights: [Int: Double] = [:]
    var spans: [Int: Int] = [:]
    var order: [Int] = []
  }

  let feed: FuzzFeed
  let record = Record()

  init(_ feed: FuzzFeed) { self.feed = feed }

  func height(forItemAt index: Int, width: Double) -> Double {
    let value = feed.height(forItemAt: index, width: width)
    if record.heights[index] == nil { record.order.append(index) }
    record.heights[index] = value
    return value
  }

  func columnSpan(forItemAt index: Int) -> Int {
    let span = feed.columnSpan(forItemAt: index)
    record.spans[index] = span
    return span
  }

  func column(forItemAt index: Int) -> Int? { feed.column(forItemAt: index) }

  /// The brute-force count of what was handed out, in the order asked.
  func cleaned(spansAsked: Bool) -> MasonryReference.Cleaned {
    MasonryReference.cleaned(
      record.order, height: { record.heights[$0]! },
      span: spansAsked ? { record.spans[$0]! } : nil, covered: nil)
  }
}

struct MasonryFuzzRun {
  var configuration = Masonry.Configuration()
  var feed = FuzzFeed()
  var width: Double = 0
  /// Whether the layout should equal a fresh `prepare` of `feed`: true
  /// until a keep-columns update moves items off the packing rule.
  var isFresh = true
  /// On the horizontal axis, the vertical layout the shelf must be the
  /// transpose (or the mirrored transpose) of, put through the same
  /// operations.
  var twin: Masonry?

  mutating func start(_ input: inout FuzzInput) {
    configuration = Self.configuration(&input)
    let expectedError = Self.firstInvalidField(of: configuration)
    if input.choice(4) == 0 { Self.checkDecoding(configuration, expectedError, &input) }

    let masonry: Masonry
    do {
      masonry = try Masonry(configuration: configuration)
      require(expectedError == nil, "accepted an invalid configuration \(configuration)")
    } catch {
      require(
        error.field == expectedError,
        "\(configuration) threw \(error) instead of naming \(expectedError ?? "nothing")")
      require(!error.description.isEmpty, "an error without a description")
      return
    }
    var engine = masonry
    if configuration.axis == .horizontal {
      twin = try? Masonry(configuration: configuration.verticalTwin)
      require(twin != nil, "the vertical twin of \(configuration) is invalid")
    }
    width = input.double(magnitude: 1000)
    feed.entries = Self.entries(input.integer(in: 0...40), &input)
    // Now and then a feed past a block of 1,024 items, its entries tiled
    // (without spans, half the time): where a measurement moves the later
    // blocks, or one column of them, by their shifts.
    if !feed.entries.isEmpty, input.choice(16) == 0 {
      let tile =
        input.flag()
        ? feed.entries.map { FuzzEntry(value: $0.value, isRatio: $0.isRatio, span: 1, column: nil) }
        : feed.entries
      feed.entries = (0..<input.integer(in: 1_025...3_100)).map { tile[$0 % tile.count] }
    }
    let recording = RecordingFeed(feed)
    let prepared = engine.prepare(
      width: width, itemCount: feed.entries.count, heights: recording)
    checkDiagnostics(prepared.diagnostics, recording.cleaned(spansAsked: true))
    twin?.prepare(width: width, itemCount: feed.entries.count, heights: feed)
    check(engine, &input)

    var steps = 0
    while !input.isExhausted, steps < 12 {
      steps += 1
      let before = Array(engine.frames)
      let viewport = rect(engine.contentSize, &input)
      let anchor = engine.anchor(in: viewport)
      let changes = apply(&engine, &input)
      check(engine, &input)
      checkChanges(changes, before: before, after: Array(engine.frames))
      checkAnchor(anchor, changes: changes, viewport: viewport, engine)
    }
  }

  // MARK: Inputs

  static func configuration(_ input: inout FuzzInput) -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    switch input.choice(12) {
    case 0: configuration.columns = .fixed(input.count(in: 1...8))
    case 1:
      configuration.columns = .fixed(input.element(of: [1, 64, 257, 10_000, 10_001, 0, -3]))
    case 2, 3:
      configuration.columns = .adaptive(
        minimumWidth: input.double(magnitude: 200),
        maximumCount: input.flag() ? nil : input.count(in: 1...12))
    case 4, 5:
      configuration.columns = .fixedWidth(input.double(magnitude: 200))
    default: configuration.columns = .fixed(input.integer(in: 1...6))
    }
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
    if input.flag() { configuration.tolerance = input.length(magnitude: 30) }
    if input.flag() {
      configuration.displayScale = input.choice(2) == 0 ? input.double(magnitude: 3) : 3
    }
    configuration.axis = input.choice(3) == 0 ? .horizontal : .vertical
    configuration.columnAlignment = input.element(of: Masonry.ColumnAlignment.allCases)
    if input.choice(3) == 0 {
      configuration.stamps = (0..<input.integer(in: 1...3)).map { _ in
        Rect(
          x: input.double(magnitude: 400), y: input.double(magnitude: 300),
          width: input.double(magnitude: 300), height: input.double(magnitude: 200))
      }
    }
    return configuration
  }

  /// The validation rules written out again, independently of the
  /// engine's: the field the first broken rule names, or `nil`.
  static func firstInvalidField(of configuration: Masonry.Configuration) -> String? {
    func isLength(_ value: Double) -> Bool { value >= 0 && value <= 1e12 }
    switch configuration.columns {
    case .fixed(let count):
      if count < 1 || count > 10_000 { return "columns" }
    case .adaptive(let minimumWidth, let maximumCount):
      if !minimumWidth.isFinite || minimumWidth <= 0 { return "columns" }
      if let maximumCount, maximumCount < 1 { return "columns" }
    case .fixedWidth(let width):
      if !width.isFinite || width <= 0 { return "columns" }
    }
    if !isLength(configuration.columnSpacing) { return "columnSpacing" }
    if !isLength(configuration.rowSpacing) { return "rowSpacing" }
    let insets = configuration.contentInsets
    if ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy(isLength) {
      return "contentInsets"
    }
    if !configuration.tolerance.isFinite || configuration.tolerance < 0 { return "tolerance" }
    if let scale = configuration.displayScale,
      !(scale >= Masonry.minimumDisplayScale && scale <= Masonry.maximumDisplayScale)
    {
      return "displayScale"
    }
    return nil
  }

  static func entries(_ count: Int, _ input: inout FuzzInput) -> [FuzzEntry] {
    (0..<count).map { _ in
      let isRatio = input.choice(4) == 0
      let value = isRatio ? input.double(magnitude: 2) : input.double(magnitude: 300)
      let span =
        input.choice(4) == 0
        ? input.element(of: [2, 3, 4, 100, 0, -1, Int.min, Int.max, 10_001]) : 1
      let column: Int? =
        input.choice(6) == 0
        ? input.element(of: [0, 1, 2, 3, 5, -1, Int.min, Int.max, 10_000]) : nil
      return FuzzEntry(value: value, isRatio: isRatio, span: span, column: column)
    }
  }

  /// An index near the feed, or absurd.
  func index(_ input: inout FuzzInput) -> Int {
    switch input.choice(8) {
    case 0: return input.element(of: [Int.min, -1, Int.max, feed.entries.count])
    default: return feed.entries.isEmpty ? 0 : input.integer(in: 0...(feed.entries.count - 1))
    }
  }

  func range(_ input: inout FuzzInput) -> Range<Int> {
    let a = index(&input)
    let b = input.flag() ? a.saturatingAdd(input.integer(in: 0...6)) : index(&input)
    return min(a, b)..<max(a, b)
  }

  // MARK: Operations

  /// Applies one operation to the engine (and its twin) and to the feed,
  /// and returns its change set.
  mutating func apply(_ engine: inout Masonry, _ input: inout FuzzInput) -> Masonry.Changes {
    let mode: Masonry.UpdateMode = input.flag() ? .keepColumns : .reflow
    var changes: Masonry.Changes
    // What the engine should report as cleaned; nil for the operations
    // that read nothing (they must report clean).
    var recording: RecordingFeed?
    var spansAsked = true
    var checked = false
    switch input.choice(11) {
    case 0:
      // A new breadth, sometimes a new feed.
      width = input.double(magnitude: 1000)
      if input.flag() { feed.entries = Self.entries(input.integer(in: 0...40), &input) }
      let count = input.choice(8) == 0 ? input.element(of: [-1, Int.min]) : feed.entries.count
      recording = RecordingFeed(feed)
      changes = engine.prepare(width: width, itemCount: count, heights: recording!)
      twin?.prepare(width: width, itemCount: count, heights: feed)
      if count < 0 { feed.entries = [] }
      isFresh = true
    case 1:
      let added = Self.entries(input.integer(in: 0...12), &input)
      feed.entries += added
      let count = input.choice(8) == 0 ? input.element(of: [0, -1, Int.min]) : added.count
      recording = RecordingFeed(feed)
      changes = engine.appendItems(count: count, heights: recording!)
      twin?.appendItems(count: count, heights: feed)
      if count <= 0 { feed.entries.removeLast(added.count) }
    case 2, 3:
      let index = self.index(&input)
      let height = input.double(magnitude: 300)
      changes = engine.setHeight(height, ofItemAt: index, mode: mode)
      twin?.setHeight(height, ofItemAt: index, mode: mode)
      let exists = index >= 0 && index < engine.itemCount
      let expected = MasonryReference.cleaned(
        exists ? [index] : [], height: { _ in height }, span: nil, covered: nil)
      checkDiagnostics(changes.diagnostics, expected)
      checked = true
      if feed.entries.indices.contains(index) {
        feed.entries[index].value = height
        feed.entries[index].isRatio = false
        if mode == .keepColumns { isFresh = false }
      }
    case 4:
      let range = self.range(&input)
      let clamped = range.clamped(to: 0..<feed.entries.count)
      for index in clamped {
        let isRatio = input.flag()
        feed.entries[index].value = input.double(magnitude: isRatio ? 2 : 300)
        feed.entries[index].isRatio = isRatio
      }
      recording = RecordingFeed(feed)
      spansAsked = false
      changes = engine.setHeights(ofItemsIn: range, heights: recording!, mode: mode)
      twin?.setHeights(ofItemsIn: range, heights: feed, mode: mode)
      if mode == .keepColumns, !clamped.isEmpty { isFresh = false }
    case 5, 6:
      let index = self.index(&input)
      let added = Self.entries(input.integer(in: 0...6), &input)
      // The indices the new items take, or an empty range at an edge; a
      // range from Int.max holds none of them.
      let range =
        input.choice(8) == 0
        ? input.element(of: [0..<0, Int.min..<Int.min, Int.max..<Int.max])
        : index..<index.saturatingAdd(added.count)
      let at = min(max(range.lowerBound, 0), feed.entries.count)
      let count = range.count
      feed.entries.insert(contentsOf: added, at: at)
      recording = RecordingFeed(feed)
      changes = engine.insertItems(in: range, heights: recording!, mode: mode)
      twin?.insertItems(in: range, heights: feed, mode: mode)
      feed.entries.removeSubrange((at + count)..<(at + added.count))
      if count > 0, mode == .keepColumns { isFresh = false }
    case 7:
      let range = self.range(&input)
      changes = engine.removeItems(in: range, mode: mode)
      twin?.removeItems(in: range, mode: mode)
      let clamped = range.clamped(to: 0..<feed.entries.count)
      feed.entries.removeSubrange(clamped)
      if !clamped.isEmpty, mode == .keepColumns { isFresh = false }
    case 8:
      let from = index(&input)
      let to = index(&input)
      changes = engine.moveItem(from: from, to: to, mode: mode)
      twin?.moveItem(from: from, to: to, mode: mode)
      let count = feed.entries.count
      if from >= 0, from < count {
        let target = min(max(to, 0), count - 1)
        if target != from {
          feed.entries.insert(feed.entries.remove(at: from), at: target)
          if mode == .keepColumns { isFresh = false }
        }
      }
    default:
      // Queries only (checked after every operation).
      changes = Masonry.Changes(
        oldItemCount: engine.itemCount, newItemCount: engine.itemCount,
        oldContentSize: engine.contentSize, newContentSize: engine.contentSize)
    }
    if let recording {
      checkDiagnostics(changes.diagnostics, recording.cleaned(spansAsked: spansAsked))
    } else if !checked {
      require(changes.diagnostics.isClean, "\(changes) read nothing, yet cleaned something")
    }
    return changes
  }

  /// The engine's diagnostics against the brute-force count.
  func checkDiagnostics(_ diagnostics: Masonry.Diagnostics, _ expected: MasonryReference.Cleaned) {
    var found = MasonryReference.Cleaned()
    found.nan = diagnostics.nanCount
    found.infinite = diagnostics.infiniteCount
    found.negative = diagnostics.negativeCount
    found.tooLarge = diagnostics.tooLargeCount
    found.pastEnd = diagnostics.pastEndCount
    found.invalidSpan = diagnostics.invalidSpanCount
    found.first = diagnostics.firstIndex
    require(found == expected, "diagnostics \(diagnostics), expected \(expected)")
    require(diagnostics.isClean == expected.isClean, "isClean disagrees: \(diagnostics)")
  }
}
