import Foundation

/// A breach of the contract UIKit's subclasses must keep, reported in
/// ``EngineNote/conformance(_:)`` when `UIApplication.checksConformance` is on.
public enum ConformanceFault: CustomStringConvertible {
  /// `responder` got `phase` for the touch of `finger` after `previous` (nil: nothing), which
  /// no well-formed sequence of phases allows (began, then moved, then ended or cancelled).
  case illFormedPhases(UIResponder, phase: UITouch.Phase, previous: UITouch.Phase?, finger: Int)
  /// `control` overrides a touch method without calling `super`, so the tracking the engine
  /// does in UIControl's implementation never runs (C2).
  case overrideSkippedSuper(UIControl)
  /// `subview` was added to the visual effect view itself, not to its `contentView`; UIKit
  /// raises an exception for it (H10).
  case subviewAddedToVisualEffectView(UIVisualEffectView, UIView)

  /// A sentence naming the responder's class and what went wrong.
  public var description: String {
    switch self {
    case .illFormedPhases(let responder, let phase, let previous, let finger):
      "\(type(of: responder)) got \(phase) after \(previous.map { "\($0)" } ?? "nothing") for finger \(finger)"
    case .overrideSkippedSuper(let control):
      "\(type(of: control)) overrides a touch method without calling super: it cannot track"
    case .subviewAddedToVisualEffectView(let effectView, let subview):
      "\(type(of: subview)) was added to \(type(of: effectView)) itself: add it to contentView"
    }
  }
}
