// Solving a compositional layout: each section's groups, items and
// boundary supplementary items placed, in the section's own coordinates,
// from the section provider's description and the container.

/// An item as solved: its frame in the section's own coordinates (an
/// orthogonal section's offset not applied) and its zIndex.
struct _SolvedItem {
  var frame: CGRect
  var zIndex: Int
}

/// A header or footer as solved, before pinning.
struct _SolvedBoundaryItem {
  var item: NSCollectionLayoutBoundarySupplementaryItem
  var frame: CGRect
  /// A footer (bottom alignments), pinned to the visible bottom.
  var isFooter: Bool
}

/// A section as solved.
struct _SolvedSection {
  var section: NSCollectionLayoutSection?
  /// The section's extent in the collection view's content: its top to
  /// its bottom (headers, insets, groups, footers), the content's width.
  var frame: CGRect
  var items: [_SolvedItem] = []
  var boundaryItems: [_SolvedBoundaryItem] = []
  var isOrthogonal = false
  /// An orthogonal section's scroller, in the collection view's content:
  /// as wide as the container's effective width, as tall as its tallest
  /// group.
  var scroller: CGRect = .zero
  /// The width of the scroller's content: the section's leading inset,
  /// its groups and the spacing between them, its trailing inset.
  var orthogonalContentWidth: CGFloat = 0
  /// The groups' frames, in the section's own coordinates.
  var groupFrames: [CGRect] = []
  /// The scroller's leading and trailing content insets: the section's,
  /// and for `.groupPagingCentered` UIKit's centring inset on top.
  var leadingInset: CGFloat = 0
  var trailingInset: CGFloat = 0

  /// The largest offset an orthogonal section's scroller can rest at.
  var maximumOrthogonalOffset: CGFloat {
    Swift.max(0, orthogonalContentWidth - scroller.width)
  }
}

extension UICollectionViewCompositionalLayout {
  /// The container's insets for a content insets reference, in a vertical
  /// layout: the safe area's leading and trailing insets for `.automatic`
  /// and `.safeArea` ("safeArea: The content insets are relative to the
  /// safe area", UIContentInsetsReference); zero for `.none` ("not
  /// relative to any boundary"). The model has no layout margins and no
  /// readable content guide: `.layoutMargins` and `.readableContent` read
  /// as `.safeArea`. The top and bottom are zero: the collection view's
  /// adjusted content inset scrolls the content clear of them.
  func _containerInsets(
    for reference: UIContentInsetsReference, in collectionView: UICollectionView
  ) -> NSDirectionalEdgeInsets {
    guard reference != .none else { return .zero }
    let safeArea = collectionView.safeAreaInsets
    let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return NSDirectionalEdgeInsets(
      top: 0, leading: rightToLeft ? safeArea.right : safeArea.left, bottom: 0,
      trailing: rightToLeft ? safeArea.left : safeArea.right)
  }

  /// The environment a section provider is called with: the collection
  /// view's bounds size, the configuration's reference's insets, the
  /// collection view's traits.
  func _environment(for collectionView: UICollectionView) -> _LayoutEnvironment {
    _LayoutEnvironment(
      container: _LayoutContainer(
        contentSize: collectionView.bounds.size,
        contentInsets: _containerInsets(
          for: configuration.contentInsetsReference, in: collectionView)),
      traitCollection: collectionView.traitCollection)
  }

  /// A dimension resolved in a container: "fractionalWidth: ... a
  /// fraction of the width of the containing group", likewise height;
  /// "absolute: ... an absolute point value"; "estimated": the model takes
  /// the estimate as the value (no self-sizing of estimated dimensions).
  func _resolve(_ dimension: NSCollectionLayoutDimension, in container: CGSize) -> CGFloat {
    switch dimension._kind {
    case .fractionalWidth: dimension.dimension * container.width
    case .fractionalHeight: dimension.dimension * container.height
    case .absolute, .estimated: dimension.dimension
    }
  }

  func _resolve(_ size: NSCollectionLayoutSize, in container: CGSize) -> CGSize {
    CGSize(
      width: _resolve(size.widthDimension, in: container),
      height: _resolve(size.heightDimension, in: container))
  }

