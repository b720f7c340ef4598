import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads `.storyboard` files into `StoryboardDocument`s: one SAX pass over the XML that builds the
/// object tree and the id indexes as it goes, then checks the references the runtime relies on
/// (the initial view controller, segue destinations).
///
/// Bad input never crashes: everything wrong is a `StoryboardError` that says what and where.
package enum StoryboardParser {
  /// The largest document Foundation's XMLParser reads on Linux: it hands libxml2 the whole data
  /// as one chunk, and libxml2 (without XML_PARSE_HUGE, which XMLParser never sets) stops any
  /// chunk over XML_MAX_LOOKUP_LIMIT, 10,000,000 bytes, with a bare "internal error"
  /// (measured: 10,000,000 bytes parse, 10,000,001 do not). Checked first so the error says so.
  package static let maximumFileSize = 10_000_000

  /// Parses storyboard XML. `fileName` is only used in errors and descriptions.
  package static func parse(data: Data, fileName: String) throws(StoryboardError) -> StoryboardDocument {
    if data.count > maximumFileSize {
      throw .fileTooLarge(file: fileName, size: data.count, limit: maximumFileSize)
    }
    if let failure = StoryboardUTF8Check.firstInvalidSequence(in: data) {
      let hex = String(failure.byte, radix: 16, uppercase: true)
      throw .malformedXML(
        file: fileName, line: failure.line, column: failure.column,
        message: "byte 0x\(hex) is not valid UTF-8 (storyboards are UTF-8)")
    }
    let builder = StoryboardXMLBuilder(fileName: fileName, expectedBytes: data.count)
    let input = StoryboardXMLWorkarounds.paddingEmptyProcessingInstructions(data)
    if input.count > maximumFileSize {
      throw .fileTooLarge(file: fileName, size: data.count, limit: maximumFileSize)
    }
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
