import Foundation
import OpenUIKit
import Testing

/// Inputs the storyboard fuzzer (scripts/fuzz-storyboards.sh, issue 11 item 4) found crashing,
/// kept byte for byte: each must give a document or a typed error, never a crash.
@Suite struct StoryboardFuzzRegressionTests {
  /// crash-ad619e9f: `<?xm?>` — a processing instruction without data; Foundation's XMLParser
  /// on Linux called strlen(NULL) on it (segmentation fault inside XMLParser.parse).
  static let emptyProcessingInstruction = Data(
    base64Encoded:
      "PD94bT8+PGRvY3VtZW50IHR5cGU9ImNvbS5hcHBsZS5JbnRlbCB2ZXJzaW9uPSIxLjAiIGVuY29kaW5nPSJVVEYtOCI/Pjxkb2N1bWVudCB0eXBlPSJjb20uYXBwbGUuSW50ZXJmYWNaLUVYLXZ3MyIgaWQ9IklNNy1LYS03ZDciLz4KICAgICAgICAgICA8cA=="
  )!

  @Test("Fuzzer crash ad619e9f: a processing instruction without data (<?xm?>) is a typed error, not a crash in XMLParser")
  func emptyProcessingInstructionInput() {
    #expect(Self.emptyProcessingInstruction.count == 145)
    #expect(throws: StoryboardError.self) {
      try StoryboardParser.parse(data: Self.emptyProcessingInstruction, fileName: "crash-ad619e9f")
    }
  }

  @Test("XML allows processing instructions without data: <?target?> in a storyboard is read past, the document parses")
  func emptyProcessingInstructionInValidDocument() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <?target?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch"><?other?><scenes/></document>
      """
    let document = try StoryboardParser.parse(data: Data(xml.utf8), fileName: "PI.storyboard")
    #expect(document.scenes.isEmpty)
  }
}
