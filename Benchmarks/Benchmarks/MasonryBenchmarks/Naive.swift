// The naive approaches, written plainly, as the tutorials write them: the
// yardsticks the engine is measured against.

import LayoutGeometry
import MasonryLayout

/// The floor of any layout: storing `frames.count` frames that are already
/// computed, in storage allocated for them.
///
/// - Complexity: O(*n*).
@inline(never)
func copyIntoFreshStorage(_ frames: [Rect]) -> [Rect] {
  var storage: [Rect] = []
  storage.reserveCapacity(frames.count)
  for frame in frames { storage.append(frame) }
  return storage
}

/// The tutorial's rect query: test every cached frame.
///
/// - Complexity: O(*n*), whatever the rect.
@inline(never)
func naiveItems(in rect: Rect, frames: [Rect]) -> [Masonry.Item] {
  var visible: [Masonry.Item] = []
  for (index, frame) in frames.enumerated() where frame.intersects(rect) {
    visible.append(Masonry.Item(index: index, frame: frame))
  }
  return visible
}
