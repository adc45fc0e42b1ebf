// The carousel row for VoiceOver, Switch Control and Full Keyboard Access:
// one adjustable element in the row's place, instead of the row's cells,
// whose untransformed frames overlap and whose order is not what is drawn.
// Swipe up or down to move the centred item, double tap to open it. The
// element is a supplementary view the row owns, laid over the row, which
// VoiceOver reads by its own properties (addAccessibilityElement); the
// 2.1 element, offered through an app's collection view subclass's
// container methods, which VoiceOver may not consult, stays for the apps
// that use it (makeAccessibilityElement).

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @available(iOS 14.0, tvOS 14.0, *)
  extension CarouselCompositionalSection {
    /// What the row's element view reads and does.
    internal struct RowElement {
      var label: String
      var value: (IndexPath) -> String?
      var activate: (IndexPath) -> Void
    }

    /// Makes the row one adjustable accessibility element, with no
    /// collection view subclass: from now on,
    /// ``layoutSection(itemCount:layoutEnvironment:)`` adds to the
    /// section's `boundarySupplementaryItems` an item of the row's kind
    /// ``accessibilityElementKind`` laid over the row, the row's whole
    /// width and height, whose view (``accessibilityElementView(in:at:)``)
    /// is the element. Call it before the layout first asks for the
    /// section (or invalidate the layout after), and return that view from
    /// the data source's supplementary view provider for that kind: UIKit
    /// asks for a view for every supplementary item a section has. A
    /// second call replaces the label and the closures.
    ///
    /// A swipe up (`accessibilityIncrement()`) moves the next item to the
    /// centre and a swipe down the previous one
    /// (``stepCenteredItem(by:in:animated:)``), whatever the interface's
    /// direction: the row runs left to right. A double tap
    /// (`accessibilityActivate()`) calls `activate` with the centred item.
    /// The view takes no touches, so taps reach the cells beneath. Set
    /// `accessibilityElementsHidden` on the row's cells, so that VoiceOver
    /// does not read them beside the element.
    ///
    /// Unlike ``makeAccessibilityElement(in:label:value:activate:)``, it
    /// overrides none of the collection view's container methods, which
    /// Apple does not document VoiceOver consulting for a collection view:
    /// a supplementary view is read by its own accessibility properties,
    /// as a cell is.
    ///
    /// - Parameters:
    ///   - label: What the row is, as VoiceOver reads it ("Albums").
    ///   - value: The centred item as VoiceOver reads it ("Abbey Road");
    ///     `nil` reads nothing.
    ///   - activate: Opens the centred item.
    /// - Complexity: O(1).
    public func addAccessibilityElement(
      label: String, value: @escaping (IndexPath) -> String?,
      activate: @escaping (IndexPath) -> Void
    ) {
      rowElement = RowElement(label: label, value: value, activate: activate)
    }

    /// The view VoiceOver reads as the row, for the data source's
    /// supplementary view provider to return for
    /// ``accessibilityElementKind``: dequeued through a registration the
    /// row keeps, and configured for this row.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view that shows the row.
    ///   - indexPath: The index path the provider was given.
    /// - Returns: The view.
    /// - Complexity: O(1), plus UIKit's dequeue.
    public func accessibilityElementView(
      in collectionView: UICollectionView, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view = collectionView.dequeueConfiguredReusableSupplementary(
        using: rowElementRegistration, for: indexPath)
      if view.element == nil {
        view.element = _CarouselRowAccessibilityElement(
          row: self, collectionView: collectionView,
          value: { [weak self] in self?.rowElement?.value($0) ?? nil },
          activate: { [weak self] in self?.rowElement?.activate($0) })
      }
      return view
    }

    /// The supplementary item of the row's element: across the row, its
    /// height, over the row's top, taking no room of its own.
    internal var rowElementItem: NSCollectionLayoutBoundarySupplementaryItem {
      let item = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(row.height))),
        elementKind: accessibilityElementKind, alignment: .top)
      item.extendsBoundary = false
      return item
    }

    /// Makes the row one adjustable accessibility element, which
    /// ``accessibilityElements(replacingRowCellsIn:of:)`` puts in the
    /// row's place.
    ///
    /// A swipe up (`accessibilityIncrement()`) moves the next item to the
    /// centre and a swipe down the previous one
    /// (``stepCenteredItem(by:in:animated:)``), whatever the interface's
    /// direction: the row runs left to right, and the next item is the one
    /// on the right. A double tap (`accessibilityActivate()`) calls
    /// `activate` with the centred item. The element covers the row: the
    /// collection view's width and the row's height, where the row is
    /// drawn; it is not listed while none of the row's cells is on screen.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view that shows the row.
    ///   - label: What the row is, as VoiceOver reads it ("Albums").
    ///   - value: The centred item as VoiceOver reads it ("Abbey Road");
    ///     `nil` reads nothing.
    ///   - activate: Opens the centred item.
    /// - Returns: The element, kept by the row until the next call.
    /// - Complexity: O(1).
    /// - Note: VoiceOver finds this element only through a collection
    ///   view subclass's container methods, which Apple does not document
    ///   it consulting for a collection view, and which developers report
    ///   it ignores. Prefer ``addAccessibilityElement(label:value:activate:)``.
    @discardableResult
    public func makeAccessibilityElement(
      in collectionView: UICollectionView, label: String,
      value: @escaping (IndexPath) -> String?, activate: @escaping (IndexPath) -> Void
    ) -> UIAccessibilityElement {
      let element = _CarouselRowAccessibilityElement(
        row: self, collectionView: collectionView, value: value, activate: activate)
      element.accessibilityLabel = label
      accessibilityElement = element
      return element
    }

    /// The collection view's accessibility elements with the row as one
    /// element: `elements`, the collection view's own answer, with the
    /// row's cells (and anything inside them) replaced by the element
    /// ``makeAccessibilityElement(in:label:value:activate:)`` made, where
    /// the first of them was.
    ///
    /// A collection view subclass answers its container methods with
    /// this, given what `super` answers, so that everything else VoiceOver
    /// reads is UIKit's. With no element made, or while none of the row's
    /// cells is on screen, `elements` is returned as it is.
    ///
    /// - Parameters:
    ///   - elements: The collection view's own elements, in order.
    ///   - collectionView: The collection view that shows the row.
    /// - Returns: The elements, in the order VoiceOver visits them.
    /// - Complexity: O(e · d) for e elements d views deep in a cell.
    /// - Note: Apple does not document VoiceOver consulting a collection
    ///   view's container methods, and developers report it does not.
    ///   Prefer ``addAccessibilityElement(label:value:activate:)``.
    public func accessibilityElements(
      replacingRowCellsIn elements: [Any], of collectionView: UICollectionView
    ) -> [Any] {
      guard let element = accessibilityElement, let section = lastPass?.section,
        collectionView.indexPathsForVisibleItems.contains(where: { $0.section == section })
      else { return elements }
      func isInRow(_ entry: Any) -> Bool {
        var view = entry as? UIView
        while let current = view {
          if let cell = current as? UICollectionViewCell {
            return collectionView.indexPath(for: cell)?.section == section
          }
          view = current.superview
        }
        return false
      }
      var result: [Any] = []
      result.reserveCapacity(elements.count + 1)
      var placed = false
      for entry in elements {
        guard isInRow(entry) else {
          result.append(entry)
          continue
        }
        if !placed {
          result.append(element)
          placed = true
        }
      }
      if !placed { result.append(element) }
      return result
    }

    /// The row's frame in the collection view's coordinates: the
    /// collection view's width (the row spans it) and the row's height,
    /// centred on the centre of a cell of the row that UIKit shows (the
    /// last pass's first, else any: a cell's centre is at its place, half
    /// the row's height down, and its transform does not move it); `nil`
    /// while the row is not drawn or UIKit shows none of its cells.
    ///
    /// The centre is taken from the cell's superview to the collection
    /// view by `convert(_:to:)`, UIView's documented geometry, wherever
    /// UIKit puts an orthogonal section's cells; the layout's attributes
    /// for such an item are in coordinates Apple does not give.
    func rowFrame(in collectionView: UICollectionView) -> CGRect? {
      guard let pass = lastPass,
        let cell = collectionView.cellForItem(
          at: IndexPath(item: pass.anchor, section: pass.section))
          ?? collectionView.indexPathsForVisibleItems.lazy
          .filter({ $0.section == pass.section }).compactMap(collectionView.cellForItem(at:))
          .first,
        let superview = cell.superview
      else { return nil }
      let centre = superview.convert(cell.center, to: collectionView)
      return CGRect(
        x: 0, y: centre.y - CGFloat(row.height / 2), width: CGFloat(pass.width),
        height: CGFloat(row.height))
    }
  }

  /// The row's adjustable element: its value the centred item, its steps
  /// the row's, its activation the app's.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  final class _CarouselRowAccessibilityElement: UIAccessibilityElement {
    private weak var row: CarouselCompositionalSection?
    private weak var collectionView: UICollectionView?
    private let value: (IndexPath) -> String?
    private let activate: (IndexPath) -> Void

    init(
      row: CarouselCompositionalSection, collectionView: UICollectionView,
      value: @escaping (IndexPath) -> String?, activate: @escaping (IndexPath) -> Void
    ) {
      self.row = row
      self.collectionView = collectionView
      self.value = value
      self.activate = activate
      super.init(accessibilityContainer: collectionView)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
    }

    /// The centred item's index path, while the row is drawn.
    private var centred: IndexPath? { row?.centeredIndexPath }

    // VoiceOver calls the overrides on the main thread; anything else may
    // call them on any thread. They are nonisolated under either SDK's
    // reading, and answer through _AccessibilityAnswer, which traps on none.
    private let valueAnswer = _AccessibilityAnswer<String?>(nil)
    private let frameAnswer = _AccessibilityAnswer(CGRect.null)

    nonisolated override var accessibilityValue: String? {
      get { valueAnswer.read { centred.flatMap(value) } }
      set {}
    }

    nonisolated override var accessibilityFrameInContainerSpace: CGRect {
      get {
        frameAnswer.read {
          guard let row, let collectionView else { return .null }
          return row.rowFrame(in: collectionView) ?? .null
        }
      }
      set {}
    }

    nonisolated override func accessibilityIncrement() { step(by: 1) }

    nonisolated override func accessibilityDecrement() { step(by: -1) }

    /// Opens the centred item. Off the main thread the activation is sent
    /// to the main actor and answered `true`: it is the element's to
    /// handle, so the caller does not activate anything else as well.
    nonisolated override func accessibilityActivate() -> Bool {
      guard _isOnTheMainQueue else {
        _performAccessibilityAction { [self] in _ = activateCentred() }
        return true
      }
      return MainActor.assumeIsolated { activateCentred() }
    }

    /// Opens the centred item; `false` when none is.
    private func activateCentred() -> Bool {
      guard let centred else { return false }
      activate(centred)
      return true
    }

    private nonisolated func step(by steps: Int) {
      _performAccessibilityAction { [self] in
        guard let row, let collectionView else { return }
        row.stepCenteredItem(by: steps, in: collectionView, animated: false)
      }
    }
  }

  /// The supplementary view over the row that VoiceOver reads as the row:
  /// one adjustable element, at the view's own frame, where UIKit lays the
  /// row's supplementary item. Its value, steps and activation are its
  /// row element's (``_CarouselRowAccessibilityElement``, the rule the
  /// 2.1 element follows too); its label is the row's latest. It takes no
  /// touches.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  final class _CarouselRowAccessibilityView: UICollectionReusableView {
    /// The row, for its label.
    weak var row: CarouselCompositionalSection?
    /// The element whose answers and actions the view gives: made at the
    /// view's first dequeue, on the main thread, and never replaced (a
    /// view belongs to one collection view, and its registration to one
    /// row), so that the overrides may read it from any thread.
    nonisolated(unsafe) fileprivate(set) var element: _CarouselRowAccessibilityElement?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
      isUserInteractionEnabled = false
      backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    // Nonisolated under either SDK's reading, and answered through
    // _AccessibilityAnswer (here and in the element), which traps on no
    // thread.
    private let labelAnswer = _AccessibilityAnswer<String?>(nil)

    /// The row's label, as the last call to `addAccessibilityElement` set
    /// it.
    nonisolated override var accessibilityLabel: String? {
      get { labelAnswer.read { row?.rowElement?.label } }
      set {}
    }

    nonisolated override var accessibilityValue: String? {
      get { element?.accessibilityValue }
      set {}
    }

    nonisolated override func accessibilityIncrement() { element?.accessibilityIncrement() }

    nonisolated override func accessibilityDecrement() { element?.accessibilityDecrement() }

    nonisolated override func accessibilityActivate() -> Bool {
      element?.accessibilityActivate() ?? false
    }
  }
#endif
