// The scroll view of a LazyMasonry: the built cells at their frames, the
// scroll geometry fed to the model, and the scroll position moved by the
// offset adjustments that keep the anchor still. Its body reads the
// model's revision, so a scroll redraws this view alone.

#if canImport(SwiftUI) && (!canImport(UIKit) || os(watchOS))
  import LayoutGeometry
  import MasonryLayout
  import SwiftUI

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct _LazyMasonryScroll<ID: Hashable & Sendable, Cell: View>: View {
    let model: _LazyMasonryModel<ID>
    let vertical: Bool
    let prefetch: (([ID]) -> Void)?
    let endReached: (() -> Void)?
    let target: Binding<ID?>?
    let cell: (_MasonryCell<ID>) -> Cell

    @State private var position = ScrollPosition(idType: Never.self)

    var body: some View {
      // Read so that a scroll or a measurement, which change it, redraws.
      _ = model.revision
      let size = model.contentSize
      return ScrollView(vertical ? .vertical : .horizontal) {
        ZStack(alignment: .topLeading) {
          Color.clear.frame(width: size.width, height: size.height)
          ForEach(model.cells) { cell in
            self.cell(cell)
          }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
      }
      .scrollPosition($position)
      .onScrollGeometryChange(for: CGRect.self, of: { $0.visibleRect }) { _, visible in
        scrolled(to: visible)
      }
      .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
        // Called with the first size too: the first layout's width.
        scrolled(to: CGRect(origin: CGPoint(model.viewport.origin), size: size))
      }
      .onChange(of: model.adjustmentCount) {
        applyAdjustment()
      }
      .onChange(of: target?.wrappedValue) {
        scrollToTarget()
      }
    }

    private func scrolled(to visible: CGRect) {
      guard let pass = model.scroll(to: Rect(visible)) else { return }
      if let prefetch, !pass.prefetch.isEmpty {
        prefetch(pass.prefetch.compactMap { model.source(of: $0)?.id })
      }
      if pass.reachedEnd { endReached?() }
    }

    private func applyAdjustment() {
      let move = model.takeAdjustment()
      guard move != .zero else { return }
      // The content moved under the user: follow it at once, unanimated.
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) {
        position.scrollTo(
          point: CGPoint(
            x: CGFloat(model.viewport.minX + move.x), y: CGFloat(model.viewport.minY + move.y)))
      }
    }

    private func scrollToTarget() {
      guard let target, let itemID = target.wrappedValue else { return }
      if let offset = model.offset(showing: itemID) {
        withAnimation { position.scrollTo(point: offset) }
      }
      target.wrappedValue = nil
    }
  }
#endif
