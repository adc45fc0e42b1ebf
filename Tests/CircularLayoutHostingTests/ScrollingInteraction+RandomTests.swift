// The interaction under thousands of seeded random event sequences on
// random wheels and carousels (every style, the custom one, both axes,
// both directions, ends and wrap-around, every snapping mode): the
// invariants after every event, the selection changing only where a
// scroll settles, steps, or an update takes its item, at most once per
// fling, every fling resting exactly on the landing the host chose, and
// a carousel's cover flow 2 toggle held from where a drag began to where
// it ends, the engine's otherwise.

import CircularLayout
import CircularLayoutHosting
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingInteractionRandomTests: XCTestCase {
  func testRandomEventsOnWheels() throws {
    try forEachRandomWheelHost(150, seed: 0x5B1_0001) { host, test, random, context in
      var layout = host.layout
      layout.snapping = ScrollSnapping.allCases.randomElement(using: &random)!
      try exercise(layout, test.count, test.viewport.size, &random, context)
    }
  }

  func testRandomEventsOnCarousels() throws {
    try forEachRandomCarouselHost(150, seed: 0x5B1_0002) { host, test, random, context in
      var layout = host.layout
      layout.snapping = ScrollSnapping.allCases.randomElement(using: &random)!
      var held: Double?
      try exercise(layout, test.count, test.viewport.size, &random, context) { spin, label in
        checkToggle(spin, held: &held, label)
      }
    }
  }

  /// Checks cover flow 2's toggle after an event: out of a drag, the
  /// engine's for the bounds; in a drag, the value it had after the event
  /// that began it (the engine's where the finger caught the content),
  /// unchanged by every event until one ends the drag. `held` carries
  /// that value from event to event: `nil` out of a drag.
  func checkToggle(
    _ spin: ScrollingInteraction<Carousel>, held: inout Double?, _ label: String
  ) {
    let toggle = spin.coverFlowToggle
    let engine = spin.host.layout.coverFlowToggle(in: spin.bounds, itemCount: spin.itemCount)
    XCTAssert(toggle >= -0.5 && toggle < 0.5, "toggle \(toggle): \(label)")
    // The pure reading a view draws with is the state's at its own time.
    XCTAssertEqual(spin.coverFlowToggle(at: spin.time), toggle, label)
    guard case .dragging(let start) = spin.phase else {
      held = nil
      XCTAssertEqual(toggle, engine, label)
      return
    }
    if let held {
      XCTAssertEqual(toggle, held, "held through the drag: \(label)")
    } else {
      // Begun by this event (and maybe moved since): the engine's at the
      // drag's start. A wrapping carousel was re-centred by whole turns
      // after the frame the finger caught, which moves the engine's
      // toggle by rounding only.
      let origin =
        spin.host.layout.axis == .horizontal ? Point(x: start, y: 0) : Point(x: 0, y: start)
      let caught = spin.host.layout.coverFlowToggle(
        in: Rect(origin: origin, size: spin.viewportSize), itemCount: spin.itemCount)
      XCTAssertEqual(toggle, caught, accuracy: 1e-6, "where the drag began: \(label)")
      held = toggle
    }
  }

  func testRandomDragsCaughtInFlightHoldTheToggle() throws {
    try forEachRandomCarouselHost(150, seed: 0x5B1_0003) { host, test, random, context in
      var layout = host.layout
      layout.snapping = ScrollSnapping.allCases.randomElement(using: &random)!
      var spin = ScrollingInteraction(
        layout, viewportSize: test.viewport.size, itemCount: test.count,
        selection: Int.random(in: 0...test.count, using: &random))
      var held: Double?
      var t = 0.0
      var translation = 0.0
      // Flings are left in flight, so fingers catch them, and the data
      // and the size change under fingers and flings alike.
      for event in 0..<30 {
        let label = "\(context) event \(event): \(spin)"
        t += Double.random(in: 0...0.3, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
          translation += Double.random(in: -200...200, using: &random)
          let velocity = Double.random(in: -4000...4000, using: &random)
          spin.endDrag(by: translation, velocity: velocity, at: t)
        case 1:
          translation = 0
          spin.beginDrag(at: t)
        case 2, 3:
          translation += Double.random(in: -300...300, using: &random)
          spin.drag(by: translation, at: t)
        case 4:
          spin.advance(to: t)
        case 5:
          let size = Size(
            width: Double.random(in: 50...1000, using: &random),
            height: Double.random(in: 50...1000, using: &random))
          spin.resize(to: size, at: t)
        default:
          let (updates, new) = randomBatch(spin.itemCount, &random)
          spin.updateItems(updates, newItemCount: new, at: t)
        }
        checkToggle(spin, held: &held, label)
        spin._checkInvariants()
      }
    }
  }

  /// A consistent random batch on `old` items: up to two distinct
  /// deletions among the old items, then up to two distinct insertions
  /// among the new ones; returns the updates and the new count.
  func randomBatch(_ old: Int, _ random: inout SplitMix64) -> ([ItemUpdate], Int) {
    let deleted = Array(
      (0..<old).shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
    let insertedCount = Int.random(in: 0...2, using: &random)
    let new = old - deleted.count + insertedCount
    let inserted = Array((0..<new).shuffled(using: &random).prefix(insertedCount))
    return (deleted.map(ItemUpdate.delete) + inserted.map(ItemUpdate.insert), new)
  }

  /// Forty random events on one engine, each checked, by `check` too
  /// (given the interaction after the event and its label).
  func exercise<Layout: HostedScrollingLayout>(
    _ layout: Layout, _ count: Int, _ size: Size, _ random: inout SplitMix64, _ context: String,
    check: (ScrollingInteraction<Layout>, String) -> Void = { _, _ in }
  ) throws {
    let rate: Deceleration.Rate = Bool.random(using: &random) ? .normal : .fast
    var spin = ScrollingInteraction(
      layout, viewportSize: size, itemCount: count,
      selection: Int.random(in: -3...count + 3, using: &random), decelerationRate: rate)
    spin._checkInvariants()
    var t = 0.0
    var translation = 0.0
    for event in 0..<40 {
      let label = "\(context) event \(event): \(spin)"
      t += Double.random(in: 0...0.2, using: &random)
      let before = spin.selection
      let phaseBefore = spin.phase
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        translation = 0
        let changed = spin.beginDrag(at: t)
        XCTAssertEqual(changed, spin.selection != before, label)
        if case .dragging = spin.phase {} else { XCTFail("not dragging: \(label)") }
      case 1, 2:
        let wasDragging = { if case .dragging = phaseBefore { true } else { false } }()
        translation += Double.random(in: -400...400, using: &random)
        let changed = spin.drag(by: translation, at: t)
        XCTAssertEqual(changed, spin.selection != before, label)
        if wasDragging { XCTAssertFalse(changed, label) }
      case 3:
        translation += Double.random(in: -100...100, using: &random)
        let velocity = Double.random(in: -6000...6000, using: &random)
        let changed = spin.endDrag(by: translation, velocity: velocity, at: t)
        XCTAssertEqual(changed, spin.selection != before, label)
        spin._checkInvariants()
        try checkFling(&spin, from: t, label)
        t += 20
      case 4, 5:
        let changed = spin.advance(to: t)
        XCTAssertEqual(changed, spin.selection != before, label)
        if changed {
          XCTAssertEqual(
            spin.phase, .idle, "a frame changes the selection only as it settles: \(label)")
          if case .decelerating(let flight) = phaseBefore {
            XCTAssertEqual(spin.selection, flight.landingIndex, label)
          } else {
            XCTFail("changed outside a deceleration: \(label)")
          }
        }
      case 6:
        let target = Int.random(in: -2...count + 2, using: &random)
        let changed = spin.scroll(toItem: target, at: t)
        XCTAssertEqual(changed, spin.selection != before, label)
        spin._checkInvariants()
        try checkFling(&spin, from: t, label)
        t += 20
        // (A wheel under its tutorial's model whose items fit the
        // viewport does not turn: item 0 stays.)
        let turns =
          spin.host.layout.maximumContentOffset(in: spin.bounds, itemCount: spin.itemCount) > 0
        if spin.itemCount > 0, !layout.wrapsAround, turns {
          XCTAssertEqual(spin.selection, min(max(target, 0), spin.itemCount - 1), label)
        }
      case 7:
        let steps = Int.random(in: -2...2, using: &random)
        let changed = spin.step(by: steps, at: t)
        XCTAssertEqual(changed, spin.selection != before, label)
        if spin.itemCount > 0 {
          XCTAssertEqual(spin.phase, .idle, label)
          let turns =
            spin.host.layout.maximumContentOffset(in: spin.bounds, itemCount: spin.itemCount) > 0
          if phaseBefore == .idle, let before, !layout.wrapsAround, turns {
            XCTAssertEqual(spin.selection, min(max(before + steps, 0), spin.itemCount - 1), label)
          }
        }
      default:
        let old = spin.itemCount
        let (updates, new) = randomBatch(old, &random)
        let changed = spin.updateItems(updates, newItemCount: new, at: t)
        if !changed, let before, let after = spin.selection {
          XCTAssertEqual(
            ItemUpdate.index(
              following: before, through: updates, itemCount: old, newItemCount: new),
            after, label)
        }
      }
      check(spin, label)
      spin._checkInvariants()
    }
  }

  /// Runs a fling started by a release or a tap to its end: it rests
  /// exactly on the landing the host chose, with that item selected, and
  /// reports the change on the frame it settles, once.
  func checkFling<Layout>(
    _ spin: inout ScrollingInteraction<Layout>, from t: Double, _ label: String
  ) throws {
    guard case .decelerating(let flight) = spin.phase else {
      XCTAssertEqual(spin.selection, spin.centeredItemIndex, label)
      return
    }
    let before = spin.selection
    let run = runFrames(&spin, from: t, label)
    XCTAssertEqual(run.changes, spin.selection != before ? 1 : 0, label)
    XCTAssertEqual(spin.selection, flight.landingIndex, label)
    let turn = spin.host.turnLength(in: spin.bounds, itemCount: spin.itemCount)
    let moved = spin.contentOffset - flight.landing
    // Exactly on the landing, or whole turns from it once re-centred.
    XCTAssertEqual(turn > 0 ? moved.remainder(dividingBy: turn) : moved, 0, accuracy: 1e-6, label)
  }
}
