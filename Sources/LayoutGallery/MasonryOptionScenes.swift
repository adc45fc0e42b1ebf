// The placement options beyond columns and packing: a horizontal shelf in
// both reading directions, a feed that flows around a stamp, and
// fixed-width columns centred in a wider container.

import LayoutGeometry
import MasonryLayout

enum MasonryOptionScenes {
  static let gap = 40.0
  static let captionHeight = 60.0

  /// Two shelves of the same photos, left to right and right to left, in
  /// three lanes: item 0 marked at the start of each.
  static func shelf(options: GalleryOptions) throws -> GalleryPicture {
    var shapes = PhotoShapes(seed: options.seed &+ 3)
    let count = max(min(options.itemCount, 40), 0)
    let ratios = shapes.ratios(count: count)
    let breadth = 300.0
    var seconds = 0.0
    var panels: [Panel] = []
    for direction in LayoutDirection.allCases {
      let configuration = Masonry.Configuration(
        columns: .fixed(max(min(options.columns, 4), 1)), columnSpacing: 8, rowSpacing: 8,
        contentInsets: EdgeInsets(all: 8), layoutDirection: direction, axis: .horizontal)
      var shelf = try Masonry(configuration: configuration)
      seconds +=
        Stopwatch.time {
          shelf.prepare(width: breadth, itemCount: count, heights: AspectRatioHeights(ratios))
        }.seconds
      let name = direction == .leftToRight ? "left to right" : "right to left"
      panels.append(
        Panel(
          title: "axis .horizontal, \(name): item 0 outlined", masonry: shelf, stamps: [],
          marked: count > 0 ? [0] : []))
    }
    let picture = draw(panels, stacked: true)
    return GalleryPicture(
      fileName: "masonry-shelf.svg",
      summary:
        "\(count) photos on a horizontal shelf \(Int(breadth)) points tall, left to right "
        + "and mirrored right to left",
      layoutSeconds: seconds, svg: picture.svg, counts: picture.counts)
  }

  /// A feed that flows around a stamp (a banner over two columns, hatched),
  /// beside fixed-width columns centred in a wider container.
  static func placement(options: GalleryOptions) throws -> GalleryPicture {
    var shapes = PhotoShapes(seed: options.seed &+ 4)
    let count = max(min(options.itemCount, 40), 0)
    let ratios = shapes.ratios(count: count)
    let width = 375.0
    let stamp = Rect(x: 8, y: 8, width: 240, height: 120)
    var stamped = try Masonry(
      configuration: .init(
        columns: .fixed(max(min(options.columns, 6), 1)), columnSpacing: 8, rowSpacing: 8,
        contentInsets: EdgeInsets(all: 8), stamps: [stamp]))
    var centred = try Masonry(
      configuration: .init(
        columns: .fixedWidth(100), columnSpacing: 8, rowSpacing: 8,
        contentInsets: EdgeInsets(all: 8), columnAlignment: .center))
    let seconds =
      Stopwatch.time {
        stamped.prepare(width: width, itemCount: count, heights: AspectRatioHeights(ratios))
        centred.prepare(width: width, itemCount: count, heights: AspectRatioHeights(ratios))
      }.seconds
    let leftover = centred.columnFrames.first.map { $0.minX - 8 } ?? 0
    let panels = [
      Panel(
        title: "stamps: a banner over two columns", masonry: stamped, stamps: [stamp],
        marked: []),
      Panel(
        title: ".fixedWidth(100), .center: \(SVGDocument.format(leftover)) pt each side",
        masonry: centred, stamps: [], marked: []),
    ]
    let picture = draw(panels, stacked: false)
    return GalleryPicture(
      fileName: "masonry-options.svg",
      summary:
        "\(count) photos flowing around a stamp, and in \(centred.columnCount) columns 100 "
        + "points wide centred in \(Int(width))",
      layoutSeconds: seconds, svg: picture.svg, counts: picture.counts)
  }

  private struct Panel {
    var title: String
    var masonry: Masonry
    var stamps: [Rect]
    /// Items outlined.
    var marked: Set<Int>
  }

  /// Draws the panels side by side, or one above another (`stacked`).
  private static func draw(_ panels: [Panel], stacked: Bool) -> (svg: String, counts: [String: Int])
  {
    let sizes = panels.map(\.masonry.contentSize)
    let widest = sizes.map(\.width).max() ?? 0
    let tallest = sizes.map(\.height).max() ?? 0
    let cell = Size(width: widest, height: tallest + captionHeight)
    let width = stacked ? widest + 2 * gap : Double(panels.count) * (widest + gap) + gap
    let height = stacked ? Double(panels.count) * (cell.height + gap) + gap : cell.height + gap
    var document = SVGDocument(width: width, height: height, background: "#f8f9fa")
    var items = 0
    var stamps = 0
    for (number, panel) in panels.enumerated() {
      let place =
        stacked
        ? Point(x: gap, y: gap / 2 + Double(number) * (cell.height + gap))
        : Point(x: gap + Double(number) * (widest + gap), y: gap / 2)
      document.text(
        panel.title, at: Point(x: place.x, y: place.y + 20), size: 16, color: Palette.ink,
        weight: "bold")
      document.group(offset: Point(x: place.x, y: place.y + captionHeight - gap / 2)) { canvas in
        canvas.rect(
          Rect(origin: .zero, size: panel.masonry.contentSize),
          style: SVGStyle(fill: "#ffffff", stroke: Palette.faint))
        for lane in panel.masonry.columnFrames where panel.masonry.configuration.axis == .vertical {
          canvas.rect(
            Rect(x: lane.minX, y: 0, width: lane.width, height: panel.masonry.contentSize.height),
            style: SVGStyle(fill: "#eef1f4"))
        }
        for stamp in panel.stamps {
          canvas.rect(
            stamp, style: SVGStyle(fill: Palette.skipped, stroke: Palette.header, dashed: true),
            cornerRadius: 6, title: "stamp")
          canvas.text(
            "stamp", at: Point(x: stamp.midX, y: stamp.midY + 5), size: 14,
            color: Palette.header, anchor: "middle")
          stamps += 1
        }
        for (index, frame) in panel.masonry.frames.enumerated() {
          let isMarked = panel.marked.contains(index)
          canvas.rect(
            frame,
            style: SVGStyle(
              fill: Palette.photo(index), stroke: isMarked ? Palette.accent : "none",
              strokeWidth: 4),
            cornerRadius: 6, title: "item \(index)")
          items += 1
        }
      }
    }
    return (document.render(), ["item": items, "stamp": stamps])
  }
}
