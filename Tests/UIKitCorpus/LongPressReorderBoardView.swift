import UIKit

/// Tells the owner that the tiles were reordered.
protocol LongPressReorderBoardViewDelegate: AnyObject {
  func reorderBoard(_ board: LongPressReorderBoardView, didMoveTileFrom sourceIndex: Int, to destinationIndex: Int)
}

/// A grid of tiles, in a plain view, that a long press lifts and drags; the others make room
/// as it passes them, and it settles into its slot when the finger lifts, like the home screen.
final class LongPressReorderBoardView: UIView {
  weak var delegate: LongPressReorderBoardViewDelegate?

  var columns = 3 {
    didSet { setNeedsLayout() }
  }
  var tileSpacing: CGFloat = 12
  private(set) var tiles: [UIView] = []
  private var liftedTile: UIView?
  private var liftedStartIndex = 0
  private var touchOffset = CGPoint.zero
  private let selectionFeedback = UISelectionFeedbackGenerator()

  override init(frame: CGRect) {
    super.init(frame: frame)
    let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
    press.minimumPressDuration = 0.35
    press.allowableMovement = 10
    addGestureRecognizer(press)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func addTile(color: UIColor, title: String) {
    let tile = UIView()
    tile.backgroundColor = color
    tile.layer.cornerRadius = 14
    tile.layer.cornerCurve = .continuous
    let label = UILabel()
    label.text = title
    label.textAlignment = .center
    label.textColor = .white
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tile.addSubview(label)
    tile.isAccessibilityElement = true
    tile.accessibilityLabel = title
    addSubview(tile)
    tiles.append(tile)
    setNeedsLayout()
  }

  private var tileSize: CGSize {
    let side = (bounds.width - tileSpacing * CGFloat(columns + 1)) / CGFloat(columns)
    return CGSize(width: side, height: side)
  }

  private func frameForTile(at index: Int) -> CGRect {
    let size = tileSize
    let row = index / columns
    let column = index % columns
    return CGRect(
      x: tileSpacing + CGFloat(column) * (size.width + tileSpacing),
      y: tileSpacing + CGFloat(row) * (size.height + tileSpacing),
      width: size.width, height: size.height)
  }

  private func index(at point: CGPoint) -> Int? {
    tiles.indices.first { frameForTile(at: $0).contains(point) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, tile) in tiles.enumerated() where tile !== liftedTile {
      tile.frame = frameForTile(at: index)
      tile.subviews.first?.frame = tile.bounds
    }
  }

  override var intrinsicContentSize: CGSize {
    let rows = (tiles.count + columns - 1) / columns
    return CGSize(
      width: UIView.noIntrinsicMetric, height: CGFloat(rows) * (tileSize.height + tileSpacing) + tileSpacing)
  }

  @objc private func handleLongPress(_ press: UILongPressGestureRecognizer) {
    let location = press.location(in: self)
    switch press.state {
    case .began:
      guard let index = index(at: location) else { return }
      let tile = tiles[index]
      liftedTile = tile
      liftedStartIndex = index
      touchOffset = CGPoint(x: tile.center.x - location.x, y: tile.center.y - location.y)
      bringSubviewToFront(tile)
      selectionFeedback.prepare()
      UIImpactFeedbackGenerator(style: .medium).impactOccurred()
      UIView.animate(withDuration: 0.2) {
        tile.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        tile.alpha = 0.9
        tile.layer.shadowOpacity = 0.3
        tile.layer.shadowRadius = 10
        tile.layer.shadowOffset = CGSize(width: 0, height: 6)
      }
    case .changed:
      guard let tile = liftedTile, let from = tiles.firstIndex(where: { $0 === tile }) else { return }
      tile.center = CGPoint(x: location.x + touchOffset.x, y: location.y + touchOffset.y)
      if let to = index(at: location), to != from {
        tiles.remove(at: from)
        tiles.insert(tile, at: to)
        selectionFeedback.selectionChanged()
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
          self.layoutSubviews()
        }
      }
    case .ended, .cancelled, .failed:
      guard let tile = liftedTile, let index = tiles.firstIndex(where: { $0 === tile }) else { return }
      liftedTile = nil
      UIView.animate(
        withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
        options: [],
        animations: {
          tile.transform = .identity
          tile.alpha = 1
          tile.layer.shadowOpacity = 0
          tile.frame = self.frameForTile(at: index)
        },
        completion: { _ in
          if index != self.liftedStartIndex {
            self.delegate?.reorderBoard(self, didMoveTileFrom: self.liftedStartIndex, to: index)
          }
        })
    default:
      break
    }
  }
}
