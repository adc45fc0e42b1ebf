// The layout, drawing, lifecycle and identity modifiers.

extension View {
  // MARK: Layout

  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    _StandInView(modifying: self, frame: _StandInFrame(width: width, height: height))
  }
  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    _StandInView(
      modifying: self, frame: _StandInFrame(idealWidth: idealWidth, idealHeight: idealHeight))
  }
  nonisolated public func position(_ position: CGPoint) -> some View { _StandInView() }
  /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _StandInView()
  }
  nonisolated public func offset(_ offset: CGSize) -> some View { _StandInView() }
  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _StandInView()
  }
  nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StandInView() }
  nonisolated public func fixedSize() -> some View { _StandInView() }
  /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
  nonisolated public func zIndex(_ value: Double) -> some View { _StandInView() }

  // MARK: Drawing

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
  nonisolated public func hidden() -> some View { _StandInView() }
  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    _StandInView()
  }
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> some View
  {
    _StandInView()
  }
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
    -> some View
  {
    _StandInView()
  }
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some View {
    _StandInView()
  }
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    _StandInView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)
  nonisolated public func projectionEffect(_ transform: ProjectionTransform)
    -> some View
  {
    _StandInView()
  }
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    _StandInView()
  }
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    _StandInView()
  }
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    _StandInView()
  }

  // MARK: Hit-testing

  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    _StandInView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
  where S: Shape {
    _StandInView()
  }
  nonisolated public func disabled(_ disabled: Bool) -> some View { _StandInView() }

  // MARK: Lifecycle and identity

  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _StandInView()
  }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _StandInView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    _StandInView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    _StandInView()
  }
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    _StandInView(modifying: self, identity: AnyHashable(id))
  }
  /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
  /// (as iOS 17's and iOS 18's SDKs declare it).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _StandInView()
  }
}
