// An independent, deliberately plain version of the spinning wheel, written
// the way the tutorial writes it, as the oracle for the engine's tests. It
// knows nothing of `CircularLayout` (this target depends only on
// `LayoutGeometry`), so its own description of a wheel mirrors the engine's
// options, and the tests translate.

import LayoutGeometry

/// The tutorial's spinning wheel computed item by item, as a brute-force
/// reference: every item's angle from `angleAtExtreme · x / maxOffset +
/// i · anglePerItem`, its shape as the tutorial builds it (the unrotated
/// frame at the top of the wheel, turned about the pivot through the anchor
/// point), and visibility by testing every item.
public struct WheelReference: Sendable, CustomStringConvertible {
  /// Where the wheel's centre lies relative to the viewport.
  public enum Side: CaseIterable, Sendable {
    /// Below, scrolling horizontally (the tutorial).
    case below
    /// Above, scrolling horizontally.
    case above
    /// Left, scrolling vertically.
    case left
    /// Right, scrolling vertically.
    case right
  }

  /// The item size.
  public var itemWidth: Double
  /// The item height.
  public var itemHeight: Double
  /// The radius.
  public var radius: Double
  /// The angle between neighbours, or `nil` for `atan(length / radius)`.
  public var customAnglePerItem: Double?
  /// The side the wheel's centre lies on.
  public var side: Side
  /// Whether the items repeat endlessly.
  public var wraps: Bool
  /// The fade, in items from the top (an item's offset is its wheel
  /// angle over the angle per item), if any.
  public var fade: ReferenceFade?
  /// Whether the item nearest the top lies in front (else later on top).
  public var centerOnTop: Bool
  /// Whether the content follows the tutorial's model (`n · itemLength`
  /// long, turned over its whole range) rather than a fixed distance per
  /// item.
  public var tutorialScrollModel: Bool
  /// The content distance per item of the fixed model, or `nil` for the
  /// item's length along the scroll axis.
  public var customDistancePerItem: Double?
  /// Whether the wheel is laid out right to left: mirrored about the
  /// viewport's vertical centre line, offsets reversed when horizontal.
  public var rightToLeft: Bool
  /// Where a drag comes to rest.
  public var snapping: Snapping

  /// The snapping modes, as the reference names them.
  public enum Snapping: CaseIterable, Sendable {
    /// The next stop in the velocity's direction, the nearest without.
    case free
    /// The nearest stop, whatever the velocity.
    case nearest
    /// The free answer, at most one stop from the stop nearest the drag
    /// start.
    case paging
  }

  /// Creates a reference wheel.
  public init(
    itemWidth: Double, itemHeight: Double, radius: Double, customAnglePerItem: Double? = nil,
    side: Side = .below, wraps: Bool = false,
    fade: ReferenceFade? = nil,
    centerOnTop: Bool = false, tutorialScrollModel: Bool = false,
    customDistancePerItem: Double? = nil, rightToLeft: Bool = false, snapping: Snapping = .free
  ) {
    self.itemWidth = itemWidth
    self.itemHeight = itemHeight
    self.radius = radius
    self.customAnglePerItem = customAnglePerItem
    self.side = side
    self.wraps = wraps
    self.fade = fade
    self.centerOnTop = centerOnTop
    self.tutorialScrollModel = tutorialScrollModel
    self.customDistancePerItem = customDistancePerItem
    self.rightToLeft = rightToLeft
    self.snapping = snapping
  }

  /// A description to print with a failing seed.
  public var description: String {
    "WheelReference(item \(itemWidth) x \(itemHeight), radius \(radius), angle "
      + "\(customAnglePerItem.map { "\($0)" } ?? "default"), \(side), wraps \(wraps), "
      + "fade \(fade.map { "\($0)" } ?? "none"), centerOnTop \(centerOnTop), "
      + (tutorialScrollModel
        ? "tutorial model"
        : "distance \(customDistancePerItem.map { "\($0)" } ?? "default")")
      + ", \(rightToLeft ? "right to left" : "left to right"), \(snapping))"
  }

  /// Whether the content scrolls horizontally.
  public var isHorizontal: Bool { side == .below || side == .above }

  /// The item's extent along the scroll axis.
  public var itemLength: Double { isHorizontal ? itemWidth : itemHeight }

  /// The angle between neighbours.
  public var anglePerItem: Double { customAnglePerItem ?? Math.atan(itemLength / radius) }

  /// One item as the reference computes it.
  public struct Item: Sendable {
    /// The index.
    public var index: Int
    /// The wheel angle ψ (growing with the index).
    public var wheelAngle: Double
    /// The rotation to apply, clockwise positive.
    public var angle: Double
    /// The pivot.
    public var pivot: Point
    /// The visual centre.
    public var center: Point
    /// The exact shape, built the tutorial's way about the pivot.
    public var shape: RotatedRect
    /// The alpha.
    public var alpha: Double
    /// The scale.
    public var scale: Double
    /// More than half a turn from the top.
    public var isHidden: Bool
  }

