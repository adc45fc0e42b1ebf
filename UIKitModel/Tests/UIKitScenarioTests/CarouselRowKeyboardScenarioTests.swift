// Issue 58, item 5: the carousel row for a hardware keyboard and the
// focus engine, through the code the package ships: the app's
// press methods hand the row their presses (arrow keys step the centred
// album, return opens it; the ends of the presses it took are its too),
// and the app's collection view delegate hands it each focus update (the
// focused album comes to the centre, whenever UIKit scrolls and whichever
// frame it reads), and one key moves the row once.

import CircularLayout
import Testing
import UIKit

@testable import CircularLayoutUIKit

/// The app's collection view delegate, one line for the row.
final class FocusFollowingDelegate: NSObject, UICollectionViewDelegate {
  let albums: CarouselCompositionalSection

  /// What each call to `centerFocusedItem` returned.
  var followed: [Bool] = []

  init(albums: CarouselCompositionalSection) {
    self.albums = albums
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    followed.append(albums.centerFocusedItem(for: context, with: coordinator, in: collectionView))
  }
}

@MainActor
struct CarouselRowKeyboardScenarioTests {
  /// Three 44-point list rows, the row from 132 for 200 points (10
  /// 150-point albums; linear, one album a 150-point step), then the
  /// wall; the row one element that opens what it is given.
  func screen(style: Carousel.Style = .linear) -> (HomeScreen, opened: () -> [IndexPath]) {
    let screen = HomeScreen(
      listCount: 3, rowCount: 10, wallCount: 4, style: style,
      size: CGSize(width: 390, height: 844))
    var opened: [IndexPath] = []
    screen.makeRowOneAccessibilityElement(
      value: { "Album \($0.item)" }, activate: { opened.append($0) })
    screen.collectionView.layoutIfNeeded()
    return (screen, { opened })
  }

  /// A keyboard's press, as UIKit reports it: the arrow keys with their
  /// arrow's type, any other key with `.select`'s.
  static func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIPress {
    let type: UIPress.PressType =
      switch code {
      case .keyboardRightArrow: .rightArrow
      case .keyboardLeftArrow: .leftArrow
      default: .select
      }
    return UIPress(modelKey: UIKey(modelKeyCode: code, modifierFlags: flags), type: type)
  }

  /// The press's beginning handed to the row, then its end: what the row
  /// did not take at the beginning, and whether it took the end too.
  static func pressAndRelease(
    _ press: UIPress, on albums: CarouselCompositionalSection, in collectionView: UICollectionView
  ) -> (rest: Set<UIPress>, endTaken: Bool) {
    let rest = albums.handlePresses([press], in: collectionView)
    press.modelPhase = .ended
    let restOfTheEnd = albums.handlePresses([press], in: collectionView)
    return (rest, restOfTheEnd.isEmpty)
  }

  @Test func arrowKeysStepTheCentredAlbumAndReturnOpensIt() {
    let (screen, opened) = screen()
    let albums = screen.albums
    let collectionView = screen.collectionView
    func tap(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
      let (rest, endTaken) = Self.pressAndRelease(
        Self.press(code, flags), on: albums, in: collectionView)
      #expect(rest.isEmpty, "\(code)")
      #expect(endTaken, "\(code)")
    }
    // UIKit sets the numeric pad's flag for the arrow keys; Caps Lock is
    // no shortcut.
    tap(.keyboardRightArrow, .numericPad)
    #expect(albums.centeredIndexPath?.item == 1)
    #expect(screen.rowOffset == 150)
    tap(.keyboardRightArrow, .alphaShift)
    #expect(screen.rowOffset == 300)
    tap(.keyboardLeftArrow)
    tap(.keyboardLeftArrow)
    // At the row's start the key is still the row's: nothing moves.
    tap(.keyboardLeftArrow)
    #expect(screen.rowOffset == 0)
    tap(.keyboardRightArrow)
    tap(.keyboardRightArrow)
    tap(.keyboardReturnOrEnter)
    tap(.keypadEnter)
    #expect(opened() == [IndexPath(item: 2, section: 1), IndexPath(item: 2, section: 1)])
    #expect(ScenarioChecks.problems(in: collectionView) == [])
  }

