import Foundation
import UIKit

/// One step of a random app session. Every operation is valid in every state: the integers pick
/// among what exists when the operation runs (modulo the count), so removing operations while
/// shrinking never makes the rest meaningless. `description` is the operation as Swift source,
/// so a shrunk list prints as a literal that `ChaosRunner.replay` runs again.
package enum ChaosOp: Equatable, CustomStringConvertible {
  /// The kinds of controller a presentation or a new window shows.
  package enum Content: String, CaseIterable {
    case plain, navigation, tabs, split
    /// The tester's storyboard's initial scene: a navigation controller over a page.
    case storyboard
    /// A custom container swapping children with `transition(from:to:)`.
    case container
    /// What the first generator picked from (its seeds replay unchanged).
    package static let basic: [Content] = [.plain, .navigation, .tabs, .split]
  }
  /// Presentation styles, with the two kinds of custom presentation controller.
  package enum Style: String, CaseIterable {
    case fullScreen, overFullScreen, currentContext, overCurrentContext, pageSheet, formSheet, popover, automatic
    case customKeeping, customRemoving
  }
  package enum Transition: String, CaseIterable { case coverVertical, crossDissolve, flipHorizontal, partialCurl }
  /// Deliberate misuse; each must produce UIKit's diagnostic and change nothing.
  package enum Misuse: String, CaseIterable {
    case presentActive, presentSelf, presentChild, presentFromOffscreen, pushTwice, pushNavigation, popoverWithoutAnchor
  }

  case present(Content, Style, Transition, animated: Bool, from: Int, withDelegate: Bool)
  /// A `.custom` presentation driven by a percent-driven interaction controller, updated to
  /// `percent` and left there (the next settle finishes or cancels it).
  case presentInteractive(from: Int, removesPresenter: Bool, percent: Double)
  case dismiss(animated: Bool, at: Int)
  case push(Content, animated: Bool, nav: Int)
  case pop(animated: Bool, nav: Int)
  case popToRoot(animated: Bool, nav: Int)
  case selectTab(tabs: Int, index: Int)
  case showDetail(split: Int)
  case definesContext(at: Int)
  /// nil = unspecified (the window's size decides).
  case sizeClass(compact: Bool?)
  case resize(Int)
  /// A left-edge drag over `fraction` of the width (an interactive pop), lifted.
  case edgeDrag(fraction: Double)
  /// A left-edge touch moved by `fraction` and held (lifted by the next settle).
  case holdEdge(fraction: Double)
  /// A downward drag from the top of the window's middle (a sheet's dismiss gesture).
  case sheetDrag(fraction: Double)
  case tap(x: Double, y: Double)
  case tapTop
  case advance(frames: Int)
  case animationsEnabled(Bool)
  case misuse(Misuse, at: Int)
  /// The window goes away (leak check) and a new one shows `Content`.
  case newWindow(Content, compact: Bool)
  /// `performSegue(withIdentifier:)` on a storyboard page: `ChaosStoryboard.segues[segue]`.
  case segue(Int, at: Int)
  /// A tap on the button of a page that triggers `ChaosStoryboard.segues[segue]`.
  case tapSegue(Int, at: Int)
  /// A custom container swaps its child for a new one with `transition(from:to:)`;
  /// `options` picks among `ChaosOp.swapOptions`.
  case swap(at: Int, animated: Bool, options: Int)
  /// Lifts held touches, finishes (`finish`) or cancels interactive transitions left running,
  /// runs until idle, and checks the invariants.
  case settle(finish: Bool)

  package var description: String {
    switch self {
    case let .present(c, s, t, animated, from, d):
      return ".present(.\(c), .\(s), .\(t), animated: \(animated), from: \(from), withDelegate: \(d))"
    case let .presentInteractive(from, removes, percent):
      return ".presentInteractive(from: \(from), removesPresenter: \(removes), percent: \(percent))"
    case let .dismiss(animated, at): return ".dismiss(animated: \(animated), at: \(at))"
    case let .push(c, animated, nav): return ".push(.\(c), animated: \(animated), nav: \(nav))"
    case let .pop(animated, nav): return ".pop(animated: \(animated), nav: \(nav))"
    case let .popToRoot(animated, nav): return ".popToRoot(animated: \(animated), nav: \(nav))"
    case let .selectTab(tabs, index): return ".selectTab(tabs: \(tabs), index: \(index))"
    case let .showDetail(split): return ".showDetail(split: \(split))"
    case let .definesContext(at): return ".definesContext(at: \(at))"
    case let .sizeClass(compact): return ".sizeClass(compact: \(compact.map { "\($0)" } ?? "nil"))"
    case let .resize(i): return ".resize(\(i))"
    case let .edgeDrag(f): return ".edgeDrag(fraction: \(f))"
    case let .holdEdge(f): return ".holdEdge(fraction: \(f))"
    case let .sheetDrag(f): return ".sheetDrag(fraction: \(f))"
    case let .tap(x, y): return ".tap(x: \(x), y: \(y))"
    case .tapTop: return ".tapTop"
    case let .advance(frames): return ".advance(frames: \(frames))"
    case let .animationsEnabled(on): return ".animationsEnabled(\(on))"
    case let .misuse(m, at): return ".misuse(.\(m), at: \(at))"
    case let .newWindow(c, compact): return ".newWindow(.\(c), compact: \(compact))"
    case let .settle(finish): return ".settle(finish: \(finish))"
    case let .segue(i, at): return ".segue(\(i), at: \(at))"
    case let .tapSegue(i, at): return ".tapSegue(\(i), at: \(at))"
    case let .swap(at, animated, options): return ".swap(at: \(at), animated: \(animated), options: \(options))"
    }
  }

  /// Simpler variants of this operation, simplest first (the shrinker tries each in place):
  /// no animation, no delegate, the default transition, plain content, index 0, a settle that
  /// finishes.
  package var simplifications: [ChaosOp] {
    var out: [ChaosOp] = []
    switch self {
    case let .present(c, s, t, animated, from, d):
      if animated { out.append(.present(c, s, t, animated: false, from: from, withDelegate: d)) }
      if d { out.append(.present(c, s, t, animated: animated, from: from, withDelegate: false)) }
      if t != .coverVertical { out.append(.present(c, s, .coverVertical, animated: animated, from: from, withDelegate: d)) }
      if c != .plain { out.append(.present(.plain, s, t, animated: animated, from: from, withDelegate: d)) }
      if from != 0 { out.append(.present(c, s, t, animated: animated, from: 0, withDelegate: d)) }
    case let .presentInteractive(from, removes, percent):
      if from != 0 { out.append(.presentInteractive(from: 0, removesPresenter: removes, percent: percent)) }
    case let .dismiss(animated, at):
      if animated { out.append(.dismiss(animated: false, at: at)) }
      if at != 0 { out.append(.dismiss(animated: animated, at: 0)) }
    case let .push(c, animated, nav):
      if animated { out.append(.push(c, animated: false, nav: nav)) }
      if c != .plain { out.append(.push(.plain, animated: animated, nav: nav)) }
      if nav != 0 { out.append(.push(c, animated: animated, nav: 0)) }
    case let .pop(animated, nav):
      if animated { out.append(.pop(animated: false, nav: nav)) }
      if nav != 0 { out.append(.pop(animated: animated, nav: 0)) }
    case let .popToRoot(animated, nav):
      if animated { out.append(.popToRoot(animated: false, nav: nav)) }
      if nav != 0 { out.append(.popToRoot(animated: animated, nav: 0)) }
    case let .advance(frames) where frames > 1: out.append(.advance(frames: 1))
    case let .newWindow(c, compact) where c != .plain: out.append(.newWindow(.plain, compact: compact))
    case .settle(finish: false): out.append(.settle(finish: true))
    case let .swap(at, animated, options):
      if animated { out.append(.swap(at: at, animated: false, options: options)) }
      if options != 0 { out.append(.swap(at: at, animated: animated, options: 0)) }
    default: break
    }
    return out
  }

  /// Runs use the extended operations (storyboards, swaps) unless `OPENUIKIT_CHAOS_EXTENDED=0`
  /// (the first generator's draws, to replay seeds found before they were on by default).
  package nonisolated static var extendedFromEnvironment: Bool {
    ProcessInfo.processInfo.environment["OPENUIKIT_CHAOS_EXTENDED"] != "0"
  }

  /// The options a swap uses, with their Swift spelling.
  package static let swapOptions: [(UIView.AnimationOptions, String)] = [
    ([], "[]"), (.transitionCrossDissolve, ".transitionCrossDissolve"), (.transitionFlipFromLeft, ".transitionFlipFromLeft"),
    (.curveEaseInOut, ".curveEaseInOut"),
  ]

  /// True for operations that end with the invariants checked.
  package var isSettle: Bool { if case .settle = self { return true } else { return false } }
}

