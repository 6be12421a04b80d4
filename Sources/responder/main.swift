import Foundation
import ResponderScenario

// The `responder` command: everything it does is `ResponderCommand`, in the scenario library,
// where tests run it too; this file only connects it to the process.

/// Standard output, written in large blocks: a long trace is many small lines.
final class Output {
  private var buffer = ""

  func write(_ text: String) {
    buffer += text
    if buffer.utf8.count > 1 << 16 { flush() }
  }

  func flush() {
    FileHandle.standardOutput.write(Data(buffer.utf8))
    buffer = ""
  }
}

MainActor.assumeIsolated {
  let output = Output()
  let status = ResponderCommand.main(
    Array(CommandLine.arguments.dropFirst()), standardOutput: output.write,
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
  output.flush()
  exit(status)
}
