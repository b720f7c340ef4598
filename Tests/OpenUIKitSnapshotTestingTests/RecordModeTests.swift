import Foundation
import OpenUIKitSnapshotTesting
import Testing
import UIKit

/// Record modes and diffs are swift-snapshot-testing's own: these run `verifySnapshot` with our
/// strategies against a temporary snapshot directory.
@MainActor
@Suite(.serialized)
final class RecordModeTests {
  let directory: String

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-mode-\(UUID().uuidString)").path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: directory)
  }

  func box(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.backgroundColor = color
    return view
  }

  func verify(_ view: UIView, record: SnapshotTestingConfiguration.Record) -> String? {
    verifySnapshot(of: view, as: .svg, named: "box", record: record, snapshotDirectory: directory, testName: "modes")
  }

  var reference: String? {
    FileManager.default.contents(atPath: directory + "/modes.box.svg").map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("never: a missing reference fails and nothing is written")
  func neverDoesNotWrite() {
    #expect(verify(box(.red), record: .never)?.contains("No reference was found on disk") == true)
    #expect(reference == nil)
  }

  @Test("missing: the reference is written and the run fails; the next run compares and passes")
  func missingRecordsThenCompares() {
    #expect(verify(box(.red), record: .missing)?.contains("Automatically recorded snapshot") == true)
    #expect(reference?.contains("fill=\"#ff0000\"") == true)
    #expect(verify(box(.red), record: .missing) == nil)
  }

  @Test("A mismatch fails with swift-snapshot-testing's line diff; failed re-records; all always records")
  func mismatchDiffAndRerecord() {
    _ = verify(box(.red), record: .missing)
    let failure = verify(box(.blue), record: .never)
    #expect(failure?.contains("does not match reference") == true)
    #expect(failure?.contains("−") == true || failure?.contains("-") == true)
    #expect(failure?.contains("#0000ff") == true)
    #expect(reference?.contains("#ff0000") == true)
    #expect(verify(box(.blue), record: .failed)?.contains("A new snapshot was automatically recorded") == true)
    #expect(reference?.contains("#0000ff") == true)
    #expect(verify(box(.green), record: .all)?.contains("Record mode is on") == true)
    #expect(reference?.contains("#00ff00") == true)
  }

  @Test("withSnapshotTesting(record:) sets the mode for assertSnapshot inside it")
  func withSnapshotTestingSetsMode() {
    withSnapshotTesting(record: .never) {
      #expect(verifySnapshot(of: box(.red), as: .svg, snapshotDirectory: directory, testName: "scoped") != nil)
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/scoped.1.svg"))
  }
}