/// SplitMix64: a small seeded generator, identical on every platform.
package struct ChaosRandom: RandomNumberGenerator {
  private var state: UInt64
  package init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  package mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
  package mutating func bool(_ p: Double = 0.5) -> Bool { Double(next() % 10_000) / 10_000 < p }
  package mutating func fraction() -> Double { Double(int(9) + 1) / 10 }
  package mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
}

extension ChaosOp {
  /// A random operation; settles are inserted by the generator of sequences.
  /// `extended` adds storyboard segues and unwinds, custom-container swaps and their content
  /// (without it, the draws are the first generator's, so known seeds replay unchanged).
  package static func random(_ r: inout ChaosRandom, extended: Bool = false) -> ChaosOp {
    let pick = r.int(64)
    let contents = extended ? Content.allCases : Content.basic
    switch r.int(extended ? 108 : 100) {
    case 0..<22:
      let style = r.pick(Style.allCases)
      // Partial curl is valid only full screen over full screen: mostly try valid uses.
      let transition: Transition = r.bool(0.1) ? .partialCurl : r.pick([.coverVertical, .crossDissolve, .flipHorizontal])
      return .present(
        r.bool(0.7) ? .plain : r.pick(contents), style, transition, animated: r.bool(0.6), from: pick,
        withDelegate: r.bool(0.3))
    case 22..<25: return .presentInteractive(from: pick, removesPresenter: r.bool(0.3), percent: r.fraction())
    case 25..<40: return .dismiss(animated: r.bool(0.6), at: pick)
    case 40..<50: return .push(r.bool(0.85) ? .plain : r.pick(extended ? [.tabs, .split, .container] : [.tabs, .split]), animated: r.bool(0.6), nav: pick)
    case 50..<55: return .pop(animated: r.bool(0.6), nav: pick)
    case 55..<57: return .popToRoot(animated: r.bool(0.6), nav: pick)
    case 57..<61: return .selectTab(tabs: pick, index: r.int(3))
    case 61..<62: return .showDetail(split: pick)
    case 62..<64: return .definesContext(at: pick)
    case 64..<67: return .sizeClass(compact: r.bool(0.2) ? nil : r.bool())
    case 67..<69: return .resize(r.int(4))
    case 69..<72: return .edgeDrag(fraction: r.fraction())
    case 72..<73: return .holdEdge(fraction: r.fraction())
    case 73..<74: return .sheetDrag(fraction: r.fraction())
    case 74..<76: return .tap(x: r.fraction(), y: r.fraction())
    case 76..<78: return .tapTop
    case 78..<86: return .advance(frames: r.int(20) + 1)
    case 86..<88: return .animationsEnabled(r.bool(0.7))
    case 88..<93: return .misuse(r.pick(Misuse.allCases), at: pick)
    case 93..<94: return .newWindow(r.pick(contents), compact: r.bool())
    case 94..<100: return .settle(finish: r.bool())
    case 100..<103: return .segue(r.int(ChaosStoryboard.segues.count), at: pick)
    case 103..<105: return .tapSegue(r.int(ChaosStoryboard.segues.count), at: pick)
    default: return .swap(at: pick, animated: r.bool(0.6), options: r.int(swapOptions.count))
    }
  }

  /// A session: a new window, then `count` operations; after most operations the app settles
  /// (`overlap` is the chance that it does not, so calls overlap running transitions).
  package static func sequence(seed: UInt64, count: Int, overlap: Double = 0.3, extended: Bool = false) -> [ChaosOp] {
    var r = ChaosRandom(seed: seed)
    var ops: [ChaosOp] = [.newWindow(r.pick(extended ? Content.allCases : Content.basic), compact: r.bool())]
    while ops.count < count {
      let op = ChaosOp.random(&r, extended: extended)
      ops.append(op)
      if !op.isSettle && !r.bool(overlap) { ops.append(.settle(finish: r.bool())) }
    }
    if !(ops.last?.isSettle ?? false) { ops.append(.settle(finish: true)) }
    return ops
  }
}
