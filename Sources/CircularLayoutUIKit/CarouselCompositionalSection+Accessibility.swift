// The carousel row for VoiceOver, Switch Control and Full Keyboard Access:
// one adjustable element in the row's place, instead of the row's cells,
// whose untransformed frames overlap and whose order is not what is drawn.
// Swipe up or down to move the centred item, double tap to open it. UIKit's
// collection view answers VoiceOver from its own container methods, so an
// app's collection view subclass answers with UIKit's own elements, the
// row's cells replaced by the row's element.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @available(iOS 14.0, tvOS 14.0, *)
  extension CarouselCompositionalSection {
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
    /// UIKit's collection view answers VoiceOver from its own container
    /// methods, so an `accessibilityElements` array set on it goes unread:
    /// a subclass answers with this, given what `super` answers, so that
    /// everything else VoiceOver reads is UIKit's (see the compositional
    /// article). With no element made, or while none of the row's cells is
    /// on screen, `elements` is returned as it is.
    ///
    /// - Parameters:
    ///   - elements: The collection view's own elements, in order.
    ///   - collectionView: The collection view that shows the row.
    /// - Returns: The elements, in the order VoiceOver visits them.
    /// - Complexity: O(e · d) for e elements d views deep in a cell.
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
    /// its top read from where the collection view puts an item the last
    /// pass drew (its centre at its place, half the row's height down);
    /// `nil` while the row is not drawn.
    func rowFrame(in collectionView: UICollectionView) -> CGRect? {
      guard let pass = lastPass,
        let anchor = collectionView.layoutAttributesForItem(
          at: IndexPath(item: pass.anchor, section: pass.section))
      else { return nil }
      return CGRect(
        x: 0, y: anchor.center.y - CGFloat(row.height / 2), width: CGFloat(pass.width),
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
    private var centred: IndexPath? {
      guard let row, let section = row.lastPass?.section, let item = row.centeredItemIndex
      else { return nil }
      return IndexPath(item: item, section: section)
    }

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
#endif
