import Foundation

/// Input rewrites that keep Foundation's XMLParser on Linux from crashing.
enum StoryboardXMLWorkarounds {
  /// A processing instruction without data, `<?name?>`, makes libxml2 report a NULL data
  /// pointer, which Foundation's XMLParser on Linux passes to `strlen` (a segmentation fault,
  /// whatever the delegate implements; found by the storyboard fuzzer). With a space before
  /// `?>` libxml2 reports empty data instead, so one is inserted; storyboards give processing
  /// instructions no meaning. Returns `data` itself when it holds no such instruction.
  static func paddingEmptyProcessingInstructions(_ data: Data) -> Data {
    let bytes = [UInt8](data)
    let count = bytes.count
    var patched: [UInt8]?
    var copied = 0
    var index = 0
    while index + 1 < count {
      guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else {
        index += 1
        continue
      }
      var end = index + 2
      while end < count, !isNameEnd(bytes[end]) { end += 1 }
      if end > index + 2, end + 1 < count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
        if patched == nil { patched = []; patched?.reserveCapacity(count + 16) }
        patched?.append(contentsOf: bytes[copied..<end])
        patched?.append(UInt8(ascii: " "))
        copied = end
      }
      index = end
    }
    guard var patched else { return data }
    patched.append(contentsOf: bytes[copied...])
    return Data(patched)
  }

  private static func isNameEnd(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "<"):
      return true
    default:
      return false
    }
  }
}
