// The carousel row for a hardware keyboard and the focus engine: arrow
// keys step the centred item and return opens it, through the app's
// press methods; and as the focus engine (a keyboard's focus on iPad,
// the remote on tvOS) moves the focus from card to card, the card it
// focuses comes to the centre, through the app's collection view
// delegate. A press steps the row only while the focus engine has no
// item focused, so that a key the focus engine moves the focus for does
// not move the row a second time. (Full Keyboard
// Access, an accessibility feature, moves the row through its adjustable
// element: CarouselCompositionalSection+Accessibility.swift.)

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @available(iOS 14.0, tvOS 14.0, *)
  extension CarouselCompositionalSection {
    /// Takes the presses that are the row's, for a responder's press
    /// methods (`pressesChanged(_:with:)` too, where the responder
    /// overrides it), and returns the others, for the responder to pass to
    /// `super`:
    ///
    ///     extension AlbumsViewController {
    ///       override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ///         let rest = albums.handlePresses(presses, in: collectionView)
    ///         if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    ///       }
    ///
    ///       override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ///         let rest = albums.handlePresses(presses, in: collectionView)
    ///         if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    ///       }
    ///
    ///       override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ///         let rest = albums.handlePresses(presses, in: collectionView)
    ///         if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    ///       }
    ///     }
    ///
    /// UIKit sends a responder the end (or the cancellation) of each press
    /// whose beginning it was sent: the row takes the end of each press it
    /// took at its beginning, known by the press object (UIKit does not
    /// say that a press keeps its object to its end, as a touch does; if
    /// it does not, the end goes to `super`), and returns the rest. It
    /// holds no press: one whose end never comes is forgotten.
    ///
    /// At its beginning, a press is the row's when the row is on screen
    /// (UIKit shows a cell of it) and:
    /// - while the focus engine has no item focused, it is a keyboard's
    ///   right arrow, which moves the next item to the centre, or left
    ///   arrow, the previous one (whatever the interface's direction: the
    ///   row runs left to right; clamped to the row's ends, without
    ///   animation, so that keys pressed quickly or held step once each);
    ///   or return or enter, which calls the `activate` of
    ///   ``addAccessibilityElement(label:value:activate:)`` with the
    ///   centred item (without it, the key is not the row's);
    /// - while the focus engine has a card of the row focused, it is
    ///   return or enter, or the remote's select button, which calls that
    ///   `activate` with the focused card (leave the row's items
    ///   unselectable, as they must be for taps, or UIKit may select the
    ///   card as well), where UIKit hands the press on to the responder
    ///   (Apple does not say whether a focused cell does). The arrows move
    ///   the focus, which ``centerFocusedItem(for:with:in:)`` follows: the
    ///   row takes none, so one key moves the row once, whether or not
    ///   UIKit hands a press it moved the focus for to the responder too.
    ///   (A key that starts the focus where nothing was focused may reach
    ///   both: Apple does not say.)
    ///
    /// A press with Command, Control, Option or Shift held is never the
    /// row's (Caps Lock and the numeric pad's flag, which UIKit sets for
    /// the arrow keys, do not count).
    ///
    /// - Parameters:
    ///   - presses: The presses the responder's method was given.
    ///   - collectionView: The collection view that shows the row.
    /// - Returns: The presses that are not the row's; empty when all are.
    /// - Complexity: O(p · t + v), for p presses, the t presses the row
    ///   took and holds (as many as keys held down) and the v items UIKit
    ///   shows, plus ``stepCenteredItem(by:in:animated:)``'s for each
    ///   arrow taken.
    public func handlePresses(_ presses: Set<UIPress>, in collectionView: UICollectionView)
      -> Set<UIPress>
    {
      // Forget the presses gone, and those ended whose end the responder
      // did not hand on.
      takenPresses.removeAll { taken in
        guard let press = taken.press else { return true }
        return (press.phase == .ended || press.phase == .cancelled) && !presses.contains(press)
      }
      var rest = Set<UIPress>()
      var beginning: [UIPress] = []
      for press in presses {
        let taken = takenPresses.firstIndex { $0.press === press }
        switch press.phase {
        case .began:
          beginning.append(press)
        case .ended, .cancelled:
          if let taken { takenPresses.remove(at: taken) } else { rest.insert(press) }
        default:
          if taken == nil { rest.insert(press) }
        }
      }
      guard !beginning.isEmpty else { return rest }
      guard rowFrame(in: collectionView) != nil else { return rest.union(beginning) }
      let focused = focusedItem(near: collectionView)
      for press in beginning {
        let taken =
          focused.map { takeWhileFocused(press, focused: $0, in: collectionView) }
          ?? take(press, in: collectionView)
        if taken { takenPresses.append(TakenPress(press: press)) } else { rest.insert(press) }
      }
      return rest
    }

    /// A press the row took at its beginning, held weakly.
    internal struct TakenPress {
      weak var press: UIPress?
    }

    /// The focus engine's focused item where the collection view is; nil
    /// when it has none there, or runs none (iPhone).
    private func focusedItem(near collectionView: UICollectionView) -> (any UIFocusItem)? {
      #if os(visionOS)
        return UIFocusSystem.focusSystem(for: collectionView)?.focusedItem
      #else
        if #available(iOS 15.0, tvOS 15.0, *) {
          return UIFocusSystem.focusSystem(for: collectionView)?.focusedItem
        }
        return UIFocusSystem(for: collectionView)?.focusedItem
      #endif
    }

    /// The key of a press the row may take: a keyboard's, with no
    /// modifier that makes it a shortcut.
    private func plainKey(of press: UIPress) -> UIKeyboardHIDUsage? {
      guard let key = press.key,
        key.modifierFlags.isDisjoint(with: [.command, .control, .alternate, .shift])
      else { return nil }
      return key.keyCode
    }

    /// Takes a press while nothing is focused; `true` when it is the row's.
    private func take(_ press: UIPress, in collectionView: UICollectionView) -> Bool {
      switch plainKey(of: press) {
      case .keyboardRightArrow?:
        stepCenteredItem(by: 1, in: collectionView)
        return true
      case .keyboardLeftArrow?:
        stepCenteredItem(by: -1, in: collectionView)
        return true
      case let key? where Self.opensTheItem(key):
        guard let centre = centeredIndexPath else { return false }
        return activate(centre)
      default:
        return false
      }
    }

    /// Whether a keyboard's key opens the item: return or enter.
    private static func opensTheItem(_ key: UIKeyboardHIDUsage) -> Bool {
      key == .keyboardReturnOrEnter || key == .keypadEnter
    }

    /// Takes a press while the focus engine has an item focused: return,
    /// enter or select on a card of the row; `true` when it is the row's.
    private func takeWhileFocused(
      _ press: UIPress, focused: any UIFocusItem, in collectionView: UICollectionView
    ) -> Bool {
      guard let cell = focused as? UICollectionViewCell,
        let indexPath = collectionView.indexPath(for: cell),
        indexPath.section == lastPass?.section
      else { return false }
      let opens =
        plainKey(of: press).map(Self.opensTheItem) ?? (press.key == nil && press.type == .select)
      return opens && activate(indexPath)
    }

    /// Calls the row element's `activate`; `false` without one.
    private func activate(_ indexPath: IndexPath) -> Bool {
      guard let activate = rowElement?.activate else { return false }
      activate(indexPath)
      return true
    }

    /// Brings the card the focus engine has just focused to the row's
    /// centre, for the collection view delegate's
    /// `collectionView(_:didUpdateFocusIn:with:)`:
    ///
    ///     extension AlbumsViewController: UICollectionViewDelegate {
    ///       func collectionView(
    ///         _ collectionView: UICollectionView,
    ///         didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    ///         with coordinator: UIFocusAnimationCoordinator
    ///       ) {
    ///         albums.centerFocusedItem(for: context, with: coordinator, in: collectionView)
    ///       }
    ///     }
    ///
    /// The focus engine moves the focus from card to card by where UIKit
    /// shows them (a keyboard's arrow keys on iPad, the remote on tvOS),
    /// and UIKit scrolls to show the focused card, by an amount and at a
    /// moment Apple does not document. So the row scrolls the card to the
    /// centre at once, animated, and again, if UIKit has scrolled it off
    /// the centre, when the update's animations end (the coordinator's
    /// completion), while the card is still focused. A scroll UIKit made
    /// after that would leave the card where UIKit put it. It does nothing
    /// when the focus goes to an item of another section. The row's cells must be
    /// focusable, as they are by default where the collection view allows
    /// focus (`allowsFocus`, iOS 15; always on tvOS).
    ///
    /// - Parameters:
    ///   - context: The focus update the delegate was given.
    ///   - coordinator: The coordinator the delegate was given.
    ///   - collectionView: The collection view that shows the row.
    /// - Returns: `true` when the focus went to a card of the row (whether
    ///   it needed to scroll or not).
    /// - Complexity: ``scrollToItem(at:in:animated:)``'s for each scroll;
    ///   O(1) otherwise.
    @discardableResult
    public func centerFocusedItem(
      for context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator,
      in collectionView: UICollectionView
    ) -> Bool {
      guard let focused = context.nextFocusedIndexPath, let pass = lastPass,
        focused.section == pass.section
      else { return false }
      center(focused, in: collectionView)
      coordinator.addCoordinatedAnimations(nil) { [weak self, weak collectionView] in
        guard let self, let collectionView,
          collectionView.cellForItem(at: focused)?.isFocused == true
        else { return }
        self.center(focused, in: collectionView)
      }
      return true
    }

    /// Scrolls the item to the centre, animated, unless it rests there
    /// (within half a point): the item nearest the centre may still be off
    /// it, where UIKit scrolled only as far as shows a wide card.
    private func center(_ indexPath: IndexPath, in collectionView: UICollectionView) {
      guard let pass = lastPass else { return }
      let centred =
        Double(indexPath.item)
        * row.scrollDistancePerItem(width: pass.width, itemCount: pass.itemCount)
      guard abs(pass.offset - centred) > 0.5 else { return }
      scrollToItem(at: indexPath, in: collectionView, animated: true)
    }
  }
#endif
