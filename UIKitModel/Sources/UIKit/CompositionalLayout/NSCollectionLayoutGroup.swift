// NSCollectionLayoutGroup: a container of items (or groups) in a
// compositional layout, laid out horizontally, vertically or by a custom
// provider.

/// A closure that returns an array of custom items for a custom group.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container for a set of items that lays out the items along a path.
///
/// "Each group specifies its own size in terms of its container. ... In a
/// section, the group is repeated until the section's items run out"
/// (the model's reading of "NSCollectionLayoutGroup", Apple Developer
/// Documentation: "a group determines how its items are laid out in
/// relation to each other"). How each kind lays out its items:
/// `UICollectionViewCompositionalLayout+Solving.swift`.
///
/// The class methods return `Self` as UIKit's do; the model makes an
/// instance of this class, so calling them on a subclass is not modelled.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum _Kind {
    /// Subitems along an axis, in order, repeated while they fit.
    case horizontal, vertical
    /// One subitem `count` times along an axis, each sized to fit.
    case horizontalRepeating(Int)
    case verticalRepeating(Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  let _kind: _Kind
  private let _subitems: [NSCollectionLayoutItem]

  init(_kind kind: _Kind, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
    _kind = kind
    _subitems = subitems
    super.init(_layoutSize: layoutSize, supplementaryItems: [])
  }

  private class func _make(
    _ kind: _Kind, _ layoutSize: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem]
  ) -> Self {
    NSCollectionLayoutGroup(_kind: kind, layoutSize: layoutSize, subitems: subitems) as! Self
  }

  /// Creates a group of the specified size, containing an array of
  /// equally sized items arranged in a horizontal line up to the number
  /// specified by count (deprecated in iOS 16: the model treats it as
  /// ``horizontal(layoutSize:repeatingSubitem:count:)``): "When you set a
  /// value for the interItemSpacing property after using this
  /// initializer, the group keeps the same number of items and
  /// automatically resizes them to add the extra specified spacing
  /// between them."
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item to repeat.
  ///   - count: The number of items.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    _make(.horizontalRepeating(count), layoutSize, [subitem])
  }

  /// Creates a group that repeats the specified subitem a certain number
  /// of times along the horizontal axis ("It's your responsibility to
  /// ensure that the group's layoutSize can fit count repetitions of this
  /// item"; the model sizes each repetition to fit, as the iOS 13 form
  /// documents).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The subitem to repeat.
  ///   - count: The number of times to repeat the subitem.
  /// - Returns: The group.
  @available(iOS 16.0, tvOS 16.0, *)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    _make(.horizontalRepeating(count), layoutSize, [subitem])
  }

  /// Creates a group of the specified size with an array of items
  /// arranged in a horizontal line.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items, repeated in order while they fit.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    _make(.horizontal, layoutSize, subitems)
  }

  /// Creates a group of the specified size, containing an array of
  /// equally sized items arranged in a vertical line up to the number
  /// specified by count (deprecated in iOS 16).
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item to repeat.
  ///   - count: The number of items.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    _make(.verticalRepeating(count), layoutSize, [subitem])
  }

  /// Creates a group that repeats the specified subitem a certain number
  /// of times along the vertical axis.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The subitem to repeat.
  ///   - count: The number of times to repeat the subitem.
  /// - Returns: The group.
  @available(iOS 16.0, tvOS 16.0, *)
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    _make(.verticalRepeating(count), layoutSize, [subitem])
  }

  /// Creates a group of the specified size with an array of items
  /// arranged in a vertical line.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items, repeated in order while they fit.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    _make(.vertical, layoutSize, subitems)
  }

  /// Creates a group of the specified size, with an item provider that
  /// creates a custom arrangement for those items.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - itemProvider: Returns the frames of the group's items.
  /// - Returns: The group.
  open class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    _make(.custom(itemProvider), layoutSize, [])
  }

  /// The amount of space between the items in the group: nil (none) by
  /// default. Flexible spacing is taken as its minimum.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// An array of the items contained in the group.
  open var subitems: [NSCollectionLayoutItem] { _subitems }

  /// A string that describes the group's layout (the model's own words).
  ///
  /// - Returns: The description.
  open func visualDescription() -> String {
    "NSCollectionLayoutGroup \(_kind) of \(_subitems.count) subitems"
  }

  /// A copy of the group, with its content insets and spacing.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutGroup(_kind: _kind, layoutSize: layoutSize, subitems: _subitems)
    copy.contentInsets = contentInsets
    copy.interItemSpacing = interItemSpacing
    return copy
  }
}
