// The wheel's specialised shape test against the general rule it stands
// in for: on random rects turned about their centres and random viewports,
// `_ItemShape` gives `RotatedRect`'s bounding box and intersection answer
// to the last bit.

import LayoutGeometry
import LayoutTestSupport
import XCTest

@testable import CircularLayout

final class ItemShapeTests: XCTestCase {
  /// A random value: usually ordinary, sometimes tiny, huge, zero or on a
  /// coarse grid (so that edges coincide).
  private func value(_ magnitude: Double, _ random: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return 0
    case 1: return Double(Int.random(in: -8...8, using: &random)) * magnitude / 8
    case 2: return Double.random(in: -1...1, using: &random) * 1e15
    case 3: return Double.random(in: -1e-6...1e-6, using: &random)
    default: return Double.random(in: -magnitude...magnitude, using: &random)
    }
  }

  func testMatchesRotatedRectToTheLastBit() {
    var failures = 0
    for seed in caseSeeds(2_000, multiplier: 0x5A9E) where failures < 3 {
      var random = SplitMix64(seed: seed)
      let width = abs(value(300, &random))
      let height = abs(value(300, &random))
      let center = Point(x: value(1000, &random), y: value(1000, &random))
      let angle: Double
      switch Int.random(in: 0..<6, using: &random) {
      case 0: angle = 0
      case 1: angle = Double(Int.random(in: -8...8, using: &random)) * .pi / 4
      case 2: angle = Double.random(in: -1e300...1e300, using: &random)
      default: angle = Double.random(in: -4...4, using: &random)
      }
      let frame = Rect(
        x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
      let general = RotatedRect(frame: frame, angle: angle)
      let shape = _ItemShape(
        frame: frame, angle: angle, cosine: Math.cos(angle), sine: Math.sin(angle))
      func context() -> String { "seed \(seed): \(general)" }
      guard shape.boundingBox == general.boundingBox else {
        failures += 1
        XCTFail("box \(shape.boundingBox) != \(general.boundingBox); \(context())")
        continue
      }
      for _ in 0..<8 {
        var viewport = Rect(
          x: center.x + value(400, &random), y: center.y + value(400, &random),
          width: value(500, &random), height: value(500, &random))
        if Int.random(in: 0..<20, using: &random) == 0 { viewport.origin.x = .nan }
        if Int.random(in: 0..<20, using: &random) == 0 { viewport.size.height = .infinity }
        // The wheel reads viewports in their standardised form.
        viewport = viewport.standardized
        let expected = general.intersects(viewport)
        if shape.intersects(_ViewportEdges(viewport)) != expected {
          failures += 1
          XCTFail("intersects \(viewport): expected \(expected); \(context())")
          break
        }
      }
    }
  }
}
