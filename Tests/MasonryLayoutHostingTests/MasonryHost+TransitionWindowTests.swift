// The transition keeps a window of the layout before a batch, not the
// layout: its appearances must be the ones the whole layout before gives
// for every element in the window, and follow the documented fallback
// outside it.

import LayoutContractSupport
import LayoutGeometry
import LayoutTestSupport
import MasonryLayout
import MasonryLayoutHosting
import XCTest

final class MasonryHostTransitionWindowTests: XCTestCase {
  typealias Kind = SectionedMasonry.Element.Kind

  /// The window of the documented rule: the viewport grown by the
  /// overscan and its own length on each side along the flow, across the
  /// whole content.
  func window(_ viewport: Rect, overscan: Double, content: Size, axis: Axis) -> Rect {
    switch axis {
    case .vertical:
      let minX = min(viewport.minX, 0)
      let grow = overscan + viewport.size.height
      return Rect(
        x: minX, y: viewport.minY - grow, width: max(viewport.maxX, content.width) - minX,
        height: viewport.size.height + 2 * grow)
    case .horizontal:
      let minY = min(viewport.minY, 0)
      let grow = overscan + viewport.size.width
      return Rect(
        x: viewport.minX - grow, y: minY, width: viewport.size.width + 2 * grow,
        height: max(viewport.maxY, content.height) - minY)
    }
  }

  /// The appearances as 1.1.0 gave them, from the whole layout before.
  struct Reference {
    let before: SectionedMasonry
    let transition: MasonryHost.Transition
    let viewport: Rect

    func old(_ kind: Kind, ofNew path: ItemPath) -> ItemPath? {
      kind == .item
        ? transition.oldPath(ofNew: path)
        : transition.oldSection(ofNew: path.section).map { ItemPath(section: $0, item: 0) }
    }

    func new(_ kind: Kind, ofOld path: ItemPath) -> ItemPath? {
      kind == .item
        ? transition.newPath(ofOld: path)
        : transition.newSection(ofOld: path.section).map { ItemPath(section: $0, item: 0) }
    }

    func initial(_ kind: Kind, at path: ItemPath) -> MasonryHost.Appearance? {
      guard let now = transition.after.element(kind, for: path, pinnedIn: viewport) else {
        return nil
      }
      if let old = old(kind, ofNew: path),
        let then = before.element(kind, for: old, pinnedIn: viewport)
      {
        return .init(frame: then.frame, alpha: 1, zIndex: now.zIndex)
      }
      return .init(frame: now.frame, alpha: 0, zIndex: now.zIndex)
    }

    func final(_ kind: Kind, at path: ItemPath) -> MasonryHost.Appearance? {
      guard let then = before.element(kind, for: path, pinnedIn: viewport) else { return nil }
      if let new = new(kind, ofOld: path),
        let now = transition.after.element(kind, for: new, pinnedIn: viewport)
      {
        return .init(frame: now.frame, alpha: 1, zIndex: then.zIndex)
      }
      return .init(frame: then.frame, alpha: 0, zIndex: then.zIndex)
    }

    func deletedSupplementaries(_ kind: Kind) -> [Int] {
      (0..<before.sectionCount).filter {
        transition.newSection(ofOld: $0) == nil
          && before.element(kind, for: ItemPath(section: $0, item: 0)) != nil
          && !transition.isReload
      }
    }
  }

  struct Key: Hashable {
    let kind: Kind
    let path: ItemPath
  }

  /// Every element of a layout, headers pinned for `viewport`.
  func everything(_ layout: SectionedMasonry, pinnedIn viewport: Rect) -> [SectionedMasonry.Element]
  {
    var elements: [SectionedMasonry.Element] = []
    for section in 0..<layout.sectionCount {
      let path = ItemPath(section: section, item: 0)
      for kind in [Kind.header, .footer] {
        if let element = layout.element(kind, for: path, pinnedIn: viewport) {
          elements.append(element)
        }
      }
      for item in 0..<(layout.itemCount(inSection: section) ?? 0) {
        elements.append(layout.element(.item, for: ItemPath(section: section, item: item))!)
      }
    }
    return elements
  }

