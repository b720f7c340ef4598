import Foundation
@testable import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// What a scenario's script saw of its screen.
@MainActor private var observedScreen: (idiom: UIUserInterfaceIdiom, safeTop: CGFloat, barTop: CGFloat)?

/// Tablet-sized scenarios run on an iPad screen (spec B3: an iPad's 24 pt status bar and safe
/// area), as the device frame draws them; phone-sized ones keep the current screen.
@MainActor
@Suite(.serialized)
struct ScenarioScreenTests {
  func observe(size: CGSize) {
    observedScreen = nil
    let scenario = Scenario("screen-probe", title: "probe", summary: "probe", size: size, linkedSDK: .iOS17) { run in
      let nav = UINavigationController(rootViewController: UIViewController())
      run.show(nav)
      run.wait(0.05)
      observedScreen = (UIScreen.main.traitCollection.userInterfaceIdiom, run.window.safeAreaInsets.top, nav.navigationBar.frame.minY)
    }
    _ = ScenarioRecorder.record(scenario, capturesFrames: false)
  }

  @Test("UIKit on iPad: a 1024 × 768 scenario runs on an iPad screen — the navigation bar sits below the 24 pt status bar, not at the phone's 54")
  func padSizedScenarioRunsOnIPad() throws {
    let before = UIScreen.main.profile
    observe(size: ScenarioRun.padSize)
    let seen = try #require(observedScreen)
    #expect(seen.idiom == .pad)
    #expect(seen.safeTop == 24)
    #expect(seen.barTop == 24)
    #expect(UIScreen.main.profile == before)
  }

  @Test("A phone-sized scenario keeps the phone screen (iPhone 15: the bar at 54 below the status bar)")
  func phoneSizedScenarioKeepsPhone() throws {
    UIScreen.useDevice(.iPhone15)
    observe(size: ScenarioRun.phoneSize)
    let seen = try #require(observedScreen)
    #expect(seen.idiom == .phone)
    #expect(seen.barTop == 54)
    #expect(ScenarioRun.screenProfile(for: CGSize(width: 1194, height: 834))?.name == "iPad Pro 11-inch")
  }
}
