// The engine's carousel for a random case of the test support, the
// suite's custom style, and the seeded loop over random carousels: the
// builders the carousel tests and the carousel fuzz target share.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport

/// The suite's custom style: a turning staircase, from the same
/// parameters as the reference's closures (`CarouselRandomCase`).
public struct ParametricTransform: CarouselTransform {
  /// The staircase's step, lift, turn and broken offset.
  public var parameters: CarouselCustomParameters

  /// Creates the style from its parameters.
  public init(parameters: CarouselCustomParameters) { self.parameters = parameters }

  /// Moves the item `step` along x and `lift` along y per unit of offset,
  /// 40 back per unit away from the centre, and turns it `turn` about y.
  public func transform(forOffset offset: Double, base: Transform3D) -> Transform3D {
    base.translatedBy(
      x: offset * parameters.step, y: offset * parameters.lift, z: -abs(offset) * 40
    )
    .rotated(by: offset * parameters.turn, aroundX: 0, y: 1, z: 0)
  }

  /// The parameters' alpha: falling off over four items, NaN at the
  /// broken offset.
  public func alpha(forOffset offset: Double) -> Double { parameters.alpha(offset: offset) }
}

extension Carousel.Style {
  /// The engine's style for a reference style.
  public init(_ style: CarouselReference.Style) {
    self = Carousel.Style(rawValue: style.rawValue)!
  }
}

extension ReferenceFade {
  /// The engine's fade with the same numbers.
  public var fade: Fade {
    Fade(
      minimumOffset: minimumOffset, maximumOffset: maximumOffset, range: range,
      minimumAlpha: minimumAlpha, minimumScale: minimumScale)
  }
}

extension CarouselRandomCase {
  /// The engine's carousel with the reference's configuration, its
  /// invariants checked.
  ///
  /// - Throws: The engine's error if it rejects the configuration (the
  ///   random cases are valid by construction).
  public func makeCarousel() throws -> Carousel {
    let r = reference
    var configuration = Carousel.Configuration(
      style: Carousel.Style(r.style), itemSize: Size(width: r.itemWidth, height: r.itemHeight))
    configuration.perspective = r.perspective
    configuration.viewpointOffset = Size(width: r.viewpoint.x, height: r.viewpoint.y)
    configuration.centerOffset = Size(width: r.centerShift.x, height: r.centerShift.y)
    configuration.axis = r.vertical ? .vertical : .horizontal
    configuration.wrapsAround = r.wraps
    configuration.showsBackfaces = r.showsBackfaces
    configuration.visibleItemLimit = r.limit
    configuration.spacing = r.spacing
    configuration.arc = r.arc
    configuration.radius = r.radius
    configuration.anglePerItem = r.anglePerItem
    configuration.tilt = r.tilt
    configuration.circularItemCount = r.circularCount
    configuration.fade = r.fade?.fade
    configuration.scrollDistancePerItem = r.distancePerItem
    configuration.layoutDirection = r.rightToLeft ? .rightToLeft : .leftToRight
    let carousel =
      if let custom {
        try Carousel(configuration: configuration, custom: ParametricTransform(parameters: custom))
      } else {
        try Carousel(configuration: configuration)
      }
    carousel._checkInvariants()
    return carousel
  }

  /// A distance on screen below which the reference will not decide: a
  /// ten-billionth of the scene's scale.
  public var tolerance: Double {
    1e-9 * (abs(viewport.minX) + abs(viewport.minY) + viewport.width + viewport.height + 2_000)
  }
}

/// One case of a sweep over random carousels: the random case, the
/// engine's carousel for it, and the generator, left where the case was
/// drawn, for the test's own choices.
public struct RandomCarousel {
  /// The case's seed, which `LAYOUT_REPLAY_SEED` replays.
  public let seed: UInt64
  /// The random case: the reference carousel, count, viewport and toggle.
  public let test: CarouselRandomCase
  /// The engine's carousel for `test`.
  public let carousel: Carousel
  /// The generator, to draw the rest of the case from.
  public var generator: SplitMix64

  /// The seed and the case, to print with a failure.
  public var context: String { "seed \(seed): \(test)" }
}

/// Runs `body` on random carousels: one per seed of
/// `RandomSweep.caseSeeds(base, seed:)`, each a `CarouselRandomCase` drawn
/// from its seed and the engine's carousel for it.
///
///     try forEachRandomCarousel(200, seed: 0x7A95_1234, tally: "Carousel") { random in
///       let items = random.carousel.items(
///         in: random.test.viewport, itemCount: random.test.count)
///       ...
///     }
///
/// - Parameters:
///   - base: The cases in a normal run (`RandomSweep.count`).
///   - seed: The test's own seed.
///   - hugeCounts: Whether now and then to draw 10M or 2^53 items.
///   - adjust: Changes to each case before its carousel is made.
///   - kind: The kind to report the cases under (`RandomSweep.tally`),
///     if any.
///   - body: The test of one case.
/// - Throws: What `body` throws, or the engine's error if it rejects a
///   case's configuration.
public func forEachRandomCarousel(
  _ base: Int, seed: UInt64, hugeCounts: Bool = false,
  adjusting adjust: (inout CarouselRandomCase) -> Void = { _ in }, tally kind: String? = nil,
  _ body: (inout RandomCarousel) throws -> Void
) throws {
  let seeds = RandomSweep.caseSeeds(base, seed: seed)
  defer { if let kind { RandomSweep.tally(kind, seeds.count) } }
  for caseSeed in seeds {
    var generator = SplitMix64(seed: caseSeed)
    var test = CarouselRandomCase.random(using: &generator, hugeCounts: hugeCounts)
    adjust(&test)
    var random = RandomCarousel(
      seed: caseSeed, test: test, carousel: try test.makeCarousel(), generator: generator)
    try body(&random)
  }
}
