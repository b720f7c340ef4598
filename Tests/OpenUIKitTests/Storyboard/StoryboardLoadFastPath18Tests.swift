import Foundation
import OpenUIKit
import OpenUIKitBenchmarkSupport
import Testing

/// sbload18's shortcuts in storyboard loading give what the longer way gave: the segue queries
/// that filter by kind before copying return exactly the filtered lists, and a storyboard's
/// document is one shared instance (reading it copies nothing).
@MainActor
@Suite struct StoryboardLoadFastPath18Tests {
  /// Every fixture storyboard and a generated one with every segue kind the benchmark uses.
  private func documents() throws -> [StoryboardDocument] {
    var documents = try StoryboardFixtures.all.map { try StoryboardFixtures.load($0) }
    documents.append(try StoryboardParser.parse(data: makeLargeStoryboard(scenes: 24), fileName: "Large.storyboard"))
    return documents
  }

  @Test("Rule: segues(ownedBy:where:) is segues(ownedBy:) filtered by kind, in document order, for every object")
  func ownedSeguesFilteredByKind() throws {
    let filters: [(String, (StoryboardSegueKind) -> Bool)] = [
      ("embed", { $0 == .embed }), ("not structural", { !$0.isStructural }), ("relationship", { $0 == .relationship }),
      ("none", { _ in false }), ("all", { _ in true }),
    ]
    var compared = 0
    for document in try documents() {
      for object in document.allObjects {
        guard let id = object.id else { continue }
        let owned = document.segues(ownedBy: id)
        for (name, includes) in filters {
          let filtered = document.segues(ownedBy: id, where: includes)
          #expect(filtered == owned.filter { includes($0.kind) }, "\(document.fileName) \(id) \(name)")
          compared += owned.count
        }
      }
      // An id nothing owns gives nothing.
      #expect(document.segues(ownedBy: "no-such-id", where: { _ in true }).isEmpty)
    }
    #expect(compared > 100)
  }

  @Test("Rule: segues(fromViewControllerID:where:) and relationshipSegues(ofViewControllerID:) are the source's segues filtered by kind")
  func sourceSeguesFilteredByKind() throws {
    var relationships = 0
    for document in try documents() {
      for object in document.allObjects where object.isViewController {
        guard let id = object.id else { continue }
        let all = document.segues(fromViewControllerID: id)
        #expect(document.segues(fromViewControllerID: id, where: { !$0.isStructural }) == all.filter { !$0.kind.isStructural })
        let related = document.relationshipSegues(ofViewControllerID: id)
        #expect(related == all.filter { $0.kind == .relationship })
        relationships += related.count
      }
    }
    // Navigation and tab bar controllers in the fixtures and the generated scenes.
    #expect(relationships > 10)
  }

  @Test("Rule: a storyboard's document is one shared instance, the one its controllers' scenes come from")
  func documentIsShared() throws {
    let storyboard = try UIStoryboard(data: makeLargeStoryboard(scenes: 6), fileName: "Large.storyboard")
    let document = try #require(storyboard.document)
    #expect(storyboard.document === document)
    let instantiator = StoryboardInstantiator(storyboard: storyboard)
    let controller = try #require(document.initialViewController.flatMap { instantiator.instantiateController($0) })
    #expect(controller.storyboard === storyboard)
    #expect(controller.storyboard?.document === document)
  }
}
