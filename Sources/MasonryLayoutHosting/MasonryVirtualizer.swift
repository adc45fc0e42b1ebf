// Which views to build for a scroll position: the elements of the
// viewport and an overscan on each side along the flow, the ones that
// just appeared, the items about to appear (prefetch hints, never twice
// while an item stays in range) and the end of the content. One engine
// query a frame, over the built rect and the prefetch band together; the
// rest is linear merges of sorted lists, so a frame costs the query plus
// O(k) for k elements.

import LayoutGeometry
import MasonryLayout

/// Decides, for each scroll position, which elements of a masonry feed a
/// lazy view builds, which of them are new, and which items to start
/// loading: the platform-free core of `LazyMasonry`, usable from any host.
///
///     var feed = try MasonryFeed<Int>()
///     feed.update(to: Array(0..<1_000)) { _, width in width }
///     feed.prepare(viewport: bounds) { _, width in width }
///     var virtualizer = MasonryVirtualizer(overscan: 400)
///     let pass = virtualizer.update(viewport: bounds, in: feed.host.layout)
///     print("build \(pass.appeared.count) views")
///     let toLoad = pass.prefetch.compactMap { feed.id(at: $0) }  // start their images
///
/// - The built rect is the viewport grown by ``overscan`` on each side
///   along the flow (vertically on the vertical axis, horizontally on the
///   horizontal one); ``Pass/elements`` are the elements whose frame
///   intersects it, by the engine's rule
///   (``/MasonryLayout/SectionedMasonry/elements(in:pinnedIn:)``, headers
///   pinned for the viewport when the layout pins them), in its order:
///   section by section, header, items by index, footer. The same
///   viewport gives the same elements, and an element stays in place in
///   the list from one pass to the next while it stays built.
/// - ``Pass/appeared`` are the elements built now that the last pass did
///   not build: a lazy view creates only those.
/// - The prefetch band lies past the viewport in the scroll's direction
///   (forward when the viewport has not moved: toward larger coordinates,
///   or toward smaller x on a horizontal layout whose `layoutDirection` is
///   right to left, which starts at the content's right edge and ends at
///   x = 0): ``overscan`` long, plus ``lookahead`` times the scroll's
///   speed, at most two viewport lengths. ``Pass/prefetch`` are the items
///   whose frame intersects the band and not the viewport, and that were
///   not hinted already: an item is hinted again only after it has left
///   the queried rect (built rect and band).
/// - The speed: the virtualizer has no clock, and passes come once a
///   frame, so the speed is the distance the viewport's leading edge moved
///   along the flow since the last pass, while the scroll is continuous.
///   A pass that moved it by the viewport's length or more (the viewport
///   no longer overlaps where it was: a scroll to an item, an animation
///   faster than a viewport a frame) is a jump, and counts as not moving:
///   the band lies forward, ``overscan`` long. So do the first pass, the
///   first after a viewport that is not finite, and every pass of a
///   zero-length viewport (whose cap is 0 anyway). A reversal turns the
///   band at once: the first pass that moves back puts it behind the
///   viewport, at that pass's speed; a pass that does not move puts it
///   forward again. With a 500-point viewport, an overscan of 100 and a
///   lookahead of 10, a pass that moved 30 points has a band 400 long;
///   one that moved 150, 1,100 (1,500 past the overscan, capped at
///   1,000); one that moved 500, 100.
/// - The cap of two viewport lengths is reached at a fifth of a viewport a
///   pass with the default lookahead (a fast fling), and still lies two
///   passes ahead of any continuous scroll, which moves less than a
///   viewport a pass. It bounds what a pass queries by the viewport, two
///   overscans and two viewport lengths, and so the items it hints.
/// - ``Pass/reachedEnd`` is `true` once when the queried rect reaches the
///   end of the content along the flow (x = 0 on a right-to-left
///   horizontal layout), and again only after the content's
///   length has changed: the moment to load the next page.
///
/// ## Bad input
/// A viewport with a NaN or infinite component builds nothing (the
/// engine's rule for such a rect) and has no band, and the next pass
/// counts as a first one. A finite viewport whose queried rect's far edge
/// overflows (coordinates near `Double.greatestFiniteMagnitude`) builds
/// nothing either. A NaN, infinite or negative ``overscan`` or
/// ``lookahead`` reads as 0; a lookahead so large that its product with
/// the speed overflows reaches the cap of two viewport lengths.
public struct MasonryVirtualizer: Sendable {
  /// How far past the viewport, on each side along the flow, elements are
  /// built; and the prefetch band's length at rest. 300 points by default;
  /// a NaN, infinite or negative value reads as 0.
  public var overscan: Double

