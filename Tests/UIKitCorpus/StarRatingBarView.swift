import UIKit

/// Tells a delegate when the rating changes, while dragging and when the finger lifts.
@objc protocol StarRatingBarViewDelegate: AnyObject {
  @objc optional func ratingBar(_ ratingBar: StarRatingBarView, isUpdating rating: Double)
  @objc optional func ratingBar(_ ratingBar: StarRatingBarView, didFinishUpdating rating: Double)
}

/// A row of stars in the manner of Cosmos: tapping or dragging sets the rating, to a half or
/// a whole star; VoiceOver adjusts it one star at a time.
final class StarRatingBarView: UIControl {
  weak var delegate: StarRatingBarViewDelegate?

  var maximumRating = 5 {
    didSet { rebuildStars() }
  }
  var allowsHalfStars = true
  var starSize: CGFloat = 28 {
    didSet { invalidateIntrinsicContentSize() }
  }
  var starSpacing: CGFloat = 6
  var filledColor: UIColor = .systemOrange {
    didSet { updateStars() }
  }
  var rating: Double = 0 {
    didSet {
      if rating != oldValue { updateStars() }
    }
  }
  /// Whether taps change the rating, or the bar only displays it.
  var isEditable = true

  private var starViews: [UIImageView] = []
  private let selection = UISelectionFeedbackGenerator()

  override init(frame: CGRect) {
    super.init(frame: frame)
    rebuildStars()
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    accessibilityLabel = "Rating"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    rebuildStars()
  }

  private func rebuildStars() {
    starViews.forEach { $0.removeFromSuperview() }
    starViews = (0..<maximumRating).map { _ in
      let star = UIImageView(image: UIImage(systemName: "star"))
      star.contentMode = .scaleAspectFit
      star.isUserInteractionEnabled = false
      addSubview(star)
      return star
    }
    updateStars()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func updateStars() {
    for (index, star) in starViews.enumerated() {
      let fill = rating - Double(index)
      let name = fill >= 1 ? "star.fill" : fill >= 0.5 ? "star.leadinghalf.filled" : "star"
      star.image = UIImage(systemName: name)
      star.tintColor = fill > 0 ? filledColor : .systemGray3
    }
    accessibilityValue = String(format: "%.1f of %d", rating, maximumRating)
  }

  override var intrinsicContentSize: CGSize {
    let count = CGFloat(maximumRating)
    return CGSize(width: count * starSize + (count - 1) * starSpacing, height: starSize)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, star) in starViews.enumerated() {
      star.frame = CGRect(
        x: CGFloat(index) * (starSize + starSpacing), y: (bounds.height - starSize) / 2, width: starSize,
        height: starSize)
    }
  }

  /// The rating under a point, rounded up to the next half or whole star.
  private func rating(at point: CGPoint) -> Double {
    let step = starSize + starSpacing
    let position = Double(max(0, min(point.x, bounds.width)) / step)
    let rounded = allowsHalfStars ? (position * 2).rounded(.up) / 2 : position.rounded(.up)
    return min(max(rounded, allowsHalfStars ? 0.5 : 1), Double(maximumRating))
  }

  // MARK: Touches

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isEditable, let touch = touches.first else { return }
    selection.prepare()
    update(with: touch)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard isEditable, let touch = touches.first else { return }
    update(with: touch)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard isEditable else { return }
    delegate?.ratingBar?(self, didFinishUpdating: rating)
    sendActions(for: .valueChanged)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    delegate?.ratingBar?(self, didFinishUpdating: rating)
  }

  private func update(with touch: UITouch) {
    let newRating = rating(at: touch.location(in: self))
    guard newRating != rating else { return }
    rating = newRating
    selection.selectionChanged()
    delegate?.ratingBar?(self, isUpdating: rating)
  }

  /// The bar takes its touches even where a scroll view under it would pan.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !(isEditable && gestureRecognizer is UIPanGestureRecognizer)
  }

  // MARK: Accessibility

  override func accessibilityIncrement() {
    rating = min(rating + 1, Double(maximumRating))
    sendActions(for: .valueChanged)
  }

  override func accessibilityDecrement() {
    rating = max(rating - 1, 0)
    sendActions(for: .valueChanged)
  }
}
