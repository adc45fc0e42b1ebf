// Random carousels, item counts and viewports for the property tests:
// every style (and a custom one), both axes and directions, with and
// without wrap-around, every option now and then away from iCarousel's
// default, offsets before the start, past the end and many turns round,
// and cover flow 2's toggle.

import LayoutGeometry

/// The parameters of the test suite's custom style: a staircase that
/// turns, with an alpha that falls off, and now and then a NaN.
public struct CarouselCustomParameters: Hashable, Sendable {
  /// How far each item moves along x, per unit of offset.
  public var step: Double
  /// How far each item moves along y, per unit of offset.
  public var lift: Double
  /// How far each item turns about the y axis, per unit of offset.
  public var turn: Double
  /// The offset at which the alpha is NaN (the item is left out), if any.
  public var brokenOffset: Double?

  /// Creates the parameters.
  public init(step: Double, lift: Double, turn: Double, brokenOffset: Double? = nil) {
    self.step = step
    self.lift = lift
    self.turn = turn
    self.brokenOffset = brokenOffset
  }

  /// The alpha at an offset: `max(0, 1 - |o| / 4)`, NaN at the broken
  /// offset.
  public func alpha(offset: Double) -> Double {
    if let brokenOffset, offset == brokenOffset { return .nan }
    return max(0, 1 - abs(offset) / 4)
  }
}

/// One random carousel query.
public struct CarouselRandomCase: Sendable, CustomStringConvertible {
  /// The carousel, described for the reference.
  public var reference: CarouselReference
  /// The custom style's parameters, when the style is custom.
  public var custom: CarouselCustomParameters?
  /// The item count.
  public var count: Int
  /// The viewport (its origin is the content offset).
  public var viewport: Rect
  /// Cover flow 2's toggle.
  public var toggle: Double

  /// A description to print with a failing seed.
  public var description: String {
    "\(reference)\(custom.map { ", custom \($0)" } ?? ""), count \(count), viewport \(viewport), "
      + "toggle \(toggle)"
  }

  /// Draws a random case.
  ///
  /// - Parameters:
  ///   - generator: The seeded generator.
  ///   - maximumCount: The largest ordinary item count.
  ///   - hugeCounts: Whether now and then to draw 10M or 2^53 items (for
  ///     tests that never sort every item).
  public static func random(
    using generator: inout SplitMix64, maximumCount: Int = 60, hugeCounts: Bool = false
  ) -> CarouselRandomCase {
    func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &generator) == 0 }
    func value(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator)
    }

    let styles = CarouselReference.Style.allCases
    let style = styles[Int.random(in: 0..<styles.count, using: &generator)]
    var reference = CarouselReference(
      style: style, itemWidth: value(20...300).rounded(), itemHeight: value(20...300).rounded())
    if chance(4) {
      reference.perspective =
        [0, -1.0 / 2000, -1.0 / 200, 1.0 / 1000][
          Int.random(in: 0..<4, using: &generator)]
    }
    reference.vertical = chance(3)
    reference.rightToLeft = chance(4)
    if chance(3) { reference.wraps = Bool.random(using: &generator) }
    if chance(3) { reference.showsBackfaces = Bool.random(using: &generator) }
    if chance(3) { reference.limit = Int.random(in: 1...60, using: &generator) }
    if chance(4) { reference.spacing = chance(8) ? 0 : value(-0.5...2) }
    if chance(5) { reference.arc = chance(2) ? Double.pi : value(-7...7) }
    if reference.arc == 0 { reference.arc = 1 }
    if chance(5) { reference.radius = value(-600...1200) }
    if chance(5) { reference.anglePerItem = value(-1.5...1.5) }
    if chance(4) { reference.tilt = value(-1...1.2) }
    if chance(5) { reference.circularCount = Int.random(in: 1...40, using: &generator) }
    if chance(4) {
      reference.fade = ReferenceFade(
        minimumOffset: chance(3) ? -.infinity : value(-3...1),
        maximumOffset: chance(3) ? .infinity : value(-1...3), range: value(0.1...3),
        minimumAlpha: chance(2) ? 0 : value(0...1), minimumScale: chance(2) ? 1 : value(0.2...1))
    }
    if chance(5) { reference.viewpoint = (value(-100...100), value(-100...100)) }
    if chance(5) { reference.centerShift = (value(-100...100), value(-100...100)) }
    if chance(4) { reference.distancePerItem = value(20...400) }

    var custom: CarouselCustomParameters?
    if style == .custom {
      let parameters = CarouselCustomParameters(
        step: value(-250...250), lift: value(-60...60), turn: value(-1...1),
        brokenOffset: chance(3) ? Double(Int.random(in: -3...3, using: &generator)) : nil)
      custom = parameters
      reference.customTransform = { offset, base in
        var t = CarouselReference.translate(
          base, offset * parameters.step, offset * parameters.lift, -abs(offset) * 40)
        t = CarouselReference.rotate(t, offset * parameters.turn, 0, 1, 0)
        return t
      }
      reference.customAlpha = { parameters.alpha(offset: $0) }
    }

    var count = Int.random(in: 0...maximumCount, using: &generator)
    if chance(10) { count = Int.random(in: 0...2, using: &generator) }
    if hugeCounts, chance(8) { count = chance(2) ? 10_000_000 : 1 << 53 }

    let length = reference.vertical ? value(50...900) : value(50...1000)
    let across = value(50...900)
    let size = chance(30) ? 0 : length
    var viewport =
      reference.vertical
      ? Rect(x: value(-300...300), y: 0, width: across, height: size)
      : Rect(x: 0, y: value(-300...300), width: size, height: across)
    // The offset: a position from before the start to past the end (or
    // many turns round), to a quarter of an item so that ties happen.
    let d = reference.distanceInForce
    let span = Double(max(count, 1))
    var position = (value(-2...(span + 2)) * 4).rounded() / 4
    if reference.wrapsInForce, chance(2) {
      position += Double(Int.random(in: -3...600, using: &generator)) * span
    }
    if chance(10) { position = value(-2...(span + 2)) }
    let offset = position * d
    if reference.vertical { viewport.origin.y = offset } else { viewport.origin.x = offset }

    var toggle = 0.0
    if style == .coverFlow2, chance(2) {
      toggle = chance(2) ? value(-1...1) : (value(-1...1) * 4).rounded() / 4
    }
    return CarouselRandomCase(
      reference: reference, custom: custom, count: count, viewport: viewport, toggle: toggle)
  }
}
