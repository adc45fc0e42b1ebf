// A tiny SVG writer, kept apart from the layout code that decides what to
// draw. It knows shapes, colours and text; it knows nothing of masonry or
// wheels.

import Foundation
import LayoutGeometry

/// Paint for an SVG shape: a fill, a stroke, and their opacity.
struct SVGStyle: Sendable {
  var fill: String = "none"
  var stroke: String = "none"
  var strokeWidth: Double = 1
  var opacity: Double = 1
  var dashed: Bool = false

  var attributes: String {
    var text = "fill=\"\(fill)\" stroke=\"\(stroke)\""
    if stroke != "none" { text += " stroke-width=\"\(SVGDocument.format(strokeWidth))\"" }
    if opacity < 1 { text += " opacity=\"\(SVGDocument.format(opacity))\"" }
    if dashed { text += " stroke-dasharray=\"6 4\"" }
    return text
  }
}

/// An SVG picture built shape by shape, then rendered to text.
struct SVGDocument: Sendable {
  /// The picture's width in user units (points).
  let width: Double

  /// The picture's height in user units (points).
  let height: Double

  private var elements: [String] = []
  private var clipCount = 0

  init(width: Double, height: Double, background: String = "#ffffff") {
    self.width = width
    self.height = height
    rect(Rect(x: 0, y: 0, width: width, height: height), style: SVGStyle(fill: background))
  }

  mutating func rect(_ rect: Rect, style: SVGStyle, cornerRadius: Double = 0, title: String? = nil)
  {
    let frame = rect.standardized
    var element =
      "<rect x=\"\(Self.format(frame.minX))\" y=\"\(Self.format(frame.minY))\""
      + " width=\"\(Self.format(frame.width))\" height=\"\(Self.format(frame.height))\""
    if cornerRadius > 0 { element += " rx=\"\(Self.format(cornerRadius))\"" }
    element += " \(style.attributes)"
    elements.append(Self.close(element, title: title))
  }

  mutating func polygon(_ points: [Point], style: SVGStyle, title: String? = nil) {
    let list = points.map { "\(Self.format($0.x)),\(Self.format($0.y))" }.joined(separator: " ")
    elements.append(Self.close("<polygon points=\"\(list)\" \(style.attributes)", title: title))
  }

  mutating func circle(center: Point, radius: Double, style: SVGStyle) {
    elements.append(
      "<circle cx=\"\(Self.format(center.x))\" cy=\"\(Self.format(center.y))\""
        + " r=\"\(Self.format(radius))\" \(style.attributes)/>")
  }

  mutating func line(from start: Point, to end: Point, style: SVGStyle) {
    elements.append(
      "<line x1=\"\(Self.format(start.x))\" y1=\"\(Self.format(start.y))\""
        + " x2=\"\(Self.format(end.x))\" y2=\"\(Self.format(end.y))\" \(style.attributes)/>")
  }

  mutating func text(
    _ string: String, at point: Point, size: Double = 12, color: String = "#333333",
    anchor: String = "start", weight: String = "normal"
  ) {
    elements.append(
      "<text x=\"\(Self.format(point.x))\" y=\"\(Self.format(point.y))\""
        + " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(Self.format(size))\""
        + " font-weight=\"\(weight)\" fill=\"\(color)\" text-anchor=\"\(anchor)\">"
        + Self.escape(string) + "</text>")
  }

  /// Draws `body` into a group moved by `offset` and then scaled, so a
  /// scene can be placed beside another in one picture; with `clip`, a
  /// rect in the group's own coordinates, nothing is drawn outside it.
  mutating func group(
    offset: Point, scale: Double = 1, clip: Rect? = nil, _ body: (inout SVGDocument) -> Void
  ) {
    var inner = SVGDocument(bare: width, height)
    body(&inner)
    var attributes =
      "transform=\"translate(\(Self.format(offset.x)),\(Self.format(offset.y)))"
      + (scale == 1 ? "" : " scale(\(scale))") + "\""
    if let clip {
      clipCount += 1
      let id = "clip\(clipCount)"
      let frame = clip.standardized
      elements.append(
        "<clipPath id=\"\(id)\"><rect x=\"\(Self.format(frame.minX))\" y=\"\(Self.format(frame.minY))\""
          + " width=\"\(Self.format(frame.width))\" height=\"\(Self.format(frame.height))\"/></clipPath>"
      )
      attributes += " clip-path=\"url(#\(id))\""
    }
    elements.append("<g \(attributes)>")
    elements.append(contentsOf: inner.elements)
    elements.append("</g>")
  }

  /// The document as SVG text.
  func render() -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.format(width))\""
      + " height=\"\(Self.format(height))\""
      + " viewBox=\"0 0 \(Self.format(width)) \(Self.format(height))\">\n"
    for element in elements { text += "  " + element + "\n" }
    return text + "</svg>\n"
  }

  private init(bare width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  private static func close(_ element: String, title: String?) -> String {
    guard let title else { return element + "/>" }
    return element + "><title>" + escape(title) + "</title></" + tagName(of: element) + ">"
  }

  private static func tagName(of element: String) -> String {
    String(element.dropFirst().prefix { $0 != " " })
  }

  /// Formats a coordinate with at most two decimals, so files stay small
  /// and diffable; non-finite values (which a layout should never produce)
  /// are written as 0 so the file stays valid.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e15 else { return String(Int(value)) }
    let whole = Int(hundredths) / 100
    let fraction = abs(Int(hundredths)) % 100
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return sign + String(whole) }
    let digits =
      fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(whole) + "." + digits
  }

  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
