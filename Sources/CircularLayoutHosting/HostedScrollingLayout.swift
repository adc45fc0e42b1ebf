// The engines a host drives: what the scroll API (`ScrollingLayout`) has,
// plus what a host needs to read besides: wrap-around (to re-centre a
// long content) and the layout direction (to mirror offsets). The wheel
// and the carousel have both, so one generic host serves both. Cover flow
// 2's toggle, which only the carousel has, is read by a cast where the
// host needs it, not through a requirement every engine would show.

import CircularLayout
import LayoutGeometry

/// An engine that a collection view layout or another host can drive: a
/// ``/CircularLayout/ScrollingLayout`` whose wrap-around and layout
/// direction the host can read.
///
/// ``/CircularLayout/Wheel`` and ``/CircularLayout/Carousel`` conform, and
/// only they may: as ``/CircularLayout/ScrollingLayout`` says, the scroll
/// model each is read through is the module's own, and another type
/// scrolls as an engine with no items. The host (``ScrollingLayoutHost``)
/// writes each rule the two share once, in terms of this protocol; what
/// differs (the cells' attributes, hit testing, reading order) lives in
/// extensions for each engine.
public protocol HostedScrollingLayout: ScrollingLayout, Hashable, Sendable {
  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions, over a content of ``/CircularLayout/Wheel/wrappingCopyCount``
  /// turns.
  var wrapsAround: Bool { get }

  /// The direction the items are laid out in; right to left mirrors the
  /// engine's picture, and reverses a horizontal engine's offsets.
  var layoutDirection: LayoutDirection { get }
}

extension HostedScrollingLayout {
  /// Cover flow 2's toggle while the engine moves by itself, for a
  /// viewport: the carousel's
  /// ``/CircularLayout/Carousel/coverFlowToggle(in:itemCount:)``, and 0
  /// for an engine without one (the wheel).
  ///
  /// The UIKit layout reads it in each layout pass while the content
  /// moves by itself, and keeps the last value while the finger is down.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite toggle in `-0.5 ..< 0.5`; 0 with no items.
  /// - Complexity: O(1); the cast folds away where the engine's type is
  ///   known.
  package func engineCoverFlowToggle(in viewport: Rect, itemCount: Int) -> Double {
    (self as? Carousel)?.coverFlowToggle(in: viewport, itemCount: itemCount) ?? 0
  }
}

extension Wheel: HostedScrollingLayout {}

extension Carousel: HostedScrollingLayout {}
