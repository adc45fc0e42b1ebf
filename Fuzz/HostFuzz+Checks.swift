// What the host fuzz target checks after every operation, against a fresh
// `SectionedMasonry` prepared from the feed as the host should hold it
// (HostFuzz+Model.swift): the engine's invariants; the same sections and
// items; every item's length along the flow, and every header's and
// footer's; for a section placed afresh since its last edit that kept
// columns, every frame (and with every section so, every element and the
// content size); for the others, no two items overlapping and every item
// within its section's content; `elements(in:)` and `element(_:for:)`
// against a scan of every element; and finite target offsets.

import LayoutContractSupport
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

extension HostFuzzRun {
  /// Checks the host against a fresh layout of the held feed, and records
  /// each item's length and columns in that layout (what a move carries).
  mutating func check(_ input: inout FuzzInput) {
    let layout = host.layout
    // Traps on any broken invariant (built with LAYOUT_INTERNAL_CHECKS).
    layout._checkInvariants()
    require(host.configuration == configuration, "configuration \(host.configuration)")
    let fresh = freshLayout()
    require(
      layout.sectionCount == sections.count,
      "\(layout.sectionCount) sections, the feed has \(sections.count)")
    let size = layout.contentSize
    require(size.isFinite, "content size \(size)")
    let vertical = configuration.axis == .vertical
    require(
      (vertical ? size.width : size.height) == breadth,
      "the layout is \(size) for a breadth of \(breadth)")

    var everyFresh = true
    for (index, section) in sections.enumerated() {
      require(
        layout.itemCount(inSection: index) == section.items.count,
        "section \(index): \(layout.itemCount(inSection: index) ?? -1) items, "
          + "the feed has \(section.items.count)")
      guard let engine = layout.masonry(inSection: index),
        let expected = fresh.masonry(inSection: index)
      else { fatalError("invariant broken: section \(index) has no engine") }
      require(
        engine.configuration == expected.configuration,
        "section \(index) laid out with \(engine.configuration), "
          + "a fresh layout with \(expected.configuration)")
      checkSupplementaries(index, layout, fresh)
      let scale = engine.configuration.displayScale
      for item in section.items.indices {
        let frame = engine.frame(ofItemAt: item)!
        let want = expected.frame(ofItemAt: item)!
        require(
          Self.sameLength(frame.height, want.height, scale: scale),
          "[\(index), \(item)] (\(section.items[item])) is \(frame.height) long, "
            + "a fresh layout of what the host should hold gives \(want.height)")
        // A span is clamped to the section's columns wherever the item
        // stands.
        let covered = engine.columns(ofItemAt: item)!.count
        let freshCovered = expected.columns(ofItemAt: item)!.count
        require(
          section.items[item].placementUnknown || covered == freshCovered,
          "[\(index), \(item)] (\(section.items[item])) covers \(covered) columns, "
            + "a fresh layout \(freshCovered)")
        // What a move carries is the length the layout reports: with a
        // display scale, the same pixels give points that round by where
        // the frame stands.
        sections[index].items[item].length = frame.height
        sections[index].items[item].covered = covered
      }
      if section.isFresh, !section.items.contains(where: \.placementUnknown) {
        for item in section.items.indices {
          require(
            engine.frame(ofItemAt: item) == expected.frame(ofItemAt: item)
              && engine.columns(ofItemAt: item) == expected.columns(ofItemAt: item),
            "[\(index), \(item)] at \(engine.frame(ofItemAt: item)!), "
              + "a fresh layout at \(expected.frame(ofItemAt: item)!)")
        }
        require(
          engine.contentSize == expected.contentSize,
          "section \(index) items \(engine.contentSize), fresh \(expected.contentSize)")
      } else {
        everyFresh = false
        checkPlacement(of: engine, section: index)
      }
    }
    if everyFresh {
      require(size == fresh.contentSize, "content \(size), a fresh layout's \(fresh.contentSize)")
      let shown = host.viewport
      require(
        layout.allElements(pinnedIn: shown) == fresh.allElements(pinnedIn: shown),
        "the elements differ from a fresh layout's")
    }
    checkQueries(layout, &input)
  }

  /// The feed as the host should hold it, laid out afresh at the model's
  /// breadth.
  func freshLayout() -> SectionedMasonry {
    guard var fresh = try? SectionedMasonry(configuration: configuration) else {
      fatalError("invariant broken: the configuration stopped working: \(configuration)")
    }
    fresh.pinsHeaders = host.pinsHeaders
    do {
      try fresh.prepare(width: breadth, sections: HostFeed(sections: sections, isHeld: true))
    } catch {
      fatalError("invariant broken: a fresh prepare of the held feed threw \(error)")
    }
    return fresh
  }