  /// How many passes of the scroll's speed the prefetch band reaches past
  /// the overscan, up to two viewport lengths; 10 by default; a NaN,
  /// infinite or negative value reads as 0.
  ///
  /// The speed is the distance the viewport moved since the last pass,
  /// while the scroll is continuous: a pass that moved it by its length
  /// or more is a jump, with no speed (see the type's rule).
  public var lookahead: Double

  /// The keys of the elements built by the last pass, ascending.
  internal var _built = _KeyList()

  /// The keys of the items hinted and still in the queried rect,
  /// ascending.
  internal var _hinted = _KeyList()

  /// The last viewport's leading edge along the flow.
  internal var _lastLeading: Double?

  /// The end of the content, reported once per content length.
  internal var _end = EndOfContent()

  /// Where the last pass's query started in each column, for the next
  /// one to search from: a scroll moves a little each frame.
  internal var _hints = _ScrollHints()

  /// The storage of the last pass's lists, reused by the next pass when
  /// nothing else holds it: in a scroll, a pass allocates only the lists
  /// of appeared elements and prefetch hints, on the frames that have
  /// some.
  internal var _buffers = _Buffers()

  /// Creates a virtualizer that has built nothing yet.
  ///
  /// - Parameters:
  ///   - overscan: How far past the viewport elements are built, on each
  ///     side along the flow.
  ///   - lookahead: How many passes of the scroll's speed the prefetch
  ///     band reaches past the overscan, up to two viewport lengths.
  /// - Complexity: O(1).
  public init(overscan: Double = 300, lookahead: Double = 10) {
    self.overscan = overscan
    self.lookahead = lookahead
  }
}

extension MasonryVirtualizer {
  /// An element's place in the engine's order: section, then header,
  /// items by index, footer; packed into one integer (section, rank,
  /// item from the high bits down), so that the merges of a pass compare
  /// one word. Sections and items are below 2^31 (the engine counts
  /// both in `Int32`).
  internal struct _Key: Comparable, Sendable {
    internal var bits: UInt64

    internal var section: Int { Int(bits >> 33) }
    internal var rank: Int { Int((bits >> 31) & 3) }
    internal var item: Int { Int(bits & 0x7FFF_FFFF) }

    @inline(__always)
    internal init(section: Int, rank: Int, item: Int) {
      bits = UInt64(section) << 33 | UInt64(rank) << 31 | UInt64(item)
    }

    @inline(__always)
    internal init(_ element: SectionedMasonry.Element) {
      let rank =
        switch element.kind {
        case .header: 0
        case .item: 1
        case .footer: 2
        }
      self.init(
        section: element.path.section, rank: rank, item: rank == 1 ? element.path.item : 0)
    }

    internal var path: ItemPath { ItemPath(section: section, item: item) }

    internal static func < (lhs: _Key, rhs: _Key) -> Bool { lhs.bits < rhs.bits }
  }

  /// Forgets what was built and hinted: the next pass reports every
  /// element as appeared and hints again. For a data change without a
  /// transition (a reload); otherwise ``remap(through:)`` keeps them.
  ///
  /// - Complexity: O(1).
  public mutating func reset() {
    _built = _KeyList()
    _hinted = _KeyList()
    _end.reset()
  }

