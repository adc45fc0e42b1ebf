// Cells and supplementary views: the registrations that configure them,
// the reuse queues their views go back to, and the model's step that asks
// the data source for the view of each element it starts to display.

/// The key of a registration's reuse queue: one object per registration
/// (its identity is the queue's), which every view dequeued through it
/// holds.
final class _ReuseKey: Sendable {
  /// The reuse identifier the registration's views report: their class's
  /// name and the key's address (UIKit makes one of its own).
  let identifier: String

  init(_ viewClass: Any.Type) {
    identifier = "\(viewClass)"
  }
}

extension UICollectionView {
  /// A registration for the collection view's cells: how to configure a
  /// cell of a class for an item.
  ///
  /// "Use a cell registration to register cells with your collection view
  /// and configure each cell for display" (`UICollectionView.CellRegistration`).
  /// Each registration has a reuse queue of its own: a dequeue returns a
  /// cell shown before, for any item, when one is queued (see
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``).
  @available(iOS 14.0, tvOS 14.0, *)
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// A closure that handles the cell registration and configuration.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let handler: Handler
    let _key = _ReuseKey(Cell.self)
    /// Whether it was made inside the data source's call for a view.
    let _madeInsideProvider = _ViewRequest.isUnderWay

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
  @available(iOS 14.0, tvOS 14.0, *)
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
    let _key = _ReuseKey(Supplementary.self)
    /// Whether it was made inside the data source's call for a view.
    let _madeInsideProvider = _ViewRequest.isUnderWay

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
  /// The cell is one from the registration's reuse queue when it has one
  /// (a cell whose element left the display, shown before for any item),
  /// after its `prepareForReuse()`; a new cell otherwise. "Dequeues a
  /// configured reusable cell object"; `prepareForReuse()`: "the
  /// collection view calls this method just before returning it from its
  /// dequeue method". So a handler must set everything the cell shows.
  ///
  /// - Parameters:
  ///   - registration: The cell registration for configuring the cell.
  ///   - indexPath: The index path of the cell.
  ///   - item: The item that provides data for the cell; the handler is
  ///     not called for `nil`.
  /// - Returns: A configured cell.
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    if registration._madeInsideProvider { _recordRegistrationMadeInProvider(Cell.self) }
    let cell = _dequeue(registration._key) as? Cell ?? Cell()
    cell._reuseKey = registration._key
    cell._reuseIdentifier = registration._key.identifier
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Dequeues a configured reusable supplementary view object: one from
  /// the registration's reuse queue when it has one (after its
  /// `prepareForReuse()`), a new one otherwise.
  ///
  /// - Parameters:
  ///   - registration: The supplementary registration for configuring
  ///     the view.
  ///   - indexPath: The index path of the view.
  /// - Returns: A configured view.
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    if registration._madeInsideProvider { _recordRegistrationMadeInProvider(Supplementary.self) }
    let view = _dequeue(registration._key) as? Supplementary ?? Supplementary()
    view._reuseKey = registration._key
    view._reuseIdentifier = registration._key.identifier
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// Records a dequeue through a registration made inside the data
  /// source's call for a view (see
  /// ``UIKitModelViolation/Kind/registrationMadeInProvider``).
  func _recordRegistrationMadeInProvider(_ viewClass: Any.Type) {
    _recordViolation(
      .registrationMadeInProvider,
      "Attempted to dequeue a \(viewClass) using a registration that was created inside the data "
        + "source's call for a view")
  }

  /// A view from a registration's reuse queue, told to prepare for reuse,
  /// or nil when the queue is empty. The queue is last in, first out
  /// (UIKit documents no order; any order hands views to other items).
  func _dequeue(_ key: _ReuseKey) -> UICollectionReusableView? {
    guard let view = _reuseQueues[ObjectIdentifier(key)]?.popLast() else { return nil }
    _reusedViewCount += 1
    view.prepareForReuse()
    return view
  }

  /// Puts a view whose element left the display back on its
  /// registration's queue; a view dequeued some other way (made by the
  /// data source itself) is dropped.
  func _enqueue(_ view: UICollectionReusableView) {
    _frontOrder[ObjectIdentifier(view)] = nil
    guard let key = view._reuseKey else { return }
    _reuseQueues[ObjectIdentifier(key), default: []].append(view)
  }

  /// Model only: how many dequeues returned a view shown before (from a
  /// reuse queue) rather than a new one.
  public var modelReusedViewCount: Int { _reusedViewCount }

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
  ///
  /// A view whose element is no longer displayed goes back to its reuse
  /// queue; when the data changed, every view does before any is asked
  /// for, so a data source gets views shown before for other items (the
  /// stricter reading of reuse: UIKit may keep a view with its item).
  func _requestDisplayedViews() {
    // Views go back to their queues in the order they were shown, so that
    // a run is repeatable.
    let previous = _cellOrder
    _cellOrder = []
    guard let dataSource else {
      for key in previous { if let view = _cells[key] { _enqueue(view) } }
      _cells = [:]
      return
    }
    let stale = _viewsAreStale
    _viewsAreStale = false
    for key in previous where stale || _displayedByKey[key] == nil {
      if let view = _cells.removeValue(forKey: key) { _enqueue(view) }
    }
    var cells: [_ElementKey: UICollectionReusableView] = [:]
    cells.reserveCapacity(_displayed.count)
    for element in _displayed where element.representedElementCategory != .decorationView {
      let key = _ElementKey(element)
      var view = _cells[key]
      if view == nil {
        _viewRequestCount += 1
        view = _ViewRequest.during {
          switch key.category {
          case .cell:
            dataSource.collectionView(self, cellForItemAt: key.indexPath)
          default:
            dataSource.collectionView(
              self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
          }
        }
        // Added to the subviews frontmost (see hitTest(_:with:)), but
        // only once it has been sized (_fitDisplayedCells): UIKit asks a
        // new cell its preferred attributes while preparing it, before it
        // is in the view hierarchy, so its superview is nil then.
        if let view {
          _frontOrder[ObjectIdentifier(view)] = _nextFront
          _nextFront += 1
        }
      }
      view?.apply(element)
      if cells[key] == nil, view != nil { _cellOrder.append(key) }
      cells[key] = view
    }
    _cells = cells
  }
}

/// Whether the data source's call for a view (a cell or a supplementary
/// view) is under way on this thread: registrations made then are marked,
/// and a dequeue through one is a violation. Per thread, because tests on
/// other threads make registrations of their own.
enum _ViewRequest {
  private static let key = "UIKitModel._ViewRequest.depth"

  /// Whether a call is under way on this thread.
  static var isUnderWay: Bool { depth > 0 }

  private static var depth: Int {
    get { Thread.current.threadDictionary[key] as? Int ?? 0 }
    set { Thread.current.threadDictionary[key] = newValue }
  }

  /// Runs `body` as the data source's call for a view.
  static func during<T>(_ body: () -> T) -> T {
    depth += 1
    defer { depth -= 1 }
    return body()
  }
}
