import Foundation
import Testing

@testable import ResponderKit

/// A layout written left to right that flips: items in one row, 50 wide, 60 apart from x 10,
/// and one badge supplementary element of 30 × 20 at x 5 above them; content 400 wide.
final class FlippingRowLayout: UICollectionViewLayout {
  static let badge = "Badge"
  var count = 0

  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 100) }

  override func prepare() {
    count = collectionView?.numberOfItems(inSection: 0) ?? 0
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section == 0, indexPath.item < count else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 10 + 60 * CGFloat(indexPath.item), y: 30, width: 50, height: 50)
    return attributes
  }

  override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard elementKind == Self.badge else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = CGRect(x: 5, y: 0, width: 30, height: 20)
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let items = (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    let badge = layoutAttributesForSupplementaryView(ofKind: Self.badge, at: IndexPath(item: 0, section: 0))
    return (items + [badge].compactMap { $0 }).filter { $0.frame.intersects(rect) }
  }
}

/// A data source for the flipping row's items, whose badge view is dequeued from a registered
/// class.
final class BadgeSource: UICollectionViewDataSource, UICollectionViewDelegate {
  let items: Int

  init(items: Int) { self.items = items }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Badge", for: indexPath)
  }
}

@MainActor
@Suite("Collection views right to left (Y10)", .serialized)
struct CollectionRightToLeftTests {
  /// `rect` mirrored across a content `width`, as the test reads Y10.
  private func mirror(_ rect: CGRect, across width: CGFloat) -> CGRect {
    CGRect(x: width - rect.origin.x - rect.width, y: rect.origin.y, width: rect.width, height: rect.height)
  }

  @Test(
    "Y10: right to left, a flow layout's attributes (from the layout and the collection view) are the mirrored frames its cells and headers get; indexPathForItem and a tap agree"
  )
  func flowLayoutMirrors() {
    var setup = CollectionViewTests.Setup(items: [5])
    setup.layout.headerReferenceSize = CGSize(width: 0, height: 30)
    setup.layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    // L1 left to right: 300 pt of room from x 20, two 100-pt items per line 100 pt apart (the
    // extra space widens the gap), the last line's one item centred.
    let leftToRight: [CGRect] = [
      CGRect(x: 20, y: 30, width: 100, height: 100), CGRect(x: 220, y: 30, width: 100, height: 100),
      CGRect(x: 20, y: 140, width: 100, height: 100), CGRect(x: 220, y: 140, width: 100, height: 100),
      CGRect(x: 120, y: 250, width: 100, height: 100),
    ]
    let paths = (0..<5).map { IndexPath(item: $0, section: 0) }
    #expect(paths.map { setup.view.layoutAttributesForItem(at: $0)?.frame } == leftToRight)

    setup.view.semanticContentAttribute = .forceRightToLeft
    setup.view.reloadData()
    let width = setup.view.contentSize.width
    #expect(width == 320)
    let shown = leftToRight.map { mirror($0, across: width) }
    #expect(paths.map { setup.view.layoutAttributesForItem(at: $0)?.frame } == shown)
    #expect(paths.map { setup.layout.layoutAttributesForItem(at: $0)?.frame } == shown)
    #expect(paths.map { setup.view.cellForItem(at: $0)?.frame } == shown)
    let all = setup.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400)) ?? []
    #expect(all.filter { $0.representedElementCategory == .cell }.map(\.frame) == shown)
    // The left 100 points of the first line hold item 1 alone now.
    let left = setup.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 30, width: 100, height: 100)) ?? []
    #expect(left.filter { $0.representedElementCategory == .cell }.map(\.indexPath) == [paths[1]])
    let header = setup.view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: paths[0])
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    // Hit items and taps land where the cells are.
    #expect(setup.view.indexPathForItem(at: CGPoint(x: 270, y: 80)) == paths[0])
    #expect(setup.view.indexPathForItem(at: CGPoint(x: 210, y: 300)) == nil)
    #expect(setup.view.indexPathForItem(at: CGPoint(x: 110, y: 300)) == paths[4])
    let tap = setup.tap(110, 300)
    #expect(tap.inEvent.suffix(2) == ["shouldSelectItem(4)", "didSelectItem(4)"])
    #expect(setup.view.indexPathsForSelectedItems == [paths[4]])
  }

  @Test(
    "Y10: right to left, a custom layout that flips answers left to right itself; the collection view mirrors its attributes, cells and supplementary views, and finds items there"
  )
  func customLayoutIsMirroredByTheCollectionView() {
    let stage = Stage()
    let layout = FlippingRowLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), collectionViewLayout: layout)
    view.register(CountingItemCell.self, forCellWithReuseIdentifier: "Item")
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: FlippingRowLayout.badge, withReuseIdentifier: "Badge")
    let source = BadgeSource(items: 3)
    view.dataSource = source
    view.delegate = source
    view.semanticContentAttribute = .forceRightToLeft
    stage.window.addSubview(view)
    view.reloadData()
    let paths = (0..<3).map { IndexPath(item: $0, section: 0) }
    let own = paths.map { layout.layoutAttributesForItem(at: $0)?.frame }
    #expect(own == [10, 70, 130].map { CGRect(x: $0, y: 30, width: 50, height: 50) })
    let shown = own.map { $0.map { mirror($0, across: 400) } }
    #expect(shown == [340, 280, 220].map { CGRect(x: $0, y: 30, width: 50, height: 50) })
    #expect(paths.map { view.layoutAttributesForItem(at: $0)?.frame } == shown)
    #expect(paths.map { view.cellForItem(at: $0)?.frame } == shown)
    // The layout's own objects are not changed by the mirroring.
    #expect(layout.layoutAttributesForItem(at: paths[0])?.frame.minX == 10)
    let badge = view.layoutAttributesForSupplementaryElement(ofKind: FlippingRowLayout.badge, at: paths[0])
    #expect(badge?.frame == CGRect(x: 365, y: 0, width: 30, height: 20))
    #expect(view.supplementaryView(forElementKind: FlippingRowLayout.badge, at: paths[0])?.frame == badge?.frame)
    #expect(view.indexPathForItem(at: CGPoint(x: 360, y: 50)) == paths[0])
    #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 50)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 240, y: 50)) == paths[2])
    // Back to left to right: the layout's own frames again.
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.layoutAttributesForItem(at: paths[0])?.frame.minX == 10)
    #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 50)) == paths[0])
  }
}
