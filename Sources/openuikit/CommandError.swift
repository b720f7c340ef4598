import Foundation

/// A recoverable input error of the tool: says what went wrong and where (which argument or
/// option, which file). Printed by ArgumentParser as "Error: …"; the exit status is 1.
struct CommandError: Error, Equatable, CustomStringConvertible, LocalizedError {
  enum Kind: Equatable {
    case unknownScenario
    case timeOutsideTimeline
    case emptyTimeline
    case cannotWrite
    case invalidStoryboard
    case duplicateStoryboardName
    case noInitialViewController
    case unknownSegue
    case segueNotVisible
    case stepFailed
    case walkFailed
    case unknownDevice
    case invalidSize
    case chromiumMissing
    case rasterisingFailed
    case pillowMissing
    case assemblingFailed
  }

  var kind: Kind
  var description: String
  var errorDescription: String? { description }

  static func unknownScenario(_ name: String, available: [String], argument: String = "<scenario>")
    -> CommandError
  {
    CommandError(
      kind: .unknownScenario,
      description:
        "unknown scenario '\(name)' (\(argument)); available: \(available.joined(separator: ", "))")
  }

  static func timeOutsideTimeline(_ time: Double, scenario: String, start: Double, end: Double)
    -> CommandError
  {
    CommandError(
      kind: .timeOutsideTimeline,
      description:
        "time \(time) s (--at) is outside scenario '\(scenario)', which runs from \(start) s to \(end) s"
    )
  }

  static func emptyTimeline(_ scenario: String) -> CommandError {
    CommandError(kind: .emptyTimeline, description: "scenario '\(scenario)' recorded no frames")
  }

  static func cannotWrite(_ path: String, option: String, reason: String) -> CommandError {
    CommandError(kind: .cannotWrite, description: "cannot write '\(path)' (\(option)): \(reason)")
  }
}

extension CommandError {
  /// A storyboard file that cannot be loaded; `reason` is the parser's `StoryboardError`
  /// description (`Main.storyboard:12:5: error: malformed XML: …`).
  static func invalidStoryboard(_ path: String, reason: String) -> CommandError {
    CommandError(kind: .invalidStoryboard, description: "cannot load storyboard '\(path)' (<paths>): \(reason)")
  }

  static func duplicateStoryboardName(_ name: String, path: String, other: String) -> CommandError {
    CommandError(
      kind: .duplicateStoryboardName,
      description:
        "storyboard '\(path)' (<paths>) has the same name, '\(name)', as '\(other)'; references name storyboards by file name"
    )
  }

  static func noInitialViewController(_ path: String) -> CommandError {
    CommandError(
      kind: .noInitialViewController,
      description: "storyboard '\(path)' (the first of <paths>) has no initial view controller to start the run from")
  }

  /// A `--perform` identifier no loaded storyboard has.
  static func unknownSegue(_ identifier: String, available: [String]) -> CommandError {
    CommandError(
      kind: .unknownSegue,
      description:
        "unknown segue identifier '\(identifier)' (--perform); available: \(list(available))")
  }

  /// A `--perform` identifier that none of the controllers on screen has when its turn comes.
  static func segueNotVisible(_ identifier: String, visible: [String], available: [String]) -> CommandError {
    CommandError(
      kind: .segueNotVisible,
      description:
        "segue '\(identifier)' (--perform) belongs to no controller on screen (\(list(visible))); available now: \(list(available))"
    )
  }

  static func chromiumMissing(option: String = "--png") -> CommandError {
    CommandError(
      kind: .chromiumMissing,
      description:
        "\(option) needs Chromium to rasterise the frames: install it with `apt-get install -y --no-install-recommends chromium` or set OPENUIKIT_CHROMIUM to its path (--svg works without it)"
    )
  }

  static func rasterisingFailed(status: Int32, option: String = "--png") -> CommandError {
    CommandError(
      kind: .rasterisingFailed,
      description: "Chromium could not rasterise the frame (\(option); exit status \(status))")
  }

  /// Animated export needs Python's Pillow (and python3) to assemble the frames.
  static func pillowMissing(option: String) -> CommandError {
    CommandError(
      kind: .pillowMissing,
      description:
        "\(option) needs python3 with Pillow to assemble the frames: install it with `apt-get install -y python3-pil` or `python3 -m pip install pillow` (--svg works without it)"
    )
  }

  static func assemblingFailed(option: String, detail: String) -> CommandError {
    CommandError(kind: .assemblingFailed, description: "Pillow could not assemble the animation (\(option)): \(detail)")
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.map { "'\($0)'" }.joined(separator: ", ")
  }
}

/// Writes `text` to `path` as UTF-8, reporting failures as `CommandError.cannotWrite`.
func write(_ text: String, to path: String, option: String) throws -> URL {
  let url = URL(fileURLWithPath: path)
  do {
    try Data(text.utf8).write(to: url, options: .atomic)
  } catch {
    throw CommandError.cannotWrite(
      path, option: option, reason: (error as NSError).localizedDescription)
  }
  return url.standardizedFileURL
}
