// Brute-force 3D geometry for checking Transform3D: plain matrix algebra on
// arrays and rotations by Rodrigues' vector formula.

import LayoutGeometry

/// Brute-force versions of the 3D geometry, written independently of
/// `Transform3D`, used as the oracle for it.
public enum ProjectionReference {
  // MARK: - Matrices

  /// The transform's entries as four rows of four.
  public static func rows(of transform: Transform3D) -> [[Double]] {
    let t = transform
    return [
      [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
      [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
    ]
  }

  /// The sixteen entries, row by row.
  public static func entries(of transform: Transform3D) -> [Double] {
    rows(of: transform).flatMap { $0 }
  }

  /// The transform with the given four rows of four.
  public static func transform(rows: [[Double]]) -> Transform3D {
    Transform3D(
      m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
      m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
      m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
      m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
  }

  /// The matrix product `a · b` by the textbook triple loop.
  public static func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    let (left, right) = (rows(of: a), rows(of: b))
    var result = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += left[row][k] * right[k][column] }
        result[row][column] = sum
      }
    }
    return transform(rows: result)
  }

  /// The row vector `vector` (four components) times the matrix.
  public static func apply(_ transform: Transform3D, to vector: [Double]) -> [Double] {
    let matrix = rows(of: transform)
    return (0..<4).map { column in
      (0..<4).reduce(0.0) { $0 + vector[$1] * matrix[$1][column] }
    }
  }

  /// The point `(x, y, z)` through the transform, before the divide.
  public static func homogeneous(_ point: Point3D, _ transform: Transform3D) -> [Double] {
    apply(transform, to: [point.x, point.y, point.z, 1])
  }

  /// `vector` turned by `angle` about `axis` (any length but zero), by
  /// Rodrigues' formula `v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ)`
  /// for the unit axis k, the right-handed turn.
  public static func rotated(
    _ vector: (x: Double, y: Double, z: Double), by angle: Double,
    about axis: (x: Double, y: Double, z: Double)
  ) -> (x: Double, y: Double, z: Double) {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    let k = (x: axis.x / length, y: axis.y / length, z: axis.z / length)
    let (c, s) = (Math.cos(angle), Math.sin(angle))
    let cross = (
      x: k.y * vector.z - k.z * vector.y, y: k.z * vector.x - k.x * vector.z,
      z: k.x * vector.y - k.y * vector.x
    )
    let dot = k.x * vector.x + k.y * vector.y + k.z * vector.z
    return (
      x: vector.x * c + cross.x * s + k.x * dot * (1 - c),
      y: vector.y * c + cross.y * s + k.y * dot * (1 - c),
      z: vector.z * c + cross.z * s + k.z * dot * (1 - c)
    )
  }
}
