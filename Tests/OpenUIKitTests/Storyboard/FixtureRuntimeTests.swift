import Foundation
import OpenUIKit
import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// The real storyboards run: every scene of every fixture instantiates and loads its view, and
/// the Apple sample's segues and unwinds work with its classes translated to Swift.
@MainActor
@Suite(.serialized)
struct FixtureRuntimeTests {
  @Test("Issue 5.6 — every scene of every fixture storyboard instantiates and loads its view; unregistered classes only warn")
  func everySceneInstantiates() throws {
    AppleCustomTransitionsSample.register()
    let start = UIApplication.shared.diagnostics.count
    for path in StoryboardFixtures.all {
      let storyboard = try UIStoryboard(contentsOf: StoryboardFixtures.url(path))
      let document = try #require(storyboard.document)
      #expect(storyboard.instantiateInitialViewController() != nil, "\(path)")
      for scene in document.scenes {
        let object = try #require(scene.viewController, "\(path) \(scene.sceneID)")
        let controller = StoryboardInstantiator(storyboard: storyboard).instantiateController(object)
        #expect(controller != nil, "\(path) \(scene.sceneID)")
        controller?.loadViewIfNeeded()
        if let frame = object.view?.frame, let controller, object.view?.subviews.isEmpty == false {
          #expect(controller.view.frame == frame, "\(path) \(scene.sceneID)")
          #expect(controller.view.subviews.count == object.view?.subviews.count, "\(path) \(scene.sceneID)")
        }
      }
    }
    // Blackboard's classes are not registered: warnings only, never exceptions.
    let found = diagnostics(since: start)
    #expect(found.allSatisfy { $0.kind == .warning })
    #expect(found.contains { $0.message == "Unknown class MainViewController in Interface Builder file." })
    #expect(!found.contains { $0.message.contains("AAPL") })
  }

  @Test("Storyboard references — Blackboard Main's manual segue presents the initial controller of Photo.storyboard")
  func storyboardReference() throws {
    let storyboard = try UIStoryboard(contentsOf: StoryboardFixtures.url("Blackboard/Main.storyboard"))
    let main = try #require(storyboard.instantiateInitialViewController())
    let window = makeWindow(root: main)
    main.performSegue(withIdentifier: "Present Photos", sender: nil)
    UIApplication.shared.runUntilIdle()
    let presented = try #require(main.presentedViewController)
    #expect(presented.storyboard?.document?.fileName == "Photo.storyboard")
    #expect(presented.storyboard !== storyboard)
    _ = window
  }

  @Test("Apple sample — the external-storyboard segue loads the storyboard its identifier names and presents its initial controller")
  func externalStoryboardSegue() throws {
    AppleCustomTransitionsSample.register()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let document = try #require(storyboard.document)
    let menuObject = try #require(document.object(withID: "pGg-6v-bdr"))
    let menu = try #require(StoryboardInstantiator(storyboard: storyboard).instantiateController(menuObject) as? AAPLMenuViewController)
    let window = makeWindow(root: menu)
    menu.performSegue(withIdentifier: "Checkerboard", sender: nil)
    UIApplication.shared.runUntilIdle()
    let presented = try #require(menu.presentedViewController)
    #expect(presented.storyboard?.document?.fileName == "Checkerboard.storyboard")
    _ = window
  }

  @Test("Apple sample scenario — overFullScreen presentation segue by tap, unwind by tap to unwindToCustomPresentationSecondViewController:")
  func customPresentationScenario() throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: "storyboard-custom-presentation-unwind"))
    var second: AAPLSampleViewController?
    var third: UIViewController?
    var placement: (button: CGRect, bounds: CGRect, bottomInset: CGFloat)?
    var wrapped = scenario
    wrapped.script = { run in
      scenario.script(run)
      second = run.objects["second"] as? AAPLSampleViewController
      third = run.objects["third"] as? UIViewController
      if let view = second?.view, let button = view.subviews.first(where: { $0 is UIButton }) {
        placement = (button.frame, view.bounds, view.safeAreaInsets.bottom)
      }
    }
    let recording = ScenarioRecorder.record(wrapped)
    #expect(recording.diagnostics.isEmpty)
    #expect(second?.unwindCount == 1)
    #expect(third != nil)
    #expect(third?.modalPresentationStyle == .overFullScreen)
    #expect(second?.presentedViewController == nil)
    #expect(recording.events.contains { $0.name == "unwindToCustomPresentationSecondViewController:" })
    // UIKit: the storyboard's constraints place the button (centred, 20 pt above the bottom
    // layout guide) on the 393 × 852 window, not at its 600 × 260 design-time frame; edges sit
    // on the 3× pixel grid.
    let placed = try #require(placement)
    #expect(abs(placed.button.midX - placed.bounds.midX) <= 1.0 / 3)
    #expect(placed.button.maxY == placed.bounds.height - placed.bottomInset - 20)
    #expect(placed.bottomInset == 34)
  }
}