  /// Random batches (and reloads) over feeds several screens long, 120 in
  /// a debug run and 12,000 in the release sweep, the viewport anywhere: every final appearance of an element
  /// in the window, and every initial appearance of an element whose
  /// element before is in the window (or new), is the whole layout's;
  /// outside it, an element that stays starts at its frame after, opaque,
  /// and a deleted one ends where it was or has none.
  func testAppearancesFromTheWindowAreTheWholeLayoutsInIt() {
    var (inside, outside, batches) = (0, 0, 0)
    RandomSweep.forEachCase(6, seed: 0x5EED_0028) { seed, random in
      var nextID = 0
      var feed = random.hostFeed(sections: 4, items: 60, nextID: &nextID)
      var configuration = random.masonryConfiguration()
      configuration.axis = Bool.random(using: &random) ? .vertical : .horizontal
      var host = try! MasonryHost(configuration: configuration)
      host.pinsHeaders = random.chance(60)
      host.updateMode = random.chance(70) ? .keepColumns : .reflow
      let breadth = Double.random(in: 150...700, using: &random)
      let length = Double.random(in: 100...500, using: &random)
      func viewport(at offset: Double) -> Rect {
        configuration.axis == .vertical
          ? Rect(x: 0, y: offset, width: breadth, height: length)
          : Rect(x: offset, y: 0, width: length, height: breadth)
      }
      host.prepare(viewport: viewport(at: 0), source: feed)
      // Half the hosts show elements past the viewport, as a collection
      // view does.
      host.overscan = random.chance(50) ? 0 : Double.random(in: 0...length, using: &random)
      for step in 0..<20 {
        let context = "seed \(seed) step \(step)"
        let content = host.layout.contentSize
        let extent = configuration.axis == .vertical ? content.height : content.width
        let screen = viewport(at: Double.random(in: -50...(max(0, extent) + 50), using: &random))
        host.prepare(viewport: screen, source: feed)
        let before = host.layout
        let (after, updates) = random.batch(over: feed, items: 60, nextID: &nextID)
        // Now and then a batch that does not agree with the counts: a reload.
        let sent = random.chance(8) ? Array(updates.dropFirst()) : updates
        let transition = host.apply(sent, source: after)
        batches += 1
        let reference = Reference(before: before, transition: transition, viewport: screen)
        let area = window(
          screen, overscan: host.overscan, content: before.contentSize, axis: configuration.axis)
        var windowed = Set<Key>()
        for element in before.elements(in: area, pinnedIn: screen) {
          windowed.insert(Key(kind: element.kind, path: element.path))
          XCTAssertEqual(
            host.finalAppearance(of: element.kind, for: element.path),
            reference.final(element.kind, at: element.path), "final \(element) \(context)")
          inside += 1
        }
        for element in everything(before, pinnedIn: screen)
        where !windowed.contains(Key(kind: element.kind, path: element.path)) {
          let expected = reference.final(element.kind, at: element.path)!
          let answer = host.finalAppearance(of: element.kind, for: element.path)
          if expected.alpha == 1 {
            // It ends where it goes, opaque; a header's z-index is the one
            // after (pinning may have moved it only in the layout before).
            XCTAssertEqual(answer?.frame, expected.frame, "final outside \(element) \(context)")
            XCTAssertEqual(answer?.alpha, 1, "final outside \(element) \(context)")
            if element.kind != .header {
              XCTAssertEqual(answer?.zIndex, expected.zIndex, "final outside \(element) \(context)")
            }
          } else if let answer {
            XCTAssertEqual(answer, expected, "final deleted outside \(element) \(context)")
          }
        }
        for element in everything(transition.after, pinnedIn: screen) {
          let expected = reference.initial(element.kind, at: element.path)!
          let answer = host.initialAppearance(of: element.kind, for: element.path)
          let old = reference.old(element.kind, ofNew: element.path)
          let known = old.map { windowed.contains(Key(kind: element.kind, path: $0)) } ?? true
          if known || expected.alpha == 0 {
            XCTAssertEqual(answer, expected, "initial \(element) \(context)")
          } else {
            // Outside the window: its frame after, opaque; or, for a
            // moved item or section, kept anyway, the frame before.
            let inPlace = MasonryHost.Appearance(
              frame: element.frame, alpha: 1, zIndex: element.zIndex)
            XCTAssertTrue(
              answer == inPlace || answer == expected, "initial outside \(element) \(context)")
            outside += 1
          }
        }
        for kind in [Kind.header, .footer] {
          XCTAssertEqual(
            transition.deletedSupplementarySections(of: kind),
            reference.deletedSupplementaries(kind), "deleted \(kind) \(context)")
        }
        XCTAssertNil(host.finalAppearance(of: .item, for: ItemPath(section: 0, item: -1)), context)
        host.finishUpdates()
        feed = after
      }
    }
    // The window must have mattered both ways.
    XCTAssertGreaterThan(inside, 10 * batches / 2)
    XCTAssertGreaterThan(outside, batches)
  }
}
