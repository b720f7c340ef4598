import Foundation

/// Storyboards are UTF-8 (Xcode always writes `encoding="UTF-8"`). The data is checked before the
/// XML parser sees it because Linux's XMLParser traps — crashes the process — on some invalid UTF-8
/// sequences that libxml2 passes through in attribute values (found by the corruption test in
/// StoryboardErrorTests). A failed check is a `malformedXML` error at the offending byte.
enum StoryboardUTF8Check {
  /// The position of the first byte that does not belong to a well-formed UTF-8 sequence.
  struct Failure: Equatable {
    var offset: Int
    var line: Int
    var column: Int
    var byte: UInt8
  }

  static func firstInvalidSequence(in data: Data) -> Failure? {
    data.withUnsafeBytes { bytes -> Failure? in
      guard let offset = firstInvalidOffset(bytes) else { return nil }
      var line = 1
      var lineStart = 0
      for index in 0..<offset where bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      return Failure(offset: offset, line: line, column: offset - lineStart + 1, byte: bytes[offset])
    }
  }

  /// Well-formed UTF-8 per Unicode §3.9 table 3-7: no overlong forms, no surrogates, nothing above
  /// U+10FFFF. ASCII runs are skipped 32, then 8, bytes at a time.
  static func firstInvalidOffset(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let count = bytes.count
    var index = 0
    while index < count {
      // Four words at a time through long ASCII runs (most of a storyboard), then one.
      if index + 32 <= count,
        (bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
          | bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
          | bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)) & 0x8080_8080_8080_8080 == 0
      {
        index += 32
        continue
      }
      if index + 8 <= count,
        bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lowerBound: UInt8 = 0x80
      var upperBound: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; lowerBound = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; upperBound = 0x9F
      case 0xF0: length = 4; lowerBound = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; upperBound = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= lowerBound && second <= upperBound else { return index }
      for continuation in 2..<length where bytes[index + continuation] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }
}
