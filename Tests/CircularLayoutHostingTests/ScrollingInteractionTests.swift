// The interaction worked by hand on the tutorial's wheel (items 133 wide
// in a 375 x 667 viewport) and a linear carousel (items 200 wide): a
// fling, paging, a tap, VoiceOver's steps, right to left, wrap-around, and
// data, size and setting changes in the middle of a deceleration.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

/// Runs frames at 60 per second from `start` until the interaction rests
/// (20 seconds at most), checking the invariants and that every frame
/// before the last brings the content nearer its landing; returns how many
/// frames reported a selection change and the time of the last frame.
///
/// The per-frame checks are gathered and asserted once, so that the
/// release sweep's millions of frames cost no more than the frames.
@discardableResult
func runFrames<Layout>(
  _ interaction: inout ScrollingInteraction<Layout>, from start: Double, _ context: String = "",
  file: StaticString = #filePath, line: UInt = #line
) -> (changes: Int, end: Double) {
  var changes = 0
  var t = start
  var remaining = Double.infinity
  var failures: [String] = []
  while interaction.isDecelerating, t < start + 20 {
    t += 1.0 / 60
    guard case .decelerating(let spin) = interaction.phase else { break }
    let peek = interaction.contentOffset(at: t)
    if interaction.advance(to: t) { changes += 1 }
    interaction._checkInvariants()
    // The pure reading a view draws with is the frame advance(to:) makes.
    let drawn = interaction.isDecelerating ? interaction.contentOffset : spin.landing
    if peek != drawn { failures.append("t \(t): contentOffset(at:) \(peek), advance \(drawn)") }
    // Settling may re-centre a wrapping engine by whole turns: the
    // callers check the rest itself.
    guard interaction.isDecelerating else { break }
    let now = abs(spin.landing - interaction.contentOffset)
    if now > remaining + 1e-9 * max(1, abs(spin.landing)) {
      failures.append("t \(t): \(now) from the landing after \(remaining)")
    }
    remaining = now
  }
  XCTAssertEqual(failures, [], context, file: file, line: line)
  XCTAssertFalse(interaction.isDecelerating, "never settled: \(context)", file: file, line: line)
  return (changes, t)
}

final class ScrollingInteractionTests: XCTestCase {
  let viewport = Size(width: 375, height: 667)

  func wheel(_ change: (inout Wheel) -> Void = { _ in }) -> Wheel { tutorialHost(change).layout }

  // MARK: - Starting

