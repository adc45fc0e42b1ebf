// How the virtualizer and its passes print: settings and counts, the
// paths of what appeared and what to prefetch.

import LayoutGeometry
import MasonryLayout

extension MasonryVirtualizer: CustomStringConvertible {
  /// The virtualizer as a reader writes it:
  /// `MasonryVirtualizer(overscan: 300, lookahead: 10, built: 14, hinted: 6)`.
  public var description: String {
    DescriptionFormat.fields(
      "MasonryVirtualizer",
      [
        "overscan": DescriptionFormat.number(overscan),
        "lookahead": DescriptionFormat.number(lookahead),
        "built": DescriptionFormat.number(Double(_built.count)),
        "hinted": DescriptionFormat.number(Double(_hinted.count)),
      ])
  }
}

extension MasonryVirtualizer.Pass: CustomStringConvertible {
  /// The pass as a reader writes it: `Pass(elements: 7, appeared: [[0, 6]],
  /// prefetch: [[0, 7], [0, 8]], reachedEnd: false)`; appeared elements
  /// by path, a header or footer as `header 2` or `footer 2`.
  public var description: String {
    let appeared = self.appeared.map { element -> String in
      switch element.kind {
      case .item: "\(element.path)"
      case .header: "header \(element.path.section)"
      case .footer: "footer \(element.path.section)"
      }
    }
    return DescriptionFormat.fields(
      "Pass",
      [
        "elements": DescriptionFormat.number(Double(elements.count)),
        "appeared": "[" + appeared.joined(separator: ", ") + "]",
        "prefetch": "[" + prefetch.map(\.description).joined(separator: ", ") + "]",
        "reachedEnd": "\(reachedEnd)",
      ])
  }
}
