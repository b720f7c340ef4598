import Foundation
import OpenQuartzCore

/// One continuous drag shared by a scroll view inside a card sheet and the sheet
/// (Docs/Behaviour.md "Sheets", `prefersScrollingExpandsWhenScrolledToEdge`).
///
/// The scroll view's pan drives both. Each movement of the finger is split, in window points:
/// - finger up: while the content rests at its top edge and the sheet is below its ceiling (the
///   largest detent when `prefersScrollingExpandsWhenScrolledToEdge`, else the detent the drag
///   started at), the sheet takes the movement up to the ceiling; the rest scrolls the content;
/// - finger down: the content scrolls back to its top edge first; the rest moves the sheet down
///   (toward a smaller detent, then the interactive dismissal, asked as for the sheet's own pan).
/// On release the velocity goes to whichever took the last movement: the sheet settles with it
/// (or dismisses) and the content stops, or the content decelerates with it and the sheet settles
/// where it is. If the sheet cannot move (a transition of its chain runs), the content takes all.
@preconcurrency @MainActor
final class SheetScrollHandOff {
  private let gesture: SheetDetentGesture
  private weak var scrollView: UIScrollView?
  /// The sheet's top the upward movement stops at.
  private let ceiling: CGFloat
  private var lastTranslation: CGFloat = 0
  /// Finger movement given to the content, and to the sheet since it was engaged.
  private(set) var contentTranslation: CGFloat = 0
  private var sheetTranslation: CGFloat = 0
  private enum SheetState { case resting, engaged, unavailable }
  private var sheetState = SheetState.resting
  private var lastMovedSheet = false

  /// The hand-off for a drag beginning in `scrollView`, when it lies in a card sheet's view.
  static func begin(for scrollView: UIScrollView) -> SheetScrollHandOff? {
    var view = scrollView.superview
    while let current = view {
      for case let recognizer as SheetPanGestureRecognizer in current._gestureRecognizers {
        guard let owner = recognizer.owner, let sheet = owner.sheet, recognizer.isEnabled, sheet._isCard,
          sheet.presentedView != nil
        else { continue }
        let resolved = sheet._resolvedDetents
        let ceiling =
          sheet.prefersScrollingExpandsWhenScrolledToEdge
          ? sheet._top(forDetentValue: resolved.last!.value) : sheet._top(forDetentValue: sheet._currentDetent.value)
        return SheetScrollHandOff(gesture: owner, scrollView: scrollView, ceiling: ceiling)
      }
      view = current.superview
    }
    return nil
  }

  private init(gesture: SheetDetentGesture, scrollView: UIScrollView, ceiling: CGFloat) {
    self.gesture = gesture
    self.scrollView = scrollView
    self.ceiling = ceiling
  }

  private var contentAtTopEdge: Bool {
    guard let scrollView else { return true }
    return scrollView.contentOffset.y <= scrollView._offsetRange.y.lowerBound + UIScrollView.restDistance
  }

  /// How far the content can still scroll back toward its top edge, in finger points.
  private var contentRoomDown: CGFloat {
    guard let scrollView else { return 0 }
    return max(0, scrollView.contentOffset.y - scrollView._offsetRange.y.lowerBound)
  }

  private var sheetTop: CGFloat {
    if sheetState == .engaged { return gesture.currentTop }
    return gesture.sheet?.presentedView?.frame.minY ?? ceiling
  }

  /// Engages the sheet at its first share of the drag; false when it cannot move.
  private func engageSheet() -> Bool {
    switch sheetState {
    case .engaged: return true
    case .unavailable: return false
    case .resting:
      sheetState = gesture.begin() ? .engaged : .unavailable
      return sheetState == .engaged
    }
  }

  private func moveSheet(by delta: CGFloat) {
    sheetTranslation += delta
    gesture.change(translation: sheetTranslation)
    lastMovedSheet = true
  }

  private func moveContent(by delta: CGFloat) {
    contentTranslation += delta
    lastMovedSheet = false
  }

  /// The finger is `translation` points below where it began (window coordinates).
  func change(translation: CGFloat) {
    var delta = translation - lastTranslation
    lastTranslation = translation
    guard delta != 0 else { return }
    if delta < 0 {
      let room = sheetTop - ceiling
      if contentAtTopEdge, room > 0, engageSheet() {
        let share = max(delta, -room)
        moveSheet(by: share)
        delta -= share
      }
      if delta != 0 { moveContent(by: delta) }
    } else {
      let share = min(delta, contentRoomDown)
      if share > 0 {
        moveContent(by: share)
        delta -= share
      }
      if delta > 0 {
        if engageSheet() { moveSheet(by: delta) } else { moveContent(by: delta) }
      }
    }
  }

  /// The finger lifted at `velocity` (points per second, down positive). Returns whether the
  /// content keeps the velocity (false: the sheet took it and the content stops).
  func end(velocity: CGFloat) -> Bool {
    guard sheetState == .engaged else { return true }
    gesture.end(translation: sheetTranslation, velocity: lastMovedSheet ? velocity : 0)
    return !lastMovedSheet
  }

  func cancel() {
    if sheetState == .engaged { gesture.cancel() }
  }
}
