import Foundation
import Testing

/// Writes `text` to a new file in a temporary directory and returns its path.
func temporarySwiftFile(_ text: String) throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent("Ported.swift").path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

@MainActor
@Suite("responder port rewrites iOS code for the UIKit module")
struct PortTests {
  static let iOSCode = """
    import UIKit.UIGestureRecognizerSubclass

    @objcMembers
    final class Controller: UIViewController {
      @IBOutlet weak var button: UIButton!

      override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan))
        view.addGestureRecognizer(pan)
        button.addTarget(nil, action: #selector(save(_:)), for: .touchUpInside)
        // #selector(notPorted) in a comment stays as it is.
        let label = "#selector(inAString)"
        _ = label
      }

      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(copy(_:)) || action == #selector(share(from:))
      }

      @objc func buttonTapped(_ sender: UIButton) {}
      @objc(panned:) private func handlePan(_ gesture: UIPanGestureRecognizer) {}
      @objc func save(_ sender: Any?) {}
      @objc func share(from sender: Any?) {}
    }

    extension Controller {
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }
    """

  @Test("port removes @objc, rewrites #selector by use, keeps the subclass import, moves the override in")
  func portsAFile() throws {
    let file = try temporarySwiftFile(Self.iOSCode)
    let result = responder("port", file)
    #expect(result.status == 0 && result.err.isEmpty, "nothing is left to do by hand")
    #expect(
      result.out.hasPrefix(
        "import UIKit.UIGestureRecognizerSubclass\n\nfinal class Controller: UIViewController {\n  weak var button"))
    #expect(!result.out.contains("@objc") && !result.out.contains("@IBOutlet"))
    #expect(result.out.contains("button.addTarget(self, action: Controller.buttonTapped(_:), for: .touchUpInside)"))
    #expect(result.out.contains("UIPanGestureRecognizer(target: self, action: Controller.handlePan)"))
    #expect(result.out.contains("button.addTarget(nil, action: Selector(\"save:\"), for: .touchUpInside)"))
    #expect(result.out.contains("action == Selector(\"copy:\") || action == Selector(\"shareFrom:\")"))
    #expect(
      result.out.contains("// #selector(notPorted) in a comment") && result.out.contains("\"#selector(inAString)\""))
    #expect(result.out.contains("  private func handlePan(_ gesture: UIPanGestureRecognizer) {}"))
    #expect(!result.out.contains("extension Controller"))
    #expect(
      result.out.hasSuffix(
        """
          @objc func share(from sender: Any?) {}

          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

          // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
          @preconcurrency override func method(for action: Selector) -> ActionMethod? {
            switch action {
            case "save:":
              return { [weak self] sender in self?.save(sender) }
            case "shareFrom:":
              return { [weak self] sender in self?.share(from: sender) }
            default: return super.method(for: action)
            }
          }
        }
        """.replacingOccurrences(of: "@objc ", with: "") + "\n"))
  }

  @Test(
    "port keeps both UIKit imports as written (the package declares the submodule), and registers a key command's action"
  )
  func subclassImportAndKeyCommand() throws {
    let file = try temporarySwiftFile(
      """
      import UIKit
      import UIKit.UIGestureRecognizerSubclass

      class Editor: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save(_:)))]
        }
        @objc func save(_ sender: Any?) {}
      }
      """)
    let result = responder("port", file)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(result.out.hasPrefix("import UIKit\nimport UIKit.UIGestureRecognizerSubclass\n\nclass Editor"))
    #expect(result.out.contains("UIKeyCommand(input: \"s\", modifierFlags: .command, action: Selector(\"save:\"))"))
    #expect(result.out.contains("    case \"save:\":\n      return { [weak self] sender in self?.save(sender) }\n"))
  }

  @Test("port uses a selector's @objc name where it is compared, and --in-place rewrites the file")
  func inPlace() throws {
    let file = try temporarySwiftFile(
      """
      import UIKit

      class V: UIView {
        @objc(didPan:) func pan(_ g: UIPanGestureRecognizer) {}
        func check(_ action: Selector) -> Bool { action == #selector(pan) }
      }
      """)
    let result = responder("port", file, "--in-place")
    #expect(result.status == 0 && result.out.isEmpty && result.err.isEmpty)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("action == Selector(\"didPan:\")") && text.contains("  func pan(_ g:"))
  }

  @Test("port --help; a missing file and an unknown option are usage errors")
  func usage() {
    let help = responder("port", "--help")
    #expect(
      help.status == 0
        && help.out.hasPrefix("responder port FILE.swift|DIR... [--in-place | --check | --output DIR [--root ROOT]]"))
    let missing = responder("port", "/nonexistent/File.swift")
    #expect(
      missing.status == 2
        && missing.err == "responder: cannot read /nonexistent/File.swift (see responder port --help)\n")
    let option = responder("port", "--fast", "File.swift")
    #expect(option.status == 2 && option.err.hasPrefix("responder: unknown option --fast"))
    #expect(responder("--help").out.contains("responder port FILE.swift"))
    #expect(responder("port", "--in-place", "--check", "File.swift").status == 2)
  }

  @Test("The SwipeCard example's sources are its iOS file as responder port writes it, with nothing left to port")
  func swipeCardExample() throws {
    let example = repositoryRoot.appendingPathComponent("Examples/SwipeCard")
    let ios = example.appendingPathComponent("iOS/SwipeCardView.swift").path
    let ported = try String(
      contentsOf: example.appendingPathComponent("Sources/SwipeCard/SwipeCardView.swift"), encoding: .utf8)
    let result = responder("port", ios)
    #expect(result.status == 0 && result.err.isEmpty, "no by-hand notes")
    #expect(result.out == ported)
    #expect(responder("port", "--check", example.appendingPathComponent("Sources").path).status == 0)
    #expect(responder("port", "--check", example.appendingPathComponent("iOS").path).status == 1)
  }

  /// `responder port` on `text`, as a file of its own.
  func port(_ text: String) throws -> (status: Int32, out: String, err: String, file: String) {
    let file = try temporarySwiftFile(text)
    let result = responder("port", file)
    return (result.status, result.out, result.err, file)
  }

  @Test("F5, F6: the @objc methods of a responder whose actions are sent by name are registered in method(for:)")
  func registersActionsSentByName() throws {
    let result = try port(
      """
      import UIKit

      final class SaveBar: UIView {
        @objc func save(_ sender: UIButton) {}
        @objc func revert() {}
        @objc func tapped(_ sender: Any?) {}

        func send() {
          UIApplication.shared.sendAction(#selector(save(_:)), to: nil, from: self, for: nil)
          UIApplication.shared.sendAction(#selector(revert), to: nil, from: self, for: nil)
        }
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        import UIKit

        final class SaveBar: UIView {
          func save(_ sender: UIButton) {}
          func revert() {}
          func tapped(_ sender: Any?) {}

          func send() {
            UIApplication.shared.sendAction(Selector("save:"), to: nil, from: self, for: nil)
            UIApplication.shared.sendAction(Selector("revert"), to: nil, from: self, for: nil)
          }

          // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
          @preconcurrency override func method(for action: Selector) -> ActionMethod? {
            switch action {
            case "save:":
              return { [weak self] sender in
                if let sender = sender as? UIButton { self?.save(sender) }
              }
            case "revert":
              return { [weak self] _ in self?.revert() }
            default: return super.method(for: action)
            }
          }
        }
        """)
  }

  @Test(
    "F5: the method(for:) override port writes is @preconcurrency, as UIResponder's is, so a subclass in another file links"
  )
  func actionTableOverrideIsPreconcurrency() throws {
    // Without the attribute the compiler names the override's symbol with the action's full
    // type (`@Sendable @MainActor`) where another file subclasses the class, and with the plain
    // type in the class's own file: the subclass's method table names a function that does not
    // exist (UIKitCorpusTests' recording subclass of the ported code editor is that case).
    let file = try temporarySwiftFile(
      """
      import UIKit

      class Editor: UIView {
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(input: "]", modifierFlags: .command, action: #selector(indent))]
        }

        @objc func indent() {}
      }
      """)
    let result = responder("port", file)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(result.out.contains("\n  @preconcurrency override func method(for action: Selector) -> ActionMethod? {\n"))
    #expect(!result.out.contains("\n  override func method(for"))
  }

  @Test("An @objc protocol keeps its class bound; optional requirements get defaults and are called without ?")
  func optionalRequirements() throws {
    let result = try port(
      """
      @objc protocol DialDelegate {
        @objc optional func dialDidTurn(_ dial: AnyObject)
        @objc optional func dialShouldSnap(_ dial: AnyObject) -> Bool
      }

      final class Dial {
        weak var delegate: DialDelegate?
        weak var scrollDelegate: UIScrollViewDelegate?
        var onTurn: (() -> Void)?

        func turn(_ scrollView: UIScrollView) {
          delegate?.dialDidTurn?(self)
          _ = delegate?.dialShouldSnap?(self) ?? true
          scrollDelegate?.scrollViewDidScroll?(scrollView)
          onTurn?()
        }
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        protocol DialDelegate: AnyObject {
          func dialDidTurn(_ dial: AnyObject)
          func dialShouldSnap(_ dial: AnyObject) -> Bool
        }

        // The optional requirements' defaults: what a delegate that lacks one answers.
        extension DialDelegate {
          func dialDidTurn(_ dial: AnyObject) {}
          func dialShouldSnap(_ dial: AnyObject) -> Bool { true }
        }

        final class Dial {
          weak var delegate: DialDelegate?
          weak var scrollDelegate: UIScrollViewDelegate?
          var onTurn: (() -> Void)?

          func turn(_ scrollView: UIScrollView) {
            delegate?.dialDidTurn(self)
            _ = delegate?.dialShouldSnap(self) ?? true
            scrollDelegate?.scrollViewDidScroll(scrollView)
            onTurn?()
          }
        }
        """)
  }

  @Test("An override in an extension of a class in the same file moves into the class; the empty extension goes")
  func movesOverrides() throws {
    let result = try port(
      """
      import UIKit

      final class Knob: UIControl {
        var angle = 0.0
      }

      // MARK: Tracking

      extension Knob {
        @objc override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
          true
        }
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        import UIKit

        final class Knob: UIControl {
          var angle = 0.0

          override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            true
          }
        }

        """)
  }

  @Test("Timers, delayed performs and their cancelling take the block forms")
  func timersAndDelayedPerforms() throws {
    let result = try port(
      """
      import UIKit

      final class Blinker: UIView {
        var timer: Timer?

        func start() {
          timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(blink(_:)), userInfo: nil, repeats: true)
          perform(#selector(hide), with: nil, afterDelay: 3)
          perform(#selector(hide))
        }

        func stop() {
          NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hide), object: nil)
          NSObject.cancelPreviousPerformRequests(withTarget: self)
        }

        @objc func blink(_ timer: Timer) {}
        @objc func hide() {}
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        import UIKit

        final class Blinker: UIView {
          var timer: Timer?

          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
              nonisolated(unsafe) let timer = timer
              MainActor.assumeIsolated { self?.blink(timer) }
            }
            PerformRequests.perform(Selector("hide"), target: self, afterDelay: 3) { [weak self] in
              self?.hide()
            }
            hide()
          }

          func stop() {
            PerformRequests.cancelPreviousPerformRequests(withTarget: self, selector: Selector("hide"))
            PerformRequests.cancelPreviousPerformRequests(withTarget: self)
          }

          func blink(_ timer: Timer) {}
          func hide() {}
        }
        """)
  }

  @Test("A selector observer of a notification becomes a block observer kept under its observer")
  func notificationObservers() throws {
    let result = try port(
      """
      import UIKit

      final class Watcher: UIView {
        func start() {
          NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .watcherChanged, object: nil)
        }

        func stop() {
          NotificationCenter.default.removeObserver(self)
        }

        @objc func changed(_ notification: Notification) {}
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        import UIKit

        final class Watcher: UIView {
          func start() {
            NotificationCenter.default.addObserver(self, forName: .watcherChanged, object: nil) { [weak self] notification in
              self?.changed(notification)
            }
          }

          func stop() {
            NotificationCenter.default.removeObservers(of: self)
          }

          func changed(_ notification: Notification) {}
        }
        """)
  }

  @Test("Swizzling, and responds(to:) and forwardingTarget(for:) proxies, get one note each with the Swift way")
  func runtimeTricksStayByHand() throws {
    let result = try port(
      """
      import UIKit

      final class Swizzler: NSObject {
        static func swizzle() {
          let original = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))
          let swizzled = class_getInstanceMethod(UIView.self, #selector(UIView.swizzledLayoutSubviews))
          method_exchangeImplementations(original!, swizzled!)
        }
      }

      final class DelegateProxy: NSObject {
        weak var target: AnyObject?
        override func responds(to aSelector: Selector!) -> Bool { true }
        override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
      }
      """)
    #expect(result.status == 1)
    let notes = result.err.split(separator: "\n").map(String.init)
    #expect(
      notes == [
        "\(result.file):5: by hand: method swizzling (class_getInstanceMethod, method_exchangeImplementations) needs the Objective-C runtime, which Linux lacks: subclass the class and override the method, calling super for the original behaviour",
        "\(result.file):13: by hand: responds(to:) is overridden to make a proxy answer for methods it lacks, which needs the Objective-C runtime: make the proxy conform to the protocol and implement each requirement, calling the object behind it",
        "\(result.file):14: by hand: forwardingTarget(for:) forwards messages the object lacks, which needs the Objective-C runtime: implement each method of the protocol and call the target's from it",
      ])
  }

  @Test(
    "port DIR ports every Swift file below it, knowing the actions the others send; --check diffs; --in-place writes")
  func folders() throws {
    let sender = try temporarySwiftFile(
      """
      import UIKit

      final class Sender: UIView {
        func send() { UIApplication.shared.sendAction(#selector(Performer.refresh), to: nil, from: self, for: nil) }
      }
      """)
    let directory = URL(fileURLWithPath: sender).deletingLastPathComponent()
    let nested = directory.appendingPathComponent("Screens")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let performer = nested.appendingPathComponent("Performer.swift").path
    try """
    import UIKit

    final class Performer: UIViewController {
      @objc func refresh() {}
    }

    """.write(toFile: performer, atomically: true, encoding: .utf8)

    let check = responder("port", directory.path, "--check")
    #expect(check.status == 1 && check.err.isEmpty)
    #expect(check.out.contains("--- \(sender)\n+++ \(sender) (ported)\n@@ -1,5 +1,5 @@\n"))
    let performerDiff = [
      "--- \(performer)", "+++ \(performer) (ported)", "@@ -1,6 +1,15 @@", " import UIKit", " ",
      " final class Performer: UIViewController {", "-  @objc func refresh() {}", "+  func refresh() {}", "+",
      "+  // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.",
      "+  @preconcurrency override func method(for action: Selector) -> ActionMethod? {", "+    switch action {",
      "+    case \"refresh\":",
      "+      return { [weak self] _ in self?.refresh() }", "+    default: return super.method(for: action)", "+    }",
      "+  }", " }", " ",
    ]
    #expect(check.out.contains(performerDiff.joined(separator: "\n") + "\n"))
    #expect(responder("port", directory.path).status == 0, "without a flag the folder's diff is printed, not written")
    let inPlace = responder("port", directory.path, "--in-place")
    #expect(inPlace.status == 0 && inPlace.out.isEmpty)
    #expect(try String(contentsOfFile: performer, encoding: .utf8).contains("    case \"refresh\":"))
    let again = responder("port", directory.path, "--check")
    #expect(again.status == 0 && again.out.isEmpty, "nothing left to change")
  }
}

