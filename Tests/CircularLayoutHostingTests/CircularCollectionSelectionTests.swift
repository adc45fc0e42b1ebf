// The collection view bridge's selection, by hand: a settle writes the
// settled identifier once and nothing when the binding holds it; nothing
// is written under a finger, nor for a deceleration the bridge's own
// animation overrides; the caller's value scrolls to its item, never
// echoes the bridge's own write, and is ignored when absent, shown or
// under a finger; repeated identifiers; data changes keep, show or hand
// over the selection, and their batches rebuild the new identifiers.
// Then seeded random event sequences against a brute-force reference.

import CircularLayoutHosting
import LayoutTestSupport
import XCTest

final class CircularCollectionSelectionTests: XCTestCase {
  typealias Selection = CircularCollectionSelection<String>

  /// "a" ... "j".
  let letters = (0..<10).map { String(UnicodeScalar(UInt8(97 + $0))) }

  /// A selection over `ids`, at rest on the binding's item.
  func selection(_ ids: [String], binding: String) -> Selection {
    var selection = Selection()
    _ = selection.setIDs(ids)
    _ = selection.restingIndex(for: binding)
    return selection
  }

  // MARK: - The rule

  func testTheRuleWritesTheSettledIdentifierUnlessTheBindingHoldsIt() {
    let ids = ["a", "b", "c"]
    XCTAssertEqual(Selection.identifierToWrite(settledAt: 2, ids: ids, binding: "a"), "c")
    XCTAssertNil(Selection.identifierToWrite(settledAt: 0, ids: ids, binding: "a"))
    XCTAssertNil(Selection.identifierToWrite(settledAt: nil, ids: ids, binding: "a"))
    XCTAssertNil(Selection.identifierToWrite(settledAt: 3, ids: ids, binding: "a"))
    XCTAssertNil(Selection.identifierToWrite(settledAt: -1, ids: ids, binding: "a"))
    XCTAssertNil(Selection.identifierToWrite(settledAt: 0, ids: [], binding: "a"))
    // A foreign binding: the settled item is written.
    XCTAssertEqual(Selection.identifierToWrite(settledAt: 1, ids: ids, binding: "x"), "b")
  }

  // MARK: - Settling

  func testAFlingWritesTheLandingIdentifierOnceWhereItSettles() {
    var state = selection(letters, binding: "c")
    state.beginDragging()
    XCTAssertEqual(state.phase, .dragging)
    // The lift, with item 3 centred and a deceleration landing on 6:
    // nothing yet.
    XCTAssertNil(
      state.endDragging(willDecelerate: true, landingIndex: 6, settledIndex: 3, binding: "c"))
    XCTAssertEqual(state.phase, .decelerating)
    XCTAssertEqual(state.endDecelerating(settledIndex: 6, binding: "c"), "g")
    XCTAssertEqual(state.phase, .idle)
    XCTAssertEqual(state.selection, "g")
    // A second end (UIKit's or a stray one) on the written item: nothing.
    XCTAssertNil(state.endDecelerating(settledIndex: 6, binding: "g"))
    XCTAssertNil(state.endScrollAnimation(settledIndex: 6, binding: "g"))
  }

  func testADragThatStopsWithoutDeceleratingWritesOnce() {
    var state = selection(letters, binding: "c")
    state.beginDragging()
    XCTAssertEqual(
      state.endDragging(willDecelerate: false, landingIndex: 4, settledIndex: 4, binding: "c"), "e")
    XCTAssertEqual(state.phase, .idle)
    XCTAssertNil(state.endDecelerating(settledIndex: 4, binding: "e"))
  }

  func testASettleOnTheSelectedItemWritesNothing() {
    var state = selection(letters, binding: "c")
    state.beginDragging()
    XCTAssertNil(
      state.endDragging(willDecelerate: true, landingIndex: 2, settledIndex: 3, binding: "c"))
    XCTAssertNil(state.endDecelerating(settledIndex: 2, binding: "c"))
    state.beginDragging()
    XCTAssertNil(
      state.endDragging(willDecelerate: false, landingIndex: 2, settledIndex: 2, binding: "c"))
    XCTAssertEqual(state.selection, "c")
  }