  /// Solves every section: calls the section provider for each section
  /// index with the collection view's environment, and stacks the
  /// sections down with the configuration's `interSectionSpacing` ("The
  /// amount of space between the sections in the layout").
  func _solveAll(in collectionView: UICollectionView) {
    let environment = _environment(for: collectionView)
    let width = collectionView.bounds.width
    var solved: [_SolvedSection] = []
    var top: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      if index > 0 { top += configuration.interSectionSpacing }
      let count = collectionView.numberOfItems(inSection: index)
      guard let section = _sectionProvider(index, environment) else {
        collectionView._recordViolation(
          .invalidCompositionalLayout, "the section provider returned nil for section \(index)")
        solved.append(_SolvedSection(frame: CGRect(x: 0, y: top, width: width, height: 0)))
        continue
      }
      let result = _solve(
        section, index: index, count: count, top: top, environment: environment,
        in: collectionView)
      solved.append(result)
      top = result.frame.maxY
    }
    _solved = solved
    _contentHeight = top
    _solvedEnvironmentKey = _EnvironmentKey(environment)
    for (index, section) in solved.enumerated() {
      guard let offset = _orthogonalOffsets[index] else { continue }
      // "Orthogonal offsets are kept across other passes, clamped when
      // the content shrinks" (the model's reading).
      _orthogonalOffsets[index] =
        section.isOrthogonal ? Swift.min(offset, section.maximumOrthogonalOffset) : nil
    }
  }

  /// One section, from `top` down.
  ///
  /// The box it lays out in is the container's effective width (the
  /// section's `contentInsetsReference`, or the configuration's when it
  /// is `.automatic`). Its `contentInsets` ("The amount of space between
  /// the content of the section and its boundaries") inset the groups;
  /// with `supplementariesFollowContentInsets` ("whether the section's
  /// supplementary items follow the specified content insets for the
  /// section", true by default) the headers and footers are inside the
  /// insets too, otherwise outside them, across the box.
  ///
  /// From the top: (headers inside or outside the top inset), the groups,
  /// (footers inside or outside the bottom inset). A header or footer
  /// that does not extend the boundary ("extendsBoundary: whether a
  /// boundary supplementary item extends the content area of the section
  /// or layout it's attached to") takes no room: it overlaps the content.
  /// `.leading`, `.trailing` and `.none` alignments are not modelled: laid
  /// out as headers that do not extend.
  func _solve(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, top: CGFloat,
    environment: _LayoutEnvironment, in collectionView: UICollectionView
  ) -> _SolvedSection {
    let reference =
      section.contentInsetsReference == .automatic
      ? configuration.contentInsetsReference : section.contentInsetsReference
    let container = _LayoutContainer(
      contentSize: collectionView.bounds.size,
      contentInsets: _containerInsets(for: reference, in: collectionView))
    let effective = container.effectiveContentSize
    let boxX = container.contentInsets.leading
    let insets = section.contentInsets
    let contentX = boxX + insets.leading
    let contentSize = CGSize(
      width: effective.width - insets.leading - insets.trailing,
      height: effective.height - insets.top - insets.bottom)
    let follows = section.supplementariesFollowContentInsets
    let supplementaryX = follows ? contentX : boxX
    let supplementaryWidth = follows ? contentSize.width : effective.width
    var result = _SolvedSection(
      section: section, frame: .zero, isOrthogonal: section.orthogonalScrollingBehavior != .none)
    // `.groupPagingCentered` is "group paging with additional leading and
    // trailing content insets to center each group's contents along the
    // orthogonal axis" (an earlier SDK's UICollectionViewCompositionalLayout.h;
    // iOS 17.0's says only "centering each group"): UIKit's own inset, half the
    // scroller's width less a group's, on top of the section's. Whether
    // UIKit reduces it by the section's insets is unsaid; adding both is
    // the stricter reading (a row that insets itself too gets a blank
    // range before its first group).
    let centring: CGFloat =
      section.orthogonalScrollingBehavior == .groupPagingCentered
      ? Swift.max(
        0, (effective.width - _resolve(section._layoutGroup.layoutSize, in: contentSize).width) / 2)
      : 0
    result.leadingInset = insets.leading + centring
    result.trailingInset = insets.trailing + centring
    var y = top

    func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, footer: Bool) {
      let size = _resolve(
        item.layoutSize, in: CGSize(width: supplementaryWidth, height: effective.height))
      var x = supplementaryX + (supplementaryWidth - size.width) / 2
      switch item.alignment {
      case .topLeading, .bottomLeading, .leading, .none: x = supplementaryX
      case .topTrailing, .bottomTrailing, .trailing:
        x = supplementaryX + supplementaryWidth - size.width
      case .top, .bottom: break
      }
      let extends =
        item.extendsBoundary
        && [.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing].contains(
          item.alignment)
      let frameY = footer && !extends ? y - size.height : y
      let frame = CGRect(
        x: x + item.offset.x, y: frameY + item.offset.y, width: size.width, height: size.height)
      result.boundaryItems.append(_SolvedBoundaryItem(item: item, frame: frame, isFooter: footer))
      if extends { y += size.height }
    }

    let footerAlignments: [NSRectAlignment] = [.bottom, .bottomLeading, .bottomTrailing]
    let headers = section.boundarySupplementaryItems.filter {
      !footerAlignments.contains($0.alignment)
    }
    let footers = section.boundarySupplementaryItems.filter {
      footerAlignments.contains($0.alignment)
    }
    if follows { y += insets.top }
    for header in headers { place(header, footer: false) }
    if !follows { y += insets.top }
    y = _solveGroups(
      of: section, index: index, count: count, x: contentX + centring, top: y, boxX: boxX,
      boxWidth: effective.width, contentSize: contentSize, into: &result, in: collectionView)
    if !follows { y += insets.bottom }
    for footer in footers { place(footer, footer: true) }
    if follows { y += insets.bottom }
    result.frame = CGRect(x: 0, y: top, width: collectionView.bounds.width, height: y - top)
    return result
  }

  /// The section's groups: the group repeated along the section's flow
  /// (down, or for an orthogonal section from leading to trailing in its
  /// scroller) with `interGroupSpacing` ("The amount of space between the
  /// groups in the section") until the section's items run out, the last
  /// group partly filled. A group that holds no item ends the section
  /// (recorded: nothing else would end it). Returns the bottom of the
  /// groups.
  func _solveGroups(
    of section: NSCollectionLayoutSection, index: Int, count: Int, x: CGFloat, top: CGFloat,
    boxX: CGFloat, boxWidth: CGFloat, contentSize: CGSize, into result: inout _SolvedSection,
    in collectionView: UICollectionView
  ) -> CGFloat {
    let group = section._layoutGroup
    let groupSize = _resolve(group.layoutSize, in: contentSize)
    let spacing = section.interGroupSpacing
    let traits = collectionView.traitCollection
    var remaining = count
    var origin = CGPoint(x: x, y: top)
    var bottom = top
    while remaining > 0 {
      var leaves: [_SolvedItem] = []
      let frame = CGRect(origin: origin, size: groupSize)
      _appendLeaves(of: group, in: frame, traits: traits, into: &leaves, in: collectionView)
      if leaves.isEmpty {
        collectionView._recordViolation(
          .invalidCompositionalLayout,
          "a group of section \(index) holds no item: the section ends with "
            + "\(count - remaining) of its \(count) items")
        break
      }
      let taken = leaves.prefix(remaining)
      result.items.append(contentsOf: taken)
      remaining -= taken.count
      result.groupFrames.append(frame)
      bottom = Swift.max(bottom, frame.maxY)
      if result.isOrthogonal {
        origin.x += groupSize.width + spacing
      } else {
        origin.y += groupSize.height + spacing
      }
    }
    if result.isOrthogonal {
      // The scroller spans the container's effective width; its content
      // starts at the box's leading edge.
      result.scroller = CGRect(x: boxX, y: top, width: boxWidth, height: bottom - top)
      let groupsEnd = result.groupFrames.last.map { $0.maxX - boxX } ?? result.leadingInset
      result.orthogonalContentWidth = groupsEnd + result.trailingInset
    }
    return bottom
  }

  /// The cells of one instance of `item` laid out in `frame`, appended to
  /// `leaves` in order.
  ///
  /// An item: its frame inset by its `contentInsets` ("The amount of
  /// space added around the content of the item to adjust its final size
  /// after its position is computed"). A horizontal or vertical group:
  /// its subitems one after another along its axis, each sized in the
  /// group ("Each item specifies its own size in terms of its
  /// container"), `interItemSpacing` between them (flexible spacing taken
  /// as its minimum), the list repeated in order while the next subitem
  /// fits (at least one placed); a group of a repeating subitem: `count`
  /// of them, each sized to fit ("the group keeps the same number of
  /// items and automatically resizes them to add the extra specified
  /// spacing between them", `horizontal(layoutSize:subitem:count:)`). A
  /// custom group: its provider called with an environment whose
  /// container is the group's own size, no insets (the docs leave the
  /// container unsaid), each frame relative to the group's origin, as
  /// given (not clipped; a frame that is not finite is recorded).
  func _appendLeaves(
    of item: NSCollectionLayoutItem, in frame: CGRect, traits: UITraitCollection,
    into leaves: inout [_SolvedItem], in collectionView: UICollectionView
  ) {
    guard let group = item as? NSCollectionLayoutGroup else {
      let insets = item.contentInsets
      leaves.append(
        _SolvedItem(
          frame: CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: frame.width - insets.leading - insets.trailing,
            height: frame.height - insets.top - insets.bottom),
          zIndex: 0))
      return
    }
    let insets = group.contentInsets
    let inner = CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: frame.width - insets.leading - insets.trailing,
      height: frame.height - insets.top - insets.bottom)
    let spacing = group.interItemSpacing?.spacing ?? 0
    switch group._kind {
    case .custom(let provider):
      let environment = _LayoutEnvironment(
        container: _LayoutContainer(contentSize: frame.size, contentInsets: .zero),
        traitCollection: traits)
      for custom in provider(environment) {
        let f = custom.frame
        if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
          collectionView._recordViolation(
            .invalidCompositionalLayout, "a custom group's item provider returned the frame \(f)")
        }
        leaves.append(
          _SolvedItem(
            frame: CGRect(
              x: frame.minX + f.minX, y: frame.minY + f.minY, width: f.width, height: f.height),
            zIndex: custom.zIndex))
      }
    case .horizontalRepeating(let count), .verticalRepeating(let count):
      guard count > 0, let subitem = group.subitems.first else { return }
      let horizontal = if case .horizontalRepeating = group._kind { true } else { false }
      let length = horizontal ? inner.width : inner.height
      let each = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      let size = _resolve(subitem.layoutSize, in: inner.size)
      for index in 0..<count {
        let start = CGFloat(index) * (each + spacing)
        let sub =
          horizontal
          ? CGRect(x: inner.minX + start, y: inner.minY, width: each, height: size.height)
          : CGRect(x: inner.minX, y: inner.minY + start, width: size.width, height: each)
        _appendLeaves(of: subitem, in: sub, traits: traits, into: &leaves, in: collectionView)
      }
    case .horizontal, .vertical:
      let subitems = group.subitems
      guard !subitems.isEmpty else { return }
      let horizontal = if case .horizontal = group._kind { true } else { false }
      let length = horizontal ? inner.width : inner.height
      var position: CGFloat = 0
      var placed = 0
      // The list repeats while the next subitem fits; a pass that adds
      // no length (sizes of zero) stops after one round.
      while placed < 10_000 {
        let subitem = subitems[placed % subitems.count]
        let size = _resolve(subitem.layoutSize, in: inner.size)
        let along = horizontal ? size.width : size.height
        let start = placed == 0 ? 0 : position + spacing
        if placed > 0 && start + along > length + 0.001 { break }
        if placed >= subitems.count && !(along > 0) { break }
        let sub =
          horizontal
          ? CGRect(x: inner.minX + start, y: inner.minY, width: size.width, height: size.height)
          : CGRect(x: inner.minX, y: inner.minY + start, width: size.width, height: size.height)
        _appendLeaves(of: subitem, in: sub, traits: traits, into: &leaves, in: collectionView)
        position = start + along
        placed += 1
      }
    }
  }
}
