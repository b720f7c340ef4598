import Foundation

// The player's style sheets and scripts: package resources under `Resources/Player` (plain
// ES2017 and CSS, no libraries), read through `Bundle.module`. The demo page inlines them into
// one self-contained file; the live studio serves the same files. Components:
//
// - `stage.js` / `stage.css`: the stage renderer, which draws a frame's layer states into a DOM
//   element (its interface is documented at the top of `stage.js`);
// - `log.js` / `log.css`: the event log;
// - `player.js` / `player.css`: the timeline player (scrubber, controls, clock);
// - `inspector.js`, `curves.js` / `inspector.css`: the layer inspector (click a layer) and the
//   curve plot of each animated property;
// - `device.js`: the device frame over the stage (status bar, home indicator, safe area);
// - `compare.js`: a second scenario side by side on the same clock (`TimelineView`, a stage
//   showing a timeline's frame at a media time without controls);
// - `export.js`: the frame shown as SVG or PNG (the browser rasterises the SVG);
// - `page.js` / `page.css`: the demo page (index, URL hash, keys, `window.openuikit`).

package enum HTMLTimelineAssets {
  /// Style sheets, in the order the page includes them.
  package static let styleFiles = ["page.css", "player.css", "stage.css", "log.css", "inspector.css"]
  /// Scripts, in the order the page runs them (each needs only those before it).
  package static let scriptFiles = [
    "util.js", "stage.js", "device.js", "log.js", "curves.js", "inspector.js", "compare.js", "export.js",
    "player.js", "page.js",
  ]

  /// The folder of the player's resources inside the module's bundle.
  package static var directory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Player", isDirectory: true)
  }

  /// One resource file's text. The files ship with the module; a missing one is a broken build.
  package static func text(of file: String) -> String {
    let url = directory.appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      preconditionFailure("OpenUIKitRender resource \(url.path) is missing: rebuild the package")
    }
    return text
  }

  /// Every style sheet, concatenated.
  package static let css: String = styleFiles.map(text(of:)).joined(separator: "\n")

  /// Every script, concatenated (each is its own function scope).
  package static let script: String = scriptFiles.map(text(of:)).joined(separator: "\n")
}
