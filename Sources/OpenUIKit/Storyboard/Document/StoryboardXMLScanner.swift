import Foundation

/// What `StoryboardXMLScanner` reports, in document order. `StoryboardXMLBuilder` is the sink of
/// `StoryboardParser`; tests record the events to compare them with Foundation's XMLParser.
protocol StoryboardXMLSink: AnyObject {
  /// The open element collects its character data: only then is text turned into a `String`.
  var wantsText: Bool { get }
  /// A comment here means something (a scene's outline label).
  var wantsComment: Bool { get }
  /// The sink found something wrong and needs no more events.
  var stopped: Bool { get }
  /// A start tag; `line` is the line of its closing `>` (where XMLParser reports it).
  func startElement(_ name: String, attributes: StoryboardAttributes, line: Int)
  /// The same, with the name's number in the scanner's name table: numbers below
  /// `StoryboardXMLBuilder.knownElementNames.count` are those names (sbload19b: the builder
  /// compares numbers, not strings). The default forwards to `startElement(_:attributes:line:)`.
  func startElement(_ name: String, number: Int32, attributes: StoryboardAttributes, line: Int)
  func endElement()
  /// Character data, entities and character references replaced, line ends normalized.
  func characters(_ text: String)
  func cdata(_ text: String)
  func comment(_ text: String)
}

extension StoryboardXMLSink {
  func startElement(_ name: String, number: Int32, attributes: StoryboardAttributes, line: Int) {
    startElement(name, attributes: attributes, line: line)
  }
}

/// A UTF-8 XML 1.0 parser for storyboards that works on the bytes (issue 15): names are interned,
/// attribute values become strings straight from the bytes unless they hold a reference or a
/// white-space character to normalize, and text is turned into strings only when the sink keeps
/// it. Nesting is an explicit stack, so depth costs no call stack.
///
/// It reads what XML 1.0 allows a document without external entities to be: the XML declaration,
/// a DOCTYPE (its internal subset skipped, nothing declared there is used or fetched), comments,
/// processing instructions, CDATA sections, the five predefined entities and character
/// references in attribute values and text, attribute-value normalisation (tab, CR and LF become
/// spaces), CR LF and lone CR read as LF (in CDATA sections too, where libxml2 keeps the CR).
/// Everything not well-formed is `StoryboardError.malformedXML` at its line and column (columns
/// count characters); an entity
/// other than the five predefined ones is an error, so no input expands. Namespaces are not
/// processed: a prefixed name is a name with a colon, and `xmlns` attributes are attributes (as
/// XMLParser reports them with namespace processing off). The input must be valid UTF-8
/// (`StoryboardUTF8Check` runs first).
struct StoryboardXMLScanner<Sink: StoryboardXMLSink> {
  private let p: UnsafePointer<UInt8>
  private let n: Int
  private var i = 0
  private let fileName: String
  private let sink: Sink
  private let table: UnsafeMutablePointer<UInt8>
  /// Open elements: offset and length of each start tag's name.
  private var open: [(start: Int, count: Int)] = []
  private var names = NameTable()
  private var scratch: [UInt8] = []
  /// The attributes of the start tag being read, their names' numbers in `names` (-1 for a name
  /// not kept there) and their offsets (for the error naming a repeated attribute).
  /// Kept alive by `scan` for the whole pass (unowned: no retain and release around each use).
  private unowned(unsafe) let attributePairs: StoryboardAttributeBuffer
  private var attributeNameNumbers: [Int32] = []
  private var attributeOffsets: [Int] = []
  private var line = 1
  private var lineCountedTo = 0

  // Byte classes (bit flags of `table`).
  private static var textSpecial: UInt8 { 1 }  // < & \r ] controls 0xEF
  private static var valueSpecial: UInt8 { 2 }  // < & \t \n \r " ' controls 0xEF
  private static var nameChar: UInt8 { 4 }  // ASCII name characters; every byte ≥ 0x80 (checked further)
  private static var nameStart: UInt8 { 8 }
  private static var space: UInt8 { 16 }

