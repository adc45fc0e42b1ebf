// The SwiftUI stand-in module: SwiftUI's declarations, as Apple's pages
// give them, with their names, labels, generic signatures, availability
// and actor isolation, and no behaviour. Scripts/uikit-model builds the library's
// SwiftUI products (MasonryLayoutSwiftUI, CircularLayoutSwiftUI) against it
// on Linux, and Scripts/check-articles the articles' views, so that a
// call SwiftUI would reject fails here too. Nothing here runs: every body
// is a placeholder. What the views decide is tested in the platform-free
// hosting modules; see SwiftUIStandIns/README.md.
//
// Where a declaration returns `some View`, the stand-in returns
// `_StandInView`; callers see the opaque type, as with SwiftUI.

@_exported import Foundation
@_exported import Observation
@_exported import QuartzCore
