// The wheel fuzz target: the input bytes pick a wheel (valid or not), its
// updates, a fade (valid or not), options (the axis and side, the scroll
// model and its distance per item, the layout direction, the snapping mode
// among them), and a series of viewports, offsets, item counts, velocities,
// lifts, steps, count changes and points; the target checks that invalid
// configuration throws (and decodes to an error), that every answer is
// finite and in range, that the visible items and hit tests equal a brute
// force over all items, that right to left is the mirror image of left to
// right, and, for moderate wheels, that items and landings agree with the
// independent reference wheel. Built and run by Scripts/fuzz.

import CircularLayout
import Foundation
import LayoutGeometry
import LayoutTestSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzWheel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  WheelFuzzRun.start(&input)
  return 0
}

enum WheelFuzzRun {
  static func isValidLength(_ value: Double) -> Bool {
    value.isFinite && value > 0 && value <= 0x1p53
  }

  /// The first argument the rules reject, written out independently of
  /// the engine's checks.
  static func firstInvalidArgument(
    size: Size, radius: Double, angle: Double?, distance: Double? = nil
  ) -> String? {
    if !isValidLength(size.width) || !isValidLength(size.height) { return "itemSize" }
    if !isValidLength(radius) { return "radius" }
    if let angle, !(angle.isFinite && angle > 0) { return "anglePerItem" }
    if let distance, !isValidLength(distance) { return "scrollDistancePerItem" }
    return nil
  }

  static func field(of error: Wheel.ConfigurationError) -> String {
    switch error {
    case .itemSize: return "itemSize"
    case .radius: return "radius"
    case .anglePerItem: return "anglePerItem"
    case .scrollDistancePerItem: return "scrollDistancePerItem"
    case .fade: return "fade"
    }
  }

  static func start(_ input: inout FuzzInput) {
    let size = Size(width: input.length(magnitude: 300), height: input.length(magnitude: 300))
    let radius = input.length(magnitude: 1000)
    let angle: Double? = input.flag() ? input.double(magnitude: 1) : nil
    let expected = firstInvalidArgument(size: size, radius: radius, angle: angle)
    if input.choice(4) == 0 {
      let distance: Double? = input.flag() ? input.length(magnitude: 300) : nil
      checkDecoding(size, radius, angle, distance, &input)
    }

    var wheel: Wheel
    do {
      wheel = try Wheel(itemSize: size, radius: radius, anglePerItem: angle)
      require(expected == nil, "accepted \(size) \(radius) \(String(describing: angle))")
    } catch {
      // The initializer's throws are typed: only a configuration error.
      require(field(of: error) == expected, "\(error) instead of naming \(expected ?? "nothing")")
      require(error.field == expected, "\(error) has field \(error.field)")
      return
    }
    wheel._checkInvariants()

    checkSetters(&wheel, &input)
    wheel.axis = input.flag() ? .vertical : .horizontal
    wheel.isInverted = input.flag()
    wheel.wrapsAround = input.flag()
    wheel.zOrder = input.flag() ? .centerOnTop : .laterOnTop
    wheel._checkInvariants()
    if input.flag() { checkFade(&wheel, &input) }
    wheel._checkInvariants()
    wheel.scrollModel = input.choice(3) == 0 ? .tutorial : .fixedDistancePerItem
    wheel.layoutDirection = input.flag() ? .rightToLeft : .leftToRight
    wheel.snapping = input.element(of: ScrollSnapping.allCases)
    wheel._checkInvariants()
    require(wheel.anglePerItem.isFinite && wheel.anglePerItem > 0, "angle \(wheel.anglePerItem)")
    require(wheel.anchorPoint.isFinite, "anchor point \(wheel.anchorPoint)")

    var queries = 0
    while queries < 6, queries == 0 || !input.isExhausted {
      queries += 1
      check(wheel, count: itemCount(&input), viewport: viewport(wheel, &input), &input)
    }
  }

  // MARK: Configuration paths

