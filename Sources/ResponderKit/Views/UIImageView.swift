import Foundation

/// A view that displays an image; ResponderKit draws nothing, so its images are stored and
/// only its event behaviour acts.
///
/// UIKit rule H7: `isUserInteractionEnabled` is false by default, so an image view and its
/// subviews get no touches until it is turned on.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// A name for the image shown, for pictures and traces; it has no effect on events.
  open var imageName: String?
  /// The image shown; setting it has the layout pass read the intrinsic size again (Y8).
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The image shown while highlighted.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted, highlightedImage !== oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the highlighted image is shown (default false).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
  }
  /// The images of an animation; stored only, as nothing animates.
  open var animationImages: [UIImage]?
  /// The highlighted images of an animation; stored only.
  open var highlightedAnimationImages: [UIImage]?
  /// The animation's duration; stored only.
  open var animationDuration: TimeInterval = 0
  /// How many times the animation repeats; stored only.
  open var animationRepeatCount = 0
  private var animating = false

  /// Creates an image view with the given frame; interaction starts disabled (H7).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _isUserInteractionEnabled = false
  }

  /// Creates an image view sized to `image` (zero without one), as UIKit does.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view sized to `image`, with a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// Creates a image view with a zero frame (nothing is decoded; see `UIView.init(coder:)`);
  /// interaction starts disabled (H7).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _isUserInteractionEnabled = false
  }

  /// Marks the animation as running; nothing animates.
  open func startAnimating() { animating = true }

  /// Marks the animation as stopped.
  open func stopAnimating() { animating = false }

  /// Whether `startAnimating()` was called since the last `stopAnimating()`.
  open var isAnimating: Bool { animating }

  /// The image's size, whatever `size` says, as UIKit's image view answers (none: its bounds).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    (isHighlighted ? highlightedImage ?? image : image)?.size ?? bounds.size
  }

  /// The image's size, as UIKit's image view reports it; none without an image (Y8).
  open override var intrinsicContentSize: CGSize {
    guard let image = isHighlighted ? highlightedImage ?? self.image : image else { return super.intrinsicContentSize }
    return image.size
  }
}
