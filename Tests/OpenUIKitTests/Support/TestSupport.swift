import Foundation
import OpenUIKitTesting
import UIKit

/// A controller that records its lifecycle into a shared log as "Name.event".
@MainActor
class LoggingViewController: UIViewController {
  let name: String
  let log: Log

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// An ordered event log shared by controllers, delegates and tests.
@MainActor
final class Log {
  private(set) var entries: [String] = []
  func add(_ s: String) { entries.append(s) }
  func clear() { entries.removeAll() }
  func index(_ s: String) -> Int? { entries.firstIndex(of: s) }
  func contains(_ s: String) -> Bool { entries.contains(s) }
  /// Entries starting with `prefix` ("A." for A's events).
  func filtered(_ prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
  /// True if `a` is logged before `b`.
  func isBefore(_ a: String, _ b: String) -> Bool {
    guard let i = index(a), let j = index(b) else { return false }
    return i < j
  }
  /// Appearance events only (no viewDidLoad / viewIsAppearing).
  func appearance(_ name: String) -> [String] {
    filtered("\(name).").filter { !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("viewIsAppearing") }
  }
}

/// A window with a root controller, made key and visible, settled. The app behaves as linked
/// against `sdk`: the guide's UIKit (`.iOS12`) unless a test asks for today's (`.iOS17`).
@MainActor
func makeWindow(root: UIViewController, size: CGSize = CGSize(width: 393, height: 852), sdk: UIKitSDK = .iOS12) -> UIWindow {
  UIApplication.shared.useLinkedSDK(sdk)
  let window = UIWindow(frame: CGRect(origin: .zero, size: size))
  window.rootViewController = root
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  return window
}

/// Diagnostics recorded after `start`.
@MainActor
func diagnostics(since start: Int) -> [Diagnostic] {
  Array(UIApplication.shared.diagnostics.dropFirst(start))
}

/// A regular-width window size (iPad landscape-like).
let regularSize = CGSize(width: 1024, height: 768)

/// A 400×800 root (not in a window) with one constraint-laid-out child (the Auto Layout suites).
@MainActor
func makeConstraintRoot() -> (root: UIView, child: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let child = UIView()
  child.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(child)
  return (root, child)
}
