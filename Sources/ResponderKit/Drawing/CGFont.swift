import Foundation

/// Core Foundation's data, as Core Graphics' functions take it (`data as CFData`): Foundation's
/// `NSData` here, where Core Foundation has no Swift names.
public typealias CFData = NSData

/// Core Foundation's URL (`url as CFURL`): Foundation's `NSURL` here.
public typealias CFURL = NSURL

/// Core Foundation's string (`name as CFString`): Foundation's `NSString` here.
public typealias CFString = NSString

/// A source of bytes for Core Graphics, as its `CGDataProvider`: from data in memory, a file URL
/// or a file name.
///
/// The bytes are read once, when the provider is made; a file that cannot be read makes no
/// provider (nil), as Core Graphics' initializers answer.
public final class CGDataProvider: @unchecked Sendable {
  /// The provider's bytes.
  public let data: CFData?

  /// Makes a provider of `data`'s bytes.
  public init?(data: CFData) {
    self.data = data
  }

  /// Makes a provider of a file's bytes; nil when the URL is not a readable file.
  public init?(url: CFURL) {
    guard let fileURL = url as URL?, let bytes = try? Data(contentsOf: fileURL) else { return nil }
    data = bytes as NSData
  }

  /// Makes a provider of the bytes of the file at a path; nil when it cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    self.init(url: URL(fileURLWithPath: String(cString: filename)) as NSURL)
  }
}

/// A font read from a TrueType or OpenType file, as Core Graphics' `CGFont`: its names and
/// metrics from the file's `name`, `head`, `hhea` and `maxp` tables.
///
/// UI libraries make one from a bundled font file to register it
/// (`CTFontManagerRegisterGraphicsFont` on iOS) and read its `postScriptName` to ask
/// `UIFont(name:size:)` for it. Glyphs are not read: nothing here draws text with the file's
/// outlines. A file that is not a font (or a collection's first font) makes no font (nil).
public final class CGFont: @unchecked Sendable {
  /// The font's PostScript name (the `name` table's ID 6).
  public let postScriptName: CFString?
  /// The font's full name (ID 4).
  public let fullName: CFString?
  /// The number of glyphs (`maxp`).
  public let numberOfGlyphs: Int
  /// The design units per em (`head`).
  public let unitsPerEm: Int32
  /// The ascent, in design units (`hhea`).
  public let ascent: Int32
  /// The descent, in design units, negative below the baseline (`hhea`).
  public let descent: Int32
  /// The family name (ID 1), kept for the font registry.
  let familyName: String?

  /// Reads a font from a data provider's bytes; nil when they are not a font file.
  public init?(_ provider: CGDataProvider) {
    guard let data = provider.data, let font = SFNTFont(Data(referencing: data)) else { return nil }
    postScriptName = font.name(6).map { $0 as NSString }
    fullName = font.name(4).map { $0 as NSString }
    familyName = font.name(1)
    numberOfGlyphs = font.numberOfGlyphs
    unitsPerEm = font.unitsPerEm
    ascent = font.ascent
    descent = font.descent
  }

  /// Finds an installed font by its PostScript or full name; nil here, where the only fonts are
  /// the ones an app reads from its files (the system font's metrics are built in).
  public init?(_ name: CFString) {
    return nil
  }
}

/// The tables of an SFNT font file (TrueType, OpenType, or a collection's first font) that
/// `CGFont` reads, all integers big-endian as the format has them.
struct SFNTFont {
  private let bytes: [UInt8]
  private var tables: [String: (offset: Int, length: Int)] = [:]

  init?(_ data: Data) {
    bytes = [UInt8](data)
    var start = 0
    if tag(at: 0) == "ttcf" {
      guard let first = uint32(at: 12) else { return nil }
      start = Int(first)
    }
    guard let version = uint32(at: start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
      let count = uint16(at: start + 4)
    else { return nil }
    for index in 0..<Int(count) {
      let record = start + 12 + 16 * index
      guard let tag = tag(at: record), let offset = uint32(at: record + 8), let length = uint32(at: record + 12),
        Int(offset) + Int(length) <= bytes.count
      else { return nil }
      tables[tag] = (Int(offset), Int(length))
    }
    guard tables["head"] != nil, tables["name"] != nil else { return nil }
  }

  /// The `name` table's string with `id`, preferring Windows Unicode (UTF-16) to Macintosh
  /// Roman records.
  func name(_ id: UInt16) -> String? {
    guard let table = tables["name"], let count = uint16(at: table.offset + 2),
      let storage = uint16(at: table.offset + 4)
    else { return nil }
    var macintosh: String?
    for index in 0..<Int(count) {
      let record = table.offset + 6 + 12 * index
      guard let platform = uint16(at: record), let nameID = uint16(at: record + 6), nameID == id,
        let length = uint16(at: record + 8), let offset = uint16(at: record + 10)
      else { continue }
      let begin = table.offset + Int(storage) + Int(offset)
      guard begin + Int(length) <= bytes.count else { continue }
      let slice = bytes[begin..<begin + Int(length)]
      if platform == 3 || platform == 0 {
        if let text = String(bytes: slice, encoding: .utf16BigEndian) { return text }
      } else if platform == 1, macintosh == nil {
        macintosh = String(bytes: slice, encoding: .macOSRoman)
      }
    }
    return macintosh
  }

  var unitsPerEm: Int32 { tables["head"].flatMap { uint16(at: $0.offset + 18) }.map(Int32.init) ?? 0 }
  var numberOfGlyphs: Int { tables["maxp"].flatMap { uint16(at: $0.offset + 4) }.map(Int.init) ?? 0 }
  var ascent: Int32 { tables["hhea"].flatMap { uint16(at: $0.offset + 4) }.map { Int32(Int16(bitPattern: $0)) } ?? 0 }
  var descent: Int32 { tables["hhea"].flatMap { uint16(at: $0.offset + 6) }.map { Int32(Int16(bitPattern: $0)) } ?? 0 }

  private func uint16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  private func uint32(at offset: Int) -> UInt32? {
    guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }

  private func tag(at offset: Int) -> String? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return String(bytes: bytes[offset..<offset + 4], encoding: .ascii)
  }
}
