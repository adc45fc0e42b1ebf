import CircularLayoutHosting
import XCTest

final class CircularLayoutHostingSmokeTests: XCTestCase {
  func testTheModuleLinks() {}
}
