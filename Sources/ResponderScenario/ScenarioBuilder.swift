import Foundation
@_spi(Tools) import ResponderKit

/// The app a scenario describes, built from scripted subclasses of the real UIKit classes.
@MainActor
final class ScenarioApp {
  let context: ScriptContext
  let application: ScriptedApplication
  /// Held here because the application holds its delegate weakly, as UIKit does.
  let delegate: ScriptedAppDelegate?
  private(set) var windows: [ScriptedWindow] = []
  /// `requireToFail` ids not built yet when their recognizer was.
  var pendingFailureRequirements: [(UIGestureRecognizer, String)] = []
  /// Work that needs every object built first (targets may be declared later in the file).
  var afterBuild: [() -> Void] = []
  /// The constraints the file gave each view (`constraints`), which a `set` step replaces.
  var fileConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  private(set) var isBuilding = true
  /// The delegate of the file's navigation and tab bar controllers, which traces their calls.
  lazy var shellDelegate = ShellDelegate(context: context)

  init(_ scenario: Scenario, clock: UIClock) {
    let context = ScriptContext(clock: clock)
    context.tracesText = scenario.usesText
    self.context = context
    let appID = scenario.application.id
    application = ScriptedApplication(script: ResponderScript(id: appID, context: context), clock: clock)
    context.objects[appID] = application
    application.userInterfaceIdiom = scenario.application.idiom ?? .phone
    application.supportsIndirectInputEvents = scenario.application.indirectInputEvents ?? true
    application.layoutDirection = scenario.application.layoutDirection ?? .leftToRight
    if let delegateID = scenario.application.delegate {
      let delegate = ScriptedAppDelegate(script: ResponderScript(id: delegateID, context: context))
      context.objects[delegateID] = delegate
      application.delegate = delegate
      self.delegate = delegate
    } else {
      delegate = nil
    }
    application.hitTestObserver = { [unowned context] view, step in
      guard let script = (view as? Scripted)?.script else { return }
      // The calls the engine stood in for are traced as if made; its verdicts only explain.
      switch step {
      case .hitTest: context.log(script.id, "hitTest", [], .hittest)
      case .pointInside: context.log(script.id, "pointInside", [], .hittest)
      case .excluded, .outside: break
      }
      context.hitTestObserver?.heard(view, step, id: script.id)
    }
    application.engineObserver = { [unowned context] note in
      context.noteObserver?(note)
      switch note {
      case .discarded(let message):
        context.log(appID, "discarded", [("message", .word(message.rawValue))], Self.category(of: message))
      case .error(let fault):
        if let name = Self.brokenName(fault) {
          context.brokenConstraints.insert(name)
        }
        context.log(appID, "error", Self.errorKeys(fault), .always)
      case .decision:
        break  // read by `responder why`, not part of the trace
      case .keyCommand(let command, let declarer):
        let id = declarer is UIApplication ? appID : context.id(of: declarer)
        context.log(
          id, "keyCommand",
          [
            ("input", .word(KeyNames.inputName(command.input))),
            ("modifiers", .word(KeyNames.modifierText(command.modifierFlags))),
          ], .presses)
      case .conformance:
        context.log(appID, "error", [("reason", .word("conformance"))], .always)
      case .inputError(let fault):
        context.log("input", "error", [("reason", .word(fault.description))], .always)
      case .gestureState(let recognizer, let state, let recognized, _):
        let word = EventNames.state(state, recognized: recognized)
        context.log(context.id(of: recognizer), "state", [("to", .word(word))], .gestures)
      case .controlEvent(let control, let event):
        context.log(context.id(of: control), "event", [("name", .word(ControlNames.name(of: event)))], .events)
      case .scroll(let scrollView, let message):
        var keys: [(String, TraceValue)] = [("event", .word(message.name))]
        switch message {
        case .didScroll(let offset): keys.append(("offset", .point(offset)))
        case .willEndDragging(let velocity, let target):
          keys.append(("velocity", .point(velocity)))
          keys.append(("target", .point(target)))
        case .didEndDragging(let decelerate): keys.append(("decelerate", .flag(decelerate)))
        case .didZoom(let scale), .didEndZooming(let scale): keys.append(("scale", .word(TraceValue.decimal(scale))))
        default: break
        }
        context.log(context.id(of: scrollView), "scroll", keys, .scroll)
      case .scrollQuestion(let scrollView, let question, let view, let answer):
        context.log(
          context.id(of: scrollView), question.rawValue,
          [("view", .word(context.id(of: view))), ("result", .flag(answer))],
          .scroll)
      case .inputViews(let window, let input, let accessory):
        context.log(
          context.id(of: window), "inputViews",
          [("input", .word(context.id(of: input))), ("accessory", .word(context.id(of: accessory)))], .responder)
      }
    }
    build(scenario)
  }