  /// Whether the item at `path` was hinted and has stayed in range since:
  /// the virtualizer will not hint it again until it leaves.
  ///
  /// - Complexity: O(log *h*) for *h* items hinted.
  internal func _holdsHint(for path: ItemPath) -> Bool {
    let key = _Key(section: path.section, rank: 1, item: path.item)
    let keys = _hinted.keys
    var (low, high) = (keys.startIndex, keys.endIndex)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.endIndex && keys[low] == key
  }

  /// Carries what was built and hinted through a data change, so that the
  /// elements that stay are not reported as appeared again: each to its
  /// path after the change, the deleted ones dropped.
  ///
  /// A transition that is a reload forgets everything, as ``reset()``.
  ///
  /// - Parameter transition: The change, from ``MasonryFeed/Update/transition``
  ///   or ``MasonryHost/apply(_:source:)``.
  /// - Complexity: O(*k* log *k*) for *k* elements built and hinted, plus
  ///   the transition's lookups.
  public mutating func remap(through transition: MasonryHost.Transition) {
    _remap(through: transition) { _ in nil }
  }

  /// ``remap(through:)``, with `orElse` asked for the new path of each
  /// built or hinted item the transition drops (deleted, or moved out of a
  /// deleted or reloaded section, which a batch update writes as a
  /// deletion and an insertion): a host that knows items by identity
  /// finds those that survive, so that they are not reported as appeared
  /// again.
  internal mutating func _remap(
    through transition: MasonryHost.Transition, orElse: (ItemPath) -> ItemPath?
  ) {
    guard !transition.isReload else { return reset() }
    func newPath(ofOld path: ItemPath) -> ItemPath? {
      transition.newPath(ofOld: path) ?? orElse(path)
    }
    _built = _KeyList(
      _built.keys.compactMap { key in
        if key.rank == 1 {
          return newPath(ofOld: ItemPath(section: key.section, item: key.item)).map {
            _Key(section: $0.section, rank: 1, item: $0.item)
          }
        }
        return transition.newSection(ofOld: key.section).map {
          _Key(section: $0, rank: key.rank, item: 0)
        }
      }.sorted())
    _hinted = _KeyList(
      _hinted.keys.compactMap { key in
        newPath(ofOld: key.path).map {
          _Key(section: $0.section, rank: 1, item: $0.item)
        }
      }.sorted())
    _end.reset()
  }
}

extension MasonryVirtualizer {
  /// Lists a pass fills, kept for the next. The lists of appeared and
  /// prefetched elements are not: most frames have none, and an empty
  /// list costs nothing.
  internal struct _Buffers: Sendable {
    internal var elements: [SectionedMasonry.Element] = []
    internal var keys = _KeyList()
    internal var hinted = _KeyList()
  }

  /// Keys in storage that only grows: the first `count` are the list. A
  /// pass writes its keys through a pointer and sets the count, so a
  /// scroll's frames neither resize nor trim (each a call into the
  /// standard library).
  internal struct _KeyList: Sendable {
    internal private(set) var storage: [_Key] = []
    internal private(set) var count = 0

    internal init() {}

    internal init(_ keys: [_Key]) {
      storage = keys
      count = keys.count
    }

    /// Empties the list, keeping its storage.
    internal mutating func removeAll() { count = 0 }

    /// The list: the first `count` keys of the storage.
    internal var keys: ArraySlice<_Key> { storage[..<count] }

    /// Makes room for `capacity` keys and lets `body` write the list
    /// from the start, returning how many it wrote.
    internal mutating func rewrite(
      capacity: Int, _ body: (UnsafeMutablePointer<_Key>) -> Int
    ) {
      guard capacity > 0 else {
        count = 0
        return
      }
      if storage.count < capacity {
        storage.append(
          contentsOf: repeatElement(
            _Key(section: 0, rank: 0, item: 0), count: capacity - storage.count))
      }
      count = storage.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
  }
}
