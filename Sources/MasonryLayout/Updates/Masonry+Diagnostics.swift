// What a call had to clean in the data it read: the heights, lengths and
// spans that the sanitising rules turned into usable ones. Counted where
// the values are sanitised, on the path that already reads them: a clean
// item costs a few comparisons and no allocation, so the diagnostics stay
// on in release builds.

import LayoutGeometry

extension Masonry {
  /// What a call had to clean in the heights, lengths and spans it read:
  /// how many values were NaN, infinite, negative, too large or past the
  /// provider's end, how many spans were below 1, and the first item
  /// concerned.
  ///
  /// Bad data never traps (see ``Masonry``, *Bad input*): a NaN height lays
  /// out as 0, a span of 0 as 1. The change set every call returns says
  /// what was cleaned, in ``Changes/diagnostics``, so that a host finds
  /// the bad data in a debug build with one line:
  ///
  ///     let changes = masonry.appendItems(count: 20, heights: AspectRatioHeights(ratios))
  ///     assert(changes.diagnostics.isClean, "\(changes.diagnostics)")
  ///
  /// A provider built for the new page only, passed to an append that asks
  /// for the items after the ones already laid out, answers every new item
  /// from past its end: the assertion then fails with
  /// `Diagnostics(pastEnd: 20, firstIndex: 200)` for a feed of 200 items.
  ///
  /// The calls that read heights, lengths or spans report them:
  /// ``prepare(width:itemCount:heights:)``, ``appendItems(count:heights:)``,
  /// ``insertItems(in:heights:mode:)``,
  /// ``setHeights(ofItemsIn:heights:mode:)`` and
  /// ``setHeight(_:ofItemAt:mode:)`` (its one value, at its index). Every
  /// other change set is clean. An item can count under more than one
  /// heading (a span of 0 and a NaN height; a height past the provider's
  /// end that is also negative), so the counts may add up to more than the
  /// items concerned.
  ///
  /// Counting costs a few comparisons per item and no allocation, the same
  /// with diagnostics read or not.
  public struct Diagnostics: Hashable, Sendable, Codable {
    /// How many heights (lengths along the flow) were NaN, laid out as 0.
    public var nanCount: Int

    /// How many heights were infinite, either sign, laid out as 0.
    public var infiniteCount: Int

    /// How many heights were finite and negative, laid out as 0.
    public var negativeCount: Int

    /// How many heights were finite and above ``Masonry/maximumLength``,
    /// laid out as that maximum.
    public var tooLargeCount: Int

    /// How many items were asked of a provider past its end (an index at
    /// or above its ``MasonryHeightProvider/coveredItemCount``), whose
    /// answer is a stand-in: 0 for ``FixedHeights``, the caption alone for
    /// ``AspectRatioHeights``.
    public var pastEndCount: Int

    /// How many column spans were below 1, laid out as 1.
    ///
    /// A span above the column count is not counted: it is how an item
    /// asks for the full width.
    public var invalidSpanCount: Int

    /// The index of the first item with a value cleaned, or `nil` when
    /// there is none.
    public var firstIndex: Int?

    /// Creates diagnostics; with no arguments, clean ones.
    ///
    /// - Parameters:
    ///   - nanCount: NaN heights.
    ///   - infiniteCount: Infinite heights.
    ///   - negativeCount: Finite negative heights.
    ///   - tooLargeCount: Heights above ``Masonry/maximumLength``.
    ///   - pastEndCount: Items asked of a provider past its end.
    ///   - invalidSpanCount: Spans below 1.
    ///   - firstIndex: The first item concerned.
    public init(
      nanCount: Int = 0, infiniteCount: Int = 0, negativeCount: Int = 0, tooLargeCount: Int = 0,
      pastEndCount: Int = 0, invalidSpanCount: Int = 0, firstIndex: Int? = nil
    ) {
      self.nanCount = nanCount
      self.infiniteCount = infiniteCount
      self.negativeCount = negativeCount
      self.tooLargeCount = tooLargeCount
      self.pastEndCount = pastEndCount
      self.invalidSpanCount = invalidSpanCount
      self.firstIndex = firstIndex
    }

    /// A Boolean value indicating whether nothing had to be cleaned: every
    /// count is 0.
    public var isClean: Bool {
      nanCount == 0 && infiniteCount == 0 && negativeCount == 0 && tooLargeCount == 0
        && pastEndCount == 0 && invalidSpanCount == 0
    }
  }
}

// MARK: - Counting

extension Masonry.Diagnostics {
  /// Whether a height needs no cleaning: from 0 (either zero) to
  /// ``Masonry/maximumLength``; false for NaN.
  @inlinable @inline(__always)
  internal static func _isUsable(_ length: Double) -> Bool {
    length >= 0 && length <= Masonry.maximumLength
  }

  /// The diagnostics with one more item counted: its height, its span as
  /// the provider gave it, and whether it lay past the provider's end.
  ///
  /// Kept out of line and by value: placement calls it only for an item
  /// that needs it, and a value that never has its address taken stays in
  /// registers through the placement loop.
  @usableFromInline @inline(never)
  internal func _counting(length: Double, span: Int, pastEnd: Bool, at index: Int) -> Self {
    var counted = self
    if length.isNaN {
      counted.nanCount += 1
    } else if length.isInfinite {
      counted.infiniteCount += 1
    } else if length < 0 {
      counted.negativeCount += 1
    } else if length > Masonry.maximumLength {
      counted.tooLargeCount += 1
    }
    if span < 1 { counted.invalidSpanCount += 1 }
    if pastEnd { counted.pastEndCount += 1 }
    if counted.firstIndex == nil, !counted.isClean { counted.firstIndex = index }
    return counted
  }

  /// The diagnostics with the items of `range` from `end` on counted as
  /// past the provider's end.
  @inlinable
  internal func _countingPastEnd(of range: Range<Int>, from end: Int) -> Self {
    let first = Swift.max(range.lowerBound, end)
    guard first < range.upperBound else { return self }
    var counted = self
    counted.pastEndCount += range.upperBound - first
    counted.firstIndex = Swift.min(counted.firstIndex ?? first, first)
    return counted
  }

  /// The diagnostics with one height counted, if it needs cleaning.
  @inlinable @inline(__always)
  internal func _counting(length: Double, at index: Int) -> Self {
    Self._isUsable(length) ? self : _counting(length: length, span: 1, pastEnd: false, at: index)
  }
}