  /// The trace category of a message (ScenarioFormat.md: `discarded` takes its message's).
  static func category(of message: ResponderMessage) -> TraceCategory {
    switch message {
    case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: return .touches
    case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled: return .presses
    case .motionBegan, .motionEnded, .motionCancelled, .remoteControlReceived: return .motion
    }
  }

  private func build(_ scenario: Scenario) {
    var presentations: [(UIViewController, ViewControllerSpec)] = []
    for spec in scenario.windows {
      let window = ScriptedWindow(script: script(spec.view.id), application: application)
      context.objects[spec.view.id] = window
      windows.append(window)
      var properties = spec.view.properties
      properties.hidden = nil  // windows are shown below, in file order
      apply(properties, to: window)
      for gesture in spec.view.gestures { window.addGestureRecognizer(makeGesture(gesture)) }
      for subview in spec.view.subviews { window.addSubview(makeView(subview)) }
      if let rootSpec = spec.rootViewController {
        let controller = makeController(rootSpec, presentations: &presentations)
        window.rootViewController = controller
        // The file's frame, if any, wins over the window's filling (the state the app is built with).
        if let frame = rootSpec.view?.properties.frame { controller.view.frame = frame }
      }
    }
    let flat = scenario.views.map { ($0, makeView($0)) }
    for (spec, view) in flat {
      if let superviewID = spec.superview, let superview = context.view(superviewID) {
        superview.addSubview(view)
      }
    }
    for (spec, window) in zip(scenario.windows, windows) where spec.view.properties.hidden != true {
      window.isHidden = false
    }
    let keyIndex = scenario.windows.firstIndex { $0.key } ?? (windows.isEmpty ? nil : 0)
    if let keyIndex { windows[keyIndex].makeKey() }
    resolveFailureRequirements()
    isBuilding = false
    for work in afterBuild { work() }
    afterBuild = []
    // Presenting a controller can queue the ones it presents in turn: walk the growing list.
    var next = 0
    while next < presentations.count {
      let (presenting, spec) = presentations[next]
      next += 1
      let presented = makeController(spec, presentations: &presentations)
      // The state the app is built with: presented over the presenter's view (Q5's
      // `.overFullScreen`, unless the controller names its `style`: a sheet rests at its
      // detent), the transition over (Q4: it starts after the current event).
      if spec.shell.style == nil { presented.modalPresentationStyle = .overFullScreen }
      presenting.present(presented, animated: false)
      if let clock = application.clock as? VirtualClock { clock.advance(to: clock.now) }
      if spec.shell.style == nil, let frame = spec.view?.properties.frame { presented.view.frame = frame }
    }
  }

  private func script(_ id: String) -> ResponderScript {
    ResponderScript(id: id, context: context)
  }

