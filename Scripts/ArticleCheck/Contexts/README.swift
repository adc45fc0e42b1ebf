// What the fragments of README.md take from the app around them (see
// ../generate.py): declared, never run.

import CircularLayout
import Foundation
import LayoutGeometry
import MasonryLayout
import MasonryLayoutUIKit
import SwiftUI
import UIKit

struct Photo: Identifiable {
  var id: Int
  var aspectRatio: Double  // height ÷ width
}

struct PhotoCard: View {
  init(_ photo: Photo) {}
  var body: some View { EmptyView() }
}

struct Planet: Identifiable {
  var id: Int
  var name: String
}

struct Album: Identifiable {
  var id: Int
}

struct Cover: View {
  init(_ album: Album) {}
  var body: some View { EmptyView() }
}

/// The app's view controller, which the first fragment extends.
@MainActor class FeedViewController: UIViewController {
  var photos: [Photo] = []
  var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewLayout())
}

/// The view controller whose code the statements are: `self` is the
/// collection view's delegate.
@MainActor final class ArticleContext: FeedViewController {
  var ratios: [Double] = [1, 1.5, 0.5, 1.25]
  var moreHeights = AspectRatioHeights([])
  var masonry = try! Masonry(configuration: Masonry.Configuration())
  var viewport = Rect(x: 0, y: 0, width: 375, height: 812)
  var planets: [Planet] = []
  var albums: [Album] = []
  @State var selectedPlanet = 0
  @State var selectedAlbum = 0
}
