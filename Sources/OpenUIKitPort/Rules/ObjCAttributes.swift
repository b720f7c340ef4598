import SwiftSyntax

/// Rule: the Objective-C attributes Linux cannot compile are removed — `@objc`, `@objc(name)`,
/// `@objcMembers`, `@nonobjc`, `dynamic`, `@IBDesignable`, `@IBInspectable`, and the app
/// delegate's `@UIApplicationMain`/`@main` (tests are the entry point), `@convention(block)`
/// (Objective-C blocks are Swift closures here) — and so are
/// `@IBOutlet`, `@IBAction` and `@IBSegueAction` once `InterfaceBuilder` has read them (their
/// meaning moves into generated registrations). The `optional` of `@objc` protocol members is
/// `OptionalProtocols`'s.
enum ObjCAttributes {
  static let removedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBDesignable", "IBInspectable", "IBOutlet", "IBOutletCollection",
    "IBAction", "IBSegueAction", "GKInspectable", "UIApplicationMain",
  ]

  static func run(_ file: FilePort) {
    let visitor = Visitor(file)
    visitor.walk(file.tree)
  }

  private final class Visitor: SyntaxVisitor {
    let file: FilePort
    init(_ file: FilePort) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      let name = node.attributeName.trimmedDescription
      let isBlockConvention = name == "convention" && node.arguments?.trimmedDescription == "block"
      if removedAttributes.contains(name) || name == "main" && isAppDelegate(node) || isBlockConvention {
        file.edits.append(.remove(node, in: file.bytes))
      }
      return .skipChildren
    }

    /// `@main class AppDelegate: UIResponder, UIApplicationDelegate`: the app's entry point on
    /// iOS; ported code runs inside tests, whose runner is the entry point.
    private func isAppDelegate(_ node: AttributeSyntax) -> Bool {
      guard let decl = node.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
      return decl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "UIApplicationDelegate" } ?? false
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text == "dynamic" { file.edits.append(.remove(node, in: file.bytes)) }
      return .skipChildren
    }
  }
}