  private func makeView(_ spec: ViewSpec) -> UIView {
    let view: UIView & Scripted
    switch spec.kind {
    case .view: view = ScriptedView(script: script(spec.id))
    case .imageView: view = ScriptedImageView(script: script(spec.id))
    case .label: view = ScriptedLabel(script: script(spec.id))
    case .control: view = ScriptedControl(script: script(spec.id))
    case .button: view = ScriptedButton(script: script(spec.id))
    case .switch: view = ScriptedSwitch(script: script(spec.id))
    case .slider: view = ScriptedSlider(script: script(spec.id))
    case .segmentedControl: view = ScriptedSegmentedControl(script: script(spec.id))
    case .stepper: view = ScriptedStepper(script: script(spec.id))
    case .pageControl: view = ScriptedPageControl(script: script(spec.id))
    case .textField: view = ScriptedTextField(script: script(spec.id))
    case .textView:
      let textView = ScriptedTextView(script: script(spec.id))
      context.objects[spec.id + ".pan"] = textView.panGestureRecognizer
      view = textView
    case .searchBar: view = ScriptedSearchBar(script: script(spec.id))
    case .scrollView:
      let scrollView = ScriptedScrollView(script: script(spec.id))
      context.objects[spec.id + ".pan"] = scrollView.panGestureRecognizer
      view = scrollView
    case .stack: view = ScriptedStackView(script: script(spec.id))
    case .table, .collection: view = makeList(spec)
    }
    context.objects[spec.id] = view
    apply(spec.properties, to: view)
    for gesture in spec.gestures { view.addGestureRecognizer(makeGesture(gesture)) }
    for subview in spec.subviews {
      // A stack view's subviews are its arranged views, in order (Y6).
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(makeView(subview))
      } else {
        view.addSubview(makeView(subview))
      }
    }
    return view
  }

  func makeController(
    _ spec: ViewControllerSpec, presentations: inout [(UIViewController, ViewControllerSpec)]
  ) -> UIViewController {
    if let container = makeShellContainer(spec, make: { makeController($0, presentations: &presentations) }) {
      applyShell(spec.shell, to: container)
      for presented in spec.presented { presentations.append((container, presented)) }
      return container
    }
    let controller = ScriptedViewController(script: script(spec.id))
    context.objects[spec.id] = controller
    applyResponderKeys(spec.properties, to: controller.script)
    applyShell(spec.shell, to: controller)
    if let viewSpec = spec.view {
      controller.view = makeView(viewSpec)
    } else if let viewID = spec.viewID, let view = context.view(viewID) {
      controller.view = view
    }
    for childSpec in spec.children {
      controller.addChild(makeController(childSpec, presentations: &presentations))
    }
    for presented in spec.presented { presentations.append((controller, presented)) }
    return controller
  }

  /// Applies view keys to a built view: the one home of what each key does, for building and
  /// for `set` steps alike.
  func apply(_ properties: ViewProperties, to view: UIView) {
    if let frame = properties.frame { view.frame = frame }
    if let origin = properties.boundsOrigin {
      // On a scroll view the bounds origin is the content offset, set as code sets it (S2).
      if let scrollView = view as? UIScrollView {
        scrollView.setContentOffset(origin, animated: false)
      } else {
        view.bounds.origin = origin
      }
    }
    if let transform = properties.transform { view.transform = transform }
    if let hidden = properties.hidden { view.isHidden = hidden }
    if let alpha = properties.alpha { view.alpha = CGFloat(alpha) }
    if let color = properties.color { view.backgroundColor = ViewProperties.color(fromHex: color) }
    if let enabled = properties.userInteractionEnabled { view.isUserInteractionEnabled = enabled }
    if let clips = properties.clipsToBounds { view.clipsToBounds = clips }
    if let multiple = properties.multipleTouchEnabled { view.isMultipleTouchEnabled = multiple }
    if let exclusive = properties.exclusiveTouch { view.isExclusiveTouch = exclusive }
    if let level = properties.level, let window = view as? UIWindow {
      window.windowLevel = UIWindow.Level(rawValue: CGFloat(level))
    }
    if let flag = properties.pointerInteraction { setPointerInteraction(flag, on: view) }
    if let color = properties.hoverColor { setHoverColor(ViewProperties.color(fromHex: color), on: view) }
    if let titles = properties.contextMenu { setContextMenu(titles, on: view) }
    if let constraints = properties.constraints { setConstraints(constraints, on: view) }
    if let shapes = properties.drawing { ScenarioDrawingLayer.set(shapes, on: view) }
    applyDragDrop(properties, to: view)
    applyText(properties.text, to: view)
    if let control = view as? UIControl { apply(properties, to: control) }
    if let scrollView = view as? UIScrollView & Scripted {
      apply(properties, to: scrollView)
      applyList(properties, to: scrollView)
    }
    if let stack = view as? UIStackView {
      if let axis = properties.axis { stack.axis = axis }
      if let distribution = properties.distribution { stack.distribution = distribution }
      if let alignment = properties.alignment { stack.alignment = alignment }
      if let spacing = properties.spacing { stack.spacing = CGFloat(spacing) }
      if let flag = properties.layoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = flag }
    }
    guard let script = (view as? Scripted)?.script else { return }
    applyResponderKeys(properties, to: script)
    // A view whose overrides only log is hit-tested by the engine itself (and logged through
    // the application's hit-test observer), so scenario apps hit-test as plain apps do.
    view.isHitTestedByEngine = !script.overridesHitTesting
  }

  /// The scroll view keys (S1–S13).
  private func apply(_ properties: ViewProperties, to scrollView: UIScrollView & Scripted) {
    if let size = properties.contentSize { scrollView.contentSize = size }
    if let inset = properties.contentInset { scrollView.contentInset = inset }
    if let flag = properties.delaysContentTouches { scrollView.delaysContentTouches = flag }
    if let flag = properties.canCancelContentTouches { scrollView.canCancelContentTouches = flag }
    if let flag = properties.scrollEnabled { scrollView.isScrollEnabled = flag }
    if let flag = properties.bounces { scrollView.bounces = flag }
    if let flag = properties.alwaysBounceVertical { scrollView.alwaysBounceVertical = flag }
    if let flag = properties.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = flag }
    if let flag = properties.pagingEnabled { scrollView.isPagingEnabled = flag }
    if let flag = properties.directionalLockEnabled { scrollView.isDirectionalLockEnabled = flag }
    if let rate = properties.decelerationRate {
      scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(rate))
    }
    if let answer = properties.touchesShouldBegin { scrollView.script.touchesShouldBegin = answer }
    if let answer = properties.touchesShouldCancel { scrollView.script.touchesShouldCancel = answer }
    if let offset = properties.contentOffset { scrollView.setContentOffset(offset, animated: false) }
    // A list's delegate is always the scenario's, which speaks for the file's `delegate` too.
    if let id = properties.scrollDelegate, !(scrollView.script.scrollDelegate is ScenarioList) {
      let delegate = ScenarioScrollDelegate(id: id)
      delegate.targetContentOffset = scrollView.script.scrollDelegate?.targetContentOffset
      delegate.zoomView = scrollView.script.scrollDelegate?.zoomView
      scrollView.script.scrollDelegate = delegate
      scrollView.delegate = delegate
    }
    if let target = properties.targetContentOffset { scrollView.script.scrollDelegate?.targetContentOffset = target }
    applyZoomKeys(properties, to: scrollView)
  }

  /// The zoom keys (Z1, Z5): the pinch, once it exists, is `<id>.pinch`, a recorded pinch.
  private func applyZoomKeys(_ properties: ViewProperties, to scrollView: UIScrollView & Scripted) {
    guard
      properties.minimumZoomScale != nil || properties.maximumZoomScale != nil || properties.bouncesZoom != nil
        || properties.zoomView != nil
    else { return }
    let pinchID = scrollView.script.id + ".pinch"
    // Weakly: the context holds the scroll view, which holds this maker.
    scrollView.setPinchGestureRecognizerMaker { [weak context] in
      guard let context else { return UIPinchGestureRecognizer() }
      let pinch = ScriptedPinchRecognizer(script: ResponderScript(id: pinchID, context: context))
      context.objects[pinchID] = pinch
      return pinch
    }
    if let flag = properties.bouncesZoom { scrollView.bouncesZoom = flag }
    if let scale = properties.minimumZoomScale { scrollView.minimumZoomScale = CGFloat(scale) }
    if let scale = properties.maximumZoomScale { scrollView.maximumZoomScale = CGFloat(scale) }
    if let id = properties.zoomView {
      whenBuilt { [context] in scrollView.script.scrollDelegate?.zoomView = context.view(id) }
    }
  }

  /// The control keys (C3, C4, C5).
  private func apply(_ properties: ViewProperties, to control: UIControl) {
    if let enabled = properties.enabled { control.isEnabled = enabled }
    if let selected = properties.selected { control.isSelected = selected }
    if let minimum = properties.minimumValue {
      (control as? UISlider)?.minimumValue = Float(minimum)
      (control as? UIStepper)?.minimumValue = minimum
    }
    if let maximum = properties.maximumValue {
      (control as? UISlider)?.maximumValue = Float(maximum)
      (control as? UIStepper)?.maximumValue = maximum
    }
    if let segments = properties.segments {
      if let segmented = control as? UISegmentedControl {
        segmented.removeAllSegments()
        for (index, title) in segments.enumerated() {
          segmented.insertSegment(withTitle: title, at: index, animated: false)
        }
      }
      (control as? UIPageControl)?.numberOfPages = segments.count
    }
    if let value = properties.value {
      (control as? UISwitch)?.isOn = value != 0
      (control as? UISlider)?.value = Float(value)
      (control as? UIStepper)?.value = value
      (control as? UISegmentedControl)?.selectedSegmentIndex = Int(value)
      (control as? UIPageControl)?.currentPage = Int(value)
    }
    for action in properties.actions ?? [] {
      whenBuilt { [self] in connect(action, to: control) }
    }
  }

  /// Runs `work` once every object exists: now at run time, at the end of building before.
  func whenBuilt(_ work: @escaping () -> Void) {
    if isBuilding { afterBuild.append(work) } else { work() }
  }

  private func connect(_ action: ControlActionSpec, to control: UIControl) {
    if let targetID = action.target, let target = context.objects[targetID] {
      // Scenario targets log the action; they need not declare it in `performs`.
      control.addTarget(LoggedAction(name: action.action, context: context), target: target, for: action.event)
      context.controlActions[ObjectIdentifier(control), default: []].append(action.action)
    } else {
      control.addTarget(nil, action: Selector(action.action), for: action.event)
    }
  }

  /// The keys every scripted responder has (views and controllers alike).
  func applyResponderKeys(_ properties: ViewProperties, to script: ResponderScript) {
    if let consumes = properties.consumes { script.consumes = consumes }
    if let handles = properties.handles { script.consumes.subtract(handles) }
    if let also = properties.pointInsideAlso { script.pointInsideAlso = also }
    if let redirect = properties.hitTestRedirect { script.hitTestRedirect = redirect }
    if let returns = properties.hitTestReturns { script.hitTestReturns = returns }
    if let next = properties.next { script.next = .some(next) }
    if let color = properties.color { script.color = color }
    if let flag = properties.canBecomeFirstResponder { script.canBecomeFirstResponder = flag }
    if let flag = properties.canResignFirstResponder { script.canResignFirstResponder = flag }
    if let performs = properties.performs { script.performs = performs }
    if let refuses = properties.refusesActions { script.refusesActions = refuses }
    if let commands = properties.keyCommands {
      script.keyCommands = commands.map {
        UIKeyCommand(input: $0.input, modifierFlags: $0.modifiers, action: Selector($0.action))
      }
    }
    if let input = properties.inputView { script.inputViewID = input }
    if let accessory = properties.inputAccessoryView { script.inputAccessoryViewID = accessory }
  }
}

/// A scenario target's action: logs `<target> action name=… sender=…` when performed.
@MainActor
final class LoggedAction {
  let name: String
  unowned let context: ScriptContext

  init(name: String, context: ScriptContext) {
    self.name = name
    self.context = context
  }

  func perform(target: AnyObject, sender: UIControl) {
    context.log(
      context.id(of: target), "action", [("name", .word(name)), ("sender", .word(context.id(of: sender)))], .actions)
  }
}

extension UIControl {
  /// Adds a scenario target whose action logs (through the engine's typed target-action).
  func addTarget(_ method: LoggedAction, target: AnyObject, for events: UIControl.Event) {
    addTarget(target, action: Self.bind(method), for: events)
  }

  private static func bind(_ method: LoggedAction) -> @MainActor (AnyObject) -> (UIControl) -> Void {
    func curried(_ target: AnyObject) -> (UIControl) -> Void {
      { sender in method.perform(target: target, sender: sender) }
    }
    return curried
  }
}
