import UIKit

/// Where a tooltip's arrow points from.
enum TooltipArrowDirection {
  case up
  case down
}

/// A tooltip bubble with an arrow, drawn with a `CAShapeLayer`, shown over a view in a window:
/// it fades and springs in, dismisses itself after a delay or on any touch (the touch still
/// reaches what is under it), and calls back when gone.
final class PointingTooltipView: UIView {
  private let label = UILabel()
  private let bubbleLayer = CAShapeLayer()
  private var arrowDirection: TooltipArrowDirection = .down
  private var arrowX: CGFloat = 0
  private var dismissTimer: Timer?
  private weak var passthroughView: TooltipPassthroughView?
  var onDismiss: (() -> Void)?

  let arrowSize = CGSize(width: 16, height: 8)
  let contentInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
  var bubbleColor: UIColor = .label {
    didSet { bubbleLayer.fillColor = bubbleColor.cgColor }
  }

  init(text: String) {
    super.init(frame: .zero)
    layer.addSublayer(bubbleLayer)
    bubbleLayer.fillColor = bubbleColor.cgColor
    bubbleLayer.shadowOpacity = 0.2
    bubbleLayer.shadowRadius = 6
    bubbleLayer.shadowOffset = .zero
    label.text = text
    label.numberOfLines = 0
    label.font = UIFont.systemFont(ofSize: 14)
    label.textColor = .systemBackground
    addSubview(label)
    isAccessibilityElement = true
    accessibilityLabel = text
    accessibilityTraits = .staticText
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    dismissTimer?.invalidate()
  }

  /// Shows the tooltip pointing at `targetView`, inside `containerView` (usually the window).
  func show(pointingAt targetView: UIView, in containerView: UIView, dismissAfter delay: TimeInterval = 4) {
    let overlay = TooltipPassthroughView(frame: containerView.bounds)
    overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    overlay.onTouch = { [weak self] in self?.dismiss() }
    containerView.addSubview(overlay)
    passthroughView = overlay
    overlay.addSubview(self)

    let target = targetView.convert(targetView.bounds, to: containerView)
    let maxWidth = min(containerView.bounds.width - 32, 280)
    let textSize = label.sizeThatFits(
      CGSize(width: maxWidth - contentInsets.left - contentInsets.right, height: .greatestFiniteMagnitude))
    let size = CGSize(
      width: textSize.width + contentInsets.left + contentInsets.right,
      height: textSize.height + contentInsets.top + contentInsets.bottom + arrowSize.height)
    let safeTop = containerView.safeAreaInsets.top
    arrowDirection = target.minY - size.height - 8 < safeTop ? .up : .down
    var x = target.midX - size.width / 2
    x = min(max(16, x), containerView.bounds.width - size.width - 16)
    let y = arrowDirection == .down ? target.minY - size.height - 4 : target.maxY + 4
    frame = CGRect(x: x, y: y, width: size.width, height: size.height)
    arrowX = target.midX - x
    setNeedsLayout()
    layoutIfNeeded()

    alpha = 0
    transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: []) {
      self.alpha = 1
      self.transform = .identity
    }
    dismissTimer = Timer.scheduledTimer(
      timeInterval: delay, target: self, selector: #selector(timerFired), userInfo: nil, repeats: false)
    UIAccessibility.post(notification: .announcement, argument: label.text)
  }

  @objc private func timerFired() {
    dismiss()
  }

  func dismiss() {
    dismissTimer?.invalidate()
    dismissTimer = nil
    UIView.animate(
      withDuration: 0.2,
      animations: {
        self.alpha = 0
      },
      completion: { _ in
        self.passthroughView?.removeFromSuperview()
        self.onDismiss?()
      })
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let bubble =
      arrowDirection == .down
      ? CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - arrowSize.height)
      : CGRect(x: 0, y: arrowSize.height, width: bounds.width, height: bounds.height - arrowSize.height)
    label.frame = bubble.inset(by: contentInsets)
    let path = UIBezierPath(roundedRect: bubble, cornerRadius: 8)
    let arrow = UIBezierPath()
    let tipX = min(max(arrowX, 8 + arrowSize.width / 2), bounds.width - 8 - arrowSize.width / 2)
    if arrowDirection == .down {
      arrow.move(to: CGPoint(x: tipX - arrowSize.width / 2, y: bubble.maxY))
      arrow.addLine(to: CGPoint(x: tipX, y: bounds.maxY))
      arrow.addLine(to: CGPoint(x: tipX + arrowSize.width / 2, y: bubble.maxY))
    } else {
      arrow.move(to: CGPoint(x: tipX - arrowSize.width / 2, y: bubble.minY))
      arrow.addLine(to: CGPoint(x: tipX, y: 0))
      arrow.addLine(to: CGPoint(x: tipX + arrowSize.width / 2, y: bubble.minY))
    }
    arrow.close()
    path.append(arrow)
    bubbleLayer.path = path.cgPath
    bubbleLayer.frame = bounds
  }
}

/// A full-window overlay that reports any touch and lets it through to the views under it.
final class TooltipPassthroughView: UIView {
  var onTouch: (() -> Void)?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if event?.type == .touches, !(hit is PointingTooltipView) {
      onTouch?()
    }
    return hit === self ? nil : hit
  }
}
