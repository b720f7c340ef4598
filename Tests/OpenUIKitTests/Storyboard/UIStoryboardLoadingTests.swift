import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// UIStoryboard loading, the class registry and input errors (DESIGN.md "Errors and misuse").
@MainActor
@Suite(.serialized)
struct UIStoryboardLoadingTests {
  @Test("Missing file: UIStoryboard(name:bundle:) is UIKit's exception and an empty storyboard; contentsOf: throws fileNotFound")
  func missingFile() {
    let start = UIApplication.shared.diagnostics.count
    let storyboard = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
    #expect(storyboard.instantiateInitialViewController() == nil)
    let found = diagnostics(since: start)
    #expect(found.count == 1)
    #expect(found.first?.kind == .exception)
    #expect(found.first?.message.hasPrefix("Could not find a storyboard named 'NoSuchStoryboard' in bundle") == true)
    let url = StoryboardFixtures.directory.appendingPathComponent("NoSuch.storyboard")
    #expect(throws: StoryboardLoadError.self) { try UIStoryboard(contentsOf: url) }
    do {
      _ = try UIStoryboard(contentsOf: url)
    } catch {
      #expect(error.file == url.path)
      #expect(error.description.contains("no storyboard file"))
    }
  }

  @Test("Malformed XML: a typed error with file and line")
  func malformedXML() {
    do {
      _ = try UIStoryboard(data: Data("<document><scenes>".utf8), fileName: "Broken.storyboard")
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "Broken.storyboard")
      #expect(error.description.hasPrefix("Broken.storyboard:"))
    }
  }

  @Test("Unknown storyboard identifier: UIKit's exception \"Storyboard (<…>) doesn't contain a view controller with identifier 'x'\"")
  func unknownIdentifier() throws {
    RuntimeStoryboards.register(log: Log())
    let storyboard = try RuntimeStoryboards.storyboard()
    let start = UIApplication.shared.diagnostics.count
    let made = storyboard.instantiateViewController(withIdentifier: "Nope")
    #expect(made.storyboard == nil)
    let found = diagnostics(since: start)
    #expect(found.map(\.message) == ["Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'Nope'"])
    #expect(found.first?.kind == .exception)
  }

  @Test("Unknown custom class: warning \"Unknown class X in Interface Builder file.\" and the scene loads with its base class")
  func unknownCustomClass() throws {
    let storyboard = try RuntimeStoryboards.storyboard()
    StoryboardClassRegistry.removeAll()
    defer { RuntimeStoryboards.register(log: Log()) }
    let start = UIApplication.shared.diagnostics.count
    let made = try #require(storyboard.instantiateInitialViewController())
    #expect(type(of: made) == UIViewController.self)
    #expect(made.title == "Src")
    let found = diagnostics(since: start)
    #expect(found.first?.message == "Unknown class SourceViewController in Interface Builder file.")
    #expect(found.first?.kind == .warning)
  }

  @Test("Class registry: init?(coder:) registration gets the storyboard coder; creators win over the registry; awakeFromNib is called")
  func registryAndCreators() throws {
    final class CoderMade: UIViewController {
      var coderIdentifier: String?
      var awoke = false
      required init?(coder: NSCoder) {
        coderIdentifier = (coder as? StoryboardCoder)?.storyboardIdentifier
        super.init(coder: coder)
      }
      override func awakeFromNib() { awoke = true }
    }
    let log = Log()
    RuntimeStoryboards.register(log: log)
    StoryboardClassRegistry.register(CoderMade.self, name: "DestinationViewController")
    defer { RuntimeStoryboards.register(log: log) }
    let storyboard = try RuntimeStoryboards.storyboard()
    let made = try #require(storyboard.instantiateViewController(withIdentifier: "Destination") as? CoderMade)
    #expect(made.coderIdentifier == "Destination")
    #expect(made.awoke)
    #expect(made.storyboard === storyboard)
    let created: SegueProbe = storyboard.instantiateViewController(identifier: "Destination") { _ in
      SegueProbe("Created", log: log)
    }
    #expect(created.name == "Created")
    #expect(log.contains("Created.awakeFromNib"))
    let initial: UIViewController? = storyboard.instantiateInitialViewController { _ in nil }
    #expect(initial is UnwindTarget)
  }

  @Test("Search folders: UIStoryboard(name:bundle:) finds name.storyboard in a registered folder")
  func searchFolders() {
    let folder = StoryboardFixtures.directory.appendingPathComponent("AppleCustomTransitions")
    StoryboardSearchPath.add(folder)
    defer { StoryboardSearchPath.remove(folder) }
    let start = UIApplication.shared.diagnostics.count
    let storyboard = UIStoryboard(name: "Checkerboard", bundle: nil)
    #expect(storyboard.instantiateInitialViewController() != nil)
    #expect(diagnostics(since: start).allSatisfy { $0.kind == .warning })
  }
}
