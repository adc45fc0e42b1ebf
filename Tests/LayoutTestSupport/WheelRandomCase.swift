// Random wheels, item counts and viewports for the property tests: every
// orientation, with and without wrap-around, radii smaller and much larger
// than the item, angles per item from tiny to more than a full turn, both
// scroll models with distances per item from a tenth to ten times the
// item, both layout directions, every snapping mode, and offsets before
// the start, past the end and many cycles round.

import LayoutGeometry

/// One random wheel query: a wheel shape, an item count and a viewport.
public struct WheelRandomCase: Sendable, CustomStringConvertible {
  /// The wheel, described for the reference.
  public var reference: WheelReference
  /// The item count.
  public var count: Int
  /// The viewport (origin = content offset).
  public var viewport: Rect

  /// A description to print with a failing seed.
  public var description: String { "\(reference), count \(count), viewport \(viewport)" }

  /// Draws a random case.
  ///
  /// - Parameters:
  ///   - generator: The seeded generator.
  ///   - maximumCount: The largest item count to draw.
  ///   - minimumAnglePerItem: The smallest custom angle per item to draw,
  ///     to bound the work of brute forces over the visible half turn.
  public static func random(
    using generator: inout SplitMix64, maximumCount: Int = 120,
    minimumAnglePerItem: Double = 0.002
  ) -> WheelRandomCase {
    let width = Double.random(in: 5...300, using: &generator)
    let height = Double.random(in: 5...300, using: &generator)
    // Log-uniform radius, from well inside the item to far outside it.
    let radius = 2 * Math.exp2(Double.random(in: 0...12, using: &generator))

    var angle: Double?
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<3: angle = nil
    // Small angles put many items in the visible window, where an error in
    // its bound shows beyond the padding of one step either way.
    case 3, 4: angle = Double.random(in: minimumAnglePerItem...0.05, using: &generator)
    case 5, 6: angle = Double.random(in: 0.05...1, using: &generator)
    case 7, 8: angle = Double.random(in: 1...3.2, using: &generator)
    default: angle = Double.random(in: 6...20, using: &generator)  // past a full turn
    }

    // A third of the wheels fade: symmetric about the top (the old
    // falloff's shape), one-sided, or with the bounds crossed, as
    // iCarousel allows.
    var fade: ReferenceFade?
    if Int.random(in: 0..<3, using: &generator) == 0 {
      let low = -Double.random(in: 0...4, using: &generator)
      let high = Double.random(in: 0...4, using: &generator)
      var bounds = (low, -low)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: bounds = (low, high)
      case 1: bounds = (-.infinity, high)
      case 2: bounds = (high, low)
      default: break
      }
      fade = ReferenceFade(
        minimumOffset: bounds.0, maximumOffset: bounds.1,
        range: Double.random(in: 0.05...6, using: &generator),
        minimumAlpha: Double.random(in: 0...1, using: &generator),
        minimumScale: Double.random(in: 0.05...1, using: &generator))
    }

    // A third of the wheels follow the tutorial's scroll model; of the
    // rest, half set a distance per item from a tenth of the item's
    // length to ten times it.
    let tutorial = Int.random(in: 0..<3, using: &generator) == 0
    let distance: Double? =
      !tutorial && Bool.random(using: &generator)
      ? max(width, height) * Math.exp2(Double.random(in: -3.3...3.3, using: &generator)) : nil

    let reference = WheelReference(
      itemWidth: width, itemHeight: height, radius: radius, customAnglePerItem: angle,
      side: WheelReference.Side.allCases.randomElement(using: &generator)!,
      wraps: Bool.random(using: &generator), fade: fade,
      centerOnTop: Bool.random(using: &generator), tutorialScrollModel: tutorial,
      customDistancePerItem: distance, rightToLeft: Bool.random(using: &generator),
      snapping: WheelReference.Snapping.allCases.randomElement(using: &generator)!)

    let count: Int
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: count = Int.random(in: 0...2, using: &generator)
    case 1, 2: count = Int.random(in: 3...10, using: &generator)
    default: count = Int.random(in: 3...maximumCount, using: &generator)
    }

    let viewport = randomViewport(for: reference, count: count, using: &generator)
    return WheelRandomCase(reference: reference, count: count, viewport: viewport)
  }

  /// A viewport whose offset ranges over the content, overscrolled either
  /// way, or many cycles round a wrapping wheel.
  public static func randomViewport(
    for reference: WheelReference, count: Int, using generator: inout SplitMix64
  ) -> Rect {
    let along = Double.random(in: 1...900, using: &generator)
    let across = Double.random(in: 1...1200, using: &generator)
    let offset: Double
    if reference.wraps {
      let cycle = max(Double(count) * reference.distancePerItem, 1)
      offset = Double.random(in: -5 * cycle...5 * cycle, using: &generator)
    } else {
      let maxOffset = max(reference.maximumOffset(count: count, viewportLength: along), 0)
      offset = Double.random(in: -along...(maxOffset + along), using: &generator)
    }
    let cross = Double.random(in: -2000...2000, using: &generator)
    return reference.isHorizontal
      ? Rect(x: offset, y: cross, width: along, height: across)
      : Rect(x: cross, y: offset, width: across, height: along)
  }
}
