import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode tooltip popover (TooltipPopoverCode.swift): a UIPopoverBackgroundView subclass
/// drawing its own bubble and arrow, a popover kept on iPhone by the adaptive delegate.
@MainActor @Suite(.serialized) struct TooltipPopoverTests {
    func showTooltip() throws -> (HelpScreenViewController, TooltipViewController, TooltipBackgroundView, UIWindow) {
        UIApplication.shared.useLinkedSDK(.iOS17)
        registerTooltipPopoverTypes()
        let screen = HelpScreenViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let button = screen.helpButton
        window.tap(at: button.convert(CGPoint(x: 22, y: 22), to: window))
        UIApplication.shared.runUntilIdle()
        let tooltip = try #require(screen.presentedViewController as? TooltipViewController)
        let background = try #require(tooltip.view.superview?.subviews.compactMap { $0 as? TooltipBackgroundView }.first)
        return (screen, tooltip, background, window)
    }

    @Test("UIKit (popoverBackgroundViewClass, adaptivePresentationStyle .none): the help button shows the tooltip as a popover on iPhone, in the subclass's bubble, below the button")
    func tooltipShowsInItsBubble() throws {
        let (screen, tooltip, background, _) = try showTooltip()
        let button = screen.helpButton
        #expect(tooltip.modalPresentationStyle == .popover)
        #expect(tooltip.popoverPresentationController?.arrowDirection == .up)
        #expect(background.arrowDirection == .up)
        // The content: the label's size inside the bubble's insets; the bubble below the arrow.
        #expect(tooltip.view.frame.width <= 220 && tooltip.view.frame.height > 0)
        #expect(tooltip.view.frame.minX == background.frame.minX + 10)
        #expect(tooltip.view.frame.minY == background.frame.minY + 9 + 6)
        #expect(background.bubble.frame.minY == 9)
        // wantsDefaultContentAppearance false: square content, no default outline.
        #expect(tooltip.view.layer.cornerRadius == 0 && tooltip.view.layer.mask == nil)
        // The arrow's tip touches the button's bottom edge at its middle (the popover is pushed
        // left of the button by the screen edge, so the arrow is off the bubble's centre).
        let tip = background.convert(background.arrowTip, to: nil)
        let buttonFrame = button.convert(button.bounds, to: nil)
        #expect(tip.y == buttonFrame.maxY)
        #expect(abs(tip.x - buttonFrame.midX) < 0.001)
        #expect(background.arrowOffset > 0)
    }

    @Test("UIKit: a tap on the tooltip's bubble keeps it; a tap elsewhere dismisses it and the popover delegate hears of it")
    func tapOutsideDismisses() throws {
        let (screen, _, background, window) = try showTooltip()
        window.tap(at: background.convert(CGPoint(x: background.bounds.midX, y: background.bounds.maxY - 3), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(screen.presentedViewController is TooltipViewController)
        window.tap(at: CGPoint(x: 60, y: 700))
        UIApplication.shared.runUntilIdle()
        #expect(screen.presentedViewController == nil)
        #expect(screen.dismissedTooltips == 1)
        #expect(background.superview == nil)
    }

    @Test("UIKit: the bubble, its arrow and the content fade in together")
    func fadesInTogether() throws {
        UIApplication.shared.useLinkedSDK(.iOS17)
        registerTooltipPopoverTypes()
        let screen = HelpScreenViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        screen.showHelp(screen.helpButton)
        UIApplication.shared.advance(by: 0.1)
        let tooltip = try #require(screen.presentedViewController)
        let background = try #require(tooltip.view.superview?.subviews.compactMap { $0 as? TooltipBackgroundView }.first)
        let bubble = background.layer.presentation()?.opacity ?? -1
        let content = tooltip.view.layer.presentation()?.opacity ?? -2
        #expect(bubble > 0.05 && bubble < 0.95)
        #expect(abs(bubble - content) < 0.001)
        UIApplication.shared.runUntilIdle()
        _ = window
    }
}
