import Foundation
import OpenQuartzCore

/// Today's card sheets (`.iOS17`): the finger moves the sheet between its detents.
///
/// The sheet's top follows the finger; above the largest detent it rubber-bands. On release the
/// top is projected with the release velocity (as a scroll view decelerates) and the sheet
/// settles on the detent nearest the projection with a critically damped spring that takes the
/// release velocity; a user-chosen new detent calls the delegate once, when the spring ends.
/// Below the smallest detent the drag becomes the interactive dismissal (asked once per drag:
/// not when `isModalInPresentation`, else `presentationControllerShouldDismiss`); a refused one
/// rubber-bands and calls `presentationControllerDidAttemptToDismiss` on release. A release that
/// projects below the smallest detent by more than half the rest of the way dismisses
/// (Docs/Behaviour.md "Sheets").
@preconcurrency @MainActor
final class SheetDetentGesture {
  weak var sheet: UISheetPresentationController?
  let pan = SheetPanGestureRecognizer()
  private enum Phase { case idle, moving, refused, dismissing(UIPercentDrivenInteractiveTransition) }
  private var phase = Phase.idle
  private var startTop: CGFloat = 0
  private var lastTop: CGFloat = 0

  init(sheet: UISheetPresentationController) {
    self.sheet = sheet
    pan.maximumNumberOfTouches = 1
    pan.owner = self
    pan.addAction(UIAction { [weak self, weak pan] _ in if let pan { self?.update(pan) } })
  }

  func install(on view: UIView) { if pan.view !== view { view.addGestureRecognizer(pan) } }
  func uninstall() { pan.view?.removeGestureRecognizer(pan) }

