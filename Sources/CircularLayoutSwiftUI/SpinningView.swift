// The view both public views are: it reads the finger, taps, VoiceOver's
// steps, the size, the data, the environment's layout direction and the
// selection binding, hands each to a ScrollingSelection, writes the
// identifier it answers to the binding, and draws the cells of the
// frame's bounds. Nothing here decides anything.

#if canImport(SwiftUI) && !canImport(UIKit)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import QuartzCore
  import SwiftUI

  /// A wheel or carousel of views that spins by itself.
  @available(macOS 14.0, *)
  @available(tvOS, unavailable)
  struct SpinningView<
    Layout: DrawnScrollingLayout, Data: RandomAccessCollection, ID: Hashable, Content: View
  >: View {
    /// The engine, in the layout direction it was given.
    let layout: Layout
    /// The items.
    let data: Data
    /// The path to each item's identifier.
    let id: KeyPath<Data.Element, ID>
    /// The selected item's identifier.
    @Binding var selection: ID
    /// How fast a fling slows down.
    let decelerationRate: Deceleration.Rate
    /// The view of each item.
    let content: (Data.Element) -> Content

    /// The caller's layout direction: the engine's, and each item's.
    @Environment(\.layoutDirection) private var direction

    /// The scrolling state, made once the view's size is known.
    @State private var state: ScrollingSelection<Layout, ID>?

    var body: some View {
      GeometryReader { proxy in
        let size = Size(width: Double(proxy.size.width), height: Double(proxy.size.height))
        TimelineView(.animation(paused: !(state?.interaction.isDecelerating ?? false))) {
          context in
          cells(at: Self.seconds(context.date))
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Rectangle())
            .onTapGesture { location in tap(at: location) }
            .onChange(of: context.date) { _, date in
              write(state?.advance(to: Self.seconds(date)))
            }
        }
        .onChange(of: size, initial: true) { _, size in resize(to: size) }
      }
      .contentShape(Rectangle())
      .clipped()
      .gesture(drag)
      // The cells are placed in physical coordinates (the engine mirrors
      // them itself); each item gets the caller's direction back.
      .environment(\.layoutDirection, .leftToRight)
      .onChange(of: ids) { _, ids in
        write(state?.setIDs(ids, selection: selection, at: Self.now))
      }
      .onChange(of: selection) { _, id in write(state?.selectionChanged(to: id, at: Self.now)) }
      .onChange(of: directedLayout) { _, layout in write(state?.setLayout(layout, at: Self.now)) }
      .onChange(of: decelerationRate) { _, rate in state?.decelerationRate = rate }
      .accessibilityRepresentation { selectedContent }
      .accessibilityAdjustableAction { adjustment in
        if adjustment == .increment {
          write(state?.step(by: 1, at: Self.now))
        } else if adjustment == .decrement {
          write(state?.step(by: -1, at: Self.now))
        }
      }
    }
  }

  // MARK: - Drawing

  @available(macOS 14.0, *)
  @available(tvOS, unavailable)
  extension SpinningView {
    /// A cell to draw with its item's identifier.
    struct DrawnCell: Identifiable {
      /// The item's identifier.
      let id: ID
      /// Where and how to draw it.
      let cell: CellPlacement
    }
  }

  @available(macOS 14.0, *)
  @available(tvOS, unavailable)
  extension SpinningView {
    /// The cells of the frame at `time`, placed in the view.
    @ViewBuilder
    private func cells(at time: Double) -> some View {
      if let state {
        let bounds = state.interaction.bounds(at: time)
        // The data may have changed before onChange(of: ids) tells the
        // state: for that one frame only items that still exist are drawn.
        let count = data.count
        let cells = Layout.cells(of: state.interaction, at: time)
          .filter { $0.index < count }
          .map { DrawnCell(id: state.ids[$0.index], cell: $0) }
        ZStack(alignment: .topLeading) {
          // By identifier, as ForEach keys its views, so an item keeps its
          // view (and the view's state) when items move.
          ForEach(cells) { drawn in
            let cell = drawn.cell
            let element = data[data.index(data.startIndex, offsetBy: cell.index)]
            content(element)
              .environment(\.layoutDirection, direction)
              .frame(width: CGFloat(cell.size.width), height: CGFloat(cell.size.height))
              // The items are pictures: a tap goes to the view, which asks
              // the engine (SwiftUI would hit-test the untransformed frame).
              .allowsHitTesting(false)
              .projectionEffect(ProjectionTransform(CATransform3D(cell.projection.transform3D)))
              .opacity(cell.alpha)
              .position(
                x: CGFloat(cell.center.x - bounds.origin.x),
                y: CGFloat(cell.center.y - bounds.origin.y)
              )
              .zIndex(Double(cell.zIndex))
          }
        }
      }
    }

    /// The selected item's view, which VoiceOver reads as the value.
    @ViewBuilder
    private var selectedContent: some View {
      if let index = state?.interaction.selection,
        index < data.count
      {
        content(data[data.index(data.startIndex, offsetBy: index)])
      }
    }
  }

  // MARK: - Reading the input

  @available(macOS 14.0, *)
  @available(tvOS, unavailable)
  extension SpinningView {
    /// The items' identifiers, in order: O(n), read when the body is.
    private var ids: [ID] { data.map { $0[keyPath: id] } }

    /// The engine in the environment's layout direction.
    private var directedLayout: Layout {
      var directed = layout
      directed.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
      return directed
    }

    /// The drag: the finger's translation and velocity along the scroll
    /// axis. It begins after SwiftUI's 10 points, so a touch without
    /// movement is a tap (``tap(at:)``), during a spin too.
    private var drag: some Gesture {
      DragGesture()
        .onChanged { value in
          write(state?.drag(by: along(value.translation), at: Self.seconds(value.time)))
        }
        .onEnded { value in
          write(
            state?.endDrag(
              by: along(value.translation), velocity: along(value.velocity),
              at: Self.seconds(value.time)))
        }
    }

    /// A tap at a point of the view: the item the engine's exact hit test
    /// finds there, in the frame shown now, is scrolled to.
    private func tap(at location: CGPoint) {
      guard let state else { return }
      let now = Self.now
      let bounds = state.interaction.bounds(at: now)
      let point = Point(
        x: Double(location.x) + bounds.origin.x, y: Double(location.y) + bounds.origin.y)
      guard let index = Layout.itemIndex(at: point, of: state.interaction, at: now),
        index < state.ids.count
      else { return }
      write(self.state?.tap(state.ids[index], at: now))
    }

    /// The component of a size along the engine's scroll axis.
    private func along(_ size: CGSize) -> Double {
      Double(layout.axis == .horizontal ? size.width : size.height)
    }

    /// The view's size is known or changes: the state is made at the
    /// first, at rest on the binding's item, and resized after.
    private func resize(to size: Size) {
      guard state != nil else {
        state = ScrollingSelection(
          directedLayout, viewportSize: size, ids: ids, selection: selection,
          decelerationRate: decelerationRate, at: Self.now)
        return
      }
      write(state?.resize(to: size, at: Self.now))
    }

    /// Writes an identifier the state answered to the binding.
    private func write(_ id: ID?) {
      if let id, id != selection { selection = id }
    }

    /// A date as the state's clock reads it, in seconds.
    private static func seconds(_ date: Date) -> Double { date.timeIntervalSinceReferenceDate }

    /// The time now, on the same clock as the frames and the gestures.
    private static var now: Double { seconds(Date()) }
  }
#endif
