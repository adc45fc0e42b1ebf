// Changes under the interaction: the data, the view's size and the
// engine's settings. The item the user looks at stays put, and a
// deceleration in flight goes on, from where it stands at its velocity,
// to the item it was landing on.

import CircularLayout
import LayoutGeometry

extension ScrollingInteraction {
  /// The items change: the centred item stays at the reference point, the
  /// selection follows its item, and a deceleration retargets.
  ///
  /// The updates are read as a batch update
  /// (``ItemUpdate``: deletions indexed before, insertions after). The
  /// offset becomes the host's
  /// ``ScrollingLayoutHost/contentOffset(keepingCenteredThrough:in:itemCount:newItemCount:)``,
  /// so nothing on screen jumps; a drag in progress moves its start by
  /// the same amount, so the finger keeps its item, and keeps a
  /// carousel's held ``coverFlowToggle``. The ``selection``
  /// follows its item (``ItemUpdate/index(following:through:itemCount:newItemCount:)``),
  /// or, removed, the item that takes its place. A deceleration in flight
  /// restarts from the kept offset with its velocity, landing on the item
  /// it was landing on (followed likewise). No items left: rest at 0 with
  /// no selection; items again after none: rest on item 0.
  ///
  /// - Parameters:
  ///   - updates: The changes; inconsistent ones are read as
  ///     ``ItemUpdate`` documents, never a trap.
  ///   - newItemCount: The count after the change; sanitised.
  ///   - time: The time of the change.
  /// - Returns: Whether the selected *item* changed: a deceleration
  ///   settled first on another one, the selected item was removed (the
  ///   one taking its place is selected), or the items came or went
  ///   altogether. An index that only moves with its item is no change;
  ///   read ``selection`` for the new index.
  /// - Complexity: O(u log u) for u updates.
  @discardableResult
  public mutating func updateItems(_ updates: [ItemUpdate], newItemCount: Int, at time: Double)
    -> Bool
  {
    let settled = advance(to: time)
    let old = itemCount
    let new = Self.sanitized(newItemCount)
    guard old != new || !updates.isEmpty else { return settled }
    guard old > 0, new > 0 else {
      let before = selection
      itemCount = new
      rest(on: 0)
      return settled || (before == nil) != (selection == nil)
    }
    let removed = selection.map { updates.contains(.delete($0)) } ?? false
    let kept = along(
      host.contentOffset(
        keepingCenteredThrough: updates, in: bounds, itemCount: old, newItemCount: new))
    let shift = kept - contentOffset
    func follow(_ index: Int) -> Int {
      ItemUpdate.index(following: index, through: updates, itemCount: old, newItemCount: new) ?? 0
    }
    itemCount = new
    contentOffset = kept
    selection = selection.map(follow)
    switch phase {
    case .idle:
      // At rest, the selected item itself; it differs from the kept one
      // only where the item cannot stand there (a wheel under its
      // tutorial's model whose items now fit the viewport shows item 0),
      // and then the item shown is selected.
      let followed = selection
      rest(on: followed ?? 0)
      if selection != followed { return true }
    case .dragging(let start):
      // The finger is still down: the toggle stays held.
      phase = .dragging(startOffset: start + shift)
    case .decelerating(let spin):
      retarget(spin, to: follow(spin.landingIndex))
    }
    return settled || removed
  }

  /// The view's size changes: at rest the selected item stays at the
  /// reference point; otherwise the scroll position is kept (the host's
  /// ``ScrollingLayoutHost/contentOffset(keepingPositionFrom:to:itemCount:)``),
  /// a drag's start moves with it (a carousel's ``coverFlowToggle`` stays
  /// held), and a deceleration retargets to its landing item in the new
  /// size.
  ///
  /// - Parameters:
  ///   - size: The new size; sanitised.
  ///   - time: The time of the change.
  /// - Returns: Whether ``selection`` changed (only by a deceleration
  ///   settling first).
  /// - Complexity: O(1)
  @discardableResult
  public mutating func resize(to size: Size, at time: Double) -> Bool {
    let before = selection
    advance(to: time)
    let new = Self.sanitized(size)
    guard new != viewportSize else { return selection != before }
    let kept = along(
      host.contentOffset(
        keepingPositionFrom: bounds, to: Rect(origin: .zero, size: new), itemCount: itemCount))
    let shift = kept - contentOffset
    viewportSize = new
    contentOffset = kept
    switch phase {
    case .idle:
      // At rest, the selected item itself: the kept position rounds to
      // another item where offsets near 2^53 lose their fraction.
      rest(on: selection ?? 0)
    case .dragging(let start):
      // The finger is still down: the toggle stays held.
      phase = .dragging(startOffset: start + shift)
    case .decelerating(let spin):
      retarget(spin, to: spin.landingIndex)
    }
    return selection != before
  }

  /// The engine's settings change (a style, the wrap-around, the layout
  /// direction from the environment): a fresh start at rest on the item
  /// that was selected, or that a deceleration was landing on, which
  /// then becomes the selection. The same layout changes nothing.
  ///
  /// Positions mean something else under other settings (the distance
  /// per item, the turns, the mirrored offsets), so the item is kept
  /// rather than the offset; a drag in progress ends there.
  ///
  /// - Parameters:
  ///   - layout: The new engine.
  ///   - time: The time of the change.
  /// - Returns: Whether ``selection`` changed.
  /// - Complexity: O(1)
  @discardableResult
  public mutating func setLayout(_ layout: Layout, at time: Double) -> Bool {
    let before = selection
    advance(to: time)
    guard layout != host.layout else { return selection != before }
    var item = selection ?? 0
    if case .decelerating(let spin) = phase { item = spin.landingIndex }
    host.layout = layout
    rest(on: item)
    return selection != before
  }

  /// Restarts a deceleration from the current offset, at its velocity
  /// now, towards item `index`'s offset nearest where it stands.
  mutating func retarget(_ spin: Spin, to index: Int) {
    let velocity = spin.deceleration.velocity(at: time - spin.startTime)
    let landing = along(host.contentOffset(centering: index, in: bounds, itemCount: itemCount))
    let item = host.centeredItemIndex(in: bounds(offset: landing), itemCount: itemCount) ?? 0
    self.spin(to: landing, index: item, velocity: velocity)
  }
}
