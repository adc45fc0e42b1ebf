// Layout direction: UIUserInterfaceLayoutDirection, UISemanticContentAttribute,
// UITraitEnvironmentLayoutDirection and the traits the model carries.

/// The directional flow of the user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// The layout direction is left to right.
  case leftToRight = 0
  /// The layout direction is right to left.
  case rightToLeft = 1
}

/// A semantic description of a view's contents, used to determine whether
/// the view should be flipped when switching between left-to-right and
/// right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
  /// The view follows the user interface's layout direction.
  case unspecified = 0
  /// A view of playback controls, never flipped.
  case playback = 1
  /// A view of spatial controls, never flipped.
  case spatial = 2
  /// Always laid out left to right.
  case forceLeftToRight = 3
  /// Always laid out right to left.
  case forceRightToLeft = 4
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// The layout direction is not known.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The traits the model gives a view: its layout direction and display
/// scale (the rest of UIKit's trait collection is not modelled).
@MainActor
open class UITraitCollection: NSObject {
  /// The layout direction of the environment.
  open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  /// The display scale: points to pixels (0 when not known).
  open private(set) var displayScale: CGFloat = 0

  /// A trait collection with no traits specified.
  public override init() {
    super.init()
  }

  /// A trait collection with only a layout direction.
  ///
  /// - Parameter layoutDirection: The layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init()
    self.layoutDirection = layoutDirection
  }

  /// A trait collection with only a display scale.
  ///
  /// - Parameter scale: The display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init()
    self.displayScale = scale
  }

  /// A trait collection with the specified traits of each collection, later
  /// ones winning.
  ///
  /// - Parameter traitCollections: The collections to combine.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init()
    for traits in traitCollections {
      if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
      if traits.displayScale != 0 { displayScale = traits.displayScale }
    }
  }
}