  func testNothingIsWrittenWhileAFingerIsDown() {
    var state = selection(letters, binding: "c")
    state.beginDragging()
    // A deceleration or animation that UIKit ends under the finger.
    XCTAssertNil(state.endDecelerating(settledIndex: 5, binding: "c"))
    XCTAssertNil(state.endScrollAnimation(settledIndex: 5, binding: "c"))
    state.beginScrollAnimation(to: 7)
    XCTAssertEqual(state.phase, .dragging, "the finger wins over the bridge's animation")
    state.scrolledWithoutAnimation()
    XCTAssertEqual(state.phase, .dragging)
    XCTAssertEqual(
      state.endDragging(willDecelerate: false, landingIndex: 5, settledIndex: 5, binding: "c"), "f")
  }

  func testADecelerationEndingDuringTheBridgesAnimationWritesNothing() {
    var state = selection(letters, binding: "c")
    state.beginDragging()
    _ = state.endDragging(willDecelerate: true, landingIndex: 8, settledIndex: 4, binding: "c")
    // The caller selects "b" mid-flight: the bridge animates there.
    XCTAssertEqual(state.selectionChanged(to: "b", shownIndex: 5), 1)
    state.beginScrollAnimation(to: 1)
    XCTAssertNil(state.endDecelerating(settledIndex: 3, binding: "b"))
    XCTAssertEqual(state.phase, .animating)
    XCTAssertNil(state.endScrollAnimation(settledIndex: 1, binding: "b"))
    XCTAssertEqual(state.phase, .idle)
  }

  func testATapOnAnotherItemWritesItWhereTheAnimationEnds() {
    var state = selection(letters, binding: "c")
    state.beginScrollAnimation(to: 4)
    XCTAssertEqual(state.endScrollAnimation(settledIndex: 4, binding: "c"), "e")
    // A tap on the centred item, which needs no scroll, settles in place.
    XCTAssertNil(state.endScrollAnimation(settledIndex: 4, binding: "e"))
  }

  // MARK: - The caller's selection

  // MARK: - VoiceOver

  func testAnIncrementIsTheNextItemAndADecrementThePrevious() {
    XCTAssertEqual(Selection.accessibilitySteps(incrementing: true), 1)
    XCTAssertEqual(Selection.accessibilitySteps(incrementing: false), -1)
  }

  func testEachAccessibilityStepWritesItsItemOnce() {
    var state = selection(letters, binding: "c")
    XCTAssertTrue(state.acceptsAccessibilityStep)
    XCTAssertEqual(state.endAccessibilityStep(from: 2, settledIndex: 3, binding: "c"), "d")
    XCTAssertEqual(state.selection, "d")
    XCTAssertEqual(state.phase, .idle)
    // The write comes back from SwiftUI: not the caller's change.
    XCTAssertNil(state.selectionChanged(to: "d", shownIndex: 3))
    XCTAssertEqual(state.endAccessibilityStep(from: 3, settledIndex: 2, binding: "d"), "c")
    // Round the seam of a wrapping engine.
    var wrapping = selection(letters, binding: "j")
    XCTAssertEqual(wrapping.endAccessibilityStep(from: 9, settledIndex: 0, binding: "j"), "a")
  }

  func testAStepThatDoesNotMoveWritesNothing() {
    // The end of an engine that does not wrap: the layout clamps.
    var state = selection(letters, binding: "j")
    XCTAssertNil(state.endAccessibilityStep(from: 9, settledIndex: 9, binding: "j"))
    XCTAssertEqual(state.selection, "j")
    // A foreign binding shows item 0; a decrement there moves nothing and
    // writes nothing, though the binding is not item 0's.
    var foreign = selection(letters, binding: "x")
    XCTAssertNil(foreign.endAccessibilityStep(from: 0, settledIndex: 0, binding: "x"))
    XCTAssertEqual(foreign.selection, "x")
    // Without items.
    var empty = selection([], binding: "x")
    XCTAssertNil(empty.endAccessibilityStep(from: nil, settledIndex: nil, binding: "x"))
  }

