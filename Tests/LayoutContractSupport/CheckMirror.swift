// The mirror contract: a layout read right to left is the mirror image of
// the same layout read left to right, and a shelf is its vertical twin
// transposed.

import CircularLayout
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

/// Checks that a shelf (a horizontal masonry) is its vertical twin
/// transposed: the twin is the shelf's ``MasonryLayout/Masonry/Configuration/verticalTwin``
/// laid out at the same breadth over the same feed, through the same
/// updates. The content size, column bottoms, column frames (in flow
/// coordinates) and every item's columns are the twin's, transposed where
/// they are geometry; every frame is the twin's transposed, and on a
/// right-to-left shelf its mirror image across the content's width.
///
/// - Throws: A ``ContractViolation`` naming the first difference.
/// - Complexity: O(*n* + *c*) for *n* items in *c* columns.
public func checkShelf(_ shelf: Masonry, transposes twin: Masonry) throws {
  try expectEqual(twin.itemCount, shelf.itemCount, "the vertical twin's item count")
  let size = shelf.contentSize
  try expectEqual(
    size, Size(width: twin.contentSize.height, height: twin.contentSize.width),
    "the shelf's content size against the twin's transposed")
  try expectEqual(shelf.columnBottoms, twin.columnBottoms, "the column bottoms")
  try expectEqual(
    shelf.columnFrames, twin.columnFrames.map(transposed), "the column frames (flow coordinates)")
  let mirrors = shelf.configuration.layoutDirection == .rightToLeft
  for (index, frame) in shelf.frames.enumerated() {
    let upright = transposed(twin.frame(ofItemAt: index)!)
    try expectEqual(
      shelf.columns(ofItemAt: index), twin.columns(ofItemAt: index), "the lanes of item \(index)")
    if mirrors {
      try expectMirrored(frame, upright, across: size.width, "item \(index)")
    } else {
      try expectEqual(frame, upright, "item \(index) against the twin's transposed")
    }
  }
}

/// Checks that a right-to-left shelf is the mirror image of the
/// left-to-right shelf with the same settings but its start and end
/// insets exchanged: the same content size, column bottoms and column
/// frames (in flow coordinates), the same columns for every item, and
/// every frame mirrored across the content's width.
///
/// - Parameters:
///   - mirrored: The right-to-left shelf.
///   - original: The left-to-right shelf.
/// - Throws: A ``ContractViolation`` naming the first difference.
public func checkMirror(_ mirrored: Masonry, of original: Masonry) throws {
  try expectEqual(mirrored.itemCount, original.itemCount, "the item count")
  try expectEqual(mirrored.contentSize, original.contentSize, "the content size")
  try expectEqual(mirrored.columnBottoms, original.columnBottoms, "the column bottoms")
  try expectEqual(mirrored.columnFrames, original.columnFrames, "the column frames")
  let width = mirrored.contentSize.width
  for (index, frame) in mirrored.frames.enumerated() {
    try expectEqual(
      mirrored.columns(ofItemAt: index), original.columns(ofItemAt: index),
      "the lanes of item \(index)")
    try expectMirrored(frame, original.frame(ofItemAt: index)!, across: width, "item \(index)")
  }
}

/// Throws unless `frame` is `original` mirrored across a content `width`:
/// its left edge exactly `width - original.maxX` (where placement puts
/// it), its right edge that of `original.minX` to within rounding and
/// never past it, the same top and height.
private func expectMirrored(
  _ frame: Rect, _ original: Rect, across width: Double, _ what: String
) throws {
  try expect(
    frame.minX == width - original.maxX && frame.minY == original.minY
      && frame.height == original.height && nearlyEqual(frame.maxX, width - original.minX)
      && frame.maxX <= width - original.minX,
    "\(what) \(frame) is not the mirror image of \(original) across \(width)")
}

/// Checks that the carousel read right to left is the mirror image of
/// `leftToRight` (a left-to-right carousel) about the viewport's vertical
/// centre line: the same items, each with the same offset, alpha, depth
/// rank and facing, its centre, transform and outline reflected, and the
/// same reading order. A horizontal carousel also scrolls the other way:
/// offset `x` right to left shows what `maximumContentOffset - x` shows
/// left to right.
///
/// - Parameters:
///   - leftToRight: The carousel, laid out left to right.
///   - viewport: The right-to-left carousel's viewport.
///   - count: The item count.
///   - toggle: Cover flow 2's toggle.
/// - Returns: How many items were compared.
/// - Throws: A ``ContractViolation`` naming the first difference.
@discardableResult
public func checkMirror(
  _ leftToRight: Carousel, in viewport: Rect, itemCount count: Int,
  coverFlowToggle toggle: Double = 0
) throws -> Int {
  var rightToLeft = leftToRight
  rightToLeft.layoutDirection = .rightToLeft
  rightToLeft._checkInvariants()
  // Horizontally, offset x right to left shows what max - x shows left to
  // right (the same subtraction the engine makes, so the positions are
  // equal to the bit).
  var twin = viewport
  if leftToRight.axis != .vertical {
    twin.origin.x =
      leftToRight.maximumContentOffset(in: twin, itemCount: count) - viewport.minX
  }
  let ltr = leftToRight.items(in: twin, itemCount: count, coverFlowToggle: toggle)
  let rtl = rightToLeft.items(in: viewport, itemCount: count, coverFlowToggle: toggle)
  try expectEqual(rtl.map(\.index), ltr.map(\.index), "the items shown")
  for (a, b) in zip(ltr, rtl) {
    let item = "item \(a.index)"
    try expectEqual(b.offset, a.offset, "\(item)'s offset")
    try expectEqual(b.alpha, a.alpha, "\(item)'s alpha")
    try expectEqual(b.zIndex, a.zIndex, "\(item)'s zIndex")
    try expectEqual(b.isFrontFacing, a.isFrontFacing, "\(item)'s facing")
    try expectEqual(b.center.y, a.center.y, "\(item)'s centre y")
    let (fromCentre, reflected) = (b.center.x - viewport.midX, -(a.center.x - twin.midX))
    try expect(
      abs(fromCentre - reflected) <= 1e-6,
      "\(item)'s centre \(b.center.x) is not \(a.center.x) reflected about the centre")
    // The transform, reflected on both sides.
    let t = a.transform
    let transform = Transform3D(
      m11: t.m11, m12: -t.m12, m13: -t.m13, m14: -t.m14,
      m21: -t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
      m31: -t.m31, m32: t.m32, m33: t.m33, m34: t.m34,
      m41: -t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    try expectEqual(b.transform, transform, "\(item)'s transform, reflected")
    // The outline, mirrored point by point (its walk reversed).
    let outline = a.outline.vertices.reversed().map {
      Point(x: viewport.midX - ($0.x - twin.midX), y: $0.y)
    }
    try expect(
      ProjectionReference.sameCycle(
        b.outline.vertices, outline,
        tolerance: 1e-6 * (1 + ProjectionReference.magnitude(outline))),
      "\(item)'s outline \(b.outline.vertices) is not \(outline)")
  }
  try expectEqual(
    rightToLeft.readingOrder(in: viewport, itemCount: count, coverFlowToggle: toggle),
    leftToRight.readingOrder(in: twin, itemCount: count, coverFlowToggle: toggle),
    "the reading order")
  return ltr.count
}
