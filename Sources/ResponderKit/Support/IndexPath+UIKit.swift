import Foundation

#if !canImport(Darwin)
  // UIKit's members of IndexPath for table and collection views, which Foundation on Linux
  // lacks: a section and a row (or item) as the path's two indexes.
  extension IndexPath {
    /// A path to `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// A path to `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The item in the section: the second index, as `row`.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
