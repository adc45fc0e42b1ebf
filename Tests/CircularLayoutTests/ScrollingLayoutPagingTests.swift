// Paging from where the finger lifts, drag by drag, on the wheel and the
// carousel alike: drags of every length (a fifth of an item to twelve) and
// speed (none, slow, fast) in both directions, lifted at every quarter of
// an item and just beside the stops, with ends (overscrolled past either)
// and wrapping (across the seam), left to right and right to left, on both
// axes. Each landing is checked against the rule written out below in
// content offsets and stop numbers, independently of the scroll model's
// positions, and against the promises the rule makes: never more than one
// item from the lift, never behind it against the fling unless that is
// the nearest item, and the landing item the one standing at the target.

import CircularLayout
import LayoutGeometry
import XCTest

final class ScrollingLayoutPagingTests: XCTestCase {
  /// One engine to page, with the numbers the reference needs, worked out
  /// by hand.
  private struct Setup {
    var name: String
    var layout: any ScrollingLayout
    var count: Int
    /// The content distance between neighbouring stops.
    var spacing: Double
    var wraps: Bool
    /// Whether a growing offset moves to lower items: right to left,
    /// horizontally.
    var reversed: Bool
    var axis: Axis
    /// The viewport's extents along and across the scroll axis.
    var along = 375.0
    var across = 667.0

    /// The largest offset: `(n - 1) · d` with ends, 1,001 turns of `n · d`
    /// less the viewport wrapping around.
    var maximumOffset: Double {
      wraps ? Double(count) * spacing * 1001 - along : Double(count - 1) * spacing
    }

    /// The last stop in the content.
    var lastStop: Int {
      wraps ? Int((maximumOffset / spacing).rounded(.down)) : count - 1
    }

    /// The scroll view's bounds with the content offset at `offset`.
    func bounds(at offset: Double) -> Rect {
      axis == .horizontal
        ? Rect(x: offset, y: 20, width: along, height: across)
        : Rect(x: 20, y: offset, width: across, height: along)
    }
  }

  /// The rule, from the contract, in content offsets: the stop nearest the
  /// proposal (halves to the higher stop), kept between the stop nearest
  /// the lift and the first stop past the lift in the direction the fling
  /// moves (none for no velocity), then kept to the stops the content has.
  /// A lift within a billionth of a stop counts as on it. Stops beyond the
  /// content count while the rule runs; only the last step keeps to the
  /// content.
  private func referenceLanding(
    _ setup: Setup, proposed: Double, velocity: Double, lift: Double
  ) -> (offset: Double, index: Int) {
    let d = setup.spacing
    let maxOffset = setup.maximumOffset
    // Forward offsets: stop j stands at j · d.
    func forward(_ offset: Double) -> Double { setup.reversed ? maxOffset - offset : offset }
    let p = forward(proposed)
    var l = forward(lift)
    // Stop numbers grow with the forward offset, so a fling that grows the
    // forward offset moves to higher stops.
    let motion = setup.reversed ? -velocity : velocity
    let around = Int((l / d).rounded(.down))
    let window = (around - 3)...(around + 3)
    if let on = window.first(where: { abs(Double($0) * d - l) <= 1e-9 * d }) {
      l = Double(on) * d
    }
    func nearest(to offset: Double, among stops: [Int]) -> Int {
      var best = stops[0]
      for j in stops {
        let (a, b) = (abs(Double(j) * d - offset), abs(Double(best) * d - offset))
        if a < b || (a == b && j > best) { best = j }
      }
      return best
    }
    let k = nearest(to: l, among: Array(window))
    var m = k
    if motion > 0 { m = window.first { Double($0) * d > l }! }
    if motion < 0 { m = window.last { Double($0) * d < l }! }
    let aroundProposal = Int((p / d).rounded(.down))
    var j = nearest(to: p, among: Array((aroundProposal - 2)...(aroundProposal + 2)))
    j = min(max(j, min(k, m)), max(k, m))
    j = min(max(j, 0), setup.lastStop)
    let index = setup.wraps ? j % setup.count : j
    return (setup.reversed ? maxOffset - Double(j) * d : Double(j) * d, index)
  }

  /// Every engine setup: the default wheel (133 points per item across,
  /// 173 down), a linear carousel (200 per item) and a cover flow (100),
  /// each with ends and wrapping, left to right and right to left, on both
  /// axes.
  private func setups() throws -> [Setup] {
    var setups: [Setup] = []
    for axis in Axis.allCases {
      for wraps in [false, true] {
        for rightToLeft in [false, true] {
          let reversed = rightToLeft && axis == .horizontal
          let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
          var wheel = try Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
          wheel.snapping = .paging
          wheel._checkInvariants()
          wheel.axis = axis
          wheel._checkInvariants()
          wheel.wrapsAround = wraps
          wheel._checkInvariants()
          wheel.layoutDirection = direction
          wheel._checkInvariants()
          setups.append(
            Setup(
              name: "wheel", layout: wheel, count: 10,
              spacing: axis == .horizontal ? 133 : 173, wraps: wraps, reversed: reversed,
              axis: axis))
          for (style, spacing) in [(Carousel.Style.linear, 200.0), (.coverFlow, 100)] {
            var carousel = try Carousel(itemSize: Size(width: 200, height: 200), style: style)
            carousel.snapping = .paging
            carousel._checkInvariants()
            carousel.axis = axis
            carousel._checkInvariants()
            carousel.wrapsAround = wraps
            carousel._checkInvariants()
            carousel.layoutDirection = direction
            carousel._checkInvariants()
            setups.append(
              Setup(
                name: "\(style)", layout: carousel, count: 7, spacing: spacing, wraps: wraps,
                reversed: reversed, axis: axis))
          }
        }
      }
    }
    return setups
  }

