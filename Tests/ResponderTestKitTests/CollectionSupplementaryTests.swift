import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A header or footer that counts its `prepareForReuse()` calls.
final class CountingReusableView: UICollectionReusableView {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A flow layout that rests a fling on multiples of `pitch` and records the velocity it is given.
final class SnappingFlowLayout: UICollectionViewFlowLayout {
  var pitch: CGFloat = 110
  var velocities: [CGPoint] = []
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    velocities.append(velocity)
    return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / pitch).rounded() * pitch)
  }
}

/// A collection data source and delegate of ten sections of six items with headers and
/// footers, that logs selections.
final class SupplementaryLog: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let log = OrderLog()

  func numberOfSections(in collectionView: UICollectionView) -> Int { 10 }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader ? "h" : "f", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.add("didSelectItem \(indexPath.section).\(indexPath.item)")
  }
}

@MainActor
@Suite("Collection supplementary views (L12, L13)")
struct CollectionSupplementaryTests {
  let harness: TestHarness
  let collection: UICollectionView
  let layout = SnappingFlowLayout()
  let source = SupplementaryLog()
  let header = UICollectionView.elementKindSectionHeader
  let footer = UICollectionView.elementKindSectionFooter

  init() {
    let root = UIView()
    harness = TestHarness(rootView: root)
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    collection.register(CountingReusableView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "h")
    collection.register(CountingReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "f")
    collection.dataSource = source
    collection.delegate = source
    root.addSubview(collection)
    harness.advance(by: 0.1)
  }

  @Test("L12: a flow layout's header is a subview hit testing finds; a tap on it selects no item")
  func headerIsHitAndSelectsNothing() throws {
    let view = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(view.superview === collection)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(view.reuseIdentifier == "h")
    let footerFrame = collection.layoutAttributesForSupplementaryElement(
      ofKind: footer, at: IndexPath(item: 0, section: 0))?
      .frame
    #expect(footerFrame == CGRect(x: 0, y: 250, width: 320, height: 20))
    #expect(harness.hitView(at: CGPoint(x: 160, y: 20)) === view)
    harness.tap(at: CGPoint(x: 160, y: 20))
    harness.advance(by: 0.5)
    #expect(source.log.lines.isEmpty)
    harness.tap(at: CGPoint(x: 50, y: 90))
    harness.advance(by: 0.5)
    #expect(source.log.lines == ["didSelectItem 0.0"])
  }

  @Test("L12: supplementary views that scroll away are reused, by kind, after prepareForReuse")
  func supplementaryViewsAreReused() throws {
    let firstHeader = try #require(
      collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? CountingReusableView)
    let firstFooter = try #require(
      collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)) as? CountingReusableView)
    #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [0, 1])
    collection.contentOffset = CGPoint(x: 0, y: 300)
    #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [1, 2])
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === firstHeader)
    #expect(collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1)) === firstFooter)
    #expect(firstHeader.reuses == 1 && firstFooter.reuses == 1)
    #expect(firstHeader.frame.minY == 540)
  }

  @Test("L13: a fling rests where the layout's targetContentOffset says, given the velocity in points per second")
  func layoutChoosesFlingTarget() {
    harness.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 250), duration: 0.1)
    harness.advance(by: 5)
    #expect(layout.velocities.count == 1)
    #expect((layout.velocities.first?.y ?? 0) > 100, "about 1000 pt/s, not per millisecond")
    let resting = collection.contentOffset.y
    #expect(resting > 0)
    #expect(resting.truncatingRemainder(dividingBy: layout.pitch) == 0)
  }

  @Test("L12: layout attributes of supplementary and decoration views; copies are equal")
  func attributes() {
    let path = IndexPath(item: 0, section: 1)
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: path)
    attributes.frame = CGRect(x: 0, y: 10, width: 50, height: 20)
    #expect(attributes.representedElementCategory == .supplementaryView)
    #expect(attributes.representedElementKind == header)
    let copy = attributes.copy() as? UICollectionViewLayoutAttributes
    #expect(copy?.isEqual(attributes) == true)
    copy?.frame.origin.y = 11
    #expect(copy?.isEqual(attributes) == false)
    let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "badge", with: path)
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(UICollectionViewLayoutAttributes(forCellWith: path).representedElementKind == nil)
  }
}
