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
  /// before they are next needed (L1). It is `invalidateLayout(with:)` with a context of
  /// `invalidationContextClass` that invalidates everything.
  open func invalidateLayout() {
    let type =
      (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
      ?? UICollectionViewLayoutInvalidationContext.self
    let context = type.init()
    context._invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Tells the collection view that the part of the positions `context` names is out of date:
  /// `prepare()` runs again before they are next needed (L1).
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutDidInvalidate()
  }

  /// Whether the collection view mirrors the layout's positions when it lays out in the
  /// direction opposite to `developmentLayoutDirection` (Y10); false by default, true for a
  /// flow layout, as in UIKit.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout's positions are written for (Y10): left to right by default.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  // MARK: Right to left (Y10)

  /// Y10: whether the collection view shows the layout's positions mirrored: the layout flips
  /// (`flipsHorizontallyInOppositeLayoutDirection`) and its collection view lays out in the
  /// direction opposite to `developmentLayoutDirection`. Read at each query, so a change of
  /// direction needs no invalidation.
  final var mirrorsPositions: Bool {
    guard UIView.rightToLeftInUse, flipsHorizontallyInOppositeLayoutDirection, let view = collectionView else {
      return false
    }
    return view.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
  }

  /// Whether the layout's own queries already answer with the frames the views get (Y10): the
  /// flow layout's do, so a subclass calling `super` reads them too; a custom layout answers in
  /// its development direction and the collection view mirrors its answers.
  var answersShownPositions: Bool { false }

  /// Y10: the one mirroring of a rectangle across the content's width; it is its own inverse,
  /// so it maps shown rectangles to the layout's and back.
  final func mirrored(_ rect: CGRect) -> CGRect {
    CGRect(
      x: collectionViewContentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// Y10: `attributes` as the collection view shows them: a mirrored copy when the layout's
  /// answers need mirroring (a copy, as layouts often keep and hand out the same objects).
  private func shown(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
    guard let attributes, !answersShownPositions, mirrorsPositions,
      let copy = attributes.copy() as? UICollectionViewLayoutAttributes
    else { return attributes }
    copy.frame = mirrored(attributes.frame)
    return copy
  }

  /// Y10: the elements that meet `rect` (in the collection view's shown coordinates), with the
  /// frames their views get.
  final func shownElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    guard !answersShownPositions, mirrorsPositions else { return layoutAttributesForElements(in: rect) ?? [] }
    return (layoutAttributesForElements(in: mirrored(rect)) ?? []).compactMap(shown)
  }

  /// Y10: an item's attributes with the frame its cell gets.
  final func shownAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    shown(layoutAttributesForItem(at: indexPath))
  }

  /// Y10: a supplementary element's attributes with the frame its view gets.
  final func shownAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    shown(layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
  }

  /// Whether a change of the collection view's bounds to `newBounds` makes the positions out
  /// of date (L1); the default is false.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether a view's preferred attributes make the layout out of date; the default is false.
  /// Stored answer only: views do not size themselves here.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The class of the attributes the layout makes (default ``UICollectionViewLayoutAttributes``).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the contexts `invalidateLayout()` makes (default
  /// ``UICollectionViewLayoutInvalidationContext``).
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// The attributes of a supplementary view of kind `elementKind` (L12); the default is nil.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// The attributes of a decoration view of kind `elementKind` (L12); the default is nil.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Rule L13: where a fling comes to rest; the collection view asks it at each release, with
  /// the projected (and paged) target and the velocity in points per second, before its
  /// delegate's `scrollViewWillEndDragging`. The default is `proposedContentOffset`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// The content offset after a layout change; the default is `proposedContentOffset`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// The makers of the decoration views by kind (L12).
  var decorationMakers: [String: () -> UICollectionReusableView] = [:]

  /// Registers the class of decoration views of kind `elementKind` (L12); nil unregisters it. A
  /// class that is not a ``UICollectionReusableView`` is ignored.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationMakers[elementKind] = (viewClass as? UICollectionReusableView.Type).map { type in
      { type.init(registeredClassFrame: .zero) }
    }
  }

  /// Registers a nib for decoration views of kind `elementKind`; nil unregisters it. Stored:
  /// there are no nib files on Linux, so the first such view needed traps, naming the nib (see
  /// ``UINib``).
  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
    decorationMakers[elementKind] = nib.map { nib in { fatalError(nib.loadFailureMessage) } }
  }
}
