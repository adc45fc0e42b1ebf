// What SwiftUI's WheelView and CarouselView decide when a UICollectionView
// scrolls them: the identifier to write to the selection binding where a
// scroll settles (once, and nothing when it is the binding's already),
// the item to scroll to when the caller changes the binding, and what a
// data change calls for. UIKit scrolls, decelerates and pages; the layout
// says which item is centred and keeps it through a batch update; the
// representable converts types and calls UIKit.

/// The selection of a wheel or carousel that a collection view scrolls:
/// the platform-free core of `WheelView` and `CarouselView` where UIKit
/// exists.
///
/// The bridge tells it UIKit's scroll view events and reads back what to
/// do; the item indices it passes are the layout's (`centeredItemIndex`,
/// `landingItemIndex`).
///
/// - **Settling.** ``endDragging(willDecelerate:landingIndex:settledIndex:binding:)``
///   without deceleration, ``endDecelerating(settledIndex:binding:)`` and
///   ``endScrollAnimation(settledIndex:binding:)`` answer the identifier
///   to write to the binding: the settled item's
///   (``identifierToWrite(settledAt:ids:binding:)``), only when it is not
///   the binding's value already, so the binding changes once per
///   settled scroll. Nothing is written while a finger is down
///   (a deceleration or animation that UIKit ends under a finger is no
///   settle), nor for a deceleration that ends while the bridge's own
///   scroll animation runs (that animation's end settles).
/// - **The caller.** ``selectionChanged(to:shownIndex:)`` answers the item
///   to scroll to when the binding's value is a new one: its first index,
///   unless the item where the content rests (or will rest, at the end of
///   a deceleration or of the bridge's animation) already carries it,
///   the identifier is not among the items, or a finger is down. A value
///   the bridge wrote itself is not new, so its write does not echo.
/// - **Data.** ``setIDs(_:)`` answers the batch update from the old
///   identifiers to the new (``UpdateItem/updates(from:to:)``, the diff
///   the layout's own update-keeping reads), and
///   ``dataChanged(shownBefore:shownIndex:binding:)`` what the bridge does
///   after applying it: show the binding's item where it now stands, or
///   write the item that took the place of a removed selection, or
///   nothing.
///
/// - **VoiceOver.** An adjustment steps the centred item by
///   ``accessibilitySteps(incrementing:)`` when the content rests
///   (``acceptsAccessibilityStep``), and
///   ``endAccessibilityStep(from:settledIndex:binding:)`` answers the
///   identifier to write, once per step that moved.
///
/// ## Edge cases
/// No identifiers: nothing is written, nothing is scrolled to, the binding
/// keeps its value. A binding whose value is not among the identifiers
/// shows item 0 and is not written back until the user moves. A repeated
/// identifier names its first occurrence, and an item carrying the
/// binding's identifier is the binding's item wherever it stands, so a
/// settle on a later repeat writes nothing and is not scrolled away from.
/// An index out of range (a stale one, a negative one) settles nothing.
///
/// - Complexity: every scroll event is O(1); ``setIDs(_:)`` is O(*n* +
///   *m* log *m*) for *n* identifiers around a changed middle of *m*, and
///   a lookup of the binding's identifier (a data change, the caller's
///   change, the first rest) O(*n*).
package struct CircularCollectionSelection<ID: Hashable> {
  /// What moves the content.
  package typealias Phase = CircularScrollPhase

  /// What a data change calls for, once the bridge has applied it.
  package enum DataChange: Hashable {
    /// Nothing.
    case none
    /// Scroll to this item: the binding's, which is not where the content
    /// rests.
    case show(Int)
    /// Write this identifier to the binding: the selected item was
    /// removed, and this one took its place.
    case write(ID)
  }

  /// The items' identifiers, in order.
  package private(set) var ids: [ID] = []

  /// The binding's value as the bridge last read or wrote it; `nil`
  /// before the first.
  package private(set) var selection: ID?

  /// What moves the content now.
  package private(set) var phase = Phase.idle

  /// The item a deceleration or the bridge's animation will rest on.
  private var _restingIndex: Int?

  package init() {}

  // MARK: - Identifiers

  /// The first index of an identifier, or `nil` when no item carries it.
  ///
  /// A scan, not a dictionary kept beside the identifiers: a lookup is
  /// made once per data change or change of the binding, while a
  /// dictionary would be rebuilt on every data change at many times the
  /// scan's cost (a hash and an insertion per identifier, against one
  /// comparison up to the identifier).
  ///
  /// - Complexity: O(*n*) for *n* identifiers.
  package func index(of id: ID) -> Int? { ids.firstIndex(of: id) }

  /// The identifier of an item, or `nil` for `nil` or an index out of
  /// range.
  ///
  /// - Complexity: O(1)
  package func id(ofItemAt index: Int?) -> ID? {
    guard let index, ids.indices.contains(index) else { return nil }
    return ids[index]
  }

  /// The item to rest on when the view first has a size, or when items
  /// arrive after none: the binding's, or item 0 when no item carries it;
  /// `nil` without items. Records the binding's value as seen, so it is
  /// not taken for the caller's change afterwards.
  ///
  /// - Parameter binding: The binding's value.
  /// - Returns: The item, or `nil`.
  /// - Complexity: O(*n*) for *n* identifiers (``index(of:)``).
  package mutating func restingIndex(for binding: ID) -> Int? {
    selection = binding
    guard !ids.isEmpty else { return nil }
    return index(of: binding) ?? 0
  }

  // MARK: - Data

  /// Brings the identifiers to a body's, and answers the batch update
  /// that turns the old ones into them.
  ///
  /// - Parameter new: The identifiers now, in order.
  /// - Returns: The batch (``UpdateItem/updates(from:to:)``: deletions
  ///   and moves' sources indexed before, insertions and moves'
  ///   destinations after), or `nil` when the identifiers did not change.
  /// - Complexity: O(*n* + *m* log *m*) for *n* identifiers around a
  ///   changed middle of *m* (``UpdateItem/updates(from:to:)``); O(*n*)
  ///   when they are equal.
  package mutating func setIDs(_ new: [ID]) -> [UpdateItem]? {
    guard new != ids else { return nil }
    let updates = UpdateItem.updates(from: ids, to: new)
    ids = new
    _restingIndex = nil
    return updates
  }

  /// Brings the identifiers to a body's where the bridge reloads instead
  /// of updating in a batch (before the first layout, or from none): no
  /// difference is read.
  ///
  /// - Parameter new: The identifiers now, in order.
  /// - Complexity: O(1); the identifiers are shared, not copied.
  package mutating func reloadIDs(_ new: [ID]) {
    ids = new
    _restingIndex = nil
  }

  /// What the bridge does after applying a data change.
  ///
  /// - While a finger is down or UIKit decelerates: nothing (the settle
  ///   decides).
  /// - The binding's item is among the items: ``DataChange/show(_:)`` its
  ///   first index when the content rests elsewhere (the items arrived
  ///   after the binding was set, or the bridge's animation towards it
  ///   was under way), otherwise nothing: the layout kept it centred.
  /// - It is not, the content is at rest, and the item centred now is
  ///   another than before the change and than the binding's:
  ///   ``DataChange/write(_:)`` it (the selected item was removed, and
  ///   this one took its place). During the bridge's animation, nothing:
  ///   its end settles.
  /// - No items: nothing; the binding keeps its value.
  ///
  /// - Parameters:
  ///   - shownBefore: The identifier centred before the change.
  ///   - shownIndex: The item centred after it (the layout's).
  ///   - binding: The binding's value.
  /// - Returns: What to do.
  /// - Complexity: O(*n*) for *n* identifiers (``index(of:)``).
  package mutating func dataChanged(shownBefore: ID?, shownIndex: Int?, binding: ID) -> DataChange {
    guard phase == .idle || phase == .animating else { return .none }
    selection = binding
    if let index = index(of: binding) {
      if phase == .idle, id(ofItemAt: shownIndex) == binding { return .none }
      return .show(index)
    }
    // The bridge's animation, if any, ends with a settle.
    guard phase == .idle, let shown = id(ofItemAt: shownIndex), shown != shownBefore,
      shown != binding
    else { return .none }
    selection = shown
    return .write(shown)
  }

  // MARK: - The caller

  /// The binding's value, read when SwiftUI updates the view: the item to
  /// scroll to when the caller changed it.
  ///
  /// `nil` when the value is the one last read or written (the bridge's
  /// own write coming back), when no item carries it (the view keeps its
  /// item), when a finger is down (the user's settle decides), or when the
  /// item where the content rests, or will rest after a deceleration or
  /// the bridge's animation, carries it already.
  ///
  /// - Parameters:
  ///   - id: The binding's value.
  ///   - shownIndex: The item centred now (the layout's).
  /// - Returns: The item's first index, or `nil`.
  /// - Complexity: O(*n*) for *n* identifiers when the value is new (``index(of:)``); O(1) otherwise.
  package mutating func selectionChanged(to id: ID, shownIndex: Int?) -> Int? {
    guard id != selection else { return nil }
    selection = id
    guard phase != .dragging, let index = index(of: id) else { return nil }
    let resting = phase == .idle ? shownIndex : _restingIndex
    return self.id(ofItemAt: resting) == id ? nil : index
  }

  // MARK: - Scrolling

  /// A finger touches down and drags (`scrollViewWillBeginDragging(_:)`),
  /// during a deceleration or an animation too.
  ///
  /// - Complexity: O(1)
  package mutating func beginDragging() {
    phase = .dragging
    _restingIndex = nil
  }

  /// The finger lifts (`scrollViewDidEndDragging(_:willDecelerate:)`).
  ///
  /// - Parameters:
  ///   - willDecelerate: UIKit's argument.
  ///   - landingIndex: The item the deceleration will rest on (the
  ///     layout's `landingItemIndex`).
  ///   - settledIndex: The item centred now.
  ///   - binding: The binding's value.
  /// - Returns: Without deceleration, the settle's identifier to write
  ///   (``identifierToWrite(settledAt:ids:binding:)``); with it, `nil`
  ///   (``endDecelerating(settledIndex:binding:)`` settles).
  /// - Complexity: O(1)
  package mutating func endDragging(
    willDecelerate: Bool, landingIndex: Int?, settledIndex: Int?, binding: ID
  ) -> ID? {
    guard willDecelerate else { return settle(at: settledIndex, binding: binding) }
    phase = .decelerating
    _restingIndex = landingIndex
    return nil
  }

  /// The deceleration ends (`scrollViewDidEndDecelerating(_:)`).
  ///
  /// - Parameters:
  ///   - settledIndex: The item centred now.
  ///   - binding: The binding's value.
  /// - Returns: The identifier to write, or `nil`: nothing when a finger
  ///   is down or the bridge's animation runs.
  /// - Complexity: O(1)
  package mutating func endDecelerating(settledIndex: Int?, binding: ID) -> ID? {
    guard phase != .dragging, phase != .animating else { return nil }
    return settle(at: settledIndex, binding: binding)
  }

  /// The bridge starts an animated scroll that moves the content (a tap,
  /// the caller's selection, a data change).
  ///
  /// - Parameter index: The item it rests on.
  /// - Complexity: O(1)
  package mutating func beginScrollAnimation(to index: Int) {
    guard phase != .dragging else { return }
    phase = .animating
    _restingIndex = index
  }

  /// The bridge moved the content without animation: at rest there, unless
  /// a finger is down.
  ///
  /// - Complexity: O(1)
  package mutating func scrolledWithoutAnimation() {
    guard phase != .dragging else { return }
    phase = .idle
    _restingIndex = nil
  }

  /// A scrolling animation ends (`scrollViewDidEndScrollingAnimation(_:)`):
  /// the bridge's, or one of UIKit's own (VoiceOver's page scroll); or a
  /// tap on the centred item, which needs no scroll, settles in place.
  ///
  /// - Parameters:
  ///   - settledIndex: The item centred now.
  ///   - binding: The binding's value.
  /// - Returns: The identifier to write, or `nil` (a finger is down).
  /// - Complexity: O(1)
  package mutating func endScrollAnimation(settledIndex: Int?, binding: ID) -> ID? {
    guard phase != .dragging else { return nil }
    return settle(at: settledIndex, binding: binding)
  }

  // MARK: - VoiceOver

  /// The items a VoiceOver adjustment moves the centred item by:
  /// `accessibilityIncrement()` (a swipe up) 1, the next item,
  /// `accessibilityDecrement()` (a swipe down) -1, the previous.
  ///
  /// "Next" is the next index, which is the next item in reading order in
  /// every direction the engines take: round a wheel and across a
  /// carousel from the leading side to the trailing one (the layout's
  /// `readingOrder`), so right to left it stands on the left, and on a
  /// vertical axis below. The layout's stepping mirrors itself right to
  /// left, so the sign never depends on the direction, as `UIPickerView`'s
  /// and `UISlider`'s increment does not.
  ///
  /// - Parameter increment: Whether VoiceOver increments (`true`) or
  ///   decrements.
  /// - Returns: 1 or -1.
  /// - Complexity: O(1)
  package static func accessibilitySteps(incrementing increment: Bool) -> Int {
    increment ? 1 : -1
  }

  /// Whether a VoiceOver adjustment moves the content now: only at rest
  /// (``CircularScrollPhase/acceptsAccessibilityStep``, the rule a
  /// layout's element follows too), the bridge's own animation included.
  ///
  /// - Complexity: O(1)
  package var acceptsAccessibilityStep: Bool { phase.acceptsAccessibilityStep }

  /// A VoiceOver adjustment moved the content without animation (the
  /// layout's `stepCenteredItem(by:)`), where it settles at once: the
  /// identifier to write, through the same rule as any settle
  /// (``identifierToWrite(settledAt:ids:binding:)``), so the binding
  /// changes once per step.
  ///
  /// Nothing is written when the centred item did not change (the end of
  /// an engine that does not wrap, where the layout clamps the step), nor
  /// when the step was not accepted (``acceptsAccessibilityStep``).
  ///
  /// - Parameters:
  ///   - before: The item centred before the step.
  ///   - settledIndex: The item centred after it (the layout's).
  ///   - binding: The binding's value.
  /// - Returns: The identifier to write, or `nil`.
  /// - Complexity: O(1)
  package mutating func endAccessibilityStep(from before: Int?, settledIndex: Int?, binding: ID)
    -> ID?
  {
    guard acceptsAccessibilityStep, settledIndex != before else { return nil }
    return settle(at: settledIndex, binding: binding)
  }

  // MARK: - Settling

  /// The content is at rest on an item: the identifier to write, which is
  /// then the binding's value as the bridge knows it.
  private mutating func settle(at index: Int?, binding: ID) -> ID? {
    phase = .idle
    _restingIndex = nil
    let written = Self.identifierToWrite(settledAt: index, ids: ids, binding: binding)
    selection = written ?? binding
    return written
  }

  /// The selection rule: where a scroll settles on an item, its identifier
  /// is written to the binding unless the binding holds it already.
  ///
  /// - Parameters:
  ///   - index: The settled item (the layout's `centeredItemIndex`).
  ///   - ids: The items' identifiers.
  ///   - binding: The binding's value.
  /// - Returns: `ids[index]`, or `nil` when it equals `binding`, when
  ///   `index` is `nil` or out of range, or without items.
  /// - Complexity: O(1)
  package static func identifierToWrite(settledAt index: Int?, ids: [ID], binding: ID) -> ID? {
    guard let index, ids.indices.contains(index) else { return nil }
    let id = ids[index]
    return id != binding ? id : nil
  }
}

extension CircularCollectionSelection: Sendable where ID: Sendable {}
extension CircularCollectionSelection.DataChange: Sendable where ID: Sendable {}
