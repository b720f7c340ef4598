import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// UIVisualEffectView, UIBlurEffect and UIVibrancyEffect (UIKit documentation).
@MainActor
@Suite(.serialized)
struct UIVisualEffectViewTests {
  func host(_ effect: UIVisualEffect?) -> (UIWindow, UIVisualEffectView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIVisualEffectView(effect: effect)
    v.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    return (w, v)
  }

  func backdrop(_ v: UIVisualEffectView) -> RenderBackdrop? { v.layer._renderSnapshot().backdrop }

  @Test("UIVisualEffectView: contentView fills the view and takes the subviews; nil effect draws no backdrop")
  func contentView() {
    let (_, v) = host(nil)
    #expect(v.contentView.superview === v)
    #expect(v.contentView.frame == v.bounds)
    v.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
    v.layoutIfNeeded()
    #expect(v.contentView.frame == v.bounds, "the content view follows the effect view's size")
    #expect(backdrop(v) == nil)
    #expect(v.effect == nil)
  }

  @Test("UIBlurEffect: a blur draws a tinted, blurred backdrop; styles differ (dark is darker than light)")
  func styles() {
    let (_, v) = host(UIBlurEffect(style: .dark))
    let dark = try! #require(backdrop(v))
    #expect(dark.blurRadius > 0 && dark.tint.alpha > 0)
    v.effect = UIBlurEffect(style: .light)
    let light = try! #require(backdrop(v))
    #expect(light.tint.red > dark.tint.red)
    #expect((v.effect as? UIBlurEffect).map { $0 == UIBlurEffect(style: .light) } == true)
    v.effect = nil
    #expect(backdrop(v)?.tint.alpha ?? 0 == 0 && (backdrop(v)?.blurRadius ?? 0) == 0)
  }

  @Test("UIVisualEffectView: effect set inside UIView.animate fades the blur in over the duration and curve")
  func animatedEffect() {
    let (_, v) = host(nil)
    UIView.animate(withDuration: 1.0) { v.effect = UIBlurEffect(style: .dark) }
    let end = UIBlurEffect(style: .dark)._backdrop(for: v.traitCollection)!
    #expect((backdrop(v)?.tint.alpha ?? 0) < 1e-9, "nothing shows at the start")
    UIApplication.shared.advance(by: 0.5)
    // easeInEaseOut is symmetric: halfway at 0.5 (motion spec §1.1).
    let mid = try! #require(backdrop(v))
    #expect(abs(mid.blurRadius - Double(end.radius) / 2) < 0.3)
    #expect(abs(mid.tint.alpha - Double(end.tint.alpha) / 2) < 0.02)
    #expect(abs(mid.tint.red - Double(end.tint.red)) < 1e-6, "only alpha moves: no fade through black")
    UIApplication.shared.advance(by: 0.25)
    let later = try! #require(backdrop(v))
    #expect(abs(later.blurRadius - Double(end.radius) * 0.870838) < 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(abs(backdrop(v)!.blurRadius - Double(end.radius)) < 1e-9)
  }

  @Test("UIVisualEffectView: the effect animation scrubs with layer speed/timeOffset like other layer animations")
  func scrubbedEffect() {
    let (w, v) = host(nil)
    let container = UIView(frame: w.bounds)
    w.addSubview(container)
    container.addSubview(v)
    container.layer.speed = 0
    container.layer.timeOffset = 0
    UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear], animations: {
      v.effect = UIBlurEffect(style: .systemMaterialDark)
    })
    let end = UIBlurEffect(style: .systemMaterialDark)._backdrop(for: v.traitCollection)!
    container.layer.timeOffset = 0.25
    #expect(abs(backdrop(v)!.blurRadius - Double(end.radius) * 0.25) < 1e-6)
    container.layer.timeOffset = 0.75
    #expect(abs(backdrop(v)!.blurRadius - Double(end.radius) * 0.75) < 1e-6)
    UIApplication.shared.advance(by: 2)
    #expect(abs(backdrop(v)!.blurRadius - Double(end.radius) * 0.75) < 1e-6, "paused: the media clock does not move it")
  }

  @Test("UIVibrancyEffect: made for a blur, with or without a vibrancy style; draws no backdrop itself")
  func vibrancy() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
    let (_, v) = host(blur)
    let inner = UIVisualEffectView(effect: vibrancy)
    inner.frame = v.bounds
    v.contentView.addSubview(inner)
    #expect(inner.layer._renderSnapshot().backdrop == nil)
    #expect(v.layer._renderSnapshot().backdrop != nil)
    #expect(UIVibrancyEffect(blurEffect: blur)._blurEffect === blur)
  }

  @Test("UIBlurEffect: regular and the system materials follow the trait collection's interface style")
  func adaptive() {
    let (w, v) = host(UIBlurEffect(style: .regular))
    let lightTint = backdrop(v)!.tint
    w.traitOverrides.userInterfaceStyle = .dark
    v.traitCollectionDidChange(nil)
    let darkTint = backdrop(v)!.tint
    #expect(darkTint.red < lightTint.red)
  }
}