  /// Item `index` of `count` for a viewport (whose origin is the offset).
  public func item(_ index: Int, count: Int, viewport: Rect) -> Item {
    let length = isHorizontal ? viewport.size.width : viewport.size.height
    let offset = forwardOffset(
      isHorizontal ? viewport.origin.x : viewport.origin.y, count: count, viewportLength: length)
    let step = anglePerItem
    var wheelAngle: Double
    if wraps {
      // Relative position of the copy nearest the top, in [-n/2, n/2).
      let n = Double(count)
      var relative = Double(index) - offset / distancePerItem
      relative -= n * ((relative + n / 2) / n).rounded(.down)
      wheelAngle = relative * step
    } else if tutorialScrollModel {
      let maxOffset = Double(count) * itemLength - length
      let angleAtExtreme = count >= 2 ? -Double(count - 1) * step : 0
      let first = count >= 2 && maxOffset > 0 ? angleAtExtreme * offset / maxOffset : 0
      wheelAngle = first + Double(index) * step
    } else {
      // Item k stands at the top at offset k · d.
      wheelAngle = (Double(index) - offset / distancePerItem) * step
    }

    // Unit vectors: from the pivot to the top item, and along the index.
    var outward: (x: Double, y: Double)
    var sign: Double
    switch side {
    case .below: (outward, sign) = ((0, -1), 1)
    case .above: (outward, sign) = ((0, 1), -1)
    case .left: (outward, sign) = ((1, 0), 1)
    case .right: (outward, sign) = ((-1, 0), -1)
    }
    var tangent: (x: Double, y: Double) = isHorizontal ? (1, 0) : (0, 1)
    if rightToLeft {
      // The mirror image about a vertical line: x components and turns
      // change sign.
      outward.x = -outward.x
      tangent.x = -tangent.x
      sign = -sign
    }
    let pivot = Point(
      x: viewport.midX - radius * outward.x, y: viewport.midY - radius * outward.y)
    let center = Point(
      x: pivot.x + radius * (Math.sin(wheelAngle) * tangent.x + Math.cos(wheelAngle) * outward.x),
      y: pivot.y + radius * (Math.sin(wheelAngle) * tangent.y + Math.cos(wheelAngle) * outward.y))

    var alpha = 1.0
    var scale = 1.0
    if let fade {
      // The item's offset: how many angles per item it stands from the top.
      let offset = wheelAngle / step
      alpha = fade.alpha(offset: offset)
      scale = fade.scale(offset: offset)
    }
    let width = itemWidth * scale
    let height = itemHeight * scale
    let top = Point(x: pivot.x + radius * outward.x, y: pivot.y + radius * outward.y)
    let frame = Rect(x: top.x - width / 2, y: top.y - height / 2, width: width, height: height)
    let anchor = Point(x: (pivot.x - frame.minX) / width, y: (pivot.y - frame.minY) / height)
    return Item(
      index: index, wheelAngle: wheelAngle, angle: sign * wheelAngle, pivot: pivot,
      center: center,
      shape: RotatedRect(frame: frame, angle: sign * wheelAngle, anchorPoint: anchor),
      alpha: alpha, scale: scale, isHidden: abs(wheelAngle) > .pi)
  }

  /// Whether an item is visible in the viewport, the reference way.
  public func isVisible(_ item: Item, in viewport: Rect) -> Bool {
    !item.isHidden && item.shape.intersects(viewport)
  }

  /// Whether the item's visibility is too close to call: it touches the
  /// viewport grown by `margin` but not the viewport shrunk by it, so the
  /// two ways of building the shape may round differently.
  public func isBorderline(_ item: Item, in viewport: Rect, margin: Double) -> Bool {
    if abs(abs(item.wheelAngle) - .pi) < 1e-9 { return true }
    if item.isHidden { return false }
    let grown = viewport.insetBy(dx: -margin, dy: -margin)
    let shrunk = viewport.insetBy(dx: margin, dy: margin)
    return item.shape.intersects(grown) && !item.shape.intersects(shrunk)
  }

  /// Whether `a` lies in front of `b`: later on top means the larger wheel
  /// angle (the later position round the wheel); centre on top the smaller
  /// distance from the top, ties to the larger wheel angle.
  public func isInFront(_ a: Item, of b: Item) -> Bool {
    if centerOnTop, abs(a.wheelAngle) != abs(b.wheelAngle) {
      return abs(a.wheelAngle) < abs(b.wheelAngle)
    }
    return a.wheelAngle > b.wheelAngle
  }

  /// Brute force: the indices of every visible item among `indices`,
  /// ascending.
  public func visibleIndices(
    among indices: some Sequence<Int>, count: Int, viewport: Rect
  ) -> [Int] {
    indices.filter { isVisible(item($0, count: count, viewport: viewport), in: viewport) }.sorted()
  }
}
