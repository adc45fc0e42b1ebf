// The data a scenario drives a layout with: sections of item identities,
// each identity's estimated and measured aspect ratio, a data source and
// a masonry delegate over them, and seeded random batch updates that
// change the data and tell the collection view, as an app does.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutUIKit
import UIKit

@MainActor
final class Feed: NSObject, UICollectionViewDataSource, MasonryCollectionViewDelegate {
  /// The identities of each section's items.
  var sections: [[Int]]
  /// The height of each section's header (0: none).
  var headerHeight: CGFloat = 0
  /// Identities reloaded, with how many times: a reload changes the
  /// estimate, as new content would.
  var versions: [Int: Int] = [:]
  /// Heights the delegate answers instead of the estimate, by index path
  /// (bad input: NaN, negative, infinite).
  var heightOverrides: [IndexPath: CGFloat] = [:]
  /// Each section's column count where it is not the layout's, by section
  /// index.
  var sectionColumns: [Int: Int] = [:]
  /// Every item whose identity is one less than a multiple of this spans
  /// every column of its section; 0: none does.
  var spanningEvery = 0
  /// The next identity a new item gets.
  private var nextIdentity: Int

  /// A feed of `counts[s]` items in section `s`, identities from 0.
  init(counts: [Int]) {
    var next = 0
    sections = counts.map { count in
      defer { next += count }
      return Array(next..<(next + count))
    }
    nextIdentity = next
  }

  /// A new identity.
  func makeIdentity() -> Int {
    defer { nextIdentity += 1 }
    return nextIdentity
  }

  // MARK: Heights

  /// A fixed pseudo-random number in 0..<1 for an identity and a salt.
  private func unit(_ identity: Int, _ salt: UInt64) -> CGFloat {
    var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: identity) &* 0x9E37 &+ salt)
    return CGFloat(generator.next() >> 11) / CGFloat(1 << 53)
  }

  /// The estimated height for a width: aspect ratio 0.5 to 2.
  func estimate(_ identity: Int, width: CGFloat) -> CGFloat {
    (0.5 + 1.5 * unit(identity, UInt64(versions[identity] ?? 0))) * width
  }

  /// How far a measured height is off its estimate at most, as a share:
  /// 0.3 by default.
  var estimateError: CGFloat = 0.3

  /// The height the cell measures at a width: the estimate, 1 ±
  /// `estimateError` times (0.7 to 1.3 by default).
  func measured(_ identity: Int, width: CGFloat) -> CGFloat {
    let factor = 1 + estimateError * (2 * unit(identity, 0xC0FFEE) - 1)
    return (estimate(identity, width: width) * factor).rounded()
  }

  /// The axis the feed flows along: a horizontal feed's cells measure
  /// their widths at their heights.
  var axis: LayoutGeometry.Axis = .vertical

  /// What `modelCellSizing` returns: the measured length along the flow
  /// at the cell's breadth.
  func preferredSize(_ attributes: UICollectionViewLayoutAttributes) -> CGSize {
    let path = attributes.indexPath
    guard sections.indices.contains(path.section),
      sections[path.section].indices.contains(path.item)
    else { return attributes.size }
    let identity = sections[path.section][path.item]
    let size = attributes.size
    return axis == .vertical
      ? CGSize(width: size.width, height: measured(identity, width: size.width))
      : CGSize(width: measured(identity, width: size.height), height: size.height)
  }

  // MARK: Data source

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
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
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let identity = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(identity, at: destinationIndexPath.item)
  }

  // MARK: Masonry delegate

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    heightOverrides[indexPath]
      ?? estimate(sections[indexPath.section][indexPath.item], width: width)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForHeaderInSection section: Int, width: CGFloat
  ) -> CGFloat {
    headerHeight
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    configurationForSection section: Int
  ) -> Masonry.Configuration? {
    guard let columns = sectionColumns[section] else { return nil }
    var configuration = layout.configuration
    configuration.columns = .fixed(columns)
    return configuration
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    columnSpanForItemAt indexPath: IndexPath
  ) -> Int {
    guard spanningEvery > 0, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item),
      sections[indexPath.section][indexPath.item] % spanningEvery == spanningEvery - 1
    else { return 1 }
    if let columns = sectionColumns[indexPath.section] { return columns }
    guard case .fixed(let columns) = layout.configuration.columns else { return 1 }
    return columns
  }
}
