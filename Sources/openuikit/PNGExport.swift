import Foundation

/// PNG frames through headless Chromium (Debian's `chromium`, as the browser test uses): the
/// frame's SVG is written to a temporary file and Chromium rasterises it at 1 px per point,
/// the viewport's size — the same path as the page's "PNG" button, where the browser
/// rasterises the SVG.
enum PNGExport {
  /// Where Chromium is looked for: `$OPENUIKIT_CHROMIUM`, then the Debian paths.
  static func chromium(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let candidates = [environment["OPENUIKIT_CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Rasterises `svg` (of `width` × `height` points) to the PNG file at `path`.
  static func write(svg: String, width: Int, height: Int, to path: String) throws -> URL {
    guard let chromium = chromium() else { throw CommandError.chromiumMissing() }
    let fm = FileManager.default
    let folder = fm.temporaryDirectory.appendingPathComponent("openuikit-png-\(UUID().uuidString)")
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: folder) }
    let source = folder.appendingPathComponent("frame.svg")
    try Data(svg.utf8).write(to: source)
    let shot = folder.appendingPathComponent("frame.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      "--window-size=\(max(width, 1)),\(max(height, 1))", "--screenshot=\(shot.path)", source.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let png = fm.contents(atPath: shot.path), !png.isEmpty else {
      throw CommandError.rasterisingFailed(status: process.terminationStatus)
    }
    let url = URL(fileURLWithPath: path)
    do {
      try png.write(to: url, options: .atomic)
    } catch {
      throw CommandError.cannotWrite(path, option: "--png", reason: (error as NSError).localizedDescription)
    }
    return url.standardizedFileURL
  }
}
