// Mistakes the compiler must flag, which Scripts/check-articles compiles
// and expects a warning for, each on the line after its `// expected:`
// comment (the warning's text follows the colon). A user who writes
// these gets the warning in the extension that adopts the protocol.

import Foundation
import MasonryLayoutUIKit
import UIKit

@MainActor final class NearMissViewController: NSObject {}

extension NearMissViewController: MasonryCollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForItemAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat { 100 }

  // A header height without `width:`, which would never be called.
  // expected: nearly matches defaulted requirement 'collectionView(_:layout:heightForHeaderInSection:)'
  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForHeaderInSection section: Int
  ) -> CGFloat { 44 }

  // A footer height without `width:`.
  // expected: nearly matches defaulted requirement 'collectionView(_:layout:heightForFooterInSection:)'
  func collectionView(
    _ collectionView: UICollectionView, layout: MasonryCollectionViewLayout,
    heightForFooterInSection section: Int
  ) -> CGFloat { 30 }
}
