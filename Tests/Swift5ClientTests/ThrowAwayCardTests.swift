import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode card code (ThrowAwayCardCode.swift): a modally presented card dragged with UIKit
/// Dynamics — attached to the finger, thrown away and dismissed by a flick, snapped back by a
/// slow release.
@MainActor @Suite(.serialized) struct ThrowAwayCardTests {
  init() { registerThrowAwayCardActions() }

  private func presentCard() throws -> (UIWindow, CardDeckViewController, ThrowAwayCardViewController) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let deck = CardDeckViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = deck
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let card = deck.showCard()
    UIApplication.shared.runUntilIdle()
    #expect(deck.presentedViewController === card)
    UIApplication.shared.removeAllDiagnostics()
    return (window, deck, card)
  }

  @Test("UIKit Dynamics (UIAttachmentBehavior anchor): while dragged, the card's grabbed point follows the finger")
  func cardFollowsFinger() throws {
    let (window, _, card) = try presentCard()
    let finger = window.touchDown(at: CGPoint(x: 235, y: 472))
    finger.move(to: CGPoint(x: 285, y: 532), duration: 0.5)
    UIApplication.shared.advance(by: 1.0 / 60)
    // The point where the pan grabbed the card is under the finger (turned with the card).
    let grabbed = CGPoint(x: card.grabOffset.horizontal, y: card.grabOffset.vertical).applying(card.cardView.transform)
    #expect(card.grabOffset.horizontal > 30 && card.grabOffset.vertical > 40)
    #expect(abs(card.cardView.center.x + grabbed.x - 285) < 1)
    #expect(abs(card.cardView.center.y + grabbed.y - 532) < 1)
    finger.lift()
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit Dynamics (UIPushBehavior .instantaneous, UIDynamicItemBehavior): a flick throws the card off screen and the action block dismisses it")
  func flickThrowsAndDismisses() throws {
    let (window, deck, card) = try presentCard()
    window.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 495, y: 372), duration: 0.15)
    #expect(card.isThrown)
    UIApplication.shared.runUntilIdle()
    #expect(deck.presentedViewController == nil)
    #expect(card.view.window == nil)
    #expect(!card.animator.isRunning)
    #expect(card.animator.behaviors.isEmpty)
    #expect(!window.bounds.intersects(card.cardView.frame))
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit Dynamics (UISnapBehavior): a slow release snaps the card back upright to the center; the animator pauses")
  func slowReleaseSnapsBack() throws {
    let (window, deck, card) = try presentCard()
    window.drag(from: CGPoint(x: 255, y: 422), to: CGPoint(x: 315, y: 502), duration: 0.6)
    #expect(!card.isThrown && card.snapBacks == 1)
    #expect(card.cardView.center != card.restingCenter)
    UIApplication.shared.runUntilIdle()
    #expect(deck.presentedViewController === card)
    #expect(!card.animator.isRunning && card.pauses >= 1)
    #expect(hypot(card.cardView.center.x - 195, card.cardView.center.y - 422) < 0.5)
    #expect(abs(atan2(card.cardView.transform.b, card.cardView.transform.a)) < 0.01)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    // Thrown after all: a second, fast drag dismisses it.
    window.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 822), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(deck.presentedViewController == nil)
  }
}
