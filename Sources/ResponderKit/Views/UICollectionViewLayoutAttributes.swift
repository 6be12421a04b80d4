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
  /// The kind of supplementary or decoration view (L12), nil for a cell.
  open private(set) var representedElementKind: String?
  /// The element's affine transform (default identity). Stored; the view is placed by `frame`.
  open var transform: CGAffineTransform = .identity
  /// The element's 3-D transform (default identity). Stored; the view is placed by `frame`.
  open var transform3D: CATransform3D = CATransform3DIdentity

  /// The attributes of the cell of the item at `indexPath` (L1).
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
  }

  /// The attributes of a supplementary view of kind `elementKind` for `indexPath` (L12).
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The attributes of a decoration view of kind `decorationViewKind` for `indexPath` (L12).
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A copy of the same class with the same values; a subclass with values of its own overrides
  /// it, calling `super`, as in UIKit.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init(forCellWith: indexPath)
    copy.frame = frame
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.zIndex = zIndex
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.transform = transform
    copy.transform3D = transform3D
    return copy
  }

  /// Whether `object` is attributes of the same element with the same values; a subclass with
  /// values of its own overrides it, calling `super`, as in UIKit.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return other.indexPath == indexPath && other.frame == frame && other.alpha == alpha
      && other.isHidden == isHidden && other.zIndex == zIndex
      && other.representedElementCategory == representedElementCategory
      && other.representedElementKind == representedElementKind && other.transform == transform
      && CATransform3DEqualToTransform(other.transform3D, transform3D)
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
