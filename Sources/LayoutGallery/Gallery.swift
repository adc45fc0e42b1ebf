// The gallery: every picture, rendered from the options.

/// Renders the gallery's pictures; the `layout-gallery` command writes
/// them to files.
public enum Gallery {
  /// Renders every picture for the options.
  ///
  /// - Throws: An engine's configuration error, should the options make an
  ///   invalid configuration (the option parser's ranges prevent that).
  public static func pictures(options: GalleryOptions) throws -> [GalleryPicture] {
    [
      try MasonryScenes.packing(options: options),
      try MasonryScenes.spans(options: options),
      try MasonryUpdateScenes.removal(options: options),
      try MasonryOptionScenes.shelf(options: options),
      try MasonryOptionScenes.placement(options: options),
      try SectionScenes.pinnedHeaders(options: options),
      try WheelScenes.scrolling(options: options),
      try WheelScenes.variants(options: options),
      try WheelScenes.screens(options: options),
      try CarouselScenes.styles(options: options),
    ]
  }
}
