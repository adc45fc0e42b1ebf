// The spinning wheel: WheelView binds the selected item's id, written once
// where a spin settles.

import CircularLayout
import CircularLayoutSwiftUI
import SwiftUI

struct WheelScreen: View {
  private let photos = Photo.make(24)
  @State private var selected = 0

  var body: some View {
    VStack {
      Text("Selected: photo \(selected)")
      WheelView(photos, selection: $selected) { photo in
        photo.color
      }
    }
  }
}
