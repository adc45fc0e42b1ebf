// Reads an SVG file back with Foundation's XMLParser, the way a browser
// would refuse a malformed one, and counts what it holds.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What an SVG document holds: element counts, and the titles of titled
/// shapes (the gallery titles each item `item N`).
final class SVGInspector: NSObject, XMLParserDelegate {
  private(set) var elementCounts: [String: Int] = [:]
  private(set) var titles: [String] = []
  /// The x, y, width and height of each rect, by its title, for titled rects.
  private(set) var titledRects: [String: [Double]] = [:]
  private var lastRect: [Double]?
  private(set) var rootName: String?
  private(set) var numericAttributesAreFinite = true
  private var readingTitle = false
  private var title = ""

  /// Parses `svg`, returning `nil` when the text is not well-formed XML.
  static func inspect(_ svg: String) -> SVGInspector? {
    let inspector = SVGInspector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = inspector
    return parser.parse() ? inspector : nil
  }

  /// The titles that start with `prefix`, such as `"item "`.
  func titles(startingWith prefix: String) -> [String] {
    titles.filter { $0.hasPrefix(prefix) }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if rootName == nil { rootName = elementName }
    elementCounts[elementName, default: 0] += 1
    for key in ["x", "y", "width", "height", "cx", "cy", "r", "x1", "x2", "y1", "y2"] {
      if let value = attributes[key], Double(value)?.isFinite != true {
        numericAttributesAreFinite = false
      }
    }
    if elementName == "rect" {
      lastRect = ["x", "y", "width", "height"].map { Double(attributes[$0] ?? "") ?? .nan }
    }
    if elementName == "title" {
      readingTitle = true
      title = ""
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if readingTitle { title += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "title" {
      readingTitle = false
      titles.append(title)
      if let lastRect { titledRects[title] = lastRect }
    } else if elementName == "rect" {
      lastRect = nil
    }
  }
}
