import Foundation
import OpenUIKit

/// Which stand-in answers which unwind action (`--stand-ins`).
///
/// UIKit lands an unwind on the nearest controller up the source's parents and presenters (and
/// their allowed children) whose `canPerformUnwindSegueAction(_:from:sender:)` is true: by
/// default, one that responds to the action and is not the source (UIViewController docs). With
/// the app's classes absent, what a class responds to must come from the storyboard, in this
/// order (Docs/Behaviour.md, "Unwinds without the app's classes"):
/// 1. the `<classes>` section older storyboards carry: a stand-in answers exactly the actions
///    its class (or a declared superclass) declares, when any class there declares the action;
/// 2. otherwise the action's name: the words after `unwindTo`/`unwindFor`/`unwind` (and before
///    `WithSegue`) in order among the words of the class name (`unwindToCrossDissolveViewController:`
///    names `AAPLCrossDissolveFirstViewController`), or as a substring of it;
/// 3. otherwise, when it names no missing class, every stand-in answers it, so the nearest one in
///    UIKit's search wins.
/// A stand-in never answers for the unwind's own source (UIKit's default rule).
extension StoryboardStandIns {
  /// Why a stand-in answers an action (recorded in the trace when the action runs).
  enum UnwindReason: String, Sendable {
    case declared = "declared by its class in <classes>"
    case named = "its class name matches the action"
    case unclaimed = "no class declares or is named by the action: every stand-in answers, the nearest wins"
  }

  /// The unwind actions each missing class answers, with why.
  static func unwindAnswers(
    actions: Set<String>, classes: [String], declarations: StoryboardClassDeclarations
  ) -> [String: [String: UnwindReason]] {
    var answers: [String: [String: UnwindReason]] = [:]
    for action in actions {
      let declaring = declarations.declaredActions.keys.filter { declarations.actions(of: $0).contains(action) }
      if !declaring.isEmpty {
        for name in classes where declarations.actions(of: name).contains(action) {
          answers[name, default: [:]][action] = .declared
        }
        continue
      }
      let named = classes.filter { names($0, action) }
      for name in named.isEmpty ? classes : named {
        answers[name, default: [:]][action] = named.isEmpty ? .unclaimed : .named
      }
    }
    return answers
  }

  /// True when the words after "unwindTo"/"unwindFor"/"unwind" in `action` (before
  /// "WithSegue") are in `className`: as a substring, or as camel-case words in order.
  package static func names(_ className: String, _ action: String) -> Bool {
    var words = action.hasSuffix(":") ? String(action.dropLast()) : action
    for prefix in ["unwindTo", "unwindFor", "unwind"] where words.hasPrefix(prefix) {
      words = String(words.dropFirst(prefix.count))
      break
    }
    if words.hasSuffix("WithSegue") { words = String(words.dropLast("WithSegue".count)) }
    guard !words.isEmpty else { return false }
    if className.lowercased().contains(words.lowercased()) { return true }
    let wanted = camelCaseWords(words)
    var have = camelCaseWords(className)[...]
    for word in wanted {
      guard let i = have.firstIndex(of: word) else { return false }
      have = have[(i + 1)...]
    }
    return true
  }

  /// `AAPLCrossDissolveFirstViewController` → ["aapl", "cross", "dissolve", "first", "view",
  /// "controller"]: a word starts at an uppercase letter after a lowercase one or a digit, or at
  /// the last capital of a run followed by a lowercase letter; underscores separate.
  package static func camelCaseWords(_ text: String) -> [String] {
    let characters = Array(text)
    var words: [String] = []
    var current = ""
    for (i, c) in characters.enumerated() {
      if c == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if c.isUppercase, !current.isEmpty {
        let previous = characters[i - 1]
        let next = i + 1 < characters.count ? characters[i + 1] : nil
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
          words.append(current)
          current = ""
        }
      }
      current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
  }
}
