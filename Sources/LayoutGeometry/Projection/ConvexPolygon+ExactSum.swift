// The exact arithmetic behind the polygon's two signs, the side of an edge
// and the winding: when a rounded sum cannot prove its sign, the products
// it is made of are summed without rounding, after Shewchuk's adaptive
// predicates ("Adaptive Precision Floating-Point Arithmetic and Fast
// Robust Geometric Predicates", 1997).

extension ConvexPolygon {
  /// The sign of a sum of products of coordinates, computed without
  /// rounding: 1, -1 or 0.
  ///
  /// The factors are first scaled by a power of two that brings
  /// `largestFactor` to 2^500, so no product overflows, and none loses
  /// its rounding error unless both its factors are more than about
  /// 10^296 times smaller than the largest. Each product is then exactly
  /// the sum of its rounded value and its rounding error (a fused
  /// multiply-add), and the terms are accumulated into an expansion of
  /// non-overlapping doubles, whose largest nonzero component carries the
  /// sign of the sum.
  ///
  /// - Parameters:
  ///   - productCount: How many products `products` adds, at most.
  ///   - largestFactor: The largest magnitude among the factors, finite.
  ///   - products: Adds each product's two factors through the function it
  ///     is given.
  /// - Complexity: O(t²) for the t = 2 × `productCount` terms; without
  ///   allocating while they fit on the stack.
  internal static func _exactSign(
    ofSumOfProducts productCount: Int, largestFactor: Double,
    _ products: (_ add: (Double, Double) -> Void) -> Void
  ) -> Int {
    guard largestFactor.isFinite, largestFactor > 0 else { return 0 }
    // The largest to 2^500: products of two factors stay below 2^1002,
    // and two factors 10^296 times smaller still multiply exactly. (Near
    // 1, a subnormal beside 63.5 made products that round as subnormals,
    // found by the geometry fuzz target.) Two factors of scale, since the
    // shift from a subnormal exceeds one power of two's range; each is
    // exact.
    let shift = 500 - largestFactor.exponent
    let first = Swift.min(Swift.max(shift, -1022), 1023)
    let (a, b) = (
      Double(sign: .plus, exponent: first, significand: 1),
      Double(sign: .plus, exponent: shift - first, significand: 1)
    )
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * productCount) {
      expansion in
      var count = 0
      // Shewchuk's Grow-Expansion: the new term runs up through the
      // components, leaving each rounding error behind.
      func add(_ term: Double) {
        var sum = term
        for index in 0..<count {
          (sum, expansion[index]) = _twoSum(sum, expansion[index])
        }
        expansion[count] = sum
        count += 1
      }
      products { x, y in
        let (x, y) = (x * a * b, y * a * b)
        let product = x * y
        add((-product).addingProduct(x, y))
        add(product)
      }
      for index in stride(from: count - 1, through: 0, by: -1) where expansion[index] != 0 {
        return expansion[index] > 0 ? 1 : -1
      }
      return 0
    }
  }

  /// `a + b` rounded, and its exact rounding error (Knuth's TwoSum).
  private static func _twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return (sum, (a - aPart) + (b - bPart))
  }
}
