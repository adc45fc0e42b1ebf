// MasonryLayoutUIKit: the masonry UICollectionViewLayout. Every source file
// is wrapped in `#if canImport(UIKit) && !os(watchOS)` (watchOS has UIKit
// but no collection view), so on Linux this is an empty module;
// Scripts/uikit-model compiles the same files against a behavioural model
// of UIKit and drives them through it.
//
// Adoption, in full:
//
//     let layout = try MasonryCollectionViewLayout(configuration: configuration)
//     layout.pinsHeaders = true                   // optional
//     collectionView.collectionViewLayout = layout
//     // the collection view's delegate adopts MasonryCollectionViewDelegate
//
// The files only translate UIKit's types (IndexPath, CGRect, the
// attributes, the invalidation context, the update items) and forward
// every decision to MasonryLayoutHosting's `MasonryHost`:
// - MasonryCollectionViewLayout.swift: the class, its stored state, prepare,
//   the queries, and every UIKit override (forwarding by concern);
// - +Settings: the configuration, the direction followed, pinning;
// - +Translating: index paths, kinds, attributes and contexts;
// - +Updates: batch updates and their animations;
// - +Invalidation: bounds changes, self-sizing, the target offset;
// - +Moving: interactive movement;
// - MasonryCollectionViewDelegate.swift: the delegate protocol and the
//   source the host reads through it;
// - MasonryInvalidationContext.swift: the invalidation context;
// - MasonryCollectionViewCell.swift: a cell that sizes itself along the
//   flow at the breadth the layout gives it.
