// The sectioned picture: a feed in sections with headers, footers and a
// section of its own configuration, at a mid-scroll viewport where one
// header is pinned; the whole content beside what the screen shows.

import LayoutGeometry
import MasonryLayout

enum SectionScenes {
  static let width = 375.0
  static let viewportHeight = 560.0
  static let headerHeight = 36.0
  static let footerHeight = 24.0
  static let gap = 40.0
  static let captionHeight = 48.0

  /// The gallery's sectioned feed: four sections of photos, each under a
  /// header; sections 0 and 2 end with a footer; section 1 has a column
  /// more and wider insets of its own.
  struct Sections: MasonrySectionProvider {
    var ratios: [[Double]]
    var columns: Int

    var sectionCount: Int { ratios.count }

    func itemCount(inSection section: Int) -> Int { ratios[section].count }

    func height(forItemAt path: ItemPath, width: Double) -> Double {
      width * ratios[path.section][path.item]
    }

    func configuration(forSection section: Int) -> Masonry.Configuration? {
      guard section == 1 else { return nil }
      var configuration = SectionScenes.configuration(columns: min(columns + 1, 12))
      configuration.contentInsets = EdgeInsets(all: 16)
      return configuration
    }

    func headerHeight(inSection section: Int, width: Double) -> Double {
      SectionScenes.headerHeight
    }

    func footerHeight(inSection section: Int, width: Double) -> Double {
      section % 2 == 0 ? SectionScenes.footerHeight : 0
    }
  }

  static func configuration(columns: Int) -> Masonry.Configuration {
    Masonry.Configuration(
      columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8,
      contentInsets: EdgeInsets(all: 8))
  }

  /// The feed the picture draws: the options' photo count split over four
  /// sections (3, 2, 3 and 2 tenths).
  static func sections(options: GalleryOptions) -> Sections {
    var shapes = PhotoShapes(seed: options.seed &+ 2)
    let count = max(options.itemCount, 0)
    let sizes = [count * 3 / 10, count * 2 / 10, count * 3 / 10]
    let all = sizes + [count - sizes.reduce(0, +)]
    return Sections(ratios: all.map { shapes.ratios(count: $0) }, columns: options.columns)
  }

  /// The viewport the picture marks: a phone screen whose top lies 40
  /// percent of the way into section 1, where its header is pinned.
  static func viewport(of layout: SectionedMasonry) -> Rect {
    let section = layout.sectionFrame(inSection: 1) ?? .zero
    let top = (section.minY + section.height * 0.4).rounded()
    return Rect(x: 0, y: top, width: layout.contentSize.width, height: viewportHeight)
  }