  func testNoStepWhileTheContentMoves() {
    var state = selection(letters, binding: "c")
    state.beginDragging()
    XCTAssertFalse(state.acceptsAccessibilityStep)
    XCTAssertNil(state.endAccessibilityStep(from: 2, settledIndex: 3, binding: "c"))
    XCTAssertNil(
      state.endDragging(willDecelerate: true, landingIndex: 5, settledIndex: 3, binding: "c"))
    XCTAssertFalse(state.acceptsAccessibilityStep)
    XCTAssertEqual(state.endDecelerating(settledIndex: 5, binding: "c"), "f")
    XCTAssertTrue(state.acceptsAccessibilityStep)
    state.beginScrollAnimation(to: 7)
    XCTAssertFalse(state.acceptsAccessibilityStep)
    XCTAssertEqual(state.endScrollAnimation(settledIndex: 7, binding: "f"), "h")
    XCTAssertTrue(state.acceptsAccessibilityStep)
  }

  func testTheCallersSelectionScrollsToItsItemAndTheBridgesWriteDoesNotEcho() {
    var state = selection(letters, binding: "c")
    XCTAssertNil(state.selectionChanged(to: "c", shownIndex: 2), "the value it showed first")
    XCTAssertEqual(state.selectionChanged(to: "h", shownIndex: 2), 7)
    state.beginScrollAnimation(to: 7)
    XCTAssertNil(state.endScrollAnimation(settledIndex: 7, binding: "h"), "not written back")
    // The bridge writes "d" where a drag settles; SwiftUI hands it back.
    state.beginDragging()
    XCTAssertEqual(
      state.endDragging(willDecelerate: false, landingIndex: 3, settledIndex: 3, binding: "h"), "d")
    XCTAssertNil(state.selectionChanged(to: "d", shownIndex: 3))
    // A binding that refused the write keeps "h": the view goes back.
    XCTAssertEqual(state.selectionChanged(to: "h", shownIndex: 3), 7)
  }

  func testTheCallersSelectionIsIgnoredWhenAbsentShownOrUnderAFinger() {
    var state = selection(letters, binding: "c")
    XCTAssertNil(state.selectionChanged(to: "x", shownIndex: 2), "no item carries it")
    XCTAssertEqual(state.selection, "x")
    // The item centred already (the caller set what the user sees).
    XCTAssertNil(state.selectionChanged(to: "c", shownIndex: 2))
    state.beginDragging()
    XCTAssertNil(state.selectionChanged(to: "f", shownIndex: 2), "the finger decides")
    XCTAssertNil(state.selectionChanged(to: "f", shownIndex: 2))
    _ = state.endDragging(willDecelerate: true, landingIndex: 6, settledIndex: 4, binding: "f")
    // Landing on the caller's item already: nothing; elsewhere: go there.
    XCTAssertNil(state.selectionChanged(to: "g", shownIndex: 4))
    XCTAssertEqual(state.selectionChanged(to: "a", shownIndex: 4), 0)
  }

  func testRepeatedIdentifiersNameTheirFirstItemAndAreNotScrolledAwayFrom() {
    var state = selection(["a", "b", "a", "c"], binding: "b")
    XCTAssertEqual(state.index(of: "a"), 0)
    state.beginDragging()
    // A settle on the later "a" writes "a" ...
    XCTAssertEqual(
      state.endDragging(willDecelerate: false, landingIndex: 2, settledIndex: 2, binding: "b"), "a")
    // ... whose return is no change, and the caller's "a" with the later
    // "a" centred does not move the view.
    XCTAssertNil(state.selectionChanged(to: "a", shownIndex: 2))
    XCTAssertEqual(state.selectionChanged(to: "c", shownIndex: 2), 3)
    XCTAssertNil(state.selectionChanged(to: "a", shownIndex: 2))
    // A settle on the later "a" with the binding "a" writes nothing.
    state.beginDragging()
    XCTAssertNil(
      state.endDragging(willDecelerate: false, landingIndex: 2, settledIndex: 2, binding: "a"))
  }

  // MARK: - Data

  func testInsertionsAndRemovalsAroundTheSelectionKeepItAndWriteNothing() {
    var state = selection(["a", "b", "c", "d", "e"], binding: "c")
    XCTAssertEqual(state.setIDs(["z", "a", "b", "c", "d", "e"]), [.insert(0)])
    // The layout kept "c" centred, now at 3.
    XCTAssertEqual(state.dataChanged(shownBefore: "c", shownIndex: 3, binding: "c"), .none)
    XCTAssertEqual(state.setIDs(["z", "c", "e"]), [.delete(1), .delete(2), .delete(4)])
    XCTAssertEqual(state.dataChanged(shownBefore: "c", shownIndex: 1, binding: "c"), .none)
    XCTAssertNil(state.setIDs(["z", "c", "e"]), "unchanged")
  }

