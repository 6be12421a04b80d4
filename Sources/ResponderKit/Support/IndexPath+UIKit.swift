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

#if !canImport(Darwin)
  // The same members on NSIndexPath, which UIKit adds in Objective-C and older iOS code uses
  // (`NSIndexPath(row:section:)`, `indexPath.row`).
  extension NSIndexPath {
    /// A path to `row` in `section`, as UIKit's `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) {
      self.init(indexes: [section, row], length: 2)
    }

    /// A path to `item` in `section`, as UIKit's `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) {
      self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }

    /// The row in the section: the second index.
    public var row: Int { index(atPosition: 1) }

    /// The item in the section: the second index, as `row`.
    public var item: Int { index(atPosition: 1) }
  }
#endif
