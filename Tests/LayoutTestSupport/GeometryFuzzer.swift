import LayoutGeometry

/// A seeded source of awkward geometry for randomized tests: coordinates on a
/// coarse grid (so that edges touch exactly and often), zero and negative
/// sizes, huge magnitudes, and NaN or infinite components.
///
/// Replay a failure by building a fuzzer with the ``seed`` it printed.
public struct GeometryFuzzer: Sendable {
  /// The seed this fuzzer was created with; put it in every failure message.
  public let seed: UInt64

  /// How often, out of one, a generated component is a special value
  /// (huge, tiny, NaN or infinite) instead of a grid value.
  public var specialValueRate: Double

  private var generator: SplitMix64

  /// Values that are not on the grid: huge, tiny, non-finite, and decimals
  /// that binary floating point cannot hold exactly.
  public static let specialValues: [Double] = [
    .nan, .infinity, -.infinity,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, -1e308, 1e300, -1e300,
    .leastNonzeroMagnitude, -.leastNormalMagnitude, -0.0, 0.1, 1.0 / 3.0, -2.7,
  ]

  /// Creates a fuzzer whose whole sequence is fixed by `seed`.
  ///
  /// - Parameters:
  ///   - seed: The generator's seed.
  ///   - specialValueRate: The chance that a component is a special value.
  public init(seed: UInt64, specialValueRate: Double = 0.04) {
    self.seed = seed
    self.specialValueRate = specialValueRate
    self.generator = SplitMix64(seed: seed)
  }

  /// Returns a uniformly distributed value in `0..<1`.
  public mutating func unit() -> Double {
    Double(generator.next() >> 11) * 0x1p-53
  }

  /// Returns `true` with the given probability.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// Returns a uniformly distributed integer in `range`.
  public mutating func integer(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  /// Returns a uniformly distributed value in `range`.
  public mutating func double(in range: Range<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// Returns one of `elements`, chosen uniformly.
  ///
  /// - Precondition: `elements` is not empty.
  public mutating func element<T>(of elements: [T]) -> T {
    elements[integer(in: 0...(elements.count - 1))]
  }

  /// Returns a multiple of `step` in `-limit...limit` (both in grid steps
  /// of `step`), so that coordinates coincide often and sums are exact.
  public mutating func gridValue(step: Double = 0.5, limit: Int = 16) -> Double {
    Double(integer(in: -limit...limit)) * step
  }

  /// Returns a grid value, or now and then one of ``specialValues``.
  public mutating func component(step: Double = 0.5, limit: Int = 16) -> Double {
    chance(specialValueRate)
      ? element(of: GeometryFuzzer.specialValues) : gridValue(step: step, limit: limit)
  }

  /// Returns a point made of ``component(step:limit:)`` coordinates.
  public mutating func point() -> Point {
    Point(x: component(), y: component())
  }

  /// Returns a rect whose origin and size are ``component(step:limit:)``
  /// values, so it is often degenerate, negative-sized, huge or non-finite.
  ///
  /// Sizes are drawn from a narrower range than origins, and are zero about
  /// one time in ten, so that pairs of rects overlap, touch and miss in
  /// similar proportions.
  public mutating func rect() -> Rect {
    let width = chance(0.1) ? 0 : component(limit: 12)
    let height = chance(0.1) ? 0 : component(limit: 12)
    return Rect(x: component(), y: component(), width: width, height: height)
  }

  /// Returns a pair of rects, a third of the time built to touch: the second
  /// starts exactly at an edge or a corner of the first, possibly with a
  /// negative stored size.
  public mutating func rectPair() -> (Rect, Rect) {
    let first = rect()
    guard chance(1.0 / 3.0) else { return (first, rect()) }
    var second = rect()
    // Put one of the second rect's standardised edges on one of the first's.
    let xs = [first.minX, first.maxX, first.midX, second.minX]
    let ys = [first.minY, first.maxY, first.midY, second.minY]
    let (newMinX, newMinY) = (element(of: xs), element(of: ys))
    second = Rect(
      x: second.size.width < 0 ? newMinX + second.width : newMinX,
      y: second.size.height < 0 ? newMinY + second.height : newMinY,
      width: second.size.width, height: second.size.height)
    if chance(0.5) {
      // Or end at it: the second rect's max edge on the first's min edge.
      second.origin.x -= second.width
    }
    return (first, second)
  }

  /// Returns a point on the grid near `rect`, often exactly on one of its
  /// edges or corners; now and then a special value instead.
  public mutating func point(near rect: Rect) -> Point {
    guard rect.isFinite, !chance(specialValueRate) else { return point() }
    let xs = [rect.minX, rect.maxX, rect.midX, rect.minX - 0.5, rect.maxX + 0.5, gridValue()]
    let ys = [rect.minY, rect.maxY, rect.midY, rect.minY - 0.5, rect.maxY + 0.5, gridValue()]
    return Point(x: element(of: xs), y: element(of: ys))
  }

  /// Returns a rotated rect on the half-point grid: a frame that is
  /// sometimes degenerate or negative-sized, an angle that is often a
  /// multiple of π/4 (or a whole turn), and an anchor that is the centre, a
  /// corner, a wheel hub below the frame (`(0.5, 3.39)`) or random.
  public mutating func rotatedRect() -> RotatedRect {
    let frame = Rect(
      x: gridValue(limit: 12), y: gridValue(limit: 12),
      width: chance(0.1) ? 0 : gridValue(limit: 10),
      height: chance(0.1) ? 0 : gridValue(limit: 10))
    let pi = Double.pi
    let specialAngles: [Double] = [0, pi / 2, -pi / 2, pi, -pi / 4, pi / 4, 2 * pi, 3 * pi / 4]
    let angle = chance(0.4) ? element(of: specialAngles) : double(in: -7..<7)
    let anchors = [
      Point(x: 0.5, y: 0.5), .zero, Point(x: 1, y: 1), Point(x: 0.5, y: 3.39),
      Point(x: double(in: -2..<3), y: double(in: -2..<4)),
    ]
    return RotatedRect(frame: frame, angle: angle, anchorPoint: element(of: anchors))
  }
}
