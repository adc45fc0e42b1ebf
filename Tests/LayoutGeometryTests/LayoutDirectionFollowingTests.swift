// The rule both UIKit layouts follow their collection view's direction by,
// case by case, and over random sequences against the rule written out
// plainly: set the engine's direction when it differs from the view's,
// when the view's changed, or when a configuration came before a view.

import LayoutGeometry
import LayoutTestSupport
import XCTest

final class LayoutDirectionFollowingTests: XCTestCase {
  func testAPassSetsTheViewsDirectionOnlyWhenTheEngineLacksIt() {
    var following = LayoutDirectionFollowing()
    XCTAssertNil(following.followed)
    // The first pass takes the view's direction up: nothing was followed.
    XCTAssertEqual(
      following.directionToApply(view: .leftToRight, engine: .leftToRight), .leftToRight)
    XCTAssertEqual(following.followed, .leftToRight)
    XCTAssertNil(following.directionToApply(view: .leftToRight, engine: .leftToRight))
    XCTAssertEqual(
      following.directionToApply(view: .rightToLeft, engine: .leftToRight), .rightToLeft)
    XCTAssertEqual(following.followed, .rightToLeft)
    XCTAssertNil(following.directionToApply(view: .rightToLeft, engine: .rightToLeft))
  }

  func testAChangeOfTheViewsDirectionIsSetThoughTheEngineHasItAlready() {
    // The host's own configuration may carry the direction (the user set
    // it), yet sections that read `followed` must be laid out again.
    var following = LayoutDirectionFollowing()
    _ = following.directionToApply(view: .leftToRight, engine: .leftToRight)
    XCTAssertNil(following.directionToApply(view: .leftToRight, engine: .leftToRight))
    XCTAssertEqual(
      following.directionToApply(view: .rightToLeft, engine: .rightToLeft), .rightToLeft)
    XCTAssertNil(following.directionToApply(view: .rightToLeft, engine: .rightToLeft))
  }

  func testAConfigurationSetBeforeAViewIsCheckedAtTheNextPass() {
    var following = LayoutDirectionFollowing()
    _ = following.directionToApply(view: .rightToLeft, engine: .rightToLeft)
    XCTAssertNil(following.directionToApply(view: .rightToLeft, engine: .rightToLeft))
    // No view: the configuration keeps its own direction, checked later.
    XCTAssertNil(following.direction(forConfigurationIn: nil))
    XCTAssertEqual(
      following.directionToApply(view: .rightToLeft, engine: .rightToLeft), .rightToLeft)
    XCTAssertNil(following.directionToApply(view: .rightToLeft, engine: .rightToLeft))
    // With a view: directed at once, nothing left to check.
    XCTAssertEqual(following.direction(forConfigurationIn: .leftToRight), .leftToRight)
    XCTAssertEqual(following.followed, .leftToRight)
    XCTAssertNil(following.directionToApply(view: .leftToRight, engine: .leftToRight))
  }

  func testTurnedOffNothingIsDirectedAndTheFollowedDirectionIsForgotten() {
    var following = LayoutDirectionFollowing()
    _ = following.directionToApply(view: .rightToLeft, engine: .leftToRight)
    following.isOn = false
    XCTAssertNil(following.followed)
    XCTAssertNil(following.direction(forConfigurationIn: .rightToLeft))
    XCTAssertNil(following.direction(forConfigurationIn: nil))
    XCTAssertNil(following.directionToApply(view: .rightToLeft, engine: .leftToRight))
    XCTAssertNil(following.followed)
    // On again: the next pass follows the view.
    following.isOn = true
    XCTAssertEqual(
      following.directionToApply(view: .rightToLeft, engine: .leftToRight), .rightToLeft)
  }

  func testRandomSequencesAgainstTheRuleWrittenOut() {
    let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
    var steps = 0
    RandomSweep.forEachCase(100, seed: 0xD1EC_7104) { _, random in
      var following = LayoutDirectionFollowing()
      // The reference: the state spelled out.
      var isOn = true
      var followed: LayoutDirection?
      var unchecked = false
      var engine = LayoutDirection.leftToRight
      for _ in 0..<40 {
        steps += 1
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          isOn.toggle()
          if !isOn { followed = nil }
          following.isOn = isOn
        case 1:
          let view = Bool.random(using: &random) ? directions.randomElement(using: &random) : nil
          var expected: LayoutDirection?
          if isOn {
            if let view {
              followed = view
              expected = view
            } else {
              unchecked = true
            }
          }
          XCTAssertEqual(following.direction(forConfigurationIn: view), expected)
          if let expected { engine = expected }
        default:
          let view = directions.randomElement(using: &random)!
          var expected: LayoutDirection?
          if isOn {
            let changed = followed != view
            followed = view
            if changed || unchecked || engine != view {
              unchecked = false
              expected = view
            }
          }
          let answer = following.directionToApply(view: view, engine: engine)
          XCTAssertEqual(answer, expected)
          if let answer { engine = answer }
          if Bool.random(using: &random) {
            engine = directions.randomElement(using: &random)!  // the user's own setting
          }
        }
        XCTAssertEqual(following.followed, followed)
      }
    }
    RandomSweep.tally("LayoutDirectionFollowing against the rule", steps)
  }
}
