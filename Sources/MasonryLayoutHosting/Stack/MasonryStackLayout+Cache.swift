// The eager masonry's memory between sizing and placing: the last layout
// and what it was laid out for, reused while nothing it depends on changed.

import LayoutGeometry
import MasonryLayout

extension MasonryStackLayout {
  /// The layout of the last breadth, kept between sizing and placing.
  ///
  /// A layout is reused while the breadth, the item count and the
  /// stack's ``MasonryStackLayout/configuration`` are those it was laid
  /// out for; anything else lays out again and measures every item. The
  /// children themselves are the host's to watch: when they change
  /// (SwiftUI's `updateCache`), start from a new cache.
  package struct Cache: Sendable {
    /// The engine as last laid out, or `nil` before the first layout.
    internal var _masonry: Masonry?

    /// What `_masonry` was laid out for.
    internal var _key: _Key?

    /// Creates an empty cache: the next size or placement lays out.
    ///
    /// - Complexity: O(1).
    package init() {}
  }

  /// What a cached layout depends on, besides the children.
  internal struct _Key: Hashable, Sendable {
    var configuration: Masonry.Configuration
    var breadth: Double
    var itemCount: Int
  }

  /// The engine laid out at `breadth` for `itemCount` items, from the
  /// cache when it holds that layout, else laid out (measuring every item)
  /// and cached.
  ///
  /// `nil` only if the engine rejected the configuration, which
  /// ``configuration`` rules out: the fallback that keeps this path free
  /// of traps.
  ///
  /// - Parameters:
  ///   - breadth: A sanitised breadth.
  ///   - itemCount: Any count; a negative one reads as 0.
  ///   - cache: The layout's cache.
  ///   - measure: A child's size for a proposal.
  /// - Returns: The laid-out engine.
  /// - Complexity: O(1) from the cache; otherwise *n* measurements and the
  ///   engine's `prepare`.
  internal func _layout(
    breadth: Double, itemCount: Int, cache: inout Cache,
    measure: (_ index: Int, _ proposedWidth: Double?, _ proposedHeight: Double?) -> Size
  ) -> Masonry? {
    let key = _Key(
      configuration: configuration, breadth: breadth,
      itemCount: Sanitizing.count(itemCount, maximum: Masonry.maximumItemCount))
    if cache._key == key { return cache._masonry }
    // The same configuration lays out again in the engine already made,
    // whose storage a unique cache reuses.
    if cache._key?.configuration != key.configuration || cache._masonry == nil {
      cache._masonry = try? Masonry(configuration: key.configuration)
    }
    withoutActuallyEscaping(measure) { measure in
      let lengths = _MeasuredLengths(measure: measure, itemCount: key.itemCount)
      // Cleaned once, where the proposal came in.
      cache._masonry?._prepare(width: breadth, itemCount: key.itemCount, heights: lengths)
    }
    cache._key = key
    return cache._masonry
  }
}
