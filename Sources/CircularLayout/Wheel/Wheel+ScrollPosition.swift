// From a viewport to the wheel's turn: the scroll position, read through
// the scroll model (`ScrollTrack`) as the scroll API (`ScrollingLayout`)
// reads it, with every sanitising rule for offsets in one place, so that
// queries, hit tests and snapping read the same wheel.

import LayoutGeometry

extension Wheel {
  /// The unit vectors and the rotation sign of the wheel's picture, after
  /// the layout direction: right to left reflects the left-to-right ones
  /// about a vertical line.
  struct Axes {
    /// The unit vector from the pivot to the item at wheel angle 0.
    var outward: (x: Double, y: Double)

    /// The unit vector along which the wheel angle grows.
    var tangent: (x: Double, y: Double)

    /// The sign turning a wheel angle into the cell's clockwise rotation.
    var rotationSign: Double

    /// The axes of a configuration's axis and side, mirrored for right to
    /// left.
    ///
    /// Reflecting about a vertical line negates the x components and every
    /// rotation. Written as products with a sign of ±1, so that a zero
    /// component stays +0 either way.
    @inline(__always)
    init(_ configuration: Configuration) {
      let outward = configuration.outward
      let tangent = configuration.tangent
      let mirror: Double = configuration.layoutDirection == .rightToLeft ? -1 : 1
      self.outward = (x: mirror * outward.x + 0, y: outward.y)
      self.tangent = (x: mirror * tangent.x + 0, y: tangent.y)
      rotationSign = mirror * configuration.rotationSign
    }
  }

  /// The wheel's axes: its side's, mirrored for right to left.
  var axes: Axes { Axes(configuration) }

  /// The scroll model's reading of the wheel for a sanitised count and
  /// viewport length along the scroll axis.
  ///
  /// The distance per item is the custom one or the item's length under
  /// ``ScrollModel-swift.enum/fixedDistancePerItem``, and the item's
  /// length (of which the tutorial's content holds `n`) under
  /// ``ScrollModel-swift.enum/tutorial``. Offsets run backwards on a
  /// right-to-left horizontal wheel. Positions extrapolate past the ends
  /// until no item is within half a turn of the top.
  ///
  /// - Parameters:
  ///   - count: The sanitised item count.
  ///   - viewportLength: The sanitised viewport length along the axis.
  @inline(__always)
  func track(count: Int, viewportLength: Double) -> ScrollTrack {
    let distance =
      scrollModel == .fixedDistancePerItem
      ? configuration.scrollDistancePerItem ?? itemLength : itemLength
    return ScrollTrack(
      count: count, distancePerItem: distance, viewportLength: viewportLength,
      model: scrollModel, wraps: wrapsAround,
      reversed: layoutDirection == .rightToLeft && axis == .horizontal,
      reach: _derived.overscrollReach)
  }

  /// A viewport and item count read and sanitised once per query: where
  /// the viewport is, how far the wheel has turned, and the constants
  /// every item of the query shares.
  struct Pose {
    /// The sanitised item count.
    var count: Int

    /// The sanitised viewport.
    var viewport: Rect

    /// The viewport's centre, where the item at wheel angle 0 stands.
    var center: Point

    /// The integer part of the scroll position `p`.
    var whole: Int

    /// The fractional part of `p`, in `0 ..< 1`.
    var fraction: Double

    /// Whether indices wrap around modulo `count`.
    var wraps: Bool

    /// With wrapping, the smallest relative position `k = i - whole` an
    /// item takes: items take the `count` consecutive positions from here,
    /// those whose wheel angle `(k - fraction) · anglePerItem` lies in
    /// `[-count / 2, count / 2)` items of the top.
    var lowestPosition: Int

    /// The angle between neighbours, ``Wheel/anglePerItem``, computed once
    /// per query (its default takes an arc tangent).
    var step: Double

    /// The picture's axes, after the layout direction.
    var axes: Axes

    /// The wheel's centre, the same for every item.
    var pivot: Point

    /// The wheel's ``Wheel/anchorPoint``, the same for every item.
    var anchorPoint: Point

    /// The configured fade, or `nil` for none, which spares every item
    /// its arithmetic.
    var fade: Fade?

    /// A Boolean value indicating whether the viewport has no area, so
    /// that nothing is visible in it.
    var isViewportEmpty: Bool { viewport.size.width == 0 || viewport.size.height == 0 }

    /// The position of item `index` relative to `whole`, the integer `k`
    /// for which the item's wheel angle is `(k - fraction) ·
    /// anglePerItem`.
    ///
    /// Exact integer arithmetic, so that every item gets exactly one
    /// position however large the count.
    func relativePosition(of index: Int) -> Int {
      let position = index - whole
      guard wraps, count > 0 else { return position }
      var cycle = (position - lowestPosition) % count
      if cycle < 0 { cycle += count }
      return lowestPosition + cycle
    }
  }

  /// Reads a viewport and item count into a ``Pose``.
  @inline(__always)
  func pose(for viewport: Rect, itemCount: Int) -> Pose {
    let count = ScrollTrack.sanitizedCount(itemCount)
    let viewport = Wheel.sanitizedViewport(viewport)
    let horizontal = axis == .horizontal
    let offset = horizontal ? viewport.origin.x : viewport.origin.y
    let extent = horizontal ? viewport.size.width : viewport.size.height
    let step = anglePerItem
    let position = track(count: count, viewportLength: extent).position(at: offset)
    let whole = position.rounded(.down)
    let fraction = position - whole

    var lowestPosition = 0
    if wrapsAround {
      // Relative positions k with k - fraction in [-count/2, count/2):
      // for even counts k >= fraction - count/2 starts one later once the
      // fraction is positive, for odd counts once it passes one half.
      let half = count / 2
      let threshold = count % 2 == 0 ? 0 : 0.5
      lowestPosition = -half + (fraction > threshold ? 1 : 0)
    }
    let axes = axes
    let center = viewport.center
    return Pose(
      count: count, viewport: viewport, center: center, whole: Int(whole),
      fraction: fraction, wraps: wrapsAround, lowestPosition: lowestPosition, step: step,
      axes: axes,
      pivot: Point(x: center.x - radius * axes.outward.x, y: center.y - radius * axes.outward.y),
      anchorPoint: anchorPoint, fade: configuration.fade)
  }
}

extension Wheel: ScrollingLayout {}
