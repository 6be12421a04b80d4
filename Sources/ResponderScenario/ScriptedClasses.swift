import Foundation
import ResponderKit

// The scripted subclasses: each overrides the UIKit methods a trace shows, logs through its
// `ResponderScript` and then does what UIKit would (DESIGN.md: tracing costs the engine nothing).

final class ScriptedView: UIView, Scripted {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init(frame: .zero)
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

final class ScriptedImageView: UIImageView, Scripted {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init(frame: .zero)
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

final class ScriptedLabel: UILabel, Scripted {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init(frame: .zero)
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

final class ScriptedWindow: UIWindow, Scripted {
  let script: ResponderScript
  init(script: ResponderScript, application: UIApplication) {
    self.script = script
    super.init(application: application, frame: .zero)
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

final class ScriptedViewController: UIViewController, Scripted {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init()
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

final class ScriptedApplication: UIApplication, Scripted {
  let script: ResponderScript
  init(script: ResponderScript, clock: VirtualClock) {
    self.script = script
    super.init(clock: clock)
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}

final class ScriptedAppDelegate: UIResponder, UIApplicationDelegate, Scripted {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init()
  }
  override var next: UIResponder? { script.next(otherwise: super.next) }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesBegan, touches) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesMoved, touches) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesEnded, touches) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    script.touches(.touchesCancelled, touches) { super.touchesCancelled(touches, with: event) }
  }
}
