// NSCollectionLayoutEnvironment: what a compositional layout's section
// provider and handlers are told about where they lay out.

/// The environment a section provider, a custom group's item provider or
/// a visible-items handler is called with.
///
/// "NSCollectionLayoutEnvironment" (Apple Developer Documentation):
/// "Information about the layout's container and environment traits,
/// such as size classes and display scale". The model's environments are
/// private classes (`UICollectionViewCompositionalLayout+Environment.swift`).
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The layout container for the current layout environment.
  var container: any NSCollectionLayoutContainer { get }

  /// The traits of the layout environment.
  var traitCollection: UITraitCollection { get }
}