  /// A reload (before the first layout, or from none) takes the
  /// identifiers without a batch, and later changes are diffed from them.
  func testAReloadTakesTheIdentifiersAndLaterChangesDiffFromThem() {
    var state = CircularCollectionSelection<String>()
    state.reloadIDs(["a", "b", "c", "b"])
    XCTAssertEqual(state.ids, ["a", "b", "c", "b"])
    XCTAssertEqual(state.index(of: "b"), 1, "the first occurrence")
    XCTAssertNil(state.index(of: "z"))
    XCTAssertEqual(state.restingIndex(for: "c"), 2)
    XCTAssertEqual(state.setIDs(["a", "c", "b"]), [.delete(1)])
    XCTAssertEqual(state.index(of: "b"), 2)
    state.reloadIDs([])
    XCTAssertNil(state.restingIndex(for: "c"))
  }

  func testARemovedSelectionHandsOverToTheItemInItsPlace() {
    var state = selection(["a", "b", "c", "d"], binding: "c")
    _ = state.setIDs(["a", "b", "d"])
    XCTAssertEqual(state.dataChanged(shownBefore: "c", shownIndex: 2, binding: "c"), .write("d"))
    XCTAssertEqual(state.selection, "d")
    XCTAssertNil(state.selectionChanged(to: "d", shownIndex: 2), "the write does not echo")
  }

  func testTheBindingsItemArrivingWithTheDataIsShown() {
    // A binding set before its data: item 0 is shown, nothing written.
    var state = selection(["a", "b"], binding: "x")
    _ = state.setIDs(["a", "b", "x"])
    XCTAssertEqual(state.dataChanged(shownBefore: "a", shownIndex: 0, binding: "x"), .show(2))
    // Data without it, the shown item kept: nothing.
    var foreign = selection(["a", "b"], binding: "x")
    _ = foreign.setIDs(["z", "a", "b"])
    XCTAssertEqual(foreign.dataChanged(shownBefore: "a", shownIndex: 1, binding: "x"), .none)
    // The shown item removed: the one in its place is written.
    _ = foreign.setIDs(["z", "b"])
    XCTAssertEqual(foreign.dataChanged(shownBefore: "a", shownIndex: 1, binding: "x"), .write("b"))
  }

  func testDataChangesUnderAFingerOrWithoutItemsDoNothing() {
    var state = selection(["a", "b", "c"], binding: "b")
    state.beginDragging()
    _ = state.setIDs(["a", "c"])
    XCTAssertEqual(state.dataChanged(shownBefore: "b", shownIndex: 1, binding: "b"), .none)
    _ = state.endDragging(willDecelerate: true, landingIndex: 0, settledIndex: 1, binding: "b")
    _ = state.setIDs(["a", "c", "d"])
    XCTAssertEqual(state.dataChanged(shownBefore: "c", shownIndex: 1, binding: "b"), .none)
    XCTAssertEqual(state.endDecelerating(settledIndex: 0, binding: "b"), "a")
    _ = state.setIDs([])
    XCTAssertEqual(state.dataChanged(shownBefore: "a", shownIndex: nil, binding: "a"), .none)
    XCTAssertNil(state.restingIndex(for: "a"))
    state.beginDragging()
    XCTAssertNil(
      state.endDragging(willDecelerate: false, landingIndex: nil, settledIndex: nil, binding: "a"))
    XCTAssertNil(state.selectionChanged(to: "q", shownIndex: nil))
  }

  func testTheBridgesAnimationIsReaimedAtItsItemAfterADataChange() {
    var state = selection(["a", "b", "c", "d"], binding: "a")
    XCTAssertEqual(state.selectionChanged(to: "d", shownIndex: 0), 3)
    state.beginScrollAnimation(to: 3)
    _ = state.setIDs(["z", "a", "b", "c", "d"])
    XCTAssertEqual(state.dataChanged(shownBefore: "b", shownIndex: 2, binding: "d"), .show(4))
    // The target removed mid-animation: its end settles, nothing now.
    state.beginScrollAnimation(to: 4)
    _ = state.setIDs(["z", "a", "b"])
    XCTAssertEqual(state.dataChanged(shownBefore: "b", shownIndex: 2, binding: "d"), .none)
    XCTAssertEqual(state.endScrollAnimation(settledIndex: 2, binding: "d"), "b")
  }

