// The demo's entry point: one screen per product, chosen by the buttons at
// the top.

import SwiftUI

@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoScreens()
    }
  }
}

/// The screens, one at a time.
enum DemoScreen: String, CaseIterable, Identifiable {
  case feed = "Feed"
  case uikitFeed = "UIKit feed"
  case home = "Home"
  case wheel = "Wheel"
  case carousels = "Carousels"

  var id: Self { self }
}

struct DemoScreens: View {
  @State private var screen = DemoScreen.feed

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        ForEach(DemoScreen.allCases) { choice in
          Button(choice.rawValue) { screen = choice }
            .opacity(choice == screen ? 1 : 0.5)
        }
      }
      .padding(8)
      switch screen {
      case .feed: FeedScreen()
      case .uikitFeed: UIKitFeedScreen()
      case .home: HomeScreen()
      case .wheel: WheelScreen()
      case .carousels: CarouselScreen()
      }
    }
  }
}
