import Foundation

/// An item of a collection view: a view with a `contentView` for the item's subviews,
/// highlighted while a touch tracks it and selected when one ends on it.
///
/// UIKit rules L1, L2, L5: the cell does nothing with touches itself, so a touch on plain
/// content goes up the responder chain (R6) to the collection view, which sets `isHighlighted`
/// and `isSelected`; override them (with `didSet`, calling nothing else) to show the state, as
/// on iOS. The background views are stored and placed behind the content; nothing is drawn.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the item's content: the cell's subview, filling it (L1).
  public let contentView: UIView

  /// Whether a touch is tracking the item (L2, L3, L6; default false).
  open var isHighlighted = false
  /// Whether the item is selected (L5, L7; default false).
  open var isSelected = false
  /// A view behind the content, filling the cell (default nil).
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }
  /// A view behind the content shown for a selected or highlighted cell (default nil); stored
  /// and placed only.
  open var selectedBackgroundView: UIView? {
    didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
  }

  /// Creates a cell with an empty `contentView` filling it (L1).
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The cell's rectangle; setting it resizes `contentView` with it (L1).
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { layoutContent() } }
  }

  /// The cell's bounds; setting their size resizes `contentView` with them (L1).
  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size { layoutContent() } }
  }

  /// Lays out the content and background views to fill the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  private func layoutContent() {
    let rect = CGRect(origin: .zero, size: bounds.size)
    contentView.frame = rect
    backgroundView?.frame = rect
    selectedBackgroundView?.frame = rect
  }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new {
      insertSubview(new, at: index)
      new.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
}

extension UICollectionViewCell: ListCell {
  var listReuseIdentifier: String? { reuseIdentifier }
  var listIsHighlighted: Bool { isHighlighted }
  var listIsSelected: Bool { isSelected }
  func listSetHighlighted(_ highlighted: Bool) { isHighlighted = highlighted }
  func listSetSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  func listPrepareForReuse() { prepareForReuse() }
}
