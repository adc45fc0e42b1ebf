// What a contract check throws when the engine breaks a promise, and the
// one-line expectations the checks are written with.
//
// The checks throw instead of calling XCTFail so that the fuzz targets,
// which run outside XCTest (Scripts/fuzz), use them too: a test writes
//
//     XCTAssertNoThrow(try checkQueries(masonry, in: rect), "seed \(seed)")
//
// and a fuzz target `require { try checkQueries(masonry, in: rect) }`,
// which traps with the violation's description.

/// A broken promise found by a contract check: what was expected, and
/// what the engine did instead.
public struct ContractViolation: Error, CustomStringConvertible {
  /// What broke, with the values that show it.
  public var description: String

  /// Creates a violation that says what broke.
  public init(_ description: String) {
    self.description = description
  }
}

/// Throws a violation saying `message` unless `condition` holds.
@inline(__always)
func expect(
  _ condition: Bool, _ message: @autoclosure () -> String
) throws(ContractViolation) {
  if !condition { throw ContractViolation(message()) }
}

/// Throws a violation unless the two values are equal, naming both.
@inline(__always)
func expectEqual<T: Equatable>(
  _ actual: T, _ expected: T, _ message: @autoclosure () -> String
) throws(ContractViolation) {
  if actual != expected {
    throw ContractViolation("\(message()): \(actual) is not \(expected)")
  }
}