/// Regressions of `responder port`: each ports a small iOS file (or folder) and checks the exact
/// output, notes and exit status.
@MainActor
@Suite("responder port's regressions")
struct PortRegressionTests {
  /// A fresh folder holding `files` (name, text), and its path.
  func folder(_ files: [(String, String)]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(toFile: directory.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
    }
    return directory.path
  }

  @Test(
    "A typealias of a function type with an attributed parameter ports; a file that does not read does not stop the folder"
  )
  func attributedFunctionTypeAndUnreadableFile() throws {
    let directory = try folder([
      (
        "A.swift",
        """
        import UIKit

        typealias Handler = (@escaping () -> Void) -> Void

        final class A: UIView {
          @objc func tap() {}
        }

        """
      )
    ])
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: directory + "/B.swift"))
    let result = responder("port", directory)
    #expect(result.status == 1)
    #expect(result.err == "\(directory)/B.swift: not ported: cannot read it as UTF-8 text\n")
    let diff = [
      "--- \(directory)/A.swift", "+++ \(directory)/A.swift (ported)", "@@ -3,6 +3,6 @@",
      " typealias Handler = (@escaping () -> Void) -> Void", " ", " final class A: UIView {", "-  @objc func tap() {}",
      "+  func tap() {}", " }", " ",
    ]
    #expect(result.out == diff.joined(separator: "\n") + "\n")
  }

  @Test("--check exits 1 when a note is left, even with nothing to change")
  func checkFailsOnNotes() throws {
    let directory = try folder([
      (
        "Proxy.swift",
        """
        import UIKit

        final class Proxy: NSObject {
          override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
        }

        """
      )
    ])
    let result = responder("port", "--check", directory)
    #expect(result.status == 1 && result.out.isEmpty)
    #expect(
      result.err
        == "\(directory)/Proxy.swift:4: by hand: forwardingTarget(for:) forwards messages the object lacks, which needs the Objective-C runtime: implement each method of the protocol and call the target's from it\n"
    )
  }
}

