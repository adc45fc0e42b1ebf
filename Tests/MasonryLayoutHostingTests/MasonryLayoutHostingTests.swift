import MasonryLayoutHosting
import XCTest

final class MasonryLayoutHostingSmokeTests: XCTestCase {
  func testTheModuleLinks() {}
}
