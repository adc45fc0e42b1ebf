// Conversions to and from Core Animation's CATransform3D, where the
// platform has QuartzCore (Apple platforms). Elsewhere, Linux included, this
// file compiles to nothing.

#if canImport(QuartzCore)
  import QuartzCore

  extension Transform3D {
    /// Creates a transform with the sixteen entries of a `CATransform3D`,
    /// entry for entry.
    ///
    /// - Parameter transform: The Core Animation transform, such as a
    ///   layer's `transform`.
    @inlinable
    public init(_ transform: CATransform3D) {
      self.init(
        m11: Double(transform.m11), m12: Double(transform.m12),
        m13: Double(transform.m13), m14: Double(transform.m14),
        m21: Double(transform.m21), m22: Double(transform.m22),
        m23: Double(transform.m23), m24: Double(transform.m24),
        m31: Double(transform.m31), m32: Double(transform.m32),
        m33: Double(transform.m33), m34: Double(transform.m34),
        m41: Double(transform.m41), m42: Double(transform.m42),
        m43: Double(transform.m43), m44: Double(transform.m44))
    }
  }

  extension CATransform3D {
    /// Creates a `CATransform3D` with the sixteen entries of a
    /// ``Transform3D``, entry for entry, for a layer's `transform`.
    ///
    /// - Parameter transform: The transform to convert.
    @inlinable
    public init(_ transform: Transform3D) {
      self.init(
        m11: CGFloat(transform.m11), m12: CGFloat(transform.m12),
        m13: CGFloat(transform.m13), m14: CGFloat(transform.m14),
        m21: CGFloat(transform.m21), m22: CGFloat(transform.m22),
        m23: CGFloat(transform.m23), m24: CGFloat(transform.m24),
        m31: CGFloat(transform.m31), m32: CGFloat(transform.m32),
        m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
        m41: CGFloat(transform.m41), m42: CGFloat(transform.m42),
        m43: CGFloat(transform.m43), m44: CGFloat(transform.m44))
    }
  }
#endif
