// Cover flow 2's toggle through the interaction, worked by hand on a
// carousel of 200 x 100 items (cover flow halves the item: 100 points per
// item) in a 375 x 667 viewport: held while the finger is down, across an
// item boundary, a data change and a resize; the engine's once the
// content moves by itself; the drags that end otherwise; a wheel's 0; and
// bad input.

import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingInteractionCoverFlowTests: XCTestCase {
  let viewport = Size(width: 375, height: 667)

  /// A cover flow 2 interaction of ten items at rest on item 2 (offset
  /// 200), free snapping.
  func coverFlow(selection: Int = 2) -> ScrollingInteraction<Carousel> {
    let spin = ScrollingInteraction(
      carouselHost(.coverFlow2).layout, viewportSize: viewport, itemCount: 10,
      selection: selection)
    spin._checkInvariants()
    return spin
  }

  /// The carousel's own toggle where the interaction stands now.
  func engine(_ spin: ScrollingInteraction<Carousel>) -> Double {
    spin.host.layout.coverFlowToggle(in: spin.bounds, itemCount: spin.itemCount)
  }

  /// Moves the interaction on, frame by frame, checking that each
  /// frame's toggle is the engine's and the pure reading is the frame's.
  func runCheckedFrames(
    _ spin: inout ScrollingInteraction<Carousel>, from start: Double,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var t = start
    while spin.isDecelerating, t < start + 20 {
      t += 1.0 / 60
      let peek = spin.coverFlowToggle(at: t)
      spin.advance(to: t)
      spin._checkInvariants()
      XCTAssertEqual(spin.coverFlowToggle, engine(spin), "t \(t)", file: file, line: line)
      // Settling re-centres only a wrapping carousel: exact here.
      XCTAssertEqual(peek, spin.coverFlowToggle, "t \(t)", file: file, line: line)
    }
    XCTAssertFalse(spin.isDecelerating, file: file, line: line)
  }

  // MARK: - Held while the finger is down

  func testADragHoldsTheToggleAcrossAnItemBoundary() {
    var spin = coverFlow()
    XCTAssertEqual(spin.contentOffset, 200)
    XCTAssertEqual(spin.coverFlowToggle, 0, "at rest on an item")
    spin.beginDrag(at: 0)
    spin._checkInvariants()
    // 2.3 items: the engine's toggle is 0.3; the finger holds 0.
    spin.drag(by: -30, at: 0.05)
    spin._checkInvariants()
    XCTAssertEqual(engine(spin), 0.3, accuracy: 1e-12)
    XCTAssertEqual(spin.coverFlowToggle, 0)
    XCTAssertEqual(spin.coverFlowToggle(at: 0.05), 0)
    // Past the midpoint, 2.8 items (item 3 centred): the engine's is -0.2.
    spin.drag(by: -80, at: 0.1)
    spin._checkInvariants()
    XCTAssertEqual(spin.centeredItemIndex, 3)
    XCTAssertEqual(engine(spin), -0.2, accuracy: 1e-12)
    XCTAssertEqual(spin.coverFlowToggle, 0)
    // Frames while the finger rests do not hand it back.
    spin.advance(to: 0.5)
    spin._checkInvariants()
    XCTAssertEqual(spin.coverFlowToggle, 0)
    XCTAssertEqual(spin.coverFlowToggle(at: 0.6), 0)
    // The toggle decides what is drawn: held, item 3 stands flipped at
    // -0.2 items as cover flow 2 draws it with the toggle 0, not as the
    // engine's own toggle slides it.
    let held = spin.host.layout.item(3, in: spin.bounds, itemCount: 10, coverFlowToggle: 0)
    let free = spin.host.layout.item(3, in: spin.bounds, itemCount: 10, coverFlowToggle: -0.2)
    XCTAssertNotEqual(held, free)
  }

  func testOnceTheFingerLiftsTheToggleFollowsTheEngine() {
    var spin = coverFlow()
    spin.drag(by: -80, at: 0)
    spin._checkInvariants()
    XCTAssertEqual(spin.coverFlowToggle, 0)
    // Released at 2.8 with no velocity: free snapping lands on item 3.
    spin.endDrag(by: -80, velocity: 0, at: 0.1)
    spin._checkInvariants()
    guard case .decelerating(let flight) = spin.phase else { return XCTFail("\(spin)") }
    XCTAssertEqual(flight.landing, 300)
    XCTAssertEqual(spin.coverFlowToggle, -0.2, accuracy: 1e-12, "the release hands it back")
    runCheckedFrames(&spin, from: 0.1)
    XCTAssertEqual(spin.contentOffset, 300)
    XCTAssertEqual(spin.selection, 3)
    XCTAssertEqual(spin.coverFlowToggle, 0, "at rest on an item")
  }

  func testAFingerCatchingASpinHoldsTheToggleWhereItCaughtIt() {
    var spin = coverFlow()
    spin.drag(by: -30, at: 0)
    // Released at 2.3 with no velocity: back to item 2.
    spin.endDrag(by: -30, velocity: 0, at: 0.1)
    spin._checkInvariants()
    spin.advance(to: 0.2)
    spin._checkInvariants()
    let lastFrame = spin.coverFlowToggle
    XCTAssertEqual(lastFrame, engine(spin))
    XCTAssert(lastFrame > 0 && lastFrame < 0.3, "\(lastFrame)")
    // The touch at 0.3 s first takes that frame: the content moves on,
    // the toggle with it, and the finger holds that value.
    spin.beginDrag(at: 0.3)
    spin._checkInvariants()
    let caught = spin.coverFlowToggle
    XCTAssertEqual(caught, engine(spin))
    XCTAssert(caught > 0 && caught < lastFrame, "\(caught) after \(lastFrame)")
    // Back across the midpoint before item 2 and beyond: held.
    spin.drag(by: 90, at: 0.4)
    spin._checkInvariants()
    XCTAssertEqual(spin.centeredItemIndex, 1)
    XCTAssertEqual(spin.coverFlowToggle, caught)
    XCTAssertEqual(spin.coverFlowToggle(at: 0.45), caught)
    XCTAssertNotEqual(engine(spin), caught)
    // Held, it is state a replay needs: the description shows it.
    XCTAssert(spin.description.contains("coverFlowToggle: "), spin.description)
    spin.endDrag(by: 90, velocity: 0, at: 0.5)
    spin._checkInvariants()
    XCTAssertEqual(spin.coverFlowToggle, engine(spin))
    runCheckedFrames(&spin, from: 0.5)
  }

  /// A drag caught mid-spin, moved past a midpoint: its held toggle is
  /// not 0 and not the engine's.
  func caughtDrag() -> (ScrollingInteraction<Carousel>, held: Double) {
    var spin = coverFlow()
    spin.drag(by: -30, at: 0)
    spin.endDrag(by: -30, velocity: 0, at: 0.1)
    spin.beginDrag(at: 0.3)
    let held = spin.coverFlowToggle
    spin.drag(by: -50, at: 0.4)
    spin._checkInvariants()
    XCTAssertNotEqual(held, 0)
    XCTAssertNotEqual(engine(spin), held)
    return (spin, held)
  }

  // MARK: - Changes under the finger

  func testADataChangeOrAResizeUnderTheFingerKeepsTheHeldToggle() {
    var (spin, held) = caughtDrag()
    let before = spin.contentOffset
    // Two items inserted before: the content moves two items on, the
    // finger keeps its item, and the toggle stays held.
    spin.updateItems([.insert(0), .insert(1)], newItemCount: 12, at: 0.5)
    spin._checkInvariants()
    XCTAssertEqual(spin.contentOffset, before + 200, accuracy: 1e-9)
    XCTAssertEqual(spin.coverFlowToggle, held)
    // A rotation: still held.
    spin.resize(to: Size(width: 667, height: 375), at: 0.6)
    spin._checkInvariants()
    XCTAssertEqual(spin.coverFlowToggle, held)
    XCTAssertEqual(spin.coverFlowToggle(at: 0.7), held)
    // The selected item removed: still dragging, still held.
    spin.updateItems([.delete(4)], newItemCount: 11, at: 0.7)
    spin._checkInvariants()
    if case .dragging = spin.phase {} else { XCTFail("\(spin)") }
    XCTAssertEqual(spin.coverFlowToggle, held)
    spin.endDrag(by: -50, velocity: 300, at: 0.8)
    spin._checkInvariants()
    XCTAssertEqual(spin.coverFlowToggle, engine(spin))
    runCheckedFrames(&spin, from: 0.8)
  }

  func testEventsThatEndTheDragHandTheToggleBack() {
    // Every item gone: at rest at 0, the toggle 0.
    var (emptied, _) = caughtDrag()
    emptied.updateItems((0..<10).map(ItemUpdate.delete), newItemCount: 0, at: 0.5)
    emptied._checkInvariants()
    XCTAssertEqual(emptied.phase, .idle)
    XCTAssertEqual(emptied.coverFlowToggle, 0)
    // A new layout: at rest on the item, the engine's toggle there.
    var relaid = caughtDrag().0
    relaid.setLayout(carouselHost(.coverFlow2) { $0.wrapsAround = true }.layout, at: 0.5)
    relaid._checkInvariants()
    XCTAssertEqual(relaid.phase, .idle)
    XCTAssertEqual(relaid.coverFlowToggle, engine(relaid))
    XCTAssertEqual(relaid.coverFlowToggle, 0, accuracy: 1e-12)
    // A VoiceOver step: at rest on the next item.
    var stepped = caughtDrag().0
    stepped.step(by: 1, at: 0.5)
    stepped._checkInvariants()
    XCTAssertEqual(stepped.coverFlowToggle, engine(stepped))
    // A tap: the scroll moves by itself from where the finger was.
    var tapped = caughtDrag().0
    tapped.scroll(toItem: 7, at: 0.5)
    tapped._checkInvariants()
    XCTAssertEqual(tapped.coverFlowToggle, engine(tapped))
    XCTAssertNotEqual(tapped.coverFlowToggle, 0)
    runCheckedFrames(&tapped, from: 0.5)
    XCTAssertEqual(tapped.selection, 7)
  }

  // MARK: - The wheel

  func testAWheelHasNoToggle() {
    let wheel = tutorialHost().layout
    for x in [0.0, 66.5, 130, -0x1p60, .nan] {
      XCTAssertEqual(wheel.engineCoverFlowToggle(in: phone(x: x), itemCount: 10), 0, "\(x)")
    }
    var spin = ScrollingInteraction(wheel, viewportSize: viewport, itemCount: 10)
    spin.drag(by: -60, at: 0)
    spin._checkInvariants()
    spin.endDrag(by: -60, velocity: -900, at: 0.1)
    spin._checkInvariants()
    spin.advance(to: 0.3)
    spin.beginDrag(at: 0.4)
    spin._checkInvariants()
    // No toggle in its state: the description has none.
    XCTAssertFalse(spin.description.contains("coverFlowToggle"), spin.description)
    runFrames(&spin, from: 0.4)
  }

  // MARK: - Bad input

  func testBadInputKeepsTheToggleAnEnginesValue() {
    let values: [Double] = [.nan, .infinity, -.infinity, 0x1p80, -0x1p80, 0, 0.3]
    for wraps in [false, true] {
      for count in [Int.min, 0, 1, 10, 1 << 53] {
        for value in values {
          let context = "wraps \(wraps) count \(count) value \(value)"
          var spin = ScrollingInteraction(
            carouselHost(.coverFlow2) { $0.wrapsAround = wraps }.layout,
            viewportSize: Size(width: value, height: 667), itemCount: count, selection: count,
            at: value)
          func check(_ event: String) {
            spin._checkInvariants()
            let toggle = spin.coverFlowToggle
            XCTAssert(toggle >= -0.5 && toggle < 0.5, "\(event): \(toggle) \(context)")
            // A time that is not finite reads as the last one.
            XCTAssertEqual(spin.coverFlowToggle(at: value), spin.coverFlowToggle(at: spin.time))
            if case .dragging = spin.phase { return }
            XCTAssertEqual(toggle, engine(spin), "\(event): \(context)")
          }
          check("init")
          spin.resize(to: Size(width: 375, height: value), at: value)
          check("resize")
          spin.drag(by: value, at: value)
          let held = spin.coverFlowToggle
          check("drag")
          spin.drag(by: -value, at: value)
          check("drag back")
          if case .dragging = spin.phase {
            XCTAssertEqual(spin.coverFlowToggle, held, context)
          }
          spin.endDrag(by: value, velocity: value, at: value)
          check("endDrag")
          spin.advance(to: value)
          check("advance")
          spin.scroll(toItem: Int.max, at: value)
          check("scroll")
          spin.updateItems([.delete(Int.max), .insert(-4)], newItemCount: count &- 1, at: value)
          check("updateItems")
        }
      }
    }
  }
}
