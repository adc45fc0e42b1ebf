// The model's behaviour of a UIHostingConfiguration's content view, where
// UIKit exists (here, the UIKit model): the two things of SwiftUI's that a
// collection view's cells show a test.
//
// - State by identity. SwiftUI keeps a view's state (`@State`,
//   `@StateObject`, a running `.task`) while the view keeps its identity.
//   A content view given a new configuration of its type (a reused cell:
//   `UIContentView.supports(_:)`'s default accepts it) keeps its hosting
//   view, and so the state, unless the content's explicit identity
//   (`id(_:)`) changed: "When the proxy value specified by the id(_:)
//   modifier changes, the identity of the view — for example, its state —
//   is reset" (`id(_:)`). The model records the content the state was
//   made for, so a test can see whose state a cell shows.
// - Self-sizing. `systemLayoutSizeFitting` measures the content as SwiftUI
//   sizes it for the proposal the priorities make (an axis at `.required`
//   is proposed the target's length, a lower priority proposes nothing:
//   the content's ideal length), plus the margins, no smaller than the
//   minimum size; a frame proposes as SwiftUI documents it (an ideal
//   length is proposed where the proposal has none); a `Layout` sizes its
//   one subview as its `sizeThatFits(proposal:subviews:cache:)` says. The
//   model measures through `id(_:)`, the `frame` modifiers, layouts,
//   `environment(_:_:)` and the accessibility modifiers, down
//   to a view that adopts `ModelSizedView`; a view it cannot measure (any
//   other) takes the proposal where there is one and 0 where there is
//   none, as a flexible view with no ideal size of its own.

