// The host fuzz target's other operations, each made as a collection view
// makes it and applied to the model as MasonryHost documents it: bounds
// changes (scrolls, new widths, NaN and huge bounds), measured heights
// (NaN, negative, infinite, huge, and for paths that do not exist),
// reloads and new configurations, drags to reorder, and the settings.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

extension HostFuzzRun {
  // MARK: Bounds

  /// A scroll (the same size elsewhere) or a new size, sometimes absurd.
  mutating func changeBounds(_ input: inout FuzzInput) {
    var new = viewport(&input)
    if input.flag() { new = Rect(origin: new.origin, size: viewport.size) }
    moveBounds(to: new, &input)
  }

  /// What a collection view does when its bounds change: asks whether to
  /// invalidate, takes the invalidation, prepares, and asks for the
  /// target offset. "`true` when the width across the columns changes, on
  /// a scroll back toward the content's start while measurements above
  /// the viewport have left gaps, ... otherwise `false`" without pinned
  /// headers; a new width invalidates the layout, which the next prepare
  /// lays out again with every item read at the new width. A scroll back
  /// over gaps invalidates no element by name (it may resize the
  /// content, as a gap closes).
  mutating func moveBounds(to new: Rect, _ input: inout FuzzInput) {
    let old = viewport
    let widthChanges = breadth(of: old) != breadth(of: new)
    trace("bounds \(old) -> \(new)")
    let overGaps = !widthChanges && scrollsBack(from: old, to: new) && host.layout._hasAnyGap
    let should = host.shouldInvalidate(forBoundsChangeFrom: old, to: new)
    require(
      should == (widthChanges || overGaps) || (host.pinsHeaders && !widthChanges),
      "shouldInvalidate \(should) from \(old) to \(new)")
    let invalidation = host.invalidation(forBoundsChangeFrom: old, to: new)
    require(
      invalidation.invalidatesLayout == widthChanges,
      "invalidation \(invalidation) from \(old) to \(new)")
    if !widthChanges, !host.pinsHeaders {
      // No offset adjustment, but on a right-to-left shelf, where a gap
      // closed over the scroll moves every element by the content's
      // change, and the offset takes it.
      let configuration = host.configuration
      let flowsFromTheRight =
        configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
      let adjustment =
        flowsFromTheRight && overGaps
        ? Point(x: invalidation.contentSizeAdjustment.width, y: 0) : .zero
      require(
        invalidation.items.isEmpty && invalidation.headers.isEmpty
          && invalidation.footers.isEmpty && invalidation.contentOffsetAdjustment == adjustment
          && (overGaps || invalidation.isEmpty),
        "a scroll without pinning invalidates \(invalidation)")
    }
    checkFinite(invalidation, "bounds \(old) -> \(new)")
    viewport = new
    let relayout = breadth(of: new) != breadth
    let reason = host.prepare(viewport: new, source: feed)
    require(
      reason == (relayout ? .widthChanged : .unchanged),
      "a prepare for \(new) at \(breadth): \(reason)")
    if relayout {
      didLayOutEverything()
      traceFeed()
    }
    let target = host.targetContentOffset(forProposedContentOffset: new.origin)
    if new.origin.isFinite { require(target.isFinite, "target offset \(target) for \(new)") }
    if input.flag() { host.didRestoreContentOffset() }
  }

  /// Whether `old` to `new`, of one size, moves toward the content's
  /// start along the flow (the left on a left-to-right shelf, the right on
  /// a right-to-left one). On a right-to-left shelf `old` is read where
  /// what it showed stands now (the host's `_boundsAsShownNow(_:)`: the
  /// content's change since the host last saw the bounds moved it; this
  /// harness does not apply offset adjustments).
  func scrollsBack(from old: Rect, to new: Rect) -> Bool {
    let old = host._boundsAsShownNow(old)
    guard old.size == new.size else { return false }
    let configuration = host.configuration
    if configuration.axis == .vertical { return new.minY < old.minY }
    return configuration.layoutDirection == .rightToLeft
      ? new.minX > old.minX : new.minX < old.minX
  }

  // MARK: Measured heights

  /// One or more cells' measured heights, sometimes after a scroll the
  /// host learns of only through `setViewport(_:)`.
  mutating func measure(_ input: inout FuzzInput) {
    if input.choice(4) == 0 {
      let new = Rect(origin: viewport(&input).origin, size: viewport.size)
      host.setViewport(new)
      viewport = new
    }
    for _ in 0...input.choice(4) {
      let path = itemPath(&input)
      measure(measuredHeight(at: path, &input), at: path)
    }
  }

