import Foundation

/// Finds the boundaries of words, sentences, lines and paragraphs in a text-input object's
/// text.
///
/// UIKit's `UITextInputTokenizer`; `UITextInputStringTokenizer` is the ready-made one.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
  /// The range of the unit of `granularity` that `position` is in, looking in `direction`; nil
  /// when it is in none.
  func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> UITextRange?
  /// Whether `position` is at the edge of a unit of `granularity`, in `direction`.
  func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> Bool
  /// The next boundary of `granularity` from `position` in `direction`, or nil.
  func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> UITextPosition?
  /// Whether `position` is inside a unit of `granularity`, in `direction`.
  func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> Bool
}
