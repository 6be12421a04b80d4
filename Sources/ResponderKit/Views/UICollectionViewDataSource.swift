import Foundation

/// The object that tells a collection view its sections, items and cells, with UIKit's
/// signatures; the optional methods have UIKit's defaults in an extension.
///
/// UIKit rule L1: `numberOfSections(in:)` defaults to 1; `collectionView(_:cellForItemAt:)` is
/// asked only for items that become visible, and returns a cell from
/// `dequeueReusableCell(withReuseIdentifier:for:)`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section` (L1).
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the visible item at `indexPath` (L1).
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections (L1: default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The view of a supplementary element the layout places, such as a section's header (L12;
  /// dequeue it with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// UIKit's default: one section (L1).
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Our default where UIKit requires the method when the layout has supplementary elements:
  /// an empty view, so that a layout's headers take their place (L12).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}
