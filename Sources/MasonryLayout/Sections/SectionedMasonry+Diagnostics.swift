// What a sectioned call had to clean in the heights it read.

import LayoutGeometry

extension SectionedMasonry {
  /// What a call had to clean in the heights, lengths and spans it read,
  /// and the first element concerned: the sectioned
  /// ``Masonry/Diagnostics``. Every change set carries one:
  ///
  ///     let changes = try layout.prepare(width: 375, sections: feed)
  ///     assert(changes.diagnostics.isClean, "\(changes.diagnostics)")
  ///
  /// Every call that reads heights, lengths or spans reports them (a
  /// prepare, section insertion or reload counts headers and footers too;
  /// `setHeight`, `setHeaderHeight` and `setFooterHeight`, their one value).
  /// The counts add up over sections; the first element is the first the
  /// provider was asked about (a section's header, its items, its footer).
  public struct Diagnostics: Hashable, Sendable, Codable {
    /// How many heights (lengths along the flow, header and footer heights
    /// included) were NaN, laid out as 0.
    public var nanCount: Int
    /// How many heights were infinite, either sign, laid out as 0.
    public var infiniteCount: Int
    /// How many heights were finite and negative, laid out as 0.
    public var negativeCount: Int
    /// How many heights were finite and above ``Masonry/maximumLength``,
    /// laid out as that maximum.
    public var tooLargeCount: Int
    /// How many items were asked of the provider at or past its
    /// ``MasonrySectionProvider/itemCount(inSection:)`` (as an append or
    /// insertion may, with a provider of only the new page); their answers
    /// are stand-ins.
    public var pastEndCount: Int
    /// How many column spans were below 1, laid out as 1.
    public var invalidSpanCount: Int

    /// The kind of the first element with a value cleaned; `nil` if none.
    public var firstKind: Element.Kind?
    /// The path of the first element with a value cleaned (for a header or
    /// footer, its section and item 0), or `nil` if none.
    public var firstPath: ItemPath?

    /// Creates diagnostics; with no arguments, clean ones.
    ///
    /// - Parameters:
    ///   - nanCount: NaN heights.
    ///   - infiniteCount: Infinite heights.
    ///   - negativeCount: Finite negative heights.
    ///   - tooLargeCount: Heights above ``Masonry/maximumLength``.
    ///   - pastEndCount: Items asked of the provider past its end.
    ///   - invalidSpanCount: Spans below 1.
    ///   - firstKind: What the first element concerned is.
    ///   - firstPath: The first element's path.
    public init(
      nanCount: Int = 0, infiniteCount: Int = 0, negativeCount: Int = 0, tooLargeCount: Int = 0,
      pastEndCount: Int = 0, invalidSpanCount: Int = 0, firstKind: Element.Kind? = nil,
      firstPath: ItemPath? = nil
    ) {
      self.nanCount = nanCount
      self.infiniteCount = infiniteCount
      self.negativeCount = negativeCount
      self.tooLargeCount = tooLargeCount
      self.pastEndCount = pastEndCount
      self.invalidSpanCount = invalidSpanCount
      self.firstKind = firstKind
      self.firstPath = firstPath
    }

    /// Whether nothing had to be cleaned: every count is 0.
    public var isClean: Bool { _counts.isClean }
  }
}

// MARK: - Counting

extension SectionedMasonry.Diagnostics {
  /// The diagnostics of one section's engine, its items named by path.
  @inlinable
  internal init(_ items: Masonry.Diagnostics, inSection section: Int) {
    self.init()
    _add(items, inSection: section)
  }

  /// Adds one section's engine's diagnostics; its first item becomes the
  /// first element when there is none yet.
  @inlinable
  internal mutating func _add(_ items: Masonry.Diagnostics, inSection section: Int) {
    guard !items.isClean else { return }
    _addCounts(items)
    if firstKind == nil, let index = items.firstIndex {
      (firstKind, firstPath) = (.item, ItemPath(section: section, item: index))
    }
  }

  /// Adds another call's diagnostics, after this one's: the counts add
  /// up, and the first element concerned stays the earlier call's. A
  /// batch of edits and a compositional wall's passes sum theirs with it.
  @inlinable
  package mutating func _add(_ other: Self) {
    guard !other.isClean else { return }
    _addCounts(other._counts)
    if firstKind == nil { (firstKind, firstPath) = (other.firstKind, other.firstPath) }
  }

  /// The counts alone, in one engine's terms.
  @inlinable
  internal var _counts: Masonry.Diagnostics {
    Masonry.Diagnostics(
      nanCount: nanCount, infiniteCount: infiniteCount, negativeCount: negativeCount,
      tooLargeCount: tooLargeCount, pastEndCount: pastEndCount,
      invalidSpanCount: invalidSpanCount)
  }

  /// Counts a header's or footer's height, if it needs cleaning.
  @inlinable
  internal mutating func _count(
    _ height: Double, of kind: SectionedMasonry.Element.Kind, inSection section: Int
  ) {
    guard !Masonry.Diagnostics._isUsable(height) else { return }
    _addCounts(Masonry.Diagnostics()._counting(length: height, at: 0))
    if firstKind == nil { (firstKind, firstPath) = (kind, ItemPath(section: section, item: 0)) }
  }

  /// Adds the counts of `items`: where a sectioned report's counts are
  /// summed.
  @inlinable
  internal mutating func _addCounts(_ items: Masonry.Diagnostics) {
    nanCount += items.nanCount
    infiniteCount += items.infiniteCount
    negativeCount += items.negativeCount
    tooLargeCount += items.tooLargeCount
    pastEndCount += items.pastEndCount
    invalidSpanCount += items.invalidSpanCount
  }
}
