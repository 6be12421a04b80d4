#!/usr/bin/env python3
"""Writes Sources/ResponderScenario/ScriptedClasses.swift.

Every scenario class needs the same overrides (log the call through its ResponderScript, then
do what UIKit does). Swift has no mixins, so the overrides are repeated per class; this script
is their one home. Run it from the repository root after changing the list below.
"""

VIEW_CLASSES = [
    ("ScriptedView", "UIView", "super.init(frame: .zero)", "init(script: ResponderScript)"),
    ("ScriptedImageView", "UIImageView", "super.init(frame: .zero)", "init(script: ResponderScript)"),
    ("ScriptedLabel", "UILabel", "super.init(frame: .zero)", "init(script: ResponderScript)"),
    # The window joins its application through UIWindow.nextWindowApplication (SC3).
    ("ScriptedWindow", "UIWindow", "UIWindow.nextWindowApplication = application\n    super.init(frame: .zero)",
     "init(script: ResponderScript, application: UIApplication)"),
    # The pan is named `<id>.pan` and logs like any scenario recognizer (ScenarioFormat.md).
    ("ScriptedScrollView", "UIScrollView",
     "UIScrollView.nextPanGestureRecognizer = ScriptedPanRecognizer(\n"
     "      script: ResponderScript(id: script.id + \".pan\", context: script.context))\n    super.init(frame: .zero)",
     "init(script: ResponderScript)"),
    # Its subviews are arranged (Y6); UIKit's archive initializer is non-failable here.
    ("ScriptedStackView", "UIStackView", "super.init(frame: .zero)", "init(script: ResponderScript)"),
    # Lists are scroll views (L1); the style is fixed when the table is made.
    ("ScriptedTableView", "UITableView", "super.init(frame: .zero, style: style)",
     "init(script: ResponderScript, style: UITableView.Style)"),
    ("ScriptedCollectionView", "UICollectionView", "super.init(frame: .zero, collectionViewLayout: layout)",
     "init(script: ResponderScript, layout: UICollectionViewLayout)"),
]

SCROLL_VIEW = """
  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    script.scrollAnswer(script.touchesShouldBegin, for: view)
      ?? super.touchesShouldBegin(touches, with: event, in: view)
  }
  override func touchesShouldCancel(in view: UIView) -> Bool {
    script.scrollAnswer(script.touchesShouldCancel, for: view) ?? super.touchesShouldCancel(in: view)
  }"""
CONTROL_CLASSES = [
    ("ScriptedControl", "UIControl"), ("ScriptedButton", "UIButton"), ("ScriptedSwitch", "UISwitch"),
    ("ScriptedSlider", "UISlider"), ("ScriptedSegmentedControl", "UISegmentedControl"),
    ("ScriptedStepper", "UIStepper"), ("ScriptedPageControl", "UIPageControl"), ("ScriptedTextField", "UITextField"),
]

TRACKING = """
  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    script.tracking("beginTracking", touch)
    return super.beginTracking(touch, with: event)
  }
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    script.tracking("continueTracking", touch)
    return super.continueTracking(touch, with: event)
  }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    script.tracking("endTracking", touch)
    super.endTracking(touch, with: event)
  }
  override func cancelTracking(with event: UIEvent?) {
    script.tracking("cancelTracking", nil)
    super.cancelTracking(with: event)
  }"""

OTHER_CLASSES = [
    ("ScriptedViewController", "UIViewController", "super.init(nibName: nil, bundle: nil)", "init(script: ResponderScript)"),
    ("ScriptedApplication", "UIApplication", "super.init(clock: clock)",
     "init(script: ResponderScript, clock: UIClock)"),
    ("ScriptedAppDelegate", "UIResponder, UIApplicationDelegate", "super.init()", "init(script: ResponderScript)"),
]

# A controller's appearance and containment calls, traced in files that use the app shell
# (ScenarioShell.swift).
APPEARANCE = """
  override func viewWillAppear(_ animated: Bool) { script.shellCall("viewWillAppear", [("animated", .flag(animated))]) }
  override func viewDidAppear(_ animated: Bool) { script.shellCall("viewDidAppear", [("animated", .flag(animated))]) }
  override func viewWillDisappear(_ animated: Bool) {
    script.shellCall("viewWillDisappear", [("animated", .flag(animated))])
  }
  override func viewDidDisappear(_ animated: Bool) {
    script.shellCall("viewDidDisappear", [("animated", .flag(animated))])
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    traceParent("willMove", parent)
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    traceParent("didMove", parent)
  }"""

HIT_TESTING = """
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    script.hitTest(self, point, event) { super.hitTest($0, with: $1) }
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    script.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
  }"""

