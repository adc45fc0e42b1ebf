// One pass of the virtualizer: the query over the built rect and the
// prefetch band, split into what to build, what appeared, what to
// prefetch, and whether the end of the content is near.

import LayoutGeometry
import MasonryLayout

extension MasonryVirtualizer {
  /// What one scroll position needs built, and what to load ahead.
  public struct Pass: Sendable {
    /// The elements to build: those whose frame intersects the viewport
    /// grown by the overscan, in the engine's order.
    public var elements: [SectionedMasonry.Element]

    /// The elements of ``elements`` the last pass did not build, in the
    /// same order.
    public var appeared: [SectionedMasonry.Element]

    /// The items about to appear that were not hinted while in range, in
    /// ascending order.
    public var prefetch: [ItemPath]

    /// Whether the queried rect reached the end of the content for the
    /// first time at this content length.
    public var reachedEnd: Bool

    /// The rect the elements were built for, in content coordinates.
    public var builtRect: Rect

    /// The prefetch band, in content coordinates: along the flow,
    /// ``MasonryVirtualizer/overscan`` long plus at most two viewport
    /// lengths (see ``MasonryVirtualizer``'s rule); empty when the
    /// viewport is not finite.
    public var prefetchRect: Rect
  }

  /// Returns what to build for `viewport`, and remembers it for the next
  /// pass.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, in content coordinates.
  ///   - layout: The feed as laid out now (a ``MasonryHost``'s or
  ///     ``MasonryFeed``'s `layout`).
  /// - Returns: The elements to build, the new ones, the prefetch hints
  ///   and the end of the content.
  /// - Complexity: One engine query of the built rect and the band
  ///   (O(log *s* + *r* · *m* log *n* + *k* log *m*)), plus O(*k* + *h*)
  ///   for *k* elements found and *h* items hinted before.
  public mutating func update(viewport: Rect, in layout: SectionedMasonry) -> Pass {
    let vertical = layout.configuration.axis == .vertical
    let shown = viewport.standardized
    let leading = vertical ? shown.minY : shown.minX
    let length = vertical ? shown.height : shown.width
    let overscan = Self._length(self.overscan)
    var moved = 0.0
    if let last = _lastLeading, viewport.isFinite, (leading - last).isFinite {
      moved = leading - last
    }
    _lastLeading = viewport.isFinite ? leading : nil
    // Passes come a frame apart, so the distance moved stands for speed
    // only while the scroll is continuous: a viewport that moved its
    // length or more (it no longer overlaps where it was) jumped there,
    // and a jump is at rest. The band past the overscan is at most
    // `_lookaheadCap` viewports, which also keeps a huge lookahead from
    // making it infinite (a queried rect that would build nothing).
    if !(Swift.abs(moved) < length) { moved = 0 }
    let reach =
      overscan
      + Swift.min(Swift.abs(moved) * Self._length(lookahead), Self._lookaheadCap * length)
    // Along the flow: the built span, and the band ahead of the viewport.
    // A right-to-left shelf runs toward smaller x: at rest, ahead is that
    // way, and its end is at 0.
    let mirrored = !vertical && layout.configuration.layoutDirection == .rightToLeft
    let built = (leading - overscan, leading + length + overscan)
    let forward = moved == 0 ? !mirrored : moved > 0
    let band =
      forward ? (leading + length, leading + length + reach) : (leading - reach, leading)
    let across = vertical ? (shown.minX, shown.width) : (shown.minY, shown.height)
    func rect(_ span: (Double, Double)) -> Rect {
      let extent = Swift.max(span.1 - span.0, 0)
      return vertical
        ? Rect(x: across.0, y: span.0, width: across.1, height: extent)
        : Rect(x: span.0, y: across.0, width: extent, height: across.1)
    }
    let builtRect = rect(built)
    let bandRect = viewport.isFinite ? rect(band) : Rect.zero
    let queried = rect((Swift.min(built.0, band.0), Swift.max(built.1, band.1)))
    // The last pass's list of elements, reused when the caller let go of
    // it: swapped out and back, which retains nothing; emptied only when
    // not empty (`removeAll` is a call).
    var found = [SectionedMasonry.Element]()
    swap(&found, &_buffers.elements)
    if !found.isEmpty { found.removeAll(keepingCapacity: true) }
    if viewport.isFinite {
      layout._appendElements(in: queried, pinnedIn: viewport, to: &found, hints: &_hints)
    }

    // Every element found overlaps the queried rect across the flow, and
    // the built rect, the band and the viewport share that extent: each
    // `intersects` reduces to the flow's comparison (the same one, on the
    // same edges), inlined.
    func span(_ rect: Rect) -> (Double, Double) {
      vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
    let (builtSpan, bandSpan, shownSpan) = (span(builtRect), span(bandRect), span(shown))
    // The new keys go to the spare lists, written through pointers: no
    // uniqueness or capacity check per element. Each list is moved out of
    // `self` and back, which retains nothing.
    var (appeared, prefetch) = ([SectionedMasonry.Element](), [ItemPath]())
    var (keys, hinted) = (_KeyList(), _KeyList())
    swap(&keys, &_buffers.keys)
    swap(&hinted, &_buffers.hinted)
    // The spares hold the lists of the pass before the last. When nothing
    // is found, `rewrite` runs no body and `hinted`'s is never called: it
    // must start empty, or those hints would come back.
    hinted.removeAll()
    let count = found.count
    var kept = 0  // the built elements, compacted to the front of `found`
    found.withUnsafeMutableBufferPointer { found in
      _built.storage.withUnsafeBufferPointer { lastBuilt in
        _hinted.storage.withUnsafeBufferPointer { lastHinted in
          let (builtCount, hintedCount) = (_built.count, _hinted.count)
          keys.rewrite(capacity: count) { keys in
            hinted.rewrite(capacity: count) { hinted in
              var previous = 0  // into lastBuilt
              var old = 0  // into lastHinted
              var hints = 0
              for index in 0..<count {
                let element = found[index]
                // Frames the engine reports have no negative size.
                let low = vertical ? element.frame.origin.y : element.frame.origin.x
                let high =
                  low + (vertical ? element.frame.size.height : element.frame.size.width)
                let key = _Key(element)
                if high > builtSpan.0, builtSpan.1 > low {
                  while previous < builtCount, lastBuilt[previous] < key { previous += 1 }
                  if previous == builtCount || lastBuilt[previous] != key {
                    appeared.append(element)
                  }
                  keys[kept] = key
                  // Elements only in the band come last along the flow, so
                  // most of the built ones are already in place.
                  if kept != index { found[kept] = element }
                  kept += 1
                }
                guard element.kind == .item else { continue }
                while old < hintedCount, lastHinted[old] < key { old += 1 }
                if old < hintedCount, lastHinted[old] == key {
                  hinted[hints] = key  // still in range: never hinted twice
                  hints += 1
                } else if high > bandSpan.0, bandSpan.1 > low,
                  !(high > shownSpan.0 && shownSpan.1 > low)
                {
                  prefetch.append(element.path)
                  hinted[hints] = key
                  hints += 1
                }
              }
              return hints
            }
            return kept
          }
        }
      }
    }
    if kept < count { found.removeLast(count - kept) }
    // The new keys are kept for the next pass, and the last pass's lists
    // become its spares; the list of elements the pass returns is shared
    // with the buffers until the caller drops it.
    swap(&_built, &keys)
    swap(&_hinted, &hinted)
    swap(&_buffers.keys, &keys)
    swap(&_buffers.hinted, &hinted)
    _buffers.elements = found
    // The end: the queried rect reaches the content's end along the flow
    // (its left edge on a right-to-left shelf).
    let content = vertical ? layout.contentSize.height : layout.contentSize.width
    let reachedEnd =
      viewport.isFinite
      && _end.reached(
        start: Swift.min(built.0, band.0), end: Swift.max(built.1, band.1),
        contentLength: content, mirrored: mirrored)
    return Pass(
      elements: found, appeared: appeared, prefetch: prefetch, reachedEnd: reachedEnd,
      builtRect: builtRect, prefetchRect: bandRect)
  }

  /// How many viewport lengths the prefetch band reaches past the
  /// overscan at most, whatever the speed: at the default lookahead of
  /// 10, a scroll of a fifth of a viewport a pass reaches it. Since a
  /// continuous scroll moves less than a viewport a pass, two viewports
  /// are still at least two passes ahead of the fastest one; and they
  /// bound a pass's hints, and the rect it queries, by a few screens.
  internal static var _lookaheadCap: Double { 2 }

  /// A length setting as read: NaN, infinite or negative as 0.
  internal static func _length(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
