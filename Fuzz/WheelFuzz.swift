// The wheel fuzz target: the input bytes pick a wheel (valid or not), its
// setters, a falloff, options, and a series of viewports, offsets, item
// counts, velocities and points; the target checks that invalid
// configuration throws (and decodes to an error), that every answer is
// finite and in range, and that the visible items and hit tests equal a
// brute force over all items. Built and run by Scripts/fuzz.

import CircularLayout
import Foundation
import LayoutGeometry

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
  static func firstInvalidArgument(size: Size, radius: Double, angle: Double?) -> String? {
    if !isValidLength(size.width) || !isValidLength(size.height) { return "itemSize" }
    if !isValidLength(radius) { return "radius" }
    if let angle, !(angle.isFinite && angle > 0) { return "anglePerItem" }
    return nil
  }

  static func field(of error: Wheel.ConfigurationError) -> String {
    switch error {
    case .itemSize: return "itemSize"
    case .radius: return "radius"
    case .anglePerItem: return "anglePerItem"
    case .falloffAngles: return "falloff angles"
    case .falloffMinimumAlpha: return "minimumAlpha"
    case .falloffMinimumScale: return "minimumScale"
    }
  }

  static func start(_ input: inout FuzzInput) {
    let size = Size(width: input.length(magnitude: 300), height: input.length(magnitude: 300))
    let radius = input.length(magnitude: 1000)
    let angle: Double? = input.flag() ? input.double(magnitude: 1) : nil
    let expected = firstInvalidArgument(size: size, radius: radius, angle: angle)
    if input.choice(4) == 0 { checkDecoding(size, radius, angle, expected, &input) }

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
    wheel.orientation = input.element(of: Wheel.Orientation.allCases)
    wheel.wrapsAround = input.flag()
    wheel.zOrder = input.flag() ? .centerOnTop : .laterOnTop
    if input.flag() { wheel.falloff = falloff(&input) }
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

  /// Each throwing setter throws exactly for an invalid value and then
  /// leaves the wheel as it was.
  static func checkSetters(_ wheel: inout Wheel, _ input: inout FuzzInput) {
    for _ in 0..<input.integer(in: 0...3) {
      let before = wheel
      let valid: Bool
      let threw: Bool
      switch input.choice(4) {
      case 0:
        let size = Size(width: input.length(magnitude: 300), height: input.length(magnitude: 300))
        valid = isValidLength(size.width) && isValidLength(size.height)
        threw = (try? wheel.setItemSize(size)) == nil
      case 1:
        let radius = input.length(magnitude: 1000)
        valid = isValidLength(radius)
        threw = (try? wheel.setRadius(radius)) == nil
      case 2:
        let angle: Double? = input.flag() ? input.double(magnitude: 1) : nil
        valid = angle.map { $0.isFinite && $0 > 0 } ?? true
        threw = (try? wheel.setAnglePerItem(angle)) == nil
      default:
        var configuration = wheel.configuration
        configuration.itemSize = Size(
          width: input.length(magnitude: 300), height: input.length(magnitude: 300))
        configuration.radius = input.length(magnitude: 1000)
        configuration.anglePerItem = input.flag() ? input.double(magnitude: 1) : nil
        configuration.wrapsAround = input.flag()
        valid =
          firstInvalidArgument(
            size: configuration.itemSize, radius: configuration.radius,
            angle: configuration.anglePerItem) == nil
        threw = (try? wheel.setConfiguration(configuration)) == nil
        if !threw { require(wheel.configuration == configuration, "setConfiguration: \(wheel)") }
      }
      require(threw != valid, "a setter threw \(threw) for a value valid \(valid): \(wheel)")
      if threw { require(wheel == before, "a setter that threw changed the wheel") }
      wheel._checkInvariants()
    }
  }

  static func falloff(_ input: inout FuzzInput) -> Wheel.Falloff? {
    let start = input.flag() ? input.double(magnitude: 1) : 0
    let end = input.double(magnitude: 3)
    let alpha = input.flag() ? input.double(magnitude: 1) : 1
    let scale = input.flag() ? input.double(magnitude: 1) : 1
    let valid =
      start.isFinite && end.isFinite && start >= 0 && end > start && alpha >= 0 && alpha <= 1
      && scale > 0 && scale <= 1
    do {
      let falloff = try Wheel.Falloff(
        startAngle: start, endAngle: end, minimumAlpha: alpha, minimumScale: scale)
      require(valid, "accepted falloff \(start) \(end) \(alpha) \(scale)")
      return falloff
    } catch {
      require(!valid, "rejected a valid falloff \(start) \(end) \(alpha) \(scale)")
      return nil
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
    let horizontal =
      wheel.orientation == .horizontalCenterBelow || wheel.orientation == .horizontalCenterAbove
    return horizontal
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
    if candidates <= 20_000 { checkItems(wheel, count: count, viewport: viewport, &input) }
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
        wheel.item(at: item.index, in: viewport, itemCount: count) == item,
        "item(at:) differs from items(in:): \(context)")
    }
    var visited: [Int] = []
    wheel.forEachItem(in: viewport, itemCount: count) { visited.append($0.index) }
    require(visited == items.map(\.index), "forEachItem differs: \(context)")
    require(wheel.item(at: -1, in: viewport, itemCount: count) == nil, "item -1: \(context)")
    require(wheel.item(at: sanitizedCount, in: viewport, itemCount: count) == nil, context)

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
        let item = wheel.item(at: index, in: viewport, itemCount: count)!
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
    let content = wheel.contentSize(itemCount: count, viewport: viewport)
    require(content.isFinite && content.width >= 0 && content.height >= 0, "content: \(context)")
    let maxOffset = wheel.maximumContentOffset(itemCount: count, viewport: viewport)
    require(maxOffset.isFinite, "maximum offset \(maxOffset): \(context)")
    let limit = max(0, maxOffset)
    require(wheel.scrollPosition(in: viewport, itemCount: count).isFinite, "position: \(context)")
    require(wheel.angleAtExtreme(itemCount: count).isFinite, "angle at extreme: \(context)")
    let distance = wheel.scrollDistancePerItem(itemCount: count, viewport: viewport)
    require(distance.isFinite && distance >= 0, "distance \(distance): \(context)")
    require(wheel.pivot(in: viewport).isFinite, "pivot: \(context)")
    let velocity = input.element(of: [0, 1, -1, .nan, .infinity, -.infinity, 1e-300])
    let proposed = input.double(magnitude: 5000)
    let target = wheel.targetContentOffset(
      forProposed: proposed, velocity: velocity, viewport: viewport, itemCount: count)
    require(
      target.isFinite && target >= 0 && target <= limit,
      "target \(target) for \(proposed), \(velocity) outside 0...\(limit): \(context)")
    let index = input.element(of: [0, 1, -1, Int.min, Int.max, sanitizedCount - 1, sanitizedCount])
    let centering = wheel.initialContentOffset(
      centering: index, viewport: viewport, itemCount: count)
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
    _ size: Size, _ radius: Double, _ angle: Double?, _ expected: String?,
    _ input: inout FuzzInput
  ) {
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
    text += "}"
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      let wheel = try decoder.decode(Wheel.self, from: Data(text.utf8))
      require(
        firstInvalidArgument(
          size: wheel.itemSize, radius: wheel.radius, angle: wheel.customAnglePerItem) == nil,
        "decoded an invalid wheel from \(text)")
      if corrupt == nil {
        require(expected == nil, "decoded \(text), invalid at \(expected!)")
        require(
          wheel.itemSize == size && wheel.radius == radius && wheel.customAnglePerItem == angle,
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
