// The masonry fuzz target: the input bytes pick a configuration (valid or
// not), a feed of heights and spans (NaN, infinities, negatives, huge
// values included) and a sequence of operations; after each operation the
// target checks the invariants the XCTest suites check, and traps with a
// message when one breaks. Built and run by Scripts/fuzz.

import Foundation
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
/// aspect ratio, and a span.
struct FuzzEntry {
  var value: Double
  var isRatio: Bool
  var span: Int
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
}

struct MasonryFuzzRun {
  var configuration = Masonry.Configuration()
  var feed = FuzzFeed()
  var width: Double = 0
  /// Whether the layout should equal a fresh `prepare` of `feed`: true
  /// until a keep-columns height change moves items off the packing rule.
  var isFresh = true

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
    width = input.double(magnitude: 1000)
    feed.entries = Self.entries(input.integer(in: 0...40), &input)
    engine.prepare(width: width, itemCount: feed.entries.count, heights: feed)
    check(engine, &input)

    var steps = 0
    while !input.isExhausted, steps < 12 {
      steps += 1
      apply(&engine, &input)
      check(engine, &input)
    }
  }

  // MARK: Inputs

  static func configuration(_ input: inout FuzzInput) -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    switch input.choice(10) {
    case 0: configuration.columns = .fixed(input.count(in: 1...8))
    case 1:
      configuration.columns = .fixed(input.element(of: [1, 64, 257, 10_000, 10_001, 0, -3]))
    case 2, 3:
      configuration.columns = .adaptive(
        minimumWidth: input.double(magnitude: 200),
        maximumCount: input.flag() ? nil : input.count(in: 1...12))
    default: configuration.columns = .fixed(input.integer(in: 1...6))
    }
    if input.flag() { configuration.columnSpacing = input.length(magnitude: 16) }
    if input.flag() { configuration.rowSpacing = input.length(magnitude: 16) }
    if input.flag() {
      configuration.contentInsets = EdgeInsets(
        top: input.length(magnitude: 20), left: input.length(magnitude: 20),
        bottom: input.length(magnitude: 20), right: input.length(magnitude: 20))
    }
    configuration.packing = input.flag() ? .roundRobin : .shortestColumn
    configuration.direction = input.flag() ? .rightToLeft : .leftToRight
    if input.flag() { configuration.tolerance = input.length(magnitude: 30) }
    if input.flag() {
      configuration.displayScale = input.choice(2) == 0 ? input.double(magnitude: 3) : 3
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
      return FuzzEntry(value: value, isRatio: isRatio, span: span)
    }
  }

  /// A height for a height change: usually ordinary, sometimes special.
  static func height(_ input: inout FuzzInput) -> Double { input.double(magnitude: 300) }

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

  mutating func apply(_ engine: inout Masonry, _ input: inout FuzzInput) {
    switch input.choice(9) {
    case 0:
      // A new width, sometimes a new feed.
      width = input.double(magnitude: 1000)
      if input.flag() { feed.entries = Self.entries(input.integer(in: 0...40), &input) }
      let count = input.choice(8) == 0 ? input.element(of: [-1, Int.min]) : feed.entries.count
      engine.prepare(width: width, itemCount: count, heights: feed)
      if count < 0 { feed.entries = [] }
      isFresh = true
    case 1:
      let added = Self.entries(input.integer(in: 0...12), &input)
      feed.entries += added
      let count = input.choice(8) == 0 ? input.element(of: [0, -1, Int.min]) : added.count
      engine.append(count: count, heights: feed)
      if count <= 0 { feed.entries.removeLast(added.count) }
    case 2, 3:
      let index = self.index(&input)
      let height = Self.height(&input)
      let mode: Masonry.UpdateMode = input.flag() ? .keepColumns : .reflow
      engine.setHeight(height, ofItemAt: index, mode: mode)
      if feed.entries.indices.contains(index) {
        feed.entries[index].value = height
        feed.entries[index].isRatio = false
        if mode == .keepColumns { isFresh = false }
      }
    case 4:
      let range = self.range(&input)
      let mode: Masonry.UpdateMode = input.flag() ? .keepColumns : .reflow
      let clamped = range.clamped(to: 0..<feed.entries.count)
      for index in clamped {
        let isRatio = input.flag()
        feed.entries[index].value = input.double(magnitude: isRatio ? 2 : 300)
        feed.entries[index].isRatio = isRatio
      }
      engine.setHeights(ofItemsIn: range, heights: feed, mode: mode)
      if mode == .keepColumns, !clamped.isEmpty { isFresh = false }
    case 5, 6:
      let index = self.index(&input)
      let added = Self.entries(input.integer(in: 0...6), &input)
      let at = min(max(index, 0), feed.entries.count)
      let count = input.choice(8) == 0 ? input.element(of: [0, -1, Int.min]) : added.count
      feed.entries.insert(contentsOf: added, at: at)
      engine.insertItems(at: index, count: count, heights: feed)
      if count <= 0 { feed.entries.removeSubrange(at..<(at + added.count)) }
    case 7:
      let range = self.range(&input)
      engine.removeItems(in: range)
      feed.entries.removeSubrange(range.clamped(to: 0..<feed.entries.count))
    default:
      // Queries only (checked below); a chance to probe far-off rects.
      break
    }
  }

  // MARK: Invariants

  func check(_ engine: Masonry, _ input: inout FuzzInput) {
    // Traps on any broken invariant of the storage (built with
    // LAYOUT_INTERNAL_CHECKS).
    engine._checkInvariants()
    let count = engine.itemCount
    require(count == feed.entries.count, "item count \(count) != feed \(feed.entries.count)")
    let content = engine.contentSize
    require(
      content.width.isFinite && content.height.isFinite && content.width >= 0
        && content.height >= 0, "content size \(content)")
    let columnCount = engine.columnCount
    require(columnCount >= 1 && columnCount <= Masonry.maximumColumnCount, "columns \(columnCount)")
    require(engine.frame(ofItemAt: -1) == nil && engine.frame(ofItemAt: count) == nil, "index")
    require(engine.columns(ofItemAt: Int.min) == nil, "columns(ofItemAt: Int.min)")

    let frames = Array(engine.frames)
    for (index, frame) in frames.enumerated() {
      require(frame.isFinite, "item \(index) has a non-finite frame \(frame)")
      require(frame.size.width >= 0 && frame.size.height >= 0, "item \(index) \(frame)")
      require(frame.maxY <= content.height, "item \(index) \(frame) below the content \(content)")
      let columns = engine.columns(ofItemAt: index)!
      require(
        columns.lowerBound >= 0 && columns.upperBound <= columnCount && !columns.isEmpty,
        "item \(index) columns \(columns) of \(columnCount)")
    }
    let small = count <= 80 && columnCount <= 64
    if small {
      for i in frames.indices {
        for j in (i + 1)..<frames.count {
          require(
            !frames[i].intersects(frames[j]),
            "items \(i) and \(j) overlap: \(frames[i]), \(frames[j]); \(configuration), "
              + "width \(width), feed \(feed.entries.prefix(j + 1))")
        }
      }
      // The reference's own pixel rounding breaks down for absurd (but
      // valid) scales, where a pixel is wider than any coordinate.
      if configuration.displayScale.map({ $0 >= 1e-3 && $0 <= 1e3 }) ?? true {
        checkStacking(engine, frames)
      }
    }
    if isFresh, columnCount <= 1_000 {
      var fresh = engine
      fresh.prepare(width: width, itemCount: count, heights: feed)
      for index in 0..<count {
        require(
          fresh.frame(ofItemAt: index) == frames[index]
            && fresh.columns(ofItemAt: index) == engine.columns(ofItemAt: index),
          "item \(index): \(frames[index]) != fresh prepare \(fresh.frame(ofItemAt: index)!)")
      }
      require(fresh.contentSize == content, "content \(content) != fresh \(fresh.contentSize)")
      require(fresh.columnBottoms == engine.columnBottoms, "column bottoms differ from fresh")
    }
    for _ in 0..<input.integer(in: 1...3) {
      checkQuery(engine, frames, rect(content, &input))
    }
  }

  /// Every item sits at the top of the columns it covers, in index order:
  /// the reference placing each item in the engine's own columns agrees.
  func checkStacking(_ engine: Masonry, _ frames: [Rect]) {
    let columns = (0..<frames.count).map { engine.column(ofItemAt: $0)! }
    let expected = configuration.reference.layout(
      width: width, itemCount: frames.count, height: feed.height, span: feed.columnSpan,
      fixedColumns: columns)
    for (index, frame) in frames.enumerated() {
      require(
        nearlyEqual(frame, expected.frames[index]),
        "item \(index) \(frame) is not stacked as the reference \(expected.frames[index]): "
          + "\(configuration), width \(width), feed \(feed.entries)")
    }
    require(
      nearlyEqual(engine.contentSize.height, expected.contentSize.height),
      "content height \(engine.contentSize.height) != \(expected.contentSize.height)")
  }

  func rect(_ content: Size, _ input: inout FuzzInput) -> Rect {
    switch input.choice(6) {
    case 0:
      return Rect(
        x: input.double(magnitude: 1000), y: input.double(magnitude: 1000),
        width: input.double(magnitude: 1000), height: input.double(magnitude: 1000))
    case 1:
      // Far down, where a Double no longer resolves points.
      return Rect(
        x: 0, y: input.element(of: [1e15, 1e15 + 0.5, 1e16, 2e21]), width: 1e3, height: 1)
    default:
      let height = max(content.height, 1)
      return Rect(
        x: Double(input.byte()) / 255 * content.width - 20,
        y: Double(input.byte()) / 255 * height - 50,
        width: Double(input.byte()) / 128 * max(content.width, 1),
        height: Double(input.byte()) / 64 * height)
    }
  }

  func checkQuery(_ engine: Masonry, _ frames: [Rect], _ rect: Rect) {
    let found = engine.items(in: rect)
    let expected = MasonryReference.items(in: rect, frames: frames)
    require(
      found.map(\.index) == expected.map(\.index),
      "items(in: \(rect)) gave \(found.map(\.index)), brute force \(expected.map(\.index))")
    for item in found {
      require(item.frame == frames[item.index], "query frame of item \(item.index)")
    }
    var visited: [Int] = []
    engine.forEachItem(in: rect) { visited.append($0.index) }
    require(visited == found.map(\.index), "forEachItem differs from items(in:)")
  }

  // MARK: Decoding

  /// Decoding is validation: the configuration written as JSON decodes
  /// exactly when it is valid, and a failure names the invalid field; JSON
  /// with junk in a field fails with a `DecodingError`, never a trap.
  static func checkDecoding(
    _ configuration: Masonry.Configuration, _ expectedField: String?,
    _ input: inout FuzzInput
  ) {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let corrupt = input.choice(3) == 0
    let text = json(configuration, corrupt: corrupt ? input.byte() : nil)
    do {
      let decoded = try decoder.decode(Masonry.Configuration.self, from: Data(text.utf8))
      require(firstInvalidField(of: decoded) == nil, "decoded an invalid configuration \(text)")
      require((try? Masonry(configuration: decoded)) != nil, "decoded, then rejected: \(text)")
      if !corrupt {
        require(expectedField == nil, "decoded \(text), which is invalid at \(expectedField!)")
        require(decoded == configuration, "\(text) decoded to \(decoded)")
      }
    } catch let error as DecodingError {
      guard !corrupt else { return }
      guard case .dataCorrupted(let context) = error, let field = expectedField else {
        fatalError("invariant broken: \(text) failed with \(error)")
      }
      require(context.codingPath.last?.stringValue == field, "\(text): \(context.codingPath)")
    } catch {
      fatalError("invariant broken: \(text) threw a non-decoding error \(error)")
    }
  }

  /// The configuration as JSON, with NaN and infinities as the strings the
  /// decoder above accepts; with `corrupt`, one value replaced by junk.
  static func json(_ configuration: Masonry.Configuration, corrupt: UInt8?) -> String {
    let junk = [
      "1e400", "-1e400", "99999999999999999999", "\"NaN\"", "null", "true", "1.5", "[]", "{}",
      "\"\"", "-0", "1e-400",
    ]
    var slot = 0
    func number(_ value: Double) -> String {
      slot += 1
      if let corrupt, Int(corrupt) % 12 == slot { return junk[Int(corrupt) % junk.count] }
      if value.isNaN { return "\"nan\"" }
      if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
      return "\(value)"
    }
    func integer(_ value: Int) -> String {
      slot += 1
      if let corrupt, Int(corrupt) % 12 == slot { return junk[Int(corrupt) % junk.count] }
      return "\(value)"
    }
    let columns: String
    switch configuration.columns {
    case .fixed(let count): columns = "{\"fixed\": \(integer(count))}"
    case .adaptive(let minimumWidth, let maximumCount):
      let maximum = maximumCount.map { ", \"maximumCount\": \(integer($0))" } ?? ""
      columns = "{\"adaptive\": {\"minimumWidth\": \(number(minimumWidth))\(maximum)}}"
    }
    let insets = configuration.contentInsets
    var fields = [
      "\"columns\": \(columns)",
      "\"columnSpacing\": \(number(configuration.columnSpacing))",
      "\"rowSpacing\": \(number(configuration.rowSpacing))",
      "\"contentInsets\": {\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), "
        + "\"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}",
      "\"packing\": \"\(configuration.packing.rawValue)\"",
      "\"direction\": \"\(configuration.direction.rawValue)\"",
      "\"tolerance\": \(number(configuration.tolerance))",
    ]
    if let scale = configuration.displayScale {
      fields.append("\"displayScale\": \(number(scale))")
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}

extension Masonry.Configuration {
  /// The same rules, for the brute-force reference.
  var reference: MasonryReference {
    let columns: MasonryReference.Columns =
      switch self.columns {
      case .fixed(let count): .fixed(count)
      case .adaptive(let width, let count): .adaptive(minimumWidth: width, maximumCount: count)
      }
    return MasonryReference(
      columns: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
      insets: contentInsets, roundRobin: packing == .roundRobin,
      rightToLeft: direction == .rightToLeft, tolerance: tolerance, scale: displayScale)
  }
}

extension Int {
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
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