  /// Shortcuts, other keys and the remote's presses are returned for the
  /// app's `super`, at their beginning and at their end; of a set, only
  /// the row's are taken.
  @Test func pressesThatAreNotTheRowsAreReturned() {
    let (screen, opened) = screen()
    let albums = screen.albums
    let collectionView = screen.collectionView
    for flags: UIKeyModifierFlags in [.command, .control, .alternate, .shift] {
      let press = Self.press(.keyboardRightArrow, flags)
      let (rest, endTaken) = Self.pressAndRelease(press, on: albums, in: collectionView)
      #expect(rest == [press])
      #expect(!endTaken)
    }
    let remote = UIPress(modelKey: nil, type: .rightArrow)
    #expect(albums.handlePresses([remote], in: collectionView) == [remote])
    let select = UIPress(modelKey: nil, type: .select)
    #expect(albums.handlePresses([select], in: collectionView) == [select])
    #expect(albums.centeredIndexPath?.item == 0)
    let letter = Self.press(.keyboardA)
    let arrow = Self.press(.keyboardRightArrow)
    #expect(albums.handlePresses([letter, arrow], in: collectionView) == [letter])
    #expect(albums.centeredIndexPath?.item == 1)
    // The arrow's end is the row's, the letter's is not; a change of
    // either too.
    letter.modelPhase = .changed
    arrow.modelPhase = .changed
    #expect(albums.handlePresses([letter, arrow], in: collectionView) == [letter])
    letter.modelPhase = .cancelled
    arrow.modelPhase = .cancelled
    #expect(albums.handlePresses([letter, arrow], in: collectionView) == [letter])
    // Cancelled, the arrow is forgotten: a second end is not the row's.
    #expect(albums.handlePresses([arrow], in: collectionView) == [arrow])
    #expect(opened() == [])
  }

  /// Without the row's element, return is not the row's.
  @Test func returnWithoutTheRowsElementIsReturned() {
    let screen = HomeScreen(listCount: 3, rowCount: 10, wallCount: 4, style: .linear)
    screen.collectionView.layoutIfNeeded()
    let press = Self.press(.keyboardReturnOrEnter)
    #expect(screen.albums.handlePresses([press], in: screen.collectionView) == [press])
  }

  /// Right to left the row still runs left to right: the right arrow
  /// brings the album on the right, the next, to the centre.
  @Test func rightToLeftTheRightArrowStillBringsTheNextAlbum() {
    let (screen, _) = screen()
    screen.collectionView.semanticContentAttribute = .forceRightToLeft
    screen.collectionView.layoutIfNeeded()
    _ = screen.albums.handlePresses([Self.press(.keyboardRightArrow)], in: screen.collectionView)
    #expect(screen.albums.centeredIndexPath?.item == 1)
  }

  /// Scrolled past, the row is not on screen: its keys are returned, and
  /// the row has not moved when it comes back.
  @Test func aRowOffScreenTakesNoKeys() {
    let (screen, _) = screen()
    let collectionView = screen.collectionView
    collectionView.contentOffset.y = 1_000
    collectionView.layoutIfNeeded()
    let press = Self.press(.keyboardRightArrow)
    #expect(screen.albums.handlePresses([press], in: collectionView) == [press])
    collectionView.contentOffset.y = 0
    collectionView.layoutIfNeeded()
    #expect(screen.rowOffset == 0)
  }

  /// Where the focus engine has an item focused, its arrow keys move the
  /// focus (and the focus the row): the presses are returned, so that one
  /// key moves the row once. Focused on a list row, return is the list's;
  /// on a card, return and the remote's select open that card. With a
  /// focus system but nothing focused, the keys are the row's.
  @Test func oneKeyMovesTheRowOnceWithTheFocusEngine() {
    let (screen, opened) = screen()
    let albums = screen.albums
    let collectionView = screen.collectionView
    collectionView.modelRunsAFocusSystem()
    let delegate = FocusFollowingDelegate(albums: albums)
    collectionView.delegate = delegate
    _ = albums.handlePresses([Self.press(.keyboardRightArrow)], in: collectionView)
    #expect(albums.centeredIndexPath?.item == 1)
    // The focus engine takes the right arrow to album 2; UIKit hands the
    // press on to the responder as well.
    collectionView.modelMoveFocus(
      toItemAt: IndexPath(item: 2, section: 1), scroll: .afterTheDelegate)
    #expect(albums.centeredIndexPath?.item == 2)
    let arrow = Self.press(.keyboardRightArrow)
    #expect(albums.handlePresses([arrow], in: collectionView) == [arrow])
    #expect(albums.centeredIndexPath?.item == 2)
    let enter = Self.press(.keyboardReturnOrEnter)
    #expect(albums.handlePresses([enter], in: collectionView).isEmpty)
    let select = UIPress(modelKey: nil, type: .select)
    #expect(albums.handlePresses([select], in: collectionView).isEmpty)
    #expect(opened() == [IndexPath(item: 2, section: 1), IndexPath(item: 2, section: 1)])
    collectionView.modelMoveFocus(
      toItemAt: IndexPath(item: 0, section: 0), scroll: .afterTheDelegate)
    let onTheList = Self.press(.keyboardReturnOrEnter)
    #expect(albums.handlePresses([onTheList], in: collectionView) == [onTheList])
    #expect(albums.centeredIndexPath?.item == 2)
    #expect(opened().count == 2)
    withExtendedLifetime(delegate) {}
  }