  /// Each update throws exactly for an invalid value and then leaves the
  /// wheel as it was.
  static func checkSetters(_ wheel: inout Wheel, _ input: inout FuzzInput) {
    for _ in 0..<input.integer(in: 0...3) {
      let before = wheel
      let valid: Bool
      let threw: Bool
      switch input.choice(5) {
      case 0:
        let size = Size(width: input.length(magnitude: 300), height: input.length(magnitude: 300))
        valid = isValidLength(size.width) && isValidLength(size.height)
        threw = (try? wheel.update { $0.itemSize = size }) == nil
      case 1:
        let radius = input.length(magnitude: 1000)
        valid = isValidLength(radius)
        threw = (try? wheel.update { $0.radius = radius }) == nil
      case 2:
        let angle: Double? = input.flag() ? input.double(magnitude: 1) : nil
        valid = angle.map { $0.isFinite && $0 > 0 } ?? true
        threw = (try? wheel.update { $0.anglePerItem = angle }) == nil
      case 3:
        let distance: Double? = input.flag() ? input.length(magnitude: 300) : nil
        valid = distance.map(isValidLength) ?? true
        do {
          try wheel.update { $0.scrollDistancePerItem = distance }
          threw = false
        } catch {
          require(error == .scrollDistancePerItem(distance!) || distance!.isNaN, "\(error)")
          require(error.field == "scrollDistancePerItem", "\(error) has field \(error.field)")
          threw = true
        }
      default:
        var configuration = wheel.configuration
        configuration.itemSize = Size(
          width: input.length(magnitude: 300), height: input.length(magnitude: 300))
        configuration.radius = input.length(magnitude: 1000)
        configuration.anglePerItem = input.flag() ? input.double(magnitude: 1) : nil
        configuration.wrapsAround = input.flag()
        configuration.scrollDistancePerItem = input.flag() ? input.length(magnitude: 300) : nil
        configuration.scrollModel = input.flag() ? .tutorial : .fixedDistancePerItem
        valid =
          firstInvalidArgument(
            size: configuration.itemSize, radius: configuration.radius,
            angle: configuration.anglePerItem, distance: configuration.scrollDistancePerItem)
          == nil
        threw = (try? wheel.setConfiguration(configuration)) == nil
        if !threw { require(wheel.configuration == configuration, "setConfiguration: \(wheel)") }
      }
      require(threw != valid, "a setter threw \(threw) for a value valid \(valid): \(wheel)")
      if threw { require(wheel == before, "a setter that threw changed the wheel") }
      wheel._checkInvariants()
    }
  }

  /// A fade from the input, valid or not: the update takes it exactly when
  /// the rules, written out here, allow it, and otherwise names `fade` and
  /// keeps the wheel.
  static func checkFade(_ wheel: inout Wheel, _ input: inout FuzzInput) {
    let low = input.flag() ? -.infinity : input.double(magnitude: 4)
    let high = input.flag() ? .infinity : input.double(magnitude: 4)
    let fade = Fade(
      minimumOffset: low, maximumOffset: high, range: input.double(magnitude: 4),
      minimumAlpha: input.flag() ? 0 : input.double(magnitude: 1),
      minimumScale: input.flag() ? 1 : input.double(magnitude: 1))
    let valid =
      !fade.minimumOffset.isNaN && !fade.maximumOffset.isNaN && fade.range.isFinite
      && fade.range > 0 && fade.minimumAlpha >= 0 && fade.minimumAlpha <= 1
      && fade.minimumScale > 0 && fade.minimumScale <= 1
    let before = wheel
    do {
      try wheel.update { $0.fade = fade }
      require(valid, "accepted \(fade)")
      require(wheel.fade == fade, "the fade in effect is not \(fade)")
    } catch {
      require(!valid, "rejected a valid \(fade)")
      require(error.field == "fade", "\(error) has field \(error.field)")
      require(wheel == before, "a fade that threw changed the wheel")
    }
  }

  // MARK: Query inputs

  static func itemCount(_ input: inout FuzzInput) -> Int {
    switch input.choice(10) {
    case 0: return input.element(of: [Int.min, -1, 0, Int.max, 1 << 53, (1 << 53) + 1, 10_000_000])
    case 1: return input.integer(in: 0...1_000)
    default: return input.integer(in: 0...40)
    }
  }

  static func viewport(_ wheel: Wheel, _ input: inout FuzzInput) -> Rect {
    let along = input.flag() ? 375 : input.double(magnitude: 900)
    let across = input.flag() ? 667 : input.double(magnitude: 1200)
    let offset: Double
    switch input.choice(8) {
    case 0: offset = input.double(magnitude: 1e6)
    case 1: offset = input.element(of: [1e15, -1e15, 1e15 + 0.25, 0x1p53, 1e300, 1e16])
    default: offset = Double(Int16(truncatingIfNeeded: input.bits(2))) / 8
    }
    let cross = input.flag() ? 0 : input.double(magnitude: 1000)
    return wheel.axis == .horizontal
      ? Rect(x: offset, y: cross, width: along, height: across)
      : Rect(x: cross, y: offset, width: across, height: along)
  }

