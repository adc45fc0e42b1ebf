// Reading a fuzzer's bytes as a stream of choices. Compiled into every fuzz
// target (see Scripts/fuzz); not part of the package.
//
// Every read succeeds: past the end of the input it returns zeros, so a
// short input is a valid (small) case and the fuzzer never wastes a run.

/// A cursor over the fuzzer's input bytes that turns them into numbers,
/// choices and awkward floating-point values.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ data: UnsafePointer<UInt8>?, count: Int) {
    bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : count)
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// The next `n` bytes as a little-endian integer.
  mutating func bits(_ n: Int) -> UInt64 {
    var value: UInt64 = 0
    for shift in 0..<n { value |= UInt64(byte()) << (8 * UInt64(shift)) }
    return value
  }

  /// A number in `0 ..< count` (`count` at most 256).
  mutating func choice(_ count: Int) -> Int {
    Int(byte()) % count
  }

  /// A Boolean from one byte.
  mutating func flag() -> Bool { byte() & 1 == 1 }

  /// An element of `elements`.
  mutating func element<T>(of elements: [T]) -> T {
    elements[choice(elements.count)]
  }

  /// A small integer in `range`.
  mutating func integer(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(bits(2) % span)
  }

  /// An integer that is usually in `range` and now and then absurd:
  /// negative, zero, `Int.min`, `Int.max` or just past the range.
  mutating func count(in range: ClosedRange<Int>) -> Int {
    switch choice(16) {
    case 0: return element(of: [Int.min, -1, 0, Int.max, Int(Int32.max), 1 << 53])
    case 1: return range.upperBound + integer(in: 1...3)
    default: return integer(in: range)
    }
  }

  /// Values that break naive arithmetic: non-finite, signed zeros,
  /// subnormals, the largest magnitudes, and the magnitudes where a
  /// `Double` stops resolving points.
  static let specialValues: [Double] = [
    .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude,
    .leastNormalMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 1e300, -1e300, 1e12, 1e12.nextUp, 1e13, 1e15, -1e15, 1e16,
    0x1p53, 0x1p53 + 2, -0x1p53, 1e-300, 0.1, 1.0 / 3, -1, -0.5, 0.5, 1, 2, 3,
  ]

  /// A double: usually an ordinary value of the given magnitude (a whole or
  /// quarter value, so that ties happen), sometimes a special value, and
  /// sometimes any bit pattern at all.
  mutating func double(magnitude: Double = 500) -> Double {
    switch choice(16) {
    case 0, 1: return element(of: Self.specialValues)
    case 2: return Double(bitPattern: bits(8))
    case 3: return Double(Int16(truncatingIfNeeded: bits(2))) / 64 * magnitude
    case 4: return Double(bits(2)) / 65536 * magnitude
    default: return Double(byte()) / 4 * magnitude / 64
    }
  }

  /// A double that is a plausible length (finite, not negative) unless the
  /// input asks for a special value.
  mutating func length(magnitude: Double = 500) -> Double {
    let value = double(magnitude: magnitude)
    return value.isFinite && choice(4) != 0 ? abs(value) : value
  }
}

/// Stops the fuzzer with a message naming the broken invariant; libFuzzer
/// records the input that did it.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError("invariant broken: \(message())", file: file, line: line) }
}

/// Stops the fuzzer when a contract check of LayoutContractSupport throws,
/// with the violation it names and `context`.
///
///     require("\(configuration)") { try checkQueries(engine, in: rect) }
func require(
  _ context: @autoclosure () -> String = "", _ check: () throws -> Void,
  file: StaticString = #fileID, line: UInt = #line
) {
  do {
    try check()
  } catch {
    fatalError("invariant broken: \(error); \(context())", file: file, line: line)
  }
}

extension Int {
  /// The sum, clamped to `Int.min ... Int.max` where it would overflow.
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }
}
