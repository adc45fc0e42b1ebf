// Conversions to and from CoreGraphics' geometry types, where the platform
// has them: CoreGraphics on Apple platforms, Foundation's CGPoint, CGSize
// and CGRect elsewhere (server-side Swift on Linux).

#if canImport(CoreGraphics)
  import CoreGraphics
#elseif canImport(Foundation)
  import Foundation
#endif

#if canImport(CoreGraphics) || canImport(Foundation)
  extension Point {
    /// Creates a point from a `CGPoint`.
    @inlinable
    public init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension Size {
    /// Creates a size from a `CGSize`.
    @inlinable
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Rect {
    /// Creates a rect from a `CGRect`, keeping its stored origin and size
    /// (a negative size stays negative).
    @inlinable
    public init(_ rect: CGRect) {
      self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
  }

  extension EdgeInsets {
    /// The insets as `(top, left, bottom, right)` in `CGFloat`, for building
    /// `UIEdgeInsets` or `NSEdgeInsets`, which CoreGraphics does not define.
    @inlinable
    public var cgFloatComponents: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      (CGFloat(top), CGFloat(left), CGFloat(bottom), CGFloat(right))
    }
  }

  extension CGPoint {
    /// Creates a `CGPoint` from a ``Point``.
    @inlinable
    public init(_ point: Point) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension CGSize {
    /// Creates a `CGSize` from a ``Size``.
    @inlinable
    public init(_ size: Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension CGRect {
    /// Creates a `CGRect` from a ``Rect``, keeping its stored origin and size.
    @inlinable
    public init(_ rect: Rect) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }
#endif
