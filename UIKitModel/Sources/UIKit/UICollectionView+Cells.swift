// Cells and supplementary views: the registrations that configure them,
// and the model's step that asks the data source for the view of each
// element it starts to display.

extension UICollectionView {
  /// A registration for the collection view's cells: how to configure a
  /// cell of a class for an item.
  ///
  /// "Use a cell registration to register cells with your collection view
  /// and configure each cell for display" (`UICollectionView.CellRegistration`).
  /// The model makes a new cell for each dequeue (UIKit reuses them; a
  /// configuration that sets everything it shows works either way).
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// A closure that handles the cell registration and configuration.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let handler: Handler

    /// Creates a cell registration with the specified registration
    /// handler.
    ///
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A registration for the collection view's supplementary views.
  ///
  /// "Use a supplementary registration to register supplementary views,
  /// like headers and footers, with your collection view and configure
  /// each view for display" (`UICollectionView.SupplementaryRegistration`).
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// A closure that handles the supplementary view registration and
    /// configuration.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The kind of the supplementary view.
    public let elementKind: String
    let handler: Handler

    /// Creates a supplementary registration with the specified element
    /// kind and registration handler.
    ///
    /// - Parameters:
    ///   - elementKind: The kind of the views.
    ///   - handler: Configures a view.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// Dequeues a configured reusable cell object.
  ///
  /// - Parameters:
  ///   - registration: The cell registration for configuring the cell.
  ///   - indexPath: The index path of the cell.
  ///   - item: The item that provides data for the cell; the handler is
  ///     not called for `nil`.
  /// - Returns: A configured cell.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    let cell = Cell()
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Dequeues a configured reusable supplementary view object.
  ///
  /// - Parameters:
  ///   - registration: The supplementary registration for configuring
  ///     the view.
  ///   - indexPath: The index path of the view.
  /// - Returns: A configured view.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let view = Supplementary()
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// Gets the cell object at the index path you specify: `nil` if the
  /// cell is not displayed (on screen or prepared beyond the bounds) or
  /// the index path is out of range.
  ///
  /// - Parameter indexPath: The index path of the item.
  /// - Returns: The cell, or `nil`.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    _cells[_ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
  }

  /// Retrieves the supplementary view at the specified index path: `nil`
  /// if it is not displayed.
  ///
  /// - Parameters:
  ///   - elementKind: The kind of the view.
  ///   - indexPath: Its index path.
  /// - Returns: The view, or `nil`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    _cells[_ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  /// Model only: how many cells and supplementary views the model has
  /// asked the data source for.
  public var modelViewRequestCount: Int { _viewRequestCount }

  /// Step 3b of a layout pass: the view of each displayed element, asked
  /// of the data source when the element starts to be displayed or the
  /// data changed since it was asked ("collectionView(_:cellForItemAt:)":
  /// the collection view asks "for the cell that corresponds to the
  /// specified item"; the counts read again after a reload or a batch
  /// update make every view stale in the model, which asks again rather
  /// than move views between index paths). Each view gets its element's
  /// attributes (`apply(_:)`).
  func _requestDisplayedViews() {
    guard let dataSource else {
      _cells = [:]
      return
    }
    let stale = _viewsAreStale
    _viewsAreStale = false
    var cells: [_ElementKey: UICollectionReusableView] = [:]
    cells.reserveCapacity(_displayed.count)
    for element in _displayed where element.representedElementCategory != .decorationView {
      let key = _ElementKey(element)
      var view = stale ? nil : _cells[key]
      if view == nil {
        _viewRequestCount += 1
        switch key.category {
        case .cell:
          view = dataSource.collectionView(self, cellForItemAt: key.indexPath)
        default:
          view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
        }
      }
      view?.apply(element)
      cells[key] = view
    }
    _cells = cells
  }
}
