// The fade's rules, written once for both engines: each engine's
// `validate()` asks which field breaks one, reports it as its own error
// naming the field `fade`, and decoding reports it at the fade's own field.

extension Fade {
  /// The first field of the fade that breaks a rule, in the order the
  /// fields are declared; `nil` when the fade is valid.
  ///
  /// The bounds must not be NaN (the infinities turn a side off), `range`
  /// must be finite and positive, `minimumAlpha` in `0...1`, and
  /// `minimumScale` above 0 and at most 1.
  var _invalidField: CodingKeys? {
    if minimumOffset.isNaN { return .minimumOffset }
    if maximumOffset.isNaN { return .maximumOffset }
    guard range.isFinite, range > 0 else { return .range }
    guard minimumAlpha >= 0, minimumAlpha <= 1 else { return .minimumAlpha }
    guard minimumScale > 0, minimumScale <= 1 else { return .minimumScale }
    return nil
  }

  /// The rule an invalid fade breaks, to follow "must" in an engine's
  /// error: `"have a finite, positive range"`, for example.
  var _brokenRule: String {
    switch _invalidField {
    case .minimumOffset: "have a minimumOffset that is not NaN (-inf turns that side off)"
    case .maximumOffset: "have a maximumOffset that is not NaN (inf turns that side off)"
    case .range: "have a finite, positive range"
    case .minimumAlpha: "have a minimumAlpha from 0 to 1"
    case .minimumScale: "have a minimumScale above 0 and at most 1"
    case nil: "be valid"
    }
  }
}
