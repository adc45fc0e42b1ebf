// A scroll view's own motion, in platform-free code: what a SwiftUI view
// (or any host without UIScrollView) needs to spin a wheel or a carousel
// by itself. The view reports the finger, taps, VoiceOver's steps, data
// and size changes and the frames' times; this decides the content offset
// of every frame, where a fling lands and when the selection changes, so
// all of it is tested on Linux and the view only draws.

import CircularLayout
import LayoutGeometry

/// A wheel's or a carousel's scrolling, driven by events and frame times
/// instead of a `UIScrollView`: dragging, deceleration, snapping and
/// paging, taps, accessibility steps, and a selection that changes once,
/// where a scroll settles.
///
/// The interaction holds the engine (through a ``ScrollingLayoutHost``),
/// the viewport's size, the item count, the content offset along the
/// scroll axis and the ``Phase-swift.enum``. Every event is a mutating
/// method that takes the time it happens at (seconds on any monotonic
/// clock, such as a frame's timestamp) and returns whether ``selection``
/// changed:
///
/// | Event | What happens |
/// | --- | --- |
/// | ``beginDrag(at:)`` | A deceleration stops where it stands (the finger catches it); the selection does not change. |
/// | ``drag(by:at:)`` | The content follows the finger; past an end it stretches as `UIScrollView` rubber-bands. |
/// | ``endDrag(by:velocity:at:)`` | The fling's natural rest under ``decelerationRate`` is snapped by the engine (``/CircularLayout/ScrollSnapping``, paging from where the finger lifted), and a ``Deceleration`` solved to stop there starts. |
/// | ``advance(to:)`` | A frame: the offset is the deceleration's at that time; once within ``restingTolerance`` of the landing the offset is set on it and the scroll settles, changing the selection. |
/// | ``scroll(toItem:at:)`` | A tap: the item is brought to the reference point, the shortest way round, by a landing deceleration; the selection changes when it settles. |
/// | ``step(by:at:)`` | VoiceOver's increment (1) or decrement (-1): the offset moves at once, the selection with it. |
/// | ``updateItems(_:newItemCount:at:)``, ``resize(to:at:)``, ``setLayout(_:at:)`` | Data, size and setting changes: the centred item stays put, and a deceleration in flight retargets to the item it was landing on. |
///
///     var spin = ScrollingInteraction(
///       host.layout, viewportSize: Size(width: 375, height: 667), itemCount: 10)
///     spin.drag(by: -60, at: 0)
///     spin.endDrag(by: -60, velocity: -900, at: 0.1)   // a fling leftwards
///     var frame = 0.1
///     while spin.isDecelerating {   // one call per frame
///       frame += 1.0 / 60
///       spin.advance(to: frame)
///     }
///     spin.selection   // 4, the item it landed on
///
/// The selection is the item standing at the engine's reference point
/// when the interaction is at rest: it does not change while the content
/// moves, only where a scroll settles, on a step, or when the selected
/// item itself is removed. A drag that comes back to the item it left, a
/// tap on the selected item, and a step past an end leave it unchanged.
///
/// ## Bad input
///
/// Nothing traps. A selection outside the items reads as the item the
/// host centres for it (clamped with ends, modulo the count wrapping
/// around); with no items the selection is `nil` and the offset 0. A
/// time that is not finite reads as the last finite time the interaction
/// was given (0 at first), and a time earlier than a deceleration's start
/// as its start, so frames never move it backwards. A NaN translation or
/// velocity reads as 0, infinite ones are clamped (translations to 2^53,
/// velocities to ``Deceleration/maximumSpeed``). Sizes and counts are
/// sanitised as ``/CircularLayout/ScrollingLayout`` says.
///
/// ## Cover flow 2's toggle
///
/// A carousel's interaction also keeps the toggle it draws with
/// (``coverFlowToggle``), as iCarousel and the UIKit layout keep it from
/// frame to frame: while the content moves by itself or rests it is the
/// engine's (``/CircularLayout/Carousel/coverFlowToggle(in:itemCount:)``)
/// for the bounds; while the finger is down it is held at the value it
/// had where the drag began (after the frame ``beginDrag(at:)`` takes
/// first), through moves, frames, data changes and resizes, until the
/// finger lifts or the drag is ended otherwise (a step, a tap, a new
/// layout). Draw and hit-test with ``coverFlowToggle(at:)``.
public struct ScrollingInteraction<Layout: HostedScrollingLayout>: Hashable, Sendable {
  /// The host the interaction asks where to land, scroll and step.
  public internal(set) var host: ScrollingLayoutHost<Layout>

  /// The viewport's size: finite and not negative.
  public internal(set) var viewportSize: Size

  /// The number of items, in `0 ... 2^53`.
  public internal(set) var itemCount: Int

  /// The content offset along the scroll axis: where the viewport's
  /// origin stands in the content, as a scroll view's `contentOffset`.
  public internal(set) var contentOffset: Double

  /// What the interaction is doing: at rest, following a finger, or
  /// decelerating to a landing.
  public internal(set) var phase: Phase

  /// The selected item: the one the interaction last came to rest on;
  /// `nil` exactly when there are no items.
  public internal(set) var selection: Int?

  /// How fast a fling slows down, which decides where it would stop
  /// before snapping: ``Deceleration/Rate-swift.struct/normal`` by
  /// default, ``Deceleration/Rate-swift.struct/fast`` for a paging feel.
  public var decelerationRate: Deceleration.Rate

  /// The last finite time an event was given, in seconds.
  public internal(set) var time: Double

