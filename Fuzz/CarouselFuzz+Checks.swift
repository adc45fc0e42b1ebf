// The carousel fuzz target's checks after each query: the promises every
// answer keeps, the answers against each other, the scroll model's ranges,
// and the brute-force reference wherever it can tell.

import CircularLayout
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport

extension CarouselFuzzRun {
  /// items(in:), item(at:) and itemIndex(at:) for one viewport and count.
  static func checkQueries(
    _ state: Case, viewport: Rect, count: Int, toggle: Double, _ input: inout FuzzInput
  ) {
    let carousel = state.carousel
    let items = carousel.items(in: viewport, itemCount: count, coverFlowToggle: toggle)
    let context = "\(state.test.reference), count \(count), viewport \(viewport), toggle \(toggle)"
    require(items.count <= carousel.visibleItemLimit, "more items than the limit; \(context)")
    // The viewport as the queries read it (documented at items(in:)): the
    // origin clamped to maximumLength, NaN read as 0.
    let bounds = Sanitizing.viewport(viewport, limit: Carousel.maximumLength)
    var previous = Int.min
    var ranks = Set<Int>()
    for item in items {
      require(item.index > previous, "items not ascending; \(context)")
      previous = item.index
      require(item.index >= 0 && item.index < count, "index \(item.index) out of range; \(context)")
      require(item.offset.isFinite, "offset \(item.offset); \(context)")
      require(item.transform.isFinite, "transform of \(item.index); \(context)")
      require(item.alpha > 0 && item.alpha <= 1, "alpha \(item.alpha); \(context)")
      require(item.zIndex >= 0 && ranks.insert(item.zIndex).inserted, "zIndex \(item.zIndex)")
      let vertices = item.outline.vertices
      require(vertices.count >= 3 && vertices.count <= 5, "\(vertices.count) vertices; \(context)")
      require(vertices.allSatisfy(\.isFinite), "a vertex not finite; \(context)")
      require(item.frame == item.outline.boundingBox, "frame is not the box; \(context)")
      require(item.outline.intersects(bounds), "item \(item.index) misses; \(context)")
      require(item.isFrontFacing == item.outline.isFrontFacing, "facing; \(context)")
      require(carousel.showsBackfaces || item.isFrontFacing, "a back face shown; \(context)")
      let alone = carousel.item(
        item.index, in: viewport, itemCount: count, coverFlowToggle: toggle)
      require(alone == item, "item(\(item.index)) differs from items(in:); \(context)")
    }

    // Taps: the returned outlines' vertices and centres, the viewport's
    // centre and corners, and points from the bytes (NaN among them).
    var points = [
      Point(x: viewport.midX, y: viewport.midY), Point(x: viewport.minX, y: viewport.minY),
    ]
    for item in items.prefix(4) {
      let vertices = item.outline.vertices
      points += vertices.prefix(2)
      points.append(
        Point(
          x: vertices.map(\.x).reduce(0, +) / Double(vertices.count),
          y: vertices.map(\.y).reduce(0, +) / Double(vertices.count)))
    }
    for _ in 0..<input.integer(in: 0...3) {
      points.append(
        input.flag()
          ? Point(x: input.double(magnitude: 2_000), y: input.double(magnitude: 2_000))
          : Point(
            x: viewport.minX + Double(input.byte()) / 255 * viewport.width,
            y: viewport.minY + Double(input.byte()) / 255 * viewport.height))
    }
    for point in points {
      require(context) {
        try checkHitTest(
          carousel, at: point, in: viewport, itemCount: count, coverFlowToggle: toggle,
          items: items)
      }
    }

    guard state.referenceUsable, count >= 0, count <= 200, isOrdinary(viewport),
      toggle.isFinite
    else { return }
    checkAgainstReference(
      state, items: items, points: points, viewport: viewport, count: count,
      toggle: toggle, context: context)
  }

