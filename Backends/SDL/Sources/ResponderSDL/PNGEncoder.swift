import Foundation

/// Writes RGBA pixels as a PNG file: the screenshot format, with no library beyond Foundation.
///
/// The image data is zlib-wrapped deflate in stored (uncompressed) blocks: larger files than a
/// compressor makes, but every PNG reader takes them, and screenshots are for tests and bug
/// reports, not for shipping.
public enum PNGEncoder {
  /// The PNG bytes of a `width` × `height` image whose `rgba` holds 4 bytes per pixel, rows top
  /// to bottom; nil when the sizes do not match.
  public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8]? {
    guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * 4 + 1))
    for row in 0..<height {
      raw.append(0)  // filter type None
      raw.append(contentsOf: rgba[(row * width * 4)..<((row + 1) * width * 4)])
    }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", header)
    png += chunk("IDAT", zlibStored(raw))
    png += chunk("IEND", [])
    return png
  }

  /// A chunk: length, type, data and the CRC of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  /// A zlib stream of stored deflate blocks (at most 65,535 bytes each).
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let isLast = offset + count == data.count
      out.append(isLast ? 1 : 0)
      out += [UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    return out + bigEndian(adler32(data))
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The CRC-32 that PNG chunks end with.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  /// The Adler-32 checksum that zlib streams end with.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
  }
}
