// The gallery's command-line options, parsed from plain arguments so the
// command needs no package.

/// What the gallery draws, as chosen on the command line.
public struct GalleryOptions: Hashable, Sendable {
  /// Columns of the masonry pictures.
  public var columns = 3

  /// Packing of the first masonry picture: `nil` draws both side by side.
  public var packing: String?

  /// Photos in each masonry feed.
  public var itemCount = 40

  /// Items on the wheel.
  public var wheelItemCount = 12

  /// Seed of the photo aspect-ratio generator.
  public var seed: UInt64 = 2026

  /// Folder the SVG files are written to, created when missing.
  public var outputDirectory = "gallery"

  /// Whether `--help` was asked for.
  public var showsHelp = false

  /// Creates the default options: what the gallery draws with no arguments.
  public init() {}

  /// The usage text printed by `--help`.
  public static let usage = """
    usage: layout-gallery [options]

    Draws the masonry and wheel layouts to SVG files and prints one line per file.

    options:
      --columns N        masonry columns, 1 to 12 (default 3)
      --packing P        round-robin, shortest-column, or both (default both)
      --count N          photos per masonry feed, 0 to 10000 (default 40)
      --wheel-count N    items on the wheel, 0 to 10000 (default 12)
      --seed N           seed for the photo aspect ratios (default 2026)
      --output DIR       folder for the SVG files (default ./gallery)
      -h, --help         show this help
    """

  /// An argument the gallery cannot use, with a one-line message.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, one line, naming the argument and what was wrong.
    public var description: String
  }

  /// Parses command-line arguments (without the program name).
  ///
  /// - Throws: ``ParseError`` for an unknown option, a missing value, or a
  ///   value out of range.
  public init(arguments: [String]) throws {
    self.init()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws -> String {
        guard let next = remaining.popFirst() else {
          throw ParseError(description: "\(argument) needs a value (see --help)")
        }
        return next
      }
      switch argument {
      case "-h", "--help": showsHelp = true
      case "--columns": columns = try Self.integer(try value(), for: argument, in: 1...12)
      case "--count": itemCount = try Self.integer(try value(), for: argument, in: 0...10_000)
      case "--wheel-count":
        wheelItemCount = try Self.integer(try value(), for: argument, in: 0...10_000)
      case "--seed":
        let text = try value()
        guard let parsed = UInt64(text) else {
          throw ParseError(
            description: "--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'")
        }
        seed = parsed
      case "--output":
        let text = try value()
        guard !text.isEmpty else { throw ParseError(description: "--output needs a folder name") }
        outputDirectory = text
      case "--packing":
        let text = try value()
        switch text {
        case "round-robin", "shortest-column": packing = text
        case "both": packing = nil
        default:
          throw ParseError(
            description: "--packing takes round-robin, shortest-column or both, not '\(text)'")
        }
      default:
        throw ParseError(description: "unknown option '\(argument)' (see --help)")
      }
    }
  }

  private static func integer(_ text: String, for option: String, in range: ClosedRange<Int>) throws
    -> Int
  {
    guard let number = Int(text), range.contains(number) else {
      throw ParseError(
        description:
          "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return number
  }
}
