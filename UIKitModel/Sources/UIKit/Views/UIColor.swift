// UIColor: in the model a colour is its name, enough for a host to choose
// a background and a test to read it.

/// An object that stores color data and sometimes opacity.
///
/// The model keeps only the colour's name: `UIColor.clear` and
/// `UIColor.systemBackground` ("The color for the main background of
/// your interface") are equal to themselves and to nothing else.
open class UIColor: NSObject, @unchecked Sendable {
  /// Model only: the colour's name.
  public let modelName: String

  init(modelName: String) {
    self.modelName = modelName
  }

  /// A color object with grayscale and alpha values that are both 0.0.
  open class var clear: UIColor { UIColor(modelName: "clear") }

  /// The color for the main background of your interface.
  open class var systemBackground: UIColor { UIColor(modelName: "systemBackground") }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.modelName == modelName
  }

  open override var hash: Int { modelName.hashValue }

  open override var description: String { "UIColor.\(modelName)" }
}
