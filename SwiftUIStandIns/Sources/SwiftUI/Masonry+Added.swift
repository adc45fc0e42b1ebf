// Declarations MasonryLayoutSwiftUI uses that the stand-ins lacked, with
// the signatures Apple's pages give, no behaviour.

extension View {
  /// SwiftUI's `fixedSize(horizontal:vertical:)`: the view at its ideal
  /// size along the chosen axes.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    _StandInView()
  }
}
