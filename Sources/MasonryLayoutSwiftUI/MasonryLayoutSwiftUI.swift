// MasonryLayoutSwiftUI: the masonry views for SwiftUI. Every source file is
// wrapped in `#if canImport(SwiftUI)`, so on Linux this is an empty module;
// Scripts/uikit-model compiles the same files against SwiftUIStandIns/, a
// module with SwiftUI's signatures and no behaviour.
//
// The views only read the scroll geometry and draw: which items to build,
// how a data change becomes engine edits, and what to prefetch are
// decided in MasonryLayoutHosting, where they are tested on Linux.
