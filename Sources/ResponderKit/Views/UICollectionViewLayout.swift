import Foundation

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

  /// Whether the collection view mirrors the layout's positions when it lays out in the
  /// direction opposite to `developmentLayoutDirection` (Y10); false by default, true for a
  /// flow layout, as in UIKit.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout's positions are written for (Y10): left to right by default.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether a change of the collection view's bounds to `newBounds` makes the positions out
  /// of date (L1); the default is false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
