// What the masonry fuzz target checks after every operation: the storage
// invariants, every frame against the brute-force reference (or, on a
// shelf, against its vertical twin), the change set against the frames
// before and after, the anchor, rect queries, hit-testing and
// scroll-to-item against brute force. The contracts the tests check too
// (queries, hit tests, shelves, change sets) are LayoutContractSupport's.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

extension MasonryFuzzRun {
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
    let horizontal = configuration.axis == .horizontal
    for (index, frame) in frames.enumerated() {
      require(frame.isFinite, "item \(index) has a non-finite frame \(frame)")
      require(frame.size.width >= 0 && frame.size.height >= 0, "item \(index) \(frame)")
      require(
        horizontal ? frame.maxX <= content.width : frame.maxY <= content.height,
        "item \(index) \(frame) past the content \(content)")
      let columns = engine.columns(ofItemAt: index)!
      require(
        columns.lowerBound >= 0 && columns.upperBound <= columnCount && !columns.isEmpty,
        "item \(index) columns \(columns) of \(columnCount)")
      if let column = feed.entries[index].column {
        let expected = min(max(column, 0), columnCount - columns.count)
        require(columns.lowerBound == expected, "explicit item \(index) in \(columns)")
      }
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
      if !horizontal, configuration.displayScale.map({ $0 >= 1e-3 && $0 <= 1e3 }) ?? true {
        checkStacking(engine, frames)
      }
    }
    if let twin {
      require("\(configuration), width \(width)") { try checkShelf(engine, transposes: twin) }
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
      let rect = rect(content, &input)
      let point = point(in: rect, frames: frames, &input)
      require("\(configuration), width \(width), feed \(feed.entries)") {
        try checkQueries(engine, in: rect, frames: frames)
        try checkHitTest(engine, at: point, frames: frames)
      }
      checkScroll(
        engine, to: index(&input), in: rect,
        alignment: input.element(of: Masonry.ScrollAlignment.allCases))
    }
  }

  /// Every item sits at the top of the columns it covers, in index order:
  /// the reference placing each item in the engine's own columns agrees.
  func checkStacking(_ engine: Masonry, _ frames: [Rect]) {
    let columns = (0..<frames.count).map { engine.column(ofItemAt: $0)! }
    let expected = configuration.reference.layout(
      width: width, itemCount: frames.count, height: feed.height, span: feed.columnSpan,
      fixedColumns: columns, explicitColumn: feed.column)
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

  /// The change set names exactly the removed and inserted items, maps
  /// the survivors both ways, and lists every survivor whose frame moved.
  func checkChanges(_ changes: Masonry.Changes, before: [Rect], after: [Rect]) {
    require("\(configuration)") {
      try LayoutContractSupport.checkChanges(changes, before: before, after: after)
    }
  }

  /// An anchor followed through an update restores to a finite offset in
  /// the content; when its item survived and nothing clamps, the item is
  /// at the distance the anchor recorded along the flow.
  func checkAnchor(
    _ anchor: Masonry.Anchor, changes: Masonry.Changes, viewport: Rect, _ engine: Masonry
  ) {
    let updated = anchor.updated(by: changes)
    let offset = engine.contentOffset(restoring: updated, in: viewport)
    require(offset.x.isFinite && offset.y.isFinite, "restored offset \(offset)")
    let horizontal = configuration.axis == .horizontal
    let shown = viewport.standardized
    // The viewport's length along the flow as the engine reads it: not
    // finite or negative as 0, clamped to the larger of the length limit
    // and the content's length (items of the longest length make content
    // longer than it).
    let raw = horizontal ? shown.width : shown.height
    let (along, extent) =
      horizontal ? (offset.x, engine.contentSize.width) : (offset.y, engine.contentSize.height)
    let length = raw.isFinite && raw > 0 ? min(raw, max(Masonry.maximumLength, extent)) : 0
    let maximum = max(0, extent - length)
    require(along >= 0 && along <= maximum + 1e-9 * max(1, maximum), "offset \(offset) outside")
    guard let index = updated.index, let frame = engine.frame(ofItemAt: index),
      along > 0, along < maximum, !horizontal || configuration.layoutDirection == .leftToRight
    else { return }
    let distance = (horizontal ? frame.minX : frame.minY) - along
    require(
      abs(distance - updated.distance) <= 1e-6 * max(1, abs(extent)),
      "anchor item \(index) at \(distance), recorded \(updated.distance)")
  }

  func rect(_ content: Size, _ input: inout FuzzInput) -> Rect {
    switch input.choice(6) {
    case 0:
      return Rect(
        x: input.double(magnitude: 1000), y: input.double(magnitude: 1000),
        width: input.double(magnitude: 1000), height: input.double(magnitude: 1000))
    case 1:
      // Far along, where a Double no longer resolves points.
      let far = input.element(of: [1e15, 1e15 + 0.5, 1e16, 2e21])
      return configuration.axis == .horizontal
        ? Rect(x: far, y: 0, width: 1, height: 1e3) : Rect(x: 0, y: far, width: 1e3, height: 1)
    default:
      let (width, height) = (max(content.width, 1), max(content.height, 1))
      return Rect(
        x: Double(input.byte()) / 255 * width - 50, y: Double(input.byte()) / 255 * height - 50,
        width: Double(input.byte()) / 128 * width, height: Double(input.byte()) / 64 * height)
    }
  }

  /// A point to tap: often a frame's corner, edge or centre, where the
  /// edge rules decide.
  func point(in rect: Rect, frames: [Rect], _ input: inout FuzzInput) -> Point {
    guard !frames.isEmpty, input.flag() else { return Point(x: rect.minX, y: rect.minY) }
    let frame = frames[input.integer(in: 0...(frames.count - 1))]
    return Point(
      x: input.element(of: [frame.minX, frame.maxX, frame.midX, frame.minX.nextDown]),
      y: input.element(of: [frame.minY, frame.maxY, frame.midY, frame.maxY.nextDown]))
  }

  func checkScroll(
    _ engine: Masonry, to index: Int, in viewport: Rect, alignment: Masonry.ScrollAlignment
  ) {
    let offset = engine.contentOffset(showing: index, alignment: alignment, in: viewport)
    guard index >= 0, index < engine.itemCount else {
      require(offset == nil, "an offset for item \(index) of \(engine.itemCount)")
      return
    }
    guard let offset else { fatalError("invariant broken: no offset for item \(index)") }
    // Along the flow the offset is clamped to the content; across it, it
    // is the viewport's own (sanitised).
    let along = configuration.axis == .horizontal ? offset.x : offset.y
    require(offset.x.isFinite && offset.y.isFinite && along >= 0, "scroll offset \(offset)")
  }
}
