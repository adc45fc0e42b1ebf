// The rule for the length a self-sizing cell of a feed takes along the
// flow, from two measurements of its content at the column's breadth: at
// the item's estimate, and with no length proposed (the content's ideal).
// SwiftUI's LazyMasonry asks it from the layout its cells' content sits in.

/// The length a self-sizing cell takes along the flow.
package enum SelfSizedLength {
  /// The longer of the content's length when offered the estimate and its
  /// ideal length.
  ///
  /// So a view with no length of its own (a placeholder `Color`, a loading
  /// `AsyncImage`), which takes what it is offered, takes the estimate; a
  /// view with a length of its own (wrapped text, a fixed image) takes
  /// that length, shorter or longer than the estimate: nothing is cut. A
  /// measurement that is NaN, infinite or negative is not read; with none
  /// left, the estimate, and with no estimate, 0.
  ///
  /// - Parameters:
  ///   - atEstimate: The content's length when offered the estimate.
  ///   - ideal: The content's length when offered no length.
  ///   - estimate: The item's estimate; `nil` when there is none.
  /// - Returns: The cell's length, finite and not negative.
  /// - Complexity: O(1).
  package static func resolved(atEstimate: Double, ideal: Double, estimate: Double?) -> Double {
    let measured = [atEstimate, ideal].filter { $0.isFinite && $0 >= 0 }
    if let longest = measured.max() { return longest }
    if let estimate, estimate.isFinite, estimate >= 0 { return estimate }
    return 0
  }
}
