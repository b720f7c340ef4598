import Foundation
import Testing

/// Each test gets its own temporary `OpenUIKitRenderTests` folder with a fake test file in it;
/// the folder is removed when the test's instance goes away.
@Suite final class SnapshotAssertionTests {
  let temporary: URL
  let fakeFile: String
  let directory: URL

  init() throws {
    temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-assertion-\(UUID().uuidString)")
    let root = temporary.appendingPathComponent("OpenUIKitRenderTests")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    fakeFile = root.appendingPathComponent("Fake.swift").path
    directory = root.appendingPathComponent("__Snapshots__/Fake")
  }

  deinit {
    try? FileManager.default.removeItem(at: temporary)
  }

  func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("missing: a missing reference is written and the test fails; then it compares")
  func missingRecords() {
    withKnownIssue { assertSnapshot("a", named: "s", mode: .missing, filePath: fakeFile) }
    #expect(contents("s.svg") == "a")
    assertSnapshot("a", named: "s", mode: .missing, filePath: fakeFile)
  }

  @Test("never: a missing reference fails without writing")
  func neverDoesNotWrite() {
    withKnownIssue { assertSnapshot("a", named: "s", mode: .never, filePath: fakeFile) }
    #expect(contents("s.svg") == nil)
  }

  @Test("A mismatch fails and writes the actual text next to the reference; a match removes it")
  func mismatchWritesActual() {
    withKnownIssue { assertSnapshot("old", named: "s", mode: .missing, filePath: fakeFile) }
    withKnownIssue { assertSnapshot("new", named: "s", mode: .never, filePath: fakeFile) }
    #expect(contents("s.svg") == "old")
    #expect(contents("s.actual.svg") == "new")
    assertSnapshot("old", named: "s", mode: .never, filePath: fakeFile)
    #expect(contents("s.actual.svg") == nil)
  }

  @Test("all: every reference is rewritten and the test fails")
  func allRewrites() {
    withKnownIssue { assertSnapshot("old", named: "s", mode: .missing, filePath: fakeFile) }
    withKnownIssue { assertSnapshot("new", named: "s", mode: .all, filePath: fakeFile) }
    #expect(contents("s.svg") == "new")
  }
}
