// LazyMasonry's initialisers: Identifiable data, data with an id key
// path, and sections with headers and footers. Each maps the SwiftUI
// spelling (columns, spacing, axis) to the engine's configuration.

#if canImport(SwiftUI)
  import LayoutGeometry
  import MasonryLayout
  import SwiftUI

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  @available(watchOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  extension LazyMasonry where Header == EmptyView, Footer == EmptyView {
    /// A feed of one section over `Identifiable` data.
    ///
    /// - Parameters:
    ///   - data: The items, in order.
    ///   - columns: The column rule: `.fixed(n)`,
    ///     `.adaptive(minimumWidth:maximumCount:)` or `.fixedWidth(_:)`.
    ///   - spacing: The gap between columns and between items (a negative
    ///     or non-finite one reads as 0).
    ///   - axis: `.vertical` (columns, the default) or `.horizontal`
    ///     (rows).
    ///   - content: An item's view.
    ///   - height: An item's estimated length along the flow for its
    ///     column width; cells then size themselves.
    public init<Data: RandomAccessCollection>(
      _ data: Data, columns: Masonry.Columns, spacing: CGFloat = 8,
      axis: LayoutGeometry.Axis = .vertical,
      @ViewBuilder content: @escaping (Item) -> Content,
      height: @escaping (Item, CGFloat) -> CGFloat
    ) where Data.Element == Item, Item: Identifiable, Item.ID == ID {
      self.init(
        data, id: \.id, columns: columns, spacing: spacing, axis: axis, content: content,
        height: height)
    }

    /// A feed of one section whose items are named by a key path.
    ///
    /// - Parameters:
    ///   - data: The items, in order.
    ///   - id: The key path to each item's id.
    ///   - columns: The column rule.
    ///   - spacing: The gap between columns and between items.
    ///   - axis: The flow's axis.
    ///   - content: An item's view.
    ///   - height: An item's estimated length along the flow.
    public init<Data: RandomAccessCollection>(
      _ data: Data, id: KeyPath<Item, ID>, columns: Masonry.Columns, spacing: CGFloat = 8,
      axis: LayoutGeometry.Axis = .vertical,
      @ViewBuilder content: @escaping (Item) -> Content,
      height: @escaping (Item, CGFloat) -> CGFloat
    ) where Data.Element == Item {
      self.init(
        sections: [Array(data)], id: id, columns: columns, spacing: spacing, axis: axis,
        pinnedHeaders: false, content: content, height: height,
        header: { _ in EmptyView() }, headerHeight: { _, _ in 0 },
        footer: { _ in EmptyView() }, footerHeight: { _, _ in 0 })
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  @available(watchOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  extension LazyMasonry {
    /// A feed of sections, each with a header and a footer (a length of 0:
    /// none), the headers optionally pinned to the top while their
    /// section is on screen.
    ///
    ///     LazyMasonry(sections: days.map(\.photos), id: \.id, columns: .fixed(3),
    ///                 pinnedHeaders: true) { PhotoCard($0) }
    ///       height: { photo, width in width * photo.aspectRatio }
    ///       header: { Text(days[$0].title) } headerHeight: { _, _ in 44 }
    ///       footer: { _ in EmptyView() } footerHeight: { _, _ in 0 }
    ///
    /// Sections are matched by position from one body to the next; items
    /// move between them by id.
    ///
    /// - Parameters:
    ///   - sections: Each section's items, in order.
    ///   - id: The key path to each item's id, unique over every section.
    ///   - columns: The column rule of every section.
    ///   - spacing: The gap between columns and between items.
    ///   - axis: The flow's axis.
    ///   - pinnedHeaders: Whether headers stay at the top while their
    ///     section is on screen.
    ///   - content: An item's view.
    ///   - height: An item's estimated length along the flow.
    ///   - header: A section's header view.
    ///   - headerHeight: A section's header length for the width: the
    ///     header's length, which it does not measure itself (leave room for
    ///     larger Dynamic Type sizes; a pinned header wants a full-width,
    ///     opaque background, as the cards pass under it).
    ///   - footer: A section's footer view.
    ///   - footerHeight: A section's footer length for the width.
    public init<Data: RandomAccessCollection>(
      sections: [Data], id: KeyPath<Item, ID>, columns: Masonry.Columns, spacing: CGFloat = 8,
      axis: LayoutGeometry.Axis = .vertical, pinnedHeaders: Bool = false,
      @ViewBuilder content: @escaping (Item) -> Content,
      height: @escaping (Item, CGFloat) -> CGFloat,
      @ViewBuilder header: @escaping (Int) -> Header,
      headerHeight: @escaping (Int, CGFloat) -> CGFloat,
      @ViewBuilder footer: @escaping (Int) -> Footer,
      footerHeight: @escaping (Int, CGFloat) -> CGFloat
    ) where Data.Element == Item {
      var configuration = Masonry.Configuration(columns: columns)
      let gap = Double(spacing)
      configuration.columnSpacing = gap.isFinite && gap > 0 ? gap : 0
      configuration.rowSpacing = configuration.columnSpacing
      configuration.axis = axis
      self.sections = sections.map { Array($0) }
      self.id = id
      self.configuration = configuration
      self.pinsHeaders = pinnedHeaders
      self.content = content
      self.height = height
      self.header = header
      self.headerHeight = headerHeight
      self.footer = footer
      self.footerHeight = footerHeight
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  @available(watchOS, unavailable, message: "LazyMasonry is a UICollectionView; use MasonryStack")
  extension LazyMasonry where Footer == EmptyView {
    /// A feed of sections, each under a header (a length of 0: none), the
    /// headers optionally pinned; no footers.
    ///
    ///     LazyMasonry(sections: days.map(\.photos), id: \.id, columns: .fixed(3),
    ///                 pinnedHeaders: true) { PhotoCard($0) }
    ///       height: { photo, width in width * photo.aspectRatio }
    ///       header: { Text(days[$0].title) } headerHeight: { _, _ in 44 }
    ///
    /// - Parameters:
    ///   - sections: Each section's items, in order.
    ///   - id: The key path to each item's id, unique over every section.
    ///   - columns: The column rule of every section.
    ///   - spacing: The gap between columns and between items.
    ///   - axis: The flow's axis.
    ///   - pinnedHeaders: Whether headers stay at the top while their
    ///     section is on screen.
    ///   - content: An item's view.
    ///   - height: An item's estimated length along the flow.
    ///   - header: A section's header view.
    ///   - headerHeight: A section's header length for the width: the
    ///     header's length, which it does not measure itself (leave room for
    ///     larger Dynamic Type sizes; a pinned header wants a full-width,
    ///     opaque background, as the cards pass under it).
    public init<Data: RandomAccessCollection>(
      sections: [Data], id: KeyPath<Item, ID>, columns: Masonry.Columns, spacing: CGFloat = 8,
      axis: LayoutGeometry.Axis = .vertical, pinnedHeaders: Bool = false,
      @ViewBuilder content: @escaping (Item) -> Content,
      height: @escaping (Item, CGFloat) -> CGFloat,
      @ViewBuilder header: @escaping (Int) -> Header,
      headerHeight: @escaping (Int, CGFloat) -> CGFloat
    ) where Data.Element == Item {
      self.init(
        sections: sections, id: id, columns: columns, spacing: spacing, axis: axis,
        pinnedHeaders: pinnedHeaders, content: content, height: height, header: header,
        headerHeight: headerHeight, footer: { _ in EmptyView() }, footerHeight: { _, _ in 0 })
    }
  }
#endif