  /// The focus engine moves the focus through the row, one album at a
  /// time (and two, where the row shows them), and back: each focused
  /// album comes to the centre. A focus on a list row leaves the row
  /// alone. Under
  /// each reading of when UIKit scrolls and of which frame it reads, in a
  /// linear and a cover-flow row: UIKit's scroll alone shows an album at
  /// the row's edge.
  @Test(arguments: UICollectionView.ModelFocusScroll.allCases, [Carousel.Style.linear, .coverFlow])
  func theFocusedAlbumComesToTheCentre(
    scroll: UICollectionView.ModelFocusScroll, style: Carousel.Style
  ) throws {
    for frame in UICollectionView.ModelScrollToItemFrame.allCases {
      let (screen, _) = screen(style: style)
      let collectionView = screen.collectionView
      collectionView.modelScrollToItemFrame = frame
      collectionView.modelRunsAFocusSystem()
      let delegate = FocusFollowingDelegate(albums: screen.albums)
      collectionView.delegate = delegate
      // A linear row shows the albums beside the centre only; a cover
      // flow shows two more each side.
      for album in style == .linear ? [1, 2, 3, 2] : [1, 3, 2] {
        collectionView.modelMoveFocus(toItemAt: IndexPath(item: album, section: 1), scroll: scroll)
        #expect(delegate.followed.last == true)
        #expect(screen.albums.centeredIndexPath?.item == album, "\(frame), album \(album)")
        #expect(
          abs(screen.rowOffset - CGFloat(screen.rowDistance) * CGFloat(album)) < 0.5,
          "\(frame), album \(album)")
      }
      collectionView.modelMoveFocus(toItemAt: IndexPath(item: 1, section: 0), scroll: scroll)
      #expect(delegate.followed.last == false)
      #expect(screen.albums.centeredIndexPath?.item == 2)
      // A cover flow's places overlap (its cards are drawn apart).
      #expect(
        ScenarioChecks.problems(in: collectionView, itemsMayOverlap: style == .coverFlow) == [])
    }
  }

  /// Cards 300 points wide in a 390-point row: UIKit's own scroll to show
  /// the next card (to 255) leaves it the item nearest the centre but 45
  /// points off it; the row still brings it to the centre, under each
  /// reading of when UIKit scrolls.
  @Test(arguments: UICollectionView.ModelFocusScroll.allCases)
  func aWideFocusedCardComesAllTheWayToTheCentre(scroll: UICollectionView.ModelFocusScroll) {
    let screen = HomeScreen(
      listCount: 3, rowCount: 10, wallCount: 4, style: .linear, cardWidth: 300)
    let collectionView = screen.collectionView
    collectionView.layoutIfNeeded()
    collectionView.modelRunsAFocusSystem()
    let delegate = FocusFollowingDelegate(albums: screen.albums)
    collectionView.delegate = delegate
    #expect(screen.rowDistance == 300)
    for album in [1, 2, 1] {
      collectionView.modelMoveFocus(toItemAt: IndexPath(item: album, section: 1), scroll: scroll)
      #expect(screen.rowOffset == CGFloat(300 * album), "album \(album)")
    }
    withExtendedLifetime(delegate) {}
  }

  /// The row holds no press: one gone, or ended with its end never handed
  /// to the row, is forgotten at the next call.
  @Test func theRowForgetsPressesWhoseEndNeverComes() {
    let (screen, _) = screen()
    let albums = screen.albums
    let collectionView = screen.collectionView
    do {
      let gone = Self.press(.keyboardRightArrow)
      #expect(albums.handlePresses([gone], in: collectionView).isEmpty)
      #expect(albums.takenPresses.count == 1)
    }
    let ended = Self.press(.keyboardRightArrow)
    #expect(albums.handlePresses([ended], in: collectionView).isEmpty)
    ended.modelPhase = .ended
    let next = Self.press(.keyboardLeftArrow)
    #expect(albums.handlePresses([next], in: collectionView).isEmpty)
    #expect(albums.takenPresses.map { $0.press } == [next])
  }
}
