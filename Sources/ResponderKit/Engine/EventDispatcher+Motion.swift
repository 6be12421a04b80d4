import Foundation

/// Motion and remote-control events, and the routing of the events that are not touches
/// (rule F4): each such event starts at the key window's first responder (the window hands it
/// here) and travels the responder chain through the one walker (R6, R8). Presses go to the
/// keyboard's owner, `KeyCommandRouter`. No state of its own: a motion or remote-control event
/// is made for its dispatch and goes with it.
extension EventDispatcher {
  /// Rule F4: one dispatch of a motion (a shake) phase, through the application's `sendEvent`.
  func dispatchMotion(_ subtype: UIEvent.EventSubtype, phase: UIMotionPhase, timestamp: TimeInterval) {
    let event = UIEvent(type: .motion, subtype: subtype, timestamp: timestamp)
    event._application = application
    event.motionPhase = phase
    application.sendEvent(event)
  }

  /// Rule F4: one dispatch of a remote-control command, through the application's `sendEvent`.
  func dispatchRemote(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
    let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
    event._application = application
    application.sendEvent(event)
  }

  /// Sends a motion, remote-control or press event along the chain that starts at `responder`
  /// (rules F4, R6); presses go through the keyboard's owner, which keeps the responder each
  /// press's `began` started at.
  func deliver(_ event: UIEvent, from responder: UIResponder) {
    if let presses = event as? UIPressesEvent {
      keys.deliver(presses, from: responder)
      return
    }
    guard let call = ResponderCall(delivering: event) else { return }
    chain.walk(from: responder) { call.send(to: responder) }
  }
}
