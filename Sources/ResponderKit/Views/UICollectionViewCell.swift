import Foundation

/// A view a collection view reuses: it keeps the identifier it was dequeued under and is
/// prepared before it is handed out again.
///
/// UIKit rule L1. The collection view makes registered classes itself with `init(frame:)`,
/// so that initializer is `required`: a subclass written for iOS with
/// `override init(frame:)` writes `required init(frame:)` instead (Swift can make an
/// instance from a class value only through a required initializer).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier given when the view was dequeued.
  var _reuseIdentifier: String?

  /// Creates a view, as `UIView(frame:)`; the collection view calls it for registered classes
  /// (L1).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The identifier the collection view reuses the view under (L1), or nil when it was not
  /// made by one.
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// Called by `dequeueReusableCell(withReuseIdentifier:for:)` just before the view is handed
  /// out again (L1); the default does nothing.
  open func prepareForReuse() {}

  /// Takes the layout's attributes for the view; the collection view has already set the
  /// frame, alpha and hidden state from them (L1). The default does nothing.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

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
  public required init(frame: CGRect) {
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
