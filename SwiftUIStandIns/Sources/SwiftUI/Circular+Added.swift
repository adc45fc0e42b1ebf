// SwiftUI declarations CircularLayoutSwiftUI uses that the stand-ins did
// not have yet, with the iOS 18 SDK's signatures and no behaviour.

import Foundation

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func accessibilityRepresentation<V>(
    @ViewBuilder representation: () -> V
  ) -> some View where V: View {
    _StandInView()
  }
}
