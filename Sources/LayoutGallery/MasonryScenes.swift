// Masonry pictures: the two packings side by side, and spans with
// right-to-left order and a tolerance.

import LayoutGeometry
import MasonryLayout

enum MasonryScenes {
  static let panelWidth = 375.0
  static let panelGap = 40.0
  static let captionHeight = 44.0

  /// Round-robin and shortest-column side by side over the same photos.
  static func packing(options: GalleryOptions) throws -> GalleryPicture {
    var shapes = PhotoShapes(seed: options.seed)
    let ratios = shapes.ratios(count: options.itemCount)
    let packings: [Masonry.Packing] =
      switch options.packing {
      case "round-robin": [.roundRobin]
      case "shortest-column": [.shortestColumn]
      default: [.roundRobin, .shortestColumn]
      }
    var panels: [(title: String, masonry: Masonry)] = []
    var seconds = 0.0
    for packing in packings {
      var configuration = baseConfiguration(columns: options.columns)
      configuration.packing = packing
      var masonry = try Masonry(configuration: configuration)
      let (_, elapsed) = Stopwatch.time {
        masonry.prepare(
          width: panelWidth, itemCount: ratios.count, heights: AspectRatioHeights(ratios))
      }
      seconds += elapsed
      let title = packing == .roundRobin ? "round-robin" : "shortest column"
      panels.append((title, masonry))
    }
    let picture = draw(panels: panels)
    let heights = panels.map { "\($0.title) \(Int($0.masonry.contentSize.height.rounded())) pt" }
    return GalleryPicture(
      fileName: "masonry-packing.svg",
      summary:
        "\(ratios.count) photos in \(options.columns) columns, "
        + heights.joined(separator: " vs ") + " tall",
      layoutSeconds: seconds, svg: picture.svg, counts: picture.counts)
  }

  /// A feed with a full-width header, a section header and two-column
  /// items, left-to-right with exact ties and right-to-left with a
  /// tolerance.
  static func spans(options: GalleryOptions) throws -> GalleryPicture {
    var shapes = PhotoShapes(seed: options.seed &+ 1)
    let count = max(options.itemCount, 0)
    let ratios = shapes.ratios(count: count)
    // Item 0 is a header, every 17th item from 7 spans two columns, and a
    // section header sits in the middle.
    let middle = count / 2
    let spans = (0..<count).map { index -> Int in
      if index == 0 || index == middle { return options.columns }
      return index % 17 == 7 ? min(2, options.columns) : 1
    }
    let heights = ComputedHeights(
      height: { index, width in
        index == 0 || index == middle ? 36 : width * ratios[index]
      },
      columnSpan: { spans[$0] })
    let variants: [(String, LayoutDirection, Double)] = [
      ("left-to-right, tolerance 0", .leftToRight, 0),
      ("right-to-left, tolerance 24", .rightToLeft, 24),
    ]
    var panels: [(title: String, masonry: Masonry)] = []
    var seconds = 0.0
    for (title, direction, tolerance) in variants {
      var configuration = baseConfiguration(columns: options.columns)
      configuration.packing = .shortestColumn
      configuration.layoutDirection = direction
      configuration.tolerance = tolerance
      configuration.displayScale = 2
      var masonry = try Masonry(configuration: configuration)
      let (_, elapsed) = Stopwatch.time {
        masonry.prepare(width: panelWidth, itemCount: count, heights: heights)
      }
      seconds += elapsed
      panels.append((title, masonry))
    }
    let picture = draw(panels: panels, headers: [0, middle], spans: spans)
    return GalleryPicture(
      fileName: "masonry-spans.svg",
      summary:
        "\(count) items with a full-width header, a section header and two-column items; "
        + "right-to-left with tolerance 24 beside left-to-right",
      layoutSeconds: seconds, svg: picture.svg, counts: picture.counts)
  }

  private static func baseConfiguration(columns: Int) -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    configuration.columns = .fixed(columns)
    configuration.columnSpacing = 8
    configuration.rowSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 8)
    return configuration
  }

  /// Draws each laid-out feed as a panel, left to right, with its column
  /// bottoms marked.
  private static func draw(
    panels: [(title: String, masonry: Masonry)], headers: Set<Int> = [], spans: [Int] = []
  ) -> (svg: String, counts: [String: Int]) {
    let tallest = panels.map(\.masonry.contentSize.height).max() ?? 0
    let width =
      Double(panels.count) * panelWidth + Double(max(panels.count - 1, 0)) * panelGap + 2 * panelGap
    var document = SVGDocument(
      width: width, height: tallest + captionHeight + panelGap, background: "#f8f9fa")
    var items = 0
    var bottoms = 0
    for (number, panel) in panels.enumerated() {
      let origin = Point(x: panelGap + Double(number) * (panelWidth + panelGap), y: captionHeight)
      let masonry = panel.masonry
      document.text(
        panel.title, at: Point(x: origin.x, y: 28), size: 18, color: Palette.ink, weight: "bold")
      document.group(offset: origin) { canvas in
        canvas.rect(
          Rect(origin: .zero, size: masonry.contentSize),
          style: SVGStyle(fill: "#ffffff", stroke: Palette.faint))
        for (index, frame) in masonry.frames.enumerated() {
          let isHeader = headers.contains(index)
          let isWide = index < spans.count && spans[index] > 1 && !isHeader
          canvas.rect(
            frame,
            style: SVGStyle(
              fill: isHeader ? Palette.header : Palette.photo(index),
              stroke: isWide ? Palette.ink : "none", strokeWidth: 2),
            cornerRadius: 6, title: "item \(index)")
          let label = isHeader ? "header \(index)" : (isWide ? "\(index) (2 columns)" : "\(index)")
          canvas.text(
            label, at: Point(x: frame.minX + 6, y: frame.minY + 16), size: 12,
            color: isHeader ? "#ffffff" : Palette.ink, weight: "bold")
          items += 1
        }
        for column in masonry.columnFrames {
          canvas.line(
            from: Point(x: column.minX, y: column.maxY), to: Point(x: column.maxX, y: column.maxY),
            style: SVGStyle(stroke: Palette.accent, strokeWidth: 3))
          bottoms += 1
        }
      }
    }
    return (document.render(), ["item": items, "column-bottom": bottoms])
  }
}
