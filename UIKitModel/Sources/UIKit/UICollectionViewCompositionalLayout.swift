// UICollectionViewCompositionalLayout: a layout composed of sections,
// groups and items, each sized relative to its container.

/// A closure that creates and returns each of the layout's sections.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout object that lets you combine items in highly adaptive and
/// flexible visual arrangements.
///
/// "A compositional layout is a type of collection view layout. It's
/// designed to be composable, flexible, and fast, letting you build any
/// kind of visual arrangement for your content by combining — or
/// compositing — each smaller component into a full layout"
/// ("UICollectionViewCompositionalLayout", Apple Developer
/// Documentation).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var _configuration: UICollectionViewCompositionalLayoutConfiguration

  /// Creates a compositional layout object with a single section.
  ///
  /// - Parameter section: The section of every index.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a compositional layout object with a single section and an
  /// additional configuration.
  ///
  /// - Parameters:
  ///   - section: The section of every index.
  ///   - configuration: The layout's configuration.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a compositional layout object using a section provider to
  /// supply the layout's sections.
  ///
  /// - Parameter sectionProvider: Returns the section for an index.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a compositional layout object using a section provider to
  /// supply the layout's sections and an additional configuration.
  ///
  /// - Parameters:
  ///   - sectionProvider: Returns the section for an index.
  ///   - configuration: The layout's configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    _sectionProvider = sectionProvider
    _configuration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
    super.init()
  }

  /// Creates a layout from an archive; the model has none, and returns nil.
  ///
  /// - Parameter coder: An unarchiver object.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The layout's configuration, which determines its scroll direction,
  /// section spacing, and headers or footers: a copy of the one given
  /// (UIKit declares it `@NSCopying`). "Modifying this property triggers
  /// an invalidation of the layout"; the model invalidates everything.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { _configuration }
    set {
      _configuration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
      invalidateLayout()
    }
  }
}
