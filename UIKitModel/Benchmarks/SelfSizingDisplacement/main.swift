// How far self-sizing moves what is on screen: the shipped
// MasonryCollectionViewLayout, compiled against the UIKit model, scrolled
// back through a feed whose cells are not measured yet, as a user scrolls
// back up a feed they jumped into. Cells measure themselves as UIKit
// prepares them (beyond the bounds, the model's preload).
//
//     Scripts/uikit-model run -c release self-sizing-displacement [cells] [--before]
//
// Each configuration jumps three quarters into a feed, then scrolls back a
// step at a time (10, 40 or 120 points: a slow drag, a flick's frame, a
// fling's), letting the model settle after each, and comes to rest every
// 25 steps and at the start of the content (the scroll view delegate calls
// `closeGaps()`, as the UIKit article shows). For every item on screen
// before and after a step, its displacement is how far it moved on screen
// beyond the step. The program prints, for each configuration, the
// largest displacement, the mean per item on screen, the share of items
// that moved more than half a point, the longest stretch of a gap any step
// showed and that a rest left on screen, and the largest move a rest made
// (animated, by a collection view: the gaps it closed). It counts, it does not
// time: the figures are exact and the same on every machine.
//
// Configurations: two, three and four columns; a plain feed, and one in
// sections of 90 items with a 44-point header and an item across every
// column every 30 items; both axes. Estimates are off by up to ±50%.
// With `--before`, the host does not absorb measurements above the
// viewport (the rule 2.1 shipped: the adjustment that moves the screen
// least), for the before figures.
//
// With `--jumps`, it prints instead where a jump to an item three quarters
// into the feed (`.top`, under a 91-point navigation bar, headers pinned
// in the sectioned feed) lands it, below the bounds' top, and where it is
// once the cells around it have measured themselves: by the recipe 2.1's
// UIKit article showed (the engine's `contentOffset(showing:alignment:in:)`
// for the bounds, then `setContentOffset`), and by the layout's
// `scrollToItem(at:at:animated:)`.

import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

let arguments = CommandLine.arguments.dropFirst()
let target = max(1, arguments.lazy.compactMap { Int($0) }.first ?? 600)
let before = arguments.contains("--before")
let jumps = arguments.contains("--jumps")

/// A fixed pseudo-random number in 0..<1 for an index and a salt.
func unit(_ index: Int, _ salt: UInt64) -> CGFloat {
  var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ salt
  state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9
  state ^= state >> 29
  return CGFloat(state >> 11) / CGFloat(1 << 53)
}

/// Photos: estimated lengths from an aspect ratio of 0.5 to 2; a cell
/// measures 0.5 to 1.5 times its estimate. Sectioned, 90 items a section
/// under a 44-point header, every 30th across every column.
@MainActor
final class PhotoDataSource: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
  let sections: [Int]
  let sectioned: Bool
  let axis: Axis
  var measured = Set<IndexPath>()
  weak var layout: MasonryCollectionViewLayout?

  init(count: Int, sectioned: Bool, axis: Axis) {
    self.sectioned = sectioned
    self.axis = axis
    sections = sectioned ? Array(repeating: 90, count: count / 90) : [count]
  }

  func key(_ path: IndexPath) -> Int { path.section * 1_000 + path.item }

  func estimate(_ path: IndexPath, breadth: CGFloat) -> CGFloat {
    ((0.5 + 1.5 * unit(key(path), 1)) * breadth).rounded()
  }

  func measuredLength(_ path: IndexPath, breadth: CGFloat) -> CGFloat {
    (estimate(path, breadth: breadth) * (0.5 + unit(key(path), 2))).rounded()
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }

  /// A header's view (UIKit raises without one).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    estimate(indexPath, breadth: width)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForHeaderInSection section: Int, width: CGFloat
  ) -> CGFloat {
    sectioned ? 44 : 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    columnSpanForItemAt indexPath: IndexPath
  ) -> Int {
    sectioned && indexPath.item % 30 == 29 ? 10 : 1
  }

  // Where a scroll comes to rest, as the UIKit article shows.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { layout?.closeGaps() }
  }
}

struct Figures {
  var largest: CGFloat = 0
  var total: CGFloat = 0
  var samples = 0
  var moved = 0
  var steps = 0
  var cells = 0
  var gapAfterRest: CGFloat = 0
  var gapSeen: CGFloat = 0
  var restMove: CGFloat = 0
}

