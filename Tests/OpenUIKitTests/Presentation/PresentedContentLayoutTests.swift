import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A presentation controller that logs its layout and content-size calls and sizes its
/// presented view from `preferredContentSize` (seed 001's bottom sheet).
@MainActor
final class LayoutLoggingPresentationController: UIPresentationController {
  var calls: [String] = []
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let h = presentedViewController.preferredContentSize.height
    return CGRect(x: 0, y: container.bounds.height - h, width: container.bounds.width, height: h)
  }
  override func containerViewWillLayoutSubviews() {
    calls.append("willLayout")
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
  override func containerViewDidLayoutSubviews() { calls.append("didLayout") }
  override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    calls.append("preferredContentSizeDidChange")
    containerView?.setNeedsLayout()
  }
}

@MainActor
final class LayoutLoggingDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var pc: LayoutLoggingPresentationController?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    let pc = LayoutLoggingPresentationController(presentedViewController: presented, presenting: presenting)
    self.pc = pc
    return pc
  }
}

/// Issue 16 items 4 and 5: layout of presented content, and popovers anchored to a source item.
@MainActor
@Suite(.serialized)
struct PresentedContentLayoutTests {
  @Test("UIKit (Doc containerViewWillLayoutSubviews): containerView.setNeedsLayout() leads to will/did layout on the next layout pass, not at once")
  func setNeedsLayoutReachesPresentationController() throws {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 0, height: 300)
    let delegate = LayoutLoggingDelegate()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let pc = try #require(delegate.pc)
    pc.calls.removeAll()
    pc.containerView?.setNeedsLayout()
    #expect(pc.calls.isEmpty)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(pc.calls == ["willLayout", "didLayout"])
  }

  @Test("UIKit (Doc preferredContentSizeDidChange(forChildContentContainer:)): a presented controller's new preferredContentSize reaches its presentation controller, which relays out (seed 001: 300 → 500)")
  func preferredContentSizeRelayout() throws {
    let a = UIViewController()
    let window = makeWindow(root: a)
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 0, height: 300)
    let delegate = LayoutLoggingDelegate()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let pc = try #require(delegate.pc)
    #expect(b.view.frame.height == 300)
    pc.calls.removeAll()
    b.preferredContentSize = CGSize(width: 0, height: 500)
    #expect(pc.calls == ["preferredContentSizeDidChange"])
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(b.view.frame == CGRect(x: 0, y: window.bounds.height - 500, width: window.bounds.width, height: 500))
    b.preferredContentSize = CGSize(width: 0, height: 500)  // unchanged: no call
    #expect(pc.calls == ["preferredContentSizeDidChange", "willLayout", "didLayout"])
  }

  @Test("UIKit (Doc sourceItem, iOS 16): a popover points at its sourceItem view; UIView and UIBarButtonItem are source items")
  func sourceItemView() {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize)
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    a.view.addSubview(anchor)
    let start = UIApplication.shared.diagnostics.count
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.modalPresentationStyle = .popover
    let popover = b.popoverPresentationController!
    #expect(popover.sourceItem == nil)
    popover.sourceItem = anchor
    popover.permittedArrowDirections = .up
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(diagnostics(since: start).isEmpty)
    #expect(popover.arrowDirection == .up)
    let frame = b.view.convert(b.view.bounds, to: nil)
    #expect(frame.minY > anchor.frame.maxY)
    #expect(frame.minX <= anchor.frame.midX && anchor.frame.midX <= frame.maxX)
    #expect(anchor.frame(in: window) == CGRect(x: 100, y: 100, width: 80, height: 40))
    let item: any UIPopoverPresentationControllerSourceItem = UIBarButtonItem(title: "Item", style: .plain, target: nil, action: nil)
    #expect(item.frame(in: window) == nil)  // in no bar: no frame
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit (Doc sourceItem): a bar button item in a navigation bar anchors the popover below the bar")
  func sourceItemBarButton() {
    let a = UIViewController()
    let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    a.navigationItem.rightBarButtonItem = item
    let nav = UINavigationController(rootViewController: a)
    let window = makeWindow(root: nav, size: regularSize)
    let itemFrame = item.frame(in: window)
    #expect(itemFrame != nil)
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.modalPresentationStyle = .popover
    b.popoverPresentationController!.sourceItem = item
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    let frame = b.view.convert(b.view.bounds, to: nil)
    #expect(frame.minY >= itemFrame!.maxY)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }
}
