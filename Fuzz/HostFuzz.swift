// The masonry host fuzz target: the input bytes pick a configuration
// (either axis, either direction, a display scale or none), a feed of
// sections (items with estimated heights that may be NaN, negative,
// infinite, zero or huge, spans and explicit columns; header and footer
// heights; a section's own configuration, valid or not), and a sequence
// of what a collection view does to its layout's `MasonryHost`: batch
// updates read by UIKit's rules (HostFuzz+Batches.swift), consistent or
// not; bounds changes, measured heights, reloads, new configurations,
// drags and settings (HostFuzz+Operations.swift). After each,
// HostFuzz+Checks.swift compares the host with a fresh `SectionedMasonry`
// prepared from the same data with the heights the host should hold by
// its documentation (HostFuzz+Model.swift); a broken rule traps. Built
// and run by Scripts/fuzz.

import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzHost(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  var run = HostFuzzRun()
  run.start(&input)
  return 0
}

struct HostFuzzRun {
  /// The host's configuration, as the model knows it.
  var configuration = Masonry.Configuration()
  /// The feed as the data source holds it now, with what the host should
  /// hold for each item.
  var sections: [HostSection] = []
  /// The scroll view's bounds, as the host was last told them.
  var viewport = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The width across the columns the host's layout should be prepared
  /// at.
  var breadth: Double = 0
  var host: MasonryHost
  /// The next identity for a new item or section.
  var nextID = 0

  /// The most sections and items per section a batch grows the feed to:
  /// enough for every kind of edit, few enough that a check of every
  /// frame stays cheap.
  static let maximumSections = 8
  static let maximumItems = 16

  init() {
    // The default configuration is valid.
    host = try! MasonryHost()
  }

  mutating func start(_ input: inout FuzzInput) {
    configuration = Self.configuration(&input)
    guard let host = try? MasonryHost(configuration: configuration) else {
      fatalError("invariant broken: a valid configuration was rejected: \(configuration)")
    }
    self.host = host
    self.host.pinsHeaders = input.flag()
    self.host.updateMode = input.flag() ? .reflow : .keepColumns
    sections = (0..<input.integer(in: 0...5)).map { _ in newSection(&input) }
    viewport = self.viewport(&input)
    trace("\(configuration), \(self.host.updateMode), viewport \(viewport)")
    traceFeed()
    let reason = self.host.prepare(viewport: viewport, source: feed)
    require(reason == .reloaded, "the first prepare \(reason), not a layout")
    didLayOutEverything()
    check(&input)

    var steps = 0
    while !input.isExhausted, steps < 16 {
      steps += 1
      switch input.choice(16) {
      case 0...5: batch(&input, consistent: true)
      case 6: batch(&input, consistent: false)
      case 7, 8: changeBounds(&input)
      case 9, 10: measure(&input)
      case 11: reload(&input)
      case 12, 13: drag(&input)
      default: changeSettings(&input)
      }
      check(&input)
    }
  }

  /// The feed as the data source answers.
  var feed: HostFeed { HostFeed(sections: sections, isHeld: false) }

  /// After a layout of the whole feed (a reload, a width change, a
  /// configuration, a batch handled as a reload): every item read from the
  /// source again at the viewport's width, every section placed afresh,
  /// and the sections whose configuration fails validation named ("at the
  /// last full layout", `invalidConfigurationSections`).
  mutating func didLayOutEverything() {
    breadth = breadth(of: viewport)
    for section in sections.indices {
      sections[section].isFresh = true
      for item in sections[section].items.indices { sections[section].items[item].readAgain() }
    }
    let invalid = sections.indices.filter { index in
      sections[index].configuration.map { (try? $0.validate()) == nil } ?? false
    }
    require(
      host.invalidConfigurationSections == invalid,
      "invalid sections \(host.invalidConfigurationSections), expected \(invalid)")
  }

  /// The width across the columns a viewport gives: its width on the
  /// vertical axis, its height on the horizontal one, standardised, then
  /// sanitised as a container width ("NaN, infinite or negative counts as
  /// 0; above `Masonry.maximumLength` counts as that maximum").
  func breadth(of viewport: Rect) -> Double {
    let size = viewport.standardized.size
    let across = configuration.axis == .vertical ? size.width : size.height
    guard across.isFinite, across > 0 else { return 0 }
    return min(across, Masonry.maximumLength)
  }

  // MARK: Tracing