  /// Scans `data` (UTF-8, already checked) and reports it to `sink`. Returns normally when the
  /// document ended or the sink stopped; throws the first well-formedness error.
  static func scan(_ data: Data, fileName: String, into sink: Sink) throws(StoryboardError) {
    let result: StoryboardError? = data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count > 0 else {
        return .malformedXML(file: fileName, line: 1, column: 1, message: "the document is empty (no root element)")
      }
      let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      defer { table.deallocate() }
      fillTable(table)
      let attributePairs = StoryboardAttributeBuffer()
      return withExtendedLifetime(attributePairs) { () -> StoryboardError? in
        var scanner = StoryboardXMLScanner(
          p: base, n: raw.count, fileName: fileName, sink: sink, table: table, attributePairs: attributePairs)
        do throws(StoryboardError) {
          try scanner.document()
          return nil
        } catch {
          return error
        }
      }
    }
    if let result { throw result }
  }

  private init(
    p: UnsafePointer<UInt8>, n: Int, fileName: String, sink: Sink, table: UnsafeMutablePointer<UInt8>,
    attributePairs: StoryboardAttributeBuffer
  ) {
    self.attributePairs = attributePairs
    self.p = p
    self.n = n
    self.fileName = fileName
    self.sink = sink
    self.table = table
    open.reserveCapacity(64)
    scratch.reserveCapacity(256)
    attributeNameNumbers.reserveCapacity(16)
    attributeOffsets.reserveCapacity(16)
  }

  private static func fillTable(_ table: UnsafeMutablePointer<UInt8>) {
    for byte in 0..<256 {
      var flags: UInt8 = 0
      let b = UInt8(byte)
      switch b {
      case 0x09, 0x0A, 0x0D, 0x20: flags |= space
      default: break
      }
      if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { flags |= textSpecial | valueSpecial }
      switch b {
      case UInt8(ascii: "<"), UInt8(ascii: "&"), 0xEF: flags |= textSpecial | valueSpecial
      case 0x0D: flags |= textSpecial | valueSpecial
      case UInt8(ascii: "]"): flags |= textSpecial
      case 0x09, 0x0A, UInt8(ascii: "\""), UInt8(ascii: "'"): flags |= valueSpecial
      default: break
      }
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"):
        flags |= nameChar | nameStart
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
        flags |= nameChar
      case 0x80...0xFF:
        flags |= nameChar | nameStart
      default: break
      }
      table[byte] = flags
    }
  }

  // MARK: Errors and positions

  /// The error at byte `offset`: line (counted as `line(at:)` counts) and column (in characters)
  /// computed from the start.
  private func error(at offset: Int, _ message: String) -> StoryboardError {
    let offset = min(max(offset, 0), n)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      if p[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = 1
    for index in lineStart..<offset where p[index] & 0xC0 != 0x80 { column += 1 }
    return .malformedXML(file: fileName, line: line, column: column, message: message)
  }

  /// The 1-based line of byte `offset`; offsets asked for never decrease. Lines are counted by
  /// LF, as libxml2 counts them for XMLParser (a CR LF is one line end; a lone CR, read as LF in
  /// text, starts no new line), so objects keep the lines XMLParser gave them.
  private mutating func line(at offset: Int) -> Int {
    var index = lineCountedTo
    var line = self.line
    while index < offset {
      if p[index] == 0x0A { line += 1 }
      index += 1
    }
    lineCountedTo = offset
    self.line = line
    return line
  }

  private func startsWith(_ literal: StaticString, at offset: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= n else { return false }
    return memcmp(p + offset, literal.utf8Start, count) == 0
  }

  /// Skips XML white space; true when there was some.
  private mutating func skipSpace() -> Bool {
    let start = i
    while i < n, table[Int(p[i])] & Self.space != 0 { i += 1 }
    return i > start
  }

  // MARK: Document

  private mutating func document() throws(StoryboardError) {
    if startsWith("\u{FEFF}", at: 0) { i = 3 }
    if startsWith("<?xml", at: i), i + 5 < n, table[Int(p[i + 5])] & Self.space != 0 {
      try xmlDeclaration()
    }
    var sawDoctype = false
    // Prolog: white space, comments, processing instructions, one DOCTYPE, then the root.
    while true {
      _ = skipSpace()
      guard i < n else {
        throw error(at: i, "the document is empty (no root element)")
      }
      guard p[i] == UInt8(ascii: "<") else {
        throw error(at: i, "text before the root element (the document must start with a tag)")
      }
      if startsWith("<!--", at: i) {
        try comment()
      } else if startsWith("<?", at: i) {
        try processingInstruction()
      } else if startsWith("<!DOCTYPE", at: i) {
        guard !sawDoctype else { throw error(at: i, "a second DOCTYPE") }
        sawDoctype = true
        try doctype()
      } else {
        break
      }
      if sink.stopped { return }
    }
    try content()
    if sink.stopped || !open.isEmpty { return }
    // Epilog: only white space, comments and processing instructions.
    while true {
      _ = skipSpace()
      guard i < n else { return }
      if startsWith("<!--", at: i) {
        try comment()
      } else if startsWith("<?", at: i) {
        try processingInstruction()
      } else {
        throw error(at: i, "extra content at the end of the document (after the root element)")
      }
      if sink.stopped { return }
    }
  }

  /// `<?xml version="1.x" encoding="…" standalone="…"?>` at the very start.
  private mutating func xmlDeclaration() throws(StoryboardError) {
    let start = i
    i += 5
    var seen = 0
    while true {
      let hadSpace = skipSpace()
      guard i < n else { throw error(at: start, "XML declaration is not terminated") }
      if startsWith("?>", at: i) {
        guard seen >= 1 else { throw error(at: start, "the XML declaration has no version") }
        i += 2
        return
      }
      guard hadSpace else { throw error(at: i, "a space is required here") }
      let nameStart = i
      while i < n, table[Int(p[i])] & Self.nameChar != 0, p[i] < 0x80 { i += 1 }
      let name = String(decoding: UnsafeBufferPointer(start: p + nameStart, count: i - nameStart), as: UTF8.self)
      _ = skipSpace()
      guard i < n, p[i] == UInt8(ascii: "=") else { throw error(at: i, "'=' is required after \(name.isEmpty ? "a name" : name) in the XML declaration") }
      i += 1
      _ = skipSpace()
      guard i < n, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
        throw error(at: i, "a value in the XML declaration does not start with a quote")
      }
      let quote = p[i]
      i += 1
      let valueStart = i
      while i < n, p[i] != quote, p[i] != UInt8(ascii: "<"), p[i] != UInt8(ascii: ">") { i += 1 }
      guard i < n, p[i] == quote else { throw error(at: valueStart, "XML declaration is not terminated") }
      let value = String(decoding: UnsafeBufferPointer(start: p + valueStart, count: i - valueStart), as: UTF8.self)
      i += 1
      switch (name, seen) {
      case ("version", 0):
        guard value.hasPrefix("1."), value.count > 2, value.utf8.dropFirst(2).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
          throw error(at: valueStart, "unsupported XML version \"\(value)\" (1.x expected)")
        }
        seen = 1
      case ("encoding", 1):
        switch value.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii": break
        default:
          throw error(at: valueStart, "the document declares encoding \"\(value)\"; storyboards are UTF-8")
        }
        seen = 2
      case ("standalone", 1), ("standalone", 2):
        guard value == "yes" || value == "no" else { throw error(at: valueStart, "standalone must be \"yes\" or \"no\"") }
        seen = 3
      default:
        throw error(at: nameStart, "unexpected \(name.isEmpty ? "text" : "'\(name)'") in the XML declaration")
      }
    }
  }

  /// `<!DOCTYPE …>`, skipped: quoted literals, and an internal subset with its declarations,
  /// comments and processing instructions. Nothing declared is used; nothing is fetched.
  private mutating func doctype() throws(StoryboardError) {
    let start = i
    i += 9
    guard skipSpace() else { throw error(at: i, "a space is required here") }
    var inSubset = false
    while i < n {
      let b = p[i]
      try checkCharacter(at: i)
      switch b {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard let close = find(b, from: i + 1) else { throw error(at: i, "literal is not terminated") }
        i = close + 1
      case UInt8(ascii: "[") where !inSubset:
        inSubset = true
        i += 1
      case UInt8(ascii: "]") where inSubset:
        inSubset = false
        i += 1
      case UInt8(ascii: "<") where inSubset:
        if startsWith("<!--", at: i) {
          let comment = i
          i += 4
          guard let close = findLiteral("--", from: i) else { throw error(at: comment, "comment is not terminated") }
          guard close + 2 < n, p[close + 2] == UInt8(ascii: ">") else { throw error(at: close, "'--' inside a comment") }
          i = close + 3
        } else if startsWith("<?", at: i) {
          let instruction = i
          guard let close = findLiteral("?>", from: i + 2) else {
            throw error(at: instruction, "processing instruction is not terminated")
          }
          i = close + 2
        } else {
          i += 1
        }
      case UInt8(ascii: ">") where !inSubset:
        i += 1
        return
      default:
        i += 1
      }
    }
    throw error(at: start, "the DOCTYPE is not terminated")
  }

  /// The first `byte` at or after `offset`, bytes between checked as XML characters.
  private func find(_ byte: UInt8, from offset: Int) -> Int? {
    var index = offset
    while index < n {
      if p[index] == byte { return index }
      index += 1
    }
    return nil
  }

  private func findLiteral(_ literal: StaticString, from offset: Int) -> Int? {
    var index = offset
    let first = literal.utf8Start[0]
    while index < n {
      if p[index] == first, startsWith(literal, at: index) { return index }
      index += 1
    }
    return nil
  }

  /// Throws when the byte at `offset` starts no XML character: a control character other than
  /// tab, LF and CR, or U+FFFE / U+FFFF. (The UTF-8 check has excluded everything else.)
  private func checkCharacter(at offset: Int) throws(StoryboardError) {
    let b = p[offset]
    if b < 0x20 {
      if b != 0x09 && b != 0x0A && b != 0x0D {
        throw error(at: offset, "character U+\(String(format: "%04X", b)) is not allowed in XML")
      }
    } else if b == 0xEF, offset + 2 < n, p[offset + 1] == 0xBF, p[offset + 2] >= 0xBE {
      throw error(at: offset, "character U+\(p[offset + 2] == 0xBE ? "FFFE" : "FFFF") is not allowed in XML")
    }
  }

  /// `<!-- … -->`; reported when the sink wants it.
  private mutating func comment() throws(StoryboardError) {
    let start = i
    i += 4
    let textStart = i
    var hasCR = false
    while true {
      guard i + 2 < n else { throw error(at: start, "comment is not terminated") }
      let b = p[i]
      if b == UInt8(ascii: "-"), p[i + 1] == UInt8(ascii: "-") {
        guard p[i + 2] == UInt8(ascii: ">") else { throw error(at: i, "'--' inside a comment") }
        break
      }
      if b == 0x0D { hasCR = true }
      try checkCharacter(at: i)
      i += 1
    }
    let textEnd = i
    i += 3
    if sink.wantsComment { sink.comment(string(textStart, textEnd, normalizingLineEnds: hasCR)) }
  }

  /// `<?target data?>`, read past (storyboards give them no meaning). `<?xml` is only allowed
  /// at the very start.
  private mutating func processingInstruction() throws(StoryboardError) {
    let start = i
    i += 2
    guard i < n, table[Int(p[i])] & Self.nameStart != 0 else { throw error(at: i, "a processing instruction needs a target name") }
    let nameStart = i
    try name()
    if i - nameStart == 3,
      p[nameStart] | 0x20 == UInt8(ascii: "x"), p[nameStart + 1] | 0x20 == UInt8(ascii: "m"), p[nameStart + 2] | 0x20 == UInt8(ascii: "l")
    {
      throw error(at: start, "XML declaration allowed only at the start of the document")
    }
    if startsWith("?>", at: i) {
      i += 2
      return
    }
    guard skipSpace() else { throw error(at: i, "a space is required after a processing instruction's target") }
    while true {
      guard i + 1 < n else { throw error(at: start, "processing instruction is not terminated") }
      if p[i] == UInt8(ascii: "?"), p[i + 1] == UInt8(ascii: ">") { break }
      try checkCharacter(at: i)
      i += 1
    }
    i += 2
  }

  /// `<![CDATA[ … ]]>` inside an element.
  private mutating func cdataSection() throws(StoryboardError) {
    let start = i
    i += 9
    let textStart = i
    var hasCR = false
    while true {
      guard i + 2 < n else { throw error(at: start, "CDATA section is not terminated") }
      let b = p[i]
      if b == UInt8(ascii: "]"), p[i + 1] == UInt8(ascii: "]"), p[i + 2] == UInt8(ascii: ">") { break }
      if b == 0x0D { hasCR = true }
      try checkCharacter(at: i)
      i += 1
    }
    let textEnd = i
    i += 3
    if sink.wantsText { sink.cdata(string(textStart, textEnd, normalizingLineEnds: hasCR)) }
  }

  /// Moves past a name (at least one character, the first a name start character).
  private mutating func name() throws(StoryboardError) {
    let start = i
    while i < n {
      let b = p[i]
      let flags = table[Int(b)]
      if flags & Self.nameChar == 0 { break }
      if b >= 0x80 {
        let (scalar, length) = decodeScalar(at: i)
        guard Self.isNameCharacter(scalar, first: i == start) else {
          throw error(at: i, "character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in a name")
        }
        i += length
        continue
      }
      if i == start, flags & Self.nameStart == 0 {
        throw error(at: i, "a name cannot start with '\(Character(Unicode.Scalar(b)))'")
      }
      i += 1
    }
    if i == start { throw error(at: i, "a name is required here") }
  }

  /// The scalar starting at `offset` and its length; the input is valid UTF-8 (checked before the
  /// scan), but a sequence cut by the end of the data still reads nothing past it (U+FFFFFFFF,
  /// which no name allows).
  private func decodeScalar(at offset: Int) -> (UInt32, Int) {
    let b = UInt32(p[offset])
    let length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
    guard offset + length <= n else { return (0xFFFF_FFFF, 1) }
    if b < 0xE0 { return ((b & 0x1F) << 6 | UInt32(p[offset + 1] & 0x3F), 2) }
    if b < 0xF0 {
      return ((b & 0x0F) << 12 | UInt32(p[offset + 1] & 0x3F) << 6 | UInt32(p[offset + 2] & 0x3F), 3)
    }
    return (
      (b & 0x07) << 18 | UInt32(p[offset + 1] & 0x3F) << 12 | UInt32(p[offset + 2] & 0x3F) << 6
        | UInt32(p[offset + 3] & 0x3F), 4
    )
  }

  /// XML 1.0 (fifth edition) NameStartChar and NameChar above ASCII.
  static func isNameCharacter(_ c: UInt32, first: Bool) -> Bool {
    switch c {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
      0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
      return true
    case 0xB7, 0x300...0x36F, 0x203F...0x2040:
      return !first
    default:
      return false
    }
  }

  // MARK: Content

  /// The root element and everything in it, iteratively.
  private mutating func content() throws(StoryboardError) {
    try startTag()
    if sink.stopped || open.isEmpty { return }
    while true {
      // Character data up to the next '<'.
      let textStart = i
      var plain = true
      while true {
        while i < n, table[Int(p[i])] & Self.textSpecial == 0 { i += 1 }
        guard i < n else {
          let (start, count) = open[open.count - 1]
          throw error(at: n, "the document ends before <\(nameString(start, count))> is closed")
        }
        let b = p[i]
        if b == UInt8(ascii: "<") { break }
        switch b {
        case UInt8(ascii: "&"):
          plain = false
          i = try reference(at: i, appending: false)
        case 0x0D:
          plain = false
          i += 1
        case UInt8(ascii: "]"):
          if i + 2 < n, p[i + 1] == UInt8(ascii: "]"), p[i + 2] == UInt8(ascii: ">") {
            throw error(at: i, "']]>' is not allowed in text (it ends CDATA sections only)")
          }
          i += 1
        default:
          try checkCharacter(at: i)
          i += 1
        }
      }
      if i > textStart, sink.wantsText {
        sink.characters(plain ? string(textStart, i, normalizingLineEnds: false) : try decodedText(textStart, i))
        if sink.stopped { return }
      }
      // Markup.
      let next = i + 1 < n ? p[i + 1] : 0
      switch next {
      case UInt8(ascii: "/"):
        try endTag()
        if sink.stopped || open.isEmpty { return }
      case UInt8(ascii: "!"):
        if startsWith("<!--", at: i) {
          try comment()
        } else if startsWith("<![CDATA[", at: i) {
          try cdataSection()
        } else if startsWith("<!DOCTYPE", at: i) {
          throw error(at: i, "a DOCTYPE is allowed only before the root element")
        } else {
          throw error(at: i, "'<!' starts neither a comment nor a CDATA section")
        }
      case UInt8(ascii: "?"):
        try processingInstruction()
      default:
        try startTag()
      }
      if sink.stopped { return }
    }
  }

  private func nameString(_ start: Int, _ count: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: p + start, count: count), as: UTF8.self)
  }

  /// `<name attr="value" …>` or `…/>`; reports the start (and the end of an empty element).
  private mutating func startTag() throws(StoryboardError) {
    let tagStart = i
    i += 1
    guard i < n, table[Int(p[i])] & Self.nameStart != 0 else {
      if i >= n { throw error(at: tagStart, "the document ends inside a tag") }
      throw error(at: i, "'<' must start a tag (write &lt; for a '<' in text)")
    }
    let nameStart = i
    try name()
    let nameCount = i - nameStart
    let (elementName, elementNumber) = names.intern(p + nameStart, nameCount)
    // Collected in reused buffers, then copied into attributes of the exact size (sbparse19: an
    // array of pairs, no dictionary; repeated names are found by their interned numbers).
    attributePairs.removeAll()
    attributeNameNumbers.removeAll(keepingCapacity: true)
    attributeOffsets.removeAll(keepingCapacity: true)
    var selfClosing = false
    while true {
      let hadSpace = skipSpace()
      guard i < n else { throw error(at: tagStart, "a start tag is not finished (<\(elementName)> has no '>')") }
      let b = p[i]
      if b == UInt8(ascii: ">") {
        break
      }
      if b == UInt8(ascii: "/") {
        guard i + 1 < n, p[i + 1] == UInt8(ascii: ">") else { throw error(at: i, "'>' is required after '/' in a tag") }
        i += 1
        selfClosing = true
        break
      }
      guard hadSpace else {
        throw error(at: i, table[Int(b)] & Self.nameStart != 0 ? "a space is required between attributes" : "'>' is required here (a tag is not closed)")
      }
      guard table[Int(b)] & Self.nameStart != 0 else {
        throw error(at: i, "'>' is required here (a tag is not closed)")
      }
      let attributeStart = i
      try name()
      let (attributeName, attributeNumber) = names.intern(p + attributeStart, i - attributeStart)
      _ = skipSpace()
      guard i < n, p[i] == UInt8(ascii: "=") else { throw error(at: i, "'=' is required after the attribute name \(attributeName)") }
      i += 1
      _ = skipSpace()
      guard i < n, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
        throw error(at: i, "attribute value does not start with a quote")
      }
      attributePairs.append(key: attributeName, value: try attributeValue())
      attributeNameNumbers.append(attributeNumber)
      attributeOffsets.append(attributeStart)
    }
    if let repeated = firstRepeatedAttribute() {
      throw error(at: attributeOffsets[repeated], "attribute \(attributePairs.key(at: repeated)) given twice on <\(elementName)>")
    }
    let attributes = attributePairs.take()
    let line = line(at: i)
    i += 1
    sink.startElement(elementName, number: elementNumber, attributes: attributes, line: line)
    if selfClosing {
      if !sink.stopped { sink.endElement() }
    } else {
      open.append((nameStart, nameCount))
    }
  }

  /// The index of the first attribute of the tag whose name an earlier one has. Interned names
  /// are compared by number; a name not interned (over-long, or past the table's limit) cannot
  /// equal an interned one, and is compared as a string with the other names not interned.
  private func firstRepeatedAttribute() -> Int? {
    let count = attributeNameNumbers.count
    guard count > 1 else { return nil }
    return attributeNameNumbers.withUnsafeBufferPointer { numbers -> Int? in
      for index in 1..<count {
        let number = numbers[index]
        for earlier in 0..<index where numbers[earlier] == number {
          if number >= 0 || attributePairs.key(at: earlier) == attributePairs.key(at: index) { return index }
        }
      }
      return nil
    }
  }

  /// A quoted attribute value at `i`, references replaced and white space normalized.
  private mutating func attributeValue() throws(StoryboardError) -> String {
    let quote = p[i]
    i += 1
    let start = i
    while i < n, table[Int(p[i])] & Self.valueSpecial == 0 { i += 1 }
    if i < n, p[i] == quote {
      i += 1
      return string(start, i - 1, normalizingLineEnds: false)
    }
    // Slow path: normalize into the scratch buffer.
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(start: p + start, count: i - start))
    while true {
      guard i < n else { throw error(at: start - 1, "attribute value is not terminated") }
      let b = p[i]
      switch b {
      case quote:
        i += 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "<"):
        throw error(at: i, "'<' inside an attribute value (write &lt;)")
      case UInt8(ascii: "&"):
        i = try reference(at: i, appending: true)
      case 0x0D:
        scratch.append(0x20)
        i += (i + 1 < n && p[i + 1] == 0x0A) ? 2 : 1
      case 0x09, 0x0A:
        scratch.append(0x20)
        i += 1
      default:
        try checkCharacter(at: i)
        scratch.append(b)
        i += 1
      }
      while i < n, table[Int(p[i])] & Self.valueSpecial == 0 {
        scratch.append(p[i])
        i += 1
      }
    }
  }

  /// `</name>` matching the innermost open element.
  private mutating func endTag() throws(StoryboardError) {
    let tagStart = i
    i += 2
    let nameStart = i
    guard i < n, table[Int(p[i])] & Self.nameStart != 0 else { throw error(at: i, "a name is required here") }
    try name()
    let (openStart, openCount) = open[open.count - 1]
    guard i - nameStart == openCount, memcmp(p + nameStart, p + openStart, openCount) == 0 else {
      throw error(at: tagStart, "an end tag does not match its start tag")
    }
    _ = skipSpace()
    guard i < n, p[i] == UInt8(ascii: ">") else { throw error(at: i, "'>' is required here (a tag is not closed)") }
    i += 1
    open.removeLast()
    sink.endElement()
  }

  /// Reads the entity or character reference at `offset` (an '&'); appends its character to
  /// `scratch` when `append` is true. Returns the offset after the ';'.
  private mutating func reference(at offset: Int, appending append: Bool) throws(StoryboardError) -> Int {
    var index = offset + 1
    if index < n, p[index] == UInt8(ascii: "#") {
      index += 1
      var value: UInt32 = 0
      var digits = 0
      let hex = index < n && p[index] == UInt8(ascii: "x")
      if hex { index += 1 }
      while index < n {
        let b = p[index]
        let digit: UInt32
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(b - UInt8(ascii: "A") + 10)
        default: digit = 99
        }
        if digit == 99 { break }
        value = min(value * (hex ? 16 : 10) + digit, 0x11_0000)
        digits += 1
        index += 1
      }
      guard digits > 0, index < n, p[index] == UInt8(ascii: ";") else {
        throw error(at: offset, hex ? "invalid hexadecimal character reference" : "invalid decimal character reference")
      }
      guard let scalar = Unicode.Scalar(value), Self.isXMLCharacter(value) else {
        throw error(at: offset, "character reference to U+\(String(value, radix: 16, uppercase: true)), which is not allowed in XML")
      }
      if append { scratch.append(contentsOf: UTF8.encode(scalar)!) }
      return index + 1
    }
    let nameStart = index
    while index < n, table[Int(p[index])] & Self.nameChar != 0 { index += 1 }
    guard index > nameStart else { throw error(at: offset, "'&' must start an entity or character reference (write &amp;)") }
    guard index < n, p[index] == UInt8(ascii: ";") else { throw error(at: offset, "entity reference does not end with ';'") }
    let replacement: UInt8
    switch index - nameStart {
    case 2 where p[nameStart + 1] == UInt8(ascii: "t") && p[nameStart] == UInt8(ascii: "l"): replacement = UInt8(ascii: "<")
    case 2 where p[nameStart + 1] == UInt8(ascii: "t") && p[nameStart] == UInt8(ascii: "g"): replacement = UInt8(ascii: ">")
    case 3 where startsWith("amp", at: nameStart): replacement = UInt8(ascii: "&")
    case 4 where startsWith("quot", at: nameStart): replacement = UInt8(ascii: "\"")
    case 4 where startsWith("apos", at: nameStart): replacement = UInt8(ascii: "'")
    default:
      throw error(
        at: offset,
        "undeclared entity &\(nameString(nameStart, index - nameStart)); (only &amp; &lt; &gt; &quot; &apos; and character references are read; entities a DOCTYPE declares are not expanded)"
      )
    }
    if append { scratch.append(replacement) }
    return index + 1
  }

  static func isXMLCharacter(_ c: UInt32) -> Bool {
    switch c {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// Text between `start` and `end` (already checked) with references replaced and line ends
  /// normalized.
  private mutating func decodedText(_ start: Int, _ end: Int) throws(StoryboardError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var index = start
    while index < end {
      let b = p[index]
      if b == UInt8(ascii: "&") {
        index = try reference(at: index, appending: true)
      } else if b == 0x0D {
        scratch.append(0x0A)
        index += (index + 1 < end && p[index + 1] == 0x0A) ? 2 : 1
      } else {
        scratch.append(b)
        index += 1
      }
    }
    return String(decoding: scratch, as: UTF8.self)
  }

  /// The bytes between `start` and `end` as a string, CR LF and lone CR read as LF if asked.
  private mutating func string(_ start: Int, _ end: Int, normalizingLineEnds: Bool) -> String {
    guard normalizingLineEnds else {
      return String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    var index = start
    while index < end {
      if p[index] == 0x0D {
        scratch.append(0x0A)
        index += (index + 1 < end && p[index + 1] == 0x0A) ? 2 : 1
      } else {
        scratch.append(p[index])
        index += 1
      }
    }
    return String(decoding: scratch, as: UTF8.self)
  }
}

/// Element and attribute names, one `String` per distinct name (storyboards use a few hundred),
/// found by a hash of the bytes: no string is made, hashed or allocated for a name seen before.
///
/// The table starts with the long names Xcode writes (sbparse19): a name of more than 15 UTF-8
/// bytes is not a small string but a heap object, and every copy of it (into an attribute pair,
/// an element, a lookup) was an atomic retain and release. These start as string literals, which
/// the runtime never reference-counts. Before them come the element names the builder tells
/// apart (`StoryboardXMLBuilder.knownElementNames`, sbload19b), so their numbers are their
/// indices in that list.
private struct NameTable {
  private var slots: [Int32] = Array(repeating: -1, count: 1024)
  private var hashes: [UInt32] = []
  private var bytes: [UInt8] = []
  private var ranges: [(start: Int, count: Int)] = []
  private var strings: [String] = []

  /// A table holding `knownLongNames`, copied (its arrays shared until written).
  init() { self = Self.seeded }

  private init(seeding names: [String]) {
    for name in names {
      _ = name.utf8.withContiguousStorageIfAvailable { utf8 in
        guard let base = utf8.baseAddress else { return }
        let hash = Self.hash(base, utf8.count)
        let (number, slot) = find(base, utf8.count, hash)
        if number < 0 { _ = insert(name, base, utf8.count, hash, at: slot) }
      }
    }
  }

  private static let seeded = NameTable(seeding: StoryboardXMLBuilder.knownElementNames + knownLongNames)

  /// Element and attribute names of more than 15 bytes that Xcode writes in storyboards.
  private static var knownLongNames: [String] {
    [
      // Elements.
      "autoresizingMask", "viewControllerLayoutGuide", "navigationController", "tableViewCellContentView",
      "tableViewSection", "viewControllerPlaceholder", "tableViewController", "tabBarController",
      "collectionViewFlowLayout", "collectionViewController", "collectionViewCell", "collectionReusableView",
      "collectionViewCellContentView", "splitViewController", "pageViewController", "tapGestureRecognizer",
      "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer", "longPressGestureRecognizer",
      "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "userDefinedRuntimeAttributes",
      "userDefinedRuntimeAttribute", "popoverArrowDirection", "simulatedMetricsContainer",
      "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
      "simulatedToolbarMetrics", "freeformSimulatedSizeMetrics", "inferredMetricsTieBreakers",
      "gestureRecognizers", "contentLayoutGuide", "frameLayoutGuide", "buttonConfiguration",
      "directionalEdgeInsets", "outletCollection", "activityIndicatorView", "navigationBarAppearance",
      "tabBarAppearance", "accessibilityConfiguration",
      // Attributes.
      "translatesAutoresizingMaskIntoConstraints", "placeholderIdentifier", "baselineAdjustment",
      "adjustsFontSizeToFit", "userInteractionEnabled", "multipleTouchEnabled", "verticalHuggingPriority",
      "horizontalHuggingPriority", "verticalCompressionResistancePriority",
      "horizontalCompressionResistancePriority", "storyboardIdentifier", "contentVerticalAlignment",
      "contentHorizontalAlignment", "customModuleProvider", "initialViewController", "customColorSpace",
      "useTraitCollections", "useStoryboardIdentifierAsRestorationIdentifier", "propertyAccessControl",
      "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "indentationWidth",
      "indentationLevel", "hidesAccessoryWhenEditing", "automaticallyAdjustsScrollViewInsets",
      "alwaysBounceVertical", "alwaysBounceHorizontal", "sectionHeaderHeight", "sectionFooterHeight",
      "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "referencedIdentifier",
      "modalPresentationStyle", "modalTransitionStyle", "minimumLineSpacing", "minimumInteritemSpacing",
      "estimatedRowHeight", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize",
      "cocoaTouchSystemColor", "clearsContextBeforeDrawing", "contentInsetAdjustmentBehavior",
      "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "keyboardDismissMode",
      "minimumScaleFactor", "adjustsFontForContentSizeCategory", "adjustsLetterSpacingToFitWidth",
      "restorationIdentifier", "extendedLayoutIncludesOpaqueBars", "definesPresentationContext",
      "providesPresentationContextTransitionStyle", "hidesBottomBarWhenPushed", "largeTitleDisplayMode",
      "popoverAnchorView", "popoverAnchorBarButtonItem", "destinationCreationSelector",
      "splitViewControllerTargetIndex", "layoutMarginsFollowReadableWidth", "highlightedColor",
      "titleShadowColor", "contentEdgeInsets", "editingAccessoryType", "selectedSegmentIndex",
      "segmentControlStyle", "autocapitalizationType", "autocorrectionType", "spellCheckingType",
      "enablesReturnKeyAutomatically", "numberOfTapsRequired", "numberOfTouchesRequired",
      "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "usesAttributedText",
      "preferredMaxLayoutWidth", "keyboardAppearance", "showsTouchWhenHighlighted",
      "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "lineBreakStrategy",
      "semanticContentAttribute", "canCancelContentTouches", "delaysContentTouches", "maximumZoomScale",
      "minimumZoomScale", "allowsSelectionDuringEditing", "allowsMultipleSelection",
      "separatorInsetReference", "sectionIndexMinimumDisplayRowCount", "insetsContentViewsToSafeArea",
      "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "fixedFrame",
    ].filter { $0.utf8.count > 15 }
  }

  @inline(__always)
  private static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for index in 0..<count { hash = (hash ^ UInt32(p[index])) &* 16_777_619 }
    return hash
  }

  /// The name's string and its number in the table (-1 when it is not kept: two names with the
  /// same number are the same name).
  @inline(__always)
  mutating func intern(_ p: UnsafePointer<UInt8>, _ count: Int) -> (string: String, number: Int32) {
    let hash = Self.hash(p, count)
    let (number, slot) = find(p, count, hash)
    if number >= 0 { return (strings[Int(number)], number) }
    let string = String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
    // Very long or very many names (not a storyboard's) are not kept.
    guard count <= 256, strings.count < 4096 else { return (string, -1) }
    return (string, insert(string, p, count, hash, at: slot))
  }

  /// The number of the name, or -1 and the empty slot where it goes.
  @inline(__always)
  private func find(_ p: UnsafePointer<UInt8>, _ count: Int, _ hash: UInt32) -> (number: Int32, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry < 0 { return (-1, slot) }
      let index = Int(entry)
      if hashes[index] == hash, ranges[index].count == count {
        let start = ranges[index].start
        let same = bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, p, count) == 0 }
        if same { return (entry, slot) }
      }
      slot = (slot + 1) & mask
    }
  }

  private mutating func insert(
    _ string: String, _ p: UnsafePointer<UInt8>, _ count: Int, _ hash: UInt32, at slot: Int
  ) -> Int32 {
    let number = Int32(strings.count)
    slots[slot] = number
    hashes.append(hash)
    ranges.append((bytes.count, count))
    bytes.append(contentsOf: UnsafeBufferPointer(start: p, count: count))
    strings.append(string)
    if strings.count * 2 > slots.count {
      slots = Array(repeating: -1, count: slots.count * 2)
      let mask = slots.count - 1
      for (index, hash) in hashes.enumerated() {
        var slot = Int(hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
      }
    }
    return number
  }
}