  /// A measured height: usually an ordinary one, sometimes the item's own
  /// or one near it, NaN, negative, infinite, zero or huge.
  func measuredHeight(at path: ItemPath, _ input: inout FuzzInput) -> Double {
    let current =
      sections.indices.contains(path.section)
        && sections[path.section].items.indices.contains(path.item)
      ? sections[path.section].items[path.item].length : 0
    switch input.choice(8) {
    case 0:
      return input.element(of: [
        .nan, -1, .infinity, -.infinity, 0, -0.0, 1e12, 1e13, 1e300, .greatestFiniteMagnitude,
      ])
    case 1: return current
    case 2: return current + Double(input.choice(5)) - 2
    default: return input.length(magnitude: 300)
    }
  }

  /// Measures one item, as a collection view asks: whether it changes
  /// anything, then the invalidation. "A measured height that is NaN,
  /// infinite or negative changes nothing ... A height of 0 is a real
  /// measurement ... A height above `Masonry.maximumLength` counts as that
  /// maximum. A path that does not exist, and any height during a drag,
  /// answer `false`"; "the height stays in the engine ... until the item
  /// is reloaded or the width changes".
  mutating func measure(_ height: Double, at path: ItemPath) {
    let exists =
      sections.indices.contains(path.section)
      && sections[path.section].items.indices.contains(path.item)
    let usable = exists && height.isFinite && height >= 0 && host.movingItem == nil
    let should = host.shouldInvalidate(forMeasuredHeight: height, ofItemAt: path)
    let oldSize = host.contentSize
    let invalidation = host.setMeasuredHeight(height, ofItemAt: path)
    trace("measured \(height) at \(path): \(invalidation.map { "\($0)" } ?? "nothing")")
    require(
      (invalidation != nil) == should,
      "shouldInvalidate \(should), setMeasuredHeight \(String(describing: invalidation))")
    guard usable else {
      require(invalidation == nil, "measured \(height) at \(path) changed the layout")
      return
    }
    let measured = min(height, Masonry.maximumLength)
    sections[path.section].items[path.item].held = measured
    guard let invalidation else { return }
    // Set keeping columns "whatever updateMode says".
    sections[path.section].isFresh = false
    require(invalidation.items.contains(path), "\(path) missing from \(invalidation.items)")
    checkFinite(invalidation, "measured \(height) at \(path)")
    let size = host.contentSize
    let change = Size(width: size.width - oldSize.width, height: size.height - oldSize.height)
    require(
      invalidation.contentSizeAdjustment == change,
      "content size \(oldSize) -> \(size), adjustment \(invalidation.contentSizeAdjustment)")
  }

  // MARK: Reloads and configurations

  /// `reloadData()` (sometimes after the data changed without a batch) or
  /// a new configuration, valid or not: the next prepare reads the whole
  /// feed again, measured heights included.
  mutating func reload(_ input: inout FuzzInput) {
    switch input.choice(3) {
    case 0:
      sections = (0..<input.integer(in: 0...5)).map { _ in newSection(&input) }
    case 1:
      for section in sections.indices {
        for item in sections[section].items.indices where input.choice(4) == 0 {
          let isRatio = sections[section].items[item].isRatio
          sections[section].items[item].value = estimate(isRatio: isRatio, &input)
        }
      }
    default: break
    }
    var configured = false
    if input.choice(3) == 0 {
      var new = Self.configuration(&input)
      switch input.choice(6) {
      case 0: new.columns = .fixed(input.element(of: [0, -1, Masonry.maximumColumnCount + 1]))
      case 1: new.rowSpacing = input.element(of: [.nan, -1, .infinity])
      default: break
      }
      do {
        try host.setConfiguration(new)
        configuration = new
        configured = true
        trace("configuration \(new)")
      } catch {
        // "The host is then unchanged."
        require((try? new.validate()) == nil, "a valid configuration threw \(error): \(new)")
      }
    }
    if !configured || input.flag() { host.invalidate(everything: true) }
    trace("reload")
    let reason = host.prepare(viewport: viewport, source: feed)
    require(reason == .reloaded, "a prepare after a reload: \(reason)")
    didLayOutEverything()
    traceFeed()
  }

  // MARK: Drags

