// How long each benchmark runs and what it measures, shared by the targets.

import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The metrics of every timed benchmark.
///
/// Malloc counts stay exact only without the operating system's metrics
/// (`cpuTotal`, `peakMemoryResident`), so memory is measured by benchmarks
/// of its own.
public let timedMetrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

/// A custom metric: how many frames a scroll sweep queries, to turn its
/// time into a time per frame.
public let framesMetric = BenchmarkMetric.custom(
  "frames", polarity: .prefersLarger, useScalingFactor: false)

/// Whether the environment asks for a quick run (`BENCHMARK_QUICK` set to
/// anything but `0`), as `check-mallocs` does: every benchmark then stops
/// after a few iterations, which is enough to count its mallocs, since the
/// count is the same in every iteration.
public let quickRun: Bool = {
  guard let value = getenv("BENCHMARK_QUICK") else { return false }
  return String(cString: value) != "0"
}()

/// A benchmark configuration that stops after `iterations` iterations or
/// `seconds`, whichever comes first (in a ``quickRun``, after at most 10
/// iterations or 0.2 s).
///
/// - Parameters:
///   - iterations: The most iterations to measure.
///   - seconds: The most time to spend measuring.
///   - warmup: Iterations run, unmeasured, before the first measured one.
///   - scale: Operations per iteration; results are reported per
///     operation.
///   - metrics: What to measure; ``timedMetrics`` by default.
/// - Returns: The configuration.
public func limits(
  iterations: Int, seconds: Int = 2, warmup: Int = 1, scale: BenchmarkScalingFactor = .one,
  metrics: [BenchmarkMetric] = timedMetrics
) -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: metrics,
    warmupIterations: warmup,
    scalingFactor: scale,
    maxDuration: quickRun ? .milliseconds(200) : .seconds(seconds),
    maxIterations: quickRun ? min(iterations, 10) : iterations)
}
