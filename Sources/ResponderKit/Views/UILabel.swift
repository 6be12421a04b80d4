import Foundation

/// A view that displays text; ResponderKit draws nothing, so only its event behaviour is kept.
///
/// UIKit rule H7: `isUserInteractionEnabled` is false by default.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text the label shows; it has no effect on events.
  open var text: String?

  /// Creates a label with the given frame; interaction starts disabled (H7).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _isUserInteractionEnabled = false
  }

  /// Creates a label with a zero frame (nothing is decoded; see `UIView.init(coder:)`);
  /// interaction starts disabled (H7).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _isUserInteractionEnabled = false
  }
}