extension PortRegressionTests {
  @Test("Selectors, overrides in extensions and swizzling inside #if blocks are ported; a moved override keeps its #if")
  func insideConditionalBlocks() throws {
    let file = try temporarySwiftFile(
      """
      import UIKit

      final class Panel: UIView {
        #if DEBUG
        @objc func debugTap() {}
        #endif

        func install(_ button: UIButton) {
          #if DEBUG
          button.addTarget(self, action: #selector(debugTap), for: .touchUpInside)
          #endif
        }
      }

      #if DEBUG
      extension Panel {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
      }

      func swizzle() {
        let method = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))
        _ = method
      }
      #endif
      """)
    let result = responder("port", file)
    #expect(result.status == 1)
    #expect(
      result.err
        == "\(file):21: by hand: method swizzling (class_getInstanceMethod) needs the Objective-C runtime, which Linux lacks: subclass the class and override the method, calling super for the original behaviour\n"
    )
    #expect(
      result.out == """
        import UIKit

        final class Panel: UIView {
          #if DEBUG
          func debugTap() {}
          #endif

          func install(_ button: UIButton) {
            #if DEBUG
            button.addTarget(self, action: Panel.debugTap, for: .touchUpInside)
            #endif
          }

          #if DEBUG
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
          #endif
        }

        #if DEBUG
        func swizzle() {
          let method = class_getInstanceMethod(UIView.self, Selector("layoutSubviews"))
          _ = method
        }
        #endif
        """)
  }

  @Test("#if os(iOS), os(tvOS) and os(visionOS) are made true on Linux, #else branches kept right, and said so")
  func uikitPlatformConditionsMadeActive() throws {
    let file = try temporarySwiftFile(
      """
      #if os(iOS)
      import UIKit

      final class Pad: UIView {
        #if os(iOS) && !targetEnvironment(simulator)
        var haptics = true
        #elseif os(tvOS) || os(visionOS)
        var haptics = false
        #else
        var haptics = false
        #endif
      }
      #endif

      #if !os(iOS) // not on iPhone
      let fallback = 1
      #endif
      #if canImport(UIKit) || os(watchOS)
      let kit = 1
      #endif
      """)
    let result = responder("port", file)
    #expect(result.status == 0)
    #expect(
      result.err
        == """
        \(file):1: made active on Linux: #if os(iOS)
        \(file):5: made active on Linux: #if os(iOS) && !targetEnvironment(simulator)
        \(file):7: made active on Linux: #elseif os(tvOS) || os(visionOS)
        \(file):15: made active on Linux: #if !os(iOS)

        """)
    #expect(
      result.out == """
        #if os(iOS) || os(Linux)
        import UIKit

        final class Pad: UIView {
          #if (os(iOS) || os(Linux)) && !targetEnvironment(simulator)
          var haptics = true
          #elseif os(tvOS) || os(visionOS) || os(Linux)
          var haptics = false
          #else
          var haptics = false
          #endif
        }
        #endif

        #if !(os(iOS) || os(Linux)) // not on iPhone
        let fallback = 1
        #endif
        #if canImport(UIKit) || os(watchOS)
        let kit = 1
        #endif
        """)
    let ported = try temporarySwiftFile(result.out)
    let again = responder("port", "--check", ported)
    #expect(again.status == 0 && again.out.isEmpty && again.err.isEmpty, "a ported condition is left as it is")
  }
}

