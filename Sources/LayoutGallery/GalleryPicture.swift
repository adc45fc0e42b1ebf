// One picture of the gallery: its file name, what it shows, and how long
// the layout behind it took.

/// A rendered gallery picture.
public struct GalleryPicture: Sendable {
  /// The file name, such as `masonry-packing.svg`.
  public var fileName: String

  /// One line saying what the picture shows.
  public var summary: String

  /// Seconds spent in the engine computing the layout drawn (not drawing).
  public var layoutSeconds: Double

  /// The SVG text.
  public var svg: String

  /// The number of items drawn, per kind of mark, so tests can check the
  /// file against the layout (for example `"item": 40`).
  public var counts: [String: Int]
}

/// Colours shared by every picture, so the gallery reads as one set.
enum Palette {
  static let photos = [
    "#f4a261", "#e9c46a", "#2a9d8f", "#8ab17d", "#e76f51", "#90be6d",
    "#4d908e", "#f9c74f", "#577590", "#f8961e", "#43aa8b", "#b5838d",
  ]
  static let ink = "#264653"
  static let faint = "#adb5bd"
  static let accent = "#d62828"
  static let header = "#3d405b"
  static let skipped = "#dee2e6"

  static func photo(_ index: Int) -> String { photos[index % photos.count] }
}
