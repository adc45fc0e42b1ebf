// What the examples in CircularLayoutSwiftUI's doc comments take from the
// app around them (see ../generate.py): declared, never run.

import CircularLayout
import CircularLayoutSwiftUI
import Foundation
import SwiftUI

struct Item: Identifiable {
  var id: Int
}

/// The app's item view on the wheel (SwiftUI's own `Label` takes a title
/// and an icon; the examples' shorthand is the app's).
struct Label: View {
  init(_ item: Item) {}
  var body: some View { EmptyView() }
}

struct Cover: View {
  init(_ item: Item) {}
  var body: some View { EmptyView() }
}

/// A SwiftUI view's members: a struct, as a view is.
@MainActor struct ArticleContext {
  var items: [Item] = []
  @State var selected = 0
}
