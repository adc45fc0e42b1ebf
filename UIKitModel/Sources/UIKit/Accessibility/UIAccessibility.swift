// Accessibility: the traits, UIAccessibilityElement, and what VoiceOver
// reads of a view (its elements in order, each with label, value, traits
// and frame). The members UIKit declares on NSObject are in UIResponder's
// body (UIView.swift), so that subclasses override them as in UIKit.

/// Constants that describe how an accessibility element behaves.
///
/// "Set these traits to tell an assistive app how an accessibility element
/// behaves or how to treat it" (`UIAccessibilityTraits`). The model
/// declares the traits the products use and a few neighbours; UIKit's raw
/// values are private, so these bits are the model's own.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// "The accessibility element has no traits."
  public static let none = UIAccessibilityTraits([])
  /// "The accessibility element behaves like a button."
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// "The accessibility element behaves like an image."
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// "The accessibility element is currently in a selected state": "a
  /// selected table row or a selected segment in a segmented control".
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The accessibility element behaves like static text that cannot
  /// change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The accessibility element is not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// "The accessibility element allows continuous adjustment through a
  /// range of values", "such as a slider or a picker view"; an element
  /// with it "must also implement the `accessibilityIncrement()` and
  /// `accessibilityDecrement()` methods".
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// An element that represents an item in a container view that is not a
/// view itself (`UIAccessibilityElement`).
///
/// "If you have a view that contains nonview items ... that need to be
/// accessible ... the containing view should implement the
/// UIAccessibilityContainer informal protocol and use this method to
/// create an accessibility element to represent each item"
/// (`init(accessibilityContainer:)`). Its label, value, traits and
/// increment and decrement are UIResponder's members, which a subclass
/// overrides.
@MainActor
open class UIAccessibilityElement: UIResponder {
  /// The view that contains the accessibility element
  /// (`accessibilityContainer`), weakly.
  open weak var accessibilityContainer: AnyObject?

  /// Creates an accessibility element to represent an item in the
  /// specified container.
  ///
  /// - Parameter container: The view that contains the element.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// The frame of the element in screen coordinates
  /// (`accessibilityFrame`); the model has no screen, so it is kept as
  /// set. Setting it makes ``accessibilityFrameInContainerSpace`` null,
  /// as UIKit documents.
  open var accessibilityFrame: CGRect {
    get { _frame }
    set {
      _frame = newValue
      _frameInContainerSpace = .null
    }
  }

  /// The frame of the element in the coordinate space of its container
  /// view (`accessibilityFrameInContainerSpace`): "Use this property to
  /// set the frame rectangle for an element in a scroll view's content
  /// view". `CGRect.null` by default.
  ///
  /// A container's coordinate space is its bounds': in a scroll view it
  /// moves with the content offset, so an element meant to cover the
  /// visible area has the container's `bounds` as its frame, not a rect at
  /// the origin.
  open var accessibilityFrameInContainerSpace: CGRect {
    get { _frameInContainerSpace }
    set { _frameInContainerSpace = newValue }
  }

  private var _frame = CGRect.zero
  private var _frameInContainerSpace = CGRect.null
}

/// What VoiceOver reads of one accessibility element. Model only.
public struct ModelAccessibilityElement {
  /// The element, to perform its actions (`accessibilityIncrement()`,
  /// `accessibilityDecrement()`) as VoiceOver's swipes up and down do.
  public let element: UIResponder
  /// Its `accessibilityLabel`.
  public let label: String?
  /// Its `accessibilityValue`.
  public let value: String?
  /// Its `accessibilityTraits`.
  public let traits: UIAccessibilityTraits
  /// Its frame in the container's bounds coordinates: a
  /// `UIAccessibilityElement`'s `accessibilityFrameInContainerSpace`, a
  /// view's `frame`; `nil` where neither applies.
  public let frameInContainer: CGRect?
}

