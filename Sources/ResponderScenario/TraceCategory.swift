import Foundation

/// The category a trace line belongs to, for `--only` (ScenarioFormat.md, "The trace").
public enum TraceCategory: String, CaseIterable, Sendable {
  /// `hitTest`, `pointInside`.
  case hittest
  /// `touchesBegan` … `touchesCancelled`.
  case touches
  /// Control tracking calls.
  case tracking
  /// Control events.
  case events
  /// Actions performed.
  case actions
  /// Recognizer state changes and resets.
  case gestures
  /// First-responder calls and input views.
  case responder
  /// Motion and remote-control events.
  case motion
  /// Press events.
  case presses
  /// A scroll view's questions about its content and its delegate messages (S2–S17).
  case scroll
  /// The completions of `animate` steps (V2).
  case animations
  /// A pointer interaction's delegate calls (P6).
  case pointer
  /// A context-menu interaction's delegate calls and its items' actions (M1–M6).
  case menus
  /// A drag or drop interaction's delegate calls (D3–D6).
  case drag
  /// A table's or collection view's delegate calls and its swipe actions' handlers (L2–L10).
  case lists
  /// View controllers' appearance and containment calls, and the navigation and tab bar
  /// delegates' calls (N, Q), in files that use the app shell.
  case appearance
  /// Text fields', text views' and search bars' delegate calls and the `UITextInput` calls
  /// made on them (X1–X17, B1, B2), in files that use text keys or steps.
  case text
  /// `error` and `input error`: shown whatever `--only` says.
  case always
}
