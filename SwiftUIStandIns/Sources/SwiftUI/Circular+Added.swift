// SwiftUI declarations CircularLayoutSwiftUI uses that the stand-ins did
// not have yet, with the signatures Apple's pages give and no behaviour.

import Foundation

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// Replaces one or more accessibility elements for this view with new
  /// accessibility elements.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityrepresentation(representation:)
  nonisolated public func accessibilityRepresentation<V>(
    @ViewBuilder representation: () -> V
  ) -> some View where V: View {
    _StandInView()
  }
}
