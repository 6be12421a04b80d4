import Foundation
import Testing

@testable import ResponderSDL

/// Reads back what `PNGEncoder` writes (chunks and stored deflate blocks), for the tests.
enum PNGReader {
  /// Reads the chunks back: type, data, and whether the CRC matches.
  static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8], crcMatches: Bool)] {
    var chunks: [(String, [UInt8], Bool)] = []
    var offset = 8
    func uint32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    while offset + 12 <= png.count {
      let length = uint32(offset)
      let typed = Array(png[(offset + 4)..<(offset + 8 + length)])
      let crc = UInt32(uint32(offset + 8 + length))
      chunks.append(
        (String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4)), crc == PNGEncoder.crc32(typed)))
      offset += 12 + length
    }
    return chunks
  }

  /// Undoes stored deflate blocks (the only kind the encoder writes).
  static func inflateStored(_ zlib: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var offset = 2
    while true {
      let isLast = zlib[offset] & 1 == 1
      let length = Int(zlib[offset + 1]) | Int(zlib[offset + 2]) << 8
      out += zlib[(offset + 5)..<(offset + 5 + length)]
      offset += 5 + length
      if isLast { break }
    }
    return out
  }

  /// The red, green and blue of one pixel of an RGBA PNG the encoder wrote.
  static func pixel(_ png: [UInt8], x: Int, y: Int) -> [UInt8] {
    let parts = chunks(png)
    let header = parts[0].data
    let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
    let raw = inflateStored(parts[1].data)
    let start = y * (width * 4 + 1) + 1 + x * 4
    return Array(raw[start..<(start + 3)])
  }
}

@Suite("PNG screenshots")
struct PNGEncoderTests {
  func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8], crcMatches: Bool)] { PNGReader.chunks(png) }
  func inflateStored(_ zlib: [UInt8]) -> [UInt8] { PNGReader.inflateStored(zlib) }

  @Test("A 2 × 2 image: signature, header, the rows with filter bytes, and valid checksums")
  func smallImage() throws {
    let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 1, 2, 3, 4]
    let png = try #require(PNGEncoder.encode(width: 2, height: 2, rgba: rgba))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let parts = chunks(png)
    #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(parts.allSatisfy { $0.crcMatches })
    #expect(parts[0].data == [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    #expect(Array(png.suffix(4)) == [0xAE, 0x42, 0x60, 0x82])  // the CRC every IEND has
    let raw = inflateStored(parts[1].data)
    let rows: [UInt8] = [0] + Array(rgba[0..<8]) + [0] + Array(rgba[8..<16])
    #expect(raw == rows)
    let checksum = PNGEncoder.bigEndian(PNGEncoder.adler32(raw))
    #expect(Array(parts[1].data.suffix(4)) == checksum)
  }

  @Test("Images over 64 KiB of pixels are split into several stored blocks that join back")
  func largeImage() throws {
    let width = 200
    let height = 100
    let rgba = (0..<(width * height * 4)).map { UInt8($0 % 251) }
    let png = try #require(PNGEncoder.encode(width: width, height: height, rgba: rgba))
    let raw = inflateStored(chunks(png)[1].data)
    #expect(raw.count == height * (width * 4 + 1))
    #expect(Array(raw[1..<(width * 4 + 1)]) == Array(rgba[0..<(width * 4)]))
  }

  @Test("Sizes that do not match the pixels give nil")
  func mismatch() {
    #expect(PNGEncoder.encode(width: 2, height: 2, rgba: [0, 0, 0]) == nil)
    #expect(PNGEncoder.encode(width: 0, height: 2, rgba: []) == nil)
  }
}
