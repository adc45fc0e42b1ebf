// What moves a wheel's or a carousel's content, and the one rule that
// reads it: an adjustable element steps the centred item only at rest.
// The SwiftUI views' bridge follows its own phase; a layout in an app's
// collection view reads UIKit's scroll flags into the same type.

/// What moves the content of a wheel or a carousel.
package enum CircularScrollPhase: Hashable, Sendable {
  /// At rest.
  case idle
  /// A finger is down.
  case dragging
  /// The finger lifted and UIKit decelerates.
  case decelerating
  /// An animated scroll of the host's own runs.
  case animating

  /// The phase UIKit's scroll view flags say: a finger down (`isTracking`
  /// or `isDragging`) drags, `isDecelerating` decelerates, and nothing is
  /// at rest. UIKit's flags do not tell an animated scroll of one's own.
  ///
  /// - Complexity: O(1)
  package init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool) {
    if isTracking || isDragging {
      self = .dragging
    } else if isDecelerating {
      self = .decelerating
    } else {
      self = .idle
    }
  }

  /// Whether an accessibility element's step (VoiceOver's swipe up or
  /// down) moves the content now: only at rest.
  ///
  /// While a finger is down, UIKit decelerates or an animation runs, the
  /// content is on its way to an item of its own; a step then would be
  /// overtaken by it (or cut an animation short with no end to settle),
  /// so it does nothing, and the user steps again once the content rests.
  ///
  /// - Complexity: O(1)
  package var acceptsAccessibilityStep: Bool { self == .idle }
}
