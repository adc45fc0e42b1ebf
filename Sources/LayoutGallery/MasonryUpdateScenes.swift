// Why `.keepColumns` exists: one photo removed from the same feed, re-flowed
// and with the columns kept, beside the feed before. Every photo that jumped
// to another column is outlined.

import LayoutGeometry
import MasonryLayout

enum MasonryUpdateScenes {
  static let panelWidth = 375.0
  static let panelGap = 40.0
  static let captionHeight = 60.0

  /// The feed before, after a re-flowing removal, and after a
  /// keep-columns removal.
  static func removal(options: GalleryOptions) throws -> GalleryPicture {
    var shapes = PhotoShapes(seed: options.seed &+ 2)
    let count = max(min(options.itemCount, 60), 0)
    let ratios = shapes.ratios(count: count)
    var configuration = Masonry.Configuration()
    configuration.columns = .fixed(max(options.columns, 2))
    configuration.columnSpacing = 8
    configuration.rowSpacing = 8
    configuration.contentInsets = EdgeInsets(all: 8)
    var before = try Masonry(configuration: configuration)
    var seconds = Stopwatch.time {
      before.prepare(width: panelWidth, itemCount: count, heights: AspectRatioHeights(ratios))
    }.seconds
    let removed = max(min(2, count - 1), 0)
    var reflowed = before
    var kept = before
    var changes: [Masonry.Changes] = []
    for mode in [Masonry.UpdateMode.reflow, .keepColumns] {
      seconds +=
        Stopwatch.time {
          if mode == .reflow {
            changes.append(reflowed.removeItems(in: removed..<(removed + 1), mode: mode))
          } else {
            changes.append(kept.removeItems(in: removed..<(removed + 1), mode: mode))
          }
        }.seconds
    }
    // The photos that jumped to another column, by their index after.
    func jumped(_ after: Masonry, _ changes: Masonry.Changes) -> Set<Int> {
      Set(
        changes.changedItems.filter { index in
          after.column(ofItemAt: index) != before.column(ofItemAt: changes.oldIndex(ofNew: index)!)
        })
    }
    let reflowJumps = jumped(reflowed, changes[0])
    let keptJumps = jumped(kept, changes[1])
    let panels: [Panel] = [
      Panel(
        title: "before: remove item \(removed)", masonry: before, marked: [], removed: removed,
        photo: { $0 }),
      Panel(
        title: ".reflow: \(reflowJumps.count) items change column", masonry: reflowed,
        marked: reflowJumps, removed: nil, photo: { changes[0].oldIndex(ofNew: $0) ?? $0 }),
      Panel(
        title: ".keepColumns: \(keptJumps.count) items change column", masonry: kept,
        marked: keptJumps,
        removed: nil, photo: { changes[1].oldIndex(ofNew: $0) ?? $0 }),
    ]
    let picture = draw(panels)
    return GalleryPicture(
      fileName: "masonry-removal.svg",
      summary:
        "removing item \(removed) of \(count): a re-flow moves \(reflowJumps.count) photos to "
        + "another column, keeping columns moves \(keptJumps.count)",
      layoutSeconds: seconds, svg: picture.svg, counts: picture.counts)
  }

  private struct Panel {
    var title: String
    var masonry: Masonry
    /// Items outlined as having changed column.
    var marked: Set<Int>
    /// The item about to be removed, outlined in the before panel.
    var removed: Int?
    /// Which photo an index shows, so a photo keeps its colour across
    /// panels.
    var photo: (Int) -> Int
  }

  private static func draw(_ panels: [Panel]) -> (svg: String, counts: [String: Int]) {
    let tallest = panels.map(\.masonry.contentSize.height).max() ?? 0
    let width = Double(panels.count) * (panelWidth + panelGap) + panelGap
    var document = SVGDocument(
      width: width, height: tallest + captionHeight + panelGap, background: "#f8f9fa")
    var items = 0
    var jumps = 0
    for (number, panel) in panels.enumerated() {
      let origin = Point(x: panelGap + Double(number) * (panelWidth + panelGap), y: captionHeight)
      document.text(
        panel.title, at: Point(x: origin.x, y: 32), size: 16, color: Palette.ink, weight: "bold")
      document.group(offset: origin) { canvas in
        canvas.rect(
          Rect(origin: .zero, size: panel.masonry.contentSize),
          style: SVGStyle(fill: "#ffffff", stroke: Palette.faint))
        for (index, frame) in panel.masonry.frames.enumerated() {
          let isMarked = panel.marked.contains(index)
          let isRemoved = panel.removed == index
          canvas.rect(
            frame,
            style: SVGStyle(
              fill: Palette.photo(panel.photo(index)),
              stroke: isMarked || isRemoved ? Palette.accent : "none",
              strokeWidth: 4, opacity: isRemoved ? 0.4 : 1, dashed: isRemoved),
            cornerRadius: 6,
            title: "item \(index)" + (isMarked ? ", moved to another column" : ""))
          items += 1
          if isMarked { jumps += 1 }
        }
      }
    }
    return (document.render(), ["item": items, "column-change": jumps])
  }
}