  // MARK: - Random sequences

  func testRandomEventSequencesAgainstAReference() {
    var counts = (writes: 0, scrolls: 0, shows: 0, handovers: 0)
    RandomSweep.forEachCase(10, seed: 0x5E1E_C7ED) { seed, random in
      var state = CircularCollectionSelection<Int>()
      var reference = ReferenceSelection()
      // A small pool, so that lists repeat identifiers and changes bring
      // identifiers back.
      let pool = Bool.random(using: &random) ? 6 : 15
      var binding = Int.random(in: 0..<pool, using: &random)
      var centred: Int?
      func randomIndex(_ random: inout SplitMix64) -> Int? {
        Int.random(in: 0..<10, using: &random) == 0
          ? nil : Int.random(in: -1...(reference.ids.count), using: &random)
      }
      for step in 0..<400 {
        let context = "seed \(seed), step \(step)"
        // A write goes to the binding at once, as the bridge makes it.
        func written(_ id: Int?, _ expected: Int?) {
          XCTAssertEqual(id, expected, context)
          if let id {
            XCTAssertNotEqual(id, binding, "a write changes the binding: \(context)")
            binding = id
            counts.writes += 1
          }
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12:
          let old = reference.ids
          let new = (0..<Int.random(in: 0...8, using: &random)).map { _ in
            Int.random(in: 0..<pool, using: &random)
          }
          let shownBefore = reference.id(ofItemAt: centred)
          let updates = state.setIDs(new)
          reference.setIDs(new)
          XCTAssertEqual(updates == nil, old == new, context)
          if let updates {
            XCTAssertEqual(
              apply(updates, to: old, inserting: new), new,
              "the batch rebuilds the list: \(context)")
          }
          centred = randomIndex(&random)
          let change = state.dataChanged(
            shownBefore: shownBefore, shownIndex: centred, binding: binding)
          XCTAssertEqual(
            change,
            reference.dataChanged(shownBefore: shownBefore, shown: centred, binding: binding),
            context)
          switch change {
          case .none: break
          case .show: counts.shows += 1
          case .write(let id):
            counts.handovers += 1
            XCTAssertNotEqual(id, binding, context)
            binding = id
          }
        case 12..<24:
          state.beginDragging()
          reference.phase = .dragging
          reference.resting = nil
        case 24..<38:
          let decelerates = Bool.random(using: &random)
          let landing = randomIndex(&random)
          centred = randomIndex(&random)
          written(
            state.endDragging(
              willDecelerate: decelerates, landingIndex: landing, settledIndex: centred,
              binding: binding),
            reference.endDragging(
              decelerates: decelerates, landing: landing, settled: centred, binding: binding))
        case 38..<50:
          centred = randomIndex(&random)
          written(
            state.endDecelerating(settledIndex: centred, binding: binding),
            reference.endDecelerating(settled: centred, binding: binding))
        case 50..<60:
          centred = randomIndex(&random)
          written(
            state.endScrollAnimation(settledIndex: centred, binding: binding),
            reference.endScrollAnimation(settled: centred, binding: binding))
        case 60..<68:
          let index = Int.random(in: 0..<max(reference.ids.count, 1), using: &random)
          state.beginScrollAnimation(to: index)
          reference.beginScrollAnimation(to: index)
        case 68..<74:
          state.scrolledWithoutAnimation()
          reference.scrolledWithoutAnimation()
        case 74..<94:
          // The caller sets the binding, to a new value or the same.
          if Int.random(in: 0..<10, using: &random) < 7 {
            binding = Int.random(in: 0..<pool + 2, using: &random)
          }
          let index = state.selectionChanged(to: binding, shownIndex: centred)
          XCTAssertEqual(
            index, reference.selectionChanged(to: binding, shown: centred), context)
          if index != nil { counts.scrolls += 1 }
        default:
          let index = state.restingIndex(for: binding)
          XCTAssertEqual(index, reference.restingIndex(for: binding), context)
          centred = index
        }
        XCTAssertEqual(state.phase, reference.phase, context)
        XCTAssertEqual(state.selection, reference.selection, context)
        XCTAssertEqual(state.ids, reference.ids, context)
      }
    }
    // The run exercised every outcome.
    XCTAssertGreaterThan(counts.writes, 50)
    XCTAssertGreaterThan(counts.scrolls, 50)
    XCTAssertGreaterThan(counts.shows, 10)
    XCTAssertGreaterThan(counts.handovers, 10)
    RandomSweep.tally("Circular collection selection sequences", RandomSweep.count(10))
  }

