// The lazy feed's picture: what MasonryVirtualizer (the core of SwiftUI's
// LazyMasonry) builds for a scroll through a 1M-item feed. The built
// views in colour, the items of the content around them in grey, the
// viewport, the built rect, and the prefetch band with the items it
// hints, at rest and in a fast scroll, whose band reaches further ahead.

import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

enum LazyFeedScenes {
  static let width = 375.0
  static let screen = 667.0
  static let gap = 40.0
  static let captionHeight = 64.0
  /// How much content above the viewport and below it each panel shows.
  static let above = 450.0
  static let below = 1_250.0

  /// A million photos, each ratio from a hash of its index and the seed:
  /// nothing stored per item but the layout's own frames.
  struct Photos: MasonrySectionProvider {
    var seed: UInt64
    var count: Int

    var sectionCount: Int { 1 }

    func itemCount(inSection section: Int) -> Int { count }

    func height(forItemAt path: ItemPath, width: Double) -> Double {
      var feed = PhotoFeed(seed: seed &+ UInt64(truncatingIfNeeded: path.item) &* 0x9E37_79B9)
      return (width * feed.nextRatio()).rounded()
    }
  }

  /// The feed laid out, two panels: the first pass at rest in the middle
  /// of the content, and a pass of a scroll arriving there at 40 points a
  /// frame.
  static func virtualizer(options: GalleryOptions) throws -> GalleryPicture {
    let (layout, seconds) = try cache.layout(
      for: Key(seed: options.seed, columns: options.columns, count: options.lazyItemCount)
    ) {
      var layout = try SectionedMasonry(
        configuration: Masonry.Configuration(
          columns: .fixed(max(options.columns, 1)), columnSpacing: 8, rowSpacing: 8,
          contentInsets: EdgeInsets(all: 8)))
      let (_, seconds) = try Stopwatch.time {
        try layout.prepare(
          width: width, sections: Photos(seed: options.seed, count: options.lazyItemCount))
      }
      return (layout, seconds)
    }
    let middle = (layout.contentSize.height / 2).rounded()
    let viewport = Rect(x: 0, y: middle, width: width, height: screen)

    var resting = MasonryVirtualizer()
    let atRest = resting.update(viewport: viewport, in: layout)
    var scrolling = MasonryVirtualizer()
    var pass = atRest
    for frame in 0...20 {
      pass = scrolling.update(
        viewport: viewport.offsetBy(dx: 0, dy: -40 * Double(20 - frame)), in: layout)
    }

    let panelHeight = above + screen + below
    var document = SVGDocument(
      width: 2 * width + 3 * gap, height: captionHeight + panelHeight + gap, background: "#f8f9fa")
    var counts = ["item": 0, "built": 0, "hinted": 0]
    let panels = [
      ("at rest: \(atRest.elements.count) built", atRest),
      ("scrolling down 40 pt a frame: \(pass.elements.count) built", pass),
    ]
    for (index, (caption, pass)) in panels.enumerated() {
      let origin = Point(x: gap + Double(index) * (width + gap), y: captionHeight)
      document.text(
        caption, at: Point(x: origin.x, y: 26), size: 15, color: Palette.ink, weight: "bold")
      document.text(
        "\(pass.prefetch.count) newly hinted (red), band in yellow; "
          + "\(options.lazyItemCount.formatted) items", at: Point(x: origin.x, y: 48),
        size: 12, color: Palette.ink)
      draw(pass, of: layout, viewport: viewport, at: origin, on: &document, counts: &counts)
    }
    return GalleryPicture(
      fileName: "masonry-lazy-feed.svg",
      summary: "LazyMasonry's virtualizer in a 1M-item feed: built views, prefetch band",
      layoutSeconds: seconds, svg: document.render(), counts: counts)
  }

  /// One panel: the content from `above` the viewport to `below` it.
  private static func draw(
    _ pass: MasonryVirtualizer.Pass, of layout: SectionedMasonry, viewport: Rect, at origin: Point,
    on document: inout SVGDocument, counts: inout [String: Int]
  ) {
    let shown = Rect(
      x: 0, y: viewport.minY - above, width: width, height: above + screen + below)
    let built = Set(pass.elements.filter { $0.kind == .item }.map(\.path))
    let hinted = Set(pass.prefetch)
    document.group(offset: Point(x: origin.x, y: origin.y - shown.minY), clip: shown) { canvas in
      canvas.rect(shown, style: SVGStyle(fill: "#ffffff", stroke: Palette.faint))
      canvas.rect(pass.prefetchRect, style: SVGStyle(fill: "#fff3bf"), title: "prefetch band")
      for element in layout.elements(in: shown) where element.kind == .item {
        let isBuilt = built.contains(element.path)
        let isHinted = hinted.contains(element.path)
        canvas.rect(
          element.frame,
          style: SVGStyle(
            fill: isBuilt ? Palette.photo(element.path.item) : Palette.skipped,
            stroke: isHinted ? Palette.accent : "none", strokeWidth: 3),
          cornerRadius: 6,
          title: "item \(element.path.item) "
            + [isBuilt ? "built" : nil, isHinted ? "hinted for prefetch" : nil]
            .compactMap { $0 }.joined(separator: ", ") + (isBuilt || isHinted ? "" : "not built"))
        counts["item", default: 0] += 1
        counts["built", default: 0] += isBuilt ? 1 : 0
        counts["hinted", default: 0] += isHinted ? 1 : 0
      }
      canvas.rect(
        pass.builtRect, style: SVGStyle(stroke: Palette.ink, strokeWidth: 2, dashed: true),
        title: "built rect")
      canvas.rect(
        viewport, style: SVGStyle(stroke: Palette.accent, strokeWidth: 4), title: "viewport")
      canvas.text(
        "viewport", at: Point(x: viewport.maxX - 8, y: viewport.minY + 22), size: 14,
        color: Palette.accent, anchor: "end", weight: "bold")
    }
  }
}

extension LazyFeedScenes {
  /// What a laid-out feed depends on.
  struct Key: Hashable {
    var seed: UInt64
    var columns: Int
    var count: Int
  }

  /// The feeds laid out so far, with the seconds each took: the gallery
  /// is drawn several times a run (the tests draw it once per option
  /// set), and laying out a million photos is the one slow part.
  final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var layouts: [Key: (SectionedMasonry, Double)] = [:]

    func layout(
      for key: Key, make: () throws -> (SectionedMasonry, Double)
    ) throws -> (SectionedMasonry, Double) {
      lock.lock()
      defer { lock.unlock() }
      if let laidOut = layouts[key] { return laidOut }
      let laidOut = try make()
      layouts[key] = laidOut
      return laidOut
    }
  }

  static let cache = Cache()
}

extension Int {
  /// The number with thousands separated by commas: 1,000,000.
  fileprivate var formatted: String {
    let digits = String(self)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }
}
