// CGVector, which CoreGraphics defines on Apple platforms and Linux
// Foundation lacks: SwiftUI's scroll velocity (`ScrollPhaseChangeContext`)
// is one.

/// A two-dimensional vector, as CoreGraphics declares it.
///
/// Follows "CGVector" (Apple Developer Documentation, CoreGraphics).
public struct CGVector: Equatable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }
}
