// What CarouselView does with every style and a custom transform, through
// the platform-free state it holds: the carousel spins, lands where the
// host snaps, writes the landing identifier once, and at rest shows cells
// a planar projection draws whole, the selected one among them.

import CircularLayout
import CircularLayoutHosting
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import XCTest

final class ScrollingSelectionStylesTests: XCTestCase {
  func carousels() throws -> [Carousel] {
    let size = Size(width: 200, height: 200)
    var all = try Carousel.Style.allCases.filter { $0 != .custom }.map {
      try Carousel(itemSize: size, style: $0)
    }
    all.append(
      try Carousel(
        itemSize: size,
        custom: ParametricTransform(
          parameters: CarouselCustomParameters(step: 150, lift: 20, turn: 0.3))))
    return all
  }

  func testEveryStyleSpinsLandsAndShowsTheSelection() throws {
    let ids = (0..<24).map { "item \($0)" }
    for carousel in try carousels() {
      for wraps in [false, true] {
        var layout = carousel
        layout.wrapsAround = wraps
        let context = "\(layout.style) wraps \(wraps)"
        var state = ScrollingSelection(
          layout, viewportSize: Size(width: 375, height: 667), ids: ids, selection: "item 3")
        XCTAssertEqual(state.selectedID, "item 3", context)
        _ = state.drag(by: -150, at: 0)
        state.interaction._checkInvariants()
        _ = state.endDrag(by: -150, velocity: -1200, at: 0.1)
        state.interaction._checkInvariants()
        guard case .decelerating(let flight) = state.interaction.phase else {
          XCTFail("no fling: \(context)")
          continue
        }
        var written: [String] = []
        var t = 0.1
        while state.interaction.isDecelerating, t < 20 {
          t += 1.0 / 60
          if let id = state.advance(to: t) { written.append(id) }
          state.interaction._checkInvariants()
        }
        state.interaction._checkInvariants()
        XCTAssertEqual(written, [ids[flight.landingIndex]], context)
        XCTAssertNotEqual(flight.landingIndex, 3, "a fling moves on: \(context)")
        let host = state.interaction.host
        let bounds = state.interaction.bounds
        let shown = host.attributes(forElementsIn: bounds, bounds: bounds, itemCount: ids.count)
          .filter { !$0.isHidden && $0.projectsWhole }
        XCTAssert(shown.contains { $0.index == flight.landingIndex }, "\(context): \(shown)")
      }
    }
  }
}
