// What a pass of a compositional masonry section had to clean: the feed's
// own report (the repeated identifiers it kept once, the heights the
// engine cleaned), one type for one report.

#if canImport(UIKit) && !os(watchOS)
  import MasonryLayoutHosting

  extension MasonryCompositionalSection {
    /// What a pass of the section had to clean: identifiers repeated in
    /// the list it was given (each kept once, the first, with where the
    /// first repeat stood: section 0 and its index in the list) and
    /// heights that were NaN, infinite, negative or too large. The
    /// section's feed reports it.
    public typealias Diagnostics = MasonryFeed<ItemIdentifier>.Diagnostics
  }
#endif
