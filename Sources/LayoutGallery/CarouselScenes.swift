// Carousel pictures: every style at two scroll positions (at rest on an
// item, and four tenths of an item further), each item's projected
// outline as a polygon stacked in the engine's depth order and faded by
// its alpha, back faces hatched, and a row of sample taps labelled with the
// item `itemIndex(at:)` answers.

import CircularLayout
import Foundation
import LayoutGeometry

enum CarouselScenes {
  static let viewportSize = Size(width: 420, height: 240)
  static let itemSize = Size(width: 110, height: 140)
  static let margin = 40.0
  static let panelWidth = 300.0
  static let gap = 24.0
  static let captionHeight = 30.0
  static let columns = 4
  /// The taps sampled in each panel, along the viewport's middle line.
  static let tapCount = 5

  /// Every style at rest on an item and four tenths of an item further.
  static func styles(options: GalleryOptions) throws -> GalleryPicture {
    let count = options.wheelItemCount
    var panels: [(title: String, carousel: Carousel, viewport: Rect)] = []
    for style in Carousel.Style.allCases {
      var carousel =
        style == .custom
        ? try Carousel(itemSize: itemSize, custom: GalleryStaircase())
        : try Carousel(itemSize: itemSize, style: style)
      let start = Rect(origin: .zero, size: viewportSize)
      var title = style.rawValue
      if style == .invertedRotary {
        // iCarousel's half turn: with every candidate, the items across the
        // circle come between the eye and the screen and cover it (see
        // `Carousel.Style.invertedRotary`).
        let half = max(1, (carousel.circularItemCount(in: start, itemCount: count) + 1) / 2)
        try carousel.update { $0.visibleItemLimit = half }
        title += ", limit \(carousel.visibleItemLimit)"
      }
      let rest = carousel.initialContentOffset(
        centering: min(5, max(count - 1, 0)), in: start, itemCount: count)
      let step = carousel.scrollDistancePerItem(in: start, itemCount: count)
      let moved = min(
        rest + 0.4 * step, max(0, carousel.maximumContentOffset(in: start, itemCount: count)))
      panels.append(("\(title), at rest", carousel, start.offsetBy(dx: rest, dy: 0)))
      panels.append(("\(title), 0.4 further", carousel, start.offsetBy(dx: moved, dy: 0)))
    }

    let frameSize = Size(
      width: viewportSize.width + 2 * margin, height: viewportSize.height + 2 * margin)
    let scale = panelWidth / frameSize.width
    let panelHeight = frameSize.height * scale + captionHeight
    let rows = (panels.count + columns - 1) / columns
    var document = SVGDocument(
      width: Double(columns) * (panelWidth + gap) + gap,
      height: Double(rows) * (panelHeight + gap) + gap, background: "#f8f9fa")
    var seconds = 0.0
    var drawn = 0
    var backFaces = 0
    var taps = 0
    var hits = 0
    for (number, panel) in panels.enumerated() {
      let (column, row) = (number % columns, number / columns)
      let x = gap + Double(column) * (panelWidth + gap)
      let y = gap + Double(row) * (panelHeight + gap)
      let points = (0..<tapCount).map { k in
        Point(
          x: panel.viewport.minX + panel.viewport.width * (Double(k) + 0.5) / Double(tapCount),
          y: panel.viewport.midY)
      }
      let ((items, tapped), elapsed) = Stopwatch.time {
        (
          panel.carousel.items(in: panel.viewport, itemCount: count),
          points.map { panel.carousel.itemIndex(at: $0, in: panel.viewport, itemCount: count) }
        )
      }
      seconds += elapsed
      document.text(
        panel.title, at: Point(x: x, y: y + 18), size: 14, color: Palette.ink, weight: "bold")
      let bounds = panel.viewport.insetBy(dx: -margin, dy: -margin)
      let origin = Point(
        x: x - bounds.minX * scale, y: y + captionHeight - bounds.minY * scale)
      document.group(offset: origin, scale: scale, clip: bounds) { canvas in
        canvas.rect(panel.viewport, style: SVGStyle(fill: "#ffffff"))
        // Back to front, as the zIndex says.
        for item in items.sorted(by: { $0.zIndex < $1.zIndex }) {
          let vertices = item.outline.vertices
          let face = item.isFrontFacing ? "front" : "back face"
          canvas.polygon(
            vertices,
            style: SVGStyle(
              fill: item.isFrontFacing ? Palette.photo(item.index) : Palette.skipped,
              stroke: item.isFrontFacing ? Palette.ink : Palette.accent, strokeWidth: 2,
              opacity: item.alpha, dashed: !item.isFrontFacing),
            title: "item \(item.index), \(face), zIndex \(item.zIndex), "
              + "offset \(SVGDocument.format(item.offset))")
          let centre = Point(
            x: vertices.map(\.x).reduce(0, +) / Double(vertices.count),
            y: vertices.map(\.y).reduce(0, +) / Double(vertices.count))
          // A back face's number in red: its dashed red outline says the
          // rest, and a longer label ran into its neighbours' at the edges.
          canvas.text(
            "\(item.index)",
            at: Point(x: centre.x, y: centre.y - 30), size: 22,
            color: item.isFrontFacing ? Palette.ink : Palette.accent, anchor: "middle",
            weight: "bold")
          drawn += 1
          backFaces += item.isFrontFacing ? 0 : 1
        }
        canvas.rect(panel.viewport, style: SVGStyle(stroke: Palette.accent, strokeWidth: 3))
        for (point, index) in zip(points, tapped) {
          canvas.circle(
            center: point, radius: 7,
            style: SVGStyle(fill: index == nil ? Palette.faint : Palette.header))
          canvas.text(
            index.map { "\($0)" } ?? "–", at: Point(x: point.x, y: point.y + 30), size: 20,
            color: Palette.header, anchor: "middle", weight: "bold")
          taps += 1
          hits += index == nil ? 0 : 1
        }
      }
    }
    return GalleryPicture(
      fileName: "carousel-styles.svg",
      summary: "\(count) items on every carousel style at rest and 0.4 items further "
        + "(\(drawn) items returned, \(backFaces) back faces, \(hits) of \(taps) taps hit)",
      layoutSeconds: seconds, svg: document.render(),
      counts: ["item": drawn, "back-face": backFaces, "tap": taps, "hit": hits])
  }
}

/// The gallery's custom style: a staircase that turns as it climbs.
struct GalleryStaircase: CarouselTransform {
  func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
    base.translatedBy(x: offset * 90, y: -offset * 25, z: -abs(offset) * 60)
      .rotated(by: offset * 0.35, aroundX: 0, y: 1, z: 0)
  }

  func alpha(forOffset offset: Double) -> Double { max(0, 1 - abs(offset) / 4) }
}
