// Every carousel style of iCarousel, one at a time: a button per style
// above a CarouselView of the same photos. A new style keeps the item in
// the centre where it is.

import CircularLayout
import CircularLayoutSwiftUI
import SwiftUI

struct CarouselScreen: View {
  private let photos = Photo.make(30)
  @State private var style = Carousel.Style.coverFlow
  @State private var selected = 0

  /// Every style but `.custom`, which takes a transform of your own.
  private var styles: [Carousel.Style] { Carousel.Style.allCases.filter { $0 != .custom } }

  var body: some View {
    VStack {
      ScrollView(.horizontal) {
        HStack {
          ForEach(styles, id: \.self) { choice in
            Button(choice.rawValue) { style = choice }
              .opacity(choice == style ? 1 : 0.5)
          }
        }
      }
      Text("Selected: photo \(selected)")
      CarouselView(
        photos, style: style, itemSize: CGSize(width: 200, height: 200), selection: $selected
      ) {
        photo in
        photo.color
      }
    }
  }
}
