// What the examples in MasonryLayoutSwiftUI's doc comments take from the
// app around them (see ../generate.py): declared, never run.

import Foundation
import MasonryLayout
import MasonryLayoutSwiftUI
import SwiftUI

struct Photo: Identifiable {
  var id: Int
  var aspectRatio: Double  // height ÷ width
}

struct PhotoCard: View {
  init(_ photo: Photo) {}
  var body: some View { EmptyView() }
}

struct Note: Identifiable {
  var id: Int
}

struct NoteCard: View {
  init(_ note: Note) {}
  var body: some View { EmptyView() }
}

struct Day {
  var title: String
  var photos: [Photo]
}

/// A SwiftUI view's members: a struct, as a view is.
@MainActor struct ArticleContext {
  var photos: [Photo] = []
  var notes: [Note] = []
  var days: [Day] = []
}
