// Holding mutable state across the iterations of a benchmark.

/// A reference to a value that the iterations of one benchmark mutate in
/// place, such as an engine that each iteration appends to.
///
/// A benchmark's setup state reaches its closure as a copy; a struct with
/// array storage would then be copied on the first mutation of every
/// iteration. Through a class the arrays stay uniquely referenced.
/// Benchmarks run one iteration at a time, on one thread.
public final class Shared<Value>: @unchecked Sendable {
  /// The value.
  public var value: Value

  /// Wraps `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    self.value = value
  }
}