  /// Cover flow 2's toggle after the last event: the engine's for the
  /// bounds out of a drag, the value the finger caught while dragging
  /// (always 0 for a wheel). A carousel reads it as
  /// ``coverFlowToggle``; kept here, it is part of the state that equal
  /// interactions share.
  var toggle: Double

  /// How near its landing a deceleration is set on it and settles: a
  /// quarter of a point, under a pixel on every screen, where the jump
  /// cannot be seen.
  ///
  /// The selection therefore changes when the motion has ended to the
  /// eye, as `scrollViewDidEndDecelerating` is called: a fling at `v`
  /// points per second decaying at `k` settles after
  /// `ln(v / (0.25 k)) / k` seconds, 3.8 s for 945 pt/s at the normal rate
  /// (the long, slow tail of `UIScrollView`'s own coasting), 0.6 s for a
  /// tap's glide of one 133-point item at the fast rate.
  public static var restingTolerance: Double { 0.25 }

  /// Creates an interaction at rest with an item at the reference point.
  ///
  /// - Parameters:
  ///   - layout: The wheel or carousel.
  ///   - viewportSize: The view's size; a NaN or infinite component reads
  ///     as 0, a negative one as its magnitude.
  ///   - itemCount: The number of items; sanitised to `0 ... 2^53`.
  ///   - selection: The item to show at the reference point; 0 by
  ///     default. Outside the items it reads as the host centres it
  ///     (clamped with ends, modulo the count wrapping around), and
  ///     ``selection`` is that item.
  ///   - decelerationRate: How fast a fling slows down.
  ///   - time: The time now; 0 by default.
  /// - Complexity: O(1)
  public init(
    _ layout: Layout, viewportSize: Size, itemCount: Int, selection: Int = 0,
    decelerationRate: Deceleration.Rate = .normal, at time: Double = 0
  ) {
    host = ScrollingLayoutHost(layout)
    self.viewportSize = Self.sanitized(viewportSize)
    self.itemCount = Self.sanitized(itemCount)
    contentOffset = 0
    phase = .idle
    self.selection = nil
    self.decelerationRate = decelerationRate
    self.time = time.isFinite ? time : 0
    toggle = 0
    rest(on: selection)
  }
}

// MARK: - Reading the state

extension ScrollingInteraction {
  /// The scroll view's bounds the engine reads: the content offset along
  /// the scroll axis (0 across it) and the viewport's size.
  ///
  /// - Complexity: O(1)
  public var bounds: Rect { bounds(offset: contentOffset) }

  /// The bounds a frame at `time` shows: ``bounds`` at
  /// ``contentOffset(at:)``, without moving the interaction. A view asks
  /// the host for the cells in them.
  ///
  /// - Parameter time: The frame's time, in seconds.
  /// - Complexity: O(1)
  public func bounds(at time: Double) -> Rect { bounds(offset: contentOffset(at: time)) }

  /// A Boolean value indicating whether the content moves by itself, so
  /// the view must call ``advance(to:)`` every frame.
  ///
  /// - Complexity: O(1)
  public var isDecelerating: Bool {
    if case .decelerating = phase { return true }
    return false
  }

  /// The velocity of the content offset at the last time given, in
  /// points per second: a deceleration's; 0 otherwise.
  ///
  /// - Complexity: O(1)
  public var velocity: Double {
    guard case .decelerating(let spin) = phase else { return 0 }
    return spin.deceleration.velocity(at: time - spin.startTime)
  }

  /// The item nearest the reference point now, which moves while the
  /// content does (``selection`` does not): the accessibility value while
  /// scrolling, or the item to prefetch.
  ///
  /// - Complexity: O(1)
  public var centeredItemIndex: Int? {
    host.centeredItemIndex(in: bounds, itemCount: itemCount)
  }
}

// MARK: - Helpers

extension ScrollingInteraction {
  /// The bounds with the content offset at `offset`.
  func bounds(offset: Double) -> Rect {
    let origin =
      host.layout.axis == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
    return Rect(origin: origin, size: viewportSize)
  }

  /// The component of an offset along the scroll axis.
  func along(_ point: Point) -> Double {
    host.layout.axis == .horizontal ? point.x : point.y
  }

  /// A point whose component along the scroll axis is `value`.
  func point(_ value: Double) -> Point {
    host.layout.axis == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
  }

  /// The viewport's length along the scroll axis.
  var viewportLength: Double {
    host.layout.axis == .horizontal ? viewportSize.width : viewportSize.height
  }

  /// A size as the engines read it: NaN or infinite as 0, the magnitude
  /// of a negative one, clamped to 2^53.
  static func sanitized(_ size: Size) -> Size {
    Size(
      width: Sanitizing.length(size.width, limit: 0x1p53),
      height: Sanitizing.length(size.height, limit: 0x1p53))
  }

  /// A count as the engines read it: `0 ... 2^53`.
  static func sanitized(_ count: Int) -> Int {
    Swift.min(Swift.max(count, 0), 1 << 53)
  }

  /// Records a finite time as the last one and returns it; a time that is
  /// not finite reads as the last one.
  mutating func clock(_ time: Double) -> Double {
    if time.isFinite { self.time = time }
    return self.time
  }

  /// Comes to rest with `index` at the reference point (as the host's
  /// initial offset puts it), or with no selection and offset 0 without
  /// items.
  mutating func rest(on index: Int) {
    phase = .idle
    guard itemCount > 0 else {
      contentOffset = 0
      selection = nil
      updateToggle()
      return
    }
    contentOffset = along(
      host.initialContentOffset(centering: index, in: bounds, itemCount: itemCount))
    selection = host.centeredItemIndex(in: bounds, itemCount: itemCount)
    updateToggle()
  }
}
