import Foundation
import OpenUIKitPort

// openuikit-port SOURCES… --out DIR [--dry-run]
// Rewrites iOS sources so they build against OpenUIKit (Docs/Porting.md). Exit status: 0 when
// everything was ported, 1 when something was left for a person (listed as file:line lines),
// 2 for bad arguments or unreadable files.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("openuikit-port: \(message)\n".utf8))
  exit(2)
}

let usage = """
  usage: openuikit-port SOURCES… --out DIR [--dry-run]
    SOURCES    Swift files, or folders searched for .swift files
    --out DIR  where the ported files and PortedTypes.swift are written (same relative paths)
    --dry-run  print a unified diff of what would change instead of writing
  """

var sources: [String] = []
var outDir: String?
var dryRun = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--out", "-o":
    guard let value = arguments.next() else { fail("--out needs a folder\n\(usage)") }
    outDir = value
  case "--dry-run": dryRun = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    if argument.hasPrefix("-") { fail("unknown option \(argument)\n\(usage)") }
    sources.append(argument)
  }
}
guard !sources.isEmpty else { fail("no sources\n\(usage)") }
guard dryRun || outDir != nil else { fail("--out DIR is required (or --dry-run)\n\(usage)") }

let fileManager = FileManager.default
var files: [(path: String, relative: String)] = []
for source in sources {
  var isDirectory: ObjCBool = false
  guard fileManager.fileExists(atPath: source, isDirectory: &isDirectory) else { fail("\(source): no such file or folder") }
  if isDirectory.boolValue {
    let root = URL(fileURLWithPath: source).standardizedFileURL.path
    // The output folder inside a source folder is not a source (a second run would see every type twice).
    let outPath = outDir.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
    let found = (fileManager.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { relative in
        relative.hasSuffix(".swift") && !(outPath.map { out in "\(root)/\(relative)".hasPrefix(out) } ?? false)
      }.sorted()
    // Several folders: each keeps its own name in the output, so equal relative paths do not collide.
    let prefix = sources.count > 1 ? URL(fileURLWithPath: root).lastPathComponent + "/" : ""
    files += found.map { ("\(root)/\($0)", prefix + $0) }
  } else {
    files.append((source, URL(fileURLWithPath: source).lastPathComponent))
  }
}

var inputs: [PortInput] = []
for file in files {
  guard let data = fileManager.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
    fail("\(file.path): cannot read it as UTF-8 text")
  }
  inputs.append(PortInput(path: file.path, text: text))
}

let result = Porter.port(inputs)
let relative = Dictionary(files.map { ($0.path, $0.relative) }, uniquingKeysWith: { a, _ in a })

if dryRun {
  for file in result.files where file.original != file.ported {
    print(unifiedDiff(old: file.original, new: file.ported, oldName: "a/\(relative[file.path]!)", newName: "b/\(relative[file.path]!)"), terminator: "")
  }
  let existing = inputs.first { $0.path.hasSuffix("/" + result.generatedFileName) || $0.path == result.generatedFileName }?.text ?? ""
  if existing != result.generatedFile {
    print(unifiedDiff(old: existing, new: result.generatedFile, oldName: existing.isEmpty ? "/dev/null" : "a/\(result.generatedFileName)", newName: "b/\(result.generatedFileName)"), terminator: "")
  }
} else if let outDir {
  let root = URL(fileURLWithPath: outDir)
  do {
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    for file in result.files {
      let url = root.appendingPathComponent(relative[file.path]!)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.ported.utf8).write(to: url)
    }
    try Data(result.generatedFile.utf8).write(to: root.appendingPathComponent(result.generatedFileName))
  } catch {
    fail("cannot write to \(outDir): \(error)")
  }
}

for diagnostic in result.diagnostics {
  FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
exit(result.diagnostics.isEmpty ? 0 : 1)
