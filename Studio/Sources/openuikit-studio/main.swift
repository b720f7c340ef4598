import Foundation
import OpenUIKitStudio

// openuikit-studio [--port 8080] [--scene NAME] [STORYBOARD…]: serves the live studio on
// 127.0.0.1; storyboards become scenes, their custom classes stand-ins.
var port = 8080
var scene: String?
var storyboards: [String] = []
var args = Array(CommandLine.arguments.dropFirst())
func usage(_ problem: String) -> Never {
  FileHandle.standardError.write(Data("error: \(problem)\nusage: openuikit-studio [--port N] [--scene NAME] [STORYBOARD…]\n".utf8))
  exit(2)
}
while !args.isEmpty {
  let arg = args.removeFirst()
  switch arg {
  case "--port":
    guard let value = args.first.flatMap(Int.init), (0...65535).contains(value) else { usage("--port needs a number 0…65535") }
    port = value
    args.removeFirst()
  case "--scene":
    guard let value = args.first else { usage("--scene needs a name") }
    scene = value
    args.removeFirst()
  case "-h", "--help": usage("help")
  default:
    guard !arg.hasPrefix("-") else { usage("unknown option '\(arg)'") }
    storyboards.append(arg)
  }
}
do {
  try await StudioServer(port: port, scene: scene, storyboards: storyboards).run()
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
