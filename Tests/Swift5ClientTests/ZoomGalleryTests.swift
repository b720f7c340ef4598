import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode zoom-transition code (ZoomGalleryCode.swift): an interruptible property-animator
/// transition, started by a tap and dismissed by a pan that scrubs, then finishes or reverses.
@MainActor @Suite(.serialized) struct ZoomGalleryTests {
  init() { registerZoomGalleryActions() }

  private func gallery() -> (UIWindow, GalleryViewController) {
    let gallery = GalleryViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = gallery
    window.makeKeyAndVisible()
    gallery.thumbnail.image = UIImage(named: "photo")
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (window, gallery)
  }

  /// Strictly inside the open interval, with `margin` to spare on both sides.
  private func between(_ value: CGFloat, _ a: CGFloat, _ b: CGFloat, margin: CGFloat = 0) -> Bool {
    value > min(a, b) + margin && value < max(a, b) - margin
  }

  @Test("UIKit (interruptibleAnimator(using:)): a tapped thumbnail zooms from its frame to the photo's, the copy is removed and the source shown again")
  func tapZoomsIn() throws {
    let (window, gallery) = gallery()
    window.tap(at: CGPoint(x: 80, y: 165))
    let photo = try #require(gallery.presentedViewController as? PhotoViewController)
    UIApplication.shared.advance(by: 0.12)
    let container = try #require(photo.view.superview)
    // Mid-way: a copy of the image flies between the thumbnail's frame and the photo's frame,
    // the thumbnail is hidden, the photo fades in.
    let flying = try #require(container.subviews.compactMap { $0 as? UIImageView }.first)
    let frame = try #require(flying.layer.presentation()).frame
    #expect(between(frame.width, 120, 390, margin: 1))
    #expect(between(frame.minY, 120, 275.75, margin: 1))
    #expect(gallery.thumbnail.isHidden)
    #expect(between(CGFloat(photo.view.layer.presentation()?.opacity ?? 0), 0, 1))
    UIApplication.shared.runUntilIdle()
    #expect(gallery.presentedViewController === photo)
    #expect(!container.subviews.contains(flying))
    #expect(!gallery.thumbnail.isHidden && !photo.imageView.isHidden)
    #expect(photo.view.alpha == 1)
    #expect(abs(photo.imageView.frame.minY - 275.75) < 0.34 && photo.imageView.frame.width == 390)
    #expect(gallery.view.window === window)  // over full screen: the presenter stays
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit (fractionComplete, finishInteractiveTransition, continueAnimation): a long pan scrubs the dismissal, then it finishes")
  func panDismissFinishes() throws {
    let (window, gallery) = gallery()
    window.tap(at: CGPoint(x: 80, y: 165))
    UIApplication.shared.runUntilIdle()
    let photo = try #require(gallery.presentedViewController as? PhotoViewController)

    let finger = window.touchDown(at: CGPoint(x: 200, y: 300))
    finger.move(to: CGPoint(x: 200, y: 460), duration: 0.3)
    // Scrubbing: the paused animator follows the finger, the photo fades with it.
    let running = try #require(gallery.zoom.animator.runningAnimator)
    #expect(running.state == .active && !running.isRunning)
    #expect(between(running.fractionComplete, 0.05, 0.3))
    #expect(abs(running.fractionComplete - gallery.zoom.lastProgress) < 1e-9)
    let opacity = CGFloat(photo.view.layer.presentation()?.opacity ?? -1)
    #expect(between(opacity, 0.6, 0.99))
    finger.move(to: CGPoint(x: 200, y: 700), duration: 0.1)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(gallery.presentedViewController == nil)
    #expect(photo.view.window == nil)
    #expect(!gallery.thumbnail.isHidden)
    #expect(gallery.zoom.animator.runningAnimator == nil)  // animationEnded(_:) ran
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit (isReversed, cancelInteractiveTransition): a short slow pan reverses; the photo stays presented and opaque")
  func shortPanCancels() throws {
    let (window, gallery) = gallery()
    window.tap(at: CGPoint(x: 80, y: 165))
    UIApplication.shared.runUntilIdle()
    let photo = try #require(gallery.presentedViewController as? PhotoViewController)
    window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 370), duration: 0.6)
    UIApplication.shared.runUntilIdle()
    #expect(gallery.presentedViewController === photo)
    #expect(photo.view.window === window)
    #expect(photo.view.alpha == 1)
    #expect(!gallery.thumbnail.isHidden && !photo.imageView.isHidden)
    #expect(gallery.zoom.animator.runningAnimator == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)

    // The close button still works after the cancelled dismissal.
    let close = photo.closeButton.convert(photo.closeButton.bounds, to: window)
    window.tap(at: CGPoint(x: close.midX, y: close.midY))
    UIApplication.shared.runUntilIdle()
    #expect(gallery.presentedViewController == nil)
  }
}
