import Foundation

/// What part of a layout is out of date, given to `invalidateLayout(with:)`.
///
/// UIKit's `UICollectionViewLayoutInvalidationContext`. The layout prepares again from scratch
/// whatever the context says (L1); the context carries the parts for a layout subclass that
/// reads them in `invalidateLayout(with:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
  var _invalidateEverything = false
  var _invalidateDataSourceCounts = false
  private var items: [IndexPath] = []
  private var supplementaries: [String: [IndexPath]] = [:]

  /// Creates a context that names no part.
  public required init() {}

  /// Whether everything is out of date: true for `invalidateLayout()` and a reload.
  open var invalidateEverything: Bool { _invalidateEverything }

  /// Whether the numbers of sections and items changed: true for a reload.
  open var invalidateDataSourceCounts: Bool { _invalidateDataSourceCounts }

  /// How far the content offset should move. Stored.
  open var contentOffsetAdjustment: CGPoint = .zero

  /// How much the content size changes. Stored.
  open var contentSizeAdjustment: CGSize = .zero

  /// Names items whose attributes are out of date.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    items.append(contentsOf: indexPaths)
  }

  /// The items named out of date, or nil when none were.
  open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }

  /// Names supplementary views of a kind whose attributes are out of date.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    supplementaries[elementKind, default: []].append(contentsOf: indexPaths)
  }

  /// The supplementary views named out of date, by kind, or nil when none were.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
    supplementaries.isEmpty ? nil : supplementaries
  }
}
