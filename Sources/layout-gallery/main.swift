// `swift run layout-gallery`: draws both layouts to SVG files and prints one
// line per file. See `--help`.

import Foundation
import LayoutGallery

let options: GalleryOptions
do {
  options = try GalleryOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("layout-gallery: \(error)\n".utf8))
  exit(2)
}
if options.showsHelp {
  print(GalleryOptions.usage)
  exit(0)
}

do {
  let folder = URL(fileURLWithPath: options.outputDirectory, isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for picture in try Gallery.pictures(options: options) {
    let file = folder.appendingPathComponent(picture.fileName)
    try Data(picture.svg.utf8).write(to: file)
    let milliseconds = String(format: "%.3f", picture.layoutSeconds * 1000)
    print("\(file.relativePath): \(picture.summary) (layout \(milliseconds) ms)")
  }
} catch {
  FileHandle.standardError.write(Data("layout-gallery: \(error.localizedDescription)\n".utf8))
  exit(1)
}
