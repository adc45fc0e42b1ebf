// What a collection view asks on every scroll frame: the elements in a
// rect, and one element by its path, with pinned headers placed for the
// viewport the host last saw. Each is the engine's query, never a scan.

import LayoutGeometry
import MasonryLayout

extension MasonryHost {
  /// Returns every element whose frame intersects `rect`: items, headers
  /// and footers, headers pinned for the last viewport when
  /// ``pinsHeaders`` is on.
  ///
  /// It is ``/MasonryLayout/SectionedMasonry/elements(in:pinnedIn:)`` with the viewport
  /// of the last ``prepare(viewport:source:)`` or bounds change; during a
  /// drag the items stand where the drag has moved them.
  ///
  /// - Parameter rect: The area, in content coordinates.
  /// - Returns: The elements, section by section, each section's header,
  ///   items by index, then footer.
  /// - Complexity: The engine's: O(log *s* + *r* · *m* log *n* + *k* log *m*)
  ///   for *s* sections, *r* of them reached, *k* results; independent of
  ///   the items outside the rect.
  public func elements(in rect: Rect) -> [SectionedMasonry.Element] {
    layout.elements(in: rect, pinnedIn: _viewport)
  }

  /// Returns one element, with the frame and z-index ``elements(in:)``
  /// gives it, or `nil` when there is no such element.
  ///
  /// - Parameters:
  ///   - kind: An item, a header or a footer.
  ///   - path: The item's path, or the section and item 0.
  /// - Returns: The element, or `nil`.
  /// - Complexity: O(log *s* + log *n*).
  public func element(
    _ kind: SectionedMasonry.Element.Kind, for path: ItemPath
  ) -> SectionedMasonry.Element? {
    layout.element(kind, for: path, pinnedIn: _viewport)
  }

  /// The size of the content.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { layout.contentSize }
}
