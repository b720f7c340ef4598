import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// One step of an `openuikit storyboard` run, in command-line order.
enum StoryboardStep: Equatable, CustomStringConvertible {
  /// `--perform ID`: `performSegue(withIdentifier:sender:)` on the controller on screen that has it.
  case perform(String)
  /// `--tap ID|LABEL`: a tap (`UIWindow.tap(at:)`) on the view, bar button item or table cell
  /// with that storyboard id, title or label text.
  case tap(String)
  /// `--back`: a tap on the navigation bar's back button.
  case back
  /// `--tab N`: a tap on the tab bar item at index N (0-based, as `selectedIndex`).
  case tab(Int)
  /// `--drag edge-left[:FRACTION]`: a one-finger pan from the window's left edge across
  /// FRACTION of its width (0.7 when omitted) at mid-height, through `UIWindow.drag`, so a
  /// navigation controller's edge-pan recognizer drives an interactive pop (past half the width
  /// it finishes, short of it it cancels, as UIKit's does).
  case drag(StoryboardDrag)

  var description: String {
    switch self {
    case .perform(let identifier): return "--perform \(identifier)"
    case .tap(let target): return "--tap \(target)"
    case .back: return "--back"
    case .tab(let index): return "--tab \(index)"
    case .drag(let drag): return "--drag \(drag)"
    }
  }

  /// The steps of a command line, in order (also `--drag D`) (`--perform X`, `--perform=X`, `--tap X`, `--back`,
  /// `--tab N`); other arguments are skipped. ArgumentParser keeps each option's values in order
  /// but not the order across options, which a run needs.
  static func steps(in arguments: [String]) -> [StoryboardStep] {
    var steps: [StoryboardStep] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" { break }
      if argument == "--back" {
        steps.append(.back)
        continue
      }
      for name in ["--perform", "--tap", "--tab", "--drag"] {
        var value: String?
        if argument == name, index < arguments.count {
          value = arguments[index]
          index += 1
        } else if argument.hasPrefix(name + "=") {
          value = String(argument.dropFirst(name.count + 1))
        }
        guard let value else { continue }
        switch name {
        case "--perform": steps.append(.perform(value))
        case "--tap": steps.append(.tap(value))
        case "--drag": if let drag = StoryboardDrag(argument: value) { steps.append(.drag(drag)) }
        default: if let n = Int(value) { steps.append(.tab(n)) }
        }
      }
    }
    return steps
  }
}

/// Finding what a step taps, on screen.
@MainActor
enum StoryboardTapFinder {
  /// Where to tap for `query`: the front-most visible view whose storyboard id is `query`, or
  /// whose title or text is (a button's title, a label's text, a cell's text label, a bar button
  /// item's title); preferring one that hit-testing at its centre reaches. nil when none is on
  /// screen.
  static func point(for query: String, in window: UIWindow, controllers: [UIViewController]) -> (CGPoint, String)? {
    var ids: [ObjectIdentifier: String] = [:]
    for controller in controllers {
      for (id, object) in controller._storyboardContext?.objects.all ?? [] {
        if let item = object as? UIBarButtonItem, let view = item._anchorView {
          ids[ObjectIdentifier(view)] = id
        } else if let view = object as? UIView {
          ids[ObjectIdentifier(view)] = id
        }
      }
    }
    var matches: [(UIView, CGPoint)] = []
    for view in frontToBack(window) {
      let text = (view as? UIButton)?.title(for: .normal) ?? (view as? UILabel)?.text ?? (view as? UITableViewCell)?.textLabel?.text
      guard ids[ObjectIdentifier(view)] == query || text == query else { continue }
      let rect = view.convert(view.bounds, to: nil).intersection(window.bounds)
      guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
      matches.append((view, CGPoint(x: rect.midX, y: rect.midY)))
    }
    let reachable = matches.first { view, point in
      guard let hit = window.hitTest(point, with: nil) else { return false }
      return hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit)
    }
    guard let (view, point) = reachable ?? matches.first else { return nil }
    return (point, "\(type(of: owner(of: view)))")
  }

  /// What a tap on `view` reaches for the user: the nearest control or table cell holding it (a
  /// button's title label names the button), else the view itself.
  static func owner(of view: UIView) -> UIView {
    var current: UIView? = view
    while let candidate = current {
      if candidate is UIControl || candidate is UITableViewCell { return candidate }
      current = candidate.superview
    }
    return view
  }

  /// Every visible view of the window, the front-most first (painting order reversed; no
  /// recursion).
  static func frontToBack(_ window: UIWindow) -> [UIView] {
    var painted: [UIView] = []
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      guard !view.isHidden, view.alpha > 0.01 else { continue }
      painted.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return painted.reversed()
  }

  /// The centre of the visible navigation bar's back button.
  static func backButtonPoint(controllers: [UIViewController]) -> CGPoint? {
    for case let navigation as UINavigationController in controllers {
      guard let button = navigation.navigationBar._backButton, button.window != nil, !navigation.navigationBar.isHidden
      else { continue }
      return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }
    return nil
  }

  /// The centre of tab `index` of the first visible tab bar controller's tab bar.
  static func tabPoint(_ index: Int, controllers: [UIViewController]) -> (CGPoint, count: Int)? {
    for case let tabBarController as UITabBarController in controllers {
      let bar = tabBarController.tabBar
      guard bar.window != nil, !bar.isHidden else { continue }
      let count = bar.items?.count ?? 0
      guard index >= 0, index < count else { return (.zero, count) }
      let frame = bar._frameOfItem(at: index)
      return (bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil), count)
    }
    return nil
  }
}