  /// Whether a viewport lies within the reference's ordinary ranges.
  static func isOrdinary(_ viewport: Rect) -> Bool {
    viewport.isFinite && abs(viewport.minX) <= 1e7 && abs(viewport.minY) <= 1e7
      && viewport.width <= 1e5 && viewport.height <= 1e5
  }

  /// Visibility, depth order and taps against the brute force, wherever it
  /// can tell (LayoutContractSupport's check).
  static func checkAgainstReference(
    _ state: Case, items: [Carousel.Item], points: [Point], viewport: Rect, count: Int,
    toggle: Double, context: String
  ) {
    require(context) {
      try LayoutContractSupport.checkAgainstReference(
        state.carousel, state.test.reference, in: viewport, itemCount: count,
        coverFlowToggle: toggle, taps: points, items: items)
    }
  }

  /// The scroll model's promises: finite positions, offsets within the
  /// scroll range, indices in range, steps that land on items.
  static func checkScrolling(
    _ carousel: Carousel, viewport: Rect, count: Int, _ input: inout FuzzInput
  ) {
    let context = "count \(count), viewport \(viewport)"
    let maximum = carousel.maximumContentOffset(in: viewport, itemCount: count)
    // Negative (the viewport's length less the content's) when nothing
    // scrolls; the offsets below stay in 0 ... max(0, maximum).
    require(maximum.isFinite, "maximum offset \(maximum); \(context)")
    let size = carousel.contentSize(in: viewport, itemCount: count)
    require(size.width.isFinite && size.height.isFinite, "content size \(size); \(context)")
    let position = carousel.scrollPosition(in: viewport, itemCount: count)
    require(position.isFinite, "position \(position); \(context)")
    let toggle = carousel.coverFlowToggle(in: viewport, itemCount: count)
    require(toggle >= -1 && toggle <= 1, "toggle \(toggle); \(context)")
    func inRange(_ offset: Double) -> Bool {
      offset.isFinite && offset >= 0 && offset <= max(0, maximum)
    }

    let centred = carousel.centeredItemIndex(in: viewport, itemCount: count)
    require(
      count <= 0 ? centred == nil : centred.map { $0 >= 0 && $0 < count } ?? false,
      "centred \(String(describing: centred)); \(context)")

    let proposed = input.double(magnitude: 5_000)
    let velocity = input.double(magnitude: 10)
    // Lifted where the viewport stands, and elsewhere: only paging reads
    // the lift.
    var lifted = viewport.standardized
    let start = input.double(magnitude: 5_000)
    if carousel.axis == .horizontal { lifted.origin.x = start } else { lifted.origin.y = start }
    let target = carousel.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    require(inRange(target), "target \(target) of \(proposed), \(velocity); \(context)")
    let here = carousel.targetContentOffset(
      forProposed: proposed, velocity: velocity, in: viewport, itemCount: count)
    require(inRange(here), "target \(here) of \(proposed), \(velocity); \(context)")
    if carousel.snapping != .paging {
      require(here == target, "\(carousel.snapping) read the lift; \(context)")
    }
    let landing = carousel.landingItemIndex(
      forProposed: proposed, velocity: velocity, in: lifted, itemCount: count)
    require(
      count <= 0 ? landing == nil : landing.map { $0 >= 0 && $0 < count } ?? false,
      "landing \(String(describing: landing)); \(context)")

    let index = input.count(in: 0...60)
    for offset in [
      carousel.initialContentOffset(centering: index, in: viewport, itemCount: count),
      carousel.contentOffset(centering: index, in: viewport, itemCount: count),
    ] {
      require(inRange(offset) || (offset == 0 && count <= 0), "centring \(index): \(offset)")
    }
    let steps = input.integer(in: 0...8) - 4
    if let stepped = carousel.contentOffset(steppingBy: steps, in: viewport, itemCount: count) {
      require(stepped.isFinite, "stepping \(steps): \(stepped); \(context)")
    }
  }
}
