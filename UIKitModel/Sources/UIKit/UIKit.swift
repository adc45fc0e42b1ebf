// UIKit, as a behavioural model for Linux: the part of UIKit's collection
// view API that the repository's UICollectionViewLayout subclasses use,
// with UIKit's public signatures, and the calls UIKit makes on a layout in
// the order Apple's documentation gives. Scripts/uikit-model builds it, with
// the shipped layouts' sources unchanged, in a package it generates under
// .build/uikit-model; nothing named UIKit is ever in the root manifest.
//
// On iOS, `import UIKit` brings Foundation, CoreGraphics and QuartzCore
// with it; so does this module (CGFloat, CGRect and the rest from
// Foundation, CGAffineTransform and CATransform3D from the model's
// QuartzCore). See UIKitModel/README.md for what is modelled, what is not,
// and the documentation each behaviour follows.

@_exported import QuartzCore
