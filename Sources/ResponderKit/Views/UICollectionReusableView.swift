import Foundation

/// A view a collection view reuses: it keeps the identifier it was dequeued under and is
/// prepared before it is handed out again.
///
/// UIKit rule L1. The collection view makes registered classes itself, and Swift can make an
/// instance from a class value only through a required initializer; `init(frame:)` is not
/// required, as in UIKit, so that a subclass written for iOS with `override init(frame:)`
/// compiles as written. The collection view calls ``init(registeredClassFrame:)`` instead: a
/// required convenience initializer every subclass inherits that overrides the designated ones
/// (`init(frame:)` and `init?(coder:)`, which UIKit's subclasses write anyway), and which calls
/// the subclass's `init(frame:)`. A subclass whose only designated initializers are new ones of
/// its own cannot be made by the collection view, so it must also override `init(frame:)`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier given when the view was dequeued.
  var _reuseIdentifier: String?
  /// The pool a supplementary or decoration view goes back to (L12): its kind and identifier.
  var _reusePool: String?

  /// Creates a view, as `UIView(frame:)`; the collection view calls it for registered classes
  /// (L1), through ``init(registeredClassFrame:)``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view of a registered class with the subclass's own `init(frame:)` (L1): how the
  /// collection view makes an instance from a class value without requiring `init(frame:)`.
  ///
  /// Not UIKit API; iOS code has no reason to call it.
  public required convenience init(registeredClassFrame frame: CGRect) {
    self.init(frame: frame)
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
