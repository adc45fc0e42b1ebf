// The checks the model makes where UIKit raises or logs: attributes for
// index paths that do not exist, duplicates, non-finite geometry, and a
// layout whose per-item answer disagrees with its per-rect answer.

extension UICollectionView {
  /// Appends a violation to ``modelViolations`` and reports it to
  /// ``modelViolationHandler``.
  func _recordViolation(_ kind: UIKitModelViolation.Kind, _ message: String) {
    let violation = UIKitModelViolation(kind, message)
    modelViolations.append(violation)
    modelViolationHandler?(violation)
  }

  /// Whether `indexPath` names an item of the cached counts.
  func _isValidItem(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
    indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < counts[indexPath.section]
  }

  /// Checks the attributes a layout returned for a rectangle as UIKit
  /// does: each cell's index path must exist ("UICollectionView received
  /// layout attributes for a cell with an index path that does not
  /// exist"), each supplementary view's section must exist, no element may
  /// appear twice, and every frame must be finite with a size of zero or
  /// more.
  func _checkElements(_ attributes: [UICollectionViewLayoutAttributes], in rect: CGRect) {
    struct Key: Hashable {
      var category: UInt
      var kind: String?
      var indexPath: IndexPath
    }
    var seen = Set<Key>(minimumCapacity: attributes.count)
    for element in attributes {
      _checkAttributes(element, from: "layoutAttributesForElements(in: \(rect))")
      let path = element.indexPath
      switch element.representedElementCategory {
      case .cell:
        if !_isValidItem(path, in: _counts) {
          _recordViolation(
            .attributesIndexPathOutOfRange,
            "UICollectionView received layout attributes for a cell with an index path that "
              + "does not exist: \(Array(path)) (counts \(_countsSummary))")
        }
      case .supplementaryView:
        if path.isEmpty || !_counts.indices.contains(path[0]) {
          _recordViolation(
            .attributesIndexPathOutOfRange,
            "layout attributes for supplementary view \(element.representedElementKind ?? "") "
              + "at \(Array(path)) in a section that does not exist (\(_counts.count) sections)")
        }
      case .decorationView:
        break
      }
      let key = Key(
        category: element.representedElementCategory.rawValue,
        kind: element.representedElementKind, indexPath: path)
      if !seen.insert(key).inserted {
        _recordViolation(
          .duplicateAttributes,
          "layoutAttributesForElements(in: \(rect)) returned \(element.representedElementCategory) "
            + "\(element.representedElementKind ?? "") at \(Array(path)) more than once")
      }
    }
  }

  /// Checks one attributes object the layout returned: its class is the
  /// layout's `layoutAttributesClass` (the stricter reading: exactly that
  /// class, as the attributes UIKit makes of its own are), and its
  /// geometry is a finite frame with a size of zero or more, a finite
  /// transform and alpha. `source` is made only for a violation: a rect's
  /// description goes through reflection, which made the check cost more
  /// than the pass it checks.
  func _checkAttributes(
    _ element: UICollectionViewLayoutAttributes, from source: @autoclosure () -> String
  ) {
    _checkClass(element, from: source())
    let frame = element.frame
    let values = [
      frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, element.alpha,
    ]
    let t = element.transform3D
    let matrix = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
    if !(values + matrix).allSatisfy(\.isFinite) || frame.size.width < 0 || frame.size.height < 0 {
      _recordViolation(
        .invalidFrame,
        "\(source()): \(element.representedElementCategory) at \(Array(element.indexPath)) has "
          + "frame \(frame), alpha \(element.alpha), transform \(matrix)")
    }
  }

  /// Checks that an attributes object the layout returned is of exactly
  /// its `layoutAttributesClass`, the class of the attributes UIKit makes
  /// of its own.
  func _checkClass(
    _ element: UICollectionViewLayoutAttributes, from source: @autoclosure () -> String
  ) {
    let expected: AnyClass = type(of: _layout).layoutAttributesClass
    guard ObjectIdentifier(type(of: element)) != ObjectIdentifier(expected) else { return }
    _recordViolation(
      .attributesOfAnotherClass,
      "\(source()): \(element.representedElementCategory) at \(Array(element.indexPath)) has "
        + "attributes of class \(type(of: element)), the layout's layoutAttributesClass is "
        + "\(expected)")
  }

  /// Asks the layout for the attributes of each cell and supplementary
  /// view the rectangle query returned, one by one, and checks they agree
  /// with the query's: a layout whose two answers differ makes UIKit
  /// animate or place views wrongly.
  ///
  /// - Parameter answered: The query's answer.
  func _checkItemQueries(_ answered: [UICollectionViewLayoutAttributes]) {
    for element in answered where Self._isFinite(element.frame) {
      let path = element.indexPath
      switch element.representedElementCategory {
      case .supplementaryView:
        let kind = element.representedElementKind ?? ""
        let single = _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
        if let single {
          _checkClass(single, from: "layoutAttributesForSupplementaryView(ofKind:at:)")
        }
        if let single, !Self._approximatelyEqual(single.frame, element.frame) {
          _recordViolation(
            .inconsistentItemAttributes,
            "layoutAttributesForSupplementaryView(ofKind: \(kind), at: \(Array(path))) returned "
              + "frame \(single.frame), layoutAttributesForElements(in:) \(element.frame)")
        } else if single == nil {
          _recordViolation(
            .inconsistentItemAttributes,
            "layoutAttributesForSupplementaryView(ofKind: \(kind), at: \(Array(path))) returned "
              + "nil for a view layoutAttributesForElements(in:) returned")
        }
      case .cell:
        let answer = _layout.layoutAttributesForItem(at: path)
        if let answer { _checkClass(answer, from: "layoutAttributesForItem(at:)") }
        guard let single = answer else {
          _recordViolation(
            .inconsistentItemAttributes,
            "layoutAttributesForItem(at: \(Array(path))) returned nil for an item "
              + "layoutAttributesForElements(in:) returned")
          continue
        }
        if !Self._approximatelyEqual(single.frame, element.frame) {
          _recordViolation(
            .inconsistentItemAttributes,
            "layoutAttributesForItem(at: \(Array(path))) returned frame \(single.frame), "
              + "layoutAttributesForElements(in:) \(element.frame)")
        }
      case .decorationView:
        break
      }
    }
  }

  /// Whether every component of a frame is finite (a frame that is not is
  /// reported as ``UIKitModelViolation/Kind/invalidFrame`` alone).
  static func _isFinite(_ frame: CGRect) -> Bool {
    [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
  }

  static func _approximatelyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    func close(_ x: CGFloat, _ y: CGFloat) -> Bool {
      x == y || abs(x - y) <= 1e-9 * Swift.max(1, abs(x), abs(y))
    }
    return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
      && close(a.height, b.height)
  }

  /// The counts, shortened for a message.
  var _countsSummary: String {
    _counts.count <= 8 ? "\(_counts)" : "\(_counts.prefix(8))… (\(_counts.count) sections)"
  }
}
