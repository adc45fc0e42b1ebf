// The feeds and the work of the hosting benchmarks, shared by the
// `HostingBenchmarks` target and the `hosting-ratios` executable: a photo
// feed in sections under a masonry host and under the bare engine, a
// stand-in for UIKit's attributes objects, and each operation the issue's
// speed targets name written once for the host and once for the engine,
// so that both sides of a ratio do the same work apart from the host.
//
// The UIKit layouts only build against the UIKit model, which this package
// cannot link; every decision they make is the hosting modules', which the
// layouts forward to, so the hosting layer is what is measured.

import BenchmarkFeeds
import CircularLayout
import CircularLayoutHosting
import LayoutGeometry
import MasonryLayout
import MasonryLayoutHosting

/// A stand-in for `UICollectionViewLayoutAttributes`: one small object per
/// element, with the fields a layout sets.
public final class LayoutAttributes {
  /// The element's frame.
  public var frame: Rect
  /// The element's path (for a header or footer, its section and item 0).
  public var indexPath: ItemPath
  /// The stacking order.
  public var zIndex: Int
  /// 0 for an item, 1 for a header, 2 for a footer.
  public var category: Int

  /// Attributes for a sectioned element.
  ///
  /// - Parameter element: The engine's element.
  @inline(__always)
  public init(_ element: SectionedMasonry.Element) {
    frame = element.frame
    indexPath = element.path
    zIndex = element.zIndex
    switch element.kind {
    case .item: category = 0
    case .header: category = 1
    case .footer: category = 2
    }
  }

  /// Attributes for an item of a one-section engine.
  ///
  /// - Parameter item: The engine's item.
  @inline(__always)
  public init(_ item: Masonry.Item) {
    frame = item.frame
    indexPath = ItemPath(section: 0, item: item.index)
    zIndex = 0
    category = 0
  }
}

/// A photo feed cut into sections of equal size, each under a 44-point
/// header: item `i` of section `s` is photo `s · itemsPerSection + i` of
/// one seeded feed. One item can be marked deleted: the source then
/// describes the feed after that deletion.
public struct HostedPhotoSections: MasonrySectionProvider, Sendable {
  /// The photos' aspect ratios, in feed order.
  public let ratios: [Double]
  /// How many sections.
  public let sectionCount: Int
  /// How many items each section holds before any deletion.
  public let itemsPerSection: Int
  /// The item the source no longer has, if any.
  public var deleted: ItemPath?

  /// `sections` sections of `items` photos each.
  ///
  /// - Parameters:
  ///   - sections: The section count.
  ///   - items: The items per section.
  public init(sections: Int, items: Int) {
    ratios = SamplePhotos.aspectRatios(count: sections * items)
    sectionCount = sections
    itemsPerSection = items
  }

  /// The items of a section: one fewer in the deleted item's.
  public func itemCount(inSection section: Int) -> Int {
    itemsPerSection - (deleted?.section == section ? 1 : 0)
  }

  /// A photo's height at a width; after the deleted item, the next
  /// photo's.
  public func height(forItemAt path: ItemPath, width: Double) -> Double {
    var item = path.item
    if let deleted, deleted.section == path.section, item >= deleted.item { item += 1 }
    return width * ratios[path.section * itemsPerSection + item]
  }

  /// Every section's header: 44 points.
  public func headerHeight(inSection section: Int, width: Double) -> Double { 44 }

  /// The source after deleting `path`.
  ///
  /// - Parameter path: The deleted item.
  /// - Returns: The source without it.
  public func deleting(_ path: ItemPath) -> HostedPhotoSections {
    var copy = self
    copy.deleted = path
    return copy
  }
}

/// The phone layout of the hosting benchmarks: 2 columns across 375
/// points, 8-point gaps and insets, shortest-column packing, headers
/// pinned.
public enum HostingLayout {
  /// The width across the columns.
  public static let width = 375.0

  /// The phone screen's size.
  public static let screen = Size(width: 375, height: 812)

  /// The configuration.
  public static let configuration = Masonry.Configuration(
    columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, contentInsets: EdgeInsets(all: 8),
    packing: .shortestColumn)

  /// A host laid out for `source`, with `viewport` as its bounds.
  ///
  /// - Parameters:
  ///   - source: The feed.
  ///   - viewport: The scroll view's bounds; only its width matters to
  ///     the layout.
  /// - Returns: The host.
  public static func host(_ source: HostedPhotoSections, viewport: Rect) -> MasonryHost {
    do {
      var host = try MasonryHost(configuration: configuration)
      host.pinsHeaders = true
      host.prepare(viewport: viewport, source: source)
      return host
    } catch {
      fatalError("benchmark configuration rejected: \(error)")
    }
  }