extension PortRegressionTests {
  @Test(
    "method(for:) in a public or open class, and the defaults of a public protocol's optional requirements, are public")
  func accessOfAddedMembers() throws {
    let result = try PortTests().port(
      """
      import UIKit

      @objc public protocol KnobDelegate {
        @objc optional func knobDidTurn(_ knob: Knob)
        @objc optional var knobLimit: Double { get }
      }

      open class Knob: UIControl {
        @objc open func reset(_ sender: Any?) {}
        public func send() { UIApplication.shared.sendAction(#selector(reset(_:)), to: nil, from: self, for: nil) }
      }

      public final class Dial: UIView {
        @objc func spin() {}
        public func send() { UIApplication.shared.sendAction(#selector(spin), to: nil, from: self, for: nil) }
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        import UIKit

        public protocol KnobDelegate: AnyObject {
          func knobDidTurn(_ knob: Knob)
          var knobLimit: Double { get }
        }

        // The optional requirements' defaults: what a delegate that lacks one answers.
        extension KnobDelegate {
          public func knobDidTurn(_ knob: Knob) {}
          public var knobLimit: Double { 0 }
        }

        open class Knob: UIControl {
          open func reset(_ sender: Any?) {}
          public func send() { UIApplication.shared.sendAction(Selector("reset:"), to: nil, from: self, for: nil) }

          // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
          @preconcurrency open override func method(for action: Selector) -> ActionMethod? {
            switch action {
            case "reset:":
              return { [weak self] sender in self?.reset(sender) }
            default: return super.method(for: action)
            }
          }
        }

        public final class Dial: UIView {
          func spin() {}
          public func send() { UIApplication.shared.sendAction(Selector("spin"), to: nil, from: self, for: nil) }

          // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
          @preconcurrency public override func method(for action: Selector) -> ActionMethod? {
            switch action {
            case "spin":
              return { [weak self] _ in self?.spin() }
            default: return super.method(for: action)
            }
          }
        }
        """)
  }
}

