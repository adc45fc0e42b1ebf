// UICollectionReusableView and UICollectionViewCell: the views a collection
// view reuses for its elements (UICollectionView+Cells.swift keeps the
// reuse queues), the content configuration a cell applies to its content
// view, and the self-sizing a cell does when the collection view asks it
// (`preferredLayoutAttributesFitting(_:)`, UIKit's default: the content
// view fitted along both axes at `fittingSizeLevel`).

/// A view that defines the behavior for all cells and supplementary views
/// presented by a collection view.
@MainActor
open class UICollectionReusableView: UIView {
  /// The registration whose queue the view goes back to when its element
  /// leaves the display (set by the dequeue; the object keeps the queue's
  /// key alive while a view of it exists).
  var _reuseKey: AnyObject?
  var _reuseIdentifier: String?

  /// A string that identifies the purpose of the view: the registration's
  /// identifier once the view has been dequeued, nil before.
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// Creates a view with a zero frame.
  ///
  /// Required in the model only: UIKit makes a registration's views of
  /// any class at run time, which Swift does generically only through a
  /// required initialiser. A subclass that overrides `init(frame:)` and
  /// `init?(coder:)`, as UIKit's pattern has it, inherits it.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Performs any clean up necessary to prepare the view for use again.
  ///
  /// "If a view is reusable (has a reuse identifier), the collection view
  /// calls this method just before returning it from its dequeue method"
  /// (`prepareForReuse()`). The default does nothing.
  open func prepareForReuse() {}

  /// Applies the specified layout attributes to the view.
  ///
  /// - Parameter layoutAttributes: The attributes to apply.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    frame = layoutAttributes.frame
  }

  /// Asks the collection view that shows the view to size it again, when
  /// its `selfSizingInvalidation` allows (see there).
  open override func invalidateIntrinsicContentSize() {
    (_owningView as? UICollectionView)?._sizeInvalidated(self)
  }

  /// Gives the cell a chance to modify the attributes provided by the
  /// layout object: by default the attributes unchanged (a reusable view
  /// has no content view to fit; ``UICollectionViewCell`` fits its own).
  ///
  /// - Parameter layoutAttributes: The attributes the layout provides.
  /// - Returns: The attributes the view prefers.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// A single data item when that item is within the collection view's
/// visible bounds.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The content view: a plain view until a content configuration
  /// replaces it with one of its own.
  var _contentView = UIView(frame: .zero)

  /// The main view to which you add your cell's custom content.
  ///
  /// With a ``contentConfiguration``, the configuration's content view
  /// ("Setting a content configuration replaces the existing contentView
  /// of the cell with a new content view instance from the
  /// configuration").
  open var contentView: UIView { _contentView }

  /// The selection state of the cell.
  open var isSelected = false

  /// The highlight state of the cell.
  open var isHighlighted = false

  /// The storage of ``contentConfiguration``.
  var _contentConfiguration: (any UIContentConfiguration)?

  /// The size the cell prefers, as UIKit's default fits it for a layout
  /// that is not a compositional layout: the content view's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// for the layout's size, at `fittingSizeLevel` along both axes.
  ///
  /// UIKit's page says only that "the default implementation of this
  /// method adjusts the size values to accommodate changes made by a
  /// self-sizing cell"; the fitting of both axes is what UIKit does for a
  /// custom layout (MagazineLayout ships a cell that overrides this method
  /// because its layout self-sizes "in just the vertical dimension"; only
  /// the compositional layout fixes the width, privately). The stricter
  /// reading: content with a width of its own (text on one line) prefers
  /// that width, and its height at it.
  ///
  /// - Parameter layoutAttributes: The attributes the layout provides.
  /// - Returns: A copy with the fitted size.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
    preferred.size = contentView.systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    return preferred
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
  /// The current content configuration of the cell.
  ///
  /// Apple Developer Documentation, UIKit, "contentConfiguration":
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  /// ("The default value is `nil`"; "Setting a content configuration
  /// replaces the existing contentView of the cell with a new content view
  /// instance from the configuration, or directly applies the
  /// configuration to the existing content view if the configuration is
  /// compatible with the existing content view type"). Compatible is the
  /// content view's `supports(_:)`. Setting nil gives the cell a plain
  /// content view again.
  @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { _contentConfiguration }
    set {
      _contentConfiguration = newValue
      guard let newValue else {
        if _contentView is any UIContentView { _contentView = UIView(frame: .zero) }
        return
      }
      if let current = _contentView as? any UIView & UIContentView, current.supports(newValue) {
        current.configuration = newValue
      } else {
        let view = newValue.makeContentView()
        view.frame = CGRect(origin: .zero, size: bounds.size)
        view._owningView = self
        _contentView = view
      }
    }
  }
}