  /// A batch applied to a list: deletions and moves' sources removed by
  /// their old indices, then insertions (with `new`'s identifier there)
  /// and moves' destinations placed at their new indices in ascending
  /// order, as UIKit applies a batch update.
  func apply(_ updates: [UpdateItem], to old: [Int], inserting new: [Int]) -> [Int] {
    var removed = Set<Int>()
    var placed: [(index: Int, id: Int)] = []
    for update in updates {
      switch update {
      case .delete(let index): removed.insert(index)
      case .insert(let index):
        guard index >= 0, index < new.count else { return [] }
        placed.append((index, new[index]))
      case .move(let from, let to):
        removed.insert(from)
        placed.append((to, old[from]))
      case .reload: break
      }
    }
    var list = old.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    for (index, id) in placed.sorted(by: { $0.index < $1.index }) {
      guard index <= list.count else { return [] }
      list.insert(id, at: index)
    }
    return list
  }
}

/// The same rules written the plainest way: linear searches, and the
/// phase and resting item kept as the bridge's events describe them.
private struct ReferenceSelection {
  var ids: [Int] = []
  var selection: Int?
  var phase = CircularCollectionSelection<Int>.Phase.idle
  var resting: Int?

  func id(ofItemAt index: Int?) -> Int? {
    guard let index, index >= 0, index < ids.count else { return nil }
    return ids[index]
  }

  mutating func setIDs(_ new: [Int]) {
    if new != ids { resting = nil }
    ids = new
  }

  mutating func settle(_ index: Int?, _ binding: Int) -> Int? {
    phase = .idle
    resting = nil
    let id = id(ofItemAt: index)
    if let id, id != binding {
      selection = id
      return id
    }
    selection = binding
    return nil
  }

  mutating func endDragging(decelerates: Bool, landing: Int?, settled: Int?, binding: Int) -> Int? {
    if !decelerates { return settle(settled, binding) }
    phase = .decelerating
    resting = landing
    return nil
  }

  mutating func endDecelerating(settled: Int?, binding: Int) -> Int? {
    if phase == .dragging || phase == .animating { return nil }
    return settle(settled, binding)
  }

  mutating func endScrollAnimation(settled: Int?, binding: Int) -> Int? {
    if phase == .dragging { return nil }
    return settle(settled, binding)
  }

  mutating func beginScrollAnimation(to index: Int) {
    if phase == .dragging { return }
    phase = .animating
    resting = index
  }

  mutating func scrolledWithoutAnimation() {
    if phase == .dragging { return }
    phase = .idle
    resting = nil
  }

  mutating func selectionChanged(to id: Int, shown: Int?) -> Int? {
    if id == selection { return nil }
    selection = id
    if phase == .dragging { return nil }
    guard let first = ids.firstIndex(of: id) else { return nil }
    let restsOn = phase == .idle ? shown : resting
    if self.id(ofItemAt: restsOn) == id { return nil }
    return first
  }

  mutating func restingIndex(for binding: Int) -> Int? {
    selection = binding
    if ids.isEmpty { return nil }
    return ids.firstIndex(of: binding) ?? 0
  }

  mutating func dataChanged(shownBefore: Int?, shown: Int?, binding: Int)
    -> CircularCollectionSelection<Int>.DataChange
  {
    if phase == .dragging || phase == .decelerating { return .none }
    selection = binding
    if let first = ids.firstIndex(of: binding) {
      if phase == .idle && id(ofItemAt: shown) == binding { return .none }
      return .show(first)
    }
    if phase != .idle { return .none }
    guard let now = id(ofItemAt: shown) else { return .none }
    if now == shownBefore || now == binding { return .none }
    selection = now
    return .write(now)
  }
}
