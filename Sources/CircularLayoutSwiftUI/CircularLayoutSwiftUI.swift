// CircularLayoutSwiftUI: the wheel and carousel views for SwiftUI. Every
// source file is wrapped in `#if canImport(SwiftUI)`, so on Linux this is
// an empty module; Scripts/uikit-model compiles the same files against
// SwiftUIStandIns/, a module with SwiftUI's signatures and no behaviour.
//
// The views only read gestures and draw: the deceleration, the landing
// and the selection are decided in CircularLayoutHosting, where they are
// tested on Linux.
