// Wheel pictures: the tutorial wheel at the start, middle and end of its
// scroll range; the vertical and wrap-around variants; and one wheel on a
// phone and an iPad, one item per the same distance on both, beside its
// right-to-left mirror image.

import CircularLayout
import Foundation
import LayoutGeometry

enum WheelScenes {
  static let viewportSize = Size(width: 375, height: 667)
  /// The viewport at offset 0; the calls that read only its size take it.
  static let viewport = Rect(origin: .zero, size: viewportSize)
  static let itemSize = Size(width: 133, height: 173)
  static let radius = 500.0
  static let panelWidth = 460.0
  static let gap = 30.0
  static let captionHeight = 48.0

  /// One wheel drawn at one scroll offset.
  struct Panel {
    var title: String
    var wheel: Wheel
    var viewport: Rect
    var itemCount: Int
    /// Whether to mark the distance that scrolls one item along the
    /// viewport's top edge (for a horizontal wheel).
    var marksDistance = false
  }

  /// The tutorial's wheel at its first, middle and last scroll offsets.
  static func scrolling(options: GalleryOptions) throws -> GalleryPicture {
    let wheel = try Wheel(itemSize: itemSize, radius: radius)
    let count = options.wheelItemCount
    let maxOffset = max(0, wheel.maximumContentOffset(in: viewport, itemCount: count))
    let panels = [("start", 0.0), ("middle", maxOffset / 2), ("end", maxOffset)].map {
      title, offset in
      Panel(
        title: "\(title): offset \(Int(offset.rounded()))", wheel: wheel,
        viewport: Rect(origin: Point(x: offset, y: 0), size: viewportSize), itemCount: count)
    }
    return render(
      panels: panels, fileName: "wheel-scrolling.svg",
      summary: "\(count) items on the tutorial's wheel at the start, middle and end of the scroll")
  }

  /// A vertical wheel whose centre is on the left, and a wrap-around wheel
  /// whose items fill the whole circle, seen across its seam.
  static func variants(options: GalleryOptions) throws -> GalleryPicture {
    let count = options.wheelItemCount
    var vertical = try Wheel(itemSize: Size(width: 173, height: 133), radius: 420)
    vertical.axis = .vertical
    // Opaque and full size up to 0.3 rad from the top, faded to 0.35 and
    // shrunk to 0.7 by 1.4 rad: the fade counts in items, one per angle.
    let step = vertical.anglePerItem
    try vertical.update {
      $0.fade = Fade(
        minimumOffset: -0.3 / step, maximumOffset: 0.3 / step, range: 1.1 / step,
        minimumAlpha: 0.35, minimumScale: 0.7)
    }
    let verticalMax = max(
      0, vertical.maximumContentOffset(in: viewport, itemCount: count))
    var looping = try Wheel(
      itemSize: Size(width: 110, height: 150), radius: 300,
      anglePerItem: 2 * Double.pi / Double(max(count, 1)))
    looping.wrapsAround = true
    looping.zOrder = .centerOnTop
    // Half an item before the start: the seam between the last and the
    // first item stands at the top.
    let seam = looping.initialContentOffset(centering: 0, in: viewport, itemCount: count) - 55
    let panels = [
      Panel(
        title: "vertical, centre left, fade", wheel: vertical,
        viewport: Rect(origin: Point(x: 0, y: verticalMax / 3), size: viewportSize),
        itemCount: count),
      Panel(
        title: "wrap-around, centre on top", wheel: looping,
        viewport: Rect(origin: Point(x: seam, y: 0), size: viewportSize), itemCount: count),
    ]
    return render(
      panels: panels, fileName: "wheel-variants.svg",
      summary:
        "\(count) items on a vertical wheel with a fade, and a wrap-around wheel across its seam")
  }

  /// The default wheel (one item per 133 points, whatever the screen) on
  /// a phone and on an iPad at the same offset, with the distance per item
  /// marked, and on the phone laid out right to left: the same item stands
  /// at the top in all three.
  static func screens(options: GalleryOptions) throws -> GalleryPicture {
    let count = options.wheelItemCount
    let wheel = try Wheel(itemSize: itemSize, radius: radius)
    var mirrored = wheel
    mirrored.layoutDirection = .rightToLeft
    let phone = Size(width: 375, height: 667)
    let iPad = Size(width: 1024, height: 768)
    let distance = wheel.scrollDistancePerItem(in: viewport, itemCount: count)
    // Item 3 at the top (or the last item, for fewer).
    let offset = wheel.initialContentOffset(
      centering: 3, in: Rect(origin: .zero, size: phone), itemCount: count)
    let mirroredOffset = mirrored.initialContentOffset(
      centering: 3, in: Rect(origin: .zero, size: phone), itemCount: count)
    let panels = [
      Panel(
        title: "phone 375 x 667: 133 pt per item", wheel: wheel,
        viewport: Rect(origin: Point(x: offset, y: 0), size: phone), itemCount: count,
        marksDistance: true),
      Panel(
        title: "iPad 1024 x 768: 133 pt per item", wheel: wheel,
        viewport: Rect(origin: Point(x: offset, y: 0), size: iPad), itemCount: count,
        marksDistance: true),
      Panel(
        title: "phone, right to left", wheel: mirrored,
        viewport: Rect(origin: Point(x: mirroredOffset, y: 0), size: phone), itemCount: count,
        marksDistance: true),
    ]
    return render(
      panels: panels, fileName: "wheel-screens.svg",
      summary:
        "\(count) items, one per \(SVGDocument.format(distance)) pt on a phone and an iPad, "
        + "and right to left")
  }

