import Foundation
import Testing

/// How `assertSnapshot` treats reference files, from `SNAPSHOT_TESTING_RECORD`:
/// - `missing` (default): compare with the reference; a missing reference is written and the
///   test fails (run again to compare against it);
/// - `all`: write every reference anew and fail (so a recording run is never mistaken for a
///   passing one);
/// - `never`: compare only; a missing reference fails without writing anything (CI).
enum SnapshotRecordMode: String, CaseIterable {
  case all, missing, never

  static var current: SnapshotRecordMode {
    guard let raw = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty
    else {
      return .missing
    }
    return SnapshotRecordMode(rawValue: raw.lowercased()) ?? .missing
  }
}

/// Where a test file's references live: `Tests/OpenUIKitRenderTests/__Snapshots__/<file>/`.
func snapshotDirectory(for filePath: String) -> URL {
  let file = URL(fileURLWithPath: filePath)
  var directory = file.deletingLastPathComponent()
  while directory.lastPathComponent != "OpenUIKitRenderTests" && directory.path != "/" {
    directory.deleteLastPathComponent()
  }
  return
    directory
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
}

/// Compares `text` with the stored reference `<name>.<pathExtension>`. On a mismatch the actual
/// text is written next to it as `<name>.actual.<pathExtension>` (ignored by git) and the
/// first differing line is reported.
func assertSnapshot(
  _ text: String, named name: String, pathExtension: String = "svg",
  mode: SnapshotRecordMode = .current, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = snapshotDirectory(for: filePath)
  let reference = directory.appendingPathComponent("\(name).\(pathExtension)")
  let actual = directory.appendingPathComponent("\(name).actual.\(pathExtension)")
  let fm = FileManager.default

  func write(_ url: URL) {
    do {
      try fm.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    } catch {
      Issue.record("cannot write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
    }
  }

  if mode == .all {
    write(reference)
    Issue.record(
      "Recorded snapshot \(reference.path) (SNAPSHOT_TESTING_RECORD=all); run again without it to compare.",
      sourceLocation: sourceLocation)
    return
  }
  guard let data = fm.contents(atPath: reference.path) else {
    if mode == .missing {
      write(reference)
      Issue.record(
        "No reference snapshot; recorded \(reference.path). Check it and run again.",
        sourceLocation: sourceLocation)
    } else {
      Issue.record(
        "No reference snapshot at \(reference.path) (SNAPSHOT_TESTING_RECORD=never); record it with SNAPSHOT_TESTING_RECORD=missing.",
        sourceLocation: sourceLocation)
    }
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  if expected == text {
    try? fm.removeItem(at: actual)
    return
  }
  write(actual)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let index =
    zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expectedLines.count, actualLines.count)
  let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "<end of file>"
  }
  Issue.record(
    """
    Snapshot \(name).\(pathExtension) differs at line \(index + 1):
      expected: \(line(expectedLines))
      actual:   \(line(actualLines))
    reference: \(reference.path)
    actual:    \(actual.path)
    """,
    sourceLocation: sourceLocation)
}
