// The carousel fuzz target: eight bytes seed a random carousel of the test
// support (every style and a custom one, both axes, right to left, wrap,
// every option now and then away from its default, the fade, the scroll
// model's distance per item), the next bytes override its axis, direction,
// wrap, back faces, candidate limit and snapping, then drive its setters
// (valid or not, NaN and the infinities among them), and a series of
// viewports, item counts, cover flow toggles, points, flings and steps.
// After each operation the target checks what every answer promises
// (finite, in range, sorted, self-consistent: an item is its own
// item(at:), a tap is the topmost returned outline containing the point),
// the scroll model's ranges, and, while the carousel stays within the
// reference's ordinary ranges, that visibility, depth order and taps equal
// the brute-force CarouselReference wherever it can tell. Built and run by
// Scripts/fuzz.

import CircularLayout
import Foundation
import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCarousel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  CarouselFuzzRun.start(&input)
  return 0
}

enum CarouselFuzzRun {
  /// One fuzz case: the carousel, the reference twin and whether the twin
  /// still describes the carousel within its ordinary ranges.
  struct Case {
    var carousel: Carousel
    var test: CarouselRandomCase
    var referenceUsable: Bool
  }

  static func start(_ input: inout FuzzInput) {
    var generator = SplitMix64(seed: input.bits(8))
    var test = CarouselRandomCase.random(using: &generator, hugeCounts: true)
    // The bytes override the options a host changes most.
    if input.flag() { test.reference.vertical = input.flag() }
    if input.flag() { test.reference.rightToLeft = input.flag() }
    if input.flag() { test.reference.wraps = input.flag() }
    if input.flag() { test.reference.showsBackfaces = input.flag() }
    if input.choice(4) == 0 { test.reference.limit = input.integer(in: 1...40) }
    let snapping = input.element(of: ScrollSnapping.allCases)

    var carousel = makeCarousel(test)
    carousel.snapping = snapping
    carousel._checkInvariants()
    require(carousel.snapping == snapping, "snapping not kept")
    var state = Case(carousel: carousel, test: test, referenceUsable: true)
    checkSetters(&state, &input)
    if input.choice(8) == 0 { checkDecoding(state.carousel) }

    var operations = 0
    while operations < 6, operations == 0 || !input.isExhausted {
      operations += 1
      let count = itemCount(state, &input)
      let viewport = viewport(state, count: count, &input)
      let toggle = input.choice(4) == 0 ? input.double(magnitude: 2) : state.test.toggle
      checkQueries(state, viewport: viewport, count: count, toggle: toggle, &input)
      checkScrolling(state.carousel, viewport: viewport, count: count, &input)
    }
  }

  /// The carousel the reference describes (LayoutContractSupport's).
  static func makeCarousel(_ test: CarouselRandomCase) -> Carousel {
    do {
      return try test.makeCarousel()
    } catch {
      fatalError("invariant broken: the reference's carousel was rejected: \(error); \(test)")
    }
  }

  // MARK: Inputs

  /// An item count: usually the case's own, sometimes a small one, and
  /// now and then an absurd one (negative, 2^53, Int.max).
  static func itemCount(_ state: Case, _ input: inout FuzzInput) -> Int {
    switch input.choice(4) {
    case 0: return input.count(in: 0...60)
    case 1: return input.integer(in: 0...3)
    default: return state.test.count
    }
  }

  /// A viewport: the case's own, the case's moved by whole or quarter
  /// items, or anything at all.
  static func viewport(_ state: Case, count: Int, _ input: inout FuzzInput) -> Rect {
    let base = state.test.viewport
    switch input.choice(6) {
    case 0:
      return Rect(
        x: input.double(magnitude: 2_000), y: input.double(magnitude: 2_000),
        width: input.length(magnitude: 1_000), height: input.length(magnitude: 1_000))
    case 1, 2:
      let step = state.carousel.scrollDistancePerItem(in: base, itemCount: count)
      let moved = Double(input.integer(in: 0...400) - 200) / 4 * step
      return state.test.reference.vertical
        ? base.offsetBy(dx: 0, dy: moved) : base.offsetBy(dx: moved, dy: 0)
    default:
      return base
    }
  }

  // MARK: Setters

