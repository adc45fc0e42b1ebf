// The delegate a masonry collection view layout reads heights and
// settings from, and the source the host reads through it.

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import LayoutGeometry
  import MasonryLayout
  import MasonryLayoutHosting

  /// The delegate of a collection view laid out by a
  /// ``MasonryCollectionViewLayout``: the height of each item for its
  /// width, and optionally headers, footers, per-section settings, spans
  /// and explicit columns.
  ///
  /// Adopt it on the collection view's delegate. Only the item height is
  /// required; every other method has a default (in an extension):
  ///
  ///     func collectionView(
  ///       _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
  ///       heightForItemAt indexPath: IndexPath, width: CGFloat
  ///     ) -> CGFloat {
  ///       width * photos[indexPath.item].aspectRatio
  ///     }
  ///
  /// Each answer is asked once per item (and again when the item is
  /// reloaded or the width changes) and kept. With self-sizing cells the
  /// height is an estimate that the cell's measured height replaces.
  /// NaN, infinite or negative heights are laid out as 0, spans below 1
  /// as 1, spans and columns past the column count clamped, each counted
  /// in the layout's ``MasonryCollectionViewLayout/diagnostics``; a
  /// section configuration that cannot work is replaced with the
  /// layout's (see ``MasonryCollectionViewLayout/invalidConfigurationSections``).
  ///
  /// The layout asks in the middle of laying the feed out. A method may
  /// read three of the layout's settings: ``MasonryCollectionViewLayout/configuration``
  /// (to derive a section's own from it), ``MasonryCollectionViewLayout/pinsHeaders``
  /// and ``MasonryCollectionViewLayout/updateMode``. Anything else of the
  /// layout (its attributes, content size, diagnostics,
  /// ``MasonryCollectionViewLayout/invalidConfigurationSections``, `host`)
  /// it may not read, and it may set nothing: those are being changed, and
  /// Swift traps on an access that overlaps a change.
  @MainActor
  public protocol MasonryCollectionViewDelegate: UICollectionViewDelegate {
    /// The height of an item for its width.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout asking.
    ///   - indexPath: The item.
    ///   - width: The item's width: its columns' width and the spacing
    ///     between them.
    /// - Returns: Its height (its estimate, with self-sizing cells).
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForItemAt indexPath: IndexPath, width: CGFloat
    ) -> CGFloat

    /// The height of a section's header, which spans the collection
    /// view's width; 0 (the default) for none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout asking.
    ///   - section: The section.
    ///   - width: The header's width.
    /// - Returns: Its height.
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int, width: CGFloat
    ) -> CGFloat

    /// The height of a section's footer; 0 (the default) for none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout asking.
    ///   - section: The section.
    ///   - width: The footer's width.
    /// - Returns: Its height.
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForFooterInSection section: Int, width: CGFloat
    ) -> CGFloat

    /// A section's own settings; `nil` (the default) for the layout's
    /// ``MasonryCollectionViewLayout/configuration``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout asking.
    ///   - section: The section.
    /// - Returns: The section's configuration, or `nil`.
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      configurationForSection section: Int
    ) -> Masonry.Configuration?

    /// How many adjacent columns an item spans; 1 by default.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout asking.
    ///   - indexPath: The item.
    /// - Returns: The span.
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      columnSpanForItemAt indexPath: IndexPath
    ) -> Int

    /// The column an item must start in; `nil` (the default) to let the
    /// packing rule choose.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout asking.
    ///   - indexPath: The item.
    /// - Returns: The column, or `nil`.
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      columnForItemAt indexPath: IndexPath
    ) -> Int?

    // MARK: Near misses the compiler flags

    /// Not a delegate method: a header's height takes its width, in
    /// ``collectionView(_:layout:heightForHeaderInSection:width:)``.
    ///
    /// The layout never calls this. It is declared so that a header height
    /// written without `width:`, which would otherwise compile and never be
    /// called (no header would appear), draws a warning: in the extension
    /// that adopts the protocol, such a method "nearly matches defaulted
    /// requirement" this one.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout.
    ///   - section: The section.
    @available(
      *, deprecated,
      message:
        "not a delegate method: implement collectionView(_:layout:heightForHeaderInSection:width:)"
    )
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int
    )

    /// Not a delegate method: a footer's height takes its width, in
    /// ``collectionView(_:layout:heightForFooterInSection:width:)``.
    ///
    /// The layout never calls this. It is declared so that a footer height
    /// written without `width:`, which would otherwise compile and never be
    /// called (no footer would appear), draws a warning: in the extension
    /// that adopts the protocol, such a method "nearly matches defaulted
    /// requirement" this one.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - layout: The layout.
    ///   - section: The section.
    @available(
      *, deprecated,
      message:
        "not a delegate method: implement collectionView(_:layout:heightForFooterInSection:width:)"
    )
    func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForFooterInSection section: Int
    )
  }

  extension MasonryCollectionViewDelegate {
    /// No header: 0.
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int, width: CGFloat
    ) -> CGFloat { 0 }

    /// No footer: 0.
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForFooterInSection section: Int, width: CGFloat
    ) -> CGFloat { 0 }

    /// The layout's configuration: `nil`.
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      configurationForSection section: Int
    ) -> Masonry.Configuration? { nil }

    /// One column: 1.
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      columnSpanForItemAt indexPath: IndexPath
    ) -> Int { 1 }

    /// The packing rule's choice: `nil`.
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      columnForItemAt indexPath: IndexPath
    ) -> Int? { nil }

    /// Nothing: the layout never calls it (see the requirement).
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForHeaderInSection section: Int
    ) {}

    /// Nothing: the layout never calls it (see the requirement).
    ///
    /// - Complexity: O(1).
    public func collectionView(
      _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
      heightForFooterInSection section: Int
    ) {}
  }

  extension MasonryCollectionViewLayout {
    /// What a debug build prints, once, when headers are pinned and no
    /// section has one (see `PinnedHeadersCheck`).
    internal static let _pinnedHeadersMessage = """
      MasonryCollectionViewLayout: pinsHeaders is on, but no section has a header \
      (every header height is 0), so nothing is pinned. A header's height comes from the \
      collection view's delegate, which adopts MasonryCollectionViewDelegate, through this \
      method, with width:

          func collectionView(
            _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
            heightForHeaderInSection section: Int, width: CGFloat
          ) -> CGFloat

      A method without width: is never called. (Printed once per run, in debug builds.)
      """

    /// Whether this run has printed ``_pinnedHeadersMessage``: once is
    /// enough to tell the developer, however many layouts have it.
    internal static var _printedPinnedHeadersMessage = false

    /// After a layout pass, in a debug build: prints
    /// ``_pinnedHeadersMessage`` the first time the pass shows headers
    /// pinned with none to pin, unless another layout already has in this
    /// run. Nothing in a release build.
    internal func _checkPinnedHeaders() {
      #if DEBUG
        guard _pinnedHeadersCheck.problem(after: host.layout),
          !Self._printedPinnedHeadersMessage
        else { return }
        Self._printedPinnedHeadersMessage = true
        print(Self._pinnedHeadersMessage)
      #endif
    }
  }

  /// The feed as the host reads it: the collection view's counts and the
  /// delegate's answers. Without a masonry delegate every item is 0 points
  /// high (and counted as past the end by nothing: the counts are the
  /// collection view's).
  ///
  /// The engine calls it synchronously from the layout's main-actor
  /// methods, so each call asserts that isolation.
  internal struct _DelegateSource: MasonrySectionProvider {
    internal let collectionView: UICollectionView
    internal let layout: MasonryCollectionViewLayout
    /// Whether the delegate adopts the protocol; without it every answer
    /// is the default and the delegate is not looked up per item.
    internal let hasDelegate: Bool

    @MainActor
    internal init(collectionView: UICollectionView, layout: MasonryCollectionViewLayout) {
      self.collectionView = collectionView
      self.layout = layout
      hasDelegate = collectionView.delegate is any MasonryCollectionViewDelegate
    }

    private func ask<T: Sendable>(
      _ body: @MainActor (UICollectionView, MasonryCollectionViewLayout) -> T
    ) -> T {
      let (collectionView, layout) = (self.collectionView, self.layout)
      return MainActor.assumeIsolated { body(collectionView, layout) }
    }

    private func askDelegate<T: Sendable>(
      _ fallback: T,
      _ body:
        @MainActor (
          any MasonryCollectionViewDelegate, UICollectionView, MasonryCollectionViewLayout
        ) -> T
    ) -> T {
      guard hasDelegate else { return fallback }
      let (collectionView, layout) = (self.collectionView, self.layout)
      return MainActor.assumeIsolated {
        // Looked up on the main actor: the delegate is not Sendable.
        guard let delegate = collectionView.delegate as? any MasonryCollectionViewDelegate else {
          return fallback
        }
        return body(delegate, collectionView, layout)
      }
    }

    internal var sectionCount: Int { ask { view, _ in view.numberOfSections } }

    internal func itemCount(inSection section: Int) -> Int {
      ask { view, _ in view.numberOfItems(inSection: section) }
    }

    internal func height(forItemAt path: ItemPath, width: Double) -> Double {
      askDelegate(0) { delegate, view, layout in
        Double(
          delegate.collectionView(
            view, layout: layout,
            heightForItemAt: IndexPath(item: path.item, section: path.section),
            width: CGFloat(width)))
      }
    }

    internal func headerHeight(inSection section: Int, width: Double) -> Double {
      askDelegate(0) { delegate, view, layout in
        Double(
          delegate.collectionView(
            view, layout: layout, heightForHeaderInSection: section, width: CGFloat(width)))
      }
    }

    internal func footerHeight(inSection section: Int, width: Double) -> Double {
      askDelegate(0) { delegate, view, layout in
        Double(
          delegate.collectionView(
            view, layout: layout, heightForFooterInSection: section, width: CGFloat(width)))
      }
    }

    internal func configuration(forSection section: Int) -> Masonry.Configuration? {
      askDelegate(nil) { delegate, view, layout in
        // Following the collection view's direction, every section does.
        delegate.collectionView(view, layout: layout, configurationForSection: section).map {
          var configuration = $0
          if let direction = layout._directionFollowing.followed {
            configuration.layoutDirection = direction
          }
          return configuration
        }
      }
    }

    internal func columnSpan(forItemAt path: ItemPath) -> Int {
      askDelegate(1) { delegate, view, layout in
        delegate.collectionView(
          view, layout: layout,
          columnSpanForItemAt: IndexPath(item: path.item, section: path.section))
      }
    }

    internal func column(forItemAt path: ItemPath) -> Int? {
      askDelegate(nil) { delegate, view, layout in
        delegate.collectionView(
          view, layout: layout,
          columnForItemAt: IndexPath(item: path.item, section: path.section))
      }
    }
  }
#endif