extension UIView {
  /// The accessibility elements VoiceOver visits in this view, in order.
  /// Model only.
  ///
  /// The view's `accessibilityElements` when set (each entry that is an
  /// element itself, or, for a container, its own elements in turn; an
  /// entry that is neither is skipped); otherwise the view itself when it
  /// is an accessibility element (`isAccessibilityElement`); otherwise
  /// what the view exposes of its content (``modelDefaultAccessibilityElements``).
  public var modelAccessibilityElements: [ModelAccessibilityElement] {
    // UIKit's collection view is a container of its own: VoiceOver reads
    // its cells, each by its own properties, and an `accessibilityElements`
    // set on it goes unread. Whether a subclass's container methods are
    // consulted is undocumented, and developers report they are not
    // (openradar 20419462: VoiceOver "focuses the first cell regardless"
    // of them; openradar 19194522: they are not called,
    // `indexOfAccessibilityElement` aside): that is the model's reading,
    // unless a test asks for the other (`modelAccessibilityReadsContainerMethods`).
    // What the view contains is hidden; the view itself is still read
    // when it is an element (the stricter reading of "contained within").
    if accessibilityElementsHidden {
      return isAccessibilityElement ? [Self.modelRead(self)] : []
    }
    if let collectionView = self as? UICollectionView {
      guard collectionView.modelAccessibilityReadsContainerMethods else {
        return modelDefaultAccessibilityElements
      }
      return (0..<accessibilityElementCount()).flatMap { index -> [ModelAccessibilityElement] in
        Self.modelEntry(accessibilityElement(at: index))
      }
    }
    if let elements = accessibilityElements {
      return elements.flatMap { entry -> [ModelAccessibilityElement] in
        if let view = entry as? UIView { return view.modelAccessibilityElements }
        guard let element = entry as? UIResponder, element.isAccessibilityElement else {
          return []
        }
        return [Self.modelRead(element)]
      }
    }
    if isAccessibilityElement { return [Self.modelRead(self)] }
    return modelDefaultAccessibilityElements
  }

  /// What a view that is not an element and lists no elements exposes of
  /// its content. A plain view exposes what its subviews (those
  /// `addSubview(_:)` added) expose, in the order they were added; a
  /// collection view exposes its visible cells and supplementary views in
  /// the order its container methods give (cells by index path, each
  /// section's supplementary views by position among them), each as
  /// ``modelEntry(_:)`` reads it. The model does not read a cell's or a
  /// supplementary view's hosted content (SwiftUI's accessibility), so a
  /// view that is not an element and lists no elements reads as itself.
  var modelDefaultAccessibilityElements: [ModelAccessibilityElement] {
    guard let collectionView = self as? UICollectionView else {
      return subviews.flatMap(\.modelAccessibilityElements)
    }
    return collectionView._accessibleViews.flatMap { Self.modelEntry($0) }
  }

  /// One entry of a container, read as VoiceOver does: a view as a
  /// container in turn, an element as itself, anything else as nothing.
  static func modelEntry(_ entry: Any?) -> [ModelAccessibilityElement] {
    if let view = entry as? UICollectionReusableView {
      // A cell or supplementary view reads as itself (the model does not
      // read hosted content) unless it is a container or an element of
      // its own, or hides what it contains.
      if view.isAccessibilityElement || view.accessibilityElements != nil
        || view.accessibilityElementsHidden
      {
        return view.modelAccessibilityElements
      }
      return [modelRead(view)]
    }
    if let view = entry as? UIView { return view.modelAccessibilityElements }
    guard let element = entry as? UIResponder, element.isAccessibilityElement else { return [] }
    return [modelRead(element)]
  }

  /// Reads an element as VoiceOver does.
  static func modelRead(_ element: UIResponder) -> ModelAccessibilityElement {
    var frame: CGRect?
    if let element = element as? UIAccessibilityElement,
      !element.accessibilityFrameInContainerSpace.isNull
    {
      frame = element.accessibilityFrameInContainerSpace
    } else if let view = element as? UIView {
      frame = view.frame
    }
    return ModelAccessibilityElement(
      element: element, label: element.accessibilityLabel, value: element.accessibilityValue,
      traits: element.accessibilityTraits, frameInContainer: frame)
  }
}