  func update(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began: _ = begin()
    case .changed: change(translation: pan.translation(in: nil).y)
    case .ended: end(translation: pan.translation(in: nil).y, velocity: pan.velocity(in: nil).y)
    case .cancelled, .failed: cancel()
    default: break
    }
  }

  /// Whether a drag is moving the sheet (or dismissing it, or refused).
  var isEngaged: Bool {
    if case .idle = phase { return false }
    return true
  }

  /// The sheet's top as the drag left it last.
  var currentTop: CGFloat { lastTop }

  /// Starts a drag; false when the sheet cannot move now (a transition of its chain runs, or
  /// it presents something itself).
  func begin() -> Bool {
    guard let sheet, let view = sheet.presentedView, sheet.containerView != nil else { return false }
    let presenter = sheet.presentingViewController
    guard !PresentationTransition.active.contains(where: { $0.involvesChain(of: presenter) }),
      sheet.presentedViewController._presentedViewController == nil
    else { return false }
    // A settle still running: the finger catches the sheet where it is on screen.
    let shown = view.layer.presentation()?.frame.minY ?? view.frame.minY
    view.layer.removeAllAnimations()
    sheet.dimmingView.layer.removeAllAnimations()
    startTop = shown
    lastTop = shown
    phase = .moving
    sheet._isTracking = true
    move(to: shown)
    return true
  }

  /// The finger moved `translation` points down (negative: up) since `begin()`.
  func change(translation: CGFloat) {
    guard let sheet, let container = sheet.containerView else { return }
    let resolved = sheet._resolvedDetents
    let largestTop = sheet._top(forDetentValue: resolved.last!.value)
    let smallestTop = sheet._top(forDetentValue: resolved.first!.value)
    let height = container.bounds.height
    do {
      let raw = startTop + translation
      switch phase {
      case .idle: return
      case .dismissing(let driver):
        driver.update(max(0, raw - smallestTop) / max(1, height - smallestTop))
        return
      case .moving where raw > smallestTop:
        beginDismissalIfAllowed(sheet, smallestTop: smallestTop)
        if case .dismissing(let driver) = phase {
          move(to: smallestTop)
          driver.update(max(0, raw - smallestTop) / max(1, height - smallestTop))
          return
        }
      default: break
      }
      var top = raw
      if top < largestTop { top = largestTop - SheetMetrics.rubberBand(largestTop - top, dimension: height) }
      if top > smallestTop, case .refused = phase {
        top = smallestTop + SheetMetrics.rubberBand(top - smallestTop, dimension: height)
      }
      move(to: top)
    }
  }

  /// The finger lifted after moving `translation` points, at `velocity` points per second.
  func end(translation: CGFloat, velocity: CGFloat) {
    guard let sheet, let container = sheet.containerView else { return }
    let resolved = sheet._resolvedDetents
    let smallestTop = sheet._top(forDetentValue: resolved.first!.value)
    let height = container.bounds.height
    do {
      let projected = SheetMetrics.projectedTop(top: lastTop, velocity: velocity)
      switch phase {
      case .idle: return
      case .dismissing(let driver):
        let raw = startTop + translation
        let projectedRaw = SheetMetrics.projectedTop(top: raw, velocity: velocity)
        sheet._isTracking = false
        phase = .idle
        if projectedRaw > smallestTop + (height - smallestTop) / 2 { driver.finish() } else { driver.cancel() }
      case .refused:
        sheet._isTracking = false
        phase = .idle
        sheet._delegateOwner.delegate?.presentationControllerDidAttemptToDismiss(sheet._delegateOwner)
        settle(sheet, on: resolved[0].id, top: smallestTop, velocity: velocity, userChosen: true)
      case .moving:
        sheet._isTracking = false
        phase = .idle
        if projected > smallestTop + (height - smallestTop) / 2 {
          beginDismissalIfAllowed(sheet, smallestTop: smallestTop, interactive: false)
          if case .refused = phase {
            phase = .idle
            sheet._delegateOwner.delegate?.presentationControllerDidAttemptToDismiss(sheet._delegateOwner)
          } else {
            phase = .idle
            return
          }
        }
        let tops = resolved.map { sheet._top(forDetentValue: $0.value) }
        let index = SheetMetrics.nearestDetent(projectedTop: projected, detentTops: tops) ?? 0
        settle(sheet, on: resolved[index].id, top: tops[index], velocity: velocity, userChosen: true)
      }
    }
  }

  /// The drag was cancelled: back to the detent the sheet rested at.
  func cancel() {
    guard let sheet else { return }
    sheet._isTracking = false
    if case .dismissing(let driver) = phase { driver.cancel() }
    if case .idle = phase { return }
    phase = .idle
    let current = sheet._currentDetent
    settle(sheet, on: current.id, top: sheet._top(forDetentValue: current.value), velocity: 0, userChosen: false)
  }

  private func move(to top: CGFloat) {
    guard let sheet, let view = sheet.presentedView else { return }
    lastTop = top
    UIView.performWithoutAnimation {
      view.frame = sheet._cardFrame(top: top)
      sheet._applyChrome(top: top)
    }
  }

  /// Asks once per drag whether the user may dismiss; starts the dismissal when allowed.
  private func beginDismissalIfAllowed(_ sheet: UISheetPresentationController, smallestTop: CGFloat, interactive: Bool = true) {
    let owner = sheet._delegateOwner
    if sheet.presentedViewController._isModalInPresentationIncludingChildren {
      phase = .refused
      return
    }
    if let delegate = owner.delegate, !delegate.presentationControllerShouldDismiss(owner) {
      phase = .refused
      return
    }
    owner.delegate?.presentationControllerWillDismiss(owner)
    let presenter = sheet.presentingViewController
    let didDismiss = { [weak owner] in
      guard let owner else { return }
      owner.delegate?.presentationControllerDidDismiss(owner)
    }
    if interactive {
      let driver = UIPercentDrivenInteractiveTransition()
      driver.completionCurve = .easeOut
      phase = .dismissing(driver)
      PresentationTransition.dismiss(from: presenter, animated: true, userInteraction: driver, completion: didDismiss)
    } else {
      phase = .idle
      PresentationTransition.dismiss(from: presenter, animated: true, completion: didDismiss)
    }
  }

  /// Springs the sheet to `top` with the release velocity; the delegate hears about a new
  /// user-chosen detent when the spring ends.
  private func settle(
    _ sheet: UISheetPresentationController, on id: UISheetPresentationController.Detent.Identifier, top: CGFloat,
    velocity: CGFloat, userChosen: Bool
  ) {
    guard let view = sheet.presentedView else { return }
    let distance = top - lastTop
    let springVelocity = abs(distance) > 0.5 ? velocity / distance : 0
    let previous = sheet._currentDetent.id
    sheet._setSelectedDetentSilently(id)
    UIView.animate(
      withDuration: SheetMetrics.settleDuration, delay: 0, usingSpringWithDamping: SheetMetrics.settleDamping,
      initialSpringVelocity: springVelocity, options: [.allowUserInteraction, .beginFromCurrentState],
      animations: {
        view.frame = sheet._cardFrame(top: top)
        sheet._applyChrome(top: top)
      },
      completion: { [weak sheet] _ in
        guard let sheet, userChosen, previous != id else { return }
        sheet._notifySelectedDetentChanged()
      })
  }
}

/// The sheet's own pan; scroll views inside the sheet find it to hand it their edge drags.
///
/// It only takes drags that start vertically: one whose first movement is at least as horizontal
/// as vertical fails, so the recognizers of the sheet's content (a navigation controller's edge
/// pop, horizontal scrolling) get it (Docs/Behaviour.md "Sheets: horizontal drags").
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
  weak var owner: SheetDetentGesture?

  override func _canBegin(from start: CGPoint, to current: CGPoint) -> Bool {
    abs(current.y - start.y) > abs(current.x - start.x)
  }
}