  /// The sectioned feed with its pinned header at a mid-scroll viewport.
  static func pinnedHeaders(options: GalleryOptions) throws -> GalleryPicture {
    let sections = sections(options: options)
    var layout = try SectionedMasonry(configuration: configuration(columns: options.columns))
    layout.pinsHeaders = true
    let (_, seconds) = try Stopwatch.time { try layout.prepare(width: width, sections: sections) }
    let viewport = viewport(of: layout)
    let onScreen = layout.elements(in: viewport, pinnedIn: viewport)
    let returned = Set(onScreen.filter { $0.kind == .item }.map(\.path))
    let content = layout.contentSize

    let pictureWidth = 2 * width + 3 * gap
    var document = SVGDocument(
      width: pictureWidth, height: content.height + captionHeight + gap, background: "#f8f9fa")
    var counts = ["item": 0, "returned": 0, "header": 0, "pinned": 0, "footer": 0]

    // Left: the whole content, the viewport marked, the headers on screen
    // where the viewport pins them, a pinned header's own place dashed.
    document.text(
      "content, viewport at y = \(Int(viewport.minY))", at: Point(x: gap, y: 30), size: 16,
      color: Palette.ink, weight: "bold")
    document.group(offset: Point(x: gap, y: captionHeight)) { canvas in
      canvas.rect(
        Rect(origin: .zero, size: content), style: SVGStyle(fill: "#ffffff", stroke: Palette.faint))
      for section in 0..<layout.sectionCount {
        if section % 2 == 1, let area = layout.sectionFrame(inSection: section) {
          canvas.rect(area, style: SVGStyle(fill: "#eef1f4"))
        }
        for item in 0..<(layout.itemCount(inSection: section) ?? 0) {
          let path = ItemPath(section: section, item: item)
          guard let frame = layout.frame(ofItemAt: path) else { continue }
          let isReturned = returned.contains(path)
          canvas.rect(
            frame,
            style: SVGStyle(
              fill: isReturned ? Palette.photo(section * 5 + item) : Palette.skipped,
              stroke: isReturned ? "none" : Palette.faint),
            cornerRadius: 6,
            title: "item \(path) " + (isReturned ? "returned by elements(in:pinnedIn:)" : "skipped")
          )
          counts["item", default: 0] += 1
          counts["returned", default: 0] += isReturned ? 1 : 0
        }
        if let footer = layout.footerFrame(inSection: section) {
          drawFooter(footer, section: section, on: &canvas)
          counts["footer", default: 0] += 1
        }
      }
      // Headers on screen where the viewport pins them, the others in
      // their place.
      let shownHeaders = Dictionary(
        onScreen.filter { $0.kind == .header }.map { ($0.path.section, $0.frame) },
        uniquingKeysWith: { first, _ in first })
      for section in 0..<layout.sectionCount {
        guard let place = layout.headerFrame(inSection: section) else { continue }
        let pinned = shownHeaders[section] ?? place
        if pinned != place {
          canvas.rect(
            place, style: SVGStyle(stroke: Palette.header, strokeWidth: 2, dashed: true),
            title: "place of header \(section)")
        }
        drawHeader(pinned, section: section, isPinned: pinned != place, on: &canvas)
        counts["header", default: 0] += 1
        counts["pinned", default: 0] += pinned != place ? 1 : 0
      }
      canvas.rect(
        viewport, style: SVGStyle(stroke: Palette.accent, strokeWidth: 4, dashed: true),
        title: "viewport")
      canvas.text(
        "viewport", at: Point(x: viewport.maxX - 8, y: viewport.minY - 8), size: 14,
        color: Palette.accent, anchor: "end", weight: "bold")
    }

    // Right: what the screen shows, the elements elements(in:pinnedIn:)
    // returned, back to front by z-index.
    document.text(
      "on screen", at: Point(x: 2 * gap + width, y: 30), size: 16, color: Palette.ink,
      weight: "bold")
    let screenOrigin = Point(x: 2 * gap + width, y: captionHeight - viewport.minY)
    document.group(offset: screenOrigin, clip: viewport) { canvas in
      canvas.rect(viewport, style: SVGStyle(fill: "#ffffff"))
      for element in onScreen.sorted(by: { $0.zIndex < $1.zIndex }) {
        switch element.kind {
        case .item:
          canvas.rect(
            element.frame,
            style: SVGStyle(fill: Palette.photo(element.path.section * 5 + element.path.item)),
            cornerRadius: 6, title: "on screen: item \(element.path)")
        case .header:
          drawHeader(
            element.frame, section: element.path.section, isPinned: element.zIndex == 2,
            on: &canvas)
        case .footer:
          drawFooter(element.frame, section: element.path.section, on: &canvas)
        }
      }
      canvas.rect(viewport, style: SVGStyle(stroke: Palette.accent, strokeWidth: 4))
    }

    let pinnedSections = onScreen.filter { $0.kind == .header && $0.zIndex == 2 }
      .map { "\($0.path.section)" }
    return GalleryPicture(
      fileName: "masonry-sections.svg",
      summary:
        "\(counts["item"] ?? 0) photos in \(layout.sectionCount) sections with headers and "
        + "footers; viewport at y = \(Int(viewport.minY)), header "
        + (pinnedSections.isEmpty ? "none" : pinnedSections.joined(separator: ", ")) + " pinned",
      layoutSeconds: seconds, svg: document.render(), counts: counts)
  }

  private static func drawHeader(
    _ frame: Rect, section: Int, isPinned: Bool, on canvas: inout SVGDocument
  ) {
    canvas.rect(
      frame, style: SVGStyle(fill: Palette.header, opacity: isPinned ? 0.95 : 1),
      title: isPinned ? "header \(section), pinned" : "header \(section)")
    canvas.text(
      "Section \(section)" + (isPinned ? " (pinned)" : ""),
      at: Point(x: frame.minX + 12, y: frame.minY + frame.height / 2 + 5), size: 14,
      color: "#ffffff", weight: "bold")
  }

  private static func drawFooter(_ frame: Rect, section: Int, on canvas: inout SVGDocument) {
    canvas.rect(frame, style: SVGStyle(fill: Palette.faint), title: "footer \(section)")
    canvas.text(
      "end of section \(section)",
      at: Point(x: frame.minX + 12, y: frame.minY + frame.height / 2 + 4), size: 11,
      color: "#ffffff")
  }
}
