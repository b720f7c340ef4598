import Foundation
import OpenQuartzCore
import OpenUIKitScenarios
import UIKit

/// A device size of the studio's device menu. Choosing one resizes the window, which runs
/// UIKit's size transition (`viewWillTransition(to:with:)`, trait changes and adaptation).
public struct LiveDevice: Sendable, Hashable {
  public var name: String
  public var size: CGSize
  public var isPad: Bool

  public static let all: [LiveDevice] = [
    LiveDevice(name: "iPhone portrait", size: CGSize(width: 393, height: 852), isPad: false),
    LiveDevice(name: "iPhone landscape", size: CGSize(width: 852, height: 393), isPad: false),
    LiveDevice(name: "iPad landscape", size: CGSize(width: 1194, height: 834), isPad: true),
    LiveDevice(name: "iPad portrait", size: CGSize(width: 834, height: 1194), isPad: true),
    // Split View on the 1194 pt wide screen: half is (1194 − 10 pt divider) / 2, a third 375 pt —
    // the widths `openuikit storyboard --device iPadSplitHalf/iPadSplitThird` uses.
    LiveDevice(name: "iPad split 1/2", size: CGSize(width: 592, height: 834), isPad: true),
    LiveDevice(name: "iPad split 1/3", size: CGSize(width: 375, height: 834), isPad: true),
    LiveDevice(name: "iPad 1024×768", size: CGSize(width: 1024, height: 768), isPad: true),
  ]
  public static func named(_ name: String) -> LiveDevice? { all.first { $0.name == name } }
  static let phone = all[0]
  static let pad = all[2]
  /// The tablet in compact width (split screen 1/3), where sheets rest on detents.
  static let padCompact = all[5]
}

/// A button beside the stage: one of the scene's actions (present, dismiss, push, pop…).
struct LiveAction {
  var name: String
  var run: @MainActor () -> Void
}

/// What a scene's set-up works with: the window, and a place to keep objects alive.
@MainActor
final class LiveStage {
  /// The scene's window (a scripted scene replaces it with its scenario's window).
  var window: UIWindow
  var keep: [AnyObject] = []
  /// Frames a scripted scene recorded while its script ran, played before the app is live.
  var replay: [RenderSnapshot] = []
  init(window: UIWindow) { self.window = window }

  func show(_ root: UIViewController) {
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
  }
}

/// A live scene: its set-up, then the person drives it with the mouse and the action buttons.
struct LiveScene {
  var name: String
  var title: String
  var summary: String
  var device: LiveDevice
  /// A catalogue scenario: its script runs, plays back, then the app is live ("replay" runs it again).
  var isScripted = false
  /// The scene's interactive transitions, each driven to its end and cancelled.
  var drives: [LiveDrive] = []
  /// The devices the drives are proved in: a phone size and a tablet size.
  var sizes: [LiveDevice] = []
  /// The SDK the scene's app behaves as linked against: today's for the live scenes, the
  /// scenario's own for a scripted one (the guide's scenarios run under `.iOS12`).
  var linkedSDK: UIKitSDK = .iOS17
  var setUp: @MainActor (LiveStage) -> [LiveAction]
}
