// The engines a host drives: what the scroll API (`ScrollingLayout`) has,
// plus what a host needs to read besides: wrap-around (to re-centre a
// long content), the layout direction (to mirror offsets) and cover flow
// 2's toggle (to draw and hit-test a carousel between frames). The wheel
// and the carousel have the first two, the carousel the third (the
// wheel's is 0), so one generic host serves both.

import CircularLayout
import LayoutGeometry

/// An engine that a collection view layout or another host can drive: a
/// ``/CircularLayout/ScrollingLayout`` whose wrap-around, layout direction
/// and cover flow 2 toggle the host can read.
///
/// ``/CircularLayout/Wheel`` and ``/CircularLayout/Carousel`` conform. The
/// host (``ScrollingLayoutHost``) writes each rule the two share once, in
/// terms of this protocol; what differs (the cells' attributes, hit
/// testing, reading order) lives in extensions for each engine.
public protocol HostedScrollingLayout: ScrollingLayout, Hashable, Sendable {
  /// A Boolean value indicating whether the items repeat endlessly in both
  /// directions, over a content of ``/CircularLayout/Wheel/wrappingCopyCount``
  /// turns.
  var wrapsAround: Bool { get }

  /// The direction the items are laid out in; right to left mirrors the
  /// engine's picture, and reverses a horizontal engine's offsets.
  var layoutDirection: LayoutDirection { get }

  /// Cover flow 2's toggle while the engine moves by itself, for a
  /// viewport: the carousel's
  /// ``/CircularLayout/Carousel/coverFlowToggle(in:itemCount:)``; 0 for an
  /// engine without one (the wheel), as the default implementation
  /// answers. A hook for the host, underscored so that a wheel does not
  /// show a toggle it has no use for.
  ///
  /// ``ScrollingInteraction`` reads it after every event that moves the
  /// content by itself, and keeps the last value while the finger is
  /// down.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds, sanitised as the engine's
  ///     queries read them.
  ///   - itemCount: The number of items, sanitised likewise.
  /// - Returns: A finite toggle in `-0.5 ..< 0.5`; 0 with no items.
  /// - Complexity: O(1)
  func _coverFlowToggle(in viewport: Rect, itemCount: Int) -> Double
}

extension HostedScrollingLayout {
  /// 0: an engine without cover flow 2 (the wheel) draws nothing with
  /// the toggle.
  ///
  /// - Parameters:
  ///   - viewport: Not read.
  ///   - itemCount: Not read.
  /// - Returns: 0.
  /// - Complexity: O(1)
  public func _coverFlowToggle(in viewport: Rect, itemCount: Int) -> Double { 0 }
}

extension Wheel: HostedScrollingLayout {}

extension Carousel: HostedScrollingLayout {
  /// The carousel's ``/CircularLayout/Carousel/coverFlowToggle(in:itemCount:)``.
  ///
  /// - Parameters:
  ///   - viewport: The scroll view's bounds.
  ///   - itemCount: The number of items.
  /// - Returns: A finite toggle in `-0.5 ..< 0.5`; 0 with no items.
  /// - Complexity: O(1)
  public func _coverFlowToggle(in viewport: Rect, itemCount: Int) -> Double {
    coverFlowToggle(in: viewport, itemCount: itemCount)
  }
}
