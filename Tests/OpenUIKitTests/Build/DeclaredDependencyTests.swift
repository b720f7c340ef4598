import Foundation
import Testing

// The present+dismiss crash of branch cycles7 (issue 15) was a stale build, not a bug in the
// code: cycles7 made `CALayer._superlayer` final (three vtable entries fewer), OpenQuartzCore was
// recompiled, but OpenUIKitScenarios, which uses CALayer only through the UIKit shim
// (`@_exported import OpenQuartzCore`), was not. SwiftPM makes a target's compile depend only on
// its declared dependencies' .swiftmodule files, and the compiler leaves UIKit.swiftmodule
// untouched when the shim's interface is unchanged, so nothing told the build to recompile the
// scenarios: their objects called `masksToBounds = true` through the old vtable slot, which now
// held `backgroundColor`'s setter (a CGColor "pointer" of 1: a segfault in swift_retain). A
// merge that moved UIView/UIWindow members did the same to OpenUIKitLiveTests
// (`rootViewController` called `windowScene.modify`).
// (swiftlang/swift-package-manager#10483, swiftlang/swift#89636.)
//
// The rule that prevents it, checked here on Package.swift: every target declares each
// first-party module it reaches through its dependencies (the shims that only re-export —
// UIKit, CoreGraphics, QuartzCore — aside), so a layout change anywhere recompiles it.

private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Each target of Package.swift with the targets (by name, this package only) it depends on.
private func declaredTargets() throws -> [String: [String]] {
  let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
  guard let start = manifest.range(of: "  targets: [") else { return [:] }
  let body = manifest[start.upperBound...]
  var targets: [String: [String]] = [:]
  let declarations = body.components(separatedBy: ".target(")
    .flatMap { $0.components(separatedBy: ".testTarget(") }
    .flatMap { $0.components(separatedBy: ".executableTarget(") }
    .dropFirst()
  for declaration in declarations {
    guard let nameRange = declaration.range(of: #"name: "([^"]+)""#, options: .regularExpression) else { continue }
    let name = String(declaration[nameRange].dropFirst(7).dropLast())
    var dependencies: [String] = []
    if let deps = declaration.range(of: "dependencies: [") {
      let rest = declaration[deps.upperBound...]
      let list = rest[..<(rest.firstIndex(of: "]") ?? rest.endIndex)]
      // Quoted names that are not a product's `name:` or `package:`.
      let pattern = try NSRegularExpression(pattern: #"(name: |package: )?"([^"]+)""#)
      let text = String(list)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard match.range(at: 1).location == NSNotFound, let r = Range(match.range(at: 2), in: text) else { continue }
        dependencies.append(String(text[r]))
      }
    }
    targets[name] = dependencies
  }
  return targets
}

@Test("Package.swift: each target declares every first-party module it reaches (no stale objects after a layout change)")
func everyTargetDeclaresTheModulesItReaches() throws {
  let targets = try declaredTargets()
  #expect(targets["OpenUIKitScenarios"] != nil && targets["OpenUIKitLiveTests"] != nil, "Package.swift not parsed")
  let reExportingShims: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]
  for (name, direct) in targets.sorted(by: { $0.key < $1.key }) {
    var reached: Set<String> = []
    var work = direct.filter { targets[$0] != nil }
    while let next = work.popLast() {
      for dep in targets[next] ?? [] where targets[dep] != nil && reached.insert(dep).inserted { work.append(dep) }
    }
    let missing = reached.subtracting(direct).subtracting(reExportingShims).sorted()
    #expect(missing.isEmpty, "\(name) reaches \(missing) without declaring it")
  }
}
