// The events a view forwards, each answering the identifier to write to
// its binding when the selected item changed.

import CircularLayout
import LayoutGeometry

extension ScrollingSelection {
  /// A finger touches down: ``ScrollingInteraction/beginDrag(at:)``.
  ///
  /// - Parameter time: The time of the touch.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1)
  public mutating func beginDrag(at time: Double) -> ID? {
    reporting { $0.beginDrag(at: time) }
  }

  /// The finger moves: ``ScrollingInteraction/drag(by:at:)``.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since the drag began, along
  ///     the scroll axis.
  ///   - time: The time of the move.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1)
  public mutating func drag(by translation: Double, at time: Double) -> ID? {
    reporting { $0.drag(by: translation, at: time) }
  }

  /// The finger lifts: ``ScrollingInteraction/endDrag(by:velocity:at:)``.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since the drag began.
  ///   - velocity: The finger's velocity along the scroll axis, in points
  ///     per second.
  ///   - time: The time of the release.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1)
  public mutating func endDrag(by translation: Double, velocity: Double, at time: Double) -> ID? {
    reporting { $0.endDrag(by: translation, velocity: velocity, at: time) }
  }

  /// A frame: ``ScrollingInteraction/advance(to:)``.
  ///
  /// - Parameter time: The frame's time.
  /// - Returns: The identifier to write to the binding where the scroll
  ///   settles on another item, or `nil`.
  /// - Complexity: O(1)
  public mutating func advance(to time: Double) -> ID? {
    reporting { $0.advance(to: time) }
  }

  /// A tap on an item: scrolls it to the reference point
  /// (``ScrollingInteraction/scroll(toItem:at:)``); the selection changes
  /// where the scroll settles.
  ///
  /// - Parameters:
  ///   - id: The item tapped; an identifier not among the items does
  ///     nothing.
  ///   - time: The time of the tap.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1) on average.
  public mutating func tap(_ id: ID, at time: Double) -> ID? {
    guard let index = indices[id] else { return nil }
    return reporting { $0.scroll(toItem: index, at: time) }
  }

  /// VoiceOver's adjustable action: ``ScrollingInteraction/step(by:at:)``.
  ///
  /// - Parameters:
  ///   - steps: 1 to increment, -1 to decrement.
  ///   - time: The time of the action.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1)
  public mutating func step(by steps: Int, at time: Double) -> ID? {
    reporting { $0.step(by: steps, at: time) }
  }

  /// The view's size changes: ``ScrollingInteraction/resize(to:at:)``.
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - time: The time of the change.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1)
  public mutating func resize(to size: Size, at time: Double) -> ID? {
    reporting { $0.resize(to: size, at: time) }
  }

  /// The engine's settings change: ``ScrollingInteraction/setLayout(_:at:)``.
  ///
  /// - Parameters:
  ///   - layout: The new engine.
  ///   - time: The time of the change.
  /// - Returns: The identifier to write to the binding, or `nil`.
  /// - Complexity: O(1)
  public mutating func setLayout(_ layout: Layout, at time: Double) -> ID? {
    reporting { $0.setLayout(layout, at: time) }
  }

  /// The items change: the difference between the identifiers
  /// (``ItemUpdate/updates(from:to:)``) goes to
  /// ``ScrollingInteraction/updateItems(_:newItemCount:at:)``, so the item
  /// on screen stays put, the selection follows its identifier, and a
  /// deceleration lands on the item it was landing on.
  ///
  /// When the binding's value names an item the view could not show
  /// before (the items arrive after none, or the value was foreign) and
  /// nothing moves, the view rests on that item at once: a selection set
  /// before its data loads is shown as soon as the data is there, and is
  /// not overwritten with the first item.
  ///
  /// - Parameters:
  ///   - ids: The identifiers now, in order.
  ///   - binding: The binding's value, or `nil` to follow the selection
  ///     alone.
  ///   - time: The time of the change.
  /// - Returns: The identifier to write to the binding when the selected
  ///   identifier changed and is not the binding's (its item was removed,
  ///   a deceleration settled first, or the first items arrived without
  ///   the binding's among them), or `nil`; `nil` too when no items remain
  ///   (the binding keeps its value).
  /// - Complexity: O((n + m) · d) for n identifiers before, m after and d
  ///   differences; O(n) when they are equal.
  public mutating func setIDs(_ ids: [ID], selection binding: ID? = nil, at time: Double) -> ID? {
    guard ids != self.ids else { return reporting { $0.advance(to: time) } }
    // The identifier before the change is read with the identifiers
    // before it.
    let before = selectedID
    let updates = ItemUpdate.updates(from: self.ids, to: ids)
    self.ids = ids
    indices = Self.indices(of: ids)
    _ = interaction.updateItems(updates, newItemCount: ids.count, at: time)
    if let binding, binding != before, let index = indices[binding],
      interaction.phase == .idle
    {
      interaction.rest(on: index)
    }
    let after = selectedID
    return after != before && after != binding ? after : nil
  }

  /// The binding changed from outside the view: scroll to its item.
  ///
  /// The selected item, or the one a deceleration is landing on, is
  /// already there: nothing happens, so the view's own writes do not
  /// echo. An identifier not among the items does nothing (the view keeps
  /// its item). Otherwise the item is scrolled to as a tap scrolls
  /// (``tap(_:at:)``).
  ///
  /// - Parameters:
  ///   - id: The binding's new value.
  ///   - time: The time of the change.
  /// - Returns: The identifier to write to the binding, or `nil` (a
  ///   deceleration that settles first on another item).
  /// - Complexity: O(1) on average.
  public mutating func selectionChanged(to id: ID, at time: Double) -> ID? {
    guard let index = indices[id], index != interaction.selection else { return nil }
    if case .decelerating(let spin) = interaction.phase, spin.landingIndex == index { return nil }
    return tap(id, at: time)
  }
}
