// The eager masonry's two answers: the container's size for a proposal,
// and each child's frame in the container's bounds.

import LayoutGeometry
import MasonryLayout

extension MasonryStackLayout {
  /// The container's size for a proposal: the breadth read from it (see
  /// ``width(proposedWidth:proposedHeight:)``) and the content's length
  /// along the flow, the engine's ``/MasonryLayout/Masonry/contentSize``.
  ///
  /// - Parameters:
  ///   - proposedWidth: The proposed width, or `nil` when open.
  ///   - proposedHeight: The proposed height, or `nil` when open.
  ///   - itemCount: The number of children; a negative one reads as 0.
  ///   - cache: The layout's cache.
  ///   - measure: The size of the child at an index for a proposal, of
  ///     which one dimension, the item's breadth, is given and the other
  ///     `nil`; asked only when the layout is not cached.
  /// - Returns: A finite, non-negative size; 0 long without children.
  /// - Complexity: O(1) when the cache holds the layout; otherwise one
  ///   measurement per child and the engine's `prepare`.
  package func sizeThatFits(
    proposedWidth: Double?, proposedHeight: Double?, itemCount: Int, cache: inout Cache,
    measure: (_ index: Int, _ proposedWidth: Double?, _ proposedHeight: Double?) -> Size
  ) -> Size {
    let breadth = width(proposedWidth: proposedWidth, proposedHeight: proposedHeight)
    guard
      let masonry = _layout(breadth: breadth, itemCount: itemCount, cache: &cache, measure: measure)
    else {
      // No engine (never, in practice): an empty container of that breadth.
      return axis == .vertical ? Size(width: breadth, height: 0) : Size(width: 0, height: breadth)
    }
    return masonry.contentSize
  }

  /// Places each child at its frame in `bounds`: the engine's frame
  /// offset by the bounds' origin, the breadth read from the bounds' size
  /// as from a proposal.
  ///
  /// `place` is called once per item, in index order, with the frame the
  /// host places the child at and proposes to it (its size); an item the
  /// engine has no frame for is skipped.
  ///
  /// - Parameters:
  ///   - bounds: The container's bounds. A NaN or infinite origin
  ///     coordinate reads as 0 (``/LayoutGeometry/Rect/offsetBy(dx:dy:)``
  ///     ignores it).
  ///   - itemCount: The number of children; a negative one reads as 0.
  ///   - cache: The layout's cache.
  ///   - measure: As in
  ///     ``sizeThatFits(proposedWidth:proposedHeight:itemCount:cache:measure:)``.
  ///   - place: Places the child at an index at a frame.
  /// - Complexity: O(*n*) calls to `place`, plus the layout when the cache
  ///   does not hold it.
  package func placeItems(
    in bounds: Rect, itemCount: Int, cache: inout Cache,
    measure: (_ index: Int, _ proposedWidth: Double?, _ proposedHeight: Double?) -> Size,
    place: (_ index: Int, _ frame: Rect) -> Void
  ) {
    let breadth = width(proposedWidth: bounds.size.width, proposedHeight: bounds.size.height)
    let masonry = _layout(breadth: breadth, itemCount: itemCount, cache: &cache, measure: measure)
    Self._place(masonry, itemCount: itemCount, at: bounds.origin, place: place)
  }

  /// Calls `place` with each item's frame offset by `origin`, skipping an
  /// index the engine has no frame for (all of them without an engine).
  ///
  /// - Complexity: O(*n*).
  internal static func _place(
    _ masonry: Masonry?, itemCount: Int, at origin: Point,
    place: (_ index: Int, _ frame: Rect) -> Void
  ) {
    guard let masonry else { return }
    for index in 0..<Sanitizing.count(itemCount, maximum: Masonry.maximumItemCount) {
      guard let frame = masonry.frame(ofItemAt: index) else { continue }
      place(index, frame.offsetBy(dx: origin.x, dy: origin.y))
    }
  }
}
