import CSDL2
import Foundation
import ResponderSDL

/// Synthetic SDL events for tests: what a touch screen or keyboard would send, pushed into
/// SDL's queue at given times so that they travel the same path as real input.
///
/// One command per line, `#` starts a comment; times are seconds on the app's clock:
///
///     0.5  finger down 7 120 300     finger 7 touches down at screen point (120, 300)
///     0.6  finger move 7 130 300
///     0.7  finger up 7 130 300
///     1.0  key F2                    a key press and release, by SDL's key name
///     1.5  quit                      as if the window were closed
///
/// Xvfb has no touch device and xdotool cannot make touches, so this is how the end-to-end
/// test tries several fingers.
struct PushScript {
  struct Command {
    var t: Double
    var words: [String]
    var line: Int
  }

  private(set) var commands: [Command] = []

  /// An empty script.
  init() {}

  /// Adds a command in time order (after those at the same time).
  mutating func add(_ command: Command) {
    let index = commands.firstIndex { $0.t > command.t } ?? commands.count
    commands.insert(command, at: index)
  }

  init(contentsOf path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var commands: [Command] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let first = words.first else { continue }
      guard let t = Double(first), t.isFinite, t >= 0 else {
        throw PlayError("\(path):\(index + 1): expected a time in seconds, found \"\(first)\"")
      }
      let command = Command(t: t, words: Array(words.dropFirst()), line: index + 1)
      try Self.check(command, path: path)
      commands.append(command)
    }
    self.commands = commands.sorted { $0.t < $1.t }
  }

  private static func check(_ command: Command, path: String) throws {
    let words = command.words
    let valid: Bool
    switch words.first {
    case "finger":
      valid =
        words.count == 5 && ["down", "move", "up"].contains(words[1]) && Int64(words[2]) != nil
        && Double(words[3]) != nil && Double(words[4]) != nil
    case "key": valid = words.count == 2 && SDL_GetScancodeFromName(words[1]) != SDL_SCANCODE_UNKNOWN
    case "quit": valid = words.count == 1
    default: valid = false
    }
    if !valid {
      throw PlayError(
        "\(path):\(command.line): expected \"finger down|move|up ID X Y\", \"key NAME\" or \"quit\", "
          + "found \"\(words.joined(separator: " "))\"")
    }
  }

  /// Pushes the commands due at `now` into SDL's event queue.
  mutating func pushDue(now: Double, extent: CGRect) {
    while let command = commands.first, command.t <= now {
      commands.removeFirst()
      for var event in Self.events(for: command.words, extent: extent) { SDL_PushEvent(&event) }
    }
  }

  private static func events(for words: [String], extent: CGRect) -> [SDL_Event] {
    var event = SDL_Event()
    switch words[0] {
    case "finger":
      let types = ["down": SDL_FINGERDOWN, "move": SDL_FINGERMOTION, "up": SDL_FINGERUP]
      event.type = (types[words[1]] ?? SDL_FINGERUP).rawValue
      event.tfinger.touchId = 42
      event.tfinger.fingerId = Int64(words[2]) ?? 0
      event.tfinger.x = Float(((Double(words[3]) ?? 0) - extent.minX) / extent.width)
      event.tfinger.y = Float(((Double(words[4]) ?? 0) - extent.minY) / extent.height)
      event.tfinger.pressure = 1
      return [event]
    case "key":
      let scancode = SDL_GetScancodeFromName(words[1])
      event.type = SDL_KEYDOWN.rawValue
      event.key.keysym.scancode = scancode
      event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
      event.key.state = UInt8(SDL_PRESSED)
      var up = event
      up.type = SDL_KEYUP.rawValue
      up.key.state = UInt8(SDL_RELEASED)
      return [event, up]
    default:
      event.type = SDL_QUIT.rawValue
      return [event]
    }
  }
}

/// A usage or input error of the player, printed as one line.
struct PlayError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
