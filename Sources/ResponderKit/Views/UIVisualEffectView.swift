import Foundation

/// A view that applies a blur or vibrancy to what lies behind it and shows its content in
/// `contentView`: UIKit's `UIVisualEffectView`.
///
/// Rule H10: `contentView` always fills the effect view, so a touch on the effect view's area
/// that no content subview takes lands on `contentView`, whose next responder is the effect
/// view, as on iOS. Subviews belong in `contentView`: UIKit raises an exception when code adds
/// one to the effect view itself; here it is added as asked and, when
/// ``UIApplication/checksConformance`` is on, reported as
/// ``ConformanceFault/subviewAddedToVisualEffectView(_:_:)`` (a test run should say what is
/// wrong, not end). The effect is stored; nothing blurs on Linux.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view that holds the effect view's content: add subviews here (H10).
  public let contentView: UIView

  private var effectStorage: UIVisualEffect?

  /// The effect (nil: none); copied when set, as UIKit's `@NSCopying` property.
  open var effect: UIVisualEffect? {
    get { effectStorage }
    set { effectStorage = newValue?.copy(with: nil) as? UIVisualEffect }
  }

  /// Creates an effect view with `effect` (nil: none) and a zero frame, as UIKit's
  /// `init(effect:)`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    effectStorage = effect
    super.init(frame: .zero)
    adoptContentView()
  }

  /// Creates an effect view with no effect and the given frame.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    adoptContentView()
  }

  /// Creates an effect view with no effect and a zero frame (nothing is decoded; see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    adoptContentView()
  }

  private var adoptingContentView = false

  private func adoptContentView() {
    adoptingContentView = true
    addSubview(contentView)
    adoptingContentView = false
    contentView.frame = bounds
  }

  /// The effect view's rectangle; `contentView` follows its size (H10).
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { contentView.frame = bounds } }
  }

  /// The effect view's bounds; `contentView` follows their size (H10).
  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size { contentView.frame = bounds } }
  }

  /// Keeps `contentView` filling the effect view (H10).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// Reports a subview added to the effect view itself rather than to `contentView` (H10).
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard !adoptingContentView, subview !== contentView else { return }
    let application = window?.application ?? UIApplication.sharedIfDesignated
    if let application, application.checksConformance {
      application.note(.conformance(.subviewAddedToVisualEffectView(self, subview)))
    }
  }
}
