import CoreGraphics
import Foundation
import Testing
import UIKit

/// A font loader as UI libraries write it for iOS: the bundled file's bytes become a
/// `CGDataProvider`, then a `CGFont`, whose PostScript name the library asks `UIFont` for.
enum BundledFontLoader {
  static func postScriptName(ofFontAt url: URL) -> String? {
    guard let data = try? Data(contentsOf: url), let provider = CGDataProvider(data: data as CFData),
      let font = CGFont(provider)
    else { return nil }
    return font.postScriptName as String?
  }
}

/// A minimal OpenType file, written byte by byte from the format's specification: a table
/// directory with `head`, `hhea`, `maxp` and `name` tables.
private func openTypeFile(family: String, postScript: String, unitsPerEm: UInt16, glyphs: UInt16) -> Data {
  func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  func u32(_ value: UInt32) -> [UInt8] { u16(UInt16(value >> 16)) + u16(UInt16(value & 0xFFFF)) }
  var head = [UInt8](repeating: 0, count: 54)
  head.replaceSubrange(18..<20, with: u16(unitsPerEm))
  var hhea = [UInt8](repeating: 0, count: 36)
  hhea.replaceSubrange(4..<6, with: u16(1900))
  hhea.replaceSubrange(6..<8, with: u16(UInt16(bitPattern: -500)))
  let maxp = u32(0x0000_5000) + u16(glyphs)
  // Names: family (1) and full name (4) in Macintosh Roman, PostScript name (6) in UTF-16BE.
  let strings: [(platform: UInt16, encoding: UInt16, id: UInt16, bytes: [UInt8])] = [
    (1, 0, 1, Array(family.utf8)), (1, 0, 4, Array("\(family) Regular".utf8)),
    (3, 1, 6, postScript.utf16.flatMap { u16($0) }),
  ]
  var storage: [UInt8] = []
  var name = u16(0) + u16(UInt16(strings.count)) + u16(UInt16(6 + 12 * strings.count))
  for string in strings {
    name += u16(string.platform) + u16(string.encoding) + u16(0) + u16(string.id)
    name += u16(UInt16(string.bytes.count)) + u16(UInt16(storage.count))
    storage += string.bytes
  }
  name += storage
  let tables: [(String, [UInt8])] = [("head", head), ("hhea", hhea), ("maxp", maxp), ("name", name)]
  var file = u32(0x4F54_544F) + u16(UInt16(tables.count)) + u16(0) + u16(0) + u16(0)
  var offset = 12 + 16 * tables.count
  for (tag, bytes) in tables {
    file += Array(tag.utf8) + u32(0) + u32(UInt32(offset)) + u32(UInt32(bytes.count))
    offset += bytes.count
  }
  for (_, bytes) in tables { file += bytes }
  return Data(file)
}

@Suite("Font files: CGDataProvider and CGFont as iOS code uses them")
struct FontFileTests {
  @Test("A bundled font file's names and metrics are read from its tables")
  func readsNamesAndMetrics() throws {
    let data = openTypeFile(family: "Brand Sans", postScript: "BrandSans-Regular", unitsPerEm: 2048, glyphs: 321)
    let provider = try #require(CGDataProvider(data: data as CFData))
    let font = try #require(CGFont(provider))
    #expect(font.postScriptName as String? == "BrandSans-Regular")
    #expect(font.fullName as String? == "Brand Sans Regular")
    #expect(font.unitsPerEm == 2048)
    #expect(font.numberOfGlyphs == 321)
    #expect(font.ascent == 1900 && font.descent == -500)
    #expect((provider.data as Data?) == data)
  }

  @Test("A library's loader reads the file from disk by URL and by file name")
  func loadsFromFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("font-\(UUID().uuidString).otf")
    try openTypeFile(family: "Icons", postScript: "Icons", unitsPerEm: 1000, glyphs: 7).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(BundledFontLoader.postScriptName(ofFontAt: url) == "Icons")
    let byURL = try #require(CGDataProvider(url: url as CFURL))
    #expect(CGFont(byURL)?.numberOfGlyphs == 7)
    let byName = url.path.withCString { CGDataProvider(filename: $0) }
    #expect(CGFont(try #require(byName))?.unitsPerEm == 1000)
  }

  @Test("Bytes that are not a font, a missing file and an unknown installed name make nothing")
  func refusesWhatIsNotAFont() {
    #expect(CGFont(CGDataProvider(data: Data("not a font at all".utf8) as CFData)!) == nil)
    #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/font.ttf") as CFURL) == nil)
    #expect(CGFont("Helvetica" as CFString) == nil)
    // A table directory that points past the end of the file.
    var truncated = openTypeFile(family: "A", postScript: "A", unitsPerEm: 1000, glyphs: 1)
    truncated.removeLast(40)
    #expect(CGFont(CGDataProvider(data: truncated as CFData)!) == nil)
  }
}
