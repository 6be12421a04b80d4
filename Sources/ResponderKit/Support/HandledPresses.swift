/// The presses a text-input responder took as typing: their later phases stay with it, and
/// only the others go on to `next` (F4). The one home of that bookkeeping for the text field
/// and the text view.
@MainActor
struct HandledPresses {
  private var presses: [UIPress] = []

  /// Takes `press` as typing.
  mutating func take(_ press: UIPress) {
    presses.append(press)
  }

  /// The presses of `presses` that were not taken, which go on along the chain.
  func others(_ presses: Set<UIPress>) -> Set<UIPress> {
    presses.filter { press in !self.presses.containsObject(press) }
  }

  /// The presses of `presses` that were not taken; the taken ones end here and are forgotten.
  mutating func finish(_ presses: Set<UIPress>) -> Set<UIPress> {
    let others = others(presses)
    self.presses.removeAll { presses.contains($0) }
    return others
  }
}
