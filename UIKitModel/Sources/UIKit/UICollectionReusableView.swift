// UICollectionReusableView and UICollectionViewCell: declared so that data
// sources and layouts written for UIKit compile. The model makes them
// through registrations and asks the data source for them as elements
// start to display (UICollectionView+Cells.swift); self-sizing is the
// collection view's `modelCellSizing` closure.
// A cell keeps the content configuration it is given (and no more: its
// content view stays the one it was made with).

/// A view that defines the behavior for all cells and supplementary views
/// presented by a collection view.
@MainActor
open class UICollectionReusableView: UIView {
  /// A string that identifies the purpose of the view (nil in the model).
  open var reuseIdentifier: String? { nil }

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
  open func prepareForReuse() {}

  /// Applies the specified layout attributes to the view.
  ///
  /// - Parameter layoutAttributes: The attributes to apply.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    frame = layoutAttributes.frame
  }

  /// Gives the cell a chance to modify the attributes provided by the
  /// layout object: by default the attributes unchanged.
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
  private let _contentView = UIView(frame: .zero)

  /// The main view to which you add your cell's custom content.
  open var contentView: UIView { _contentView }

  /// The selection state of the cell.
  open var isSelected = false

  /// The highlight state of the cell.
  open var isHighlighted = false

  /// The storage of ``contentConfiguration``.
  private var _contentConfiguration: (any UIContentConfiguration)?
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
  /// The current content configuration of the cell.
  ///
  /// Apple Developer Documentation, UIKit, "contentConfiguration":
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  /// ("The default value is `nil`"). The model keeps the value it is
  /// given; it does not replace ``UICollectionViewCell/contentView`` with
  /// the configuration's content view, as UIKit does.
  @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { _contentConfiguration }
    set { _contentConfiguration = newValue }
  }
}
