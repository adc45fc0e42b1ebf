// Random masonry configurations and feeds, the translation of a
// configuration to the brute-force reference, and the vertical twin of a
// shelf: the builders the masonry tests and the masonry fuzz target share.

import LayoutGeometry
import LayoutTestSupport
import MasonryLayout

/// A provider over a random feed, as a client's provider would hand it out.
public struct FeedHeights: MasonryHeightProvider {
  /// The feed the heights, spans and columns are read from.
  public var feed: MasonryFeed

  /// Creates a provider over `feed`.
  public init(feed: MasonryFeed) { self.feed = feed }

  /// The feed's height (or ratio of `width`) for the item.
  public func height(forItemAt index: Int, width: Double) -> Double { feed.height(index, width) }
  /// The feed's span for the item.
  public func columnSpan(forItemAt index: Int) -> Int { feed.span(index) }
  /// The feed's explicit column for the item, if any.
  public func column(forItemAt index: Int) -> Int? { feed.column(index) }
}

/// Lays out `feed` afresh with `configuration` at `width`, and checks the
/// engine's invariants.
///
/// - Precondition: `configuration` is valid.
public func prepared(
  _ configuration: Masonry.Configuration, width: Double, feed: MasonryFeed
) -> Masonry {
  guard var masonry = try? Masonry(configuration: configuration) else {
    preconditionFailure("an invalid configuration: \(configuration)")
  }
  masonry.prepare(width: width, itemCount: feed.count, heights: FeedHeights(feed: feed))
  masonry._checkInvariants()
  return masonry
}

extension SplitMix64 {
  /// A random valid configuration covering every option.
  public mutating func masonryConfiguration() -> Masonry.Configuration {
    var configuration = Masonry.Configuration()
    switch Int.random(in: 0..<12, using: &self) {
    case 0: configuration.columns = .fixed(1)
    case 1: configuration.columns = .fixed(Int.random(in: 7...40, using: &self))
    case 10, 11:
      configuration.columns = .fixedWidth(
        [Double.random(in: 40...260, using: &self), 100, 1.0 / 3, 2_000].randomElement(
          using: &self)!)
    case 2, 3:
      configuration.columns = .adaptive(
        minimumWidth: Double.random(in: 60...220, using: &self),
        maximumCount: Bool.random(using: &self) ? nil : Int.random(in: 1...8, using: &self))
    default: configuration.columns = .fixed(Int.random(in: 2...6, using: &self))
    }
    let spacings: [Double] = [0, 0, 8, 4.5, 1.0 / 3]
    configuration.columnSpacing = spacings.randomElement(using: &self)!
    configuration.rowSpacing = spacings.randomElement(using: &self)!
    if Bool.random(using: &self) {
      configuration.contentInsets = EdgeInsets(
        top: Double.random(in: 0...20, using: &self), left: Double.random(in: 0...20, using: &self),
        bottom: Double.random(in: 0...20, using: &self),
        right: Double.random(in: 0...20, using: &self))
    }
    configuration.packing = Masonry.Packing.allCases.randomElement(using: &self)!
    configuration.layoutDirection = LayoutDirection.allCases.randomElement(using: &self)!
    configuration.tolerance =
      Bool.random(using: &self) ? 0 : Double.random(in: 0...30, using: &self)
    configuration.displayScale = [nil, nil, 1, 2, 3].randomElement(using: &self)!
    configuration.columnAlignment = Masonry.ColumnAlignment.allCases.randomElement(using: &self)!
    configuration.tieBreaking = Masonry.TieBreaking.allCases.randomElement(using: &self)!
    if Int.random(in: 0..<4, using: &self) == 0 {
      // Stamps over the top of a phone or tablet feed, some straddling the
      // gaps, some degenerate or off to the side.
      configuration.stamps = (0..<Int.random(in: 1...3, using: &self)).map { _ in
        switch Int.random(in: 0..<10, using: &self) {
        case 0: Rect(x: .nan, y: 0, width: 50, height: 50)
        case 1: Rect(x: 10, y: 10, width: 0, height: 80)
        case 2: Rect(x: -400, y: 0, width: 100, height: 80)
        case 3: Rect(x: 0, y: 0, width: 10, height: 5e12)
        // A negative width or height: ignored, not standardised.
        case 4: Rect(x: Double.random(in: 0...600, using: &self), y: 0, width: -120, height: 80)
        case 5: Rect(x: 0, y: Double.random(in: 20...200, using: &self), width: 300, height: -90)
        default:
          Rect(
            x: Double.random(in: -30...900, using: &self),
            y: Double.random(in: -40...300, using: &self),
            width: Double.random(in: 1...300, using: &self),
            height: Double.random(in: 1...200, using: &self))
        }
      }
    }
    return configuration
  }
}

extension Masonry.Configuration {
  /// The same rules, for the brute-force reference (which lays out
  /// vertically).
  public var reference: MasonryReference {
    let columns: MasonryReference.Columns =
      switch self.columns {
      case .fixed(let count): .fixed(count)
      case .adaptive(let width, let count): .adaptive(minimumWidth: width, maximumCount: count)
      case .fixedWidth(let width): .fixedWidth(width)
      }
    var reference = MasonryReference(
      columns: columns, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
      insets: contentInsets, roundRobin: packing == .roundRobin,
      rightToLeft: layoutDirection == .rightToLeft, tolerance: tolerance, scale: displayScale)
    reference.alignment =
      switch columnAlignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    reference.stamps = stamps
    reference.tiesAtCursor = tieBreaking == .placementCursor
    return reference
  }

  /// The vertical configuration this shelf (a horizontal configuration) is
  /// the transpose of: insets and stamps transposed, left to right; a
  /// right-to-left shelf is then its mirror image, with the start and end
  /// insets exchanged. See ``checkShelf(_:transposes:)``.
  public var verticalTwin: Masonry.Configuration {
    var vertical = self
    vertical.axis = .vertical
    vertical.layoutDirection = .leftToRight
    let insets = contentInsets
    let (start, end) =
      layoutDirection == .rightToLeft
      ? (insets.right, insets.left) : (insets.left, insets.right)
    vertical.contentInsets = EdgeInsets(
      top: start, left: insets.top, bottom: end, right: insets.bottom)
    vertical.stamps = stamps.map(transposed)
    return vertical
  }
}
