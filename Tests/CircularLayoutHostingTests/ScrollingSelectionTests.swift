// The selection by identity: written once per settled scroll, following
// its item through data changes (also mid-flight), never echoing the
// binding's own value back, and a foreign value left alone; then random
// event sequences with random data changes.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingSelectionTests: XCTestCase {
  let size = Size(width: 375, height: 667)
  let letters = (0..<10).map { String(UnicodeScalar(UInt8(97 + $0))) }  // a ... j

  func settle(_ state: inout ScrollingSelection<Wheel, String>, from t: Double) -> [String] {
    var written: [String] = []
    var now = t
    while state.interaction.isDecelerating, now < t + 20 {
      now += 1.0 / 60
      if let id = state.advance(to: now) { written.append(id) }
      state.interaction._checkInvariants()
    }
    return written
  }

  func testAFlingWritesTheLandingIdentifierOnce() {
    var state = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "c")
    XCTAssertEqual(state.selectedID, "c")
    XCTAssertEqual(state.interaction.contentOffset, 266)
    XCTAssertNil(state.beginDrag(at: 0))
    state.interaction._checkInvariants()
    XCTAssertNil(state.drag(by: -60, at: 0.05))
    state.interaction._checkInvariants()
    XCTAssertNil(state.endDrag(by: -60, velocity: -900, at: 0.1))
    state.interaction._checkInvariants()
    // From 326 (2.45 items) at +900 pt/s: rest 775.6, 5.83 items, free: item 6, "g".
    XCTAssertEqual(settle(&state, from: 0.1), ["g"])
    XCTAssertEqual(state.selectedID, "g")
    // The rate passes through to the interaction: the next fling is shorter.
    state.decelerationRate = .fast
    XCTAssertEqual(state.interaction.decelerationRate, .fast)
    _ = state.drag(by: -60, at: 30)
    state.interaction._checkInvariants()
    _ = state.endDrag(by: -60, velocity: -900, at: 30.1)
    state.interaction._checkInvariants()
    // From 858 (6.45 items): rest 858 + 900 / 10.05 = 947.6, 7.12 items: item 8, "i".
    XCTAssertEqual(settle(&state, from: 30.1), ["i"])
  }

  func testTheBindingsOwnValueDoesNotEcho() {
    var state = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "a")
    XCTAssertNil(state.selectionChanged(to: "a", at: 0), "the selected item: nothing")
    state.interaction._checkInvariants()
    XCTAssertEqual(state.interaction.phase, .idle)
    XCTAssertNil(state.selectionChanged(to: "e", at: 0))
    state.interaction._checkInvariants()
    XCTAssertTrue(state.interaction.isDecelerating, "another item: scrolled to")
    XCTAssertNil(state.selectionChanged(to: "e", at: 0.1), "the landing item: left to land")
    state.interaction._checkInvariants()
    XCTAssertEqual(settle(&state, from: 0.1), ["e"])
    XCTAssertNil(state.selectionChanged(to: "nowhere", at: 9), "a foreign value: nothing")
    state.interaction._checkInvariants()
    XCTAssertEqual(state.selectedID, "e")
    XCTAssertNil(state.tap("nowhere", at: 9))
    state.interaction._checkInvariants()
    XCTAssertEqual(state.interaction.phase, .idle)
  }

  func testAForeignSelectionShowsTheFirstItemAndIsNotWritten() {
    let state = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "zz")
    XCTAssertEqual(state.selectedID, "a")
    XCTAssertEqual(state.interaction.contentOffset, 0)
    let empty = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: [String](), selection: "a")
    XCTAssertNil(empty.selectedID)
  }

  func testASelectionSetBeforeItsDataLoadsIsShownWhenItArrives() {
    var state = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: [String](), selection: "c")
    state.interaction._checkInvariants()
    XCTAssertNil(state.setIDs(letters, selection: "c", at: 0), "the binding already says c")
    state.interaction._checkInvariants()
    XCTAssertEqual(state.selectedID, "c")
    XCTAssertEqual(state.interaction.contentOffset, 266)
    // A foreign value: item 0 is shown, then the value's item when it comes.
    var foreign = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "zz")
    XCTAssertEqual(foreign.selectedID, "a")
    XCTAssertNil(foreign.setIDs(letters + ["zz"], selection: "zz", at: 0))
    foreign.interaction._checkInvariants()
    XCTAssertEqual(foreign.selectedID, "zz")
    // Without the binding's item, the first items are written as before.
    var other = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: [String](), selection: "c")
    XCTAssertEqual(other.setIDs(["k", "l"], selection: "c", at: 0), "k")
    other.interaction._checkInvariants()
    // While the finger drags, the view does not jump to it.
    var dragged = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "zz")
    _ = dragged.drag(by: -30, at: 0)
    dragged.interaction._checkInvariants()
    XCTAssertNil(dragged.setIDs(letters + ["zz"], selection: "zz", at: 0.1))
    dragged.interaction._checkInvariants()
    XCTAssertEqual(dragged.selectedID, "a")
  }

  func testADataChangeMidFlightLandsOnTheSameIdentifier() {
    var state = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "a")
    _ = state.tap("e", at: 0)
    state.interaction._checkInvariants()
    _ = state.advance(to: 0.1)
    state.interaction._checkInvariants()
    // Two items before everything, "b" removed: "e" moves from 4 to 5.
    var ids = letters
    ids.remove(at: 1)
    ids.insert(contentsOf: ["x", "y"], at: 0)
    XCTAssertNil(state.setIDs(ids, at: 0.1))
    state.interaction._checkInvariants()
    guard case .decelerating(let flight) = state.interaction.phase else { return XCTFail() }
    XCTAssertEqual(flight.landingIndex, 5)
    XCTAssertEqual(state.index(of: "e"), 5)
    XCTAssertEqual(state.selectedID, "a", "still the item it left")
    XCTAssertEqual(settle(&state, from: 0.1), ["e"])
  }

  func testRemovingTheSelectedIdentifierWritesItsSuccessor() {
    var state = ScrollingSelection(
      tutorialHost().layout, viewportSize: size, ids: letters, selection: "d")
    XCTAssertEqual(state.setIDs(letters.filter { $0 != "d" }, at: 0), "e")
    state.interaction._checkInvariants()
    XCTAssertNil(state.setIDs(["q"] + letters.filter { $0 != "d" }, at: 0), "only its index moved")
    state.interaction._checkInvariants()
    XCTAssertEqual(state.selectedID, "e")
    XCTAssertNil(state.setIDs([], at: 0), "no items: the binding keeps its value")
    state.interaction._checkInvariants()
    XCTAssertNil(state.selectedID)
    XCTAssertEqual(state.setIDs(["k", "l"], at: 0), "k", "the first items arrive")
    state.interaction._checkInvariants()
  }

  /// Random events and random data changes on wheels and carousels: the
  /// answer is non-nil exactly when the selected identifier changed, and
  /// is that identifier; the selection is always one of the identifiers.
  func testRandomEventsAnswerExactlyTheChanges() {
    RandomSweep.forEachCase(100, seed: 0x5E1_EC7) { seed, random in
      var pool = 0
      func fresh(_ count: Int) -> [Int] {
        defer { pool += count }
        return Array(pool..<pool + count)
      }
      var ids = fresh(Int.random(in: 0...12, using: &random))
      var layout = tutorialHost().layout
      layout.wrapsAround = Bool.random(using: &random)
      layout.snapping = ScrollSnapping.allCases.randomElement(using: &random)!
      var state = ScrollingSelection(
        layout, viewportSize: size, ids: ids, selection: ids.randomElement(using: &random))
      var t = 0.0
      for event in 0..<50 {
        t += Double.random(in: 0...0.3, using: &random)
        let before = state.selectedID
        let answer: Int?
        switch Int.random(in: 0..<7, using: &random) {
        case 0: answer = state.beginDrag(at: t)
        case 1: answer = state.drag(by: Double.random(in: -500...500, using: &random), at: t)
        case 2:
          answer = state.endDrag(
            by: Double.random(in: -500...500, using: &random),
            velocity: Double.random(in: -5000...5000, using: &random), at: t)
        case 3: answer = state.advance(to: t)
        case 4: answer = state.tap(ids.randomElement(using: &random) ?? -1, at: t)
        case 5: answer = state.step(by: Int.random(in: -1...1, using: &random), at: t)
        default:
          ids = ids.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
          ids.shuffle(using: &random)
          ids.insert(contentsOf: fresh(Int.random(in: 0...2, using: &random)), at: 0)
          answer = state.setIDs(ids, at: t)
        }
        let context = "seed \(seed) event \(event): \(state)"
        state.interaction._checkInvariants()
        XCTAssertEqual(state.ids, ids, context)
        if let selected = state.selectedID { XCTAssert(ids.contains(selected), context) }
        if let answer {
          XCTAssertEqual(answer, state.selectedID, context)
          XCTAssertNotEqual(answer, before, context)
        } else if let selected = state.selectedID {
          XCTAssertEqual(selected, before, "changed without an answer: \(context)")
        }
      }
    }
  }
}
