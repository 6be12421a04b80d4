import UIKit

/// The direction a card left the stack in.
@objc enum CardStackSwipeDirection: Int {
  case left
  case right
  case up
}

/// Tells the owner of a card stack what happened to its cards; every method is optional.
@objc protocol SwipeableCardStackViewDelegate: AnyObject {
  @objc optional func cardStack(
    _ cardStack: SwipeableCardStackView, didSwipeCardAt index: Int, in direction: CardStackSwipeDirection)
  @objc optional func cardStack(_ cardStack: SwipeableCardStackView, didSelectCardAt index: Int)
  @objc optional func cardStackDidRunOutOfCards(_ cardStack: SwipeableCardStackView)
}

/// One card: a rounded, shadowed view with a photo, a title and the LIKE / NOPE stamps that
/// fade in while it is dragged.
final class SwipeableCardView: UIView {
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let likeStamp = UILabel()
  let nopeStamp = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 16
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8

    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.layer.cornerRadius = 16
    imageView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(imageView)

    titleLabel.font = UIFont.systemFont(ofSize: 24, weight: .bold)
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)

    for (stamp, text, color) in [(likeStamp, "LIKE", UIColor.systemGreen), (nopeStamp, "NOPE", UIColor.systemRed)] {
      stamp.text = text
      stamp.textColor = color
      stamp.font = UIFont.boldSystemFont(ofSize: 32)
      stamp.layer.borderColor = color.cgColor
      stamp.layer.borderWidth = 3
      stamp.layer.cornerRadius = 6
      stamp.alpha = 0
      stamp.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stamp)
    }

    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: topAnchor),
      imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
      imageView.bottomAnchor.constraint(equalTo: bottomAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
      likeStamp.topAnchor.constraint(equalTo: topAnchor, constant: 24),
      likeStamp.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
      nopeStamp.topAnchor.constraint(equalTo: topAnchor, constant: 24),
      nopeStamp.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
    ])
    likeStamp.transform = CGAffineTransform(rotationAngle: -.pi / 12)
    nopeStamp.transform = CGAffineTransform(rotationAngle: .pi / 12)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A Tinder-like stack of cards: the top card follows the finger and tilts, and is thrown off
/// the screen past a distance or a speed, or springs back; a tap selects it.
final class SwipeableCardStackView: UIView {
  weak var delegate: SwipeableCardStackViewDelegate?

  /// How many cards are visible under the top one.
  var visibleCardCount = 3
  /// How far, as a fraction of the width, a card must travel to be swiped.
  var swipeThreshold: CGFloat = 0.35
  private(set) var currentIndex = 0
  private var cards: [SwipeableCardView] = []
  private var cardCount = 0
  private let feedback = UIImpactFeedbackGenerator(style: .medium)
  private var crossedThreshold = false

  /// Builds a card for an index; the stack asks as cards come up.
  var cardProvider: ((Int) -> SwipeableCardView)?

  func reloadData(count: Int) {
    cards.forEach { $0.removeFromSuperview() }
    cards.removeAll()
    cardCount = count
    currentIndex = 0
    for index in 0..<min(visibleCardCount, count) { insertCard(at: index) }
    setNeedsLayout()
  }

  private func insertCard(at index: Int) {
    guard let card = cardProvider?(index) else { return }
    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    card.addGestureRecognizer(pan)
    let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
    tap.require(toFail: pan)
    card.addGestureRecognizer(tap)
    if let last = cards.last {
      insertSubview(card, belowSubview: last)
    } else {
      addSubview(card)
    }
    cards.append(card)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (position, card) in cards.enumerated() {
      card.bounds = bounds.insetBy(dx: 8, dy: 8)
      card.center = CGPoint(x: bounds.midX, y: bounds.midY + CGFloat(position) * 10)
      if position > 0 {
        let scale = 1 - CGFloat(position) * 0.05
        card.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
      card.isUserInteractionEnabled = position == 0
    }
  }

  @objc private func handleTap(_ tap: UITapGestureRecognizer) {
    delegate?.cardStack?(self, didSelectCardAt: currentIndex)
  }

  @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let card = pan.view as? SwipeableCardView else { return }
    let translation = pan.translation(in: self)
    let progress = translation.x / (bounds.width * swipeThreshold)
    switch pan.state {
    case .began:
      feedback.prepare()
      crossedThreshold = false
    case .changed:
      let rotation = min(max(translation.x / bounds.width, -1), 1) * (.pi / 10)
      card.transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: rotation)
      card.likeStamp.alpha = max(0, min(progress, 1))
      card.nopeStamp.alpha = max(0, min(-progress, 1))
      if abs(progress) >= 1 && !crossedThreshold {
        crossedThreshold = true
        feedback.impactOccurred()
      } else if abs(progress) < 1 {
        crossedThreshold = false
      }
    case .ended:
      let velocity = pan.velocity(in: self)
      if abs(progress) >= 1 || abs(velocity.x) > 900 {
        swipe(card, direction: translation.x > 0 ? .right : .left, velocity: velocity)
      } else if translation.y < -bounds.height * 0.3 || velocity.y < -1200 {
        swipe(card, direction: .up, velocity: velocity)
      } else {
        resetCard(card)
      }
    case .cancelled, .failed:
      resetCard(card)
    default:
      break
    }
  }

  private func resetCard(_ card: SwipeableCardView) {
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
      options: [.allowUserInteraction, .curveEaseOut]
    ) {
      card.transform = .identity
      card.likeStamp.alpha = 0
      card.nopeStamp.alpha = 0
    }
  }

  private func swipe(_ card: SwipeableCardView, direction: CardStackSwipeDirection, velocity: CGPoint) {
    let distance = max(bounds.width, bounds.height) * 1.5
    let offset: CGPoint
    switch direction {
    case .left: offset = CGPoint(x: -distance, y: velocity.y * 0.2)
    case .right: offset = CGPoint(x: distance, y: velocity.y * 0.2)
    case .up: offset = CGPoint(x: 0, y: -distance)
    }
    let swipedIndex = currentIndex
    cards.removeFirst()
    currentIndex += 1
    let next = currentIndex + cards.count
    if next < cardCount { insertCard(at: next) }
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseIn) {
      card.transform = card.transform.translatedBy(x: offset.x, y: offset.y)
      card.alpha = 0
    } completion: { _ in
      card.removeFromSuperview()
    }
    UIView.animate(withDuration: 0.25) {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    }
    delegate?.cardStack?(self, didSwipeCardAt: swipedIndex, in: direction)
    if cards.isEmpty { delegate?.cardStackDidRunOutOfCards?(self) }
  }

  /// Swipes the top card from a button, as the stack's like and nope buttons do.
  func swipeTopCard(_ direction: CardStackSwipeDirection) {
    guard let card = cards.first else { return }
    feedback.impactOccurred()
    swipe(card, direction: direction, velocity: .zero)
  }
}
