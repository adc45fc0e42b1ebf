// The masonry feed in SwiftUI: LazyMasonry over three sections with pinned
// headers; each card's caption makes it taller than its estimate, so cells
// measure themselves; a card's Delete button removes it, and the rest keep
// their columns.

import MasonryLayoutSwiftUI
import SwiftUI

struct FeedScreen: View {
  @State private var sections = [
    Photo.make(40), Photo.make(30, from: 100), Photo.make(50, from: 200),
  ]

  var body: some View {
    LazyMasonry(
      sections: sections, id: \.id, columns: .adaptive(minimumWidth: 160, maximumCount: 4),
      pinnedHeaders: true
    ) { photo in
      PhotoCard(photo: photo) { delete(photo) }
    } height: { photo, width in
      width * photo.aspectRatio + 60  // the picture, and room for a short caption
    } header: { section in
      // Full width and opaque: a pinned header hides the cards under it.
      Text("Section \(section + 1): \(sections[section].count) photos")
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background { Color.gray }
    } headerHeight: { _, _ in
      36
    }
  }

  /// Animated: the cards below close up in their columns.
  private func delete(_ photo: Photo) {
    withAnimation {
      for index in sections.indices {
        sections[index].removeAll { $0.id == photo.id }
      }
    }
  }
}
