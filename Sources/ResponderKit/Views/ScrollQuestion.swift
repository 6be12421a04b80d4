import Foundation

/// A question a scroll view asks itself about its content, for tools (S6, S7).
public enum ScrollQuestion: String, Sendable {
  /// `touchesShouldBegin(_:with:in:)` (S6).
  case touchesShouldBegin
  /// `touchesShouldCancel(in:)` (S7).
  case touchesShouldCancel
}
