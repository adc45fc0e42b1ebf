// Stand-ins for the UIKit the articles' code uses that the UIKit model
// (UIKitModel/Sources/UIKit, which Scripts/check-articles compiles the
// blocks against) does not declare: it models the collection view and
// its layout and accessibility, not view controllers or gestures. Each has
// the name, labels and types UIKit gives it (iOS 17 SDK); none does
// anything. Add a member here, with UIKit's signature, when an article
// starts using one the model lacks; never one the model has.

import Foundation
import UIKit

@MainActor
open class UIViewController: UIResponder {}

@MainActor
open class UIGestureRecognizer: NSObject {
  open func location(in view: UIView?) -> CGPoint { .zero }
}

@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var state: UIGestureRecognizer.State { .possible }
}

extension UIGestureRecognizer {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
  }
}

extension UICollectionView {
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
}

// A view of text, for a header view of the app's.
@MainActor
open class UILabel: UIView {
  open var text: String?
}

// A view's layer: the model's views have none. Not main-actor, as Core
// Animation's is not.
open class CALayer: NSObject {
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform = CATransform3DIdentity
  open var zPosition: CGFloat = 0
}

extension UIView {
  public var layer: CALayer { CALayer() }
}
