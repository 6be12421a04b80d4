import Foundation

/// Where one element of a collection view goes: its item and rectangle, and how it is shown.
///
/// UIKit rule L1: the collection view places each visible item's cell by these attributes and
/// finds the item under a point from them (`indexPathForItem(at:)`).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// What kind of element the attributes place, with UIKit's raw values.
  public enum ElementCategory: UInt, Hashable, Sendable {
    /// An item's cell.
    case cell = 0
    /// A supplementary view (a header or footer).
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// The item the element shows (L1).
  open var indexPath: IndexPath
  /// The element's rectangle in the collection view's content (L1).
  open var frame: CGRect = .zero
  /// The element's alpha (default 1); the cell takes it.
  open var alpha: CGFloat = 1
  /// Whether the element is hidden (default false); the cell takes it.
  open var isHidden = false
  /// The element's stacking order; where elements overlap, the highest is hit (L1).
  open var zIndex = 0
  /// The kind of element; a cell for `init(forCellWith:)`.
  open private(set) var representedElementCategory: ElementCategory = .cell

  /// The attributes of the cell of the item at `indexPath` (L1).
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
  }

  /// The element's centre; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The element's size; setting it keeps the frame's origin.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
}