  /// A layout frame's length along the flow. (A section's engine lays out
  /// a vertical feed on either axis: its frames' length is their height.)
  func length(of frame: Rect) -> Double {
    configuration.axis == .vertical ? frame.size.height : frame.size.width
  }

  /// Whether two lengths along the flow are the same: exactly, or with a
  /// display scale the same whole number of pixels ("an item's length in
  /// pixels is its height times the scale rounded"; in points a frame's
  /// size is the difference of its pixel edges, which rounds by where the
  /// frame stands, and keeping columns puts it elsewhere).
  static func sameLength(_ a: Double, _ b: Double, scale: Double?) -> Bool {
    guard let scale else { return a == b }
    return (a * scale).rounded() == (b * scale).rounded()
  }

  /// Headers and footers exist where the feed has a height above 0, with
  /// the fresh layout's lengths.
  func checkSupplementaries(_ index: Int, _ layout: SectionedMasonry, _ fresh: SectionedMasonry) {
    let section = sections[index]
    let header = layout.headerFrame(inSection: index)
    let footer = layout.footerFrame(inSection: index)
    require(
      (header != nil) == HostSection.exists(section.header)
        && (footer != nil) == HostSection.exists(section.footer),
      "section \(index): header \(String(describing: header)), footer "
        + "\(String(describing: footer)) for heights \(section.header), \(section.footer)")
    let freshHeader = fresh.headerFrame(inSection: index).map(length(of:))
    let freshFooter = fresh.footerFrame(inSection: index).map(length(of:))
    // A right-to-left shelf reports every frame mirrored across the
    // content (`x' = contentWidth - maxX`), its width the difference of two
    // mirrored edges, which rounds by the content's length: where the
    // host's placement differs from the fresh one, so does the rounding.
    let mirrors =
      configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
    let slack =
      mirrors ? 2 * max(layout.contentSize.width.ulp, fresh.contentSize.width.ulp) : 0
    func same(_ a: Double?, _ b: Double?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      return abs(a - b) <= slack
    }
    require(
      same(header.map(length(of:)), freshHeader) && same(footer.map(length(of:)), freshFooter),
      "section \(index): header and footer \(String(describing: header)), "
        + "\(String(describing: footer)), fresh lengths \(String(describing: freshHeader)), "
        + "\(String(describing: freshFooter))")
  }

  /// A section placed by edits that kept columns: no two of its items
  /// overlap, and each lies along the flow within its engine's content
  /// (across it, insets wider than the container put columns past its
  /// edge).
  func checkPlacement(of engine: Masonry, section index: Int) {
    let frames = Array(engine.frames)
    let content = engine.contentSize
    for (item, frame) in frames.enumerated() {
      require(
        frame.isFinite && frame.minY >= 0 && frame.maxY <= content.height,
        "[\(index), \(item)] \(frame) outside its section's content \(content)")
      for other in frames.indices where other > item {
        require(
          !frame.intersects(frames[other]),
          "[\(index), \(item)] \(frame) and [\(index), \(other)] \(frames[other]) overlap")
      }
    }
  }

  /// `elements(in:)` for random rects and `element(_:for:)` for a random
  /// path against a scan of every element, headers pinned for the host's
  /// viewport; and a finite target offset.
  func checkQueries(_ layout: SectionedMasonry, _ input: inout FuzzInput) {
    let everything = layout.allElements(pinnedIn: host.viewport)
    for _ in 0...input.choice(3) {
      let rect = self.rect(&input)
      let area = rect.standardized
      let expected = everything.filter { $0.frame.intersects(area) }
      let found = host.elements(in: rect)
      require(
        found == expected,
        "elements(in: \(rect)) gave \(found.count), a scan \(expected.count): "
          + "\(found.prefix(4)) against \(expected.prefix(4))")
    }
    let path = itemPath(&input)
    for kind in SectionedMasonry.Element.Kind.allCases {
      let named = kind == .item ? path : ItemPath(section: path.section, item: 0)
      let expected = everything.first { $0.kind == kind && $0.path == named }
      require(
        host.element(kind, for: named) == expected,
        "element(\(kind), for: \(named)) is \(String(describing: host.element(kind, for: named))), "
          + "a scan finds \(String(describing: expected))")
    }
    let proposed = Point(
      x: Double(input.integer(in: 0...400)) - 100, y: Double(input.integer(in: 0...400)) - 100)
    let target = host.targetContentOffset(forProposedContentOffset: proposed)
    require(target.isFinite, "target offset \(target) for \(proposed)")
  }

  /// An invalidation's adjustments are finite.
  func checkFinite(_ invalidation: MasonryHost.Invalidation, _ context: @autoclosure () -> String) {
    require(
      invalidation.contentOffsetAdjustment.isFinite && invalidation.contentSizeAdjustment.isFinite,
      "\(context()): invalidation \(invalidation)")
  }
}
