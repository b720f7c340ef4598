import Foundation
import OpenUIKitRender
import Testing

@testable import openuikit

/// `openuikit render SCENARIO --gif FILE` / `--apng FILE` (issue 14, Deliver 5: "a scenario as an
/// animated image … with packages from Debian or PyPI"): the frames sampled at `--fps`,
/// rasterised by headless Chromium and assembled by Pillow. The files are read back here:
/// their size, frame count and total duration.
@MainActor
@Suite struct AnimationExportTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("openuikit-anim-tests-\(ProcessInfo.processInfo.processIdentifier)")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Whether Chromium and Pillow are there; records an issue naming what is missing if not.
  func toolsPresent() -> Bool {
    do {
      _ = try AnimationExport.checkTools(for: .gif)
      return true
    } catch {
      Issue.record("animated export cannot run here: \(error) (.ci/run installs Chromium and Pillow)")
      return false
    }
  }

  /// A GIF's logical screen size, its image count and the sum of its frame delays (ms).
  static func readGIF(_ data: Data) -> (width: Int, height: Int, frames: Int, milliseconds: Int)? {
    let b = [UInt8](data)
    guard b.count > 13, String(decoding: b[0..<6], as: UTF8.self) == "GIF89a" else { return nil }
    let width = Int(b[6]) | Int(b[7]) << 8, height = Int(b[8]) | Int(b[9]) << 8
    var i = 13
    if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 7) + 1) }
    var frames = 0, delay = 0
    func skipSubBlocks() {
      while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }
      i += 1
    }
    while i < b.count {
      switch b[i] {
      case 0x21:
        if b[i + 1] == 0xF9 { delay += (Int(b[i + 4]) | Int(b[i + 5]) << 8) * 10 }
        i += 2
        skipSubBlocks()
      case 0x2C:
        frames += 1
        let packed = b[i + 9]
        i += 10
        if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
        i += 1  // LZW minimum code size
        skipSubBlocks()
      case 0x3B:
        return (width, height, frames, delay)
      default:
        return nil
      }
    }
    return nil
  }

  /// An APNG's size (IHDR), frame count (acTL) and the sum of its fcTL delays (ms).
  static func readAPNG(_ data: Data) -> (width: Int, height: Int, frames: Int, milliseconds: Double)? {
    let b = [UInt8](data)
    func u32(_ at: Int) -> Int { b[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    func u16(_ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
    guard b.count > 33, b[0] == 0x89 else { return nil }
    var i = 8, frames = 0, delay = 0.0, size = (0, 0)
    while i + 8 <= b.count {
      let length = u32(i), type = String(decoding: b[i + 4..<i + 8], as: UTF8.self)
      if type == "IHDR" { size = (u32(i + 8), u32(i + 12)) }
      if type == "acTL" { frames = u32(i + 8) }
      if type == "fcTL" {
        let den = u16(i + 8 + 22)
        delay += Double(u16(i + 8 + 20)) * 1000 / Double(den == 0 ? 100 : den)
      }
      i += 12 + length
    }
    return (size.0, size.1, frames, delay)
  }

  @Test("Issue 14: render --gif writes the whole scenario as a looping GIF: the viewport's size, one frame per sample at --fps, its duration")
  func gif() throws {
    guard toolsPresent() else { return }
    let timeline = SyntheticTimelines.timeline(named: "synthetic-slide")!
    let path = directory.appendingPathComponent("slide.gif").path
    var command = try OpenUIKitCommand.parseAsRoot(["render", "synthetic-slide", "--gif", path, "--fps", "20"])
    try command.run()
    let data = try #require(FileManager.default.contents(atPath: path))
    let gif = try #require(Self.readGIF(data))
    let samples = AnimationExport.sampledFrames(of: timeline, fps: 20)
    #expect(samples.count == Int((timeline.duration * 20 + 1e-6).rounded(.down)) + 1)
    #expect(gif.width == Int(timeline.viewportSize.width) && gif.height == Int(timeline.viewportSize.height))
    // Pillow folds identical neighbours into one longer frame; the total stays one delay a sample.
    #expect(gif.frames > 2 && gif.frames <= samples.count)
    #expect(gif.milliseconds == samples.count * 50)
  }

  @Test("Issue 14: render --apng writes an animated PNG of the scenario inside the device frame")
  func apng() throws {
    guard toolsPresent() else { return }
    let timeline = SyntheticTimelines.timeline(named: "synthetic-card-flip")!
    let path = directory.appendingPathComponent("flip.png").path
    var command = try OpenUIKitCommand.parseAsRoot(["render", "synthetic-card-flip", "--apng", path, "--fps", "10", "--device-frame"])
    try command.run()
    let data = try #require(FileManager.default.contents(atPath: path))
    let png = try #require(Self.readAPNG(data))
    let samples = AnimationExport.sampledFrames(of: timeline, fps: 10)
    #expect(png.width == Int(timeline.viewportSize.width) && png.height == Int(timeline.viewportSize.height))
    #expect(png.frames > 2 && png.frames <= samples.count)
    #expect(abs(png.milliseconds - Double(samples.count * 100)) < 1)
  }

  @Test("Samples follow the media clock: the frame shown at start + k / fps, the last one at the end")
  func sampling() {
    let timeline = SyntheticTimelines.timeline(named: "synthetic-slide")!
    let samples = AnimationExport.sampledFrames(of: timeline, fps: 10)
    #expect(samples.first == 0)
    for (k, index) in samples.enumerated() {
      #expect(index == timeline.frameIndex(at: timeline.startTime + Double(k) / 10))
    }
  }

  @Test("Without Pillow, --gif says what is missing and how to install it (exit 1, no crash)")
  func missingPillow() {
    let error = #expect(throws: CommandError.self) {
      _ = try AnimationExport.checkTools(for: .gif, environment: ["OPENUIKIT_PYTHON": "/nonexistent/python3"])
    }
    #expect(error?.kind == .pillowMissing)
    #expect(error?.description.contains("--gif needs python3 with Pillow") == true)
    #expect(error?.description.contains("pip install pillow") == true)
  }

  @Test("--svg/--png need --at; --gif does not; --fps is 1 to 50")
  func validation() {
    #expect(throws: (any Error).self) { try OpenUIKitCommand.parseAsRoot(["render", "synthetic-slide", "--svg", "x.svg"]) }
    #expect(throws: Never.self) { try OpenUIKitCommand.parseAsRoot(["render", "synthetic-slide", "--gif", "x.gif"]) }
    #expect(throws: (any Error).self) { try OpenUIKitCommand.parseAsRoot(["render", "synthetic-slide", "--gif", "x.gif", "--fps", "60"]) }
  }
}
