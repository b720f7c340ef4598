import Foundation

/// The `<classes>` section older storyboards carry (Xcode 4 and 5 wrote it; later Xcodes drop
/// it): the project's classes as Interface Builder saw them, each with its superclass and the
/// actions and outlets it declares.
///
/// ```xml
/// <classes>
///     <class className="MenuViewController" superclassName="UITableViewController">
///         <source key="sourceIdentifier" type="project" relativePath="./Classes/MenuViewController.h"/>
///         <relationships>
///             <relationship kind="action" name="unwindToMenu:" candidateClass="UIStoryboardSegue"/>
///         </relationships>
///     </class>
/// </classes>
/// ```
package struct StoryboardClassDeclarations: Sendable, Hashable {
  /// Superclass by class name, as declared.
  package var superclassNames: [String: String] = [:]
  /// Actions each class declares itself (not inherited), by class name.
  package var declaredActions: [String: Set<String>] = [:]

  package init() {}

  /// Reads the `<classes>` elements among a document's top-level elements (none: empty).
  package init(elements: [StoryboardElement]) {
    for section in elements where section.name == "classes" {
      for declaration in section.children where declaration.name == "class" {
        guard let name = declaration.attributes["className"] else { continue }
        if let superclass = declaration.attributes["superclassName"] { superclassNames[name] = superclass }
        var actions = declaredActions[name] ?? []
        for relationships in declaration.children where relationships.name == "relationships" {
          for relationship in relationships.children
          where relationship.name == "relationship" && relationship.attributes["kind"] == "action" {
            if let action = relationship.attributes["name"] { actions.insert(action) }
          }
        }
        declaredActions[name] = actions
      }
    }
  }

  /// Whether the section is absent (or empty).
  package var isEmpty: Bool { superclassNames.isEmpty && declaredActions.isEmpty }

  /// Whether `className` is declared here.
  package func declares(_ className: String) -> Bool {
    declaredActions[className] != nil || superclassNames[className] != nil
  }

  /// The actions `className` responds to: its own and those its declared superclasses declare
  /// (a cycle of superclasses stops at the first repeat).
  package func actions(of className: String) -> Set<String> {
    var result = Set<String>()
    var seen = Set<String>()
    var current: String? = className
    while let name = current, seen.insert(name).inserted {
      result.formUnion(declaredActions[name] ?? [])
      current = superclassNames[name]
    }
    return result
  }

  /// Merges another file's section (an app's storyboards each carry their own copy).
  package mutating func merge(_ other: StoryboardClassDeclarations) {
    superclassNames.merge(other.superclassNames) { mine, _ in mine }
    declaredActions.merge(other.declaredActions) { $0.union($1) }
  }
}

extension StoryboardDocument {
  /// The document's `<classes>` section (empty when the file has none).
  package var classDeclarations: StoryboardClassDeclarations { StoryboardClassDeclarations(elements: elements) }
}
