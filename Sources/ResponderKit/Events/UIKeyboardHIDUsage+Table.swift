import Foundation

// The HID keyboard usage table (USB HID Usage Tables, page 0x07) under UIKit's names, so that
// code written against `UIKeyboardHIDUsage` compiles unchanged.
extension UIKeyboardHIDUsage {
  /// HID usage 1 (0x01), as in UIKit.
  public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 1)
  /// HID usage 2 (0x02), as in UIKit.
  public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 2)
  /// HID usage 3 (0x03), as in UIKit.
  public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 3)
  /// HID usage 4 (0x04), as in UIKit.
  public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
  /// HID usage 5 (0x05), as in UIKit.
  public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
  /// HID usage 6 (0x06), as in UIKit.
  public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
  /// HID usage 7 (0x07), as in UIKit.
  public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)
  /// HID usage 8 (0x08), as in UIKit.
  public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)
  /// HID usage 9 (0x09), as in UIKit.
  public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)
  /// HID usage 10 (0x0A), as in UIKit.
  public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)
  /// HID usage 11 (0x0B), as in UIKit.
  public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)
  /// HID usage 12 (0x0C), as in UIKit.
  public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)
  /// HID usage 13 (0x0D), as in UIKit.
  public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)
  /// HID usage 14 (0x0E), as in UIKit.
  public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)
  /// HID usage 15 (0x0F), as in UIKit.
  public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)
  /// HID usage 16 (0x10), as in UIKit.
  public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)
  /// HID usage 17 (0x11), as in UIKit.
  public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
  /// HID usage 18 (0x12), as in UIKit.
  public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)
  /// HID usage 19 (0x13), as in UIKit.
  public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)
  /// HID usage 20 (0x14), as in UIKit.
  public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)
  /// HID usage 21 (0x15), as in UIKit.
  public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
  /// HID usage 22 (0x16), as in UIKit.
  public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
  /// HID usage 23 (0x17), as in UIKit.
  public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)
  /// HID usage 24 (0x18), as in UIKit.
  public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
  /// HID usage 25 (0x19), as in UIKit.
  public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
  /// HID usage 26 (0x1A), as in UIKit.
  public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)
  /// HID usage 27 (0x1B), as in UIKit.
  public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
  /// HID usage 28 (0x1C), as in UIKit.
  public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
  /// HID usage 29 (0x1D), as in UIKit.
  public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
  /// HID usage 30 (0x1E), as in UIKit.
  public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
  /// HID usage 31 (0x1F), as in UIKit.
  public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 31)
  /// HID usage 32 (0x20), as in UIKit.
  public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 32)
  /// HID usage 33 (0x21), as in UIKit.
  public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 33)
  /// HID usage 34 (0x22), as in UIKit.
  public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 34)
  /// HID usage 35 (0x23), as in UIKit.
  public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 35)
  /// HID usage 36 (0x24), as in UIKit.
  public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 36)
  /// HID usage 37 (0x25), as in UIKit.
  public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 37)
  /// HID usage 38 (0x26), as in UIKit.
  public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 38)
  /// HID usage 39 (0x27), as in UIKit.
  public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
  /// HID usage 45 (0x2D), as in UIKit.
  public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
  /// HID usage 46 (0x2E), as in UIKit.
  public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
  /// HID usage 47 (0x2F), as in UIKit.
  public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)
  /// HID usage 48 (0x30), as in UIKit.
  public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)
  /// HID usage 49 (0x31), as in UIKit.
  public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)
  /// HID usage 50 (0x32), as in UIKit.
  public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 50)
  /// HID usage 51 (0x33), as in UIKit.
  public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)
  /// HID usage 52 (0x34), as in UIKit.
  public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)
  /// HID usage 53 (0x35), as in UIKit.
  public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)
  /// HID usage 54 (0x36), as in UIKit.
  public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)
  /// HID usage 55 (0x37), as in UIKit.
  public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)
  /// HID usage 56 (0x38), as in UIKit.
  public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)
  /// HID usage 57 (0x39), as in UIKit.
  public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)
  /// HID usage 58 (0x3A), as in UIKit.
  public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
  /// HID usage 59 (0x3B), as in UIKit.
  public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
  /// HID usage 60 (0x3C), as in UIKit.
  public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
  /// HID usage 61 (0x3D), as in UIKit.
  public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
  /// HID usage 62 (0x3E), as in UIKit.
  public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
  /// HID usage 63 (0x3F), as in UIKit.
  public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
  /// HID usage 64 (0x40), as in UIKit.
  public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
  /// HID usage 65 (0x41), as in UIKit.
  public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
  /// HID usage 66 (0x42), as in UIKit.
  public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
  /// HID usage 67 (0x43), as in UIKit.
  public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
  /// HID usage 68 (0x44), as in UIKit.
  public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
  /// HID usage 69 (0x45), as in UIKit.
  public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
  /// HID usage 70 (0x46), as in UIKit.
  public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)
  /// HID usage 71 (0x47), as in UIKit.
  public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 71)
  /// HID usage 72 (0x48), as in UIKit.
  public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 72)
  /// HID usage 73 (0x49), as in UIKit.
  public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)
  /// HID usage 74 (0x4A), as in UIKit.
  public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
  /// HID usage 75 (0x4B), as in UIKit.
  public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
  /// HID usage 76 (0x4C), as in UIKit.
  public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
  /// HID usage 77 (0x4D), as in UIKit.
  public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
  /// HID usage 78 (0x4E), as in UIKit.
  public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
  /// HID usage 83 (0x53), as in UIKit.
  public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 83)
  /// HID usage 84 (0x54), as in UIKit.
  public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 84)
  /// HID usage 85 (0x55), as in UIKit.
  public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 85)
  /// HID usage 86 (0x56), as in UIKit.
  public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)
  /// HID usage 87 (0x57), as in UIKit.
  public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)
  /// HID usage 88 (0x58), as in UIKit.
  public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
  /// HID usage 89 (0x59), as in UIKit.
  public static let keypad1 = UIKeyboardHIDUsage(rawValue: 89)
  /// HID usage 90 (0x5A), as in UIKit.
  public static let keypad2 = UIKeyboardHIDUsage(rawValue: 90)
  /// HID usage 91 (0x5B), as in UIKit.
  public static let keypad3 = UIKeyboardHIDUsage(rawValue: 91)
  /// HID usage 92 (0x5C), as in UIKit.
  public static let keypad4 = UIKeyboardHIDUsage(rawValue: 92)
  /// HID usage 93 (0x5D), as in UIKit.
  public static let keypad5 = UIKeyboardHIDUsage(rawValue: 93)
  /// HID usage 94 (0x5E), as in UIKit.
  public static let keypad6 = UIKeyboardHIDUsage(rawValue: 94)
  /// HID usage 95 (0x5F), as in UIKit.
  public static let keypad7 = UIKeyboardHIDUsage(rawValue: 95)
  /// HID usage 96 (0x60), as in UIKit.
  public static let keypad8 = UIKeyboardHIDUsage(rawValue: 96)
  /// HID usage 97 (0x61), as in UIKit.
  public static let keypad9 = UIKeyboardHIDUsage(rawValue: 97)
  /// HID usage 98 (0x62), as in UIKit.
  public static let keypad0 = UIKeyboardHIDUsage(rawValue: 98)
  /// HID usage 99 (0x63), as in UIKit.
  public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 99)
  /// HID usage 100 (0x64), as in UIKit.
  public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 100)
  /// HID usage 101 (0x65), as in UIKit.
  public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 101)
  /// HID usage 102 (0x66), as in UIKit.
  public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 102)
  /// HID usage 103 (0x67), as in UIKit.
  public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 103)
  /// HID usage 104 (0x68), as in UIKit.
  public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 104)
  /// HID usage 105 (0x69), as in UIKit.
  public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 105)
  /// HID usage 106 (0x6A), as in UIKit.
  public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 106)
  /// HID usage 107 (0x6B), as in UIKit.
  public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 107)
  /// HID usage 108 (0x6C), as in UIKit.
  public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 108)
  /// HID usage 109 (0x6D), as in UIKit.
  public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 109)
  /// HID usage 110 (0x6E), as in UIKit.
  public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 110)
  /// HID usage 111 (0x6F), as in UIKit.
  public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 111)
  /// HID usage 112 (0x70), as in UIKit.
  public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 112)
  /// HID usage 113 (0x71), as in UIKit.
  public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 113)
  /// HID usage 114 (0x72), as in UIKit.
  public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 114)
  /// HID usage 115 (0x73), as in UIKit.
  public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 115)
  /// HID usage 116 (0x74), as in UIKit.
  public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 116)
  /// HID usage 117 (0x75), as in UIKit.
  public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 117)
  /// HID usage 118 (0x76), as in UIKit.
  public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 118)
  /// HID usage 119 (0x77), as in UIKit.
  public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 119)
  /// HID usage 120 (0x78), as in UIKit.
  public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 120)
  /// HID usage 121 (0x79), as in UIKit.
  public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 121)
  /// HID usage 122 (0x7A), as in UIKit.
  public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 122)
  /// HID usage 123 (0x7B), as in UIKit.
  public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 123)
  /// HID usage 124 (0x7C), as in UIKit.
  public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 124)
  /// HID usage 125 (0x7D), as in UIKit.
  public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 125)
  /// HID usage 126 (0x7E), as in UIKit.
  public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 126)
  /// HID usage 127 (0x7F), as in UIKit.
  public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 127)
  /// HID usage 128 (0x80), as in UIKit.
  public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 128)
  /// HID usage 129 (0x81), as in UIKit.
  public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 129)
  /// HID usage 133 (0x85), as in UIKit.
  public static let keypadComma = UIKeyboardHIDUsage(rawValue: 133)
  /// HID usage 134 (0x86), as in UIKit.
  public static let keypadEqualSignAS400 = UIKeyboardHIDUsage(rawValue: 134)
  /// HID usage 144 (0x90), as in UIKit.
  public static let keyboardLANG1 = UIKeyboardHIDUsage(rawValue: 144)
  /// HID usage 145 (0x91), as in UIKit.
  public static let keyboardLANG2 = UIKeyboardHIDUsage(rawValue: 145)
  /// HID usage 146 (0x92), as in UIKit.
  public static let keyboardLANG3 = UIKeyboardHIDUsage(rawValue: 146)
  /// HID usage 147 (0x93), as in UIKit.
  public static let keyboardLANG4 = UIKeyboardHIDUsage(rawValue: 147)
  /// HID usage 148 (0x94), as in UIKit.
  public static let keyboardLANG5 = UIKeyboardHIDUsage(rawValue: 148)
  /// HID usage 224 (0xE0), as in UIKit.
  public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
  /// HID usage 225 (0xE1), as in UIKit.
  public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
  /// HID usage 226 (0xE2), as in UIKit.
  public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
  /// HID usage 227 (0xE3), as in UIKit.
  public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
  /// HID usage 228 (0xE4), as in UIKit.
  public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
  /// HID usage 229 (0xE5), as in UIKit.
  public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
  /// HID usage 230 (0xE6), as in UIKit.
  public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
  /// HID usage 231 (0xE7), as in UIKit.
  public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)
}
