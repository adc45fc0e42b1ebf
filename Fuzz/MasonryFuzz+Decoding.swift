// Decoding is validation: the fuzzed configuration, written as JSON (every
// field, the new ones included), decodes exactly when it is valid, and a
// failure names the invalid field; JSON with junk in a field fails with a
// `DecodingError`, never a trap.

import Foundation
import LayoutGeometry
import MasonryLayout

extension MasonryFuzzRun {
  static func checkDecoding(
    _ configuration: Masonry.Configuration, _ expectedField: String?,
    _ input: inout FuzzInput
  ) {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let corrupt = input.choice(3) == 0
    let text = json(configuration, corrupt: corrupt ? input.byte() : nil)
    do {
      let decoded = try decoder.decode(Masonry.Configuration.self, from: Data(text.utf8))
      require(firstInvalidField(of: decoded) == nil, "decoded an invalid configuration \(text)")
      require((try? Masonry(configuration: decoded)) != nil, "decoded, then rejected: \(text)")
      if !corrupt {
        require(expectedField == nil, "decoded \(text), which is invalid at \(expectedField!)")
        // Stamps with NaN are data and decode as such; NaN equals nothing.
        var comparable = decoded
        comparable.stamps = configuration.stamps
        require(comparable == configuration, "\(text) decoded to \(decoded)")
        require(decoded.stamps.count == configuration.stamps.count, "\(text): stamps")
      }
    } catch let error as DecodingError {
      guard !corrupt else { return }
      guard case .dataCorrupted(let context) = error, let field = expectedField else {
        fatalError("invariant broken: \(text) failed with \(error)")
      }
      require(context.codingPath.last?.stringValue == field, "\(text): \(context.codingPath)")
    } catch {
      fatalError("invariant broken: \(text) threw a non-decoding error \(error)")
    }
  }

  /// The configuration as JSON, with NaN and infinities as the strings the
  /// decoder above accepts; with `corrupt`, one value replaced by junk.
  static func json(_ configuration: Masonry.Configuration, corrupt: UInt8?) -> String {
    let junk = [
      "1e400", "-1e400", "99999999999999999999", "\"NaN\"", "null", "true", "1.5", "[]", "{}",
      "\"\"", "-0", "1e-400", "\"diagonal\"",
    ]
    var slot = 0
    func corrupted() -> String? {
      slot += 1
      guard let corrupt, Int(corrupt) % 16 == slot else { return nil }
      return junk[Int(corrupt) % junk.count]
    }
    func number(_ value: Double) -> String {
      if let junk = corrupted() { return junk }
      if value.isNaN { return "\"nan\"" }
      if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
      return "\(value)"
    }
    func integer(_ value: Int) -> String { corrupted() ?? "\(value)" }
    func name(_ value: String) -> String { corrupted() ?? "\"\(value)\"" }
    let columns: String
    switch configuration.columns {
    case .fixed(let count): columns = "{\"fixed\": \(integer(count))}"
    case .adaptive(let minimumWidth, let maximumCount):
      let maximum = maximumCount.map { ", \"maximumCount\": \(integer($0))" } ?? ""
      columns = "{\"adaptive\": {\"minimumWidth\": \(number(minimumWidth))\(maximum)}}"
    case .fixedWidth(let width): columns = "{\"fixedWidth\": \(number(width))}"
    }
    let insets = configuration.contentInsets
    let stamps = configuration.stamps.map { stamp in
      "{\"origin\": {\"x\": \(number(stamp.origin.x)), \"y\": \(number(stamp.origin.y))}, "
        + "\"size\": {\"width\": \(number(stamp.size.width)), "
        + "\"height\": \(number(stamp.size.height))}}"
    }
    var fields = [
      "\"columns\": \(columns)",
      "\"columnSpacing\": \(number(configuration.columnSpacing))",
      "\"rowSpacing\": \(number(configuration.rowSpacing))",
      "\"contentInsets\": {\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), "
        + "\"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}",
      "\"packing\": \(name(configuration.packing.rawValue))",
      "\"layoutDirection\": \(name(configuration.layoutDirection.rawValue))",
      "\"tolerance\": \(number(configuration.tolerance))",
      "\"tieBreaking\": \(name(configuration.tieBreaking.rawValue))",
      "\"axis\": \(name(configuration.axis.rawValue))",
      "\"columnAlignment\": \(name(configuration.columnAlignment.rawValue))",
      "\"stamps\": [\(stamps.joined(separator: ", "))]",
    ]
    if let scale = configuration.displayScale {
      fields.append("\"displayScale\": \(number(scale))")
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
