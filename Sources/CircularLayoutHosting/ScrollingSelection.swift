// The interaction with its items known by identity: what a SwiftUI view
// with a selection binding holds. Every event answers the identifier to
// write to the binding, only when the selected item changed, so the view
// writes it once per settled scroll; a data change is diffed by identity,
// so the selection and a deceleration's landing follow their items; and
// the binding's own changes scroll to the item without echoing back.

import CircularLayout
import LayoutGeometry

/// A ``ScrollingInteraction`` whose items are known by identifier, with a
/// selection that is an identifier: the state behind a view's
/// `selection` binding.
///
/// Each event forwards to the interaction and answers the identifier to
/// write to the binding, or `nil` when the selected item did not change:
/// a view writes it as it comes, and the binding changes exactly once per
/// settled scroll, tap, step, or removal of the selected item. An index
/// that moves with its item (items inserted before it) is no change.
///
///     var state = ScrollingSelection(
///       host.layout, viewportSize: Size(width: 375, height: 667), ids: ["a", "b", "c"],
///       selection: "b")
///     _ = state.tap("c", at: 0)
///     if let id = state.advance(to: 2) { print(id) }   // "c", once, where it settles
///
/// ## Bad input
///
/// A selection that is not among the identifiers shows item 0 and is not
/// written back: the binding keeps its value until the user moves (as a
/// picker whose selection matches no tag), and its item is shown as soon
/// as new identifiers include it (``setIDs(_:selection:at:)``). No identifiers: nothing is
/// shown or selected, and every event answers `nil`. A repeated
/// identifier names its first occurrence. Everything else is read as
/// ``ScrollingInteraction`` reads it.
public struct ScrollingSelection<Layout: HostedScrollingLayout, ID: Hashable>: Hashable {
  /// The interaction that scrolls the items.
  public internal(set) var interaction: ScrollingInteraction<Layout>

  /// The items' identifiers, in order.
  public internal(set) var ids: [ID]

  /// Each identifier's first index.
  var indices: [ID: Int]

  /// Creates the state of a view at rest on its selection.
  ///
  /// - Parameters:
  ///   - layout: The wheel or carousel.
  ///   - viewportSize: The view's size.
  ///   - ids: The items' identifiers, in order.
  ///   - selection: The selected identifier; when it is not among `ids`,
  ///     item 0 is shown.
  ///   - decelerationRate: How fast a fling slows down.
  ///   - time: The time now.
  /// - Complexity: O(n) for n identifiers.
  public init(
    _ layout: Layout, viewportSize: Size, ids: [ID], selection: ID?,
    decelerationRate: Deceleration.Rate = .normal, at time: Double = 0
  ) {
    let indices = Self.indices(of: ids)
    self.ids = ids
    self.indices = indices
    interaction = ScrollingInteraction(
      layout, viewportSize: viewportSize, itemCount: ids.count,
      selection: selection.flatMap { indices[$0] } ?? 0, decelerationRate: decelerationRate,
      at: time)
  }

  /// How fast a fling slows down: the interaction's
  /// ``ScrollingInteraction/decelerationRate``.
  public var decelerationRate: Deceleration.Rate {
    get { interaction.decelerationRate }
    set { interaction.decelerationRate = newValue }
  }

  /// The identifier of the selected item, or `nil` without items.
  ///
  /// - Complexity: O(1)
  public var selectedID: ID? { interaction.selection.map { ids[$0] } }

  /// The index of an identifier's first occurrence, or `nil` when it is
  /// not among the items.
  ///
  /// - Parameter id: The identifier.
  /// - Returns: Its index.
  /// - Complexity: O(1) on average.
  public func index(of id: ID) -> Int? { indices[id] }

  /// Each identifier's first index.
  static func indices(of ids: [ID]) -> [ID: Int] {
    var indices: [ID: Int] = [:]
    indices.reserveCapacity(ids.count)
    for (index, id) in ids.enumerated() where indices[id] == nil { indices[id] = index }
    return indices
  }

  /// Runs an event and answers the selected identifier if it is another
  /// than before the event. Identifiers are compared, not the
  /// interaction's report: a settle on another item followed, in the same
  /// event, by a data change that hands the selection back is no change.
  mutating func reporting(_ event: (inout ScrollingInteraction<Layout>) -> Bool) -> ID? {
    let before = selectedID
    _ = event(&interaction)
    let after = selectedID
    return after != before ? after : nil
  }
}

// The state crosses actors with its identifiers (the conformance must be
// declared beside the generic type).
extension ScrollingSelection: Sendable where ID: Sendable {}