  /// Each throwing setter throws exactly for an invalid value (by rules
  /// written out here) and then leaves the carousel as it was; an accepted
  /// ordinary value is mirrored into the reference, an extreme one stops
  /// the comparisons with it.
  static func checkSetters(_ state: inout Case, _ input: inout FuzzInput) {
    for _ in 0..<input.integer(in: 0...3) {
      let before = state.carousel
      var valid: Bool
      var threw: Bool
      var ordinary = true
      switch input.choice(7) {
      case 0:
        let value = input.element(of: [
          -1.0 / 500, 0, -1.0 / 200, 1.0 / 1000, input.double(magnitude: 0.01),
        ])
        valid = value.isFinite
        threw = (try? state.carousel.update { $0.perspective = value }) == nil
        ordinary = abs(value) <= 0.01
        if valid, !threw, ordinary { state.test.reference.perspective = value }
      case 1:
        let value: Double? = input.flag() ? input.double(magnitude: 2) : nil
        valid = value.map(\.isFinite) ?? true
        threw = (try? state.carousel.update { $0.spacing = value }) == nil
        ordinary = value.map { abs($0) <= 10 } ?? true
        if valid, !threw, ordinary { state.test.reference.spacing = value }
      case 2:
        let value: Double? = input.flag() ? input.double(magnitude: 1) : nil
        valid = value.map(\.isFinite) ?? true
        threw = (try? state.carousel.update { $0.tilt = value }) == nil
        ordinary = value.map { abs($0) <= 10 } ?? true
        if valid, !threw, ordinary { state.test.reference.tilt = value }
      case 3:
        let value = input.count(in: 0...60)
        valid = value >= 1 && value <= 10_000
        threw = (try? state.carousel.update { $0.visibleItemLimit = value }) == nil
        ordinary = value <= 100
        if valid, !threw, ordinary { state.test.reference.limit = value }
      case 4:
        let value = input.double(magnitude: 8)
        valid = value.isFinite && value != 0
        threw = (try? state.carousel.update { $0.arc = value }) == nil
        ordinary = abs(value) >= 0.01 && abs(value) <= 100
        if valid, !threw, ordinary { state.test.reference.arc = value }
      case 5:
        let value = input.double(magnitude: 1)
        let scale = input.flag() ? 1 : input.double(magnitude: 1)
        valid = value >= 0 && value <= 1 && scale > 0 && scale <= 1
        var fade = state.test.reference.fadeInForce
        (fade.minimumAlpha, fade.minimumScale) = (value, scale)
        let engineFade = Fade(
          minimumOffset: fade.minimumOffset, maximumOffset: fade.maximumOffset, range: fade.range,
          minimumAlpha: value, minimumScale: scale)
        threw = (try? state.carousel.update { $0.fade = engineFade }) == nil
        if valid, !threw { state.test.reference.fade = fade }
      default:
        let value: Double? = input.flag() ? input.length(magnitude: 300) : nil
        valid = value.map { $0.isFinite && $0 > 0 && $0 <= 0x1p53 } ?? true
        threw = (try? state.carousel.update { $0.scrollDistancePerItem = value }) == nil
        ordinary = value.map { $0 >= 1 && $0 <= 10_000 } ?? true
        if valid, !threw, ordinary { state.test.reference.distancePerItem = value }
      }
      require(threw == !valid, "a setter threw \(threw) for a value that is valid: \(valid)")
      if threw {
        require(state.carousel == before, "a rejected setting changed the carousel")
      } else if !ordinary {
        state.referenceUsable = false
      }
      state.carousel._checkInvariants()
    }
  }

  /// A carousel without a custom style codes as its configuration and
  /// decodes to itself; a custom one decodes as a configuration only.
  static func checkDecoding(_ carousel: Carousel) {
    guard let data = try? JSONEncoder().encode(carousel) else {
      fatalError("invariant broken: a valid carousel did not encode")
    }
    if carousel.style == .custom {
      require((try? JSONDecoder().decode(Carousel.self, from: data)) == nil, "custom decoded")
      require(
        (try? JSONDecoder().decode(Carousel.Configuration.self, from: data))?.style == .custom,
        "custom configuration did not decode")
    } else {
      require(
        (try? JSONDecoder().decode(Carousel.self, from: data)) == carousel,
        "the carousel did not decode to itself")
    }
  }
}