#if canImport(UIKit)
  import UIKit

  /// Model only: a view whose size the model's hosting configuration can
  /// measure, as SwiftUI would size it for a proposal (a test's text that
  /// wraps, for example).
  public protocol ModelSizedView: View {
    /// The size the view takes for a proposal: nil along an axis proposes
    /// nothing (the view's ideal length there).
    ///
    /// - Parameter proposal: The proposed size.
    /// - Returns: The view's size.
    func modelSize(for proposal: ProposedViewSize) -> CGSize
  }

  /// The minimum size a hosting configuration gives its cell when
  /// `minSize(width:height:)` leaves an axis to the system default. Apple
  /// documents no value ("A value of nil indicates that the system
  /// default should be used"); the model takes 44 points on each axis,
  /// the system's minimum row height, so that content shorter than it
  /// measures taller unless the minimum is set to 0.
  let _modelSystemMinimumLength: CGFloat = 44

  /// What `UIHostingConfiguration.makeContentView()` returns here.
  @MainActor
  final class _UIHostingConfigurationContentView: UIView, UIContentView {
    /// The content the state was made for (its innermost view), and the
    /// explicit identity it was made under.
    private(set) var stateOrigin: Any?
    private var stateIdentity: [AnyHashable] = []
    /// How many times the content was measured, and how many
    /// configurations the view has been given.
    private(set) var sizingCount = 0
    private(set) var configurationCount = 0

    var configuration: any UIContentConfiguration {
      didSet {
        configurationDidChange(from: oldValue)
        // New content may have a new size: the cell is sized again, as a
        // hosting configuration's cell resizes itself when its SwiftUI
        // content changes (the model does not compare sizes: every new
        // configuration asks).
        invalidateIntrinsicContentSize()
      }
    }

    init(configuration: any UIContentConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      configurationDidChange(from: nil)
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// The hosted content: the configuration's.
    var content: Any? { (configuration as? any _ModelHostingConfiguration)?._modelContent }

    /// A new configuration keeps the state when it is of the same type
    /// and its content's explicit identity did not change.
    private func configurationDidChange(from old: (any UIContentConfiguration)?) {
      configurationCount += 1
      let identity = content.map(_explicitIdentity) ?? []
      let sameType = old.map { type(of: $0) == type(of: configuration) } ?? false
      if !sameType || identity != stateIdentity || stateOrigin == nil {
        stateIdentity = identity
        stateOrigin = content.map(_innermostView)
      }
    }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      guard let hosting = configuration as? any _ModelHostingConfiguration else {
        return targetSize
      }
      sizingCount += 1
      let margins = hosting._modelMargins
      let horizontal = margins.leading + margins.trailing
      let vertical = margins.top + margins.bottom
      let proposal = ProposedViewSize(
        width: horizontalFittingPriority == .required ? max(targetSize.width - horizontal, 0) : nil,
        height: verticalFittingPriority == .required ? max(targetSize.height - vertical, 0) : nil)
      let measured = _modelMeasure(hosting._modelContent, proposal)
      var size = CGSize(width: measured.width + horizontal, height: measured.height + vertical)
      if horizontalFittingPriority == .required { size.width = targetSize.width }
      if verticalFittingPriority == .required { size.height = targetSize.height }
      let minimum = hosting._modelMinimumSize
      size.width = max(size.width, minimum.width ?? _modelSystemMinimumLength)
      size.height = max(size.height, minimum.height ?? _modelSystemMinimumLength)
      return size
    }
  }

  /// What the model's hosting view reads of a configuration, whatever its
  /// generic parameters.
  protocol _ModelHostingConfiguration {
    var _modelContent: Any { get }
    var _modelMargins: EdgeInsets { get }
    var _modelMinimumSize: (width: CGFloat?, height: CGFloat?) { get }
  }

  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIHostingConfiguration: _ModelHostingConfiguration {
    var _modelContent: Any { _content }
    var _modelMargins: EdgeInsets { _margins }
    var _modelMinimumSize: (width: CGFloat?, height: CGFloat?) { (_minimumWidth, _minimumHeight) }
  }

  /// The view a modifier was applied to, or nil for a view that is not a
  /// modifier the model reads.
  private func _modifiedView(_ view: Any) -> Any? {
    if let standIn = view as? _StandInView { return standIn._modified }
    if let modified = view as? any _ModelModifiedContent { return modified._modelContent }
    return nil
  }

  /// The explicit identities (`id(_:)`) along the content's modifiers,
  /// outermost first.
  private func _explicitIdentity(_ view: Any) -> [AnyHashable] {
    var identity: [AnyHashable] = []
    var current: Any? = view
    while let view = current {
      if let id = (view as? _StandInView)?._identity { identity.append(id) }
      current = _modifiedView(view)
    }
    return identity
  }

  /// The content below the modifiers the model reads.
  private func _innermostView(_ view: Any) -> Any {
    var current = view
    while let inner = _modifiedView(current) { current = inner }
    return current
  }

  /// The size SwiftUI gives a view for a proposal, as the model reads it
  /// (this file's header).
  @MainActor private func _modelMeasure(_ view: Any, _ proposal: ProposedViewSize) -> CGSize {
    if let sized = view as? any ModelSizedView { return sized.modelSize(for: proposal) }
    guard let inner = _modifiedView(view) else {
      return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
    if let layout = (view as? _StandInView)?._layout {
      // A layout sizes itself from its subview's sizes (the model's
      // layouts arrange one view, the content they were given).
      nonisolated(unsafe) let subview = inner
      let measure: @Sendable (ProposedViewSize) -> CGSize = { proposal in
        MainActor.assumeIsolated { _modelMeasure(subview, proposal) }
      }
      return layout.sizeThatFits(
        proposal,
        LayoutSubviews(layoutDirection: .leftToRight, _subviews: [LayoutSubview(_measure: measure)])
      )
    }
    guard let frame = (view as? _StandInView)?._frame else { return _modelMeasure(inner, proposal) }
    // A fixed length is proposed to the child and taken. The flexible
    // frame, as `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    // documents it: "The size proposed to this view is the size proposed
    // to the frame, limited by any constraints specified, and with any
    // ideal dimensions specified replacing any corresponding unspecified
    // dimensions in the proposal. If no minimum or maximum constraint is
    // specified in a given dimension, the frame adopts the sizing
    // behavior of its child in that dimension" (the model's frames have
    // no minimum or maximum).
    let child = _modelMeasure(
      inner,
      ProposedViewSize(
        width: frame.width ?? proposal.width ?? frame.idealWidth,
        height: frame.height ?? proposal.height ?? frame.idealHeight))
    return CGSize(width: frame.width ?? child.width, height: frame.height ?? child.height)
  }

  /// `ModifiedContent` whatever its parameters.
  protocol _ModelModifiedContent {
    var _modelContent: Any { get }
  }

  extension ModifiedContent: _ModelModifiedContent {
    var _modelContent: Any { content }
  }

  extension UIView {
    /// Model only: the SwiftUI content a hosting configuration's content
    /// view shows (this view's, or this cell's content view's): the view
    /// below the modifiers the model reads; nil when it hosts none.
    public var modelHostedContent: Any? {
      (_modelHostingView?.content).map(_innermostView)
    }

    /// Model only: the content the hosted state was made for (whose
    /// `@State` the view shows): equal to ``modelHostedContent``'s item
    /// when the state is the shown item's own; nil when it hosts none.
    public var modelHostedStateOrigin: Any? { _modelHostingView?.stateOrigin }

    /// Model only: the explicit identities (`id(_:)`) of the hosted
    /// content, outermost first; nil when the view hosts none.
    public var modelHostedIdentity: [AnyHashable]? {
      (_modelHostingView?.content).map(_explicitIdentity)
    }

    /// Model only: how many configurations the hosting view has been
    /// given (its content built again), 0 when it hosts none.
    public var modelHostedConfigurationCount: Int { _modelHostingView?.configurationCount ?? 0 }

    /// Model only: how many times the hosted content was measured for
    /// self-sizing.
    public var modelHostedSizingCount: Int { _modelHostingView?.sizingCount ?? 0 }

    private var _modelHostingView: _UIHostingConfigurationContentView? {
      if let view = self as? _UIHostingConfigurationContentView { return view }
      return (self as? UICollectionViewCell)?.contentView as? _UIHostingConfigurationContentView
    }
  }
#endif
