// The SwiftUI stand-in's hosting configuration as the model's cells show
// it: state kept by explicit identity across configurations of one type,
// and the content measured for self-sizing as SwiftUI sizes it (a frame's
// ideal length proposed where the proposal has none, the margins, the
// system minimum).

import SwiftUI
import Testing
import UIKit

/// Content of a fixed size, recording the proposals it gets.
@MainActor
final class ProposalLog {
  var proposals: [ProposedViewSize] = []
}

struct FixedContent: ModelSizedView {
  let name: String
  var size = CGSize(width: 30, height: 20)
  var log: ProposalLog?
  var body: some View { EmptyView() }

  func modelSize(for proposal: ProposedViewSize) -> CGSize {
    log?.proposals.append(proposal)
    return size
  }
}

@MainActor
struct UIHostingConfigurationTests {
  @Test func stateIsKeptAcrossConfigurationsOfOneTypeUntilTheIdentityChanges() {
    let cell = UICollectionViewCell()
    func show(_ name: String, id: Int) {
      cell.contentConfiguration = UIHostingConfiguration { FixedContent(name: name).id(id) }
    }
    show("a", id: 1)
    #expect((cell.modelHostedStateOrigin as? FixedContent)?.name == "a")
    // The same identity: the state stays a's, the content is b's.
    show("b", id: 1)
    #expect((cell.modelHostedContent as? FixedContent)?.name == "b")
    #expect((cell.modelHostedStateOrigin as? FixedContent)?.name == "a")
    #expect(cell.modelHostedIdentity == [1])
    // A new identity: fresh state.
    show("c", id: 2)
    #expect((cell.modelHostedStateOrigin as? FixedContent)?.name == "c")
    #expect(cell.modelHostedIdentity == [2])
  }

  @Test func withoutAnIdentityTheStateOfOtherContentIsKept() {
    let cell = UICollectionViewCell()
    cell.contentConfiguration = UIHostingConfiguration { FixedContent(name: "a") }
    cell.contentConfiguration = UIHostingConfiguration { FixedContent(name: "b") }
    // What a reused cell shows when the content carries no identity.
    #expect((cell.modelHostedContent as? FixedContent)?.name == "b")
    #expect((cell.modelHostedStateOrigin as? FixedContent)?.name == "a")
    #expect(cell.modelHostedIdentity == [])
  }

  @Test func theContentIsMeasuredWithTheMarginsAndTheSystemMinimum() {
    let cell = UICollectionViewCell()
    cell.contentConfiguration = UIHostingConfiguration { FixedContent(name: "a") }
    let target = CGSize(width: 100, height: 100)
    // Margins of 8 on each edge, then at least 44 on each axis.
    #expect(
      cell.contentView.systemLayoutSizeFitting(target) == CGSize(width: 46, height: 44))
    // A required axis keeps the target's length.
    #expect(
      cell.contentView.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      )
        == CGSize(width: 100, height: 44))
    cell.contentConfiguration = UIHostingConfiguration { FixedContent(name: "a") }
      .margins(.all, 0).minSize(width: 0, height: 0)
    #expect(
      cell.contentView.systemLayoutSizeFitting(target) == CGSize(width: 30, height: 20))
    // One hosting view throughout (one configuration type): three
    // measurements.
    #expect(cell.modelHostedSizingCount == 3)
  }

  @Test func anIdealLengthIsProposedWhereTheProposalHasNone() {
    let log = ProposalLog()
    let cell = UICollectionViewCell()
    cell.contentConfiguration = UIHostingConfiguration {
      FixedContent(name: "a", log: log).frame(idealWidth: 70, idealHeight: 90)
    }
    .margins(.all, 0).minSize(width: 0, height: 0)
    let size = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: 100, height: 100), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Width proposed 100 (required), height its ideal 90; the frame takes
    // its child's size.
    #expect(log.proposals == [ProposedViewSize(width: 100, height: 90)])
    #expect(size == CGSize(width: 100, height: 20))
    // A fixed frame is proposed and taken.
    cell.contentConfiguration = UIHostingConfiguration {
      FixedContent(name: "a").frame(width: 12, height: 34)
    }
    .margins(.all, 0).minSize(width: 0, height: 0)
    #expect(
      cell.contentView.systemLayoutSizeFitting(CGSize(width: 100, height: 100))
        == CGSize(width: 12, height: 34))
  }
}