extension PortRegressionTests {
  @Test(
    "Overrides in extensions of a class another ported file declares move into its body; an unknown class's get a note")
  func movesOverridesAcrossFiles() throws {
    let directory = try folder([
      (
        "Knob.swift",
        """
        import UIKit

        final class Knob: UIControl {
          var angle = 0.0
        }

        """
      ),
      (
        "KnobTracking.swift",
        """
        import UIKit

        extension Knob {
          override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            true
          }
        }

        extension Knob {
          // Ends tracking.
          override func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

          func reset() { angle = 0 }
        }

        extension Slider {
          override func cancelTracking(with event: UIEvent?) {}
        }

        """
      ),
    ])
    let result = responder("port", "--in-place", directory)
    #expect(result.status == 1 && result.out.isEmpty)
    #expect(
      result.err
        == "\(directory)/KnobTracking.swift:17: by hand: override of cancelTracking in an extension of Slider, which none of the files ported declares: Swift allows overrides in extensions only for @objc members; move it into the class's body (or port the class's file with this one)\n"
    )
    #expect(
      try String(contentsOfFile: directory + "/Knob.swift", encoding: .utf8) == """
        import UIKit

        final class Knob: UIControl {
          var angle = 0.0

          override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            true
          }

          // Ends tracking.
          override func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
        }

        """)
    #expect(
      try String(contentsOfFile: directory + "/KnobTracking.swift", encoding: .utf8) == """
        import UIKit

        extension Knob {
          func reset() { angle = 0 }
        }

        extension Slider {
          override func cancelTracking(with event: UIEvent?) {}
        }

        """)
  }
}

