import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A presentation controller that lays out its chrome with anchors, as real ones do: a dimming
/// view pinned to the container's edges, the presented view at the bottom 300 pt.
@MainActor
final class AnchoredDimmingPresentationController: UIPresentationController {
  let dimmingView = UIView()
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return CGRect(x: 0, y: container.bounds.height - 300, width: container.bounds.width, height: 300)
  }
  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.translatesAutoresizingMaskIntoConstraints = false
    container.insertSubview(dimmingView, at: 0)
    NSLayoutConstraint.activate([
      dimmingView.topAnchor.constraint(equalTo: container.topAnchor),
      dimmingView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      dimmingView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      dimmingView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
  }
  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

@MainActor
final class AnchoredDimmingDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var pc: AnchoredDimmingPresentationController?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    let pc = AnchoredDimmingPresentationController(presentedViewController: presented, presenting: presenting)
    self.pc = pc
    return pc
  }
}

/// The Deliver items not covered by AutoLayoutTests (issue 17 audit).
@MainActor
@Suite(.serialized)
struct AutoLayoutDeliverTests {
  func makeRoot() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  }

  func laidOut(_ view: UIView, in root: UIView) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
  }

  @Test("UIKit: exerciseAmbiguityInLayout moves an ambiguous view to another valid frame; a determined one stays (UIView docs)")
  func exerciseAmbiguity() {
    let root = makeRoot()
    let loose = laidOut(UIView(), in: root)
    let pinned = laidOut(UIView(), in: root)
    NSLayoutConstraint.activate([
      loose.widthAnchor.constraint(equalToConstant: 100), loose.heightAnchor.constraint(equalToConstant: 50),
      loose.topAnchor.constraint(equalTo: root.topAnchor),
      loose.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
      loose.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 100), pinned.heightAnchor.constraint(equalToConstant: 50),
      pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
    let before = loose.frame, pinnedBefore = pinned.frame
    loose.exerciseAmbiguityInLayout()
    pinned.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    #expect(loose.frame.minX != before.minX)
    #expect(loose.frame.minX >= 0 && loose.frame.maxX <= 400)
    #expect(loose.frame.minY == 0 && loose.frame.size == CGSize(width: 100, height: 50))
    #expect(pinned.frame == pinnedBefore)
  }

  @Test("UIKit: a one-line label's first and last baselines coincide inside it; a plain view's baselines are its bottom (firstBaselineAnchor / lastBaselineAnchor docs)")
  func baselines() {
    let root = makeRoot()
    let label = laidOut(UILabel(), in: root) as! UILabel
    label.text = "Baseline"
    label.font = UIFont.systemFont(ofSize: 20)
    let first = laidOut(UIView(), in: root), last = laidOut(UIView(), in: root)
    let box = laidOut(UIView(), in: root), rule = laidOut(UIView(), in: root)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
      box.heightAnchor.constraint(equalToConstant: 40),
      rule.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
    ])
    for v in [first, last, box, rule] {
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.widthAnchor.constraint(equalToConstant: 10),
      ])
    }
    for v in [first, last, rule] { v.heightAnchor.constraint(equalToConstant: 1).isActive = true }
    root.layoutIfNeeded()
    let pixel = 1 / UIScreen.main.scale + 1e-9
    #expect(first.frame.minY > label.frame.minY && first.frame.minY < label.frame.maxY)
    #expect(abs(first.frame.minY - last.frame.minY) <= pixel)
    #expect(rule.frame.minY == box.frame.maxY)
  }

  @Test("UIKit: constraint(equalToSystemSpacingAfter:multiplier:) leaves the system spacing (8 pt) times the multiplier")
  func systemSpacing() {
    let root = makeRoot()
    let a = laidOut(UIView(), in: root), b = laidOut(UIView(), in: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(b.frame.minX == a.frame.maxX + 16)
    #expect(b.frame.minY == a.frame.maxY + 8)
  }

  @Test("UIKit: an image view's intrinsic content size is its image's size; it sizes a view with only centring constraints (UIImageView docs)")
  func imageIntrinsicSize() throws {
    let root = makeRoot()
    let image = try #require(UIImage(named: "photo"))
    let imageView = laidOut(UIImageView(image: image), in: root)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(imageView.intrinsicContentSize == image.size)
    #expect(imageView.frame.size == image.size)
    #expect(!imageView.hasAmbiguousLayout)
  }

  @Test("UIKit: a presentation controller's anchor-pinned dimming view fills its container view, and the presented view's constraint-laid-out content fills the final frame (UIPresentationController docs)")
  func presentationWithConstraints() throws {
    let a = UIViewController()
    let window = makeWindow(root: a)
    let b = UIViewController()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    b.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: b.view.topAnchor, constant: 16),
      content.bottomAnchor.constraint(equalTo: b.view.bottomAnchor, constant: -16),
      content.leadingAnchor.constraint(equalTo: b.view.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: b.view.trailingAnchor, constant: -16),
    ])
    let delegate = AnchoredDimmingDelegate()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let pc = try #require(delegate.pc)
    let container = try #require(pc.containerView)
    #expect(pc.dimmingView.frame == container.bounds)
    #expect(b.view.frame == CGRect(x: 0, y: window.bounds.height - 300, width: window.bounds.width, height: 300))
    #expect(content.frame == CGRect(x: 16, y: 16, width: window.bounds.width - 32, height: 300 - 32))
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    window.isHidden = true
  }

  @Test("Storyboard: the render snapshot shows a storyboard label at its solved frame on a phone and a tablet, not its design-time frame (issue 17 item 4)")
  func rendererShowsSolvedFrames() throws {
    let folder = StoryboardFixtures.directory.appendingPathComponent("AppleCustomTransitions")
    StoryboardSearchPath.add(folder)
    defer { StoryboardSearchPath.remove(folder) }
    var positions: [CGPoint] = []
    for size in [CGSize(width: 393, height: 852), CGSize(width: 834, height: 1194)] {
      let controller = UIStoryboard(name: "CustomPresentation", bundle: nil).instantiateViewController(withIdentifier: "SecondViewController")
      let window = makeWindow(root: controller, size: size)
      window.layoutIfNeeded()
      let button = try #require(controller.view.subviews.first { $0 is UIButton })
      #expect(abs(button.center.x - size.width / 2) <= 1 / 3 + 1e-9)
      var stack = [window.layer._renderSnapshot()]
      var found = false
      while let layer = stack.popLast() {
        if layer.position == button.layer.position && layer.bounds.size == button.bounds.size { found = true }
        stack.append(contentsOf: layer.sublayers)
      }
      #expect(found)
      positions.append(button.layer.position)
      window.isHidden = true
    }
    #expect(positions[0] != positions[1])
  }
}
