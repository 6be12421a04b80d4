import Foundation

/// A view that displays an image; ResponderKit draws nothing, so only its event behaviour is
/// kept.
///
/// UIKit rule H7: `isUserInteractionEnabled` is false by default, so an image view and its
/// subviews get no touches until it is turned on.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// A name for the image shown, for pictures and traces; it has no effect on events.
  open var imageName: String?

  /// Creates an image view with the given frame; interaction starts disabled (H7).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _isUserInteractionEnabled = false
  }

  /// Creates a image view with a zero frame (nothing is decoded; see `UIView.init(coder:)`);
  /// interaction starts disabled (H7).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _isUserInteractionEnabled = false
  }
}
