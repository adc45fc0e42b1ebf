// The exact arithmetic behind the polygon's two signs, the side of an edge
// and the winding: when a rounded sum cannot prove its sign, the products
// it is made of are summed without rounding, after Shewchuk's adaptive
// predicates ("Adaptive Precision Floating-Point Arithmetic and Fast
// Robust Geometric Predicates", 1997), for every finite coordinate.

extension ConvexPolygon {
  /// The sign of a sum of products of coordinates, computed without
  /// rounding for any finite factors: 1, -1 or 0.
  ///
  /// A product `x·y` is exactly `(mₓ·m_y)·2^(eₓ + e_y)` for the factors'
  /// significands `m` in `1 ..< 2` and exponents `e`, so the significands'
  /// product, below 4, is exactly its rounded value plus its rounding
  /// error (a fused multiply-add), with nothing to overflow or underflow
  /// however large or small the factors are. The products are then added
  /// from the largest exponent down into an expansion of non-overlapping
  /// doubles, kept in units of the exponent last added: each product's
  /// terms are multiples of 2⁻¹⁰⁴ in those units, so nothing is lost when
  /// the units change, and the sum stops as soon as it is too large for
  /// the products left to change its sign. Scaling the coordinates
  /// instead, by one power of two, lost the products of factors more
  /// than about 10²⁹⁶ below the largest (beside an edge 10³⁰⁸ long, a
  /// point at 5 × 10⁻³²⁴ read as on the line; the geometry fuzz target).
  ///
  /// - Parameters:
  ///   - productCount: How many products `products` adds, at most.
  ///   - products: Adds each product's two factors through the function it
  ///     is given; every factor is finite.
  /// - Complexity: O(p log p) for p products, and O(p·k) for the sum,
  ///   where k, the expansion's length, stays at a few components unless
  ///   the products span hundreds of binary orders of magnitude. The
  ///   products and the sum are kept in temporary storage (on the stack
  ///   while it fits); the sort is the standard library's.
  package static func _exactSign(
    ofSumOfProducts productCount: Int, _ products: (_ add: (Double, Double) -> Void) -> Void
  ) -> Int {
    withUnsafeTemporaryAllocation(of: _ScaledProduct.self, capacity: productCount) { terms in
      var termCount = 0
      products { x, y in
        guard x != 0, y != 0, termCount < productCount else { return }
        let (mx, my) = (x.significand, y.significand)
        let rounded = mx * my
        let negative = (x.sign == .minus) != (y.sign == .minus)
        terms[termCount] = _ScaledProduct(
          exponent: Int(x.exponent) + Int(y.exponent),
          high: negative ? -rounded : rounded,
          low: negative ? -(-rounded).addingProduct(mx, my) : (-rounded).addingProduct(mx, my))
        termCount += 1
      }
      // Largest exponent first, by the standard library's sort: an
      // insertion sort is quadratic in the terms, which a hand-built
      // polygon of thousands of vertices on one line makes many of
      // (`testTwentyThousandVerticesOnOneLine`).
      var sorted = UnsafeMutableBufferPointer(rebasing: terms[..<termCount])
      sorted.sort { $0.exponent > $1.exponent }
      return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * termCount) {
        expansion in
        _signOfSum(of: sorted, expansion)
      }
    }
  }

  /// The sign of the sum of `terms`, sorted by descending exponent, using
  /// `expansion` (room for two components a term) as the accumulator.
  private static func _signOfSum(
    of terms: UnsafeMutableBufferPointer<_ScaledProduct>,
    _ expansion: UnsafeMutableBufferPointer<Double>
  ) -> Int {
    var count = 0
    // The expansion's value is Σ components · 2^units.
    var units = terms.first?.exponent ?? 0
    // Shewchuk's Grow-Expansion with zero elimination: the new term runs
    // up through the components, leaving each non-zero rounding error
    // behind. Without the elimination the expansion grew by two components
    // a term however much cancelled, so a sum near zero took O(p²).
    func add(_ term: Double) {
      var sum = term
      var kept = 0
      for index in 0..<count {
        let (rounded, error) = _twoSum(sum, expansion[index])
        sum = rounded
        if error != 0 {
          expansion[kept] = error
          kept += 1
        }
      }
      expansion[kept] = sum
      count = kept + 1
    }
    func leading() -> Double {
      for index in stride(from: count - 1, through: 0, by: -1) where expansion[index] != 0 {
        return expansion[index]
      }
      return 0
    }
    for (index, term) in terms.enumerated() {
      let lead = leading()
      if lead != 0 {
        // The terms left are each below 2^(exponent + 2): with k of them,
        // below 2^(exponent + 2 + bits(k)). The sum is at least half its
        // leading component, so a leading component that large decides.
        let left = terms.count - index
        let bits = left.bitWidth - left.leadingZeroBitCount
        if Int(lead.exponent) + units >= term.exponent + 3 + bits { return lead > 0 ? 1 : -1 }
        // Otherwise the sum is small beside this term: move it into the
        // term's units, exactly (each component is a multiple of 2⁻¹⁰⁴ in
        // the old units, and grows).
        let shift = units - term.exponent
        for slot in 0..<count where expansion[slot] != 0 {
          let component = expansion[slot]
          expansion[slot] = Double(
            sign: component.sign, exponent: component.exponent + shift,
            significand: component.significand)
        }
      }
      units = term.exponent
      add(term.low)
      add(term.high)
    }
    let lead = leading()
    return lead > 0 ? 1 : lead < 0 ? -1 : 0
  }

  /// `a + b` rounded, and its exact rounding error (Knuth's TwoSum).
  private static func _twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return (sum, (a - aPart) + (b - bPart))
  }
}

/// A product of two coordinates, exactly `(high + low) · 2^exponent`, with
/// `|high + low|` in `1 ..< 4`.
private struct _ScaledProduct {
  var exponent: Int
  var high: Double
  var low: Double
}
