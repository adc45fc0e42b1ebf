// What the model records where UIKit would raise an exception or log an
// error, so that a test asserts none happened.

/// A breach of UIKit's rules that the model recorded instead of raising.
///
/// UIKit raises `NSInternalInconsistencyException` for most of these (an
/// invalid batch update, attributes for an index path that does not
/// exist); the model records them in
/// ``UICollectionView/modelViolations`` and carries on, so a scenario test
/// reports every one of them and never crashes.
public struct UIKitModelViolation: Sendable, CustomStringConvertible {
  /// The rule broken.
  public enum Kind: String, Sendable {
    /// The data source's counts after a batch update differ from the
    /// counts before it plus inserts minus deletes ("Invalid update:
    /// invalid number of items in section …" / "… of sections …").
    case invalidNumberOfItems
    /// An update asks for an index path outside the counts before (a
    /// delete, reload or move source) or after it (an insert or move
    /// destination), or names one twice.
    case invalidUpdateIndexPath
    /// The layout returned attributes for an index path that does not
    /// exist ("UICollectionView received layout attributes for a cell with
    /// an index path that does not exist").
    case attributesIndexPathOutOfRange
    /// The layout returned two attributes for one element in one query.
    case duplicateAttributes
    /// The layout returned a frame or transform with a NaN or infinite
    /// component, or a negative size.
    case invalidFrame
    /// The layout's content size is NaN, infinite or negative.
    case invalidContentSize
    /// `layoutAttributesForItem(at:)` or
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` disagrees with
    /// the attributes `layoutAttributesForElements(in:)` returned for the
    /// same element.
    case inconsistentItemAttributes
    /// A content offset the layout asked for (a target offset or an
    /// adjustment) is NaN or infinite.
    case invalidContentOffset
    /// Self-sizing kept invalidating the layout without settling.
    case selfSizingDidNotSettle
    /// A query for a section or item that does not exist.
    case invalidQuery
    /// A diffable data source snapshot was edited with an identifier it
    /// does not hold, or given one it already holds ("Invalid item
    /// identifier specified", "supplied item identifiers are not unique").
    case invalidSnapshotIdentifier
    /// The layout showed a supplementary view that the data source does
    /// not provide: it does not implement
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, or a
    /// diffable data source has no `supplementaryViewProvider` or one that
    /// returns `nil` (UIKit raises: "the view returned from
    /// -collectionView:viewForSupplementaryElementOfKind:atIndexPath: …
    /// was not retrieved by calling
    /// -dequeueReusableSupplementaryViewOfKind:…" or "must not return
    /// nil").
    case missingSupplementaryView
    /// A compositional layout's description cannot be laid out as given:
    /// a section provider returned nil, a group holds no item (a custom
    /// group's provider returned none, which ends its section), or a
    /// custom item's frame is not finite (kept as given, never shown).
    case invalidCompositionalLayout
    /// The layout returned attributes of a class other than its
    /// `layoutAttributesClass`: UIKit makes its own attributes of that
    /// class ("The methods for creating layout attributes use this class
    /// when creating new layout attributes objects") and compares them
    /// with the layout's with `isEqual(_:)`, which a subclass answers
    /// `false` against another class, and the base class answers without
    /// the subclass's values. "If you subclass
    /// UICollectionViewLayoutAttributes in order to manage additional
    /// layout attributes, you should override this method and return
    /// your custom subclass" (`layoutAttributesClass`).
    case attributesOfAnotherClass
    /// A view was dequeued through a registration made inside the data
    /// source's call for a view (a cell provider, a supplementary view
    /// provider, `collectionView(_:cellForItemAt:)`), where each call
    /// would make a new reuse queue. UIKit raises since iOS 15:
    /// "Attempted to dequeue a cell using a registration that was created
    /// inside -collectionView:cellForItemAtIndexPath: or inside a
    /// UICollectionViewDiffableDataSource cell provider. Creating a new
    /// registration each time a cell is requested will prevent reuse and
    /// cause created cells to remain inaccessible in the hierarchy"
    /// (Apple Developer Forums, thread 681739, a Frameworks Engineer's
    /// answer). The model takes the same rule for supplementary views,
    /// the stricter reading.
    case registrationMadeInProvider
  }

  /// The rule broken.
  public let kind: Kind

  /// What happened, in UIKit's words where UIKit has words for it.
  public let message: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - kind: The rule broken.
  ///   - message: What happened.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The kind and the message.
  public var description: String { "\(kind.rawValue): \(message)" }
}