  /// The bare engine laid out for `source`, as the host lays it out.
  ///
  /// - Parameter source: The feed.
  /// - Returns: The engine.
  public static func engine(_ source: HostedPhotoSections) -> SectionedMasonry {
    do {
      var layout = try SectionedMasonry(configuration: configuration)
      layout.pinsHeaders = true
      try layout.prepare(width: width, sections: source)
      return layout
    } catch {
      fatalError("benchmark configuration rejected: \(error)")
    }
  }

  /// A one-section `Masonry` of the same photos, when `source` has one
  /// section.
  ///
  /// - Parameter source: The feed.
  /// - Returns: The engine.
  public static func masonry(_ source: HostedPhotoSections) -> Masonry {
    do {
      var masonry = try Masonry(configuration: configuration)
      masonry.prepare(
        width: width, itemCount: source.ratios.count, heights: AspectRatioHeights(source.ratios))
      return masonry
    } catch {
      fatalError("benchmark configuration rejected: \(error)")
    }
  }

  /// One phone screen halfway down a layout of `height` points, moved
  /// down by `offset`.
  ///
  /// - Parameters:
  ///   - height: The content height.
  ///   - offset: Points further down.
  /// - Returns: The screen.
  public static func middleScreen(contentHeight height: Double, offset: Double = 0) -> Rect {
    let last = Swift.max(0, height - screen.height)
    return Rect(
      x: 0, y: (last / 2).rounded(.down) + offset, width: screen.width, height: screen.height)
  }

  /// `count` screens from the middle down, each `step` points below the
  /// last: a slow scroll, as a collection view asks while the user drags.
  ///
  /// - Parameters:
  ///   - height: The content height.
  ///   - count: How many screens.
  ///   - step: The distance between two screens.
  /// - Returns: The screens.
  public static func scroll(contentHeight height: Double, count: Int, step: Double = 1) -> [Rect] {
    (0..<count).map { middleScreen(contentHeight: height, offset: Double($0) * step) }
  }
}

// MARK: - 1. One screen's attributes

/// What `layoutAttributesForElements(in:)` does through the host: the
/// viewport recorded (the layout does so when headers are pinned), the
/// host's elements, one attributes object each.
///
/// - Parameters:
///   - host: The host.
///   - screen: The collection view's bounds, asked about.
/// - Returns: The attributes.
@inline(never)
public func hostAttributes(_ host: inout MasonryHost, in screen: Rect) -> [LayoutAttributes] {
  host.setViewport(screen)
  return host.elements(in: screen).map(LayoutAttributes.init)
}

/// The same screen from the bare engine: its pinned query and one
/// attributes object per element.
///
/// - Parameters:
///   - layout: The engine.
///   - screen: The screen.
/// - Returns: The attributes.
@inline(never)
public func engineAttributes(_ layout: SectionedMasonry, in screen: Rect) -> [LayoutAttributes] {
  layout.elements(in: screen, pinnedIn: screen).map(LayoutAttributes.init)
}

/// The same screen from a one-section `Masonry`'s `items(in:)`, the query
/// the issue names (no header: one element fewer).
///
/// - Parameters:
///   - masonry: The engine.
///   - screen: The screen.
/// - Returns: The attributes.
@inline(never)
public func masonryAttributes(_ masonry: Masonry, in screen: Rect) -> [LayoutAttributes] {
  masonry.items(in: screen).map(LayoutAttributes.init)
}

// MARK: - 2. A self-sizing pass

/// A scroll back's measurements above the screen: the screen `fraction`
/// of the way down the feed's scrollable length, and the cells in the 400
/// points above it, bottom up, each measured 17 points taller (what the
/// `Hosting.masonry.absorb` benchmarks and `hosting-ratios 1 absorb`
/// time).
///
/// - Parameters:
///   - layout: The layout as prepared.
///   - fraction: Where the screen is, from 0 (the top) to 1 (the end).
/// - Returns: The screen and the measurements, in the order they come.
public func absorbedCorrections(_ layout: SectionedMasonry, at fraction: Double) -> (
  screen: Rect, corrections: [(path: ItemPath, height: Double)]
) {
  let length = layout.contentSize.height - HostingLayout.screen.height
  let screen = Rect(
    origin: Point(x: 0, y: (length * fraction).rounded()), size: HostingLayout.screen)
  let above = Rect(x: 0, y: screen.minY - 400, width: screen.size.width, height: 400)
  return (screen, Array(selfSizingCorrections(layout, in: above).reversed()))
}

/// The corrections of a self-sizing pass: every item the screen shows, in
/// index order, each measured 17 points taller than its estimate.
///
/// - Parameters:
///   - layout: The layout as prepared.
///   - screen: The screen.
/// - Returns: The paths and measured heights.
public func selfSizingCorrections(_ layout: SectionedMasonry, in screen: Rect) -> [(
  path: ItemPath, height: Double
)] {
  layout.elements(in: screen, pinnedIn: screen).filter { $0.kind == .item }
    .map { (path: $0.path, height: $0.frame.size.height + 17) }
    .sorted { $0.path < $1.path }
}

