import SwiftSyntax

/// Rule: CocoaPods-style sources that use UIKit types through their pod's umbrella header
/// (no `import UIKit` of their own) get the import, after their last import. Submodule imports
/// (`import UIKit.UIGestureRecognizerSubclass`) become `import UIKit`, and `import ObjectiveC`
/// (no such module without the runtime) goes.
enum ImportUIKit {
  static func run(_ file: FilePort) {
    var imports: [ImportDeclSyntax] = []
    for item in file.tree.statements {
      guard let decl = item.item.as(ImportDeclSyntax.self) else { continue }
      let path = decl.path.map(\.name.text)
      if path.first == "ObjectiveC" {
        file.edits.append(.remove(decl, in: file.bytes))
        continue
      }
      if path.first == "UIKit", path.count > 1 {
        file.edits.append(.replace(decl.path, with: "UIKit"))
      }
      imports.append(decl)
    }
    if imports.contains(where: { ["UIKit", "OpenUIKit"].contains($0.path.first?.name.text ?? "") }) { return }
    guard usesUIKit(file.tree) else { return }
    if let last = imports.last {
      file.edits.append(.insert("\nimport UIKit", at: last.endPositionBeforeTrailingTrivia))
    } else if let first = file.tree.statements.first {
      file.edits.append(.insert("import UIKit\n\n", at: first.positionAfterSkippingLeadingTrivia))
    }
  }

  /// Whether a token names a UIKit or Core Animation type (`UIView`, `CALayer`…).
  static func usesUIKit(_ tree: SourceFileSyntax) -> Bool {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind, text.count > 2 else { continue }
      let chars = Array(text)
      if (chars[0] == "U" && chars[1] == "I" || chars[0] == "C" && chars[1] == "A") && chars[2].isUppercase {
        return true
      }
    }
    return false
  }
}
