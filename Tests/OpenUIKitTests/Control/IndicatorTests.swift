import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct IndicatorTests {
  @Test("UIKit: an activity indicator with hidesWhenStopped (default) is hidden until it animates and after it stops")
  func activityHiddenWhenStopped() {
    let a = UIActivityIndicatorView(style: .large)
    #expect(a.hidesWhenStopped)
    #expect(a.isHidden && !a.isAnimating)
    #expect(a.frame.size == CGSize(width: 37, height: 37))
    a.startAnimating()
    #expect(!a.isHidden && a.isAnimating)
    a.stopAnimating()
    #expect(a.isHidden && !a.isAnimating)
    a.hidesWhenStopped = false
    a.isHidden = false
    a.startAnimating()
    a.stopAnimating()
    #expect(!a.isHidden)
  }

  @Test("The spinning indicator turns on the media clock without keeping runUntilIdle busy")
  func activitySpins() throws {
    let a = UIActivityIndicatorView(style: .medium)
    _ = window(with: a)
    // Settle what other suites left on the shared clock, so only the spinner is measured.
    MediaClock.shared.runUntilIdle()
    a.startAnimating()
    let spokes = try #require(part(a, "UIActivityIndicatorView.spokes"))
    let used = MediaClock.shared.runUntilIdle(limit: 5)
    #expect(used < 1)
    UIApplication.shared.advance(by: 0.25)
    let t = spokes.layer.presentation()?.transform ?? CATransform3DIdentity
    #expect(abs(t.m11) < 0.99)  // turned away from identity
    #expect(renderHasLayer(a, named: "UIActivityIndicatorView.spoke0") != nil)
    a.stopAnimating()
  }

  @Test("UIKit: progress is clamped to 0...1; setProgress(animated: true) grows the bar over the media clock")
  func progress() throws {
    let p = UIProgressView(progressViewStyle: .default)
    p.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    _ = window(with: p)
    p.progress = 2
    #expect(p.progress == 1)
    p.progress = 0.25
    let bar = try #require(part(p, "UIProgressView.progress"))
    #expect(bar.frame.width == 50)
    p.setProgress(0.75, animated: true)
    #expect(p.progress == 0.75)
    UIApplication.shared.advance(by: 0.1)
    let w = bar.layer.presentation()?.bounds.width ?? 0
    #expect(w > 50 && w < 150)
    UIApplication.shared.runUntilIdle()
    #expect(bar.layer.presentation()?.bounds.width == 150)
  }
}
