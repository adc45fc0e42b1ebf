// QuartzCore, as UIKit's behavioural model needs it on Linux: the two
// transform types a collection view layout's attributes carry, which Linux
// Foundation lacks. On Apple platforms `CGAffineTransform` comes from
// CoreGraphics and `CATransform3D` from QuartzCore; both reach a file that
// imports UIKit. Only Scripts/uikit-model builds this module.
//
// The module is named QuartzCore so that code written for Apple platforms
// compiles unchanged against it, LayoutGeometry's `#if canImport(QuartzCore)`
// conversions (Transform3D+CoreAnimation.swift) included.

@_exported import Foundation