  private static func render(panels: [Panel], fileName: String, summary: String) -> GalleryPicture {
    var seconds = 0.0
    var laidOut: [(panel: Panel, all: [Wheel.Item], visible: Set<Int>, bounds: Rect)] = []
    for panel in panels {
      let ((all, visible), elapsed) = Stopwatch.time {
        let visible = panel.wheel.items(in: panel.viewport, itemCount: panel.itemCount)
        // Every item, visible or not, as a collection view may ask.
        let all = (0..<panel.itemCount).compactMap {
          panel.wheel.item($0, in: panel.viewport, itemCount: panel.itemCount)
        }
        return (all, Set(visible.map(\.index)))
      }
      seconds += elapsed
      // Frame the viewport, the pivot and every item drawn.
      var bounds = panel.viewport.union(
        Rect(origin: panel.wheel.pivot(in: panel.viewport), size: .zero))
      for item in all where !item.isHidden { bounds = bounds.union(item.frame) }
      laidOut.append((panel, all, visible, bounds.insetBy(dx: -24, dy: -24)))
    }
    // One frame, relative to the viewport, for every panel, so the panels
    // compare at the same scale.
    let frame =
      laidOut.map { $0.bounds.offsetBy(dx: -$0.panel.viewport.minX, dy: -$0.panel.viewport.minY) }
      .reduce(nil as Rect?) { $0?.union($1) ?? $1 } ?? .zero
    let scale = panelWidth / max(frame.width, 1)
    let width = Double(panels.count) * (panelWidth + gap) + gap
    var document = SVGDocument(
      width: width, height: frame.height * scale + captionHeight + gap, background: "#f8f9fa")
    var drawn = 0
    var returned = 0
    var marks = 0
    for (number, entry) in laidOut.enumerated() {
      let x = gap + Double(number) * (panelWidth + gap)
      let bounds = frame.offsetBy(dx: entry.panel.viewport.minX, dy: entry.panel.viewport.minY)
      document.text(
        entry.panel.title, at: Point(x: x, y: 30), size: 16, color: Palette.ink, weight: "bold")
      let origin = Point(x: x - bounds.minX * scale, y: captionHeight - bounds.minY * scale)
      document.group(offset: origin, scale: scale, clip: bounds) { canvas in
        let wheel = entry.panel.wheel
        let pivot = wheel.pivot(in: entry.panel.viewport)
        let labelSize = min(wheel.itemSize.width, wheel.itemSize.height) / 3
        canvas.circle(
          center: pivot, radius: wheel.radius,
          style: SVGStyle(stroke: Palette.faint, strokeWidth: 2, dashed: true))
        canvas.circle(center: pivot, radius: 6, style: SVGStyle(fill: Palette.faint))
        // Back to front, so the picture stacks as the z-indices say.
        for item in entry.all.sorted(by: { $0.zIndex < $1.zIndex }) where !item.isHidden {
          let isReturned = entry.visible.contains(item.index)
          let shape = item.rotatedRect
          canvas.line(
            from: pivot, to: item.center, style: SVGStyle(stroke: Palette.faint, opacity: 0.5))
          canvas.polygon(
            shape.corners,
            style: SVGStyle(
              fill: isReturned ? Palette.photo(item.index) : Palette.skipped,
              stroke: isReturned ? Palette.ink : Palette.faint, strokeWidth: 2,
              opacity: isReturned ? item.alpha : 0.8, dashed: !isReturned),
            title: "item \(item.index), " + (isReturned ? "returned by items(in:)" : "skipped"))
          canvas.text(
            "\(item.index)", at: Point(x: item.center.x, y: item.center.y + labelSize / 3),
            size: labelSize,
            color: isReturned ? Palette.ink : Palette.faint, anchor: "middle", weight: "bold")
          drawn += 1
          returned += isReturned ? 1 : 0
        }
        canvas.rect(entry.panel.viewport, style: SVGStyle(stroke: Palette.accent, strokeWidth: 4))
        if entry.panel.marksDistance {
          markDistance(of: entry.panel, on: &canvas)
          marks += 1
        }
      }
    }
    var counts = ["item": drawn, "returned": returned]
    if marks > 0 { counts["distance-mark"] = marks }
    return GalleryPicture(
      fileName: fileName, summary: summary + " (\(returned) of \(drawn) items returned)",
      layoutSeconds: seconds, svg: document.render(), counts: counts)
  }

  /// A bar along the viewport's top edge, one distance per item long,
  /// starting at its leading edge (the right, right to left): scrolling by
  /// that much turns the wheel by one item.
  private static func markDistance(of panel: Panel, on canvas: inout SVGDocument) {
    let viewport = panel.viewport
    let distance = panel.wheel.scrollDistancePerItem(
      in: viewport, itemCount: panel.itemCount)
    guard distance > 0 else { return }
    let rightToLeft = panel.wheel.layoutDirection == .rightToLeft
    let start = rightToLeft ? viewport.maxX - 12 - distance : viewport.minX + 12
    canvas.rect(
      Rect(x: start, y: viewport.minY + 16, width: distance, height: 10),
      style: SVGStyle(fill: Palette.accent),
      title: "distance per item: \(SVGDocument.format(distance)) pt")
    canvas.text(
      "\(SVGDocument.format(distance)) pt = 1 item",
      at: Point(x: start + distance / 2, y: viewport.minY + 62), size: 34, color: Palette.accent,
      anchor: "middle", weight: "bold")
  }
}
