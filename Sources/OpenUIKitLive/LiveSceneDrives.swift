import Foundation
import UIKit

/// The finger drags that drive every interactive transition of the catalogue's live scenes to
/// their end and cancel them (`LiveDrive`). Cancels come first: they leave the scene as it was,
/// so the finishing drag starts from the same state.
enum LiveSceneDrives {
  static let medium = UISheetPresentationController.Detent.Identifier.medium.rawValue
  static let large = UISheetPresentationController.Detent.Identifier.large.rawValue

  /// Near the left and right edges (within `UIScreenEdgePanGestureRecognizer`'s 20 pt region on
  /// every device of the menu).
  static let leftEdge = 0.004
  static let rightEdge = 0.996

  static let navigationPop: [LiveDrive] = [
    LiveDrive(
      "interactive pop", .cancel, hint: "drag from the left edge, let go before half way: B stays",
      from: LivePoint(leftEdge, 0.5), to: LivePoint(0.3, 0.5), top: "B"),
    LiveDrive(
      "interactive pop", .finish, hint: "drag from the left edge past half way: B pops",
      from: LivePoint(leftEdge, 0.5), to: LivePoint(0.8, 0.5), top: "A"),
  ]

  /// A sheet dragged down by its top: a little and slowly springs back, far dismisses.
  static func swipeDown(_ transition: String, sheet: String, detent: String? = nil) -> [LiveDrive] {
    [
      LiveDrive(
        transition, .cancel, hint: "present, drag the sheet down a little and slowly: it springs back",
        actions: ["present"], from: LivePoint(0.5, 0.03, fromPresentedTop: true),
        to: LivePoint(0.5, 0.1, fromPresentedTop: true), steps: 40, top: sheet, detent: detent),
      LiveDrive(
        transition, .finish, hint: "present, drag the sheet far down: it is dismissed",
        actions: ["present"], from: LivePoint(0.5, 0.03, fromPresentedTop: true),
        to: LivePoint(0.5, 0.8, fromPresentedTop: true), steps: 25, top: "A"),
    ]
  }

  /// A medium/large sheet: dragged up a little it settles back at medium, far up at large; then
  /// the swipe-down dismissal from large.
  static let detents: [LiveDrive] =
    [
      LiveDrive(
        "detent drag", .cancel, hint: "present, drag the sheet up a little and slowly: it settles back at medium",
        actions: ["present"], from: LivePoint(0.5, 0.03, fromPresentedTop: true),
        to: LivePoint(0.5, -0.04, fromPresentedTop: true), steps: 40, top: "Sheet", detent: medium),
      LiveDrive(
        "detent drag", .finish, hint: "drag the sheet far up: it settles at large",
        actions: ["present"], from: LivePoint(0.5, 0.03, fromPresentedTop: true),
        to: LivePoint(0.5, -0.35, fromPresentedTop: true), steps: 20, top: "Sheet", detent: large),
    ] + swipeDown("sheet swipe-down dismissal", sheet: "Sheet", detent: large)

  static let seed000Pan: [LiveDrive] = [
    LiveDrive(
      "percent-driven presentation (seed 000)", .cancel,
      hint: "present, then drag up less than half the height: the presentation cancels",
      actions: ["present"], from: LivePoint(0.5, 0.8), to: LivePoint(0.5, 0.6), steps: 20, top: "A"),
    LiveDrive(
      "percent-driven presentation (seed 000)", .finish,
      hint: "present, then drag up more than half the height: B is presented",
      actions: ["present"], from: LivePoint(0.5, 0.85), to: LivePoint(0.5, 0.2), top: "B"),
  ]

  static let seed001Swipe: [LiveDrive] = [
    LiveDrive(
      "edge-swipe presentation (seed 001)", .cancel, hint: "drag from the right edge, let go before half way: A stays",
      from: LivePoint(rightEdge, 0.5), to: LivePoint(0.75, 0.5), top: "A"),
    LiveDrive(
      "edge-swipe presentation (seed 001)", .finish, hint: "drag from the right edge past half way: B is presented",
      from: LivePoint(rightEdge, 0.5), to: LivePoint(0.2, 0.5), top: "B"),
  ]

  /// A leftward pan in the content: a quarter cancels, 70 % finishes.
  static func panLeft(_ transition: String, from first: String, to second: String) -> [LiveDrive] {
    [
      LiveDrive(
        transition, .cancel, hint: "pan left a quarter of the width and let go: \(first) stays",
        from: LivePoint(0.8, 0.5), to: LivePoint(0.55, 0.5), top: first),
      LiveDrive(
        transition, .finish, hint: "pan left past half the width: \(second) slides in",
        from: LivePoint(0.8, 0.5), to: LivePoint(0.1, 0.5), top: second),
    ]
  }
}
