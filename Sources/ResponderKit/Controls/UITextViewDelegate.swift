import Foundation

/// What a text view asks of and tells its owner while it is edited.
///
/// UIKit's `UITextViewDelegate`; every method is optional there, so each has a default here:
/// true for the questions, nothing for the notices.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether the text view may become first responder and begin editing.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// The text view became first responder and began editing.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether the text view may resign first responder and end editing.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The text view resigned first responder and ended editing.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the characters in `range` (UTF-16) may be replaced with `text`, by typing or an
  /// edit action.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The text changed by typing or an edit action (not when `text` is set in code).
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// The action a tap on a link or tagged range performs: `defaultAction`, another, or nil for
  /// the item's menu (X14, iOS 17).
  func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
  /// The menu a long press on a link or tagged range shows, or nil for none (X14, iOS 17).
  func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration?
}

extension UITextViewDelegate {
  /// The default: the default action (a link opens its URL).
  public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
    -> UIAction?
  { defaultAction }
  /// The default: the default menu.
  public func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration? { UITextItem.MenuConfiguration(menu: defaultMenu) }
  /// The default: true.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// The default: nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// The default: true.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// The default: nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// The default: true.
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  /// The default: nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// The default: nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
