import Foundation
import OpenUIKitRender

/// A scenario as an animated image (`openuikit render SCENARIO --gif FILE` / `--apng FILE`):
/// frames sampled at `--fps` from the recording, each drawn as SVG and rasterised by headless
/// Chromium (as `--png` does; several frames per launch, laid out on a sheet of `<img>`s so
/// their SVG ids stay apart), then cut apart and assembled by Pillow (Python's imaging library,
/// `python3-pil` in Debian or `pillow` on PyPI). Both are checked before any work, and a
/// missing one is named with how to install it.
enum AnimationExport {
  enum Format: String {
    case gif = "GIF"
    case apng = "PNG"

    var option: String { self == .gif ? "--gif" : "--apng" }
  }

  /// The largest sheet side in pixels: Chromium screenshots this size quickly and safely.
  static let sheetSide = 4096

  /// The recorded frame shown at each sample time `start + k / fps` up to the end.
  static func sampledFrames(of timeline: Timeline, fps: Int) -> [Int] {
    guard !timeline.frames.isEmpty, fps > 0 else { return [] }
    let count = Int(((timeline.endTime - timeline.startTime) * Double(fps) + Timeline.timeTolerance).rounded(.down)) + 1
    return (0..<count).map { k in
      timeline.frameIndex(at: timeline.startTime + Double(k) / Double(fps)) ?? timeline.frames.count - 1
    }
  }

  /// The Python that assembles the frames: `$OPENUIKIT_PYTHON`, else `python3` on the PATH.
  static func python(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    environment["OPENUIKIT_PYTHON"] ?? "python3"
  }

  /// Fails with what is missing (Pillow or python3, then Chromium) before any work; returns
  /// Chromium's path.
  static func checkTools(
    for format: Format, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> String {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = [python(environment: environment), "-c", "import PIL.Image"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    do {
      try probe.run()
      probe.waitUntilExit()
    } catch {
      throw CommandError.pillowMissing(option: format.option)
    }
    guard probe.terminationStatus == 0 else { throw CommandError.pillowMissing(option: format.option) }
    guard let chromium = PNGExport.chromium(environment: environment) else { throw CommandError.chromiumMissing(option: format.option) }
    return chromium
  }

  /// Writes the animation of `svgs` (each `width` × `height` points, shown `delay` ms each,
  /// looping) to `path`.
  static func write(svgs: [String], width: Int, height: Int, delay: Int, format: Format, to path: String) throws -> URL {
    let chromium = try checkTools(for: format)
    let fm = FileManager.default
    let folder = fm.temporaryDirectory.appendingPathComponent("openuikit-anim-\(UUID().uuidString)")
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: folder) }
    let w = max(width, 1), h = max(height, 1)
    let columns = max(1, sheetSide / w), rows = max(1, sheetSide / h)
    var sheets: [String] = []
    for (sheetIndex, start) in stride(from: 0, to: svgs.count, by: columns * rows).enumerated() {
      let members = Array(svgs[start..<min(start + columns * rows, svgs.count)])
      var html = "<!DOCTYPE html><html><head><style>html,body{margin:0;background:#fff}"
      html += "img{position:absolute;display:block;width:\(w)px;height:\(h)px}</style></head><body>"
      for (i, svg) in members.enumerated() {
        let file = "s\(sheetIndex)f\(i).svg"
        try Data(svg.utf8).write(to: folder.appendingPathComponent(file))
        html += "<img src=\"\(file)\" style=\"left:\((i % columns) * w)px;top:\((i / columns) * h)px\">"
      }
      html += "</body></html>"
      let page = folder.appendingPathComponent("sheet\(sheetIndex).html")
      try Data(html.utf8).write(to: page)
      let shot = folder.appendingPathComponent("sheet\(sheetIndex).png")
      let usedRows = (members.count + columns - 1) / columns
      try screenshot(
        chromium: chromium, page: page, width: min(members.count, columns) * w, height: usedRows * h, to: shot,
        profile: folder.appendingPathComponent("profile"), option: format.option)
      sheets.append(shot.path)
    }
    let output = folder.appendingPathComponent("out")
    try assemble(
      sheets: sheets, count: svgs.count, columns: columns, rows: rows, width: w, height: h, delay: delay,
      format: format, to: output)
    guard let data = fm.contents(atPath: output.path), !data.isEmpty else {
      throw CommandError.assemblingFailed(option: format.option, detail: "Pillow wrote nothing")
    }
    let url = URL(fileURLWithPath: path)
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw CommandError.cannotWrite(path, option: format.option, reason: (error as NSError).localizedDescription)
    }
    return url.standardizedFileURL
  }

  private static func screenshot(
    chromium: String, page: URL, width: Int, height: Int, to shot: URL, profile: URL, option: String
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
      "--allow-file-access-from-files", "--user-data-dir=\(profile.path)",
      "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", page.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: shot.path) else {
      throw CommandError.rasterisingFailed(status: process.terminationStatus, option: option)
    }
  }

  /// Cuts the frames out of the sheets (row by row) and saves them as one looping animation.
  private static func assemble(
    sheets: [String], count: Int, columns: Int, rows: Int, width: Int, height: Int, delay: Int,
    format: Format, to output: URL
  ) throws {
    let script = """
      import sys
      from PIL import Image
      out, fmt, w, h, cols, rows, count, delay = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:9])
      frames = []
      for sheet in sys.argv[9:]:
          with Image.open(sheet) as image:
              image = image.convert("RGB")
              for i in range(cols * rows):
                  if len(frames) == count:
                      break
                  x, y = (i % cols) * w, (i // cols) * h
                  frames.append(image.crop((x, y, x + w, y + h)))
      frames[0].save(out, format=fmt, save_all=True, append_images=frames[1:], duration=delay, loop=0)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [python(), "-c", script, output.path, format.rawValue]
      + [width, height, columns, rows, count, delay].map(String.init) + sheets
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let detail = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let last = detail.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
      throw CommandError.assemblingFailed(option: format.option, detail: last)
    }
  }
}
