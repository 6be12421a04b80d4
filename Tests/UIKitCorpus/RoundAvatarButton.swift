import UIKit

/// A round avatar button: only the circle inside its square bounds takes touches, so taps in
/// the corners reach the view behind it. The circle and the border are drawn by its layer.
final class RoundAvatarButton: UIButton {
  var onTap: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    layer.borderWidth = 2
    layer.borderColor = UIColor.systemBlue.cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 1)
    setImage(UIImage(systemName: "person.crop.circle"), for: .normal)
    imageView?.contentMode = .scaleAspectFill
    addTarget(self, action: #selector(tapped), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = min(bounds.width, bounds.height) / 2
    layer.shadowPath = UIBezierPath(ovalIn: bounds).cgPath
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: -4, dy: -4))
    return circle.contains(point)
  }

  override var isHighlighted: Bool {
    didSet { layer.opacity = isHighlighted ? 0.6 : 1 }
  }

  @objc private func tapped() {
    onTap?()
  }
}
