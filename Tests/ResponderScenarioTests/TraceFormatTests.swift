import Foundation
import ResponderScenario
import Testing

private let twoStepScenario = """
  {"windows": [{"id": "w", "frame": [0, 0, 100, 100], "key": true,
    "subviews": [{"id": "v", "frame": [0, 0, 50, 50], "consumes": "all"}]}],
   "input": [{"t": 0, "touch": 1, "phase": "began", "at": [10, 10]},
             {"t": 0.08, "touch": 1, "phase": "ended", "at": [10, 10]},
             {"t": 0.1, "touch": 2, "phase": "ended", "at": [10, 10]}]}
  """

@MainActor
@Suite("Trace formats")
struct TraceFormatTests {
  func lines(_ format: TraceFormat) throws -> [String] {
    let scenario = try Scenario(data: Data(twoStepScenario.utf8))
    return ScenarioRunner(scenario).trace().filter(format.keeps).map(format.render)
  }

  @Test("The text grammar: <id> <message>[ <key>=<value>]*, input errors always shown")
  func text() throws {
    #expect(
      try lines(TraceFormat()) == [
        "w hitTest", "w pointInside", "v hitTest", "v pointInside", "v touchesBegan touches=1",
        "v touchesEnded touches=1", "input error reason=notBegan",
      ])
  }

  @Test("--time prefixes [t] with three decimals")
  func time() throws {
    #expect(
      try lines(TraceFormat(showsTime: true)).suffix(2) == [
        "[0.080] v touchesEnded touches=1", "[0.100] input error reason=notBegan",
      ])
  }

  @Test("--format jsonl writes one object per line")
  func jsonl() throws {
    #expect(
      try lines(TraceFormat(jsonLines: true)).suffix(2) == [
        #"{"t":0.08,"id":"v","message":"touchesEnded","touches":[1]}"#,
        #"{"t":0.1,"id":"input","message":"error","reason":"notBegan"}"#,
      ])
  }

  @Test("--only keeps the named categories and the always-shown lines")
  func only() throws {
    #expect(
      try lines(TraceFormat(categories: [.hittest])) == [
        "w hitTest", "w pointInside", "v hitTest", "v pointInside", "input error reason=notBegan",
      ])
  }

  @Test(
    "X9, B2: text lines write texts as JSON strings in quotes, in text and jsonl, and only a file that uses text gets them"
  )
  func textValues() throws {
    let file = """
      {"windows": [{"id": "w", "frame": [0, 0, 320, 480], "key": true,
        "subviews": [{"id": "field", "class": "textField", "frame": [0, 0, 320, 44], "textDelegate": true}]}],
       "input": [{"t": 0, "do": "becomeFirstResponder", "object": "field"},
                 {"t": 0.1, "do": "type", "text": "a \\"b\\"👍🏽"}]}
      """
    let trace = ScenarioRunner(try Scenario(data: Data(file.utf8))).trace()
    let text = trace.filter(TraceFormat(categories: [.text]).keeps).map(TraceFormat().render)
    #expect(
      text.prefix(6) == [
        "field.delegate textFieldShouldBeginEditing result=true", "field.delegate textFieldDidBeginEditing",
        #"field insertText text="a""#, #"field.delegate shouldChangeCharactersIn range=0,0 string="a" result=true"#,
        "field.delegate textFieldDidChangeSelection range=1,0", #"field insertText text=" ""#,
      ])
    #expect(text.contains(#"field insertText text="\"""#))
    #expect(text.contains(#"field.delegate shouldChangeCharactersIn range=5,0 string="👍🏽" result=true"#))
    let json = trace.filter { $0.message == "insertText" }.map(TraceFormat(jsonLines: true).render)
    #expect(json.last == #"{"t":0.1,"id":"field","message":"insertText","text":"👍🏽"}"#)
    // The same app without text keys or steps: no text lines.
    let plain = """
      {"windows": [{"id": "w", "frame": [0, 0, 320, 480], "key": true,
        "subviews": [{"id": "field", "class": "textField", "frame": [0, 0, 320, 44]}]}],
       "input": [{"t": 0, "do": "becomeFirstResponder", "object": "field"},
                 {"t": 0.1, "do": "press", "key": "a", "phase": "began"}]}
      """
    let plainTrace = ScenarioRunner(try Scenario(data: Data(plain.utf8))).trace()
    #expect(!plainTrace.contains { $0.category == .text })
  }
}
