// NSCollectionLayoutContainer: the size and insets of what a compositional
// layout lays out in.

/// The container of a layout: its size and the insets of its content.
///
/// "effectiveContentSize": "The size of the container's content area
/// after accounting for content insets"; "effectiveContentInsets": "The
/// content insets of the container, adjusted for the content insets
/// reference" (Apple Developer Documentation). How the model fills them:
/// `UICollectionViewCompositionalLayout+Environment.swift`.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The size of the container's content area.
  var contentSize: CGSize { get }

  /// The size of the container's content area after accounting for
  /// content insets.
  var effectiveContentSize: CGSize { get }

  /// The content insets of the container.
  var contentInsets: NSDirectionalEdgeInsets { get }

  /// The content insets of the container, adjusted for the content
  /// insets reference.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