  /// Prints what the run does when FUZZ_TRACE is set (for replaying a
  /// crash).
  func trace(_ message: @autoclosure () -> String) {
    if Self.tracing { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
  }

  func traceFeed() {
    trace("  feed at \(breadth): " + sections.map(\.description).joined(separator: "; "))
  }

  static let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

  // MARK: Inputs

  static func configuration(_ input: inout FuzzInput) -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    configuration.columns =
      input.choice(4) == 0
      ? .adaptive(minimumWidth: Double(input.integer(in: 1...400)), maximumCount: nil)
      : .fixed(input.integer(in: 1...4))
    if input.flag() { configuration.columnSpacing = Double(input.choice(17)) }
    if input.flag() { configuration.rowSpacing = Double(input.choice(17)) / 2 }
    if input.choice(4) == 0 {
      configuration.contentInsets = EdgeInsets(
        top: Double(input.choice(21)), left: Double(input.choice(21)),
        bottom: Double(input.choice(21)), right: Double(input.choice(21)))
    }
    let packing = input.byte()
    configuration.packing = packing & 1 == 1 ? .roundRobin : .shortestColumn
    configuration.tieBreaking = packing & 2 == 2 ? .placementCursor : .readingOrder
    configuration.layoutDirection = packing & 4 == 4 ? .rightToLeft : .leftToRight
    if packing & 8 == 8 { configuration.displayScale = 3 }
    configuration.axis = packing & 48 == 48 ? .horizontal : .vertical
    return configuration
  }

  /// A new section, with an identity of its own.
  mutating func newSection(_ input: inout FuzzInput) -> HostSection {
    var section = HostSection(id: takeID())
    section.items = (0..<input.integer(in: 0...6)).map { _ in newItem(&input) }
    if input.flag() { section.header = input.length(magnitude: 60) }
    if input.choice(3) == 0 { section.footer = input.length(magnitude: 40) }
    switch input.choice(10) {
    case 0:
      var own = Masonry.Configuration(columns: .fixed(input.integer(in: 1...4)))
      own.rowSpacing = Double(input.choice(9))
      section.configuration = own
    case 1:
      // One that fails validation: the host lays it out with its own.
      section.configuration = Masonry.Configuration(
        columns: .fixed(input.element(of: [0, -1, Int.max])))
    default: break
    }
    return section
  }

  /// A new item, with an identity of its own.
  mutating func newItem(_ input: inout FuzzInput) -> HostItem {
    let isRatio = input.choice(4) == 0
    let span = input.choice(6) == 0 ? input.element(of: [2, 3, 0, -1, Int.max]) : 1
    let column: Int? = input.choice(8) == 0 ? input.element(of: [0, 1, 3, -1, Int.max]) : nil
    return HostItem(
      id: takeID(), value: estimate(isRatio: isRatio, &input), isRatio: isRatio, span: span,
      column: column)
  }

  /// An estimated height: usually an ordinary one, sometimes NaN, an
  /// infinity, a negative, zero or a huge value.
  func estimate(isRatio: Bool, _ input: inout FuzzInput) -> Double {
    isRatio ? input.double(magnitude: 2) : input.double(magnitude: 300)
  }

  mutating func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// A viewport: usually the screen somewhere along the content,
  /// sometimes with NaN, infinite, negative or huge components.
  func viewport(_ input: inout FuzzInput) -> Rect {
    if input.choice(10) == 0 {
      return Rect(
        x: input.double(magnitude: 1e4), y: input.double(magnitude: 1e4),
        width: input.double(magnitude: 1e3), height: input.double(magnitude: 1e3))
    }
    let across = Double(input.integer(in: 0...32) * 25)
    let along = Double(input.integer(in: 1...32) * 25)
    let content = host.contentSize
    let length = configuration.axis == .vertical ? content.height : content.width
    let flow = (length.isFinite ? length : 0) * Double(input.choice(101)) / 100 - 40
    return configuration.axis == .vertical
      ? Rect(x: 0, y: flow, width: across, height: along)
      : Rect(x: flow, y: 0, width: along, height: across)
  }

  /// A section index: usually one of the feed's, sometimes absurd.
  func sectionIndex(_ input: inout FuzzInput) -> Int {
    if input.choice(10) == 0 {
      return input.element(of: [Int.min, -1, Int.max, sections.count])
    }
    return sections.isEmpty ? 0 : input.integer(in: 0...(sections.count - 1))
  }

  /// An item path: usually one of the feed's, sometimes one that does not
  /// exist.
  func itemPath(_ input: inout FuzzInput) -> ItemPath {
    let section = sectionIndex(&input)
    let count = sections.indices.contains(section) ? sections[section].items.count : 0
    if input.choice(10) == 0 {
      return ItemPath(section: section, item: input.element(of: [Int.min, -1, Int.max, count]))
    }
    return ItemPath(section: section, item: count == 0 ? 0 : input.integer(in: 0...(count - 1)))
  }

  /// A rect around the content, sometimes absurd.
  func rect(_ input: inout FuzzInput) -> Rect {
    if input.choice(10) == 0 {
      return Rect(
        x: input.double(magnitude: 1e4), y: input.double(magnitude: 1e4),
        width: input.double(magnitude: 1e4), height: input.double(magnitude: 1e4))
    }
    let size = host.contentSize
    let width = size.width.isFinite ? size.width : 0
    let height = size.height.isFinite ? size.height : 0
    return Rect(
      x: Double(input.integer(in: 0...100)) / 100 * width - 20,
      y: Double(input.integer(in: 0...100)) / 100 * height - 20,
      width: Double(input.integer(in: 0...100)) / 50 * max(width, 100),
      height: Double(input.integer(in: 1...100)) / 100 * max(height, 100))
  }
}
