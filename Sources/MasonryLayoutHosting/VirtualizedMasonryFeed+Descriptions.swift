// How a lazy feed prints: its shape, how many cells it builds, the
// viewport and the adjustment still to apply, never every id.

import LayoutGeometry

extension VirtualizedMasonryFeed: CustomStringConvertible {
  /// The lazy feed as a reader writes it:
  /// `VirtualizedMasonryFeed(items: 1,000, sections: 1, cells: 14,
  /// viewport: (0, 300, 375×812), pendingAdjustment: (0, 0),
  /// configurationError: nil)`; `items` and `sections` are 0 before the
  /// first sync.
  public var description: String {
    DescriptionFormat.fields(
      "VirtualizedMasonryFeed",
      [
        "items": DescriptionFormat.number(Double(feed?.itemCount ?? 0)),
        "sections": DescriptionFormat.number(Double(feed?.sectionCount ?? 0)),
        "cells": DescriptionFormat.number(Double(cells.count)),
        "viewport": "\(viewport)",
        "pendingAdjustment": "\(pendingAdjustment)",
        "configurationError": configurationError.map { "\($0)" } ?? "nil",
      ])
  }
}
