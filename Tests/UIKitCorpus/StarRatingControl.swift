import UIKit

/// Five stars: touch or drag across them to set a rating from 0 to 5.
public class StarRatingControl: UIControl {
  /// How many stars there are.
  public var maximumRating = 5
  /// The stars filled, from 0 to `maximumRating`; changes send valueChanged.
  public private(set) var rating = 0 {
    didSet {
      if rating != oldValue {
        sendActions(for: .valueChanged)
      }
    }
  }

  private func rating(at location: CGPoint) -> Int {
    let starWidth = bounds.width / CGFloat(maximumRating)
    let raw = Int((location.x / starWidth).rounded(.up))
    return min(max(raw, 0), maximumRating)
  }

  public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    rating = rating(at: touch.location(in: self))
    return true
  }

  public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    rating = rating(at: touch.location(in: self))
    return true
  }
}