extension PortRegressionTests {
  @Test(
    "A zero-argument @IBAction loses the attribute; import ObjectiveC goes, #keyPath becomes its string, an NSObject observer adopts NSKeyValueObserving"
  )
  func runtimeLeftoversRewritten() throws {
    let result = try PortTests().port(
      """
      import UIKit
      import ObjectiveC

      private var badgeKey = 0

      final class Badged: UIView {
        @IBAction func tap() {}
        @IBAction func press(_ sender: Any) {}
        var observation: NSKeyValueObservation?

        var badge: String? {
          get { objc_getAssociatedObject(self, &badgeKey) as? String }
          set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
        }

        func watch(_ scrollView: UIScrollView) {
          observation = scrollView.observe(\\.contentOffset, options: [.new]) { _, _ in }
          scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentSize), options: .new, context: nil)
          _ = value(forKeyPath: #keyPath(layer.cornerRadius))
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
      }

      final class Watcher: NSObject {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }
      """)
    #expect(result.status == 1)
    #expect(result.out.hasPrefix("import UIKit\n\nprivate var badgeKey = 0\n"))
    #expect(result.out.contains("\n  func tap() {}\n  @IBAction func press(_ sender: Any) {}\n"))
    #expect(result.out.contains("forKeyPath: \"contentSize\", options"))
    #expect(result.out.contains("value(forKeyPath: \"layer.cornerRadius\")"))
    #expect(result.out.contains("  override func observeValue(forKeyPath keyPath: String?, of object: Any?"))
    #expect(result.out.contains("final class Watcher: NSObject, NSKeyValueObserving {\n  func observeValue("))
    #expect(
      result.err.split(separator: "\n").map(String.init) == [
        "\(result.file):2: rewritten: import ObjectiveC removed: Linux has no such module; UIKit gives associated objects (objc_getAssociatedObject) and key-value observing without it",
        "\(result.file):26: rewritten: observeValue(forKeyPath:of:change:context:) is no longer an override: Linux's NSObject has no such method; Watcher adopts NSKeyValueObserving, through which the objects it observes call it",
        "\(result.file):26: by hand: observeValue(forKeyPath:of:change:context:) calls super, which Linux's NSObject does not have: remove the call (the observations that reach it are the class's own)",
      ])
  }
}

