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
