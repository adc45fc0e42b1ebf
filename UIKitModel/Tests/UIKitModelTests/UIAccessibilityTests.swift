// What VoiceOver reads of a view through the model: a collection view's
// visible cells in index-path order by default; the view's
// accessibilityElements in their order when set (entries that are not
// elements skipped, views read as containers); an element's label, value,
// traits and frame in its container's bounds coordinates; increment and
// decrement overridden as UIKit's subclasses override them; the traits'
// set algebra and UIAccessibilityElement's frames.
//
// Over GridSpyLayout with no preload: 4 columns of 80x100 cells in a
// 320x480 view, rows 0 to 4 visible at offset 0.

import Testing
import UIKit

/// An adjustable element that counts its steps, as a slider's would.
@MainActor
final class CountingElement: UIAccessibilityElement {
  var count = 0

  override var accessibilityValue: String? {
    get { "\(count)" }
    set {}
  }

  override func accessibilityIncrement() { count += 1 }
  override func accessibilityDecrement() { count -= 1 }
}

@MainActor
struct UIAccessibilityTests {
  @Test func aCollectionViewReadsItsVisibleCellsInIndexPathOrder() {
    let fixture = GridFixture()
    let collectionView = fixture.collectionView
    let read = collectionView.modelAccessibilityElements
    let visible = collectionView.indexPathsForVisibleItems.sorted()
    #expect(visible.count == 20)
    #expect(read.count == 20)
    #expect(
      read.map { ObjectIdentifier($0.element) }
        == visible.map { collectionView.cellForItem(at: $0).map(ObjectIdentifier.init) })
    #expect(read.first?.frameInContainer == CGRect(x: 0, y: 0, width: 80, height: 100))
    #expect(read.allSatisfy { $0.traits == .none && $0.label == nil && $0.value == nil })
    // Scrolled: the cells now visible, frames in content coordinates.
    collectionView.contentOffset = CGPoint(x: 0, y: 250)
    collectionView.layoutIfNeeded()
    let scrolled = collectionView.modelAccessibilityElements
    #expect(scrolled.first?.frameInContainer == CGRect(x: 0, y: 200, width: 80, height: 100))
    #expect(scrolled.count == collectionView.indexPathsForVisibleItems.count)
  }

  @Test func accessibilityElementsReplaceTheDefaultInTheirOrder() throws {
    // A view's accessibilityElements are what VoiceOver reads of it.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = CountingElement(accessibilityContainer: container)
    first.isAccessibilityElement = true
    first.accessibilityLabel = "Hour"
    first.accessibilityTraits = .adjustable
    first.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 320, height: 480)
    let hidden = UIAccessibilityElement(accessibilityContainer: container)
    let second = UIAccessibilityElement(accessibilityContainer: container)
    second.isAccessibilityElement = true
    second.accessibilityTraits = [.button, .selected]
    second.accessibilityValue = "on"
    container.accessibilityElements = [first, hidden, "not an element", second]
    #expect(container.accessibilityElementCount() == 4)
    #expect(container.index(ofAccessibilityElement: second) == 3)
    let read = container.modelAccessibilityElements
    #expect(read.count == 2)
    #expect(read[0].element === first)
    #expect(read[0].label == "Hour")
    #expect(read[0].value == "0")
    #expect(read[0].traits == .adjustable)
    #expect(read[0].frameInContainer == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(read[1].element === second)
    #expect(read[1].traits.contains(.selected))
    #expect(read[1].value == "on")
    // No frame set: CGRect.null, UIKit's default, reads as no frame.
    #expect(read[1].frameInContainer == nil)
    // VoiceOver's swipes up and down.
    read[0].element.accessibilityIncrement()
    read[0].element.accessibilityIncrement()
    read[0].element.accessibilityDecrement()
    #expect(container.modelAccessibilityElements.first?.value == "1")
    container.accessibilityElements = nil
    #expect(container.modelAccessibilityElements.isEmpty)
  }

  @Test func aCollectionViewAnswersWithItsCellsWhateverItsAccessibilityElements() throws {
    // UIKit's collection view implements the container methods itself:
    // elements set on it are not read (openradar 20419462).
    let fixture = GridFixture()
    let collectionView = fixture.collectionView
    #expect(collectionView.accessibilityElementCount() == 20)
    let element = UIAccessibilityElement(accessibilityContainer: collectionView)
    element.isAccessibilityElement = true
    collectionView.accessibilityElements = [element]
    #expect(collectionView.accessibilityElementCount() == 20)
    #expect(collectionView.modelAccessibilityElements.count == 20)
    #expect(collectionView.index(ofAccessibilityElement: element) == NSNotFound)
    let cell = try #require(collectionView.accessibilityElement(at: 0) as? UICollectionViewCell)
    #expect(collectionView.index(ofAccessibilityElement: cell) == 0)
    #expect(collectionView.accessibilityElement(at: 20) == nil)
  }

  /// A subclass whose container methods answer one element of its own:
  /// VoiceOver reads its cells all the same (the stricter reading, the
  /// default), or the element when a test asks for the other reading.
  @Test func aSubclasssContainerMethodsAreNotReadUnlessATestAsks() throws {
    final class OneElementCollectionView: UICollectionView {
      nonisolated(unsafe) var element: UIAccessibilityElement?
      override func accessibilityElementCount() -> Int { 1 }
      override func accessibilityElement(at index: Int) -> Any? { element }
    }
    let dataSource = ViewSpyDataSource(counts: [100])
    let collectionView = OneElementCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: GridSpyLayout())
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let element = UIAccessibilityElement(accessibilityContainer: collectionView)
    element.isAccessibilityElement = true
    element.accessibilityTraits = .adjustable
    collectionView.element = element
    let cells = collectionView.modelAccessibilityElements
    #expect(cells.count == collectionView.indexPathsForVisibleItems.count)
    #expect(cells.count > 1)
    #expect(cells.allSatisfy { $0.element is UICollectionViewCell })
    collectionView.modelAccessibilityReadsContainerMethods = true
    #expect(collectionView.modelAccessibilityElements.map(\.element) == [element])
  }

  @Test func aViewThatIsAnElementReadsAsItselfAndAPlainViewAsNothing() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(!view.isAccessibilityElement)
    #expect(view.modelAccessibilityElements.isEmpty)
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Close"
    view.accessibilityTraits = .button
    let read = view.modelAccessibilityElements
    #expect(read.count == 1)
    #expect(read.first?.label == "Close")
    #expect(read.first?.frameInContainer == CGRect(x: 10, y: 20, width: 30, height: 40))
    // A view listed as an entry is read as a container.
    let container = UIView(frame: .zero)
    container.accessibilityElements = [view]
    #expect(container.modelAccessibilityElements.first?.element === view)
  }

  @Test func aPlainViewReadsItsSubviewsUnlessItListsItsElements() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let second = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
    for (view, label) in [(first, "First"), (second, "Second")] {
      view.isAccessibilityElement = true
      view.accessibilityLabel = label
      container.addSubview(view)
    }
    #expect(container.subviews == [first, second])
    #expect(first.superview === container)
    #expect(container.modelAccessibilityElements.map(\.label) == ["First", "Second"])
    // Listed elements replace the subviews.
    let element = UIAccessibilityElement(accessibilityContainer: container)
    element.isAccessibilityElement = true
    element.accessibilityLabel = "Both"
    container.accessibilityElements = [element]
    #expect(container.modelAccessibilityElements.map(\.label) == ["Both"])
    // A view added elsewhere leaves its old superview.
    let other = UIView(frame: .zero)
    other.addSubview(first)
    #expect(container.subviews == [second])
    #expect(first.superview === other)
    first.removeFromSuperview()
    #expect(other.subviews.isEmpty)
    #expect(first.superview == nil)
  }

  @Test func layingOutAViewLaysOutItsSubviews() {
    final class Filling: UIView {
      var passes = 0
      override func layoutSubviews() {
        passes += 1
        subviews.first?.frame = bounds
      }
    }
    let outer = Filling(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let inner = Filling(frame: .zero)
    let innermost = UIView(frame: .zero)
    outer.addSubview(inner)
    inner.addSubview(innermost)
    outer.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(innermost.frame == inner.bounds)
    #expect(outer.passes == 1 && inner.passes == 1)
    // Only what needs layout: nothing, then a new size, then a request.
    outer.layoutIfNeeded()
    #expect(outer.passes == 1 && inner.passes == 1)
    outer.frame.size = CGSize(width: 200, height: 300)
    outer.layoutIfNeeded()
    #expect(outer.passes == 2 && inner.passes == 2)
    #expect(innermost.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    inner.setNeedsLayout()
    outer.layoutIfNeeded()
    #expect(outer.passes == 2 && inner.passes == 3)
  }

  @Test func aTouchFindsTheFrontmostSubviewThatTakesTouches() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let front = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
    container.addSubview(back)
    container.addSubview(front)
    #expect(container.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)
    #expect(container.hitTest(CGPoint(x: 15, y: 15), with: nil) === back)
    #expect(container.hitTest(CGPoint(x: 90, y: 5), with: nil) === container)
    front.isUserInteractionEnabled = false
    #expect(container.hitTest(CGPoint(x: 40, y: 40), with: nil) === back)
    container.isUserInteractionEnabled = false
    #expect(container.hitTest(CGPoint(x: 15, y: 15), with: nil) == nil)
  }

  @Test func theElementsFramesAndTraits() {
    let container = UIView(frame: .zero)
    let element = UIAccessibilityElement(accessibilityContainer: container)
    #expect(element.accessibilityContainer === container)
    #expect(element.accessibilityFrameInContainerSpace.isNull)
    #expect(!element.isAccessibilityElement)
    #expect(element.accessibilityTraits == .none)
    element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
    // Setting the screen frame makes the container-space frame null.
    element.accessibilityFrame = CGRect(x: 5, y: 6, width: 7, height: 8)
    #expect(element.accessibilityFrameInContainerSpace.isNull)
    #expect(element.accessibilityFrame == CGRect(x: 5, y: 6, width: 7, height: 8))
    let traits: UIAccessibilityTraits = [.adjustable, .selected]
    #expect(traits.contains(.adjustable) && traits.contains(.selected))
    #expect(!traits.contains(.button))
    #expect(UIAccessibilityTraits.none.isEmpty)
  }
}
