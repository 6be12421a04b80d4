import Foundation
import Testing

@testable import ResponderSDL

@Suite("The overlay's line wrapping")
struct TextWrapperTests {
  /// A made-up monospaced font: 7 points a character.
  let measure: (String) -> Double = { Double($0.count) * 7 }

  @Test("A line that fits stays as it is")
  func fitting() {
    #expect(TextWrapper.wrap("hitTest root", width: 84, measure: measure) == ["hitTest root"])
    #expect(TextWrapper.wrap("", width: 10, measure: measure) == [""])
  }

  @Test("Long lines break at spaces, continuation lines indented two more than the line")
  func breaksAtSpaces() {
    // 14 characters to a line.
    let wrapped = TextWrapper.wrap("  chain: button tapView root vc", width: 98, measure: measure)
    #expect(wrapped == ["  chain:", "    button", "    tapView", "    root vc"])
    #expect(wrapped.allSatisfy { measure($0) <= 98 })
    let states = TextWrapper.wrap("states: a=possible  b=failed", width: 105, measure: measure)
    #expect(states == ["states:", "  a=possible", "  b=failed"])
  }

  @Test("A word wider than the width is cut inside; a width too small still ends")
  func longWords() {
    #expect(TextWrapper.wrap("abcdefghij", width: 28, measure: measure) == ["abcd", "  ef", "  gh", "  ij"])
    #expect(TextWrapper.wrap("abc", width: 1, measure: measure) == ["a", "  b", "  c"])
  }

  @Test("Every character but the spaces at the breaks is kept, in order")
  func nothingLost() {
    let line = "view tapView frame=(20.0, 20.0, 360.0, 160.0) isUserInteractionEnabled=true alpha=1.0 hidden=false"
    let wrapped = TextWrapper.wrap(line, width: 238, measure: measure)
    #expect(wrapped.count > 1)
    #expect(wrapped.allSatisfy { measure($0) <= 238 })
    let joined = wrapped.map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(joined == line)
  }
}