  /// A drag to reorder: begun on an item (or a path that does not exist),
  /// moved to targets under the finger (or past a section's end), with
  /// scrolls and measured heights on the way, then ended or cancelled.
  mutating func drag(_ input: inout FuzzInput) {
    let path = itemPath(&input)
    let exists =
      sections.indices.contains(path.section)
      && sections[path.section].items.indices.contains(path.item)
    let began = host.beginMoving(itemAt: path)
    trace("drag \(path): \(began)")
    require(began == exists, "beginMoving(itemAt: \(path)) \(began)")
    guard began else { return }
    let origin = host.layout.allElements()
    let saved = sections
    for _ in 0...input.choice(4) {
      switch input.choice(8) {
      case 0:
        moveBounds(to: Rect(origin: viewport(&input).origin, size: viewport.size), &input)
      case 1:
        measure(input.length(magnitude: 300), at: itemPath(&input))
      default:
        dragStep(&input)
      }
      // The layout during the drag is the one it began from with one move
      // applied, from the source to the current target.
      guard let (source, target) = host.movingItem else {
        fatalError("invariant broken: the drag ended on its own")
      }
      sections = movedByEngine(saved, from: source, to: target)
      check(&input)
      sections = saved
    }
    if input.flag() {
      let invalidation = host.cancelMoving()
      checkFinite(invalidation, "cancel")
      require(
        host.layout.allElements() == origin, "a cancelled drag did not restore every frame")
      trace("  cancelled")
    } else {
      guard let (source, target) = host.endMoving() else {
        fatalError("invariant broken: no drag to end")
      }
      trace("  ended \(source) -> \(target)")
      // "The data source then moves the item from the source path to the
      // returned one."
      sections = movedByEngine(saved, from: source, to: target)
    }
    require(host.movingItem == nil, "a drag after its end")
    // The next layout pass.
    _ = host.prepare(viewport: viewport, source: feed)
  }

  /// One move of the finger: the target under it (sometimes one past a
  /// section's end instead), and where the dragged item is drawn.
  mutating func dragStep(_ input: inout FuzzInput) {
    let position = point(&input)
    guard let target = host.targetPath(forMovingItemTo: position) else {
      fatalError("invariant broken: no target for \(position) in \(sections.count) sections")
    }
    // "Item 0 of a section with no items", else an item of the layout as
    // the drag has it.
    let count = host.layout.itemCount(inSection: target.section) ?? -1
    require(
      target.item >= 0 && target.item < max(count, 1), "target \(target) of \(count) items")
    var destination = target
    switch input.choice(8) {
    case 0: destination.item = input.element(of: [-1, count, count + 3, Int.max])
    case 1: destination = itemPath(&input)
    default: break
    }
    let invalidation = host.moveItem(to: destination)
    trace("  finger \(position): \(target), moved to \(destination)")
    checkFinite(invalidation, "drag to \(destination)")
    guard let appearance = host.appearanceOfMovingItem(at: position) else {
      fatalError("invariant broken: no appearance for the dragged item at \(position)")
    }
    require(
      appearance.frame.isFinite && appearance.alpha == 1 && appearance.zIndex == 3,
      "the dragged item at \(position) drawn at \(appearance)")
  }

  /// A finger: usually within the content, sometimes NaN, infinite or
  /// far out.
  func point(_ input: inout FuzzInput) -> Point {
    if input.choice(8) == 0 {
      return Point(x: input.double(magnitude: 1e4), y: input.double(magnitude: 1e4))
    }
    let size = host.contentSize
    return Point(
      x: Double(input.choice(101)) / 100 * (size.width.isFinite ? size.width : 0),
      y: Double(input.choice(101)) / 100 * (size.height.isFinite ? size.height : 0))
  }

  /// The feed after the engine's own move of one item, keeping columns (a
  /// drag "always keeps columns"): "it keeps its height, span and explicit
  /// column" within its section; into another, "keeping its length along
  /// the flow and the number of columns it covered ...; an explicit
  /// column does not travel with it" (`SectionedMasonry.moveItem`).
  func movedByEngine(_ feed: [HostSection], from: ItemPath, to: ItemPath) -> [HostSection] {
    var feed = feed
    require(
      feed.indices.contains(from.section) && feed[from.section].items.indices.contains(from.item)
        && feed.indices.contains(to.section),
      "a move from \(from) to \(to) in \(feed.count) sections")
    var item = feed[from.section].items.remove(at: from.item)
    require(
      to.item >= 0 && to.item <= feed[to.section].items.count,
      "a move from \(from) to \(to), past the section's end")
    item.held = item.length
    if from.section != to.section {
      item.heldSpan = item.covered
      item.dropsColumn = true
    }
    feed[to.section].items.insert(item, at: to.item)
    feed[from.section].isFresh = false
    feed[to.section].isFresh = false
    return feed
  }

  // MARK: Settings

  /// The update mode, pinning, or a prepare with nothing to do
  /// ("Otherwise it does nothing").
  mutating func changeSettings(_ input: inout FuzzInput) {
    switch input.choice(3) {
    case 0: host.updateMode = host.updateMode == .reflow ? .keepColumns : .reflow
    case 1: host.pinsHeaders.toggle()
    default:
      let reason = host.prepare(viewport: viewport, source: feed)
      require(reason == .unchanged, "a prepare with nothing to do: \(reason)")
    }
    trace("settings: \(host.updateMode), pins \(host.pinsHeaders)")
  }
}
