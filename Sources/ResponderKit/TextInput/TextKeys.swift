import Foundation

/// What a hardware key does to the key window's text input once its press has travelled the
/// responder chain unconsumed: the one home of rules B1 (step 4) and B3.
@MainActor
enum TextKeys {
  /// Rule B1: whether the text input uses `key`, so that a key command for it (one that does
  /// not want priority) waits: characters typed without ⌘ or ⌃, Delete, Return, Tab and the
  /// arrows with any modifiers (B3's motions).
  static func inputUses(_ key: UIKey) -> Bool {
    switch key._keyCode {
    case .keyboardDeleteOrBackspace, .keyboardReturnOrEnter, .keyboardTab, .keyboardLeftArrow, .keyboardRightArrow,
      .keyboardUpArrow, .keyboardDownArrow:
      return true
    default:
      return key._modifierFlags.isDisjoint(with: [.command, .control]) && isPrintable(key.characters)
    }
  }

  private static func isPrintable(_ characters: String) -> Bool {
    !characters.isEmpty && !characters.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// Rule B1 step 4: the text input acts on a key-down whose press reached the end of the chain:
  /// printable characters insert, Delete deletes backward, Return is `insertText("\n")` (X10,
  /// X13), Tab moves focus or inserts (B3), the arrows move the caret (B3).
  static func act(on key: UIKey, input: any UIKeyInput & UIResponder) {
    let flags = key._modifierFlags
    switch key._keyCode {
    case .keyboardDeleteOrBackspace:
      input.deleteBackward()
    case .keyboardReturnOrEnter:
      input.insertText("\n")
    case .keyboardTab:
      if input is UITextField {
        focusNext(from: input, backward: flags.contains(.shift))
      } else {
        input.insertText("\t")
      }
    case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow:
      guard let textInput = input as? any UITextInput & UIResponder else { return }
      move(textInput, key._keyCode, flags)
    default:
      guard flags.isDisjoint(with: [.command, .control]), isPrintable(key.characters) else { return }
      input.insertText(key.characters)
    }
  }

  // MARK: Tab (B3)

  /// Rule B3: Tab moves first responder to the next text input of the window in reading order
  /// (top to bottom, then leading to trailing: our choice), Shift-Tab to the previous; the last
  /// wraps to the first.
  private static func focusNext(from input: UIResponder, backward: Bool) {
    guard let view = input as? UIView, let window = view.window else { return }
    var inputs: [UIView] = []
    func collect(_ node: UIView) {
      if node is UIKeyInput, !node.isHidden, node.alpha > 0.01, node.isUserInteractionEnabled {
        inputs.append(node)
      }
      for subview in node.subviews { collect(subview) }
    }
    collect(window)
    inputs.sort { a, b in
      let ra = a.convert(a.bounds, to: window)
      let rb = b.convert(b.bounds, to: window)
      return ra.minY != rb.minY ? ra.minY < rb.minY : ra.minX < rb.minX
    }
    guard let index = inputs.firstIndex(where: { $0 === view }), inputs.count > 1 else { return }
    for step in 1..<inputs.count {
      let next = inputs[(index + (backward ? -step : step) + inputs.count * step) % inputs.count]
      if next.becomeFirstResponder() { return }
    }
  }

  // MARK: Arrows (B3)

  /// The end of a ranged selection that Shift-motions keep, per text input: kept while the
  /// selection is the one the last motion made.
  private static var anchor: (input: ObjectIdentifier, anchor: UITextPosition, moving: UITextPosition)?

  /// Rule B3: ←/→ one grapheme (a ranged selection collapses to its start or end), ↑/↓ one
  /// line, ⌥ by word, ⌘←/→ to the line's start or end, ⌘↑/↓ to the document's; with Shift the
  /// selection extends from its anchor.
  private static func move(
    _ input: any UITextInput & UIResponder, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags
  ) {
    guard let selection = input.selectedTextRange else { return }
    let backward = code == .keyboardLeftArrow || code == .keyboardUpArrow
    let extending = flags.contains(.shift)
    var fixed = selection.start
    var moving = backward ? selection.start : selection.end
    if extending {
      if let anchor, anchor.input == ObjectIdentifier(input),
        sameRange(selection, anchor.anchor, anchor.moving, in: input)
      {
        fixed = anchor.anchor
        moving = anchor.moving
      } else {
        fixed = backward ? selection.end : selection.start
        moving = backward ? selection.start : selection.end
      }
    } else if !selection.isEmpty, flags.isDisjoint(with: [.command, .alternate]),
      code == .keyboardLeftArrow || code == .keyboardRightArrow
    {
      // A ranged selection collapses to the end the arrow points at.
      let end = backward ? selection.start : selection.end
      input.selectedTextRange = input.textRange(from: end, to: end)
      anchor = nil
      return
    }
    let target = motion(from: moving, code, flags, in: input) ?? moving
    if extending {
      input.selectedTextRange = input.textRange(from: fixed, to: target)
      anchor = (ObjectIdentifier(input), fixed, target)
    } else {
      input.selectedTextRange = input.textRange(from: target, to: target)
      anchor = nil
    }
  }

  private static func sameRange(
    _ range: UITextRange, _ a: UITextPosition, _ b: UITextPosition, in input: any UITextInput
  ) -> Bool {
    let start = input.compare(a, to: b) == .orderedDescending ? b : a
    let end = start === a ? b : a
    return input.compare(range.start, to: start) == .orderedSame && input.compare(range.end, to: end) == .orderedSame
  }

  /// Where one motion of B3 goes from `position`.
  private static func motion(
    from position: UITextPosition, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags,
    in input: any UITextInput
  ) -> UITextPosition? {
    let tokenizer = input.tokenizer
    let backward = code == .keyboardLeftArrow || code == .keyboardUpArrow
    let direction = UITextDirection.storage(backward ? .backward : .forward)
    let vertical = code == .keyboardUpArrow || code == .keyboardDownArrow
    if flags.contains(.command) {
      if vertical { return backward ? input.beginningOfDocument : input.endOfDocument }
      let line =
        tokenizer.rangeEnclosingPosition(position, with: .line, inDirection: direction)
        ?? tokenizer.rangeEnclosingPosition(
          position, with: .line, inDirection: .storage(backward ? .forward : .backward))
      guard let line else { return position }
      return backward ? line.start : line.end
    }
    if flags.contains(.alternate) && !vertical {
      return tokenizer.position(from: position, toBoundary: .word, inDirection: direction)
        ?? (backward ? input.beginningOfDocument : input.endOfDocument)
    }
    if vertical {
      return input.position(from: position, in: backward ? .up : .down, offset: 1)
    }
    return tokenizer.position(from: position, toBoundary: .character, inDirection: direction)
  }
}
