import Foundation
import OpenQuartzCore

/// How a navigation bar moves its items during an animated push or pop (Docs/Behaviour.md
/// "Navigation bar item transitions"). The previous items' views stay in the bar as outgoing
/// views while the new ones are built; both move alongside the navigation transition (in the
/// bar, so an interactive pop scrubs them with its percentComplete and a cancel puts the
/// previous items back):
///
/// - push: the new title comes in from half a bar width to the right, fading in; the old title
///   slides to where the new back title sits and fades out while the new back title comes from
///   the old title's place and fades in; the old back title slides half a bar width to the left
///   and fades out;
/// - pop: the mirror image — the old title leaves half a bar width to the right, the old back
///   title slides to the title's place and fades out while the new title comes from the back
///   title's place, and the new back title comes in from half a bar width to the left;
/// - the back chevron stays put when both items show one (no cross-fade of two identical
///   shapes), and fades in or out when only one does; other bar button items cross-fade in place.
///
/// State: idle (no outgoing views) --`_beginItemTransition`--> moving --`_endItemTransition`
/// (the transition's completion, or any non-animated change of items)--> idle.
extension UINavigationBar {
  /// How far titles travel when they enter or leave towards an edge: half the bar's width.
  package var _itemEdgeSlide: CGFloat { bounds.width / 2 }

  /// Replaces the items as part of an animated push or pop: builds the new items' views in
  /// their starting state and returns the animations that move both sets to their end state.
  /// The new items are an edit of the current ones in place (a push appends one item).
  package func _beginItemTransition(
    editing edit: (inout [UINavigationItem]) -> Void, operation: UINavigationController.Operation
  ) -> (animations: () -> Void, completion: () -> Void) {
    _endItemTransition()
    layoutIfNeeded()
    let oldTitle = _titleLabel
    let oldBack = _backButton
    let oldOthers = _buttons.filter { $0 !== oldBack }
    _outgoingViews = [oldTitle] + _buttons
    _buttons = []
    _titleLabel = Self._makeTitleLabel()
    insertSubview(_titleLabel, aboveSubview: oldTitle)
    // The large titles, when the bar prefers them: the old one leaves with the row's change.
    let oldLarge = _largeTitleRow.map { _ in _largeTitleLabel }
    if let row = _largeTitleRow, let oldLarge {
      _outgoingViews.append(oldLarge)
      _largeTitleLabel = Self._makeLargeTitleLabel()
      row.addSubview(_largeTitleLabel)
    }
    _itemsMoving = true
    _replaceItems(edit)
    _itemsMoving = false
    let newLarge = oldLarge == nil ? nil : _largeTitleLabel
    let fromLargeTitle = _largeTitleHeight
    let toLargeTitle = _largeTitleTargetHeight()
    let newTitle = _titleLabel
    let newBack = _backButton
    let newOthers = _buttons.filter { $0 !== newBack }

    let slide = _itemEdgeSlide
    let push = operation != .pop
    let oldBackTitleX = oldBack.map(_backTitleMinX)
    let newBackTitleX = newBack.map(_backTitleMinX)
    // Where each moving label starts (incoming) or ends (outgoing), as x translations.
    let oldTitleTo: CGFloat
    let newTitleFrom: CGFloat
    let oldBackTo: CGFloat
    let newBackFrom: CGFloat
    if push {
      newTitleFrom = slide
      oldTitleTo = newBackTitleX.map { $0 - oldTitle.frame.minX } ?? -slide
      newBackFrom = newBackTitleX.map { oldTitle.frame.minX - $0 } ?? 0
      oldBackTo = -slide
    } else {
      oldTitleTo = slide
      newTitleFrom = oldBackTitleX.map { $0 - newTitle.frame.minX } ?? -slide
      oldBackTo = oldBackTitleX.map { newTitle.frame.minX - $0 } ?? 0
      newBackFrom = -slide
    }
    let bothChevrons = oldBack != nil && newBack != nil
    var incoming: [UIView] = [newTitle] + newOthers
    if let newLarge { incoming.append(newLarge) }
    // The large titles slide as the titles do towards and from the edges, fading.
    let largeSlide = push ? slide : -slide
    UIView.performWithoutAnimation {
      _placeLargeTitle()
      newLarge?.alpha = 0
      newLarge?.transform = CGAffineTransform(translationX: largeSlide, y: 0)
      newTitle.alpha = 0
      newTitle.transform = CGAffineTransform(translationX: newTitleFrom, y: 0)
      for v in newOthers { v.alpha = 0 }
      if let label = newBack?.titleLabel {
        label.alpha = 0
        label.transform = CGAffineTransform(translationX: newBackFrom, y: 0)
        incoming.append(label)
      }
      if let chevron = newBack?._backIndicator, !bothChevrons {
        chevron.alpha = 0
        incoming.append(chevron)
      }
      if bothChevrons { oldBack?._backIndicator?.alpha = 0 }
    }
    _incomingViews = incoming
    let animations = { [weak self] in
      // The bar's height moves to the incoming item's rows (a large-title row grows or
      // shrinks), the contents with it; the small title ends at its resting opacity.
      if let self, self._setLargeTitleHeight(toLargeTitle) || fromLargeTitle != toLargeTitle {
        self._navigationController?._barHeightChanged()
      }
      newLarge?.alpha = 1
      newLarge?.transform = .identity
      oldLarge?.alpha = 0
      oldLarge?.transform = CGAffineTransform(translationX: -largeSlide, y: 0)
      newTitle.alpha = self?._smallTitleAlpha ?? 1
      newTitle.transform = .identity
      for v in newOthers { v.alpha = 1 }
      newBack?.titleLabel?.alpha = 1
      newBack?.titleLabel?.transform = .identity
      newBack?._backIndicator?.alpha = 1
      oldTitle.alpha = 0
      oldTitle.transform = CGAffineTransform(translationX: oldTitleTo, y: 0)
      for v in oldOthers { v.alpha = 0 }
      oldBack?.titleLabel?.alpha = 0
      oldBack?.titleLabel?.transform = CGAffineTransform(translationX: oldBackTo, y: 0)
      if !bothChevrons { oldBack?._backIndicator?.alpha = 0 }
    }
    return (animations, { [weak self] in self?._endItemTransition() })
  }

  /// Ends a push or pop's item motion: the outgoing views leave, the current ones rest.
  package func _endItemTransition() {
    guard !_outgoingViews.isEmpty || !_incomingViews.isEmpty else { return }
    for v in _outgoingViews { v.removeFromSuperview() }
    _outgoingViews = []
    let resting = _incomingViews
    _incomingViews = []
    UIView.performWithoutAnimation {
      for v in resting where v.superview != nil || v === _titleLabel {
        v.layer.removeAllAnimations()
        v.alpha = v === _titleLabel ? _smallTitleAlpha : 1
        v.transform = .identity
      }
    }
  }

  /// The x of a back button's title in the bar's coordinates.
  private func _backTitleMinX(_ button: UIButton) -> CGFloat {
    button.frame.minX + (button.titleLabel?.frame.minX ?? 0)
  }
}