  func testEveryDragLandsByTheRule() throws {
    let travels: [Double] = [-12, -3.6, -1.2, -0.6, -0.45, -0.2, 0, 0.2, 0.45, 0.6, 1.2, 3.6, 12]
    let velocities: [Double] = [-5, -0.1, 0, 0.1, 5]
    var drags = 0
    var failures = 0
    for setup in try setups() where failures < 5 {
      let d = setup.spacing
      let n = setup.count
      let layout = setup.layout
      XCTAssertEqual(layout.scrollDistancePerItem(in: setup.bounds(at: 0), itemCount: n), d)
      XCTAssertEqual(
        layout.maximumContentOffset(in: setup.bounds(at: 0), itemCount: n), setup.maximumOffset)
      // Lifts in items along the content: every quarter from before the
      // first item to past the last, or round the seam of a wrapping
      // content's middle turn and its start; and a billionth and a
      // millionth beside a stop.
      var lifts = stride(from: -1.5, through: Double(n) + 0.5, by: 0.25).map { $0 }
      if setup.wraps {
        let middle = Double(500 * n)
        lifts =
          stride(from: middle - 2.5, through: middle + 2.5, by: 0.25).map { $0 }
          + stride(from: 0, through: 2, by: 0.25).map { $0 }
      }
      lifts += [3 + 1e-10, 3 - 1e-10, 3 + 1e-6, 3 - 1e-6]
      for liftItems in lifts {
        // Forward positions read back as content offsets.
        let forwardLift = liftItems * d
        let lift = setup.reversed ? setup.maximumOffset - forwardLift : forwardLift
        let bounds = setup.bounds(at: lift)
        for travel in travels {
          for velocity in velocities {
            let proposed = lift + travel * d
            let target = layout.targetContentOffset(
              forProposed: proposed, velocity: velocity, in: bounds, itemCount: n)
            let index = layout.landingItemIndex(
              forProposed: proposed, velocity: velocity, in: bounds, itemCount: n)
            let expected = referenceLanding(
              setup, proposed: proposed, velocity: velocity, lift: lift)
            drags += 1
            // Described only for a failure (61,620 times a run otherwise).
            func context() -> String {
              "\(setup.name) \(setup.axis), wraps \(setup.wraps), reversed \(setup.reversed): "
                + "lifted at \(liftItems) items, \(travel) items on at \(velocity)"
            }
            guard abs(target - expected.offset) <= 1e-9 * max(1, abs(expected.offset)),
              index == expected.index
            else {
              failures += 1
              XCTFail(
                "\(target) (\(String(describing: index))), expected \(expected); \(context())")
              break
            }
            // The landing item stands at the target.
            XCTAssertEqual(
              layout.centeredItemIndex(in: setup.bounds(at: target), itemCount: n), index, context()
            )
            // In forward items: never more than one from the lift (kept to
            // the content), never behind it against the fling unless it is
            // the nearest.
            let landed = (setup.reversed ? setup.maximumOffset - target : target) / d
            let from = min(max(liftItems, 0), Double(setup.lastStop))
            XCTAssertLessThanOrEqual(abs(landed - from), 1 + 1e-9, context())
            let motion = setup.reversed ? -velocity : velocity
            if motion > 0, landed < from - 1e-9 {
              XCTAssertLessThanOrEqual(from - landed, 0.5 + 1e-9, context())
            }
            if motion < 0, landed > from + 1e-9 {
              XCTAssertLessThanOrEqual(landed - from, 0.5 + 1e-9, context())
            }
          }
        }
      }
    }
    XCTAssertEqual(drags, 61_620)
  }

  /// The rule's worked cases on a carousel, by hand: 200-point items, 7 of
  /// them, lifted at 2.3 items (460). A slow release lands on item 2; a
  /// fling on either side moves one item; one that UIKit would not carry
  /// past halfway stays on the nearest.
  func testACarouselPagesFromTheLiftByHand() throws {
    var carousel = try Carousel(itemSize: Size(width: 200, height: 200))
    carousel.snapping = .paging
    carousel._checkInvariants()
    let lifted = Rect(x: 460, y: 0, width: 375, height: 667)
    func land(_ proposed: Double, _ velocity: Double) -> Double {
      carousel.targetContentOffset(
        forProposed: proposed, velocity: velocity, in: lifted, itemCount: 7)
    }
    XCTAssertEqual(land(470, 0.1), 400)  // 2.35 items, slow: item 2
    XCTAssertEqual(land(1_300, 4), 600)  // 6.5 items: one item on, item 3
    XCTAssertEqual(land(-300, -4), 400)  // back: item 2 is the next one back
    XCTAssertEqual(land(560, 0.3), 600)  // 2.8 items, past halfway: item 3
    XCTAssertEqual(land(440, -0.3), 400)  // 2.2 items, back: item 2
    XCTAssertEqual(
      carousel.landingItemIndex(forProposed: 1_300, velocity: 4, in: lifted, itemCount: 7), 3)
    // Lifted at 2.7 items (540): the nearest is 3, the next one back 2.
    let later = Rect(x: 540, y: 0, width: 375, height: 667)
    XCTAssertEqual(
      carousel.targetContentOffset(forProposed: 0, velocity: -4, in: later, itemCount: 7), 400)
    XCTAssertEqual(
      carousel.targetContentOffset(forProposed: 1_300, velocity: 4, in: later, itemCount: 7), 600)
  }
}
