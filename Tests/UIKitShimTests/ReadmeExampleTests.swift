import Testing
import UIKit
import OpenUIKitTesting

/// The README's example, compiled with only `import UIKit` + `import OpenUIKitTesting`, and run.
@MainActor
@Suite struct ReadmeExampleTests {
  @Test("README example: present with crossDissolve, inspect a mid-transition frame, run until idle")
  func readmeExample() {
    let a = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = a
    window.makeKeyAndVisible()

    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = .crossDissolve
    var presented = false
    a.present(b, animated: true) { presented = true }

    UIApplication.shared.advance(by: 0.2)
    let opacity = b.view.layer.presentation()?.opacity ?? 0
    #expect(opacity > 0.5 && opacity < 0.75)
    UIApplication.shared.runUntilIdle()
    #expect(presented)
    #expect(a.view.window == nil)
    #expect(!UIApplication.shared.diagnostics.contains { $0.time > 0 && $0.message.contains("\(b)") })
  }
}
