// CircularLayoutSwiftUI: the wheel and carousel views for SwiftUI. Every
// source file is wrapped in `#if canImport(SwiftUI)`, so on Linux this is
// an empty module; Scripts/uikit-model compiles the same files against
// SwiftUIStandIns/, a module with SwiftUI's signatures and no behaviour.
//
// The views only read gestures and draw: the deceleration, the landing
// and the selection are decided in CircularLayoutHosting
// (ScrollingSelection, over ScrollingInteraction and Deceleration), where
// they are tested on Linux.
//
// The minimum OS is iOS 17 (macOS 14, watchOS 10, visionOS 1): the views
// need DragGesture's velocity, which UIScrollView's deceleration starts
// from, and onChange(of:initial:). tvOS has no drag gesture: the views are
// unavailable there.