COMMON = """
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
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    script.presses(.pressesBegan, presses) { super.pressesBegan(presses, with: event) }
  }
  override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    script.presses(.pressesChanged, presses) { super.pressesChanged(presses, with: event) }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    script.presses(.pressesEnded, presses) { super.pressesEnded(presses, with: event) }
  }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    script.presses(.pressesCancelled, presses) { super.pressesCancelled(presses, with: event) }
  }
  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    script.motion(.motionBegan, motion) { super.motionBegan(motion, with: event) }
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    script.motion(.motionEnded, motion) { super.motionEnded(motion, with: event) }
  }
  override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    script.motion(.motionCancelled, motion) { super.motionCancelled(motion, with: event) }
  }
  override func remoteControlReceived(with event: UIEvent?) {
    script.remoteControl(event) { super.remoteControlReceived(with: event) }
  }
  override var canBecomeFirstResponder: Bool { script.canBecomeFirstResponder ?? super.canBecomeFirstResponder }
  override var canResignFirstResponder: Bool { script.canResignFirstResponder ?? super.canResignFirstResponder }
  override func becomeFirstResponder() -> Bool {
    script.logResult("becomeFirstResponder", super.becomeFirstResponder())
  }
  override func resignFirstResponder() -> Bool {
    script.logResult("resignFirstResponder", super.resignFirstResponder())
  }
  override var keyCommands: [UIKeyCommand]? { script.keyCommands ?? super.keyCommands }
  override var inputView: UIView? { script.inputView ?? super.inputView }
  override var inputAccessoryView: UIView? { script.inputAccessoryView ?? super.inputAccessoryView }
  override func method(for action: Selector) -> ActionMethod? {
    script.method(for: action) ?? super.method(for: action)
  }
  override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    script.refuses(action) ? nil : super.target(forAction: action, withSender: sender)
  }"""


def emit(name, base, super_init, signature, hit_testing, tracking=False):
    stored = signature.replace("init(", "").rstrip(")")
    conformance = "ShellTraced" if base == "UIViewController" else "Scripted"
    body = [f"final class {name}: {base}, {conformance} {{", "  let script: ResponderScript", f"  {signature} {{",
            "    self.script = script", f"    {super_init}", "  }"]
    if base.startswith(("UIView", "UIScrollView", "UITableView", "UICollectionView", "UIImageView", "UILabel", "UIWindow", "UIControl", "UIButton", "UISwitch",
                        "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UITextField")):
        # UIKit's required archive initializer: scenarios build their objects from JSON instead.
        body += ["  required init?(coder: NSCoder) { nil }"]
    elif base == "UIStackView":
        body += ['  required init(coder: NSCoder) { fatalError("scenario views are built from JSON") }']
    extra = SCROLL_VIEW if base in ("UIScrollView", "UITableView", "UICollectionView") else ""
    if base == "UIViewController":
        extra += APPEARANCE
    common = COMMON
    if base in ("UITextField", "UITextView"):
        # A text input's input views are settable (UIKit): the override keeps the setter.
        for name in ("inputView", "inputAccessoryView"):
            common = common.replace(
                f"  override var {name}: UIView? {{ script.{name} ?? super.{name} }}",
                f"  override var {name}: UIView? {{\n    get {{ script.{name} ?? super.{name} }}\n"
                f"    set {{ super.{name} = newValue }}\n  }}")
    text = "\n".join(body) + (HIT_TESTING if hit_testing else "") + (TRACKING if tracking else "") + extra + common
    text += "\n}\n"
    return text


RECOGNIZERS = ["Tap", "LongPress", "Pan", "Swipe", "Pinch", "Rotation", "ScreenEdgePan", "Hover"]

RECOGNIZER = """final class Scripted{name}Recognizer: UI{name}GestureRecognizer, Scripted {{
  let script: ResponderScript
  let scenarioDelegate: ScenarioGestureDelegate
  init(script: ResponderScript) {{
    self.script = script
    scenarioDelegate = ScenarioGestureDelegate(context: script.context)
    super.init(target: nil, action: nil)
    delegate = scenarioDelegate
  }}
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {{
    script.touches(.touchesBegan, touches) {{ super.touchesBegan(touches, with: event) }}
  }}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {{
    script.touches(.touchesMoved, touches) {{ super.touchesMoved(touches, with: event) }}
  }}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {{
    script.touches(.touchesEnded, touches) {{ super.touchesEnded(touches, with: event) }}
  }}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {{
    script.touches(.touchesCancelled, touches) {{ super.touchesCancelled(touches, with: event) }}
  }}
  override func reset() {{
    script.context.log(script.id, "reset", [], .gestures)
    super.reset()
  }}
}}
"""

out = ["// Generated by Scripts/generate-scripted-classes.py: edit the script, not this file.",
       "//",
       "// The scripted subclasses: each overrides the UIKit methods a trace shows, logs through its",
       "// `ResponderScript` and then does what UIKit would (tracing costs the engine nothing: see",
       "// Sources/ResponderKit/ResponderKit.docc/HowATouchTravels.md).",
       "",
       "import Foundation",
       "@_spi(Tools) import ResponderKit",
       ""]
for c in VIEW_CLASSES:
    out.append(emit(*c, hit_testing=True))
for name, base in CONTROL_CLASSES:
    out.append(emit(name, base, "super.init(frame: .zero)", "init(script: ResponderScript)", True, tracking=True))
for c in OTHER_CLASSES:
    out.append(emit(*c, hit_testing=False))
for name in RECOGNIZERS:
    out.append(RECOGNIZER.format(name=name))
with open("Sources/ResponderScenario/ScriptedClasses.swift", "w") as f:
    f.write("\n".join(out))
