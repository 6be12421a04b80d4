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

  @Test("port removes @objc, rewrites #selector by use and the subclass import, and lists the rest by line")
  func portsAFile() throws {
    let file = try temporarySwiftFile(Self.iOSCode)
    let result = responder("port", file)
    #expect(result.status == 1, "an override in an extension is left to do by hand")
    #expect(result.out.hasPrefix("import UIKit\n\nfinal class Controller: UIViewController {\n  weak var button"))
    #expect(!result.out.contains("@objc") && !result.out.contains("@IBOutlet"))
    #expect(result.out.contains("button.addTarget(self, action: Controller.buttonTapped(_:), for: .touchUpInside)"))
    #expect(result.out.contains("UIPanGestureRecognizer(target: self, action: Controller.handlePan)"))
    #expect(result.out.contains("button.addTarget(nil, action: Selector(\"save:\"), for: .touchUpInside)"))
    #expect(result.out.contains("action == Selector(\"copy:\") || action == Selector(\"shareFrom:\")"))
    #expect(
      result.out.contains("// #selector(notPorted) in a comment") && result.out.contains("\"#selector(inAString)\""))
    #expect(result.out.contains("  private func handlePan(_ gesture: UIPanGestureRecognizer) {}"))
    let notes = result.err.split(separator: "\n")
    #expect(notes.count == 2)
    #expect(notes.first?.hasPrefix("\(file):12: by hand: the action \"save:\" is sent by name") == true)
    #expect(notes.last?.hasPrefix("\(file):29: by hand: override of touchesBegan in an extension") == true)
  }

  @Test("port drops the subclass import when the file imports UIKit too, and notes a key command's action")
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
    #expect(result.status == 1)
    #expect(result.out.hasPrefix("import UIKit\n\nclass Editor"))
    #expect(result.out.contains("UIKeyCommand(input: \"s\", modifierFlags: .command, action: Selector(\"save:\"))"))
    #expect(result.err.hasPrefix("\(file):6: by hand: the action \"save:\" is sent by name"))
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
    #expect(help.status == 0 && help.out.hasPrefix("responder port FILE.swift [--in-place]"))
    let missing = responder("port", "/nonexistent/File.swift")
    #expect(
      missing.status == 2
        && missing.err == "responder: cannot read /nonexistent/File.swift (see responder port --help)\n")
    let option = responder("port", "--fast", "File.swift")
    #expect(option.status == 2 && option.err.hasPrefix("responder: unknown option --fast"))
    #expect(responder("--help").out.contains("responder port FILE.swift"))
  }
}
