import Foundation
import OpenUIKit
import OpenUIKitBenchmarkSupport
import Testing

/// `makeLargeStoryboard(scenes:)` feeds the load benchmark; it must produce valid documents of
/// several thousand objects whose references all resolve, for any scene count.
@Suite struct LargeStoryboardTests {
  @Test("600 generated scenes parse into several thousand objects with every reference resolved")
  func largeStoryboardParses() throws {
    let data = makeLargeStoryboard(scenes: 600)
    let document = try StoryboardParser.parse(data: data, fileName: "Large.storyboard")
    #expect(document.scenes.count == 600)
    let objects = document.allObjects
    #expect(objects.count > 5_000)
    let ids = objects.compactMap(\.id)
    #expect(ids.count == Set(ids).count)
    #expect(document.initialViewController?.elementName == "navigationController")
    #expect(document.segues.count == 100 * 12)  // 2 + 3 + 2 + 4 + 1 per group of six
    for segue in document.segues {
      #expect(document.object(withID: segue.destinationID) != nil)
      #expect(segue.sourceViewControllerID != nil)
    }
    let unwinds = document.segues.filter { $0.kind == .unwind }
    #expect(unwinds.count == 100)
    #expect(unwinds.allSatisfy { document.object(withID: $0.destinationID)?.category == .exit })
    #expect(document.segues.filter { $0.ownerElementName == "tapGestureRecognizer" }.count == 100)
    #expect(document.storyboardIdentifiers.count == 300)
    let label = try #require(objects.first { $0.elementName == "label" && $0.textColor?.value == .named("maroon color") })
    #expect(label.textColor.flatMap(document.resolvedColor)?.red == 0.501_999_974_250_793_46)
  }

  @Test("Any scene count gives a valid document (groups are cut after any scene)")
  func everySceneCount() throws {
    for count in 1...13 {
      let document = try StoryboardParser.parse(data: makeLargeStoryboard(scenes: count), fileName: "Large.storyboard")
      #expect(document.scenes.count == count)
      #expect(document.initialViewController != nil)
    }
  }

  @Test("The generator is deterministic")
  func deterministic() {
    #expect(makeLargeStoryboard(scenes: 30) == makeLargeStoryboard(scenes: 30))
  }
}
