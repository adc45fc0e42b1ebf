// The IndexPath members UIKit adds for collection and table views.

extension IndexPath {
  /// Creates an index path for an item in a section of a collection view.
  ///
  /// From UIKit's `IndexPath` extension ("init(item:section:)"): the path
  /// `[section, item]`.
  ///
  /// - Parameters:
  ///   - item: The item's index in its section.
  ///   - section: The section's index.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// Creates an index path for a row in a section of a table view.
  ///
  /// - Parameters:
  ///   - row: The row's index in its section.
  ///   - section: The section's index.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index of the section: the path's first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The index of the item in its section: the path's second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The index of the row in its section: the path's second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