extension CommandError {
  /// A step that could not run: why, and the steps that ran before it.
  static func stepFailed(_ step: StoryboardStep, reason: String, ran: [StoryboardStep]) -> CommandError {
    let done = ran.isEmpty ? "no steps ran before it" : "steps that ran: \(ran.map(\.description).joined(separator: ", "))"
    return CommandError(kind: .stepFailed, description: "step '\(step)' failed: \(reason); \(done)")
  }

  /// `--device` names no device.
  static func unknownDevice(_ name: String, available: [String]) -> CommandError {
    CommandError(kind: .unknownDevice, description: "unknown device '\(name)' (--device); available: \(available.joined(separator: ", "))")
  }

  /// `--size` is not WxH with positive numbers.
  static func invalidSize(_ text: String) -> CommandError {
    CommandError(kind: .invalidSize, description: "invalid size '\(text)' (--size): write it as WIDTHxHEIGHT in points, e.g. 1024x768")
  }
}

/// `--device` names: a screen profile and an orientation.
enum StoryboardDevice: String, CaseIterable {
  case iPhone, iPhoneLandscape, iPhoneSE, iPhoneProMax, iPad, iPadLandscape
  /// The iPad (11-inch, landscape) in Split View: the app's window beside another app's, a
  /// 10 pt divider between them — two thirds (regular width), half and a third (compact width).
  case iPadSplitTwoThirds, iPadSplitHalf, iPadSplitThird

  var profile: (DeviceProfile, landscape: Bool) {
    switch self {
    case .iPhone: return (.iPhone15, false)
    case .iPhoneLandscape: return (.iPhone15, true)
    case .iPhoneSE: return (.iPhoneSE, false)
    case .iPhoneProMax: return (.iPhone15ProMax, false)
    case .iPad: return (.iPadPro11, false)
    case .iPadLandscape, .iPadSplitTwoThirds, .iPadSplitHalf, .iPadSplitThird: return (.iPadPro11, true)
    }
  }

  /// The window's width in a split screen of the 1194 × 834 pt screen: a third is 375 pt wide,
  /// half is (1194 − 10) / 2, two thirds the rest beside a third; nil when the app is full screen.
  var splitWidth: CGFloat? {
    switch self {
    case .iPadSplitTwoThirds: return 1194 - 10 - 375
    case .iPadSplitHalf: return (1194 - 10) / 2
    case .iPadSplitThird: return 375
    default: return nil
    }
  }

  /// Switches `UIScreen.main` to the device and returns the window size (the screen's).
  @MainActor
  func apply() -> CGSize {
    let (device, landscape) = profile
    UIScreen.useDevice(device, landscape: landscape)
    let screen = UIScreen.main.bounds.size
    return splitWidth.map { CGSize(width: $0, height: screen.height) } ?? screen
  }

  /// Parses `WxH` ("1024x768").
  static func size(_ text: String) -> CGSize? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
    return CGSize(width: w, height: h)
  }
}

/// The argument of `--drag`: an edge pan, `edge-left` or `edge-left:0.3` (the fraction of the
/// window's width the finger travels).
struct StoryboardDrag: Equatable, CustomStringConvertible {
  var fraction: Double

  init?(argument: String) {
    let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.first == "edge-left" else { return nil }
    if parts.count == 2 {
      guard let value = Double(parts[1]), value > 0, value <= 1 else { return nil }
      fraction = value
    } else {
      fraction = 0.7
    }
  }

  var description: String { fraction == 0.7 ? "edge-left" : "edge-left:\(fraction)" }

  /// Start and end of the pan in window coordinates: from 2 pt inside the left edge, at mid-height.
  func points(in bounds: CGRect) -> (start: CGPoint, end: CGPoint) {
    let y = bounds.midY
    return (CGPoint(x: bounds.minX + 2, y: y), CGPoint(x: bounds.minX + 2 + bounds.width * fraction, y: y))
  }
}
