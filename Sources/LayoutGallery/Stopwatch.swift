// Wall-clock timing for the gallery's "how long the layout took" column.

import Dispatch

/// Measures the seconds a piece of work takes.
enum Stopwatch {
  static func time<Result>(_ work: () throws -> Result) rethrows -> (Result, seconds: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try work()
    let end = DispatchTime.now().uptimeNanoseconds
    return (result, Double(end &- start) / 1e9)
  }
}
