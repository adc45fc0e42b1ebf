// The demo's data: photos of known aspect ratios with captions of varying
// length, in sections, so that the feed has something to measure.

import SwiftUI

struct Photo: Identifiable, Equatable, CustomStringConvertible {
  let id: Int
  /// Height ÷ width of the picture.
  let aspectRatio: CGFloat
  let caption: String
  let color: Color

  /// What VoiceOver reads for the photo where `WheelView` and
  /// `CarouselView` name the selected item (their value is an item's
  /// description); the screens' own labels say the same.
  var description: String { "photo \(id)" }

  /// `count` photos from `first` on, each ratio and caption from its id.
  static func make(_ count: Int, from first: Int = 0) -> [Photo] {
    (first..<first + count).map { id in
      var hash = UInt64(id) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 29
      let ratio = 0.6 + CGFloat(hash % 1_000) / 1_000 * 1.0
      let words = 2 + Int((hash >> 10) % 12)
      return Photo(
        id: id, aspectRatio: ratio,
        caption: (0..<words).map { _ in "word" }.joined(separator: " "),
        color: Color(
          red: Double(hash % 7) / 7, green: Double(hash % 5) / 5, blue: Double(hash % 3) / 3))
    }
  }
}

/// A photo's card: the picture at its aspect ratio, then its caption,
/// whose length the estimate does not know, so the cell measures itself.
struct PhotoCard: View {
  let photo: Photo
  let delete: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      photo.color.aspectRatio(1 / photo.aspectRatio, contentMode: .fit)
      Text(photo.caption)
      // A label that stands on its own: VoiceOver reads each card's button.
      Button("Delete", action: delete).accessibilityLabel("Delete \(photo)")
    }
  }
}