/// The self-sizing pass through the host, as the UIKit layout makes it:
/// for each measured cell, the bounds recorded, then the measured height
/// taken; the content offset moved by each invalidation's adjustment.
///
/// - Parameters:
///   - host: The host, prepared with `screen` as its bounds.
///   - corrections: The measured heights.
///   - screen: The bounds when the pass starts.
/// - Returns: A checksum of the invalidations.
@inline(never)
public func hostSelfSizing(
  _ host: inout MasonryHost, _ corrections: [(path: ItemPath, height: Double)], screen: Rect
) -> Int {
  var bounds = screen
  var checksum = 0
  for (path, height) in corrections {
    host.setViewport(bounds)
    guard let invalidation = host.setMeasuredHeight(height, ofItemAt: path) else { continue }
    let move = invalidation.contentOffsetAdjustment
    bounds = bounds.offsetBy(dx: move.x, dy: move.y)
    checksum &+= invalidation.items.count
  }
  return checksum
}

/// The engine's keep-columns height changes for the same items alone.
///
/// - Parameters:
///   - layout: The engine, prepared.
///   - corrections: The measured heights.
/// - Returns: A checksum of the change sets.
@inline(never)
public func engineSelfSizing(
  _ layout: inout SectionedMasonry, _ corrections: [(path: ItemPath, height: Double)]
) -> Int {
  var checksum = 0
  for (path, height) in corrections {
    let changes = layout.setHeight(height, ofItemAt: path, mode: .keepColumns)
    checksum &+= Int(changes.newContentSize.height)
  }
  return checksum
}

// MARK: - 3. A batch of one deletion

/// A batch of one deletion through the host, in its default
/// `.keepColumns` mode, as `prepare(forCollectionViewUpdates:)` applies
/// it; the transition kept, as the layout keeps it until the animation
/// ends.
///
/// - Parameters:
///   - host: The host, prepared.
///   - path: The deleted item.
///   - source: The feed after the deletion.
/// - Returns: A checksum of the transition.
@inline(never)
public func hostDelete(
  _ host: inout MasonryHost, _ path: ItemPath, source: HostedPhotoSections
) -> Int {
  let transition = host.apply([.deleteItem(at: path)], source: source)
  return transition.isReload ? 1 : 0
}

/// The engine's keep-columns removal of the same item.
///
/// - Parameters:
///   - layout: The engine, prepared.
///   - path: The item.
/// - Returns: A checksum of the change set.
@inline(never)
public func engineDelete(_ layout: inout SectionedMasonry, _ path: ItemPath) -> Int {
  let changes = layout.removeItems(
    in: path.item..<(path.item + 1), inSection: path.section, mode: .keepColumns)
  return Int(changes.newContentSize.height)
}

// MARK: - 4. The wheel

/// The tutorial's wheel (items 133 x 173 on a circle of radius 500) on a
/// 375 x 812 phone screen, under a host and bare.
public struct HostedWheel: Sendable {
  /// The host.
  public let host: ScrollingLayoutHost<Wheel>
  /// The item count.
  public let count: Int
  /// 1000 screens spread evenly across the scroll range.
  public let screens: [Rect]

  /// A wheel of `count` items.
  ///
  /// - Parameter count: The item count.
  public init(count: Int) {
    do {
      host = ScrollingLayoutHost(try Wheel(itemSize: Size(width: 133, height: 173), radius: 500))
    } catch {
      fatalError("benchmark wheel rejected: \(error)")
    }
    self.count = count
    let first = Rect(x: 0, y: 0, width: 375, height: 812)
    let last = Swift.max(0, host.layout.maximumContentOffset(in: first, itemCount: count))
    screens = (0..<1_000).map {
      Rect(x: (last * Double($0) / 999).rounded(.down), y: 0, width: 375, height: 812)
    }
  }

  /// `layoutAttributesForElements(in:)` through the host, for every
  /// screen, the rect asked being the screen.
  ///
  /// - Returns: How many attributes.
  @inline(never)
  public func hostQueries() -> Int {
    var total = 0
    for screen in screens {
      total &+= host.attributes(forElementsIn: screen, in: screen, itemCount: count).count
    }
    return total
  }

  /// The engine's `items(in:itemCount:)` for every screen.
  ///
  /// - Returns: How many items.
  @inline(never)
  public func engineQueries() -> Int {
    var total = 0
    for screen in screens {
      total &+= host.layout.items(in: screen, itemCount: count).count
    }
    return total
  }
}
