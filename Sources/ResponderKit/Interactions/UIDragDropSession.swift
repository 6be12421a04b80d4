import Foundation

/// What both sides of a drag see: the items and where the touch is.
///
/// UIKit's `UIDragDropSession` (D3–D6).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
  /// The dragged items.
  var items: [UIDragItem] { get }
  /// Where the drag's touch is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether a drop may move the items (the source's `sessionAllowsMoveOperation`).
  var allowsMoveOperation: Bool { get }
  /// Whether the items stay within the application (the source's answer; always within it
  /// here).
  var isRestrictedToDraggingApplication: Bool { get }
  /// Whether an item offers one of `typeIdentifiers`.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether an item can make an object of `aClass`.
  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The one drag animator: it runs what it collected when the call it was handed to returns.
@MainActor
final class DragAnimator: UIDragAnimating {
  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []

  func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  func run() {
    for animation in animations { animation() }
    for completion in completions { completion(.end) }
    animations = []
    completions = []
  }
}

/// A drag within the application: the source's and the targets' session in one object (its
/// `localDragSession` is itself), following the lifted touch (D3–D6).
@MainActor
final class DragSession: UIDragSession, UIDropSession {
  var items: [UIDragItem] = []
  var localContext: Any?
  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
  let progress = Progress(totalUnitCount: 1)
  /// The source interaction, asked about moves.
  private weak var source: UIDragInteraction?
  /// The window of the touch and the touch's place in it.
  private weak var window: UIWindow?
  var windowLocation: CGPoint

  init(source: UIDragInteraction, window: UIWindow, windowLocation: CGPoint) {
    self.source = source
    self.window = window
    self.windowLocation = windowLocation
  }

  func location(in view: UIView) -> CGPoint {
    guard let window else { return windowLocation }
    return view.convert(windowLocation, from: window)
  }

  var allowsMoveOperation: Bool {
    guard let source, let delegate = source.delegate else { return true }
    return delegate.dragInteraction(source, sessionAllowsMoveOperation: self)
  }

  var isRestrictedToDraggingApplication: Bool {
    guard let source, let delegate = source.delegate else { return false }
    return delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: self)
  }

  var localDragSession: (any UIDragSession)? { self }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
  }

  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  @discardableResult
  func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void
  ) -> Progress {
    let objects = items.compactMap { $0.itemProvider.loadedObject(ofClass: aClass) }
    progress.completedUnitCount = 1
    completion(objects)
    return progress
  }
}
