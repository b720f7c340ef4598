import Foundation

/// A recoverable input error of the tool: says what went wrong and where (which argument or
/// option, which file). Printed by ArgumentParser as "Error: …"; the exit status is 1.
struct CommandError: Error, Equatable, CustomStringConvertible, LocalizedError {
  enum Kind: Equatable {
    case unknownScenario
    case timeOutsideTimeline
    case emptyTimeline
    case cannotWrite
    case storyboard
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

  /// A storyboard that cannot be loaded or a segue that cannot be performed.
  static func storyboard(_ message: String) -> CommandError {
    CommandError(kind: .storyboard, description: message)
  }

  static func cannotWrite(_ path: String, option: String, reason: String) -> CommandError {
    CommandError(kind: .cannotWrite, description: "cannot write '\(path)' (\(option)): \(reason)")
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