@MainActor
func measure(columns: Int, step: CGFloat, sectioned: Bool, axis: Axis) -> Figures {
  let feed = PhotoDataSource(count: 9_000, sectioned: sectioned, axis: axis)
  var configuration = Masonry.Configuration(
    columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8)
  configuration.axis = axis
  let layout = try! MasonryCollectionViewLayout(configuration: configuration)
  layout.absorbsAboveViewport = !before
  feed.layout = layout
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  collectionView.dataSource = feed
  collectionView.delegate = feed
  collectionView.layoutIfNeeded()
  let vertical = axis == .vertical
  func flow(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
  func setFlow(_ value: CGFloat) {
    collectionView.contentOffset =
      vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
  }
  // Jump deep into the feed, then measure what UIKit shows there.
  let length = vertical ? collectionView.contentSize.height : collectionView.contentSize.width
  setFlow(length * 0.75)
  collectionView.modelCellSizing = { attributes in
    feed.measured.insert(attributes.indexPath)
    let breadth = vertical ? attributes.size.width : attributes.size.height
    let measured = feed.measuredLength(attributes.indexPath, breadth: breadth)
    return vertical
      ? CGSize(width: attributes.size.width, height: measured)
      : CGSize(width: measured, height: attributes.size.height)
  }
  collectionView.setNeedsLayout()
  collectionView.layoutIfNeeded()
  let start = feed.measured.count

  /// Where each item on screen starts along the flow, relative to the
  /// bounds.
  func onScreen() -> [IndexPath: CGFloat] {
    let bounds = collectionView.bounds
    var tops: [IndexPath: CGFloat] = [:]
    for path in collectionView.indexPathsForVisibleItems {
      let frame = layout.layoutAttributesForItem(at: path)!.frame
      guard frame.intersects(bounds) else { continue }
      tops[path] = flow(frame.origin) - flow(bounds.origin)
    }
    return tops
  }

  /// The longest stretch of a gap measurements left that the screen
  /// shows, along the flow.
  func nearGap() -> CGFloat {
    let bounds = collectionView.bounds
    let (low, high) = vertical ? (bounds.minY, bounds.maxY) : (bounds.minX, bounds.maxX)
    var largest: CGFloat = 0
    for (path, gap) in layout.host.layout._gapsAboveItems {
      guard let frame = layout.host.layout.frame(ofItemAt: path) else { continue }
      let top = CGFloat(vertical ? frame.minY : frame.minX)
      let shown = min(top, high) - max(top - CGFloat(gap), low)
      largest = max(largest, shown)
    }
    return largest
  }

  var figures = Figures()
  func rest() {
    let then = onScreen()
    _ = collectionView.modelEndDragging(withVelocity: .zero)
    let now = onScreen()
    for (path, top) in then {
      if let moved = now[path] { figures.restMove = max(figures.restMove, abs(moved - top)) }
    }
    figures.gapAfterRest = max(figures.gapAfterRest, nearGap())
  }

  while feed.measured.count - start < target, flow(collectionView.contentOffset) > step {
    let then = onScreen()
    setFlow(flow(collectionView.contentOffset) - step)
    let now = onScreen()
    figures.steps += 1
    for (path, top) in then {
      guard let moved = now[path] else { continue }
      let displacement = abs(moved - (top + step))
      figures.largest = max(figures.largest, displacement)
      figures.total += displacement
      figures.samples += 1
      if displacement > 0.5 { figures.moved += 1 }
    }
    figures.gapSeen = max(figures.gapSeen, nearGap())
    if figures.steps % 25 == 0 { rest() }
  }
  // Back to the start of the content, and a rest there.
  setFlow(0)
  rest()
  figures.cells = feed.measured.count - start
  if !collectionView.modelViolations.isEmpty {
    print("model violations: \(collectionView.modelViolations.prefix(3))")
  }
  return figures
}

/// `text` padded with spaces to `width` characters: on the left, or on
/// the right for a negative width.
func pad(_ text: String, _ width: Int) -> String {
  let padding = String(repeating: " ", count: max(0, abs(width) - text.count))
  return width < 0 ? text + padding : padding + text
}

func format(_ value: CGFloat, _ digits: Int) -> String {
  String(format: "%.\(digits)f", Double(value))
}

/// A jump to the item three quarters into a vertical feed, `.top`, under
/// a 91-point bar and above a 34-point home indicator: where the item's
/// top lands below the bounds' top, and where it is once the cells there
/// have measured (three layout passes, then a rest), by 2.1's recipe or
/// the layout's jump.
@MainActor
func jump(
  columns: Int, sectioned: Bool, alignment: Masonry.ScrollAlignment, byTheLayout: Bool
) -> (landed: CGFloat, settled: CGFloat) {
  let feed = PhotoDataSource(count: 9_000, sectioned: sectioned, axis: .vertical)
  let layout = try! MasonryCollectionViewLayout(
    configuration: Masonry.Configuration(columns: .fixed(columns), columnSpacing: 8, rowSpacing: 8))
  layout.pinsHeaders = sectioned
  feed.layout = layout
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  collectionView.contentInset = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
  collectionView.dataSource = feed
  collectionView.delegate = feed
  collectionView.layoutIfNeeded()
  let section = feed.sections.count * 3 / 4
  // Not an item across every column: one in a column, as a photo is.
  let item = sectioned ? 40 : feed.sections[section] * 3 / 4
  let target = IndexPath(item: item, section: section)
  func shown() -> CGFloat {
    layout.layoutAttributesForItem(at: target)!.frame.minY - collectionView.contentOffset.y
  }
  collectionView.modelCellSizing = { attributes in
    let width = attributes.size.width
    return CGSize(width: width, height: feed.measuredLength(attributes.indexPath, breadth: width))
  }
  // Landed: the offset as set, before the cells there measure.
  let sizing = collectionView.modelCellSizing
  collectionView.modelCellSizing = nil
  if byTheLayout {
    _ = layout._jump(to: target, at: alignment, animated: false)
  } else {
    let path = ItemPath(section: target.section, item: target.item)
    let offset = layout.host.layout.contentOffset(
      showing: path, alignment: alignment, in: Rect(collectionView.bounds))!
    collectionView.setContentOffset(CGPoint(offset), animated: false)
  }
  let landed = shown()
  collectionView.modelCellSizing = sizing
  collectionView.setNeedsLayout()
  for _ in 0..<3 { collectionView.layoutIfNeeded() }
  if byTheLayout { layout.closeGaps() }
  collectionView.layoutIfNeeded()
  return (landed, shown())
}

if jumps {
  print(
    "self-sizing-displacement --jumps: a jump three quarters into the feed under a 91-point bar "
      + "(.top wanted at 91, or 135 below a pinned 44-point header), estimates off by up to ±50%; "
      + "the item's top below the bounds' top")
  print("feed       cols  align   method          landed   measured  moved")
  for sectioned in [false, true] {
    for columns in [2, 3, 4] {
      for alignment in [Masonry.ScrollAlignment.top, .center] {
        for byTheLayout in [false, true] {
          let (landed, settled) = jump(
            columns: columns, sectioned: sectioned, alignment: alignment,
            byTheLayout: byTheLayout)
          let fields = [
            pad(sectioned ? "sectioned" : "plain", -9), pad("\(columns)", 5),
            pad(alignment == .top ? "top" : "center", -7),
            pad(byTheLayout ? "the layout's" : "2.1's recipe", -15),
            pad(format(landed, 1) + " pt", 8), pad(format(settled, 1) + " pt", 10),
            pad(format(settled - landed, 1) + " pt", 8),
          ]
          print(fields.joined(separator: " "))
        }
      }
    }
  }
  exit(0)
}

print(
  "self-sizing-displacement\(before ? " --before" : ""): back through \(target) cells per "
    + "configuration, estimates off by up to ±50%, 390 x 844, a rest every 25 steps")
print(
  "axis       feed       cols  step   cells  steps  largest  mean/item  moved  gap seen  gap after rest  rest move"
)
for axis in [Axis.vertical, .horizontal] {
  for sectioned in [false, true] {
    for columns in [2, 3, 4] {
      for step in [10, 40, 120] as [CGFloat] {
        let figures = measure(columns: columns, step: step, sectioned: sectioned, axis: axis)
        let samples = CGFloat(max(figures.samples, 1))
        let fields = [
          pad(axis == .vertical ? "vertical" : "horizontal", -10),
          pad(sectioned ? "sectioned" : "plain", -9), pad("\(columns)", 5),
          pad("\(Int(step))", 5), pad("\(figures.cells)", 7), pad("\(figures.steps)", 6),
          pad(format(figures.largest, 1) + " pt", 8),
          pad(format(figures.total / samples, 2) + " pt", 10),
          pad(format(100 * CGFloat(figures.moved) / samples, 1) + "%", 6),
          pad(format(figures.gapSeen, 1) + " pt", 9),
          pad(format(figures.gapAfterRest, 1) + " pt", 15),
          pad(format(figures.restMove, 1) + " pt", 10),
        ]
        print(fields.joined(separator: " "))
      }
    }
  }
}
