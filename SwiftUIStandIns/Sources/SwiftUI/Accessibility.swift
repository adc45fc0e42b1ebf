// Accessibility: elements, labels, values, traits and the adjustable
// action VoiceOver's swipes up and down send.

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment
  case decrement
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
  nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior()
  nonisolated(unsafe) public static let contain = AccessibilityChildBehavior()
  nonisolated(unsafe) public static let combine = AccessibilityChildBehavior()
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  public init() {}
  public static let isButton = AccessibilityTraits()
  public static let isSelected = AccessibilityTraits()
  public static let isHeader = AccessibilityTraits()
  public static let allowsDirectInteraction = AccessibilityTraits()
  public func contains(_ member: AccessibilityTraits) -> Bool { false }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    (false, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
  public mutating func formUnion(_ other: AccessibilityTraits) {}
  public mutating func formIntersection(_ other: AccessibilityTraits) {}
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
  nonisolated init() {}
  nonisolated public func body(content: Content) -> Never { fatalError() }
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<
    Content, Modifier
  > where S: StringProtocol {
    self
  }
}

extension View {
  nonisolated public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    _StandInView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > where S: StringProtocol {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > where S: StringProtocol {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Adds the given traits to the view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  nonisolated public func accessibilityAction(
    named name: Text, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
}
