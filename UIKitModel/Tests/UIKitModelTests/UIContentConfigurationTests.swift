// Content configurations: a cell keeps the one it is given (nil by
// default), and a content view's default `supports(_:)` accepts a
// configuration of its current configuration's type only.

import Testing
import UIKit

/// A configuration that names itself, and makes a content view that keeps it.
private struct NamedConfiguration: UIContentConfiguration {
  var name: String

  func makeContentView() -> any UIView & UIContentView {
    KeepingContentView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> NamedConfiguration {
    self
  }
}

/// A configuration of another type.
private struct OtherConfiguration: UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView {
    KeepingContentView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> OtherConfiguration {
    self
  }
}

/// A content view that keeps its configuration and relies on UIKit's
/// default `supports(_:)`.
@MainActor
private final class KeepingContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    nil
  }
}

@MainActor
struct UIContentConfigurationTests {
  @Test func aCellKeepsTheContentConfigurationItIsGiven() {
    let cell = UICollectionViewCell(frame: .zero)
    #expect(cell.contentConfiguration == nil)

    cell.contentConfiguration = NamedConfiguration(name: "first")
    #expect((cell.contentConfiguration as? NamedConfiguration)?.name == "first")

    cell.contentConfiguration = NamedConfiguration(name: "second")
    #expect((cell.contentConfiguration as? NamedConfiguration)?.name == "second")

    cell.contentConfiguration = nil
    #expect(cell.contentConfiguration == nil)
  }

  @Test func theDefaultSupportsAcceptsTheCurrentConfigurationsTypeOnly() {
    let view = NamedConfiguration(name: "current").makeContentView()
    #expect(view.supports(NamedConfiguration(name: "another")))
    #expect(!view.supports(OtherConfiguration()))

    view.configuration = OtherConfiguration()
    #expect(view.supports(OtherConfiguration()))
    #expect(!view.supports(NamedConfiguration(name: "current")))
  }
}
