// The feed as the engine reads it: paths to ids through the sections'
// starts, and the caller's estimates by id.

import LayoutGeometry
import MasonryLayout

/// A section provider over a feed's ids and the caller's estimates; it
/// lives for one call (the closures are the caller's, not escaping it).
///
/// Not generic over the id type: the engine's placement loop is
/// specialised for its provider, and a provider generic over an id type
/// unknown here ran that loop unspecialised, looking up generic metadata
/// for every item (a fifth of a compositional wall's first pass). The ids
/// are read inside the closures, which `with` builds where the id type is
/// known.
internal struct _FeedSource: MasonrySectionProvider {
  internal let starts: [Int]
  /// An item's estimate by its index in the flat list of ids.
  internal let height: (Int, Double) -> Double
  internal let header: (Int, Double) -> Double
  internal let footer: (Int, Double) -> Double
  /// An item's column span by its index in the flat list of ids, or
  /// `nil` when every item spans one column (no id read for it).
  internal let span: ((Int) -> Int)?

  internal var sectionCount: Int { starts.count - 1 }

  internal func itemCount(inSection section: Int) -> Int {
    section >= 0 && section + 1 < starts.count ? starts[section + 1] - starts[section] : 0
  }

  internal func height(forItemAt path: ItemPath, width: Double) -> Double {
    guard path.item >= 0, path.item < itemCount(inSection: path.section) else { return 0 }
    return height(starts[path.section] + path.item, width)
  }

  internal func columnSpan(forItemAt path: ItemPath) -> Int {
    guard let span, path.item >= 0, path.item < itemCount(inSection: path.section) else {
      return 1
    }
    return span(starts[path.section] + path.item)
  }

  internal func headerHeight(inSection section: Int, width: Double) -> Double {
    header(section, width)
  }

  internal func footerHeight(inSection section: Int, width: Double) -> Double {
    footer(section, width)
  }

  /// Runs `body` with a source over `ids`, the closures made escaping for
  /// its duration only. `span` is each item's column span by id, or `nil`
  /// when every item spans one column (the public feed's).
  internal static func with<ID, Result>(
    ids: [ID], starts: [Int], height: (ID, Double) -> Double,
    header: (Int, Double) -> Double, footer: (Int, Double) -> Double,
    span: ((ID) -> Int)?, _ body: (_FeedSource) -> Result
  ) -> Result {
    withoutActuallyEscaping(height) { height in
      withoutActuallyEscaping(header) { header in
        withoutActuallyEscaping(footer) { footer in
          body(
            _FeedSource(
              starts: starts, height: { index, width in height(ids[index], width) },
              header: header, footer: footer,
              span: span.map { span in { index in span(ids[index]) } }))
        }
      }
    }
  }
}
