// The engines a host drives: what the scroll API (`ScrollingLayout`) has,
// plus the two options a host needs to read, wrap-around (to re-centre a
// long content) and the layout direction (to mirror offsets). Both the
// wheel and the carousel already have them, so one generic host serves
// both.

import CircularLayout
import LayoutGeometry

/// An engine that a collection view layout or another host can drive: a
/// ``/CircularLayout/ScrollingLayout`` whose wrap-around and layout
/// direction the host can read.
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
}

extension Wheel: HostedScrollingLayout {}

extension Carousel: HostedScrollingLayout {}
