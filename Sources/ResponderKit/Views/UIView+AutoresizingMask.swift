import Foundation

extension UIView {
  /// How a view's frame follows its superview's size, with UIKit's raw values.
  ///
  /// Y3: when a superview's bounds size changes and its `autoresizesSubviews` is true, each
  /// subview that translates its frame into constraints moves and resizes by its mask (see
  /// `UIView.autoresizedFrame(_:mask:from:to:)`); in a constraint layout, the mask is how its
  /// frame follows a solved superview.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as in UIKit.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

extension UIView {

  /// Y3: the bounds size went from `oldSize`: each translating subview with a mask follows.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = _bounds.size
    for subview in _subviews {
      guard let layout = subview.rareState?.layout, !layout.autoresizingMask.isEmpty,
        layout.translatesAutoresizingMask
      else { continue }
      let frame = subview.frame
      let resized = UIView.autoresizedFrame(frame, mask: layout.autoresizingMask, from: oldSize, to: newSize)
      if resized != frame { subview.frame = resized }
    }
  }

  /// One axis of the autoresizing arithmetic: a view at `origin` of `length` in a superview of
  /// `oldLength`, whose flexible parts (margin before, length, margin after) share the change.
  ///
  /// Apple's rule: the change is shared among the flexible parts in proportion to their sizes.
  /// Where they add up to zero (a view that fills a zero-sized superview, say) they share it
  /// equally (our choice); a length never goes below zero (our choice).
  static func autoresizedAxis(
    origin: CGFloat, length: CGFloat, oldLength: CGFloat, newLength: CGFloat,
    flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    let (before, size) = autoresizingFactors(
      origin: origin, length: length, oldLength: oldLength, flexible: flexible)
    let delta = newLength - oldLength
    return (origin + delta * before, max(0, length + delta * size))
  }

  /// The shares of a superview's length change that the margin before and the length get
  /// (the margin after takes the rest): the coefficients of the autoresizing arithmetic, which
  /// the constraint layout also uses for a translating view's frame (Y3).
  static func autoresizingFactors(
    origin: CGFloat, length: CGFloat, oldLength: CGFloat, flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (before: CGFloat, length: CGFloat) {
    let parts = [origin, length, oldLength - origin - length]
    let flags = [flexible.before, flexible.length, flexible.after]
    let count = flags.filter { $0 }.count
    guard count > 0 else { return (0, 0) }
    let sum = zip(parts, flags).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ index: Int) -> CGFloat {
      guard flags[index] else { return 0 }
      return sum != 0 ? parts[index] / sum : 1 / CGFloat(count)
    }
    return (share(0), share(1))
  }

  /// `frame` moved and resized by `mask` for a superview that went from `oldSize` to
  /// `newSize` (Y3).
  static func autoresizedFrame(_ frame: CGRect, mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize)
    -> CGRect
  {
    let x = autoresizedAxis(
      origin: frame.minX, length: frame.width, oldLength: oldSize.width, newLength: newSize.width,
      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
    )
    let y = autoresizedAxis(
      origin: frame.minY, length: frame.height, oldLength: oldSize.height, newLength: newSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
      ))
    return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }
}
