import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode photo viewer code (PinchDismissCode.swift): presented with a custom animator,
/// dismissed interactively by pinching it closed (`UIPercentDrivenInteractiveTransition` driven
/// by `1 - scale`), with a rotation recognized at the same time through the delegate.
@MainActor @Suite(.serialized) struct PinchDismissTests {
  init() { registerPinchDismissActions() }

  private func grid() throws -> (UIWindow, PinchGridViewController, PhotoViewerViewController) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let grid = PinchGridViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = grid
    window.makeKeyAndVisible()
    grid.thumbnail.image = UIImage(named: "photo")
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 70, y: 170))
    UIApplication.shared.runUntilIdle()
    let viewer = try #require(grid.presentedViewController as? PhotoViewerViewController)
    UIApplication.shared.removeAllDiagnostics()
    return (window, grid, viewer)
  }

  /// Two fingers `distance` apart across the centre, the line between them at `angle`.
  private func fingers(_ distance: CGFloat, angle: CGFloat = 0) -> [CGPoint] {
    let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
    return [CGPoint(x: 195 - dx, y: 422 - dy), CGPoint(x: 195 + dx, y: 422 + dy)]
  }

  @Test("UIKit (UIPinchGestureRecognizer.scale, UIPercentDrivenInteractiveTransition): pinching the photo past half-way scrubs the dismissal with 1 - scale, then it finishes")
  func pinchPastHalfDismisses() throws {
    let (window, grid, viewer) = try grid()
    #expect(viewer.view.alpha == 1 && viewer.view.window === window)
    let hand = window.touchesDown(at: fingers(300))
    hand.move(to: fingers(150, angle: 0.3), duration: 0.4)
    // Scrubbing: half-way, the photo half faded; the twist turned the image at the same time.
    #expect(viewer.interaction.interactionInProgress)
    #expect(abs(viewer.interaction.lastProgress - 0.5) < 1e-9)
    let opacity = CGFloat(viewer.view.layer.presentation()?.opacity ?? -1)
    #expect(abs(opacity - 0.5) < 0.02)
    #expect(abs(viewer.imageView.transform.b - sin(0.3)) < 1e-9)
    hand.move(to: fingers(90, angle: 0.3), duration: 0.1)
    hand.lift()
    UIApplication.shared.runUntilIdle()
    #expect(grid.presentedViewController == nil)
    #expect(viewer.view.window == nil)
    #expect(grid.view.window === window)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit (cancel()): a short slow pinch stays below half-way; the dismissal cancels and the photo is back as it was")
  func shortPinchCancels() throws {
    let (window, grid, viewer) = try grid()
    window.pinch(at: CGPoint(x: 195, y: 422), from: 300, to: 240, duration: 0.5)
    #expect(abs(viewer.interaction.lastProgress - 0.2) < 1e-9)
    UIApplication.shared.runUntilIdle()
    #expect(grid.presentedViewController === viewer)
    #expect(viewer.view.window === window)
    #expect(viewer.view.alpha == 1)
    #expect(viewer.view.transform == .identity)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    // Nothing left frozen: pinching again dismisses.
    window.pinch(at: CGPoint(x: 195, y: 422), from: 300, to: 60, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(grid.presentedViewController == nil)
  }

  @Test("UIKit: spreading the fingers (scale above 1) does not start the dismissal")
  func spreadingDoesNotDismiss() throws {
    let (window, grid, viewer) = try grid()
    window.pinch(at: CGPoint(x: 195, y: 422), from: 100, to: 300, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(grid.presentedViewController === viewer)
    #expect(!viewer.interaction.interactionInProgress)
  }
}