  func testItStartsAtRestOnTheSelection() {
    let spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10, selection: 3)
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset, 399)
    XCTAssertEqual(spin.selection, 3)
    XCTAssertEqual(spin.phase, .idle)
    XCTAssertEqual(spin.bounds, Rect(x: 399, y: 0, width: 375, height: 667))
  }

  func testASelectionOutsideTheItemsReadsAsTheItemShown() {
    let past = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10, selection: 15)
    past._checkInvariants()
    XCTAssertEqual(past.selection, 9)
    XCTAssertEqual(past.contentOffset, 9 * 133)
    let before = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10, selection: -4)
    before._checkInvariants()
    XCTAssertEqual(before.selection, 0)
    let wrapping = ScrollingInteraction(
      wheel { $0.wrapsAround = true }, viewportSize: viewport, itemCount: 10, selection: 13)
    wrapping._checkInvariants()
    XCTAssertEqual(wrapping.selection, 3)
    let empty = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 0, selection: 3)
    empty._checkInvariants()
    XCTAssertNil(empty.selection)
    XCTAssertEqual(empty.contentOffset, 0)
  }

  // MARK: - Dragging and flinging

  func testTheContentFollowsTheFingerAndRubberBandsPastAnEnd() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10)
    XCTAssertFalse(spin.beginDrag(at: 0))
    spin._checkInvariants()
    XCTAssertFalse(spin.drag(by: -100, at: 0.05))
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset, 100)
    XCTAssertEqual(spin.phase, .dragging(startOffset: 0))
    // 100 points past the start: (1 - 1 / (100 · 0.55 / 375 + 1)) · 375 = 47.965...
    spin.drag(by: 100, at: 0.1)
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset, -(1 - 1 / (100 * 0.55 / 375 + 1)) * 375, accuracy: 1e-12)
    XCTAssertEqual(spin.contentOffset, -47.965_116_279, accuracy: 1e-8)
    XCTAssertEqual(spin.selection, 0, "a drag does not select")
  }

  func testAFlingLandsOnTheNextItemAndSelectsItOnceItSettles() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10)
    spin.beginDrag(at: 0)
    spin._checkInvariants()
    spin.drag(by: -60, at: 0.05)
    spin._checkInvariants()
    // The content moves at +900 pt/s; it would rest at 60 + 900 / 2.002 = 509.55,
    // 3.83 items: free snapping rounds on to item 4, at 532.
    XCTAssertFalse(spin.endDrag(by: -60, velocity: -900, at: 0.1))
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    XCTAssertEqual(flight.landing, 532)
    XCTAssertEqual(flight.landingIndex, 4)
    XCTAssertEqual(flight.startTime, 0.1)
    // 900 / 472 is slower than the normal rate: clamped to it, the velocity
    // that lands there is 472 · 2.002 = 944.945.
    XCTAssertEqual(flight.deceleration.rate, .normal)
    XCTAssertEqual(flight.deceleration.velocity, 944.945_260_558, accuracy: 1e-6)
    XCTAssertEqual(spin.selection, 0, "the selection waits for the scroll to settle")
    let run = runFrames(&spin, from: 0.1)
    XCTAssertEqual(run.changes, 1)
    XCTAssertEqual(spin.contentOffset, 532)
    XCTAssertEqual(spin.selection, 4)
    // Settled within a quarter point of rest: ln(944.945 / (0.25 · 2.002)) / 2.002 = 3.7704 s.
    XCTAssertEqual(run.end - 0.1, 3.7704, accuracy: 1.0 / 60)
    XCTAssertFalse(spin.advance(to: run.end + 1), "a frame at rest changes nothing")
    spin._checkInvariants()
  }

  func testPagingKeepsTheFingersVelocityToTheNextPage() {
    var spin = ScrollingInteraction(
      wheel { $0.snapping = .paging }, viewportSize: viewport, itemCount: 10)
    spin.drag(by: -60, at: 0)
    spin._checkInvariants()
    spin.endDrag(by: -60, velocity: -3000, at: 0.05)
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    // Lifted at 0.45 items: one page, item 1, at 133, however hard the fling.
    XCTAssertEqual(flight.landingIndex, 1)
    XCTAssertEqual(flight.landing, 133)
    // 3000 / 73 = 41.1 per second lies between the landing rates: kept.
    XCTAssertEqual(flight.deceleration.velocity, 3000)
    XCTAssertEqual(flight.deceleration.rate.perMillisecond, exp(-3.0 / 73), accuracy: 1e-15)
    XCTAssertEqual(runFrames(&spin, from: 0.05).changes, 1)
    XCTAssertEqual(spin.selection, 1)
  }

  func testADragBackToItsItemChangesNothing() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10, selection: 2)
    spin.drag(by: 30, at: 0)
    spin._checkInvariants()
    XCTAssertFalse(spin.endDrag(by: 30, velocity: 0, at: 0.2))
    spin._checkInvariants()
    XCTAssertEqual(runFrames(&spin, from: 0.2).changes, 0)
    XCTAssertEqual(spin.contentOffset, 266)
    XCTAssertEqual(spin.selection, 2)
  }

  func testAFingerCatchesASpinWhereItStands() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10)
    spin.drag(by: -60, at: 0)
    spin._checkInvariants()
    spin.endDrag(by: -60, velocity: -900, at: 0.1)
    spin._checkInvariants()
    spin.advance(to: 0.4)
    spin._checkInvariants()
    let there = spin.contentOffset
    XCTAssertFalse(spin.beginDrag(at: 0.5))
    spin._checkInvariants()
    // 0.4 s in: 60 + 472 · (1 - e^(-2.002 · 0.4)); the catch at 0.5 s first
    // moves it on to 0.4 s in.
    XCTAssertEqual(there, 60 + 472 * (1 - exp(-2.002_002_670_673_692 * 0.3)), accuracy: 1e-9)
    XCTAssertEqual(
      spin.contentOffset, 60 + 472 * (1 - exp(-2.002_002_670_673_692 * 0.4)), accuracy: 1e-9)
    XCTAssertEqual(spin.phase, .dragging(startOffset: spin.contentOffset))
    XCTAssertEqual(spin.selection, 0)
  }

  // MARK: - Right to left and wrap-around

  func testRightToLeftAFingerMovingRightBringsTheNextItem() {
    let carousel = carouselHost(.linear) { $0.layoutDirection = .rightToLeft }.layout
    var spin = ScrollingInteraction(carousel, viewportSize: viewport, itemCount: 10)
    // Item 0 stands at the far end of a right-to-left content: 9 · 200.
    XCTAssertEqual(spin.contentOffset, 1800)
    spin.drag(by: 150, at: 0)
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset, 1650)
    spin.endDrag(by: 150, velocity: 0, at: 0.1)
    spin._checkInvariants()
    runFrames(&spin, from: 0.1)
    XCTAssertEqual(spin.selection, 1)
    XCTAssertEqual(spin.contentOffset, 1600)
    // VoiceOver's increment still moves to the next item: the offset falls.
    XCTAssertTrue(spin.step(by: 1, at: 5))
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 2)
    XCTAssertEqual(spin.contentOffset, 1400)
  }

  func testWrappingAroundATapTurnsTheShortWay() {
    var spin = ScrollingInteraction(
      wheel { $0.wrapsAround = true }, viewportSize: viewport, itemCount: 10)
    let start = spin.contentOffset
    XCTAssertEqual(start, 665_000)
    XCTAssertFalse(spin.scroll(toItem: 9, at: 0))
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    XCTAssertEqual(flight.landing, start - 133)
    XCTAssertEqual(flight.landingIndex, 9)
    // No velocity to keep: the fast rate, 133 · 10.05 pt/s backwards.
    XCTAssertEqual(flight.deceleration.rate, .fast)
    XCTAssertEqual(flight.deceleration.velocity, -133 * 10.050_335_853_501_44, accuracy: 1e-6)
    XCTAssertEqual(runFrames(&spin, from: 0).changes, 1)
    XCTAssertEqual(spin.selection, 9)
    // Stepping on past the seam: 9 → 0.
    XCTAssertTrue(spin.step(by: 1, at: 3))
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 0)
    XCTAssertEqual(spin.contentOffset, start)
  }

  // MARK: - Taps and VoiceOver

  func testATapScrollsToTheItemAndSelectsItWhereItSettles() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10)
    XCTAssertFalse(spin.scroll(toItem: 7, at: 1))
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 0)
    XCTAssertEqual(runFrames(&spin, from: 1).changes, 1)
    XCTAssertEqual(spin.selection, 7)
    XCTAssertEqual(spin.contentOffset, 931)
    // The selected item tapped again: no motion, no change.
    XCTAssertFalse(spin.scroll(toItem: 7, at: 9))
    spin._checkInvariants()
    XCTAssertEqual(spin.phase, .idle)
    // Past the items: the last one.
    spin.scroll(toItem: 40, at: 10)
    spin._checkInvariants()
    runFrames(&spin, from: 10)
    XCTAssertEqual(spin.selection, 9)
  }

  func testVoiceOverStepsOneItemAtOnceAndStopsAtTheEnds() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 3)
    XCTAssertFalse(spin.step(by: -1, at: 0), "before the first item: nothing")
    spin._checkInvariants()
    XCTAssertTrue(spin.step(by: 1, at: 0))
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 1)
    XCTAssertEqual(spin.contentOffset, 133)
    XCTAssertTrue(spin.step(by: 1, at: 0))
    spin._checkInvariants()
    XCTAssertFalse(spin.step(by: 1, at: 0), "past the last item: nothing")
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 2)
    // A step in the middle of a spin stops it, from the item centred then.
    spin.scroll(toItem: 0, at: 1)
    spin._checkInvariants()
    spin.advance(to: 1.05)
    spin._checkInvariants()
    let centered = spin.centeredItemIndex!
    spin.step(by: -1, at: 1.05)
    spin._checkInvariants()
    XCTAssertEqual(spin.phase, .idle)
    XCTAssertEqual(spin.selection, max(centered - 1, 0))
  }

  // MARK: - Changes in the middle of a deceleration

  /// A wheel flung from item 0 towards item 4 (as above), 0.3 s into its
  /// deceleration: at 60 + 472 · (1 - e^(-2.002 · 0.3)) = 273.116, item 2
  /// centred.
  func flungWheel() -> ScrollingInteraction<Wheel> {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10)
    spin.drag(by: -60, at: 0)
    spin._checkInvariants()
    spin.endDrag(by: -60, velocity: -900, at: 0.1)
    spin._checkInvariants()
    spin.advance(to: 0.4)
    spin._checkInvariants()
    return spin
  }

  func testInsertionsMidFlightKeepTheScreenAndTheLanding() {
    var spin = flungWheel()
    XCTAssertEqual(spin.contentOffset, 273.116_492_019, accuracy: 1e-8)
    XCTAssertEqual(spin.centeredItemIndex, 2)
    let position = spin.contentOffset / 133
    // Two items before everything: the screen does not move, the landing
    // item (4) is now 6, the selection (0) is now 2, the same item.
    XCTAssertFalse(spin.updateItems([.insert(0), .insert(1)], newItemCount: 12, at: 0.4))
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset / 133, position + 2, accuracy: 1e-9)
    XCTAssertEqual(spin.selection, 2)
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    XCTAssertEqual(flight.landingIndex, 6)
    XCTAssertEqual(flight.landing, 798)
    XCTAssertEqual(runFrames(&spin, from: 0.4).changes, 1)
    XCTAssertEqual(spin.selection, 6)
  }

  func testRemovingTheLandingItemMidFlightLandsOnTheOneTakingItsPlace() {
    var spin = flungWheel()
    XCTAssertFalse(spin.updateItems([.delete(4)], newItemCount: 9, at: 0.4))
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    // Old item 5 is now 4: the landing stays at 532, on it.
    XCTAssertEqual(flight.landingIndex, 4)
    XCTAssertEqual(flight.landing, 532)
    runFrames(&spin, from: 0.4)
    XCTAssertEqual(spin.selection, 4)
  }

  func testRemovingTheSelectedItemReportsAChange() {
    var spin = ScrollingInteraction(wheel(), viewportSize: viewport, itemCount: 10, selection: 3)
    XCTAssertTrue(spin.updateItems([.delete(3)], newItemCount: 9, at: 0))
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 3, "the next item takes its place")
    XCTAssertEqual(spin.contentOffset, 399)
    XCTAssertFalse(spin.updateItems([.delete(0)], newItemCount: 8, at: 0), "only its index moved")
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 2)
    XCTAssertFalse(spin.updateItems([], newItemCount: 8, at: 0))
    spin._checkInvariants()
  }

  func testEmptyingTheItemsMidFlightRestsWithNoSelection() {
    var spin = flungWheel()
    XCTAssertTrue(spin.updateItems((0..<10).map { .delete($0) }, newItemCount: 0, at: 0.4))
    spin._checkInvariants()
    XCTAssertEqual(spin.phase, .idle)
    XCTAssertNil(spin.selection)
    XCTAssertEqual(spin.contentOffset, 0)
    XCTAssertFalse(spin.endDrag(by: -500, velocity: -9000, at: 1), "nothing to fling")
    spin._checkInvariants()
    XCTAssertTrue(spin.updateItems([.insert(0)], newItemCount: 1, at: 2))
    spin._checkInvariants()
    XCTAssertEqual(spin.selection, 0)
  }

  func testAResizeMidFlightRetargetsToTheSameItem() {
    var spin = flungWheel()
    spin.resize(to: Size(width: 667, height: 375), at: 0.4)
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    XCTAssertEqual(flight.landingIndex, 4)
    runFrames(&spin, from: 0.4)
    XCTAssertEqual(spin.selection, 4)
  }

  func testASettingChangeRestartsAtTheLandingItem() {
    var spin = flungWheel()
    var mirrored = spin.host.layout
    mirrored.layoutDirection = .rightToLeft
    XCTAssertTrue(spin.setLayout(mirrored, at: 0.4))
    spin._checkInvariants()
    XCTAssertEqual(spin.phase, .idle)
    XCTAssertEqual(spin.selection, 4)
    XCTAssertEqual(spin.contentOffset, 5 * 133, "item 4 of 10, mirrored")
    XCTAssertFalse(spin.setLayout(mirrored, at: 0.5), "the same layout changes nothing")
    spin._checkInvariants()
  }
}