  // MARK: Invariants

  static func check(_ wheel: Wheel, count: Int, viewport: Rect, _ input: inout FuzzInput) {
    let sanitizedCount = min(max(count, 0), Wheel.maximumItemCount)
    let context = "\(wheel), count \(count), viewport \(viewport)"
    let candidates = wheel.candidateCount(in: viewport, itemCount: count)
    require(
      candidates >= 0 && candidates <= sanitizedCount
        && Double(candidates) <= (2 * .pi / wheel.anglePerItem + 5) * (1 + 1e-12),
      "\(candidates) candidates: \(context)")
    // A wheel whose angle per item is tiny stacks millions of items at the
    // top, all visible: the answer is that large, so only the scalars are
    // checked then.
    if candidates <= 20_000 {
      checkItems(wheel, count: count, viewport: viewport, &input)
      checkMirror(wheel, count: count, viewport: viewport)
      checkReference(wheel, count: count, viewport: viewport, &input)
    }
    checkScalars(wheel, count: count, viewport: viewport, &input)
  }

  static func checkItems(_ wheel: Wheel, count: Int, viewport: Rect, _ input: inout FuzzInput) {
    let sanitizedCount = min(max(count, 0), Wheel.maximumItemCount)
    let context = "\(wheel), count \(count), viewport \(viewport)"
    let items = wheel.items(in: viewport, itemCount: count)
    for (position, item) in items.enumerated() {
      require(item.index >= 0 && item.index < sanitizedCount, "index \(item.index): \(context)")
      if position > 0 { require(items[position - 1].index < item.index, "order: \(context)") }
      requireSane(item, context)
      require(!item.isHidden, "a hidden item is listed: \(context)")
      require(
        wheel.item(item.index, in: viewport, itemCount: count) == item,
        "item(at:) differs from items(in:): \(context)")
    }
    var visited: [Int] = []
    wheel.forEachItem(in: viewport, itemCount: count) { visited.append($0.index) }
    require(visited == items.map(\.index), "forEachItem differs: \(context)")
    let order = wheel.readingOrder(in: viewport, itemCount: count)
    require(order.sorted() == visited, "reading order \(order) is not the items: \(context)")
    for item in items {
      require(item.accessibilityFrame == item.frame, "accessibility frame: \(item): \(context)")
    }
    require(wheel.item(-1, in: viewport, itemCount: count) == nil, "item -1: \(context)")
    require(wheel.item(sanitizedCount, in: viewport, itemCount: count) == nil, context)

    // Brute force over every item for small counts, in the viewport as the
    // documentation says it is read: standardised (a negative width or
    // height moves the origin by it and becomes its magnitude), then a NaN
    // origin coordinate as 0, others clamped to 2^53, a size component
    // that is not finite and positive as 0.
    let small = sanitizedCount <= 300
    if small {
      func coordinate(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -0x1p53), 0x1p53)
      }
      func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? min(value, 0x1p53) : 0
      }
      var (x, y) = (viewport.origin.x, viewport.origin.y)
      var (width, height) = (viewport.size.width, viewport.size.height)
      if width < 0 { (x, width) = (x + width, -width) }
      if height < 0 { (y, height) = (y + height, -height) }
      let readAs = Rect(
        x: coordinate(x), y: coordinate(y), width: length(width), height: length(height))
      let expected = (0..<sanitizedCount).filter { index in
        let item = wheel.item(index, in: viewport, itemCount: count)!
        requireSane(item, context)
        return !item.isHidden && item.rotatedRect.intersects(readAs)
      }
      // A viewport with no area shows nothing (a degenerate rect would
      // otherwise meet the shapes it crosses).
      let shows = readAs.size.width > 0 && readAs.size.height > 0
      require(
        (shows ? expected : []) == items.map(\.index),
        "items \(items.map(\.index)) != brute force \(expected): \(context)")
    }

    // Hit tests, at points on items and anywhere.
    for _ in 0..<input.integer(in: 0...3) {
      let point: Point
      if let item = items.isEmpty ? nil : items[input.choice(items.count)], input.flag() {
        let frame = item.frame
        point = Point(
          x: frame.minX + Double(input.byte()) / 255 * frame.size.width,
          y: frame.minY + Double(input.byte()) / 255 * frame.size.height)
      } else {
        point = Point(x: input.double(magnitude: 1000), y: input.double(magnitude: 1000))
      }
      let hit = wheel.itemIndex(at: point, in: viewport, itemCount: count)
      if let hit { require(hit >= 0 && hit < sanitizedCount, "hit \(hit): \(context)") }
      if small {
        var best: Wheel.Item?
        for item in items where item.rotatedRect.contains(point) {
          if best == nil || item.zIndex > best!.zIndex { best = item }
        }
        require(
          hit == best?.index,
          "hit \(String(describing: hit)) != \(String(describing: best?.index)) at \(point): \(context)"
        )
      }
    }

  }

  /// Every scalar answer is finite and in range.
  static func checkScalars(_ wheel: Wheel, count: Int, viewport: Rect, _ input: inout FuzzInput) {
    let sanitizedCount = min(max(count, 0), Wheel.maximumItemCount)
    let context = "\(wheel), count \(count), viewport \(viewport)"
    let content = wheel.contentSize(in: viewport, itemCount: count)
    require(content.isFinite && content.width >= 0 && content.height >= 0, "content: \(context)")
    let maxOffset = wheel.maximumContentOffset(in: viewport, itemCount: count)
    require(maxOffset.isFinite, "maximum offset \(maxOffset): \(context)")
    let limit = max(0, maxOffset)
    require(wheel.scrollPosition(in: viewport, itemCount: count).isFinite, "position: \(context)")
    require(wheel.angleAtExtreme(itemCount: count).isFinite, "angle at extreme: \(context)")
    let distance = wheel.scrollDistancePerItem(in: viewport, itemCount: count)
    require(distance.isFinite && distance >= 0, "distance \(distance): \(context)")
    require(wheel.pivot(in: viewport).isFinite, "pivot: \(context)")
    let velocity = input.element(of: [0, 1, -1, .nan, .infinity, -.infinity, 1e-300])
    let proposed = input.double(magnitude: 5000)
    let target = wheel.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: viewport, itemCount: count)
    require(
      target.isFinite && target >= 0 && target <= limit,
      "target \(target) for \(proposed), \(velocity) outside 0...\(limit): \(context)")
    let index = input.element(of: [0, 1, -1, Int.min, Int.max, sanitizedCount - 1, sanitizedCount])
    let centering = wheel.initialContentOffset(
      centering: index, in: viewport, itemCount: count)
    require(
      centering.isFinite && centering >= 0 && centering <= limit,
      "centering \(index): \(centering) outside 0...\(limit): \(context)")
    let nearest = wheel.contentOffset(centering: index, in: viewport, itemCount: count)
    require(nearest.isFinite && nearest >= 0 && nearest <= limit, "nearest: \(context)")
    let centered = wheel.centeredItemIndex(in: viewport, itemCount: count)
    if sanitizedCount == 0 {
      require(centered == nil, "centred item with no items: \(context)")
    } else {
      require(centered.map { $0 >= 0 && $0 < sanitizedCount } == true, "centred: \(context)")
    }

    // Drags lifted elsewhere, in every snapping mode: in range, the
    // landing item the one standing there, and only paging reading where
    // the finger lifted.
    var lifted = viewport.standardized
    let start = input.double(magnitude: 5000)
    if horizontal(wheel) { lifted.origin.x = start } else { lifted.origin.y = start }
    let landing = wheel.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    require(
      landing.isFinite && landing >= 0 && landing <= limit,
      "landing \(landing) outside 0...\(limit): \(context)")
    let landingIndex = wheel.landingItemIndex(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    require((landingIndex == nil) == (sanitizedCount == 0), "landing index: \(context)")
    if let landingIndex {
      require(landingIndex >= 0 && landingIndex < sanitizedCount, "landing index: \(context)")
      // Where the wheel turns and positions resolve whole items, the
      // landing item stands at the top there.
      let distance = wheel.scrollDistancePerItem(in: viewport, itemCount: count)
      if limit > 0, distance > 0, limit / distance < 1e12, distance > 1e-3 {
        // The standardised viewport moved there (a negative width would
        // move its origin again).
        var bounds = viewport.standardized
        if horizontal(wheel) { bounds.origin.x = landing } else { bounds.origin.y = landing }
        require(
          wheel.centeredItemIndex(in: bounds, itemCount: count) == landingIndex,
          "landing item \(landingIndex) is not centred at \(landing): \(context)")
      }
    }
    if wheel.snapping != .paging {
      require(
        landing == target, "\(wheel.snapping) read where the finger lifted: \(context)")
    } else if limit > 0, distance > 1e-3, limit / distance < 1e12, lifted.isFinite,
      !wheel.wrapsAround || (0...limit).contains(start)
    {
      // Paging lands within one item of the lift (past an end, of the last
      // item the content reaches), in positions along the content (a wrapping wheel lifted
      // outside its content lands inside it, a turn away).
      var landed = lifted
      if horizontal(wheel) { landed.origin.x = landing } else { landed.origin.y = landing }
      let from = wheel.scrollPosition(in: lifted, itemCount: count)
      let to = wheel.scrollPosition(in: landed, itemCount: count)
      let turn = wheel.wrapsAround ? Double(sanitizedCount) : .infinity
      // The last item the content reaches: where it was clamped to 2^53,
      // an earlier one than the last item.
      var ends = lifted
      if horizontal(wheel) { ends.origin.x = 0 } else { ends.origin.y = 0 }
      let atStart = wheel.scrollPosition(in: ends, itemCount: count)
      if horizontal(wheel) { ends.origin.x = limit } else { ends.origin.y = limit }
      let atEnd = wheel.scrollPosition(in: ends, itemCount: count)
      let last = min(Double(sanitizedCount - 1), (max(atStart, atEnd) + 1e-9).rounded(.down))
      let clampedFrom = wheel.wrapsAround ? from : min(max(from, 0), last)
      var gap = abs(to - clampedFrom)
      if turn.isFinite { gap = min(gap, turn - gap) }
      require(gap <= 1 + 1e-6, "paging moved \(gap) items from the lift: \(context)")
    }

    // Steps, Int.max and Int.min among them, and kept selections.
    let steps = input.element(of: [1, -1, 0, 7, Int.max, Int.min, -Int.max])
    let stepped = wheel.contentOffset(steppingBy: steps, in: viewport, itemCount: count)
    require((stepped == nil) == (sanitizedCount == 0), "stepping: \(context)")
    if let stepped {
      require(
        stepped.isFinite && stepped >= 0 && stepped <= limit,
        "step \(steps): \(stepped) outside 0...\(limit): \(context)")
    }
    let kept = wheel.contentOffset(
      keepingCentered: index, insertedBefore: input.element(of: [0, 1, 3, -1, Int.max]),
      removedBefore: input.element(of: [0, 1, 2, -5, Int.max]), in: viewport, itemCount: count,
      newItemCount: input.flag() ? nil : itemCount(&input))
    require(kept.isFinite && abs(kept) <= 0x1p53 * 2, "kept offset \(kept): \(context)")
  }

  static func horizontal(_ wheel: Wheel) -> Bool { wheel.axis == .horizontal }

  /// Right to left is the mirror image of left to right: the left-to-right
  /// twin at `maxOffset - x` (horizontal) or at `x` (vertical) has every
  /// item at the negated angle, with the same index, z-index, alpha,
  /// scale and visibility flag, and lands drags on the same items.
  static func checkMirror(_ wheel: Wheel, count: Int, viewport: Rect) {
    let sanitizedCount = min(max(count, 0), Wheel.maximumItemCount)
    // The wheel reads a viewport in its standardised form; a finite one
    // within 2^52 reads as itself.
    let viewport = viewport.standardized
    guard sanitizedCount <= 300, viewport.isFinite, abs(viewport.minX) <= 0x1p52,
      abs(viewport.minY) <= 0x1p52, viewport.width <= 0x1p52, viewport.height <= 0x1p52
    else { return }
    var mirrored = wheel
    mirrored.layoutDirection = .rightToLeft
    var twin = wheel
    twin.layoutDirection = .leftToRight
    let maxOffset = twin.maximumContentOffset(in: viewport, itemCount: count)
    var twinViewport = viewport
    if horizontal(wheel) { twinViewport.origin.x = maxOffset - viewport.origin.x }
    // Past 2^53 the twin's origin would be clamped as it is read, and show
    // another offset: no twin to compare with there.
    guard abs(twinViewport.origin.x) <= 0x1p53 else { return }
    let context = "\(wheel), count \(count), viewport \(viewport), twin at \(twinViewport)"
    require(
      mirrored.scrollPosition(in: viewport, itemCount: count)
        == twin.scrollPosition(in: twinViewport, itemCount: count),
      "mirrored positions differ: \(context)")
    for index in 0..<sanitizedCount {
      let a = mirrored.item(index, in: viewport, itemCount: count)!
      let b = twin.item(index, in: twinViewport, itemCount: count)!
      require(
        a.angle == -b.angle && a.zIndex == b.zIndex && a.alpha == b.alpha && a.scale == b.scale
          && a.isHidden == b.isHidden,
        "item \(index) \(a) is not the mirror of \(b): \(context)")
    }
  }

  /// For moderate wheels, items and landings agree with the independent
  /// reference wheel, up to items that only just touch the viewport and
  /// drags that end within rounding of a stop or a halfway point.
  static func checkReference(
    _ wheel: Wheel, count: Int, viewport: Rect, _ input: inout FuzzInput
  ) {
    // The reference reads the viewport as given: hand it the standardised
    // form the wheel reads.
    let viewport = viewport.standardized
    let moderate: (Double) -> Bool = { $0.isFinite && $0 >= 1 && $0 <= 10_000 }
    guard count >= 0, count <= 200, moderate(wheel.itemSize.width),
      moderate(wheel.itemSize.height), wheel.radius >= 1, wheel.radius <= 100_000,
      wheel.anglePerItem >= 1e-3, wheel.anglePerItem <= 100,
      // The reference builds each shape about the pivot, whose unit anchor
      // overflows for an item scaled almost to nothing.
      wheel.fade.minimumScale >= 0.01,
      (wheel.configuration.scrollDistancePerItem ?? 1) >= 1,
      (wheel.configuration.scrollDistancePerItem ?? 1) <= 1e4,
      viewport.isFinite, viewport.width >= 1, viewport.height >= 1, viewport.width <= 1e5,
      viewport.height <= 1e5, abs(viewport.minX) <= 1e7, abs(viewport.minY) <= 1e7
    else { return }
    let side: WheelReference.Side =
      switch (wheel.axis, wheel.isInverted) {
      case (.horizontal, false): .below
      case (.horizontal, true): .above
      case (.vertical, false): .left
      case (.vertical, true): .right
      }
    let snapping: WheelReference.Snapping =
      switch wheel.snapping {
      case .free: .free
      case .nearest: .nearest
      case .paging: .paging
      }
    let reference = WheelReference(
      itemWidth: wheel.itemSize.width, itemHeight: wheel.itemSize.height, radius: wheel.radius,
      customAnglePerItem: wheel.configuration.anglePerItem, side: side, wraps: wheel.wrapsAround,
      fade: wheel.configuration.fade.map {
        ReferenceFade(
          minimumOffset: $0.minimumOffset, maximumOffset: $0.maximumOffset, range: $0.range,
          minimumAlpha: $0.minimumAlpha, minimumScale: $0.minimumScale)
      },
      centerOnTop: wheel.zOrder == .centerOnTop,
      tutorialScrollModel: wheel.scrollModel == .tutorial,
      customDistancePerItem: wheel.configuration.scrollDistancePerItem,
      rightToLeft: wheel.layoutDirection == .rightToLeft, snapping: snapping)
    let context = "\(wheel), count \(count), viewport \(viewport)"

    let items = wheel.items(in: viewport, itemCount: count).map(\.index)
    let expected = reference.visibleIndices(among: 0..<count, count: count, viewport: viewport)
    for index in Set(items).symmetricDifference(expected) {
      let item = reference.item(index, count: count, viewport: viewport)
      require(
        reference.isBorderline(item, in: viewport, margin: 1e-6),
        "item \(index) visible to only one of engine and reference: \(context)")
    }

    let length = reference.isHorizontal ? viewport.width : viewport.height
    let spacing = reference.stopSpacing(count: count, viewportLength: length)
    let proposed = Double(Int16(truncatingIfNeeded: input.bits(2))) / 16 * max(spacing, 1)
    let start: Double? = input.flag() ? Double(input.byte()) / 4 * max(spacing, 1) : nil
    let velocity = input.element(of: [0, 1, -1, Double.nan, .infinity])
    // A position within rounding of a stop or of halfway between two may
    // fall either way: the engine decides exactly, the reference with a
    // slack.
    func ambiguous(_ offset: Double) -> Bool {
      guard spacing > 0 else { return false }
      let position = reference.forwardOffset(offset, count: count, viewportLength: length) / spacing
      let twice = 2 * position
      return abs(twice - twice.rounded()) < 1e-6
    }
    guard !ambiguous(proposed), !(start.map(ambiguous) ?? false) else { return }
    // The finger lifted at the start, when there is one, or where the
    // viewport stands.
    let lifted = start.map { reference.moved(viewport, to: $0) } ?? viewport
    guard !ambiguous(reference.isHorizontal ? lifted.minX : lifted.minY) else { return }
    let target = wheel.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    let index = wheel.landingItemIndex(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    let landing = reference.landing(
      proposed: proposed, velocity: velocity.isNaN ? 0 : velocity, count: count,
      viewport: lifted)
    require(
      abs(target - landing.offset) <= 1e-7 * max(1, spacing, abs(landing.offset))
        && index == landing.index,
      "drag lifted at \(String(describing: start)) to \(proposed) at \(velocity): \(target) "
        + "(\(String(describing: index))), reference \(landing): \(context)")
  }

  static func requireSane(_ item: Wheel.Item, _ context: @autoclosure () -> String) {
    require(
      item.angle.isFinite && item.center.isFinite && item.pivot.isFinite && item.frame.isFinite
        && item.anchorPoint.isFinite && item.size.isFinite,
      "non-finite item \(item): \(context())")
    require(
      item.alpha >= 0 && item.alpha <= 1 && item.scale > 0 && item.scale <= 1,
      "alpha or scale out of range in \(item): \(context())")
  }

  // MARK: Decoding

  static func checkDecoding(
    _ size: Size, _ radius: Double, _ angle: Double?, _ distance: Double?,
    _ input: inout FuzzInput
  ) {
    let expected = firstInvalidArgument(
      size: size, radius: radius, angle: angle, distance: distance)
    let corrupt: UInt8? = input.choice(3) == 0 ? input.byte() : nil
    let junk = ["1e400", "-1e400", "\"NaN\"", "null", "true", "[]", "{}", "-0", "1e-400"]
    var slot = 0
    func number(_ value: Double) -> String {
      slot += 1
      if let corrupt, Int(corrupt) % 5 == slot { return junk[Int(corrupt) % junk.count] }
      if value.isNaN { return "\"nan\"" }
      if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
      return "\(value)"
    }
    var text =
      "{\"itemSize\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))}, "
      + "\"radius\": \(number(radius))"
    if let angle { text += ", \"anglePerItem\": \(number(angle))" }
    if let distance { text += ", \"scrollDistancePerItem\": \(number(distance))" }
    let options = [
      ", \"scrollModel\": \"tutorial\"", ", \"layoutDirection\": \"rightToLeft\"",
      ", \"snapping\": \"paging\"", "",
    ]
    text += input.element(of: options) + "}"
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      let wheel = try decoder.decode(Wheel.self, from: Data(text.utf8))
      require(
        firstInvalidArgument(
          size: wheel.itemSize, radius: wheel.radius, angle: wheel.configuration.anglePerItem,
          distance: wheel.configuration.scrollDistancePerItem) == nil,
        "decoded an invalid wheel from \(text)")
      wheel._checkInvariants()
      if corrupt == nil {
        require(expected == nil, "decoded \(text), invalid at \(expected!)")
        require(
          wheel.itemSize == size && wheel.radius == radius
            && wheel.configuration.anglePerItem == angle
            && wheel.configuration.scrollDistancePerItem == distance,
          "\(text) decoded to \(wheel)")
      }
    } catch let error as DecodingError {
      guard corrupt == nil else { return }
      guard case .dataCorrupted(let context) = error, let expected else {
        fatalError("invariant broken: \(text) failed with \(error)")
      }
      require(context.codingPath.last?.stringValue == expected, "\(text): \(context.codingPath)")
    } catch {
      fatalError("invariant broken: \(text) threw a non-decoding error \(error)")
    }
  }
}
