import Foundation
@testable import OpenUIKit
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Session 18 (anim18, issue 15): rules the cheaper bookkeeping must keep. Which classes count
/// as OpenUIKit's own (the fast paths trust them not to override open members) is read from the
/// runtime's qualified type name; the "no view animation block open" flag of Core Animation is
/// written through its module's setter; the media clock's time, the presentation epoch and the
/// view links' liveness are read without runtime access records.
@MainActor
@Suite(.serialized)
struct AccessCostTests {
  /// A client class in a module whose name begins with "OpenUIKit" (this test module).
  final class ClientView: UIView {}
  final class ClientController: UIViewController {}
  /// A generic client class: its qualified name carries its arguments, still this module's.
  final class GenericClientView<T>: UIView {}

  @Test("Fast-path trust: OpenUIKit's own classes are known as its own, a client's subclass is not (even from a module named OpenUIKit…)")
  func ownClassesAreKnownByModule() {
    #expect(OpenUIKitClasses.contains(UIView.self))
    #expect(OpenUIKitClasses.contains(UIWindow.self))
    #expect(OpenUIKitClasses.contains(UIViewController.self))
    #expect(OpenUIKitClasses.contains(UINavigationController.self))
    #expect(OpenUIKitClasses.contains(UIScrollView.self))
    #expect(!OpenUIKitClasses.contains(ClientView.self))
    #expect(!OpenUIKitClasses.contains(ClientController.self))
    #expect(!OpenUIKitClasses.contains(GenericClientView<Int>.self))
    #expect(!OpenUIKitClasses.contains(GenericClientView<UIView>.self))
  }

  @Test("Fast-path trust: answers stay the same asked again, alternating classes (the remembered last answer and the table agree)")
  func answersAreStableWhenAskedAgain() {
    for _ in 0..<3 {
      #expect(OpenUIKitClasses.contains(UILabel.self))
      #expect(!OpenUIKitClasses.contains(ClientView.self))
      #expect(!OpenUIKitClasses.contains(ClientView.self))
      #expect(OpenUIKitClasses.contains(UILabel.self))
    }
  }

  @Test("UIKit: a client's UIView subclass takes the general path (its own safe-area answer is asked for), OpenUIKit's views the fast path, with the same insets")
  func clientViewSafeAreaMatchesOwnView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let own = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let client = ClientView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.view.addSubview(own)
    root.view.addSubview(client)
    window.layoutIfNeeded()
    #expect(own.safeAreaInsets == client.safeAreaInsets)
    #expect(own.safeAreaInsets == root.view.safeAreaInsets)
    window.isHidden = true
  }

  @Test("Core Animation flag: nested UIView.animate blocks keep 'a view block is open' until the outermost one closes")
  func nestedBlocksKeepTheFlagUntilTheOutermostCloses() {
    #expect(CALayer._noViewAnimationBlockOpen)
    var inOuter = true
    var inInner = true
    var afterInner = true
    UIView.animate(withDuration: 0.3) {
      inOuter = CALayer._noViewAnimationBlockOpen
      UIView.animate(withDuration: 0.2) {
        inInner = CALayer._noViewAnimationBlockOpen
      }
      afterInner = CALayer._noViewAnimationBlockOpen
    }
    #expect(!inOuter)
    #expect(!inInner)
    #expect(!afterInner)
    #expect(CALayer._noViewAnimationBlockOpen)
    #expect(CALayer._viewBlockAction != nil)
  }

  @Test("UIKit: a view's frame change inside a block animates after earlier blocks opened and closed (the block action stays installed), and not outside one")
  func blockActionStaysInstalledAcrossBlocks() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    for i in 1...3 {
      UIView.animate(withDuration: 0.35) { view.alpha = CGFloat(i) / 4 }
      #expect(view.layer.animation(forKey: "opacity") != nil)
      view.layer.removeAllAnimations()
    }
    view.alpha = 1
    #expect(view.layer.animation(forKey: "opacity") == nil)
  }

  @Test("Media clock: the time read by CACurrentMediaTime and the clock's now agree after advancing, idle frames skipped or not")
  func mediaTimeReadsAgree() {
    let clock = MediaClock.shared
    let before = clock.now
    clock.advance(by: 0.5)
    #expect(CACurrentMediaTime() == clock.now)
    #expect(clock.now >= before + 0.5 - 1e-9)
  }

  @Test("View links: a view's cached window link answers nil once the window is gone (liveness read unchecked)")
  func windowLinkAnswersNilAfterWindowDies() {
    let view = UIView()
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(view)
      #expect(view.window === window)
      view.removeFromSuperview()
    }
    #expect(view.window == nil)
    var link = _ViewLink<UIView>()
    do {
      let other = UIView()
      link = _ViewLink(other)
      #expect(link.view === other)
    }
    #expect(link.view == nil)
  }

  @Test("UIKit/Core Animation: a layer that outlives its view has no delegate and asks for actions again (the view's deinit clears the no-action shortcut)")
  func layerOutlivingItsViewAsksForActionsAgain() {
    var layer: CALayer?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      layer = view.layer
      #expect(view.layer._delegateGivesNoActionOutsideViewBlocks)
      #expect(view.layer.delegate === view)
    }
    #expect(layer?.delegate == nil)
    #expect(layer?._delegateGivesNoActionOutsideViewBlocks == false)
    // Asked again: outside any block the layer's own actions dictionary is consulted (while the
    // view lived, its NSNull answer ended the search first).
    let action = RecordingAction()
    layer?.actions = ["opacity": action]
    layer?.opacity = 0.5
    #expect(action.runs == ["opacity"])
  }

  final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
  }
}
