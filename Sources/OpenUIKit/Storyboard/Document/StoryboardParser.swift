import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads `.storyboard` files into `StoryboardDocument`s: one pass of the project's own XML parser
/// (`StoryboardXMLScanner`, on the UTF-8 bytes) that builds the object tree and the id indexes as
/// it goes, then checks the references the runtime relies on (the initial view controller, segue
/// destinations).
///
/// Bad input never crashes: everything wrong is a `StoryboardError` that says what and where.
package enum StoryboardParser {
  /// Parses storyboard XML. `fileName` is only used in errors and descriptions.
  package static func parse(data: Data, fileName: String) throws(StoryboardError) -> StoryboardDocument {
    try checkUTF8(data, fileName: fileName)
    let builder = StoryboardXMLBuilder(fileName: fileName, expectedBytes: data.count)
    var scanError: StoryboardError?
    do throws(StoryboardError) {
      try StoryboardXMLScanner.scan(data, fileName: fileName, into: builder)
    } catch {
      scanError = error
    }
    return try builder.finish(scanError: scanError)
  }

  private static func checkUTF8(_ data: Data, fileName: String) throws(StoryboardError) {
    if let failure = StoryboardUTF8Check.firstInvalidSequence(in: data) {
      let hex = String(failure.byte, radix: 16, uppercase: true)
      throw .malformedXML(
        file: fileName, line: failure.line, column: failure.column,
        message: "byte 0x\(hex) is not valid UTF-8 (storyboards are UTF-8)")
    }
  }

  /// The largest document Foundation's XMLParser reads on Linux: it hands libxml2 the whole data
  /// as one chunk, and libxml2 (without XML_PARSE_HUGE, which XMLParser never sets) stops any
  /// chunk over XML_MAX_LOOKUP_LIMIT, 10,000,000 bytes (measured: 10,000,000 bytes parse,
  /// 10,000,001 do not). Only `parseWithFoundationXMLParser` has this limit.
  package static let foundationXMLParserMaximumSize = 10_000_000

  /// The same document built from Foundation's XMLParser (libxml2 on Linux) instead of the
  /// project's scanner: the reference the scanner is tested against (differential tests), not
  /// used to load storyboards. Error messages come from libxml2's error codes.
  package static func parseWithFoundationXMLParser(data: Data, fileName: String) throws(StoryboardError) -> StoryboardDocument {
    try checkUTF8(data, fileName: fileName)
    let input = StoryboardXMLWorkarounds.paddingEmptyProcessingInstructions(data)
    if input.count > foundationXMLParserMaximumSize {
      throw .malformedXML(file: fileName, line: 1, column: 1, message: "over libxml2's limit of 10,000,000 bytes")
    }
    let builder = StoryboardXMLBuilder(fileName: fileName, expectedBytes: data.count)
    let parser = XMLParser(data: input)
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    _ = parser.parse()
    // Linux's XMLParser can return true after reporting an error (a mismatched end tag), so the
    // builder's record of the first error decides, not the return value.
    return try builder.finish(parserError: parser.parserError, line: parser.lineNumber, column: parser.columnNumber)
  }

  /// Parses the storyboard file at `url`; errors name the file by its last path component.
  package static func parse(contentsOf url: URL) throws(StoryboardError) -> StoryboardDocument {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .fileNotFound(path: url.path)
    }
    if isDirectory.boolValue {
      throw .unreadableFile(path: url.path, reason: "it is a directory")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: "\(error.localizedDescription)")
    }
    return try parse(data: data, fileName: url.lastPathComponent)
  }
}
