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

/// The object that places a collection view's items: subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// UIKit rule L1: the collection view calls `prepare()` before it needs the positions (the
/// first load, `reloadData()`, `invalidateLayout()`, a size change the layout asks to be
/// invalidated for), reads `collectionViewContentSize`, asks `layoutAttributesForElements(in:)`
/// for the visible rectangle and `layoutAttributesForItem(at:)` for one item.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view the layout places items for; set when the layout is given to one.
  open internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout that is not yet used by a collection view.
  public init() {}

  /// Creates a layout (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {}

  /// Computes the positions; called before the collection view next needs them (L1). The
  /// default does nothing.
  open func prepare() {}

  /// The size of the whole content (L1); the default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the elements whose rectangles meet `rect` (L1); the default is none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of one item's cell (L1); the default is nil.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Tells the collection view that the positions are out of date: `prepare()` runs again
  /// before they are next needed (L1).
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }

  /// Whether a change of the collection view's bounds to `newBounds` makes the positions out
  /// of date (L1); the default is false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