extension PortRegressionTests {
  @Test("import UIKit.UIColor and the other header submodules stay as written: the package's module map declares them")
  func submoduleImportsStay() throws {
    let result = try PortTests().port(
      """
      import UIKit.UIColor
      import UIKit.UIView

      let tint = UIColor.red
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(result.out == "import UIKit.UIColor\nimport UIKit.UIView\n\nlet tint = UIColor.red")
  }
}

extension PortRegressionTests {
  /// Writes `text` to `path` below `directory`, creating its folders.
  func write(_ text: String, to path: String, in directory: String) throws {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The texts of the files in `directory`, by name (bytes that are not UTF-8 replaced).
  func contents(of directory: String) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    return try Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, String(decoding: try Data(contentsOf: URL(fileURLWithPath: directory + "/" + $0)), as: UTF8.self))
      })
  }

  @Test(
    "--output ports the files together and writes each one, changed or not, as its path below the root with / as _")
  func outputFolder() throws {
    let directory = try folder([])
    try write(
      """
      #if os(iOS)
      import UIKit

      final class Refresher: UIView {
        func send() { UIApplication.shared.sendAction(#selector(List.reload), to: nil, from: self, for: nil) }
      }
      #endif

      """, to: "Refresher.swift", in: directory)
    try write(
      """
      import UIKit

      final class List: UIView {
        @objc func reload() {}
        override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
      }

      """, to: "Screens/List.swift", in: directory)
    try write("struct Model {}\n", to: "Screens/Model.swift", in: directory)
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: directory + "/Bad.swift"))
    let output = directory + "/../" + UUID().uuidString + "/Ported"
    let result = responder(
      "port", "--output", output, directory + "/Screens/List.swift", directory + "/Refresher.swift",
      directory + "/Screens/Model.swift", directory + "/Bad.swift")
    #expect(result.status == 1 && result.out.isEmpty)
    #expect(
      result.err == """
        \(directory)/Bad.swift: not ported: cannot read it as UTF-8 text
        \(directory)/Screens/List.swift:5: by hand: forwardingTarget(for:) forwards messages the object lacks, which needs the Objective-C runtime: implement each method of the protocol and call the target's from it
        \(directory)/Refresher.swift:1: made active on Linux: #if os(iOS)

        """)
    let written = try contents(of: output)
    #expect(written.keys.sorted() == ["Bad.swift", "Refresher.swift", "Screens_List.swift", "Screens_Model.swift"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/Bad.swift")) == Data([0xFF, 0xFE, 0x00]))
    #expect(written["Screens_Model.swift"] == "struct Model {}\n")
    #expect(
      written["Refresher.swift"] == """
        #if os(iOS) || os(Linux)
        import UIKit

        final class Refresher: UIView {
          func send() { UIApplication.shared.sendAction(Selector("reload"), to: nil, from: self, for: nil) }
        }
        #endif

        """)
    #expect(
      written["Screens_List.swift"] == """
        import UIKit

        final class List: UIView {
          func reload() {}
          override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

          // The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.
          @preconcurrency override func method(for action: Selector) -> ActionMethod? {
            switch action {
            case "reload":
              return { [weak self] _ in self?.reload() }
            default: return super.method(for: action)
            }
          }
        }

        """)
    #expect(try String(contentsOfFile: directory + "/Screens/Model.swift", encoding: .utf8) == "struct Model {}\n")

    // A folder given names its files from itself, or from --root; the output folder inside it
    // is not ported.
    let inside = directory + "/Screens/Ported"
    let folderResult = responder("port", "--output", inside, directory + "/Screens")
    #expect(folderResult.status == 1)
    #expect(try contents(of: inside).keys.sorted() == ["List.swift", "Model.swift"])
    let rooted = responder(
      "port", "--output", inside, "--root", directory + "/..", directory + "/Screens/Model.swift")
    #expect(rooted.status == 0 && rooted.out.isEmpty && rooted.err.isEmpty)
    let prefix = URL(fileURLWithPath: directory).lastPathComponent + "_Screens_"
    #expect(try contents(of: inside).keys.sorted() == [prefix + "Model.swift", "List.swift", "Model.swift"].sorted())
  }

  @Test("--output excludes --in-place and --check; --root needs --output; a file outside the root is a usage error")
  func outputUsage() throws {
    let directory = try folder([("A.swift", "struct A {}\n")])
    let file = directory + "/A.swift"
    let check = responder("port", "--output", directory + "/out", "--check", file)
    #expect(
      check.status == 2
        && check.err == "responder: --output excludes --in-place and --check (see responder port --help)\n")
    #expect(responder("port", "--in-place", "--output", directory + "/out", file).status == 2)
    let root = responder("port", "--root", directory, file)
    #expect(root.status == 2 && root.err == "responder: --root needs --output (see responder port --help)\n")
    let outside = responder("port", "--output", directory + "/out", "--root", directory + "/Sub", file)
    #expect(
      outside.status == 2
        && outside.err
          == "responder: \(file) is not inside the root \(directory)/Sub (see responder port --help)\n"
    )
    let missing = responder("port", file, "--output")
    #expect(missing.status == 2 && missing.err == "responder: --output expects a folder (see responder port --help)\n")
    #expect(responder("port", "--help").out.contains("--output DIR"))
  }

  @Test("RESPONDER_SWIFTC names the compiler port runs; without it or PATH, the toolchain's own is found")
  func compilerLookup() throws {
    let directory = try folder([("A.swift", "import UIKit\n\nfinal class A: UIView {\n  @objc func tap() {}\n}\n")])
    let file = directory + "/A.swift"
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let swiftc = try #require(
      path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) })
    // A compiler that says it ran, then runs the real one.
    let wrapper = directory + "/swiftc"
    try "#!/bin/sh\necho ran >> \(directory)/log\nexec \(swiftc) \"$@\"\n".write(
      toFile: wrapper, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
    // The port runs on the main actor, as every other port in these tests: none runs meanwhile.
    setenv("RESPONDER_SWIFTC", wrapper, 1)
    let wrapped = responder("port", file)
    setenv("RESPONDER_SWIFTC", directory + "/missing", 1)
    let missing = responder("port", file)
    unsetenv("RESPONDER_SWIFTC")
    #expect(wrapped.status == 0 && wrapped.out.contains("  func tap() {}"))
    #expect(try String(contentsOfFile: directory + "/log", encoding: .utf8) == "ran\n")
    #expect(
      missing.status == 2
        && missing.err
          == "responder: RESPONDER_SWIFTC is \(directory)/missing, which is not an executable: set it to the path of swiftc (see responder port --help)\n"
    )

    // The built command, with a PATH without the toolchain, finds the compiler of the Swift
    // runtime it runs on.
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("responder")
    try #require(FileManager.default.isExecutableFile(atPath: executable.path))
    let process = Process()
    process.executableURL = executable
    process.arguments = ["port", file]
    // The rest of the environment is kept (a sanitizer's options among it).
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "/usr/bin:/bin"
    environment["RESPONDER_SWIFTC"] = nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self).contains("  func tap() {}"))
  }
}

extension PortRegressionTests {
  /// Type-checks `text` as one file against the package's `UIKit` module in Swift 6 mode, every
  /// warning an error, as the corpus check does: the modules are in the build folder above the
  /// test executable, and the submodules' map is the package's. Returns the compiler's status
  /// and messages.
  func typeCheck(_ text: String) throws -> (status: Int32, output: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let compiler = try #require(
      path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) })
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while directory.path != "/",
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/UIKit.swiftmodule").path)
    {
      directory = directory.deletingLastPathComponent()
    }
    let modules = directory.appendingPathComponent("Modules").path
    try #require(directory.path != "/", "no Modules directory with UIKit.swiftmodule above the test executable")
    let moduleMap = repositoryRoot.appendingPathComponent("Sources/UIKitSubmodules/module.modulemap").path
    let file = try temporarySwiftFile(text)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = [
      "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules, "-Xcc",
      "-fmodule-map-file=\(moduleMap)", file,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    "A selector naming UIKit's own method (endEditing:, resignFirstResponder, copy:, ...) becomes Selector(name), which type-checks"
  )
  func uikitOwnMethodsSentByName() throws {
    let result = try PortTests().port(
      """
      import UIKit

      final class LoginViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
          view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: Selector("endEditing:")))
          let field = UITextField()
          field.addTarget(field, action: #selector(UIResponder.resignFirstResponder), for: .editingDidEndOnExit)
          let done = UIButton()
          done.addTarget(self, action: #selector(resignFirstResponder), for: .touchUpInside)
          done.addTarget(nil, action: #selector(UIResponderStandardEditActions.copy(_:)), for: .touchUpInside)
          done.addTarget(nil, action: #selector(UIResponder.selectAll), for: .touchUpInside)
          done.addTarget(self, action: #selector(close), for: .touchUpInside)
        }

        @objc func close() {
          UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
          action == #selector(paste(_:)) || action == #selector(UIView.endEditing)
        }
      }

      extension UIView {
        @objc func dismissKeyboard() { endEditing(true) }

        func installDismissal() {
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIView.dismissKeyboard)))
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing(_:))))
        }
      }
      """)
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out == """
        import UIKit

        final class LoginViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: Selector("endEditing:")))
            view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: Selector("endEditing:")))
            let field = UITextField()
            field.addTarget(field, action: Selector("resignFirstResponder"), for: .editingDidEndOnExit)
            let done = UIButton()
            done.addTarget(self, action: Selector("resignFirstResponder"), for: .touchUpInside)
            done.addTarget(nil, action: Selector("copy:"), for: .touchUpInside)
            done.addTarget(nil, action: Selector("selectAll:"), for: .touchUpInside)
            done.addTarget(self, action: LoginViewController.close, for: .touchUpInside)
          }

          func close() {
            UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
          }

          override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("paste:") || action == Selector("endEditing:")
          }
        }

        extension UIView {
          func dismissKeyboard() { endEditing(true) }

          func installDismissal() {
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIView.dismissKeyboard))
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("endEditing:")))
          }
        }
        """)
    let checked = try typeCheck(result.out)
    #expect(checked.status == 0, "\(checked.output)")
  }
}

extension PortRegressionTests {
  @Test(
    "An app and scene delegate port as written but for @main and @UIApplicationMain on the app delegate, which go, said on standard error"
  )
  func appAndSceneDelegates() throws {
    let result = try PortTests().port(
      """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
          UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
      }

      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = (scene as? UIWindowScene) else { return }
          let window = UIWindow(windowScene: windowScene)
          window.rootViewController = UIViewController()
          window.makeKeyAndVisible()
          self.window = window
        }

        @objc func sceneDidBecomeActive(_ scene: UIScene) {}
      }

      @UIApplicationMain final class LegacyAppDelegate: UIResponder {}
      extension LegacyAppDelegate: UIApplicationDelegate {}

      @main
      enum Tool {
        static func main() {}
      }
      """)
    #expect(result.status == 0)
    #expect(
      result.err == """
        \(result.file):3: removed @main: the app's entry point is the test harness on Linux
        \(result.file):30: removed @UIApplicationMain: the app's entry point is the test harness on Linux

        """)
    #expect(
      result.out == """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            true
          }

          func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
          }
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
          }

          func sceneDidBecomeActive(_ scene: UIScene) {}
        }

        final class LegacyAppDelegate: UIResponder {}
        extension LegacyAppDelegate: UIApplicationDelegate {}

        @main
        enum Tool {
          static func main() {}
        }
        """)
  }
}

extension PortTests {
  @Test("the synchronous tests of a @MainActor XCTestCase become async, which XCTest's discovery on Linux runs")
  func mainActorXCTestsBecomeAsync() throws {
    let result = try port(
      """
      import XCTest

      @MainActor
      final class CardTests: XCTestCase {
        var card: UIView!

        override func setUp() async throws {
          card = UIView()
        }

        func testSwipe() {
          XCTAssertNotNil(card)
        }

        func testThrows() throws {
          _ = try XCTUnwrap(card)
        }

        func testAlreadyAsync() async {}

        nonisolated func testNonisolated() {}

        func testWaits() {
          wait(for: [], timeout: 1)
        }

        func helper() {}
      }

      final class OtherTests: XCTestCase {
        @MainActor func testOnMain() {}
        func testPlain() {}
      }
      """)
    #expect(result.status == 1, "a test that waits is left for by hand")
    #expect(result.out.contains("  func testSwipe() async {\n"))
    #expect(result.out.contains("  func testThrows() async throws {\n"))
    #expect(result.out.contains("  func testAlreadyAsync() async {}\n"))
    #expect(result.out.contains("  nonisolated func testNonisolated() {}\n"))
    #expect(result.out.contains("  func testWaits() {\n"))
    #expect(result.out.contains("  func helper() {}\n"))
    #expect(result.out.contains("  @MainActor func testOnMain() async {}\n"))
    #expect(result.out.contains("  func testPlain() {}\n"))
    let why =
      "on Linux, XCTest's test discovery cannot run a synchronous main-actor test (the test bundle aborts, \"Could not cast value of type '(...) -> @MainActor () -> ()'\"); an async test runs on the main actor"
    #expect(
      result.err.split(separator: "\n").map(String.init) == [
        "\(result.file):11: rewritten: testSwipe() is now async: \(why)",
        "\(result.file):15: rewritten: testThrows() is now async: \(why)",
        "\(result.file):23: by hand: testWaits() is a synchronous main-actor test, which XCTest's test discovery on Linux cannot run (the test bundle aborts): make it async, awaiting fulfillment(of:timeout:) instead of calling wait(for:timeout:)",
        "\(result.file):31: rewritten: testOnMain() is now async: \(why)",
      ])
  }
}
