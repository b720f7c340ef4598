import Foundation

/// Input rewrites that keep Foundation's XMLParser on Linux from crashing.
enum StoryboardXMLWorkarounds {
  /// A processing instruction without data, `<?name?>`, makes libxml2 report a NULL data
  /// pointer, which Foundation's XMLParser on Linux passes to `strlen` (a segmentation fault,
  /// whatever the delegate implements; found by the storyboard fuzzer). With a space before
  /// `?>` libxml2 reports empty data instead, so one is inserted; storyboards give processing
  /// instructions no meaning. Returns `data` itself when it holds no such instruction.
  static func paddingEmptyProcessingInstructions(_ data: Data) -> Data {
    // Found in place, without copying the document; only a document that holds such an
    // instruction is copied, with the spaces added (issue 15). The scan jumps (memchr) from one
    // `?` to the next — rare in storyboards, unlike `<` — and looks back for the `<`.
    let ends: [Int] = data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [] }
      let count = raw.count
      var ends: [Int] = []
      var index = 1
      while index < count {
        guard let found = memchr(base + index, Int32(UInt8(ascii: "?")), count - index) else { break }
        let question = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        guard base[question - 1] == UInt8(ascii: "<") else {
          index = question + 1
          continue
        }
        var end = question + 1
        while end < count, !isNameEnd(base[end]) { end += 1 }
        if end > question + 1, end + 1 < count, base[end] == UInt8(ascii: "?"), base[end + 1] == UInt8(ascii: ">") {
          ends.append(end)
        }
        index = max(end, question + 1)
      }
      return ends
    }
    guard !ends.isEmpty else { return data }
    var patched = Data()
    patched.reserveCapacity(data.count + ends.count)
    var copied = data.startIndex
    for end in ends {
      patched.append(data[copied..<(data.startIndex + end)])
      patched.append(UInt8(ascii: " "))
      copied = data.startIndex + end
    }
    patched.append(data[copied...])
    return patched
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
